// The session state the server renders into the page (window.__OTODOKE_BOOTSTRAP__, snake_case on the wire).
import type { SessionState } from '@otodoke/contract';
import { type CamelCaseKeysDeep, camelizeKeys } from './api-case.ts';

export type Session = CamelCaseKeysDeep<SessionState>;

declare global {
  interface Window {
    __OTODOKE_BOOTSTRAP__?: SessionState;
  }
}

/** Demo sign-in credentials the server may add to the bootstrap on non-production builds. */
export interface DemoSignIn {
  email: string;
  password: string;
}

function rawBootstrap(): unknown {
  return typeof window === 'undefined' ? undefined : window.__OTODOKE_BOOTSTRAP__;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

let cached: Session | null | undefined;

/** The bootstrap session, camelCased; null when the page was not served by the server (e.g. the Vite dev server). */
export function readBootstrapSession(): Session | null {
  if (cached !== undefined) return cached;
  const raw = rawBootstrap();
  cached = isObject(raw) && 'csrf_token' in raw ? camelizeKeys(raw as SessionState) : null;
  return cached;
}

export function readDemoSignIn(): DemoSignIn | null {
  const raw = rawBootstrap();
  if (!isObject(raw)) return null;
  const demo = raw.demo_sign_in;
  if (!isObject(demo) || typeof demo.email !== 'string' || typeof demo.password !== 'string') return null;
  return { email: demo.email, password: demo.password };
}

/** Whether "Sign in with Google" goes to the local OpenID Connect simulator (said next to the button). */
export function readGoogleSignInIsSimulator(): boolean {
  const raw = rawBootstrap();
  if (!isObject(raw)) return false;
  const google = raw.google_sign_in;
  return isObject(google) && google.is_simulator === true;
}

/** Who sells the service, as the server's configuration and its receipts name it (shown on the legal pages). */
export interface Seller {
  name: string;
  address: string;
  invoiceRegistrationNumber: string;
}

export function readSeller(): Seller | null {
  const raw = rawBootstrap();
  if (!isObject(raw)) return null;
  const seller = raw.seller;
  if (
    !isObject(seller) ||
    typeof seller.name !== 'string' ||
    typeof seller.address !== 'string' ||
    typeof seller.invoice_registration_number !== 'string'
  ) {
    return null;
  }
  return { name: seller.name, address: seller.address, invoiceRegistrationNumber: seller.invoice_registration_number };
}

/** The address users write to for help; null when the server has none configured. */
export function readSupportEmail(): string | null {
  const raw = rawBootstrap();
  if (!isObject(raw)) return null;
  return typeof raw.support_email === 'string' && raw.support_email ? raw.support_email : null;
}
