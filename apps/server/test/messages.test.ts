// Messages: personal ones reach one account (and its team), general ones every account; read marks are per account
// and the session state counts what is still unread.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postPersonalMessage } from '../src/features/messages/index.ts';
import { signIn, signUpVerified } from './flows.ts';
import { startTestService, type TestService } from './harness.ts';
import type { TestClient } from './test-client.ts';

const LABEL_ID = 1;
const PERSONAL_ID = 2;
const WELCOME_JA = '音届けへようこそ';

interface Message {
  id: number;
  type: 'general' | 'personal';
  title: string;
  body: string;
  link_path: string | null;
  created_at: string;
  is_read: boolean;
}
interface MessagePage {
  items: Message[];
  total: number;
  page: number;
  limit: number;
}
interface Counts {
  general: number;
  personal: number;
  total: number;
}

let service: TestService;
let operator: TestClient;
let demo: TestClient;
let staff: TestClient;
let stranger: TestClient;

async function signedIn(email: string, password: string, language: 'ja' | 'en' = 'ja'): Promise<TestClient> {
  const client = service.client(language);
  await signIn(service, client, email, password);
  return client;
}

function inbox(client: TestClient, query = '') {
  return client.get<MessagePage>(`/api/v2/me/messages${query}`);
}

async function titles(client: TestClient, query = ''): Promise<string[]> {
  const page = await inbox(client, query);
  expect(page.status).toBe(200);
  return page.body.items.map((message) => message.title);
}

async function countsOf(client: TestClient): Promise<Counts> {
  return (await client.get<{ message_counts: Counts }>('/api/v1/me')).body.message_counts;
}

/** An operator posts a general message; `query` may ask for a language (`?lang=en`). */
function postGeneral(client: TestClient, overrides: Record<string, unknown> = {}, query = '') {
  type Answer = { id: number; title_ja: string; read_count: number; details?: unknown };
  return client.post<Answer>(`/admin/api/v2/messages${query}`, {
    title_ja: 'メンテナンスのお知らせ',
    title_en: 'Scheduled maintenance',
    body_ja: '12月1日 2:00〜4:00 にメンテナンスを行います。',
    body_en: 'We will carry out maintenance on 1 December, 2:00–4:00 JST.',
    link_path: '/dashboard',
    ...overrides,
  });
}

beforeAll(async () => {
  service = await startTestService({ seed: true });
  operator = await signedIn('admin@otodoke.test', 'otodoke-admin');
  demo = await signedIn('demo@otodoke.test', 'otodoke-demo');
  demo.acid = LABEL_ID;
  staff = await signedIn('staff@otodoke.test', 'otodoke-staff', 'en');
  stranger = service.client('ja');
  await signUpVerified(service, stranger, { email: 'stranger@example.test' });
  await signIn(service, stranger, 'stranger@example.test');
});
afterAll(async () => {
  await service?.close();
});

describe('personal messages', () => {
  let releaseMessageId: number;

  beforeAll(async () => {
    const posted = await postPersonalMessage(service.database.db, {
      accountId: LABEL_ID,
      title: { ja: 'リリースの審査が完了しました', en: 'Your release passed review' },
      body: { ja: '「Night Drive」の配信準備を始めます。', en: 'We are preparing "Night Drive" for the stores.' },
      linkPath: '/dashboard/releases/new?release_id=1',
    });
    releaseMessageId = posted.id;
  });

  it('reach the account they are for, in the reader’s language, unread and with their link', async () => {
    const page = await inbox(demo, '?type=personal');
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ total: 1, page: 1, limit: 20 });
    expect(page.body.items[0]).toMatchObject({
      id: releaseMessageId,
      type: 'personal',
      title: 'リリースの審査が完了しました',
      body: '「Night Drive」の配信準備を始めます。',
      link_path: '/dashboard/releases/new?release_id=1',
      is_read: false,
    });
    expect(await titles(staff, '?type=personal')).toEqual(['Your release passed review']);
  });

  it('stay out of every other account, which cannot mark them read either', async () => {
    expect(await titles(stranger, '?type=personal')).toEqual([]);
    const marked = await stranger.post(`/api/v2/me/messages/${releaseMessageId}/read`);
    expect(marked.status).toBe(404);
    expect(marked.body).toMatchObject({ code: 'NOT_FOUND', message: '指定されたリソースは存在しません。' });

    const ownOtherAccount = await signedIn('demo@otodoke.test', 'otodoke-demo');
    ownOtherAccount.acid = PERSONAL_ID;
    expect(await titles(ownOtherAccount, '?type=personal')).toEqual([]);
    expect((await ownOtherAccount.post(`/api/v2/me/messages/${releaseMessageId}/read`)).status).toBe(404);
    expect((await inbox(demo, '?type=personal')).body.items[0]?.is_read).toBe(false);
  });

  it('are written in the caller’s transaction, so a rolled-back change leaves no message', async () => {
    await expect(
      service.database.db.transaction(async (tx) => {
        await postPersonalMessage(tx, {
          accountId: LABEL_ID,
          title: { ja: '取り消されるお知らせ', en: 'A notice that never was' },
          body: { ja: '本文', en: 'Body' },
        });
        throw new Error('the decision failed');
      }),
    ).rejects.toThrow('the decision failed');
    expect(await titles(demo, '?type=personal')).toEqual(['リリースの審査が完了しました']);
  });
});

