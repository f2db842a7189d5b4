// The individual's accounts and settings: tenant isolation, switching, basic info, devices, password, notifications
// and the interface language.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, signIn, signUpVerified } from './flows.ts';
import { startTestService, type TestService } from './harness.ts';
import type { TestClient } from './test-client.ts';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

interface Me {
  acid: number | null;
  user: { id: number; name: string } | null;
  individual: { id: number; email: string; language: string } | null;
  language: string;
}
interface Device {
  id: number;
  label: string;
  is_current: boolean;
}

let service: TestService;

async function signedIn(email: string, password = PASSWORD, language: 'ja' | 'en' = 'ja'): Promise<TestClient> {
  const client = service.client(language);
  await signIn(service, client, email, password);
  return client;
}

/** A new individual with a person account, signed in on one browser. */
async function newArtist(email: string, language: 'ja' | 'en' = 'ja'): Promise<TestClient> {
  const client = service.client(language);
  await signUpVerified(service, client, { email, name: email.split('@')[0] });
  await signIn(service, client, email);
  return client;
}

async function me(client: TestClient, query = ''): Promise<Me> {
  return (await client.get<Me>(`/api/v1/me${query}`)).body;
}

async function devices(client: TestClient): Promise<Device[]> {
  return (await client.get<{ items: Device[] }>('/api/v1/me/individual/devices')).body.items;
}

beforeAll(async () => {
  service = await startTestService({ seed: true });
});
afterAll(async () => {
  await service?.close();
});

describe('tenant isolation', () => {
  let owner: TestClient;
  let ownerAcid: number;
  beforeAll(async () => {
    owner = await newArtist('owner@example.test');
    ownerAcid = (await me(owner)).acid!;
  });

  it('never lets another individual read or change an account through x-tcj-acid', async () => {
    const intruder = await signedIn('demo@otodoke.test', 'otodoke-demo');
    intruder.acid = ownerAcid;
    const state = await intruder.get<Me>('/api/v1/me');
    expect(state.body).toMatchObject({ acid: null, user: null, individual: { email: 'demo@otodoke.test' } });
    expect(state.headers['x-tcj-acid']).toBeUndefined();

    for (const [method, path] of [
      ['GET', '/api/v1/me/basic-info'],
      ['PATCH', '/api/v1/me/basic-info'],
      ['GET', '/api/v1/me/team'],
      ['POST', '/api/v1/me/team/invites'],
    ] as const) {
      const response = await intruder.request(method, path, method === 'GET' ? undefined : { account_name: 'Stolen' });
      expect(response.status, `${method} ${path}`).toBe(403);
      expect(response.body.code).toBe('FORBIDDEN');
    }
    expect((await owner.get('/api/v1/me/basic-info')).body.account_name).toBe('owner');
  });

  it('never lets another individual in through ?_acid= either', async () => {
    const intruder = await signedIn('staff@otodoke.test', 'otodoke-staff');
    expect(await me(intruder, `?_acid=${ownerAcid}`)).toMatchObject({ acid: null, user: null });
    expect((await intruder.get(`/api/v1/me/basic-info?_acid=${ownerAcid}`)).status).toBe(403);
    expect((await intruder.patch(`/api/v1/me/basic-info?_acid=${ownerAcid}`, { account_name: 'x' })).status).toBe(403);
    // Without the foreign id the member is back in their own label.
    expect((await me(intruder)).acid).toBe(1);
  });

  // One sign-in for all of them: twenty sign-ins a minute from one address would be refused (AUTH_WAIT).
  let signedInOnce: Awaited<ReturnType<typeof signedIn>> | undefined;
  it.each(['abc', '0', '-1', '0x1', '1abc', '1.0', '+1', '01', '1e0', '2147483648', '12345678901234567890'])(
    'refuses the account id %s with 403 instead of acting for the session’s account',
    async (acid) => {
      signedInOnce ??= await signedIn('demo@otodoke.test', 'otodoke-demo');
      const demo = signedInOnce;
      expect((await me(demo)).acid).toBe(1);
      const byHeader = await demo.request('GET', '/api/v1/me/basic-info', undefined, { 'x-tcj-acid': acid });
      expect(byHeader.status).toBe(403);
      expect(byHeader.body).toMatchObject({ code: 'FORBIDDEN' });
      const write = await demo.request(
        'PATCH',
        '/api/v1/me/basic-info',
        { account_name: 'Wrong account' },
        {
          'x-tcj-acid': acid,
        },
      );
      expect(write.status).toBe(403);
      const byQuery = await demo.get(`/api/v1/me/basic-info?_acid=${encodeURIComponent(acid)}`);
      expect(byQuery.status).toBe(403);
      expect(await me(demo, `?_acid=${encodeURIComponent(acid)}`)).toMatchObject({ acid: null, user: null });
      expect((await demo.get('/api/v1/me/basic-info')).body.account_name).toBe('Otodoke Demo Records');
    },
  );

  it('refuses an account id given twice', async () => {
    const demo = signedInOnce ?? (await signedIn('demo@otodoke.test', 'otodoke-demo'));
    expect((await demo.get('/api/v1/me/basic-info?_acid=1&_acid=2')).status).toBe(403);
    expect((await demo.get('/api/v1/me/basic-info?_acid=1')).status).toBe(200);
  });

  it('switches to a reachable account, remembers it for the session, and refuses a foreign one', async () => {
    const demo = await signedIn('demo@otodoke.test', 'otodoke-demo');
    expect((await me(demo)).acid).toBe(1);

    const switched = await demo.post<Me>('/api/v1/me/account', { acid: 2 });
    expect(switched.status).toBe(200);
    expect(switched.headers['x-tcj-acid']).toBe('2');
    expect(switched.body).toMatchObject({ acid: 2, user: { id: 2, name: '音届 太郎' } });
    const later = await demo.get<Me>('/api/v1/me');
    expect(later.body.acid).toBe(2);
    expect(later.headers['x-tcj-acid']).toBe('2');

    // ?_acid= acts for a reachable account for one request without switching.
    expect((await me(demo, '?_acid=1')).acid).toBe(1);
    expect((await me(demo)).acid).toBe(2);

    const foreign = await demo.post('/api/v1/me/account', { acid: ownerAcid });
    expect(foreign.status).toBe(403);
    expect(foreign.body).toMatchObject({ code: 'FORBIDDEN', message: '操作を実行する権限が不足しています' });
    expect((await me(demo)).acid).toBe(2);
  });
});

