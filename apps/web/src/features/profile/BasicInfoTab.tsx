import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../app/session/use-session.ts';
import { SettingsSection } from '../../ui/SettingsSection.tsx';
import { AccountBasicInfoForm } from './AccountBasicInfoForm.tsx';
import { IndividualNameForm } from './IndividualNameForm.tsx';

/** Basic info: the current account's name and details, then the signed-in individual's own name. */
export function BasicInfoTab() {
  const { t } = useTranslation();
  const { session } = useSession();
  return (
    <Stack spacing={3}>
      {session?.user ? (
        // Keyed by account: switching accounts starts the form afresh for the new one.
        <AccountBasicInfoForm key={session.user.id} />
      ) : (
        <SettingsSection title={t('profile.basicInfo.accountTitle')}>
          <Alert severity="info">{t('profile.basicInfo.noAccount')}</Alert>
        </SettingsSection>
      )}
      <IndividualNameForm />
    </Stack>
  );
}
