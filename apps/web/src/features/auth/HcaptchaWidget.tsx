import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface HcaptchaApi {
  render(
    container: HTMLElement,
    options: { sitekey: string; hl?: string; callback: (token: string) => void; 'expired-callback': () => void },
  ): string;
}

declare global {
  interface Window {
    hcaptcha?: HcaptchaApi;
  }
}

let scriptLoading: Promise<HcaptchaApi> | null = null;

/** hCaptcha's own script, loaded once and only when the server is configured for hCaptcha. */
function loadHcaptcha(language: string): Promise<HcaptchaApi> {
  scriptLoading ??= new Promise<HcaptchaApi>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = `https://js.hcaptcha.com/1/api.js?render=explicit&hl=${encodeURIComponent(language)}`;
    script.async = true;
    script.onload = () => (window.hcaptcha ? resolve(window.hcaptcha) : reject(new Error('hcaptcha missing')));
    script.onerror = () => {
      scriptLoading = null;
      reject(new Error('hcaptcha script failed'));
    };
    document.head.append(script);
  });
  return scriptLoading;
}

/** The hCaptcha check (used instead of ALTCHA when the server has hCaptcha keys). */
export function HcaptchaWidget({ siteKey, onChange }: { siteKey: string; onChange: (token: string | null) => void }) {
  const { t, i18n } = useTranslation();
  const container = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  useEffect(() => {
    let active = true;
    loadHcaptcha(i18n.language)
      .then((api) => {
        if (!active || !container.current) return;
        api.render(container.current, {
          sitekey: siteKey,
          hl: i18n.language,
          callback: (token) => onChangeRef.current(token),
          'expired-callback': () => onChangeRef.current(null),
        });
      })
      .catch(() => active && setFailed(true));
    return () => {
      active = false;
    };
  }, [siteKey, i18n.language]);

  if (failed) return <Alert severity="error">{t('auth.captcha.loadFailed')}</Alert>;
  return <Box ref={container} sx={{ minHeight: 78 }} />;
}
