import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import { useTranslation } from 'react-i18next';

interface FormDialogActionsProps {
  onCancel: () => void;
  submitLabel: string;
  isSubmitting: boolean;
  submitColor?: 'primary' | 'warning' | 'error';
}

/** Cancel and submit buttons at the foot of a dialog that wraps a form (the submit button submits that form). */
export function FormDialogActions({
  onCancel,
  submitLabel,
  isSubmitting,
  submitColor = 'primary',
}: FormDialogActionsProps) {
  const { t } = useTranslation();
  return (
    <DialogActions sx={{ px: 3, pb: 2 }}>
      <Button onClick={onCancel} color="inherit">
        {t('common.cancel')}
      </Button>
      <Button type="submit" variant="contained" color={submitColor} disabled={isSubmitting}>
        {submitLabel}
      </Button>
    </DialogActions>
  );
}
