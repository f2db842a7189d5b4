// Security headers on every response (the set @fastify/helmet sends, written once at start-up, not per request): the
// Content-Security-Policy the web app runs under, no framing by other sites, HSTS over https, and a per-response nonce
// for the shell's inline bootstrap script (only a response that has a script gets one: JSON runs no script).
import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';

const HCAPTCHA_SOURCES = ['https://hcaptcha.com', 'https://*.hcaptcha.com'];
/** Artist pictures the real Apple Music and Spotify searches answer with. */
const STORE_IMAGE_SOURCES = ['https://*.mzstatic.com', 'https://i.scdn.co'];
const YEAR_SECONDS = 365 * 24 * 60 * 60;

const nonces = new WeakMap<ServerResponse, string>();

/** The response's script nonce, made on first use: the CSP header and the shell's <script> read the same one. */
export function scriptNonceOf(response: ServerResponse): string {
  let nonce = nonces.get(response);
  if (!nonce) {
    nonce = randomBytes(16).toString('base64');
    nonces.set(response, nonce);
  }
  return nonce;
}

export interface SecurityHeaderOptions {
  /** Served over https (production): HSTS and upgrade-insecure-requests. */
  isHttps: boolean;
  captchaProvider: 'altcha' | 'hcaptcha';
  storeCatalog: 'simulator' | 'real';
}

type Source = string | ((request: unknown, response: ServerResponse) => string);

/** The directives of the policy; `scriptNonce` is where a response's nonce goes, when it has one. */
export function contentSecurityDirectives(options: SecurityHeaderOptions) {
  const hcaptcha = options.captchaProvider === 'hcaptcha' ? HCAPTCHA_SOURCES : [];
  return {
    defaultSrc: ["'self'"],
    baseUri: ["'self'"],
    objectSrc: ["'none'"],
    // The Vite bundle, and the shell's inline bootstrap state by its nonce.
    scriptSrc: [
      "'self'",
      (_request: unknown, response: ServerResponse) => `'nonce-${scriptNonceOf(response)}'`,
      ...hcaptcha,
    ] as Source[],
    scriptSrcAttr: ["'none'"],
    // MUI (emotion) and the ALTCHA widget insert <style> elements and style attributes at run time.
    styleSrc: ["'self'", "'unsafe-inline'", ...hcaptcha],
    // Previews of chosen files are blob: URLs; icons are data: URLs.
    imgSrc: ["'self'", 'data:', 'blob:', ...(options.storeCatalog === 'real' ? STORE_IMAGE_SOURCES : [])],
    mediaSrc: ["'self'", 'blob:'],
    fontSrc: ["'self'", 'data:'],
    // The API and tus uploads are same-origin.
    connectSrc: ["'self'", ...hcaptcha],
    // ALTCHA solves its proof of work in a worker it starts from a blob: URL.
    workerSrc: ["'self'", 'blob:'],
    frameSrc: ["'self'", ...hcaptcha],
    frameAncestors: ["'none'"],
    // Forms are sent by script; the simulators' and Google's pages are reached by navigation, which form-action
    // does not govern.
    formAction: ["'self'"],
    upgradeInsecureRequests: options.isHttps ? [] : null,
  };
}

const dashed = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/**
 * The policy as two header values, worked out once: with a response's nonce (`withNonce(nonce)`) and without one.
 */
export function contentSecurityPolicy(options: SecurityHeaderOptions) {
  const NONCE = '\u0000nonce\u0000';
  const parts: string[] = [];
  for (const [name, sources] of Object.entries(contentSecurityDirectives(options))) {
    if (sources === null) continue;
    const values = (sources as Source[]).map((source) => (typeof source === 'function' ? NONCE : source));
    parts.push([dashed(name), ...values].join(' '));
  }
  const template = parts.join(';');
  const [before, after] = template.split(NONCE) as [string, string];
  return {
    withNonce: (nonce: string) => `${before}'nonce-${nonce}'${after}`,
    withoutNonce: template.replace(` ${NONCE}`, ''),
  };
}

/** The headers every response carries besides the policy (@fastify/helmet 13's defaults with these options). */
export function staticSecurityHeaders(options: SecurityHeaderOptions): Record<string, string> {
  return {
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    // The browsers' default: no paths leave for other sites, and same-origin POSTs keep their Origin header.
    'referrer-policy': 'strict-origin-when-cross-origin',
    // Only over https: a browser ignores HSTS over http, and development runs on http://localhost.
    ...(options.isHttps ? { 'strict-transport-security': `max-age=${YEAR_SECONDS}; includeSubDomains` } : {}),
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'DENY',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  };
}

export async function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeaderOptions): Promise<void> {
  const headers = staticSecurityHeaders(options);
  const policy = contentSecurityPolicy(options);
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(headers);
  });
  // After the handler: a page that placed a script has its nonce by now.
  app.addHook('onSend', async (_request, reply, payload) => {
    const nonce = nonces.get(reply.raw);
    reply.header('content-security-policy', nonce ? policy.withNonce(nonce) : policy.withoutNonce);
    return payload;
  });
}