describe('basic information', () => {
  it('reads and changes the current account, trimming the name', async () => {
    const demo = await signedIn('demo@otodoke.test', 'otodoke-demo');
    const before = await demo.get('/api/v1/me/basic-info');
    expect(before.status).toBe(200);
    expect(before.body).toMatchObject({
      account_id: 1,
      account_name: 'Otodoke Demo Records',
      company_name: '音届けデモレコード株式会社',
      person_company_type: 'company',
      account_model_type: 'LS',
      plan: 'unlimited_standard',
      individual_name: '音届 太郎',
      email: 'demo@otodoke.test',
    });

    const changed = await demo.patch('/api/v1/me/basic-info', { account_name: '  音届けレコーズ  ', company_name: '' });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ account_name: '音届けレコーズ', company_name: null });
    expect((await demo.get('/api/v1/me/basic-info')).body).toMatchObject({ account_name: '音届けレコーズ' });
    expect((await me(demo)).user?.name).toBe('音届けレコーズ');
  });

  it('explains an empty account name in the individual’s language', async () => {
    const ja = await newArtist('basic-ja@example.test', 'ja');
    const inJapanese = await ja.patch('/api/v1/me/basic-info', { account_name: '' });
    expect(inJapanese.status).toBe(400);
    expect(inJapanese.body).toEqual({
      code: 'VALIDATION_FAILED',
      message: '修正が必要な項目があります',
      details: { fields: { account_name: '必須入力項目です' } },
      status_code: 400,
    });

    const en = await newArtist('basic-en@example.test', 'en');
    const inEnglish = await en.patch('/api/v1/me/basic-info', { account_name: '   ' });
    expect(inEnglish.status).toBe(400);
    expect(inEnglish.body).toMatchObject({
      message: 'Some fields need to be corrected.',
      details: { fields: { account_name: 'This field is required.' } },
    });
    expect((await en.get('/api/v1/me/basic-info')).body.account_name).toBe('basic-en');
  });

  it('lists both demo accounts with their member counts', async () => {
    const demo = await signedIn('demo@otodoke.test', 'otodoke-demo');
    const accounts = await demo.get<{ items: unknown[] }>('/api/v1/me/accounts');
    expect(accounts.status).toBe(200);
    expect(accounts.body.items).toEqual([
      expect.objectContaining({ id: 1, person_company_type: 'company', is_account_manager: true, member_count: 2 }),
      expect.objectContaining({ id: 2, name: '音届 太郎', plan: 'payper', member_count: 1, is_current: false }),
    ]);
    expect(accounts.body.items[0]).toMatchObject({ is_current: true });
  });
});

