// Google sign-in end to end: real OpenID Connect (code + PKCE + nonce) against the local Google simulator, driven
// over HTTP the way a browser would, then finished through the API like the validate-google-auth page does.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeFrom, PASSWORD, signIn, signUpVerified } from './flows.ts';
import { PUBLIC_URL, startTestService, type TestService } from './harness.ts';
import type { TestClient } from './test-client.ts';

const CALLBACK = `${PUBLIC_URL}/dashboard/validate-google-auth`;

interface Me {
  acid: number | null;
  available_account_list: { id: number; person_company_type: string; is_account_manager: boolean }[];
  user: { name: string; person_company_type: string } | null;
  individual: { id: number; email: string; name: string; google_linked: boolean; has_password: boolean } | null;
}
/** A sign-in result, or on failure the error body. */
interface SignInResult {
  next_action?: string | null;
  challenge_token?: string | null;
  redirect_url?: string | null;
  code?: string;
  message?: string;
}

let service: TestService;

/** A browser at the simulator: follows its redirects by hand, keeping its cookies, until it leaves for our site. */
async function consentAtGoogle(authorizationUrl: string, person: { email: string; name: string }): Promise<URL> {
  const jar = new Map<string, string>();
  const visit = async (url: string, init: RequestInit = {}) => {
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: {
        ...(init.headers as Record<string, string>),
        cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
      },
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const at = pair!.indexOf('=');
      jar.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
    return response;
  };
  const follow = (response: Response) => new URL(response.headers.get('location')!, service.google.issuer).href;

  const authorize = await visit(authorizationUrl);
  expect([302, 303]).toContain(authorize.status);
  const interaction = follow(authorize);
  expect(interaction).toMatch(new RegExp(`^${service.google.issuer}/interaction/[\\w-]+$`));

  const page = await visit(interaction);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain(`<form method="post" action="${new URL(interaction).pathname}/login">`);

  let response = await visit(`${interaction}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(person).toString(),
  });
  for (let hops = 0; hops < 5; hops++) {
    expect([302, 303]).toContain(response.status);
    const next = follow(response);
    if (next.startsWith(PUBLIC_URL)) return new URL(next);
    response = await visit(next);
  }
  throw new Error('the simulator never sent the browser back');
}

async function startGoogle(client: TestClient, returnTo = 'dashboard') {
  const started = await client.get<{ authorization_url: string; provider_name: string; is_simulator: boolean }>(
    `/api/v1/auth/google?return_to=${returnTo}`,
  );
  expect(started.status).toBe(200);
  return started.body;
}

function finishGoogle(client: TestClient, callback: URL, returnTo = 'dashboard') {
  return client.post<SignInResult>('/api/v1/auth/google/callback', {
    callback_query: callback.search,
    return_to: returnTo,
  });
}

/** The whole round trip in one browser. */
async function signInWithGoogle(client: TestClient, person: { email: string; name: string }) {
  const { authorization_url } = await startGoogle(client);
  return finishGoogle(client, await consentAtGoogle(authorization_url, person));
}

async function me(client: TestClient): Promise<Me> {
  return (await client.get<Me>('/api/v1/me')).body;
}

beforeAll(async () => {
  service = await startTestService();
});
afterAll(async () => {
  await service?.close();
});

it('brings the person back to the page they started from, but never off-site', async () => {
  for (const [asked, expected, email] of [
    ['/dashboard/profile/team', '/dashboard/profile/team', 'back@gmail.test'],
    ['https://evil.example/', '/dashboard', 'offsite@gmail.test'],
  ] as const) {
    const browser = service.client('en');
    const started = await browser.get<{ authorization_url: string }>(
      `/api/v1/auth/google?return_to=dashboard&redirect_url=${encodeURIComponent(asked)}`,
    );
    const callback = await consentAtGoogle(started.body.authorization_url, { email, name: 'Back' });
    const finished = await finishGoogle(browser, callback);
    expect(finished.body).toMatchObject({ next_action: null, redirect_url: expected });
  }
});

describe('signing up with Google', () => {
  const person = { email: 'hana@gmail.test', name: '花子 Google' };
  let firstIndividualId: number;

  it('sends the browser to the provider with PKCE and state, and signs a new person in on return', async () => {
    const browser = service.client('ja');
    const started = await startGoogle(browser);
    expect(started).toMatchObject({ provider_name: 'Google (simulator)', is_simulator: true });
    const authorization = new URL(started.authorization_url);
    expect(authorization.origin).toBe(service.google.issuer);
    expect(Object.fromEntries(authorization.searchParams)).toMatchObject({
      redirect_uri: CALLBACK,
      response_type: 'code',
      scope: 'openid email profile',
      code_challenge_method: 'S256',
      code_challenge: expect.stringMatching(/^[\w-]{43}$/),
      state: expect.any(String),
      nonce: expect.any(String),
    });

    const callback = await consentAtGoogle(started.authorization_url, person);
    expect(callback.href.startsWith(`${CALLBACK}?code=`)).toBe(true);
    expect(callback.searchParams.get('state')).toBe(authorization.searchParams.get('state'));

    const finished = await finishGoogle(browser, callback);
    expect(finished.status).toBe(200);
    expect(finished.body).toMatchObject({ next_action: null, redirect_url: '/dashboard' });

    const state = await me(browser);
    expect(state.individual).toMatchObject({
      email: person.email,
      name: person.name,
      google_linked: true,
      has_password: false,
    });
    expect(state.user).toMatchObject({ name: person.name, person_company_type: 'person' });
    expect(state.available_account_list).toEqual([
      expect.objectContaining({ id: state.acid, person_company_type: 'person', is_account_manager: true }),
    ]);
    firstIndividualId = state.individual!.id;
  });

  it('signs the same Google user in again as the same individual, confirming a new browser by mail', async () => {
    const again = service.client('ja');
    const first = await signInWithGoogle(again, person);
    expect(first.body.next_action).toBe('verify_device');
    const mail = await service.inbox.waitFor(person.email, /新しい端末/);
    const confirmed = await again.post<SignInResult>('/api/v1/auth/signin/code', {
      challenge_token: first.body.challenge_token,
      code: codeFrom(mail.text),
    });
    expect(confirmed.body.next_action).toBeNull();
    const state = await me(again);
    expect(state.individual?.id).toBe(firstIndividualId);
    expect(state.available_account_list).toHaveLength(1);
  });
});

describe('refused callbacks', () => {
  it('refuses a tampered state and a replayed callback', async () => {
    const browser = service.client('ja');
    const { authorization_url } = await startGoogle(browser);
    const callback = await consentAtGoogle(authorization_url, { email: 'tamper@gmail.test', name: 'Tamper' });
    const tampered = new URL(callback);
    tampered.searchParams.set('state', `${callback.searchParams.get('state')}x`);

    const refused = await finishGoogle(browser, tampered);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 'GOOGLE_SIGNIN_FAILED', message: '認証に失敗しました（Google）' });
    expect((await me(browser)).individual).toBeNull();

    expect((await finishGoogle(browser, callback)).status).toBe(200);
    await browser.post('/api/v1/auth/signout');
    const replayed = await finishGoogle(browser, callback);
    expect(replayed.status).toBe(400);
    expect(replayed.body.code).toBe('GOOGLE_SIGNIN_FAILED');
  });

  it('refuses a callback for a different return page than the one started', async () => {
    const browser = service.client('en');
    const { authorization_url } = await startGoogle(browser, 'creators');
    const callback = await consentAtGoogle(authorization_url, { email: 'creators@gmail.test', name: 'C' });
    expect(callback.pathname).toBe('/creators/validate-google-auth');
    const refused = await finishGoogle(browser, callback, 'dashboard');
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Authentication failed (Google).');
  });

  it('only finishes in the browser that started, so a forwarded callback cannot sign a victim in', async () => {
    const attacker = service.client('ja');
    const { authorization_url } = await startGoogle(attacker);
    const callback = await consentAtGoogle(authorization_url, { email: 'attacker@gmail.test', name: 'Attacker' });

    const victim = service.client('ja');
    const refused = await finishGoogle(victim, callback);
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('GOOGLE_SIGNIN_FAILED');
    expect((await me(victim)).individual).toBeNull();
  });
});

describe('linking an existing individual', () => {
  it('links a password user with the same confirmed address instead of creating another one', async () => {
    const email = 'linked@gmail.test';
    const browser = service.client('ja');
    await signUpVerified(service, browser, { email, name: 'Password User' });
    await signIn(service, browser, email);
    const before = await me(browser);
    await browser.post('/api/v1/auth/signout');

    const finished = await signInWithGoogle(browser, { email, name: 'Google Name' });
    expect(finished.body.next_action).toBeNull();
    const after = await me(browser);
    expect(after.individual).toMatchObject({
      id: before.individual!.id,
      name: 'Password User',
      google_linked: true,
      has_password: true,
    });
    expect(after.available_account_list.map((a) => a.id)).toEqual([before.acid]);

    // The password keeps working alongside Google.
    await browser.post('/api/v1/auth/signout');
    await signIn(service, browser, email);
    expect((await me(browser)).individual?.id).toBe(before.individual!.id);
  });

  it('does not let a password set on a never-confirmed address outlive the owner signing in with Google', async () => {
    const email = 'preregistered@gmail.test';
    const squatter = service.client('ja');
    const signup = await squatter.post('/api/v1/auth/signup', {
      email,
      password: PASSWORD,
      name: 'Squatter',
      person_company_type: 'person',
      agree_terms: true,
    });
    expect(signup.status).toBe(201); // the confirmation mail goes to the real owner, who ignores it

    const owner = service.client('ja');
    expect((await signInWithGoogle(owner, { email, name: 'Real Owner' })).body.next_action).toBeNull();
    expect((await me(owner)).individual).toMatchObject({ email, google_linked: true, has_password: false });

    const retry = await squatter.post('/api/v1/auth/signin', { email, password: PASSWORD });
    expect(retry.status).toBe(401);
    expect(retry.body.code).toBe('AUTH_INVALID_CREDENTIALS');
  });
});
