import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { resendSignInCode, submitSignInCode } from '@otodoke/contract';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../app/api-client.ts';
import { SIGN_IN_CODE_LENGTH } from '../../app/constants.ts';
import { useApiErrorHandler } from '../../app/errors/use-api-error-handler.ts';
import { useSnackbar } from '../../app/global-layer/global-layer-hooks.ts';
import { useLanguage } from '../../app/i18n/use-language.ts';
import { FormCard } from '../../ui/FormCard.tsx';
import { muiField } from '../../ui/mui-field.ts';
import { type SignInCodeValues, signInCodeSchema } from './auth-schemas.ts';
import { type CodeAction, type SignInStage, stageFromError, stageFromResult } from './sign-in-flow.ts';

interface SignInCodeFormProps {
  action: CodeAction;
  challengeToken: string;
  onStage: (stage: SignInStage) => void;
  onRestart: () => void;
}

/** The 6-digit code mailed for two-factor sign-in (tfa) or to confirm a new device (verify_device). */
export function SignInCodeForm({ action, challengeToken, onStage, onRestart }: SignInCodeFormProps) {
  const { t } = useTranslation();
  const handleError = useApiErrorHandler();
  const { showSnackbar } = useSnackbar();
  const language = useLanguage();
  const schema = useMemo(() => signInCodeSchema(language), [language]);
  const form = useForm<SignInCodeValues>({ resolver: zodResolver(schema), defaultValues: { code: '' } });
  const [resending, setResending] = useState(false);

  const onSubmit = form.handleSubmit(async ({ code }) => {
    try {
      onStage(stageFromResult(await callApi(submitSignInCode, { body: { challengeToken, code } })));
    } catch (thrown) {
      const error = handleError(thrown, { silent: true });
      const stage = stageFromError(error);
      if (stage) {
        onStage(stage);
        return;
      }
      form.setError(
        'code',
        { type: 'server', message: error.fieldErrors.code ?? error.message },
        { shouldFocus: true },
      );
    }
  });

  const resend = async () => {
    setResending(true);
    try {
      await callApi(resendSignInCode, { body: { challengeToken } });
      showSnackbar(t('auth.code.resent'));
    } catch (error) {
      handleError(error);
    } finally {
      setResending(false);
    }
  };

  const isTfa = action === 'tfa';
  return (
    <FormCard
      title={isTfa ? t('auth.code.tfaTitle') : t('auth.code.deviceTitle')}
      lead={isTfa ? t('auth.code.tfaBody') : t('auth.code.deviceBody')}
    >
      <Box component="form" noValidate onSubmit={onSubmit}>
        <Stack spacing={2.5}>
          <TextField
            {...muiField(form, 'code')}
            label={t('auth.code.label')}
            autoFocus
            required
            autoComplete="one-time-code"
            slotProps={{
              htmlInput: {
                inputMode: 'numeric',
                pattern: '[0-9]*',
                maxLength: SIGN_IN_CODE_LENGTH,
                style: { letterSpacing: '0.4em', fontSize: 22, fontWeight: 700 },
              },
            }}
          />
          <Button type="submit" size="large" variant="contained" disabled={form.formState.isSubmitting}>
            {t('auth.code.submit')}
          </Button>
          <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
            <Button onClick={() => void resend()} disabled={resending}>
              {t('auth.code.resend')}
            </Button>
            <Button onClick={onRestart} color="inherit">
              {t('auth.code.restart')}
            </Button>
          </Stack>
        </Stack>
      </Box>
    </FormCard>
  );
}
