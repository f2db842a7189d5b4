import GoogleIcon from '@mui/icons-material/Google';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { startGoogleSignIn } from '@otodoke/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../app/api-client.ts';
import { readGoogleSignInIsSimulator } from '../../app/bootstrap.ts';
import { useApiErrorHandler } from '../../app/errors/use-api-error-handler.ts';

interface GoogleSignInButtonProps {
  returnTo: 'creators' | 'dashboard';
  /** Where to land after signing in (the sign-in page's ?redirect_url=). */
  redirectUrl: string | null;
}

/** Sends the browser to Google (or the local OpenID Connect simulator) to sign in. */
export function GoogleSignInButton({ returnTo, redirectUrl }: GoogleSignInButtonProps) {
  const { t } = useTranslation();
  const handleError = useApiErrorHandler();
  const [busy, setBusy] = useState(false);
  // A fresh authorization URL (new state and PKCE verifier) is fetched on click, never ahead of it.
  const isSimulator = readGoogleSignInIsSimulator();

  const start = async () => {
    setBusy(true);
    try {
      const { authorizationUrl } = await callApi(startGoogleSignIn, {
        query: { returnTo, ...(redirectUrl ? { redirectUrl } : {}) },
      });
      window.location.assign(authorizationUrl);
    } catch (error) {
      handleError(error);
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        fullWidth
        size="large"
        variant="outlined"
        color="inherit"
        startIcon={<GoogleIcon />}
        onClick={() => void start()}
        disabled={busy}
        sx={{ borderColor: 'divider' }}
      >
        {t('auth.signIn.google')}
      </Button>
      {isSimulator && (
        <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mt: 1, textAlign: 'center' }}>
          {t('auth.signIn.googleSimulator')}
        </Typography>
      )}
    </>
  );
}
