import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeFrom, linkFrom, PASSWORD, signIn, signUpVerified } from './flows.ts';
import { startTestService, type TestService } from './harness.ts';

let service: TestService;
beforeAll(async () => {
  service = await startTestService({ seed: true });
});
afterAll(async () => {
  await service?.close();
});

async function solvedCaptcha(client: ReturnType<TestService['client']>): Promise<string> {
  const { body } = await client.get<{ provider: string; challenge: Parameters<typeof solveChallenge>[0]['challenge'] }>(
    '/api/v1/auth/captcha',
  );
  expect(body.provider).toBe('altcha');
  const solution = await solveChallenge({ challenge: body.challenge, deriveKey });
  expect(solution).not.toBeNull();
  return Buffer.from(JSON.stringify({ challenge: body.challenge, solution })).toString('base64');
}

describe('sign-up and e-mail verification', () => {
  it('creates a person account, mails a verification link, and refuses sign-in until it is opened', async () => {
    const client = service.client('en');
    const signup = await client.post('/api/v1/auth/signup', {
      email: 'Aoi@Example.test',
      password: PASSWORD,
      name: 'Aoi',
      person_company_type: 'person',
      agree_terms: true,
    });
    expect(signup.status).toBe(201);
    expect(signup.body).toEqual({ email: 'aoi@example.test', requires_verification: true });

    const early = await client.post('/api/v1/auth/signin', { email: 'aoi@example.test', password: PASSWORD });
    expect(early.status).toBe(403);
    expect(early.body.code).toBe('EMAIL_NOT_VERIFIED');

    const mail = await service.inbox.waitFor('aoi@example.test', /Confirm your e-mail/);
    const token = linkFrom(mail.text, /action=welcome/).searchParams.get('token');
    expect((await client.post('/api/v1/auth/verify-email', { token })).status).toBe(200);
    // A verification link works once.
    const again = await client.post('/api/v1/auth/verify-email', { token });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('This link is invalid or has expired.');
  });

  it('answers bad input with the spec messages in the request language and writes nothing', async () => {
    const ja = await service.client('ja').post('/api/v1/auth/signup', {
      email: 'not-an-address',
      password: 'short',
      name: '',
      person_company_type: 'company',
      agree_terms: false,
    });
    expect(ja.status).toBe(400);
    expect(ja.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: '修正が必要な項目があります',
      status_code: 400,
      details: {
        fields: {
          email: expect.any(String),
          password: expect.stringContaining('8'),
          name: '必須入力項目です',
          company_name: '必須入力項目です',
          agree_terms: expect.any(String),
        },
      },
    });
    const en = await service.client('en').post('/api/v1/auth/signup', { email: 'x@y.test' });
    expect(en.status).toBe(400);
    expect(en.body.message).toBe('Some fields need to be corrected.');
    expect((en.body.details as { fields: Record<string, string> }).fields.password).toBe('This field is required.');
  });

  it('refuses a second account with the same address', async () => {
    const client = service.client('ja');
    await signUpVerified(service, client, { email: 'twice@example.test' });
    const again = await client.post('/api/v1/auth/signup', {
      email: 'twice@example.test',
      password: PASSWORD,
      name: 'Twice',
      person_company_type: 'person',
      agree_terms: true,
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('このメールアドレスは既に登録されています');
  });
});

describe('sign-in state machine', () => {
  it('asks new sign-ups for the mailed two-factor code, accepts it once, and resends on request', async () => {
    const client = service.client('en');
    await signUpVerified(service, client, { email: 'tfa@example.test', name: 'Tfa' });
    const first = await client.post<{ next_action: string; challenge_token: string }>('/api/v1/auth/signin', {
      email: 'tfa@example.test',
      password: PASSWORD,
    });
    expect(first.body.next_action).toBe('tfa');
    const mail = await service.inbox.waitFor('tfa@example.test', /sign-in code/);

    const wrong = await client.post('/api/v1/auth/signin/code', {
      challenge_token: first.body.challenge_token,
      code: '000000',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe('CODE_INVALID');

    const tooSoon = await client.post('/verify_mail', { challenge_token: first.body.challenge_token });
    expect(tooSoon.status).toBe(429);

    const right = await client.post('/api/v1/auth/signin/code', {
      challenge_token: first.body.challenge_token,
      code: codeFrom(mail.text),
    });
    expect(right.status).toBe(200);
    expect(right.body.next_action).toBeNull();
    const me = await client.get<{ individual: { email: string } | null; user: { name: string } | null }>('/api/v1/me');
    expect(me.body.individual?.email).toBe('tfa@example.test');
    expect(me.body.user?.name).toBe('Tfa');

    const replay = await client.post('/api/v1/auth/signin/code', {
      challenge_token: first.body.challenge_token,
      code: codeFrom(mail.text),
    });
    expect(replay.status).toBe(400);
  });

  it('does not accept a code from another browser', async () => {
    const client = service.client('en');
    await signUpVerified(service, client, { email: 'device@example.test' });
    const first = await client.post<{ challenge_token: string }>('/api/v1/auth/signin', {
      email: 'device@example.test',
      password: PASSWORD,
    });
    const mail = await service.inbox.waitFor('device@example.test', /sign-in code/);
    const thief = service.client('en');
    const stolen = await thief.post('/api/v1/auth/signin/code', {
      challenge_token: first.body.challenge_token,
      code: codeFrom(mail.text),
    });
    expect(stolen.status).toBe(400);
    expect(stolen.body.code).toBe('TOKEN_INVALID');
  });

  it('confirms a new device by mail when two-factor is off', async () => {
    const home = service.client('en');
    await signUpVerified(service, home, { email: 'verify-device@example.test' });
    await signIn(service, home, 'verify-device@example.test');
    const off = await home.put('/api/v1/me/individual/security', {
      two_factor_enabled: false,
      verify_new_devices: true,
      current_password: PASSWORD,
    });
    expect(off.status).toBe(200);

    const laptop = service.client('en');
    const first = await laptop.post<{ next_action: string }>('/api/v1/auth/signin', {
      email: 'verify-device@example.test',
      password: PASSWORD,
    });
    expect(first.body.next_action).toBe('verify_device');
    await signIn(service, home, 'verify-device@example.test'); // the known browser signs in at once
    expect((await home.get<{ individual: unknown }>('/api/v1/me')).body.individual).not.toBeNull();
  });

  it('wants a captcha after three wrong passwords, then locks the address after five', async () => {
    const client = service.client('ja');
    await signUpVerified(service, client, { email: 'lock@example.test' });
    const attempt = (captcha?: string) =>
      client.post<{ next_action?: string | null; message?: string; code?: string }>('/api/v1/auth/signin', {
        email: 'lock@example.test',
        password: 'wrong-password',
        ...(captcha ? { captcha } : {}),
      });

    for (let i = 1; i <= 2; i++) {
      const wrong = await attempt();
      expect(wrong.status).toBe(401);
      expect(wrong.body.message).toBe('メールアドレスまたはパスワードが正しくありません');
      expect((wrong.body as { details?: { next_action: unknown } }).details?.next_action).toBeNull();
    }
    const third = await attempt();
    expect(third.status).toBe(401);
    expect((third.body as { details?: { next_action: unknown } }).details?.next_action).toBe('captcha');

    const needsCaptcha = await attempt();
    expect(needsCaptcha.status).toBe(200);
    expect(needsCaptcha.body.next_action).toBe('captcha');

    const badCaptcha = await attempt('bm90LWEtc29sdXRpb24=');
    expect(badCaptcha.status).toBe(400);
    expect(badCaptcha.body).toMatchObject({ code: 'CAPTCHA_INVALID' });

    const fourth = await attempt(await solvedCaptcha(client));
    expect(fourth.status).toBe(401);
    const fifth = await attempt(await solvedCaptcha(client));
    expect(fifth.status).toBe(429);
    expect(fifth.body).toMatchObject({
      code: 'AUTH_LOCKED',
      message: 'ログインに続けて失敗したため、一時的にロックしています。しばらくしてから再度お試しください。',
      details: { next_action: 'locked' },
    });
    // Even the right password waits for the lock to pass.
    const right = await client.post('/api/v1/auth/signin', { email: 'lock@example.test', password: PASSWORD });
    expect(right.status).toBe(429);
    expect(right.body.code).toBe('AUTH_LOCKED');
  });

  it('answers an unknown address exactly like a wrong password', async () => {
    const unknown = await service
      .client('en')
      .post('/api/v1/auth/signin', { email: 'nobody@example.test', password: 'whatever1' });
    expect(unknown.status).toBe(401);
    expect(unknown.body.code).toBe('AUTH_INVALID_CREDENTIALS');
  });

  it('refuses a replayed captcha solution', async () => {
    const client = service.client('en');
    const captcha = await solvedCaptcha(client);
    expect(await service.captcha.verify(captcha, '127.0.0.1')).toBe(true);
    expect(await service.captcha.verify(captcha, '127.0.0.1')).toBe(false);
  });

  it('signs the demo account in without a second factor and out again', async () => {
    const client = service.client('ja');
    const result = await client.post('/api/v1/auth/signin', { email: 'demo@otodoke.test', password: 'otodoke-demo' });
    expect(result.body).toMatchObject({ next_action: null, redirect_url: '/dashboard' });
    expect((await client.get<{ user: { name: string } }>('/api/v1/me')).body.user.name).toBe('Otodoke Demo Records');
    expect((await client.post('/api/v1/auth/signout')).status).toBe(200);
    expect((await client.get<{ individual: unknown }>('/api/v1/me')).body.individual).toBeNull();
  });

  it('only follows same-site redirect URLs after sign-in', async () => {
    const client = service.client('ja');
    const result = await client.post('/api/v1/auth/signin', {
      email: 'demo@otodoke.test',
      password: 'otodoke-demo',
      redirect_url: '//evil.example/steal',
    });
    expect(result.body.redirect_url).toBe('/dashboard');
  });
});

describe('CSRF', () => {
  it('refuses a state-changing request without the token from the response headers', async () => {
    const client = service.client('en');
    await client.get('/api/v1/me');
    const response = await client.request(
      'POST',
      '/api/v1/auth/signin',
      { email: 'demo@otodoke.test', password: 'x' },
      {
        'x-csrf-token': 'forged',
      },
    );
    expect(response.status).toBe(403);
    expect(response.body).toMatchObject({ code: 'CSRF_INVALID', status_code: 403 });
  });
});

describe('password reset', () => {
  it('mails a link, sets the new password, signs out every device and unlocks', async () => {
    const client = service.client('en');
    await signUpVerified(service, client, { email: 'reset@example.test' });
    await signIn(service, client, 'reset@example.test');
    const other = service.client('en');
    expect((await other.post('/api/v1/auth/password-reset', { email: 'reset@example.test' })).status).toBe(200);
    expect((await other.post('/api/v1/auth/password-reset', { email: 'unknown@example.test' })).status).toBe(200);
    const mail = await service.inbox.waitFor('reset@example.test', /Reset your password/);
    const token = linkFrom(mail.text, /modal_type=password/).searchParams.get('token');

    const mismatch = await other.post('/api/v1/auth/password-reset/confirm', {
      token,
      password: 'new-password-1',
      password_confirmation: 'new-password-2',
    });
    expect(mismatch.status).toBe(400);
    expect((mismatch.body.details as { fields: Record<string, string> }).fields.password_confirmation).toBe(
      'The passwords do not match.',
    );

    const done = await other.post('/api/v1/auth/password-reset/confirm', {
      token,
      password: 'new-password-1',
      password_confirmation: 'new-password-1',
    });
    expect(done.status).toBe(200);
    expect((await client.get<{ individual: unknown }>('/api/v1/me')).body.individual).toBeNull();
    await service.inbox.waitFor('reset@example.test', /password was changed/);
    await signIn(service, other, 'reset@example.test', 'new-password-1');
  });
});