describe('general messages', () => {
  let generalId: number;

  it('go to every account from the operator, including accounts made afterwards', async () => {
    const posted = await postGeneral(operator);
    expect(posted.status).toBe(201);
    expect(posted.body).toMatchObject({ title_ja: 'メンテナンスのお知らせ', read_count: 0 });
    generalId = posted.body.id;

    expect(await titles(demo, '?type=general')).toEqual(['メンテナンスのお知らせ', WELCOME_JA]);
    expect(await titles(staff, '?type=general')).toEqual(['Scheduled maintenance', 'Welcome to Otodoke']);
    expect(await titles(stranger, '?type=general')).toEqual(['メンテナンスのお知らせ', WELCOME_JA]);

    const newcomer = service.client('en');
    await signUpVerified(service, newcomer, { email: 'newcomer@example.test' });
    await signIn(service, newcomer, 'newcomer@example.test');
    const page = await inbox(newcomer);
    expect(page.body.items.map((m) => [m.title, m.type, m.is_read])).toEqual([
      ['Scheduled maintenance', 'general', false],
      ['Welcome to Otodoke', 'general', false],
    ]);
    expect(await countsOf(newcomer)).toEqual({ general: 2, personal: 0, total: 2 });
  });

  it('are read per account: one member reading marks it for the team, not for other accounts', async () => {
    expect((await inbox(demo)).body.items.map((m) => m.title)).toEqual([
      'メンテナンスのお知らせ',
      'リリースの審査が完了しました',
      WELCOME_JA,
    ]);
    const marked = await staff.post<Counts>(`/api/v2/me/messages/${generalId}/read`);
    expect(marked.status).toBe(200);
    expect(marked.body).toEqual({ general: 1, personal: 1, total: 2 });

    const seenByDemo = (await inbox(demo)).body.items.find((m) => m.id === generalId);
    expect(seenByDemo?.is_read).toBe(true);
    const seenByStranger = (await inbox(stranger)).body.items.find((m) => m.id === generalId);
    expect(seenByStranger?.is_read).toBe(false);
    // Marking again changes nothing.
    expect((await demo.post<Counts>(`/api/v2/me/messages/${generalId}/read`)).body).toEqual(marked.body);
  });

  it('show the operator the newest first with how many accounts read them', async () => {
    const listed = await operator.get<{
      items: { title_en: string; read_count: number; account_count: number }[];
      total: number;
    }>('/admin/api/v2/messages');
    expect(listed.status).toBe(200);
    expect(listed.body.total).toBe(2);
    const accounts = await service.database.db.execute(sql`select count(*)::int as n from accounts`);
    const accountCount = (accounts as unknown as { rows: Array<{ n: number }> }).rows[0]!.n;
    expect(accountCount).toBeGreaterThanOrEqual(3);
    expect(listed.body.items.map((m) => [m.title_en, m.read_count, m.account_count])).toEqual([
      ['Scheduled maintenance', 1, accountCount],
      ['Welcome to Otodoke', 0, accountCount],
    ]);
  });
});

describe('unread counts and marking all read', () => {
  it('counts what the account has not read in the session state, general and personal summed', async () => {
    expect(await countsOf(demo)).toEqual({ general: 1, personal: 1, total: 2 });
    expect(await titles(demo, '?unread=true')).toEqual(['リリースの審査が完了しました', WELCOME_JA]);
    expect(await titles(demo, '?unread=true&type=general')).toEqual([WELCOME_JA]);
  });

  it('pages the inbox', async () => {
    const second = await inbox(demo, '?limit=2&page=2');
    expect(second.body).toMatchObject({ total: 3, page: 2, limit: 2 });
    expect(second.body.items.map((m) => m.title)).toEqual([WELCOME_JA]);
  });

  it('marks every message of one type, then all of them, read', async () => {
    const personal = await demo.post<Counts>('/api/v2/me/messages/read-all', { type: 'personal' });
    expect(personal.status).toBe(200);
    expect(personal.body).toEqual({ general: 1, personal: 0, total: 1 });

    const all = await demo.post<Counts>('/api/v2/me/messages/read-all', {});
    expect(all.body).toEqual({ general: 0, personal: 0, total: 0 });
    expect(await countsOf(demo)).toEqual({ general: 0, personal: 0, total: 0 });
    expect(await titles(demo, '?unread=true')).toEqual([]);
    expect((await inbox(demo)).body.items.every((m) => m.is_read)).toBe(true);

    // Another account's inbox is untouched.
    expect(await countsOf(stranger)).toEqual({ general: 2, personal: 0, total: 2 });
  });

  it('counts a message that arrives after reading everything', async () => {
    await postPersonalMessage(service.database.db, {
      accountId: LABEL_ID,
      title: { ja: '新しいお知らせ', en: 'A new notice' },
      body: { ja: '本文', en: 'Body' },
    });
    expect(await countsOf(demo)).toEqual({ general: 0, personal: 1, total: 1 });
    expect(await countsOf(staff)).toEqual({ general: 0, personal: 1, total: 1 });
  });
});

