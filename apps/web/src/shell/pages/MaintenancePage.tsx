import BuildCircleOutlinedIcon from '@mui/icons-material/BuildCircleOutlined';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { FullPageMessage } from '../../ui/FullPageMessage.tsx';

/** Shown while the operators have the service in maintenance (the API answers 503 MAINTENANCE). */
export function MaintenancePage() {
  const { t } = useTranslation();
  return (
    <FullPageMessage
      icon={<BuildCircleOutlinedIcon />}
      title={t('maintenance.title')}
      body={t('maintenance.body')}
      actions={
        <Button variant="contained" onClick={() => window.location.assign('/')}>
          {t('maintenance.retry')}
        </Button>
      }
    />
  );
}
