// Popups and one-time alerts: targeting (person/company, account model, plan, feature flag, window, status), display
// once vs until read (two tabs at once show a once-popup once), read and clicked parts recorded once, 404/403 for
// entries not for the account, team members sharing the account's, the operators' preview and counts.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, signUpVerified } from './flows.ts';
import { startTestService, type TestService } from './harness.ts';
import type { TestClient } from './test-client.ts';

const LABEL_ID = 1; // company, LS, unlimited_standard
const PERSONAL_ID = 2; // person, VD, payper
const MODAL = 'isMessageModalAvailable';

interface Notice {
  id: number;
  kind: 'popup' | 'alert';
  language: 'ja' | 'en';
  is_other_language: boolean;
  title: string;
  body_html: string;
  display: 'once' | 'until_read';
  cta_url: string | null;
  banner_colour: 'white' | 'black' | null;
}

let service: TestService;
let operator: TestClient;
let demo: TestClient;
let demoPersonal: TestClient;
let staff: TestClient;
let stranger: TestClient;
let strangerAccountId: number;

async function signedIn(email: string, password: string, language: 'ja' | 'en' = 'ja'): Promise<TestClient> {
  const client = service.client(language);
  await signIn(service, client, email, password);
  return client;
}

interface NoticeInput {
  kind?: 'popup' | 'alert';
  status?: 'draft' | 'scheduled' | 'published' | 'archived';
  publishAt?: Date;
  display?: 'once' | 'until_read';
  personCompanyTypes?: string[];
  accountModelTypes?: string[];
  plans?: string[];
  featureFlag?: string | null;
  ctaUrl?: string | null;
  bannerColour?: 'white' | 'black' | null;
  endsAt?: Date | null;
  ja?: string | null;
  en?: string | null;
  bodyText?: string;
}

/** Writes a popup or alert as the operators' editor would leave it (entry, texts, notice settings). */
async function createNotice(input: NoticeInput = {}): Promise<number> {
  const db = service.database.db;
  const status = input.status ?? 'published';
  const publishAt = input.publishAt ?? new Date(Date.now() - 60_000);
  const [entry] = (
    (await db.execute(
      sql`insert into content_entries (kind, status, publish_at) values (${input.kind ?? 'popup'}, ${status},
        ${status === 'draft' ? null : publishAt.toISOString()}::timestamptz) returning id`,
    )) as unknown as { rows: Array<{ id: number }> }
  ).rows;
  const id = entry!.id;
  const body = {
    type: 'doc',
    content: [{ type: 'paragraph', content: [{ type: 'text', text: input.bodyText ?? '本文' }] }],
  };
  for (const [language, title] of [
    ['ja', input.ja === undefined ? `お知らせ ${id}` : input.ja],
    ['en', input.en === undefined ? `Notice ${id}` : input.en],
  ] as const) {
    if (title === null) continue;
    await db.execute(
      sql`insert into content_translations (entry_id, language, title, body) values (${id}, ${language}, ${title},
        ${JSON.stringify(body)}::jsonb)`,
    );
  }
  await db.execute(
    sql`insert into content_notice_settings (entry_id, display, person_company_types, account_model_types, plans,
        feature_flag, cta_url, banner_colour, ends_at)
      values (${id}, ${input.display ?? 'until_read'}, ${JSON.stringify(input.personCompanyTypes ?? [])}::jsonb,
        ${JSON.stringify(input.accountModelTypes ?? [])}::jsonb, ${JSON.stringify(input.plans ?? [])}::jsonb,
        ${input.featureFlag ?? null}, ${input.ctaUrl ?? null}, ${input.bannerColour ?? null},
        ${input.endsAt?.toISOString() ?? null}::timestamptz)`,
  );
  return id;
}

async function setFlag(accountId: number, flag: string, enabled: boolean) {
  const answer = await operator.put(`/admin/api/v2/accounts/${accountId}/features/${flag}`, { enabled });
  expect(answer.status).toBe(200);
}

