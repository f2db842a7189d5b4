import MarkEmailReadOutlinedIcon from '@mui/icons-material/MarkEmailReadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { resendVerification } from '@otodoke/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../app/api-client.ts';
import { useApiErrorHandler } from '../../app/errors/use-api-error-handler.ts';
import { useSnackbar } from '../../app/global-layer/global-layer-hooks.ts';
import { FormCard } from '../../ui/FormCard.tsx';
import { ResendVerificationForm } from './ResendVerificationForm.tsx';

/** /creators?action=signup-mail: the verification mail is on its way; it can be sent again. */
export function SignUpMailSent({ email }: { email: string | null }) {
  const { t } = useTranslation();
  const handleError = useApiErrorHandler();
  const { showSnackbar } = useSnackbar();
  const [sending, setSending] = useState(false);

  const resend = async (address: string) => {
    setSending(true);
    try {
      await callApi(resendVerification, { body: { email: address } });
      showSnackbar(t('auth.signUpMail.resent'));
    } catch (error) {
      handleError(error);
    } finally {
      setSending(false);
    }
  };

  return (
    <FormCard
      title={t('auth.signUpMail.title')}
      lead={
        <>
          <Box aria-hidden="true" sx={{ color: 'primary.main', mb: 1, '& svg': { fontSize: 44 } }}>
            <MarkEmailReadOutlinedIcon />
          </Box>
          {email ? t('auth.signUpMail.body', { email }) : t('auth.signUpMail.bodyNoEmail')}
        </>
      }
    >
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        {t('auth.signUpMail.notReceived')}
      </Typography>
      {email ? (
        <Button variant="outlined" fullWidth disabled={sending} onClick={() => void resend(email)}>
          {t('auth.signUpMail.resend')}
        </Button>
      ) : (
        <ResendVerificationForm />
      )}
    </FormCard>
  );
}
