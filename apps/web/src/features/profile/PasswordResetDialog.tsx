import { zodResolver } from '@hookform/resolvers/zod';
import CheckCircleOutlinedIcon from '@mui/icons-material/CheckCircleOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { confirmPasswordReset } from '@otodoke/contract';
import { PASSWORD_MIN_LENGTH } from '@otodoke/domain';
import { useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../app/api-client.ts';
import { API_ERROR_CODES } from '../../app/api-error.ts';
import { useApiErrorHandler } from '../../app/errors/use-api-error-handler.ts';
import { useLanguage } from '../../app/i18n/use-language.ts';
import { signInPath } from '../../app/routing/paths.ts';
import { FormDialogActions } from '../../ui/FormDialogActions.tsx';
import { muiField, serverFieldErrors } from '../../ui/mui-field.ts';
import { type NewPasswordValues, newPasswordSchema } from './profile-schemas.ts';

interface PasswordResetDialogProps {
  /** The token of the reset mail. */
  token: string;
  onClose: () => void;
}

/**
 * "新しいパスワードを設定": sets the password with the mailed token (POST /api/v1/auth/password-reset/confirm). Every
 * device is signed out by the server, so the end of the road is the sign-in page, loaded afresh.
 */
export function PasswordResetDialog({ token, onClose }: PasswordResetDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const language = useLanguage();
  const handleError = useApiErrorHandler();
  const [done, setDone] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const schema = useMemo(() => newPasswordSchema(language), [language]);
  const form = useForm<NewPasswordValues>({
    resolver: zodResolver(schema),
    defaultValues: { password: '', passwordConfirmation: '' },
  });

  const passwordField = muiField(form, 'password');

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await callApi(confirmPasswordReset, { body: { token, ...values } });
      setDone(true);
    } catch (thrown) {
      const error = handleError(thrown, { setFieldError: serverFieldErrors(form), silent: true });
      if (error.code !== API_ERROR_CODES.validationFailed || Object.keys(error.fieldErrors).length === 0) {
        setFormError(error.message);
      }
    }
  });

  return (
    <Dialog open onClose={done ? undefined : onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>
        {done ? t('profile.passwordReset.doneTitle') : t('profile.passwordReset.title')}
      </DialogTitle>
      {done ? (
        <>
          <DialogContent>
            <Stack direction="row" spacing={1.5} role="status" sx={{ alignItems: 'flex-start' }}>
              <Box aria-hidden="true" sx={{ color: 'success.main', pt: 0.25 }}>
                <CheckCircleOutlinedIcon />
              </Box>
              <DialogContentText>{t('profile.passwordReset.doneBody')}</DialogContentText>
            </Stack>
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            {/* A full page load: this browser's session may have just been revoked along with the others. */}
            <Button component="a" href={signInPath()} variant="contained" autoFocus>
              {t('profile.passwordReset.signIn')}
            </Button>
          </DialogActions>
        </>
      ) : (
        <form noValidate onSubmit={submit}>
          <DialogContent>
            <Stack spacing={2.5}>
              <DialogContentText>{t('profile.passwordReset.lead')}</DialogContentText>
              {formError && (
                <Alert severity="error" role="alert">
                  {formError}
                </Alert>
              )}
              <TextField
                {...passwordField}
                label={t('profile.passwordReset.password')}
                type="password"
                autoComplete="new-password"
                required
                autoFocus
                helperText={passwordField.helperText ?? t('profile.passwordReset.help', { min: PASSWORD_MIN_LENGTH })}
              />
              <TextField
                {...muiField(form, 'passwordConfirmation')}
                label={t('profile.passwordReset.confirmation')}
                type="password"
                autoComplete="new-password"
                required
              />
            </Stack>
          </DialogContent>
          <FormDialogActions
            onCancel={onClose}
            submitLabel={t('profile.passwordReset.submit')}
            isSubmitting={form.formState.isSubmitting}
          />
        </form>
      )}
    </Dialog>
  );
}