async function popups(client: TestClient, query = ''): Promise<Notice[]> {
  const answer = await client.get<{ items: Notice[] }>(`/member/popup${query}`);
  expect(answer.status).toBe(200);
  return answer.body.items;
}

/** The ids among `among` that the client is shown now. */
async function shownIds(client: TestClient, among: number[], query = ''): Promise<number[]> {
  return (await popups(client, query)).map((notice) => notice.id).filter((id) => among.includes(id));
}

async function archive(ids: number[]) {
  for (const id of ids)
    await service.database.db.execute(sql`update content_entries set status = 'archived' where id = ${id}`);
}

beforeAll(async () => {
  service = await startTestService({ seed: true });
  operator = await signedIn('admin@otodoke.test', 'otodoke-admin');
  demo = await signedIn('demo@otodoke.test', 'otodoke-demo');
  demo.acid = LABEL_ID;
  demoPersonal = await signedIn('demo@otodoke.test', 'otodoke-demo', 'en');
  demoPersonal.acid = PERSONAL_ID;
  staff = await signedIn('staff@otodoke.test', 'otodoke-staff', 'en');
  stranger = service.client('ja');
  await signUpVerified(service, stranger, { email: 'notices-stranger@example.test' });
  await signIn(service, stranger, 'notices-stranger@example.test');
  const me = await stranger.get<{ user: { id: number } }>('/api/v1/me');
  strangerAccountId = me.body.user.id;
  for (const account of [LABEL_ID, PERSONAL_ID, strangerAccountId]) await setFlag(account, MODAL, true);
});
afterAll(async () => {
  await service?.close();
});

describe('which popups an account is shown', () => {
  it('follows the targeting: person/company, account model, plan, feature flag, window and status', async () => {
    const everyone = await createNotice();
    const companies = await createNotice({ personCompanyTypes: ['company'] });
    const persons = await createNotice({ personCompanyTypes: ['person'] });
    const vd = await createNotice({ accountModelTypes: ['VD'] });
    const unlimited = await createNotice({ plans: ['unlimited_standard', 'unlimited_pro'] });
    const chatbot = await createNotice({ featureFlag: 'isChatbotAvailable' });
    const ended = await createNotice({ endsAt: new Date(Date.now() - 1000) });
    const draft = await createNotice({ status: 'draft' });
    const later = await createNotice({ status: 'scheduled', publishAt: new Date(Date.now() + 3_600_000) });
    const due = await createNotice({ status: 'scheduled', publishAt: new Date(Date.now() - 1000) });
    const archived = await createNotice({ status: 'archived' });
    const all = [everyone, companies, persons, vd, unlimited, chatbot, ended, draft, later, due, archived];

    expect((await shownIds(demo, all)).sort()).toEqual([everyone, companies, unlimited, due].sort());
    expect((await shownIds(demoPersonal, all)).sort()).toEqual([everyone, persons, vd, due].sort());
    expect((await shownIds(stranger, all)).sort()).toEqual([everyone, persons, vd, due].sort());

    await setFlag(LABEL_ID, 'isChatbotAvailable', true);
    expect(await shownIds(demo, all)).toContain(chatbot);
    await setFlag(LABEL_ID, 'isChatbotAvailable', false);
    expect(await shownIds(demo, all)).not.toContain(chatbot);
    await archive(all);
  });

  it('shows nothing as long as the account does not have the message-modal flag, and records nothing', async () => {
    const id = await createNotice({ display: 'once' });
    await setFlag(strangerAccountId, MODAL, false);
    expect(await shownIds(stranger, [id])).toEqual([]);
    await setFlag(strangerAccountId, MODAL, true);
    expect(await shownIds(stranger, [id])).toEqual([id]);
    await archive([id]);
  });

  it('answers in the request’s language, else the other one with a note, and renders the body escaped', async () => {
    const id = await createNotice({ en: null, ja: '日本語だけ', bodyText: '<script>alert(1)</script>' });
    const [ja] = (await popups(demo)).filter((notice) => notice.id === id);
    expect(ja).toMatchObject({ language: 'ja', is_other_language: false, title: '日本語だけ' });
    const [en] = (await popups(staff)).filter((notice) => notice.id === id);
    expect(en).toMatchObject({ language: 'ja', is_other_language: true, title: '日本語だけ' });
    expect(en!.body_html).toContain('&lt;script&gt;');
    expect(en!.body_html).not.toContain('<script>');
    await archive([id]);
  });
});

