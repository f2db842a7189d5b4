import { zodResolver } from '@hookform/resolvers/zod';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useEffect, useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useApiErrorHandler } from '../../app/errors/use-api-error-handler.ts';
import { useLanguage } from '../../app/i18n/use-language.ts';
import { FormDialogActions } from '../../ui/FormDialogActions.tsx';
import { muiField } from '../../ui/mui-field.ts';
import { isPasswordIncorrectError } from './current-password.ts';
import { type CurrentPasswordValues, currentPasswordSchema } from './profile-schemas.ts';

interface CurrentPasswordDialogProps {
  open: boolean;
  title: string;
  description: string;
  submitLabel: string;
  /** Does the change with the password; a wrong password is shown on the field, other errors as usual. */
  onSubmit: (currentPassword: string) => Promise<void>;
  onClose: () => void;
}

/** Asks for the current password before a change that weakens the sign-in (turning a check off). */
export function CurrentPasswordDialog({
  open,
  title,
  description,
  submitLabel,
  onSubmit,
  onClose,
}: CurrentPasswordDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const language = useLanguage();
  const handleError = useApiErrorHandler();
  const schema = useMemo(() => currentPasswordSchema(language), [language]);
  const form = useForm<CurrentPasswordValues>({
    resolver: zodResolver(schema),
    defaultValues: { currentPassword: '' },
  });
  const { reset } = form;

  useEffect(() => {
    if (open) reset({ currentPassword: '' });
  }, [open, reset]);

  const submit = form.handleSubmit(async ({ currentPassword }) => {
    try {
      await onSubmit(currentPassword);
    } catch (thrown) {
      const wrongPassword = isPasswordIncorrectError(thrown);
      const error = handleError(thrown, { silent: wrongPassword });
      if (wrongPassword) form.setError('currentPassword', { message: error.message }, { shouldFocus: true });
    }
  });

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <form noValidate onSubmit={submit}>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{description}</DialogContentText>
          <TextField
            {...muiField(form, 'currentPassword')}
            label={t('profile.security.currentPassword')}
            type="password"
            autoComplete="current-password"
            autoFocus
            required
          />
        </DialogContent>
        <FormDialogActions
          onCancel={onClose}
          submitLabel={submitLabel}
          isSubmitting={form.formState.isSubmitting}
          submitColor="warning"
        />
      </form>
    </Dialog>
  );
}
