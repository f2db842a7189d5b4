import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { formatValidationMessage, TEXT_MAX_LENGTH } from '@otodoke/domain';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useApiErrorHandler } from '../../app/errors/use-api-error-handler.ts';
import { useConfirm } from '../../app/global-layer/global-layer-hooks.ts';
import { useLanguage } from '../../app/i18n/use-language.ts';
import { FormDialogActions } from '../../ui/FormDialogActions.tsx';
import { type ReasonConfirmation, submitReason } from './reason-submit.ts';

export interface ReasonDialogProps {
  open: boolean;
  title: string;
  description: string;
  reasonLabel: string;
  reasonHelp?: string;
  submitLabel: string;
  /** Asked after the reason is given and before `onSubmit` runs; none when the dialog already says it all. */
  confirmation?: ReasonConfirmation;
  /** Does the work (call, refresh, snackbar); a refusal's field message for `reason` shows under the field. */
  onSubmit: (reason: string) => Promise<unknown>;
  onClose: () => void;
}

/** A step that needs a reason (a takedown): the reason, required, then a confirmation if asked for, then the work. */
export function ReasonDialog({
  open,
  title,
  description,
  reasonLabel,
  reasonHelp,
  submitLabel,
  confirmation,
  onSubmit,
  onClose,
}: ReasonDialogProps) {
  const titleId = useId();
  const language = useLanguage();
  const confirm = useConfirm();
  const handleError = useApiErrorHandler();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);

  useEffect(() => {
    if (!open) return;
    setReason('');
    setProblem(null);
  }, [open]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const given = reason.trim();
    if (!given) {
      setProblem(formatValidationMessage('required', language));
      return;
    }
    setIsSubmitting(true);
    try {
      const done = await submitReason(given, { confirmation, confirm, onSubmit });
      if (done) onClose();
    } catch (thrown) {
      handleError(thrown, { setFieldError: (field, message) => field === 'reason' && setProblem(message) });
    } finally {
      setIsSubmitting(false);
    }
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <form noValidate onSubmit={(event) => void submit(event)} style={{ display: 'contents' }}>
        <DialogContent>
          <DialogContentText sx={{ mb: 2.5 }}>{description}</DialogContentText>
          <TextField
            label={reasonLabel}
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              if (problem) setProblem(null);
            }}
            required
            fullWidth
            multiline
            minRows={3}
            autoFocus
            error={problem !== null}
            helperText={problem ?? reasonHelp}
            slotProps={{ htmlInput: { maxLength: TEXT_MAX_LENGTH } }}
          />
        </DialogContent>
        <FormDialogActions
          onCancel={onClose}
          submitLabel={submitLabel}
          isSubmitting={isSubmitting}
          submitColor="error"
        />
      </form>
    </Dialog>
  );
}
