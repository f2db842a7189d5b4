import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { signUpPath } from '../../app/routing/paths.ts';
import { CenteredSpinner } from '../../ui/CenteredSpinner.tsx';
import { FormCard } from '../../ui/FormCard.tsx';
import { SignInChallenge } from './SignInChallenge.tsx';
import { SignInForm } from './SignInForm.tsx';
import { type SignInStage, START_STAGE } from './sign-in-flow.ts';
import { useFinishSignIn } from './use-finish-sign-in.ts';

/** /creators?action=signin: the whole sign-in flow, from credentials to the redirect. */
export function SignInPanel({ redirectUrl }: { redirectUrl: string | null }) {
  const { t } = useTranslation();
  const finishSignIn = useFinishSignIn();
  const [stage, setStage] = useState<SignInStage>(START_STAGE);

  const onStage = (next: SignInStage) => {
    setStage(next);
    if (next.kind === 'done') void finishSignIn(next.redirectUrl ?? redirectUrl);
  };

  if (stage.kind === 'done') return <CenteredSpinner label={t('common.loading')} minHeight="50vh" />;
  if (stage.kind === 'credentials') {
    return (
      <FormCard
        title={t('auth.signIn.title')}
        lead={t('auth.signIn.lead')}
        footer={
          <Typography variant="body2" sx={{ textAlign: 'center' }}>
            {t('auth.signIn.noAccount')}{' '}
            <Link component={RouterLink} to={signUpPath()} sx={{ fontWeight: 700 }}>
              {t('common.signUp')}
            </Link>
          </Typography>
        }
      >
        <SignInForm redirectUrl={redirectUrl} captchaRequired={stage.captchaRequired} onStage={onStage} />
      </FormCard>
    );
  }
  return <SignInChallenge stage={stage} onStage={onStage} onRestart={() => setStage(START_STAGE)} />;
}
