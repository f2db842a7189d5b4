import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerSecurityHeaders, type SecurityHeaderOptions } from './security-headers.ts';

async function headersOf(options: SecurityHeaderOptions) {
  const app = Fastify();
  await registerSecurityHeaders(app, options);
  app.get('/', async () => ({ ok: true }));
  const response = await app.inject({ method: 'GET', url: '/' });
  await app.close();
  return response.headers;
}

describe('security headers', () => {
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
