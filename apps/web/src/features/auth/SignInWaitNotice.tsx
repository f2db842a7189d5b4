import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormCard } from '../../ui/FormCard.tsx';

interface SignInWaitNoticeProps {
  retryAfter: number;
  onRestart: () => void;
}

/** Too many tries in a short time: count down, then let the user sign in again. */
export function SignInWaitNotice({ retryAfter, onRestart }: SignInWaitNoticeProps) {
  const { t } = useTranslation();
  const [endsAt] = useState(() => Date.now() + retryAfter * 1000);
  const [secondsLeft, setSecondsLeft] = useState(Math.max(0, Math.ceil(retryAfter)));

  useEffect(() => {
    const timer = setInterval(() => {
      const left = Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));
      setSecondsLeft(left);
      if (left === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [endsAt]);

  const ready = secondsLeft === 0;
  return (
    <FormCard title={t('auth.wait.title')}>
      <Alert severity={ready ? 'success' : 'warning'} role="status" aria-live="polite" sx={{ mb: 3 }}>
        {ready ? t('auth.wait.ready') : t('auth.wait.body', { seconds: secondsLeft })}
      </Alert>
      <Button variant="contained" fullWidth disabled={!ready} onClick={onRestart}>
        {t('auth.wait.retry')}
      </Button>
    </FormCard>
  );
}
