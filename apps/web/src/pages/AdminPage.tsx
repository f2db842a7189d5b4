import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** /admin (placeholder: the operations screens replace it). */
export function AdminPage() {
  const { t } = useTranslation();
  return (
    <Typography variant="h2" component="h1" sx={{ fontSize: { xs: 26, md: 30 } }}>
      {t('pages.admin')}
    </Typography>
  );
}
