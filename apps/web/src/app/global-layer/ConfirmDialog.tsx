import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConfirmOptions } from './global-layer-context.ts';

interface ConfirmDialogProps {
  open: boolean;
  options: ConfirmOptions;
  busy: boolean;
  onCancel: () => void;
  onOk: () => void;
}

/** The confirmation dialog of the global layer; defaults title 確認 and text 本当に実行しますか？ (spec 2). */
export function ConfirmDialog({ open, options, busy, onCancel, onOk }: ConfirmDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog
      open={open}
      onClose={() => {
        if (!busy) onCancel();
      }}
      aria-labelledby={titleId}
      aria-describedby={textId}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={titleId}>{options.title ?? t('global.confirmTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId} sx={{ whiteSpace: 'pre-line' }}>
          {options.content ?? t('global.confirmText')}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel} disabled={busy} color="inherit">
          {options.cancelLabel ?? t('common.cancel')}
        </Button>
        <Button onClick={onOk} disabled={busy} variant="contained" autoFocus>
          {options.okLabel ?? t('common.ok')}
        </Button>
      </DialogActions>
      {busy && (
        <Box
          role="status"
          aria-live="polite"
          sx={{
            position: 'absolute',
            inset: 0,
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            justifyContent: 'center',
            gap: 2,
            bgcolor: 'background.paper',
            opacity: 0.94,
          }}
        >
          <CircularProgress size={32} />
          <Typography>{options.overlayText ?? t('global.processing')}</Typography>
        </Box>
      )}
    </Dialog>
  );
}
