import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { requestPasswordReset } from '@otodoke/contract';
import { useEffect, useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../app/api-client.ts';
import { useApiErrorHandler } from '../../app/errors/use-api-error-handler.ts';
import { useLanguage } from '../../app/i18n/use-language.ts';
import { FormDialogActions } from '../../ui/FormDialogActions.tsx';
import { muiField, serverFieldErrors } from '../../ui/mui-field.ts';
import { emailSchema } from './auth-schemas.ts';

interface ForgotPasswordDialogProps {
  open: boolean;
  initialEmail: string;
  onClose: () => void;
}

/** Asks for a password-reset mail (the answer is the same whether or not the address is registered). */
export function ForgotPasswordDialog({ open, initialEmail, onClose }: ForgotPasswordDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const handleError = useApiErrorHandler();
  const [sent, setSent] = useState(false);
  const language = useLanguage();
  const schema = useMemo(() => emailSchema(language), [language]);
  const form = useForm({ resolver: zodResolver(schema), defaultValues: { email: initialEmail } });
  const { reset } = form;

  useEffect(() => {
    if (open) reset({ email: initialEmail });
  }, [open, initialEmail, reset]);

  const submit = form.handleSubmit(async ({ email }) => {
    try {
      await callApi(requestPasswordReset, { body: { email } });
      setSent(true);
    } catch (error) {
      handleError(error, { setFieldError: serverFieldErrors(form) });
    }
  });

  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      maxWidth="xs"
      fullWidth
      slotProps={{ transition: { onExited: () => setSent(false) } }}
    >
      <DialogTitle id={titleId}>{t('auth.forgot.title')}</DialogTitle>
      {sent ? (
        <>
          <DialogContent>
            <Alert severity="success" role="status">
              {t('auth.forgot.sent')}
            </Alert>
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button onClick={onClose} variant="contained">
              {t('common.close')}
            </Button>
          </DialogActions>
        </>
      ) : (
        <form noValidate onSubmit={submit}>
          <DialogContent>
            <DialogContentText sx={{ mb: 2 }}>{t('auth.forgot.body')}</DialogContentText>
            <TextField
              {...muiField(form, 'email')}
              label={t('common.email')}
              type="email"
              autoComplete="email"
              autoFocus
              required
            />
          </DialogContent>
          <FormDialogActions
            onCancel={onClose}
            submitLabel={t('auth.forgot.submit')}
            isSubmitting={form.formState.isSubmitting}
          />
        </form>
      )}
    </Dialog>
  );
}