describe('signed-in devices', () => {
  it('flags this browser, and signing another device out ends its session', async () => {
    const laptop = await newArtist('devices@example.test');
    const phone = service.client('ja');
    phone.userAgent = IPHONE;
    await signIn(service, phone, 'devices@example.test');

    const listed = await devices(laptop);
    expect(listed).toHaveLength(2);
    expect(listed.filter((d) => d.is_current)).toEqual([expect.objectContaining({ label: 'Chrome / Linux' })]);
    const phoneSession = listed.find((d) => !d.is_current)!;
    expect(phoneSession.label).toBe('Safari / iOS');

    expect((await laptop.delete(`/api/v1/me/individual/devices/${phoneSession.id}`)).status).toBe(200);
    expect((await me(phone)).individual).toBeNull();
    expect((await phone.get('/api/v1/me/basic-info')).status).toBe(401);
    expect((await devices(laptop)).map((d) => d.id)).not.toContain(phoneSession.id);
    expect((await me(laptop)).individual?.email).toBe('devices@example.test');
  });

  it("answers 404 for someone else's session and leaves it alone", async () => {
    const demo = await signedIn('demo@otodoke.test', 'otodoke-demo');
    const demoSession = (await devices(demo)).find((d) => d.is_current)!;
    const other = await newArtist('not-yours@example.test');
    const response = await other.delete(`/api/v1/me/individual/devices/${demoSession.id}`);
    expect(response.status).toBe(404);
    expect(response.body.code).toBe('NOT_FOUND');
    expect((await me(demo)).individual?.email).toBe('demo@otodoke.test');
  });
});

describe('password change', () => {
  it('needs the current password, signs out other devices and mails a notice', async () => {
    const email = 'change-password@example.test';
    const laptop = await newArtist(email, 'en');
    const phone = await signedIn(email, PASSWORD, 'en');
    const change = (current: string | undefined) =>
      laptop.put('/api/v1/me/individual/password', {
        ...(current === undefined ? {} : { current_password: current }),
        password: 'brand-new-password',
        password_confirmation: 'brand-new-password',
      });

    for (const wrong of ['not-my-password', undefined]) {
      const refused = await change(wrong);
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ code: 'PASSWORD_INCORRECT', message: 'The current password is incorrect.' });
    }
    expect((await me(phone)).individual).not.toBeNull();

    expect((await change(PASSWORD)).status).toBe(200);
    expect((await me(phone)).individual).toBeNull();
    expect((await me(laptop)).individual?.email).toBe(email);
    const mail = await service.inbox.waitFor(email, /password was changed/);
    expect(mail.subject).toBe('[Otodoke] Your password was changed');

    const old = await service.client('en').post('/api/v1/auth/signin', { email, password: PASSWORD });
    expect(old.status).toBe(401);
    await signIn(service, service.client('en'), email, 'brand-new-password');
  });
});

describe('notification settings', () => {
  it('starts from the defaults and keeps what was chosen', async () => {
    const client = await newArtist('notifications@example.test');
    const defaults = await client.get('/api/v1/me/individual/notifications');
    expect(defaults.body).toEqual({
      release_status: true,
      revenue_reports: true,
      payments: true,
      news: false,
      team: true,
    });

    const chosen = { release_status: false, revenue_reports: true, payments: false, news: true, team: false };
    const saved = await client.put('/api/v1/me/individual/notifications', chosen);
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual(chosen);
    expect((await client.get('/api/v1/me/individual/notifications')).body).toEqual(chosen);

    const partial = await client.put('/api/v1/me/individual/notifications', { news: true });
    expect(partial.status).toBe(400);
    expect((await client.get('/api/v1/me/individual/notifications')).body).toEqual(chosen);
  });
});

describe('interface language', () => {
  it('remembers the chosen language in a cookie and answers errors in it', async () => {
    const client = service.client('ja');
    expect((await client.get('/api/v1/me/basic-info')).body.message).toBe('ログインしてください');
    const set = await client.put('/api/v1/me/language', { language: 'en' });
    expect(set.status).toBe(200);
    expect(String(set.headers['set-cookie'])).toMatch(/^lang=en;/);
    expect(client.cookies.get('lang')).toBe('en');
    expect((await client.get('/api/v1/me/basic-info')).body.message).toBe('Please sign in.');
    expect((await me(client)).language).toBe('en');
  });

  it('only takes ?lang= when it names a supported language', async () => {
    const client = service.client('ja');
    expect((await me(client, '?lang=fr')).language).toBe('ja');
    expect((await client.get('/api/v1/me/basic-info?lang=fr')).body.message).toBe('ログインしてください');
    expect((await me(client, '?lang=en')).language).toBe('en');
    expect((await client.get('/api/v1/me/basic-info?lang=en')).body.message).toBe('Please sign in.');
    // A supported ?lang= is remembered for the next request.
    expect((await client.get('/api/v1/me/basic-info')).body.message).toBe('Please sign in.');
  });

  it('remembers the language for the signed-in individual too, so another browser follows it', async () => {
    const client = await newArtist('language@example.test', 'ja');
    expect((await client.put('/api/v1/me/language', { language: 'en' })).status).toBe(200);
    expect((await me(client)).individual?.language).toBe('en');

    const elsewhere = service.client('ja');
    await signIn(service, elsewhere, 'language@example.test');
    expect((await me(elsewhere)).language).toBe('en');
  });
});