describe('who may do what', () => {
  it('refuses the operator endpoints to members who are not operators (403) and to the signed out (401)', async () => {
    const listed = await demo.get('/admin/api/v2/messages');
    expect(listed.status).toBe(403);
    expect(listed.body).toMatchObject({ code: 'FORBIDDEN', message: '操作を実行する権限が不足しています' });
    expect((await postGeneral(demo)).status).toBe(403);

    const anonymous = service.client('en');
    for (const response of [
      await anonymous.get('/admin/api/v2/messages?lang=en'),
      await postGeneral(anonymous, {}, '?lang=en'),
      await inbox(anonymous),
      await anonymous.post('/api/v2/me/messages/read-all', {}),
    ]) {
      expect(response.status).toBe(401);
      expect(response.body).toMatchObject({ code: 'NOT_SIGNED_IN', message: 'Please sign in.' });
    }
  });

  it('says which fields of a general message are wrong, in Japanese and in English', async () => {
    const ja = await postGeneral(operator, { title_ja: '   ', link_path: 'https://example.com/' });
    expect(ja.status).toBe(400);
    expect(ja.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: '修正が必要な項目があります',
      details: { fields: { title_ja: '必須入力項目です' } },
    });

    const en = await postGeneral(operator, { title_en: '' }, '?lang=en');
    expect(en.status).toBe(400);
    expect(en.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Some fields need to be corrected.',
      details: { fields: { title_en: 'This field is required.' } },
    });

    for (const link of ['https://example.com/', '//example.com/', '/\\example.com', 'dashboard']) {
      const outside = await postGeneral(operator, { link_path: link }, '?lang=en');
      expect(outside.status, link).toBe(400);
      expect(outside.body.details, link).toEqual({
        fields: { link_path: 'Enter the path of a page on Otodoke, starting with "/" (e.g. /dashboard/releases).' },
      });
    }
    const listed = await operator.get<{ total: number }>('/admin/api/v2/messages');
    expect(listed.body.total).toBe(2);
  });

  it('sends a general message without a link when the link is left empty', async () => {
    const posted = await postGeneral(operator, { title_ja: 'リンクなし', link_path: '' });
    expect(posted.status).toBe(201);
    const mine = (await inbox(stranger)).body.items.find((m) => m.title === 'リンクなし');
    expect(mine?.link_path).toBeNull();
  });
});

describe('static pictures', () => {
  it('go with a general message as the operator chose (chart_in, report, other or none) to every inbox', async () => {
    for (const type of ['chart_in', 'report', 'other'] as const) {
      const posted = await postGeneral(operator, { title_ja: `画像 ${type}`, static_image_type: type });
      expect(posted.status).toBe(201);
      expect(posted.body).toMatchObject({ static_image_type: type, read_count: 0 });
    }
    const items = (await inbox(stranger, '?limit=50')).body.items as Array<Message & { static_image_type: unknown }>;
    expect(items.find((m) => m.title === '画像 report')?.static_image_type).toBe('report');
    expect(items.find((m) => m.title === '画像 chart_in')?.static_image_type).toBe('chart_in');
    expect(items.find((m) => m.title === WELCOME_JA)?.static_image_type).toBeNull();
  });

  it('refuses a picture type that does not exist, naming the field', async () => {
    const wrong = await postGeneral(operator, { static_image_type: 'banner' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(JSON.stringify(wrong.body.details)).toContain('static_image_type');
  });

  it('go with a personal message another feature posts', async () => {
    await postPersonalMessage(service.database.db, {
      accountId: LABEL_ID,
      title: { ja: '月次レポートが届きました', en: 'Your monthly report is ready' },
      body: { ja: '本文', en: 'Body' },
      staticImageType: 'report',
    });
    const items = (await inbox(staff, '?type=personal')).body.items as Array<Message & { static_image_type: unknown }>;
    expect(items.find((m) => m.title === 'Your monthly report is ready')?.static_image_type).toBe('report');
  });
});
