import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';

interface LoadErrorProps {
  /** The server's message (already in the interface language), or a generic one. */
  message?: string | undefined;
  onRetry: () => void;
}

/** A failed read: what went wrong and a way to try again. */
export function LoadError({ message, onRetry }: LoadErrorProps) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="error"
      role="alert"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      }
    >
      {message || t('common.loadFailed')}
    </Alert>
  );
}
