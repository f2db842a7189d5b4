import fastifyHelmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  contentSecurityDirectives,
  registerSecurityHeaders,
  type SecurityHeaderOptions,
  scriptNonceOf,
} from './security-headers.ts';

/** The headers of a page with an inline script (it takes the response's nonce) and of a JSON answer. */
async function headersWith(register: (app: FastifyInstance) => Promise<void>) {
  const app = Fastify();
  await register(app);
  app.get('/page', async (_request, reply) => {
    const nonce = scriptNonceOf(reply.raw);
    return reply.type('text/html').send(`<script nonce="${nonce}"></script>`);
  });
  app.get('/json', async () => ({ ok: true }));
  const page = await app.inject({ method: 'GET', url: '/page' });
  const json = await app.inject({ method: 'GET', url: '/json' });
  await app.close();
  return { page: page.headers, json: json.headers, nonce: /nonce="([^"]+)"/.exec(page.body)![1]! };
}

async function headersOf(options: SecurityHeaderOptions) {
  return (await headersWith((app) => registerSecurityHeaders(app, options))).page;
}

const ALL_OPTIONS: SecurityHeaderOptions[] = [
  { isHttps: true, captchaProvider: 'altcha', storeCatalog: 'simulator' },
  { isHttps: false, captchaProvider: 'hcaptcha', storeCatalog: 'real' },
];

describe('security headers', () => {
  it('are the very headers @fastify/helmet would send, worked out once instead of per request', async () => {
    for (const options of ALL_OPTIONS) {
      const ours = await headersWith((app) => registerSecurityHeaders(app, options));
      const helmet = await headersWith(async (app) => {
        await app.register(fastifyHelmet, {
          contentSecurityPolicy: { useDefaults: false, directives: contentSecurityDirectives(options) },
          frameguard: { action: 'deny' },
          strictTransportSecurity: options.isHttps ? { maxAge: 365 * 24 * 60 * 60, includeSubDomains: true } : false,
          referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
        });
      });
      const security = (headers: Record<string, unknown>, nonce: string) =>
        Object.fromEntries(
          Object.entries(headers)
            .filter(([name]) => !['date', 'content-length', 'content-type', 'connection'].includes(name))
            .map(([name, value]) => [name, String(value).replace(nonce, 'NONCE')]),
        );
      expect(security(ours.page, ours.nonce)).toEqual(security(helmet.page, helmet.nonce));
      // A JSON answer runs no script: the same policy, without a nonce.
      expect(String(ours.json['content-security-policy'])).toBe(
        String(helmet.page['content-security-policy']).replace(` 'nonce-${helmet.nonce}'`, ''),
      );
    }
  });

  it('adds HSTS and upgrades insecure requests over https (production)', async () => {
    const headers = await headersOf({ isHttps: true, captchaProvider: 'altcha', storeCatalog: 'simulator' });
    expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(String(headers['content-security-policy'])).toContain('upgrade-insecure-requests');
    expect(headers['x-frame-options']).toBe('DENY');
  });

  it('sends no HSTS over http, where a browser would ignore it', async () => {
    const headers = await headersOf({ isHttps: false, captchaProvider: 'altcha', storeCatalog: 'simulator' });
    expect(headers['strict-transport-security']).toBeUndefined();
    expect(String(headers['content-security-policy'])).not.toContain('upgrade-insecure-requests');
  });

  it('allows hCaptcha and the stores’ artist pictures only when they are configured', async () => {
    const plain = String(
      (await headersOf({ isHttps: true, captchaProvider: 'altcha', storeCatalog: 'simulator' }))[
        'content-security-policy'
      ],
    );
    expect(plain).not.toContain('hcaptcha.com');
    expect(plain).not.toContain('mzstatic.com');
    const real = String(
      (await headersOf({ isHttps: true, captchaProvider: 'hcaptcha', storeCatalog: 'real' }))[
        'content-security-policy'
      ],
    );
    expect(real).toMatch(/script-src 'self' 'nonce-[^']+' https:\/\/hcaptcha\.com https:\/\/\*\.hcaptcha\.com/);
    expect(real).toMatch(/frame-src 'self' https:\/\/hcaptcha\.com/);
    expect(real).toMatch(/img-src [^;]*https:\/\/\*\.mzstatic\.com https:\/\/i\.scdn\.co/);
  });
});
