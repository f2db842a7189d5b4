import GoogleIcon from '@mui/icons-material/Google';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../app/session/use-session.ts';
import { SettingsSection } from '../../ui/SettingsSection.tsx';

/** Whether the individual can sign in with Google, and how to link it when not. */
export function GoogleLinkSection() {
  const { t } = useTranslation();
  const { session } = useSession();
  const linked = session?.individual?.googleLinked ?? false;
  return (
    <SettingsSection title={t('profile.security.googleTitle')}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <GoogleIcon aria-hidden="true" sx={{ color: 'text.secondary', mt: 0.25 }} />
        <Stack spacing={1} sx={{ alignItems: 'flex-start', minWidth: 0 }}>
          <Chip
            size="small"
            color={linked ? 'success' : 'default'}
            variant={linked ? 'filled' : 'outlined'}
            label={linked ? t('profile.security.googleLinked') : t('profile.security.googleNotLinked')}
          />
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {linked ? t('profile.security.googleLinkedBody') : t('profile.security.googleNotLinkedBody')}
          </Typography>
        </Stack>
      </Stack>
    </SettingsSection>
  );
}
