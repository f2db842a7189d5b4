import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { toApiRequestError } from '../../app/api-error.ts';
import { signInPath } from '../../app/routing/paths.ts';
import { CenteredSpinner } from '../../ui/CenteredSpinner.tsx';
import { FormCard } from '../../ui/FormCard.tsx';
import { completeGoogleSignInOnce } from './google-callback-once.ts';
import { SignInChallenge } from './SignInChallenge.tsx';
import { type SignInStage, stageFromError, stageFromResult } from './sign-in-flow.ts';
import { useFinishSignIn } from './use-finish-sign-in.ts';

type CallbackState =
  | { kind: 'verifying' }
  | { kind: 'failed'; message: string }
  | { kind: 'stage'; stage: SignInStage };

/**
 * /creators/validate-google-auth and /dashboard/validate-google-auth: hands the provider's answer to the server, then
 * continues like any sign-in (a Google user may still have to enter a mailed code).
 */
export function GoogleCallbackPanel({ returnTo }: { returnTo: 'creators' | 'dashboard' }) {
  const { t } = useTranslation();
  const finishSignIn = useFinishSignIn();
  const [state, setState] = useState<CallbackState>({ kind: 'verifying' });

  const onStage = (stage: SignInStage) => {
    setState({ kind: 'stage', stage });
    if (stage.kind === 'done') void finishSignIn(stage.redirectUrl);
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once for the callback the browser arrived with
  useEffect(() => {
    let active = true;
    completeGoogleSignInOnce(window.location.search, returnTo)
      .then((result) => active && onStage(stageFromResult(result)))
      .catch((thrown: unknown) => {
        if (!active) return;
        const error = toApiRequestError(thrown);
        const stage = stageFromError(error);
        if (stage && stage.kind !== 'credentials') onStage(stage);
        else setState({ kind: 'failed', message: error.message });
      });
    return () => {
      active = false;
    };
  }, [returnTo]);

  const restart = () => setState({ kind: 'failed', message: '' });

  if (state.kind === 'failed') {
    return (
      <FormCard title={t('auth.google.failedTitle')}>
        {state.message && (
          <Alert severity="error" role="alert" sx={{ mb: 3 }}>
            {state.message}
          </Alert>
        )}
        <Button component={RouterLink} to={signInPath()} variant="contained" fullWidth>
          {t('auth.google.backToSignIn')}
        </Button>
      </FormCard>
    );
  }
  if (state.kind === 'stage' && state.stage.kind !== 'done' && state.stage.kind !== 'credentials') {
    return <SignInChallenge stage={state.stage} onStage={onStage} onRestart={restart} />;
  }
  return <CenteredSpinner label={t('auth.google.verifying')} minHeight="50vh" />;
}
