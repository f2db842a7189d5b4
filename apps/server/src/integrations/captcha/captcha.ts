// Captcha behind one interface: ALTCHA (self-hosted proof of work, the default) or hCaptcha when keys are set.
export interface CaptchaChallenge {
  provider: 'altcha' | 'hcaptcha';
  challenge: Record<string, unknown> | null;
  site_key: string | null;
}

export interface Captcha {
  createChallenge(): Promise<CaptchaChallenge>;
  /** True when the payload the widget produced proves a solved, unused challenge. */
  verify(payload: string, remoteIp: string): Promise<boolean>;
}
