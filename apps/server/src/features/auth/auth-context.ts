// What every part of auth shares: its dependencies, the caller's client, the sign-in answer, and a link builder.
import type { SignInResult } from '@otodoke/contract';
import type { Captcha } from '../../integrations/captcha/captcha.ts';
import type { Db, Executor } from '../../platform/db/client.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';

export type Language = 'ja' | 'en';

export const MINUTE = 60_000;

export interface ClientInfo {
  ipAddress: string;
  userAgent: string;
  browserId: string;
  language: Language;
}

export interface AuthDeps {
  db: Db;
  mailer: Mailer;
  captcha: Captcha;
  publicUrl: string;
  /** The affiliate account an invite-link code names (null for none or an unknown code). */
  referrerOf?: (tx: Executor, code: string | undefined) => Promise<number | null>;
}

/** What the route needs to finish a sign-in: the answer, and a session token to set as cookie when complete. */
export interface SignInOutcome {
  result: SignInResult;
  sessionToken: string | null;
}

/** The dependencies as the auth functions take them, with the service's absolute links at hand. */
export interface AuthCtx extends AuthDeps {
  link: (path: string) => string;
}

export function authContext(deps: AuthDeps): AuthCtx {
  return { ...deps, link: (path: string) => `${deps.publicUrl}${path}` };
}
