import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailTokens, outboundMail } from '../src/platform/db/schema.ts';
import { hashToken } from '../src/platform/security/tokens.ts';
import { codeFrom, linkFrom, PASSWORD, signIn, signUpVerified } from './flows.ts';
import { startTestService, type TestService } from './harness.ts';

let service: TestService;
beforeAll(async () => {
  service = await startTestService({ seed: true });
});
afterAll(async () => {
  await service?.close();
});

function mailsTo(to: string, template: string) {
  return service.database.db
    .select()
    .from(outboundMail)
    .where(and(eq(outboundMail.to, to), eq(outboundMail.template, template)));
}

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
    // A verification link works once; opened again it says the address is confirmed, and nothing more.
    const again = await client.post('/api/v1/auth/verify-email', { token });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      code: 'EMAIL_ALREADY_VERIFIED',
      message: 'This e-mail address is already confirmed. Please sign in.',
      details: {},
      status_code: 409,
    });
    expect(JSON.stringify(again.body)).not.toContain('aoi@');
    const againJa = await service.client('ja').post('/api/v1/auth/verify-email', { token });
    expect(againJa.body.message).toBe('このメールアドレスは確認済みです。ログインしてご利用ください。');
    // A token that was never issued is still just invalid.
    const unknown = await client.post('/api/v1/auth/verify-email', { token: `${token}x` });
    expect(unknown.status).toBe(400);
    expect(unknown.body.code).toBe('TOKEN_INVALID');
  });

  it('calls an expired link of an address not yet confirmed invalid, not confirmed', async () => {
    const client = service.client('ja');
    const email = 'verify-late@example.test';
    await client.post('/api/v1/auth/signup', {
      email,
      password: PASSWORD,
      name: 'Late',
      person_company_type: 'person',
      agree_terms: true,
    });
    const mail = await service.inbox.waitFor(email, /action=welcome/);
    const token = linkFrom(mail.text, /action=welcome/).searchParams.get('token') as string;
    await service.database.db
      .update(emailTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailTokens.tokenHash, hashToken(token)));
    const expired = await client.post('/api/v1/auth/verify-email', { token });
    expect(expired.status).toBe(400);
    expect(expired.body.code).toBe('TOKEN_INVALID');
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

  it('answers a sign-up with a registered address like a new one, and mails its owner a way in', async () => {
    const owner = service.client('ja');
    await signUpVerified(service, owner, { email: 'twice@example.test', name: 'Twice' });
    const signUpAs = (email: string) =>
      service.client('en').post('/api/v1/auth/signup', {
        email,
        password: 'someone-elses-password',
        name: 'Someone Else',
        person_company_type: 'person',
        agree_terms: true,
      });
    const known = await signUpAs('twice@example.test');
    const unknown = await signUpAs('first-time@example.test');
    expect(known.status).toBe(201);
    expect(unknown.status).toBe(201);
    expect(known.body).toEqual({ email: 'twice@example.test', requires_verification: true });
    expect(unknown.body).toEqual({ email: 'first-time@example.test', requires_verification: true });

    // The owner is told in their own language, with a link to sign in and one to set a new password.
    const notice = await service.inbox.waitFor('twice@example.test', /新規登録のお申し込み/);
    expect(notice.text).toContain('このアドレスは既に登録されています');
    expect(linkFrom(notice.text, /action=signin/).pathname).toBe('/creators');
    const token = linkFrom(notice.text, /modal_type=password/).searchParams.get('token');
    // Nothing changed: the owner's password still works and the one typed at the sign-up does not.
    const other = service.client('en');
    const typed = await other.post('/api/v1/auth/signin', {
      email: 'twice@example.test',
      password: 'someone-elses-password',
    });
    expect(typed.status).toBe(401);
    await signIn(service, owner, 'twice@example.test');
    const reset = await other.post('/api/v1/auth/password-reset/confirm', {
      token,
      password: 'a-new-password-1',
      password_confirmation: 'a-new-password-1',
    });
    expect(reset.status).toBe(200);

    // In English for an owner who chose English.
    await signUpVerified(service, service.client('en'), { email: 'twice-en@example.test' });
    expect((await signUpAs('twice-en@example.test')).status).toBe(201);
    const english = await service.inbox.waitFor('twice-en@example.test', /Someone tried to sign up/);
    expect(english.text).toContain('which is already registered');
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

describe('parallel requests', () => {
  type SignInBody = {
    code?: string;
    message?: string;
    next_action?: string | null;
    details?: { next_action?: string | null };
  };
  const attemptAs = (client: ReturnType<TestService['client']>, email: string, captcha?: string) =>
    client.post<SignInBody>('/api/v1/auth/signin', {
      email,
      password: 'wrong-password',
      ...(captcha ? { captcha } : {}),
    });
  const parallel = <T>(n: number, make: (i: number) => Promise<T>) =>
    Promise.all(Array.from({ length: n }, (_, i) => make(i)));

  it('checks three of sixty parallel wrong passwords for one address, wants a captcha for the rest, locks at five', async () => {
    const client = service.client('en');
    client.remoteAddress = '198.51.100.1';
    await signUpVerified(service, client, { email: 'parallel@example.test' });

    const burst = await parallel(60, () => attemptAs(client, 'parallel@example.test'));
    const checked = burst.filter((r) => r.status === 401);
    expect(checked).toHaveLength(3);
    expect(checked.filter((r) => r.body.details?.next_action === 'captcha')).toHaveLength(1);
    expect(burst.filter((r) => r.status === 200 && r.body.next_action === 'captcha')).toHaveLength(57);

    // With a solved captcha each, one more password is checked and the fifth failure locks the address.
    const captchas = await parallel(6, () => solvedCaptcha(client));
    const solved = await Promise.all(captchas.map((captcha) => attemptAs(client, 'parallel@example.test', captcha)));
    expect(solved.filter((r) => r.status === 401)).toHaveLength(1);
    const locked = solved.filter((r) => r.status === 429);
    expect(locked).toHaveLength(5);
    expect(locked.every((r) => r.body.code === 'AUTH_LOCKED' && r.body.details?.next_action === 'locked')).toBe(true);
  });

  it('tells one client address to wait after twenty parallel tries on different addresses', async () => {
    const client = service.client('en');
    client.remoteAddress = '198.51.100.2';
    await client.get('/api/v1/me');
    const burst = await parallel(60, (i) => attemptAs(client, `guess-${i}@example.test`));
    expect(burst.filter((r) => r.status === 401 && r.body.code === 'AUTH_INVALID_CREDENTIALS')).toHaveLength(20);
    const waiting = burst.filter((r) => r.status === 429);
    expect(waiting).toHaveLength(40);
    expect(waiting.every((r) => r.body.code === 'AUTH_WAIT' && r.body.details?.next_action === 'wait')).toBe(true);
  });

  it('accepts a mailed code once when it arrives several times at the same moment', async () => {
    const client = service.client('en');
    await signUpVerified(service, client, { email: 'code-twice@example.test' });
    const first = await client.post<{ challenge_token: string }>('/api/v1/auth/signin', {
      email: 'code-twice@example.test',
      password: PASSWORD,
    });
    const code = codeFrom((await service.inbox.waitFor('code-twice@example.test', /sign-in code/)).text);
    const burst = await parallel(5, () =>
      client.post('/api/v1/auth/signin/code', { challenge_token: first.body.challenge_token, code }),
    );
    expect(burst.filter((r) => r.status === 200)).toHaveLength(1);
    expect(burst.filter((r) => r.status === 400)).toHaveLength(4);
  });

  it('sends one new code when resend requests arrive at the same moment', async () => {
    const client = service.client('en');
    await signUpVerified(service, client, { email: 'resend-burst@example.test' });
    const first = await client.post<{ challenge_token: string }>('/api/v1/auth/signin', {
      email: 'resend-burst@example.test',
      password: PASSWORD,
    });
    // The first code went out a minute ago, so one resend is due.
    await service.database.sql.query(
      `update signin_challenges set last_sent_at = now() - interval '1 minute'
        where individual_id = (select id from individuals where email = $1)`,
      ['resend-burst@example.test'],
    );
    const burst = await parallel(5, () => client.post('/verify_mail', { challenge_token: first.body.challenge_token }));
    expect(burst.filter((r) => r.status === 200)).toHaveLength(1);
    expect(burst.filter((r) => r.status === 429)).toHaveLength(4);
    expect(await mailsTo('resend-burst@example.test', 'signin_code')).toHaveLength(2);
  });

  it('answers parallel sign-ups with one new address alike', async () => {
    const burst = await parallel(4, () =>
      service.client('en').post('/api/v1/auth/signup', {
        email: 'race@example.test',
        password: PASSWORD,
        name: 'Race',
        person_company_type: 'person',
        agree_terms: true,
      }),
    );
    expect(burst.map((r) => r.status)).toEqual([201, 201, 201, 201]);
    expect(burst.every((r) => r.body.email === 'race@example.test' && r.body.requires_verification)).toBe(true);
  });

  it('mails one password-reset link for parallel requests', async () => {
    const client = service.client('en');
    await signUpVerified(service, client, { email: 'reset-burst@example.test' });
    const resets = await parallel(8, () =>
      client.post('/api/v1/auth/password-reset', { email: 'reset-burst@example.test' }),
    );
    expect(resets.every((r) => r.status === 200)).toBe(true);
    expect(await mailsTo('reset-burst@example.test', 'password_reset')).toHaveLength(1);
  });

  it('mails one more verification link for parallel resend requests', async () => {
    const client = service.client('en');
    const signup = await client.post('/api/v1/auth/signup', {
      email: 'verify-burst@example.test',
      password: PASSWORD,
      name: 'Burst',
      person_company_type: 'person',
      agree_terms: true,
    });
    expect(signup.status).toBe(201);
    // The first link went out two minutes ago, so one more is due.
    await service.database.sql.query(
      `update email_tokens set created_at = now() - interval '2 minutes'
        where individual_id = (select id from individuals where email = $1)`,
      ['verify-burst@example.test'],
    );
    const resends = await parallel(8, () =>
      client.post('/api/v1/auth/verify-email/resend', { email: 'verify-burst@example.test' }),
    );
    expect(resends.every((r) => r.status === 200)).toBe(true);
    expect(await mailsTo('verify-burst@example.test', 'verify_email')).toHaveLength(2);
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
