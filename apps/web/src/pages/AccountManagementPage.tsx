import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** /dashboard/accounts/management (placeholder: the account management screen replaces it). */
export function AccountManagementPage() {
  const { t } = useTranslation();
  return (
    <Typography variant="h2" component="h1" sx={{ fontSize: { xs: 26, md: 30 } }}>
      {t('pages.accountManagement')}
    </Typography>
  );
}
