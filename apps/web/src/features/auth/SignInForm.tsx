import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { signIn } from '@otodoke/contract';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../app/api-client.ts';
import { type DemoSignIn, readDemoSignIn } from '../../app/bootstrap.ts';
import { useApiErrorHandler } from '../../app/errors/use-api-error-handler.ts';
import { useLanguage } from '../../app/i18n/use-language.ts';
import { muiField, serverFieldErrors } from '../../ui/mui-field.ts';
import { type SignInValues, signInSchema } from './auth-schemas.ts';
import { CaptchaWidget } from './CaptchaWidget.tsx';
import { DemoCredentialsBox } from './DemoCredentialsBox.tsx';
import { ForgotPasswordDialog } from './ForgotPasswordDialog.tsx';
import { GoogleSignInButton } from './GoogleSignInButton.tsx';
import { type SignInStage, stageFromError, stageFromResult } from './sign-in-flow.ts';

interface SignInFormProps {
  redirectUrl: string | null;
  /** The server asked for the captcha (before this form was shown, or on the previous try). */
  captchaRequired: boolean;
  /** Every stage other than "credentials again" goes to the parent. */
  onStage: (stage: SignInStage) => void;
}

/** E-mail and password, with the captcha when the server asks for it, Google sign-in and password reset. */
export function SignInForm({ redirectUrl, captchaRequired: initialCaptcha, onStage }: SignInFormProps) {
  const { t } = useTranslation();
  const handleError = useApiErrorHandler();
  const language = useLanguage();
  const schema = useMemo(() => signInSchema(language), [language]);
  const form = useForm<SignInValues>({ resolver: zodResolver(schema), defaultValues: { email: '', password: '' } });
  const demo = readDemoSignIn();

  const [formError, setFormError] = useState<string | null>(null);
  const [captchaRequired, setCaptchaRequired] = useState(initialCaptcha);
  const [captchaPayload, setCaptchaPayload] = useState<string | null>(null);
  const [captchaKey, setCaptchaKey] = useState(0);
  const [captchaMissing, setCaptchaMissing] = useState(false);
  const [forgotOpen, setForgotOpen] = useState(false);
  // When the server asked for the captcha in answer to a try, that try is sent again once the check passes.
  const resubmitAfterCaptcha = useRef(false);

  const submitCredentials = async (values: SignInValues, captcha: string | null) => {
    setFormError(null);
    try {
      const result = await callApi(signIn, {
        body: { ...values, captcha: captcha ?? undefined, redirectUrl: redirectUrl ?? undefined },
      });
      const stage = stageFromResult(result);
      if (stage.kind === 'credentials') {
        setCaptchaRequired(true);
        resubmitAfterCaptcha.current = true;
        setCaptchaKey((key) => key + 1);
        return;
      }
      onStage(stage);
    } catch (thrown) {
      const error = handleError(thrown, { setFieldError: serverFieldErrors(form), silent: true });
      const stage = stageFromError(error);
      if (stage && stage.kind !== 'credentials') {
        onStage(stage);
        return;
      }
      setFormError(error.message);
      form.resetField('password', { keepError: true });
      if (stage?.kind === 'credentials' || captcha !== null) {
        // A captcha payload is good for one try: ask for a fresh check before the next one.
        setCaptchaRequired(true);
        setCaptchaKey((key) => key + 1);
      }
    }
  };

  const onSubmit = form.handleSubmit(async (values) => {
    if (captchaRequired && !captchaPayload) {
      setCaptchaMissing(true);
      return;
    }
    await submitCredentials(values, captchaRequired ? captchaPayload : null);
  });

  const submitRef = useRef(submitCredentials);
  useEffect(() => {
    submitRef.current = submitCredentials;
  });

  const onCaptchaChange = useCallback(
    (payload: string | null) => {
      setCaptchaPayload(payload);
      if (!payload) return;
      setCaptchaMissing(false);
      if (resubmitAfterCaptcha.current) {
        resubmitAfterCaptcha.current = false;
        void form.handleSubmit((values) => submitRef.current(values, payload))();
      }
    },
    [form],
  );

  const fillDemo = (values: DemoSignIn) => {
    form.setValue('email', values.email, { shouldValidate: true });
    form.setValue('password', values.password, { shouldValidate: true });
  };

  return (
    <>
      {demo && <DemoCredentialsBox demo={demo} onFill={fillDemo} />}
      <Box component="form" noValidate onSubmit={onSubmit}>
        <Stack spacing={2.5}>
          {formError && (
            <Alert severity="error" role="alert">
              {formError}
            </Alert>
          )}
          <TextField
            {...muiField(form, 'email')}
            label={t('common.email')}
            type="email"
            autoComplete="username"
            required
            autoFocus
          />
          <TextField
            {...muiField(form, 'password')}
            label={t('common.password')}
            type="password"
            autoComplete="current-password"
            required
          />
          {captchaRequired && (
            <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
              <Typography component="legend" variant="h5" sx={{ mb: 0.5 }}>
                {t('auth.captcha.title')}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
                {t('auth.captcha.body')}
              </Typography>
              <CaptchaWidget onChange={onCaptchaChange} resetKey={captchaKey} />
              {captchaMissing && (
                <Typography variant="caption" role="alert" sx={{ color: 'error.main', display: 'block', mt: 1 }}>
                  {t('auth.captcha.required')}
                </Typography>
              )}
            </Box>
          )}
          <Button type="submit" size="large" variant="contained" disabled={form.formState.isSubmitting}>
            {t('auth.signIn.submit')}
          </Button>
          <Box sx={{ textAlign: 'right' }}>
            <Link component="button" type="button" variant="body2" onClick={() => setForgotOpen(true)}>
              {t('auth.signIn.forgot')}
            </Link>
          </Box>
        </Stack>
      </Box>
      <Divider sx={{ my: 3, color: 'text.secondary', fontSize: 13 }}>{t('common.or')}</Divider>
      <GoogleSignInButton returnTo="creators" redirectUrl={redirectUrl} />
      <ForgotPasswordDialog
        open={forgotOpen}
        initialEmail={form.getValues('email')}
        onClose={() => setForgotOpen(false)}
      />
    </>
  );
}
