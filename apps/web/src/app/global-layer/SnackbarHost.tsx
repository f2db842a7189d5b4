import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import IconButton from '@mui/material/IconButton';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import type { SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SNACKBAR_AUTO_HIDE_MS } from '../constants.ts';
import { snackbarClearOfSideNav } from '../theme/side-nav.ts';
import type { SnackbarMessage } from './global-layer-context.ts';

interface SnackbarHostProps {
  message: SnackbarMessage | null;
  open: boolean;
  onClose: () => void;
}

/**
 * Bottom-left snackbar (past the dashboard's side navigation on desktop, across the bottom on phones): closes on its
 * close button, Escape or after 6 s, never on a click elsewhere (spec 2).
 */
export function SnackbarHost({ message, open, onClose }: SnackbarHostProps) {
  const { t } = useTranslation();
  const handleClose = (_event: SyntheticEvent | Event | null, reason?: SnackbarCloseReason) => {
    if (reason === 'clickaway') return;
    onClose();
  };
  const isError = message?.severity === 'error' || message?.severity === 'warning';
  return (
    <Snackbar
      key={message?.id}
      open={open && message !== null}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      autoHideDuration={SNACKBAR_AUTO_HIDE_MS}
      onClose={handleClose}
      sx={(theme) => ({ [theme.breakpoints.up('md')]: snackbarClearOfSideNav() })}
    >
      <Alert
        variant="filled"
        severity={message?.severity ?? 'info'}
        role={isError ? 'alert' : 'status'}
        aria-live={isError ? 'assertive' : 'polite'}
        sx={{ minWidth: { sm: 320 }, maxWidth: 560, alignItems: 'center' }}
        action={
          <IconButton size="small" color="inherit" aria-label={t('common.close')} onClick={() => onClose()}>
            <CloseIcon fontSize="small" />
          </IconButton>
        }
      >
        {message?.text}
      </Alert>
    </Snackbar>
  );
}
