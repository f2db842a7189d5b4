import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { FormCard } from '../../ui/FormCard.tsx';
import { SignInCodeForm } from './SignInCodeForm.tsx';
import { SignInLockedNotice } from './SignInLockedNotice.tsx';
import { SignInWaitNotice } from './SignInWaitNotice.tsx';
import type { SignInStage } from './sign-in-flow.ts';

interface SignInChallengeProps {
  stage: Exclude<SignInStage, { kind: 'credentials' } | { kind: 'done' }>;
  onStage: (stage: SignInStage) => void;
  onRestart: () => void;
}

/** What the server asks after the first factor: a mailed code, a wait, or nothing possible for a while. */
export function SignInChallenge({ stage, onStage, onRestart }: SignInChallengeProps) {
  const { t } = useTranslation();
  switch (stage.kind) {
    case 'code':
      return (
        <SignInCodeForm
          key={stage.challengeToken}
          action={stage.action}
          challengeToken={stage.challengeToken}
          onStage={onStage}
          onRestart={onRestart}
        />
      );
    case 'locked':
      return <SignInLockedNotice message={stage.message} retryAfter={stage.retryAfter} onRestart={onRestart} />;
    case 'wait':
      return <SignInWaitNotice retryAfter={stage.retryAfter} onRestart={onRestart} />;
    default:
      return (
        <FormCard title={t('global.routeErrorTitle')}>
          <Alert severity="error" sx={{ mb: 3 }}>
            {t('global.routeErrorBody')}
          </Alert>
          <Button variant="outlined" fullWidth onClick={onRestart}>
            {t('auth.wait.retry')}
          </Button>
        </FormCard>
      );
  }
}