describe('display once and until read', () => {
  it('shows a once-popup a single time to the whole team, and again only with show_notice=1', async () => {
    const id = await createNotice({ display: 'once' });
    expect(await shownIds(demo, [id])).toEqual([id]);
    expect(await shownIds(demo, [id])).toEqual([]);
    // A team member shares the account's popups: it was shown to the account already.
    expect(await shownIds(staff, [id])).toEqual([]);
    expect(await shownIds(demo, [id], '?show_notice=1')).toEqual([id]);
    expect(await shownIds(demo, [id], '?show_notice=')).toEqual([]);
    // Another account of the same person has its own.
    expect(await shownIds(demoPersonal, [id])).toEqual([id]);
    await archive([id]);
  });

  it('shows a once-popup to one of two tabs asking at the same moment', async () => {
    const id = await createNotice({ display: 'once' });
    const answers = await Promise.all([shownIds(demo, [id]), shownIds(staff, [id]), shownIds(demo, [id])]);
    expect(answers.flat()).toEqual([id]);
    await archive([id]);
  });

  it('shows an until-read popup at each visit until read; reading twice is fine', async () => {
    const id = await createNotice({ display: 'until_read' });
    expect(await shownIds(staff, [id])).toEqual([id]);
    expect(await shownIds(demo, [id])).toEqual([id]);
    expect((await staff.post('/member/popup/read', { id })).status).toBe(200);
    expect(await shownIds(demo, [id])).toEqual([]);
    expect((await demo.post('/member/popup/read', { id })).body).toEqual({ ok: true });
    const stats = await operator.get(`/admin/api/v2/content/${id}/notice-stats`);
    expect(stats.body).toEqual({ entry_id: id, kind: 'popup', shown: 1, read: 1, close_clicks: 0, cta_clicks: 0 });
    await archive([id]);
  });

  it('refuses to mark read a popup that is not for the account (404), whoever asks', async () => {
    const persons = await createNotice({ personCompanyTypes: ['person'] });
    const answer = await demo.post('/member/popup/read', { id: persons });
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ code: 'NOT_FOUND' });
    expect((await demo.post('/member/popup/read', { id: 999_999 })).status).toBe(404);
    const alert = await createNotice({ kind: 'alert' });
    expect((await demo.post('/member/popup/read', { id: alert })).status).toBe(404);
    expect((await demo.post('/member/popup/read', { id: 'x' })).status).toBe(400);
    expect((await service.client('ja').get('/member/popup')).status).toBe(401);
    await archive([persons, alert]);
  });
});

