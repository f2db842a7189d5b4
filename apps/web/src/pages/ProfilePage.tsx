import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** /dashboard/profile and /dashboard/profile/:target (placeholder: the account settings screens replace it). */
export function ProfilePage() {
  const { t } = useTranslation();
  return (
    <Typography variant="h2" component="h1" sx={{ fontSize: { xs: 26, md: 30 } }}>
      {t('pages.profile')}
    </Typography>
  );
}
