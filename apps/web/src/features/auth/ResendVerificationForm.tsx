import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { resendVerification } from '@otodoke/contract';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../app/api-client.ts';
import { useApiErrorHandler } from '../../app/errors/use-api-error-handler.ts';
import { useSnackbar } from '../../app/global-layer/global-layer-hooks.ts';
import { useLanguage } from '../../app/i18n/use-language.ts';
import { muiField, serverFieldErrors } from '../../ui/mui-field.ts';
import { emailSchema } from './auth-schemas.ts';

/** Sends the e-mail verification link again to the address entered. */
export function ResendVerificationForm({ initialEmail = '' }: { initialEmail?: string }) {
  const { t } = useTranslation();
  const handleError = useApiErrorHandler();
  const { showSnackbar } = useSnackbar();
  const language = useLanguage();
  const schema = useMemo(() => emailSchema(language), [language]);
  const form = useForm({ resolver: zodResolver(schema), defaultValues: { email: initialEmail } });

  const onSubmit = form.handleSubmit(async ({ email }) => {
    try {
      await callApi(resendVerification, { body: { email } });
      showSnackbar(t('auth.signUpMail.resent'));
    } catch (error) {
      handleError(error, { setFieldError: serverFieldErrors(form) });
    }
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit}>
      <Stack spacing={2}>
        <TextField {...muiField(form, 'email')} label={t('common.email')} type="email" autoComplete="email" required />
        <Button type="submit" variant="outlined" disabled={form.formState.isSubmitting}>
          {t('auth.signUpMail.resend')}
        </Button>
      </Stack>
    </Box>
  );
}
