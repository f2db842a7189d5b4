import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { signInPath, signUpPath } from '../../app/routing/paths.ts';
import { useSession } from '../../app/session/use-session.ts';
import { FormCard } from '../../ui/FormCard.tsx';

/** /creators without an action: the way into the creators area. */
export function CreatorsIntro() {
  const { t } = useTranslation();
  const { isSignedIn } = useSession();
  return (
    <FormCard title={t('auth.intro.title')} lead={t('auth.intro.body')}>
      <Stack spacing={2}>
        {isSignedIn ? (
          <Button component={RouterLink} to="/dashboard" variant="contained" size="large">
            {t('common.dashboard')}
          </Button>
        ) : (
          <>
            <Button component={RouterLink} to={signInPath()} variant="contained" size="large">
              {t('common.signIn')}
            </Button>
            <Button component={RouterLink} to={signUpPath()} variant="outlined" size="large">
              {t('common.signUp')}
            </Button>
          </>
        )}
      </Stack>
    </FormCard>
  );
}
