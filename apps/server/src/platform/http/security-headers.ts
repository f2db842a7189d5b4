// Security headers on every response (@fastify/helmet): the Content-Security-Policy the web app runs under, no framing
// by other sites, HSTS over https, and a per-response nonce for the shell's inline bootstrap script.
import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import fastifyHelmet from '@fastify/helmet';
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
    ],
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

export async function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeaderOptions): Promise<void> {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityDirectives(options) },
    frameguard: { action: 'deny' },
    // Only over https: a browser ignores HSTS over http, and development runs on http://localhost.
    strictTransportSecurity: options.isHttps ? { maxAge: YEAR_SECONDS, includeSubDomains: true } : false,
    // The browsers' default: no paths leave for other sites, and same-origin POSTs keep their Origin header.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
}
