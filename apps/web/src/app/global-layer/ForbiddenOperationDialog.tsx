import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

interface ForbiddenOperationDialogProps {
  open: boolean;
  onClose: () => void;
}

/** Shown when the server refuses an operation because the sign-in state is invalid (takeover, spec 6). */
export function ForbiddenOperationDialog({ open, onClose }: ForbiddenOperationDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog open={open} onClose={onClose} role="alertdialog" aria-labelledby={titleId} aria-describedby={textId}>
      <DialogTitle id={titleId}>{t('global.forbiddenTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{t('global.forbiddenBody')}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} variant="contained" autoFocus>
          {t('common.ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
