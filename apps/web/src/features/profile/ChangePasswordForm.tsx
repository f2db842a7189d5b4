import { zodResolver } from '@hookform/resolvers/zod';
import TextField from '@mui/material/TextField';
import { changePassword, listDevices } from '@otodoke/contract';
import { PASSWORD_MIN_LENGTH } from '@otodoke/domain';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { callApi } from '../../app/api-client.ts';
import { apiKey } from '../../app/data/use-api.ts';
import { useApiErrorHandler } from '../../app/errors/use-api-error-handler.ts';
import { useSnackbar } from '../../app/global-layer/global-layer-hooks.ts';
import { useLanguage } from '../../app/i18n/use-language.ts';
import { useSession } from '../../app/session/use-session.ts';
import { muiField, serverFieldErrors } from '../../ui/mui-field.ts';
import { SettingsForm } from '../../ui/SettingsForm.tsx';
import { SettingsSection } from '../../ui/SettingsSection.tsx';
import { isPasswordIncorrectError, PASSWORD_INCORRECT } from './current-password.ts';
import { type ChangePasswordValues, changePasswordSchema } from './profile-schemas.ts';

/**
 * PUT /api/v1/me/individual/password: the server signs out every other device. Individuals who only ever signed in
 * with Google have no password yet and set one without the current-password field.
 */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const language = useLanguage();
  const handleError = useApiErrorHandler();
  const { showSnackbar } = useSnackbar();
  const { mutate } = useSWRConfig();
  const { session, mutate: mutateSession } = useSession();
  const individual = session?.individual;
  const hasPassword = individual?.hasPassword ?? true;
  const schema = useMemo(() => changePasswordSchema(language, hasPassword), [language, hasPassword]);
  const form = useForm<ChangePasswordValues>({
    resolver: zodResolver(schema),
    defaultValues: { currentPassword: '', password: '', passwordConfirmation: '' },
  });
  const passwordField = muiField(form, 'password');

  const submit = form.handleSubmit(async (values) => {
    try {
      await callApi(changePassword, {
        body: {
          currentPassword: hasPassword ? values.currentPassword : undefined,
          password: values.password,
          passwordConfirmation: values.passwordConfirmation,
        },
      });
      form.reset();
      showSnackbar(t('profile.security.passwordChanged'));
      void mutate(apiKey(listDevices, {}));
      if (!hasPassword) void mutateSession();
    } catch (thrown) {
      const error = handleError(thrown, {
        setFieldError: serverFieldErrors(form),
        silent: isPasswordIncorrectError(thrown),
      });
      if (error.code === PASSWORD_INCORRECT) form.setError('currentPassword', { message: error.message });
    }
  });

  return (
    <SettingsSection
      title={t('profile.security.passwordTitle')}
      description={hasPassword ? t('profile.security.passwordLead') : t('profile.security.passwordLeadNoPassword')}
    >
      <SettingsForm
        onSubmit={submit}
        submitLabel={hasPassword ? t('profile.security.changePassword') : t('profile.security.setPassword')}
        isSubmitting={form.formState.isSubmitting}
        sx={{ maxWidth: 520 }}
        hidden={
          // Lets password managers file the new password under the right login.
          <input type="email" name="username" autoComplete="username" value={individual?.email ?? ''} readOnly hidden />
        }
      >
        {hasPassword && (
          <TextField
            {...muiField(form, 'currentPassword')}
            label={t('profile.security.currentPassword')}
            type="password"
            autoComplete="current-password"
            required
          />
        )}
        <TextField
          {...passwordField}
          label={t('profile.security.newPassword')}
          type="password"
          autoComplete="new-password"
          required
          helperText={passwordField.helperText ?? t('profile.security.passwordHelp', { min: PASSWORD_MIN_LENGTH })}
        />
        <TextField
          {...muiField(form, 'passwordConfirmation')}
          label={t('profile.security.newPasswordConfirmation')}
          type="password"
          autoComplete="new-password"
          required
        />
      </SettingsForm>
    </SettingsSection>
  );
}
