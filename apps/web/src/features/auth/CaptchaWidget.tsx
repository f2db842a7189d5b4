import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { getCaptchaChallenge } from '@otodoke/contract';
import type {} from 'altcha/types/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../app/api-client.ts';
import { HcaptchaWidget } from './HcaptchaWidget.tsx';

type Challenge =
  | { status: 'loading' }
  | { status: 'ready'; json: string }
  | { status: 'hcaptcha'; siteKey: string }
  | { status: 'unsupported' }
  | { status: 'failed' };

async function loadChallenge(): Promise<Challenge> {
  // The widget registers the <altcha-widget> custom element; it is loaded only when a captcha is needed.
  const answer = await callApi(getCaptchaChallenge);
  if (answer.provider === 'hcaptcha' && answer.siteKey) return { status: 'hcaptcha', siteKey: answer.siteKey };
  await import('altcha');
  await import('altcha/i18n/ja');
  if (answer.provider !== 'altcha' || !answer.challenge) return { status: 'unsupported' };
  return { status: 'ready', json: JSON.stringify(answer.challenge) };
}

interface CaptchaWidgetProps {
  /** Receives the payload to send as `captcha`, or null when the solution expired or was reset. */
  onChange: (payload: string | null) => void;
  /** Change it to get a fresh challenge (a payload is good for one sign-in attempt). */
  resetKey: number;
}

/** The ALTCHA proof-of-work check (self-hosted captcha), with its challenge from GET /api/v1/auth/captcha. */
export function CaptchaWidget({ onChange, resetKey }: CaptchaWidgetProps) {
  const { t, i18n } = useTranslation();
  const [challenge, setChallenge] = useState<Challenge>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const widgetRef = useRef<HTMLElement>(null);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: resetKey and attempt exist to ask for a fresh challenge
  useEffect(() => {
    let active = true;
    setChallenge({ status: 'loading' });
    onChangeRef.current(null);
    loadChallenge()
      .then((next) => active && setChallenge(next))
      .catch(() => active && setChallenge({ status: 'failed' }));
    return () => {
      active = false;
    };
  }, [resetKey, attempt]);

  useEffect(() => {
    const widget = widgetRef.current;
    if (!widget || challenge.status !== 'ready') return;
    const onStateChange = (event: Event) => {
      const detail = (event as CustomEvent<{ state?: string; payload?: string | null }>).detail;
      onChangeRef.current(detail?.state === 'verified' && detail.payload ? detail.payload : null);
    };
    const onVerified = (event: Event) => {
      const payload = (event as CustomEvent<{ payload?: string }>).detail?.payload;
      if (payload) onChangeRef.current(payload);
    };
    widget.addEventListener('statechange', onStateChange);
    widget.addEventListener('verified', onVerified);
    return () => {
      widget.removeEventListener('statechange', onStateChange);
      widget.removeEventListener('verified', onVerified);
    };
  }, [challenge]);

  if (challenge.status === 'loading') {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 72 }}>
        <CircularProgress size={24} aria-label={t('common.loading')} />
      </Box>
    );
  }
  if (challenge.status === 'unsupported') return <Alert severity="warning">{t('auth.captcha.unsupported')}</Alert>;
  if (challenge.status === 'failed') {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => setAttempt((n) => n + 1)}>
            {t('common.retry')}
          </Button>
        }
      >
        {t('auth.captcha.loadFailed')}
      </Alert>
    );
  }
  if (challenge.status === 'hcaptcha') {
    return (
      <HcaptchaWidget key={resetKey} siteKey={challenge.siteKey} onChange={(token) => onChangeRef.current(token)} />
    );
  }
  // Keyed by the challenge so that a new challenge gets a fresh widget.
  return (
    <Box key={challenge.json}>
      <altcha-widget
        ref={widgetRef}
        challenge={challenge.json}
        language={i18n.language}
        auto="onload"
        name="captcha"
        style={{ display: 'block', maxWidth: '100%' }}
      />
    </Box>
  );
}