describe('one-time alerts', () => {
  it('shows the newest alert for the account until a part is clicked; the first click counts', async () => {
    const older = await createNotice({ kind: 'alert', publishAt: new Date(Date.now() - 120_000) });
    const newer = await createNotice({ kind: 'alert', ctaUrl: '/dashboard/releases', en: 'New plan' });
    const current = await demo.get<{ alert: Notice | null }>('/api/v2/me/one_time_alert');
    expect(current.body.alert).toMatchObject({ id: newer, kind: 'alert', cta_url: '/dashboard/releases' });
    expect((await staff.get<{ alert: Notice }>('/api/v2/me/one_time_alert')).body.alert).toMatchObject({
      id: newer,
      title: 'New plan',
    });

    expect((await staff.post('/api/v2/me/one_time_alert', { id: newer, part: 'cta' })).status).toBe(200);
    expect((await demo.post('/api/v2/me/one_time_alert', { id: newer, part: 'close' })).status).toBe(200);
    expect((await demo.get<{ alert: Notice }>('/api/v2/me/one_time_alert')).body.alert?.id).toBe(older);
    await demo.post('/api/v2/me/one_time_alert', { id: older, part: 'close' });
    expect((await demo.get('/api/v2/me/one_time_alert')).body).toEqual({ alert: null });

    // Another account was shown the newer one and closed it.
    expect((await demoPersonal.get<{ alert: Notice }>('/api/v2/me/one_time_alert')).body.alert?.id).toBe(newer);
    await demoPersonal.post('/api/v2/me/one_time_alert', { id: newer, part: 'close' });
    const stats = await operator.get(`/admin/api/v2/content/${newer}/notice-stats`);
    expect(stats.body).toEqual({ entry_id: newer, kind: 'alert', shown: 2, read: 2, close_clicks: 1, cta_clicks: 1 });
    await archive([older, newer]);
  });

  it('answers 403 for an alert not for the account, and 400 for an unknown part', async () => {
    const companies = await createNotice({ kind: 'alert', personCompanyTypes: ['company'] });
    const denied = await stranger.post('/api/v2/me/one_time_alert', { id: companies, part: 'close' });
    expect(denied.status).toBe(403);
    expect(denied.body).toMatchObject({ code: 'FORBIDDEN' });
    expect((await stranger.post('/api/v2/me/one_time_alert', { id: 999_999, part: 'cta' })).status).toBe(403);
    expect((await demo.post('/api/v2/me/one_time_alert', { id: companies, part: 'open' })).status).toBe(400);
    await archive([companies]);
  });

  it('come in their banner colour: black as set, white when none was set; a popup has none', async () => {
    const current = async () => (await demo.get<{ alert: Notice | null }>('/api/v2/me/one_time_alert')).body.alert;
    const unset = await createNotice({ kind: 'alert', publishAt: new Date(Date.now() - 120_000) });
    const black = await createNotice({ kind: 'alert', bannerColour: 'black' });
    expect(await current()).toMatchObject({ id: black, banner_colour: 'black' });
    await demo.post('/api/v2/me/one_time_alert', { id: black, part: 'close' });
    expect(await current()).toMatchObject({ id: unset, banner_colour: 'white' });
    await archive([unset, black]);

    const popup = await createNotice({ kind: 'popup', ja: '色のないポップアップ' });
    const preview = await operator.get<Notice>(`/preview/popup/get/${popup}`);
    expect(preview.body).toMatchObject({ id: popup, kind: 'popup', banner_colour: null });
    await archive([popup]);
  });
});

describe('operators', () => {
  it('preview a popup in any status as a member would see it; members may not', async () => {
    const id = await createNotice({ status: 'draft', ja: '下書きのお知らせ', ctaUrl: 'https://example.com/x' });
    const preview = await operator.get<Notice>(`/preview/popup/get/${id}`);
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ id, title: '下書きのお知らせ', cta_url: 'https://example.com/x' });
    expect((await demo.get(`/preview/popup/get/${id}`)).status).toBe(403);
    expect((await service.client('ja').get(`/preview/popup/get/${id}`)).status).toBe(401);
    expect((await operator.get('/preview/popup/get/999999')).status).toBe(404);
  });

  it('count views per entry; the counts are theirs alone', async () => {
    const id = await createNotice();
    expect((await demo.get(`/admin/api/v2/content/${id}/notice-stats`)).status).toBe(403);
    expect((await operator.get(`/admin/api/v2/content/${id}/notice-stats`)).body).toMatchObject({ shown: 0, read: 0 });
    await popups(demo);
    await popups(stranger);
    expect((await operator.get(`/admin/api/v2/content/${id}/notice-stats`)).body).toMatchObject({ shown: 2, read: 0 });
    await archive([id]);
  });
});
