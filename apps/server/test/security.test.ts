// Regression tests for the findings of the foundation security review.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { safeRedirect } from '../src/features/auth/auth.service.ts';
import { signinAttempts } from '../src/platform/db/schema.ts';
import { redactUrl } from '../src/platform/logger.ts';
import { hashToken } from '../src/platform/security/tokens.ts';
import { codeFrom, linkFrom, PASSWORD, signUpVerified } from './flows.ts';
import { startTestService, type TestService } from './harness.ts';

let service: TestService;
beforeAll(async () => {
  service = await startTestService({ seed: true });
});
afterAll(async () => {
  await service?.close();
});

describe('security review regressions', () => {
  it('keeps the maintenance gate when the path is percent-encoded', async () => {
    const operator = service.client('ja');
    await operator.post('/api/v1/auth/signin', { email: 'admin@otodoke.test', password: 'otodoke-admin' });
    const member = service.client('ja');
    await member.post('/api/v1/auth/signin', { email: 'demo@otodoke.test', password: 'otodoke-demo' });
    await operator.put('/admin/api/v2/maintenance', { is_maintenance: true });
    try {
      expect((await member.get('/%61pi/v1/me/team')).status).toBe(503);
      expect((await member.patch('/%61pi/v1/me/basic-info', { account_name: 'sneaky' })).status).toBe(503);
    } finally {
      await operator.put('/admin/api/v2/maintenance', { is_maintenance: false });
    }
  });

  it('counts parallel code guesses one by one, so five tries are five tries', async () => {
    const client = service.client('en');
    await signUpVerified(service, client, { email: 'guess@example.test' });
    const first = await client.post<{ challenge_token: string }>('/api/v1/auth/signin', {
      email: 'guess@example.test',
      password: PASSWORD,
    });
    const mail = await service.inbox.waitFor('guess@example.test', /sign-in code/);
    const token = first.body.challenge_token;
    const wrong = codeFrom(mail.text) === '000000' ? '111111' : '000000';
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => client.post('/api/v1/auth/signin/code', { challenge_token: token, code: wrong })),
    );
    expect(answers.filter((a) => a.body.code === 'CODE_INVALID').length).toBeLessThanOrEqual(5);
    const right = await client.post('/api/v1/auth/signin/code', { challenge_token: token, code: codeFrom(mail.text) });
    expect(right.status).toBe(400);
  });

  it('keeps the lock for 30 minutes from the failure that caused it', async () => {
    const client = service.client('en');
    await signUpVerified(service, client, { email: 'slowlock@example.test' });
    const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);
    const emailHash = hashToken('slowlock@example.test');
    await service.database.db.insert(signinAttempts).values(
      [29, 5, 4, 3, 2].map((m) => ({
        emailHash,
        ipAddress: '203.0.113.9',
        succeeded: false,
        createdAt: minutesAgo(m),
      })),
    );
    const locked = await client.post<{ details: { retry_after: number } }>('/api/v1/auth/signin', {
      email: 'slowlock@example.test',
      password: PASSWORD,
    });
    expect(locked.status).toBe(429);
    expect(locked.body.details.retry_after).toBeGreaterThan(27 * 60);
  });

  it('makes every other reset link unusable once one was used, and sends at most one a minute', async () => {
    const client = service.client('en');
    await signUpVerified(service, client, { email: 'links@example.test' });
    await client.post('/api/v1/auth/password-reset', { email: 'links@example.test' });
    await client.post('/api/v1/auth/password-reset', { email: 'links@example.test' });
    const mail = await service.inbox.waitFor('links@example.test', /Reset your password/);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(
      service.inbox.messages.filter((m) => m.to.includes('links@example.test') && /Reset/.test(m.subject)),
    ).toHaveLength(1);
    const token = linkFrom(mail.text, /modal_type=password/).searchParams.get('token');
    const body = { token, password: 'brand-new-pass', password_confirmation: 'brand-new-pass' };
    expect((await client.post('/api/v1/auth/password-reset/confirm', body)).status).toBe(200);
    expect((await client.post('/api/v1/auth/password-reset/confirm', body)).status).toBe(400);
  });

  it('answers a body over the limit with 413 and the error shape, not as a malformed request', async () => {
    const client = service.client('en');
    const tooLarge = await client.post('/api/v1/auth/password-reset', { email: `${'x'.repeat(1024 * 1024)}@a.test` });
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body).toEqual({
      code: 'REQUEST_TOO_LARGE',
      message: 'The request is too large.',
      details: { reason: 'FST_ERR_CTP_BODY_TOO_LARGE' },
      status_code: 413,
    });
  });

  it('refuses redirect targets a browser would turn into another site', () => {
    expect(safeRedirect('/\t/evil.example')).toBe('/dashboard');
    expect(safeRedirect('/\n/evil.example')).toBe('/dashboard');
    expect(safeRedirect('/dashboard/profile')).toBe('/dashboard/profile');
  });

  it('keeps invitation tokens out of logged paths', () => {
    expect(redactUrl('/api/v1/invites/SECRET/accept')).toBe('/api/v1/invites/[redacted]/accept');
    expect(redactUrl('/api/v1/invites/SECRET?x=1')).toBe('/api/v1/invites/[redacted]?x=1');
  });
});
