// hCaptcha, used when HCAPTCHA_SITE_KEY and HCAPTCHA_SECRET are configured: the widget runs on hCaptcha's servers and
// the token is checked with their siteverify endpoint.
import type { Captcha } from './captcha.ts';

const VERIFY_URL = 'https://api.hcaptcha.com/siteverify';

export function createHcaptchaCaptcha(siteKey: string, secret: string, fetchImpl: typeof fetch = fetch): Captcha {
  return {
    async createChallenge() {
      return { provider: 'hcaptcha', challenge: null, site_key: siteKey };
    },
    async verify(payload, remoteIp) {
      const body = new URLSearchParams({ secret, response: payload, remoteip: remoteIp, sitekey: siteKey });
      const response = await fetchImpl(VERIFY_URL, { method: 'POST', body, signal: AbortSignal.timeout(10_000) });
      if (!response.ok) return false;
      const result = (await response.json()) as { success?: boolean };
      return result.success === true;
    },
  };
}
