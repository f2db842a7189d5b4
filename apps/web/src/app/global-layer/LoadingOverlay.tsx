import Backdrop from '@mui/material/Backdrop';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

interface LoadingOverlayProps {
  open: boolean;
  text?: string | undefined;
}

/** Full-page loading overlay of the global layer. */
export function LoadingOverlay({ open, text }: LoadingOverlayProps) {
  const { t } = useTranslation();
  return (
    <Backdrop
      open={open}
      sx={(theme) => ({ zIndex: theme.zIndex.modal + 1, color: '#fff', flexDirection: 'column', gap: 2 })}
    >
      <CircularProgress color="inherit" aria-label={text ?? t('common.loading')} />
      {text && (
        <Typography role="status" aria-live="polite">
          {text}
        </Typography>
      )}
    </Backdrop>
  );
}
