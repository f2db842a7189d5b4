import CheckCircleOutlinedIcon from '@mui/icons-material/CheckCircleOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { signInPath } from '../../app/routing/paths.ts';
import { CenteredSpinner } from '../../ui/CenteredSpinner.tsx';
import { FormCard } from '../../ui/FormCard.tsx';
import { ResendVerificationForm } from './ResendVerificationForm.tsx';
import { verifyEmailOnce } from './verify-email-once.ts';
import { type Verification, verificationFromError } from './verify-email-outcome.ts';

/** /creators?action=welcome&token=…: confirms the address from the verification mail, then welcomes. */
export function VerifyEmailWelcome({ token }: { token: string | null }) {
  const { t } = useTranslation();
  const [state, setState] = useState<Verification>(
    token ? { status: 'verifying' } : { status: 'failed', message: t('auth.welcome.missingToken') },
  );

  useEffect(() => {
    if (!token) return;
    let active = true;
    verifyEmailOnce(token)
      .then(({ email }) => active && setState({ status: 'verified', email }))
      .catch((error: unknown) => active && setState(verificationFromError(error)));
    return () => {
      active = false;
    };
  }, [token]);

  if (state.status === 'verifying') return <CenteredSpinner label={t('auth.welcome.verifying')} minHeight="50vh" />;

  if (state.status === 'alreadyVerified') {
    return (
      <FormCard title={t('auth.welcome.alreadyTitle')} lead={t('auth.welcome.alreadyBody')}>
        <Button component={RouterLink} to={signInPath()} variant="contained" size="large" fullWidth>
          {t('common.signIn')}
        </Button>
      </FormCard>
    );
  }

  if (state.status === 'failed') {
    return (
      <FormCard title={t('auth.welcome.failedTitle')}>
        <Alert severity="error" role="alert" sx={{ mb: 3 }}>
          {state.message}
        </Alert>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
          {t('auth.welcome.resendLead')}
        </Typography>
        <ResendVerificationForm />
      </FormCard>
    );
  }

  return (
    <FormCard
      title={t('auth.welcome.title')}
      lead={
        <>
          <Box aria-hidden="true" sx={{ color: 'success.main', mb: 1, '& svg': { fontSize: 44 } }}>
            <CheckCircleOutlinedIcon />
          </Box>
          {t('auth.welcome.body', { email: state.email })}
        </>
      }
    >
      <Button component={RouterLink} to={signInPath()} variant="contained" size="large" fullWidth>
        {t('common.signIn')}
      </Button>
    </FormCard>
  );
}
