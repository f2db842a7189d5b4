import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../app/i18n/format.ts';
import { FormCard } from '../../ui/FormCard.tsx';

interface SignInLockedNoticeProps {
  message: string | null;
  retryAfter: number | null;
  onRestart: () => void;
}

/** Sign-in locked after repeated failures: the server's message and when to try again. */
export function SignInLockedNotice({ message, retryAfter, onRestart }: SignInLockedNoticeProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const [retryAt] = useState(() => (retryAfter === null ? null : new Date(Date.now() + retryAfter * 1000)));
  return (
    <FormCard title={t('auth.locked.title')}>
      <Alert severity="error" role="alert" sx={{ mb: 3 }}>
        {message ?? t('auth.locked.body')}
        {retryAt && (
          <Typography variant="body2" component="p" sx={{ mt: 1, fontWeight: 700 }}>
            {t('auth.locked.retryAt', { time: format.dateTime(retryAt) })}
          </Typography>
        )}
      </Alert>
      <Button variant="outlined" fullWidth onClick={onRestart}>
        {t('auth.wait.retry')}
      </Button>
    </FormCard>
  );
}
