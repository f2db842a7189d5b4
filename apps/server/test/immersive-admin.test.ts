// The operators' view of immersive editions: every account's editions (filters, search by song, ISRC, account name or
// member e-mail, pages, order by last change), one edition with its account, file, codes in both languages and the
// release at the stores taking its format, and re-running a check that failed as an operation (230): queued once for
// two clicks, refused for every other status. Only operators: a signed-in user gets 403 everywhere, no one 401.
import { IMMERSIVE_AUDIO_SONG_STATUS as S, IMMERSIVE_AUDIO_VERIFICATION_STATUS as V } from '@otodoke/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMMERSIVE_VERIFY_QUEUE } from '../src/features/immersive-audio/index.ts';
import { immersiveSongs, releaseDeliveries, songs, uploads } from '../src/platform/db/schema.ts';
import { signIn } from './flows.ts';
import { startTestService, type TestService } from './harness.ts';
import { createEdition, type ErrorBody, putFile, songOnRelease, uploadAdm, waitVerified } from './immersive-helpers.ts';
import type { TestClient } from './test-client.ts';

const LABEL = 1;
const PERSON = 2;
const ADMIN = '/admin/api/v2/immersive_audio/songs';

let service: TestService;
let operator: TestClient;
let demo: TestClient;

interface Item {
  id: number;
  format: string;
  status: string;
  status_code: number;
  verification_status: string;
  verification_status_code: number;
  invalid_code_count: number;
  can_rerun_verification: boolean;
  account: { id: number; name: string };
  release: { id: number; title: string };
  song: { id: number; title: string; isrc: string | null };
  updated_at: string;
}
interface Page {
  items: Item[];
  total: number;
  page: number;
  limit: number;
}
interface Detail {
  id: number;
  status: string;
  verification_status: string;
  verification_status_code: number;
  verification_attempt: number;
  can_rerun_verification: boolean;
  account: { id: number; name: string; manager_email: string | null };
  release: { id: number; title: string };
  song: { id: number; title: string; isrc: string | null };
  invalid_codes: Array<{
    family: string;
    code: number;
    message: string;
    messages: { ja: string; en: string };
    params: Record<string, unknown> | null;
  }>;
  facts: Record<string, unknown> | null;
  file: { upload_id: number; name: string; size_bytes: number; content_type: string | null; stored: boolean } | null;
  stores: Array<{ id: string }>;
  store_deliveries: Array<{ store_id: string; status: string; status_label: string }> | null;
  paid_at: string | null;
  delivered_at: string | null;
}

/** An edition written straight into the table (its statuses as given), last changed at `updatedAt`. */
async function editionRow(
  accountId: number,
  title: string,
  values: {
    format?: 'dolby' | '360RA';
    status?: number;
    verificationStatus?: number;
    invalidCodes?: Array<{
      family: 'dolby' | '360RA' | 'other';
      code: number;
      params?: Record<string, string | number>;
    }>;
    updatedAt: Date;
    paidAt?: Date;
  },
) {
  const { songId, releaseId } = await songOnRelease(service, accountId, { title });
  const db = service.database.db;
  const [row] = await db
    .insert(immersiveSongs)
    .values({
      accountId,
      releaseId,
      songId,
      format: values.format ?? 'dolby',
      status: values.status ?? S.creating,
      verificationStatus: values.verificationStatus ?? V.none,
      invalidCodes: values.invalidCodes ?? [],
      paidAt: values.paidAt ?? null,
      updatedAt: values.updatedAt,
    })
    .returning();
  const [song] = await db.select().from(songs).where(eq(songs.id, songId));
  return { id: row!.id, songId, releaseId, isrc: song!.isrc! };
}

const at = (minutes: number) => new Date(Date.UTC(2026, 10, 20, 0, minutes));
const idsOf = (page: Page) => page.items.map((item) => item.id);

beforeAll(async () => {
  service = await startTestService({ seed: true });
  operator = service.client('en');
  await operator.post('/api/v1/auth/signin', { email: 'admin@otodoke.test', password: 'otodoke-admin' });
  demo = service.client('ja');
  await signIn(service, demo, 'demo@otodoke.test', 'otodoke-demo');
  demo.acid = PERSON;
  const flag = await operator.put(`/admin/api/v2/accounts/${PERSON}/features/isImmersiveAudioAvailable`, {
    enabled: true,
  });
  expect(flag.status).toBe(200);
}, 120_000);
afterAll(async () => {
  await service?.close();
});

describe('the list of every account’s editions', () => {
  let a: Awaited<ReturnType<typeof editionRow>>;
  let b: Awaited<ReturnType<typeof editionRow>>;
  let c: Awaited<ReturnType<typeof editionRow>>;
  let d: Awaited<ReturnType<typeof editionRow>>;

  beforeAll(async () => {
    a = await editionRow(PERSON, '一覧 夜明け', { updatedAt: at(1) });
    b = await editionRow(LABEL, '一覧 黄昏', {
      format: '360RA',
      verificationStatus: V.verification_failed,
      invalidCodes: [{ family: '360RA', code: 5, params: { found: 44_100 } }],
      updatedAt: at(3),
    });
    c = await editionRow(LABEL, '一覧 真昼', {
      status: S.payment_success,
      verificationStatus: V.verification_success,
      paidAt: at(2),
      updatedAt: at(2),
    });
    d = await editionRow(PERSON, '一覧 真夜中', { verificationStatus: V.verify_operation_failed, updatedAt: at(4) });
  });

  it('lists both accounts’ editions, last changed first, with names and statuses', async () => {
    const { status, body } = await operator.get<Page>(ADMIN);
    expect(status).toBe(200);
    expect(body).toMatchObject({ total: 4, page: 1, limit: 20 });
    expect(idsOf(body)).toEqual([d.id, b.id, c.id, a.id]);
    const second = body.items[1]!;
    expect(second).toMatchObject({
      format: '360RA',
      status: 'creating',
      status_code: 100,
      verification_status: 'verification_failed',
      verification_status_code: 220,
      invalid_code_count: 1,
      can_rerun_verification: false,
      account: { id: LABEL, name: 'Otodoke Demo Records' },
      release: { title: '一覧 黄昏' },
      song: { title: '一覧 黄昏', isrc: b.isrc },
    });
    // d failed as an operation but has no file: nothing to run again.
    expect(body.items[0]).toMatchObject({
      verification_status: 'verify_operation_failed',
      can_rerun_verification: false,
    });
    const oldest = await operator.get<Page>(`${ADMIN}?sort=updated_asc`);
    expect(idsOf(oldest.body)).toEqual([a.id, c.id, b.id, d.id]);
  });

  it('filters by song status, verification status and format', async () => {
    expect(idsOf((await operator.get<Page>(`${ADMIN}?status=payment_success`)).body)).toEqual([c.id]);
    expect(idsOf((await operator.get<Page>(`${ADMIN}?verification_status=verify_operation_failed`)).body)).toEqual([
      d.id,
    ]);
    expect(idsOf((await operator.get<Page>(`${ADMIN}?format=360RA`)).body)).toEqual([b.id]);
    const both = await operator.get<Page>(`${ADMIN}?format=dolby&status=creating`);
    expect(idsOf(both.body)).toEqual([d.id, a.id]);
    const none = await operator.get<Page>(`${ADMIN}?format=360RA&status=payment_success`);
    expect(none.body).toMatchObject({ items: [], total: 0 });
    expect((await operator.get<ErrorBody>(`${ADMIN}?status=sold`)).status).toBe(400);
    expect((await operator.get<ErrorBody>(`${ADMIN}?format=stereo`)).status).toBe(400);
  });

  it('searches song titles, ISRCs, account names and members’ e-mails', async () => {
    const q = (words: string) => operator.get<Page>(`${ADMIN}?q=${encodeURIComponent(words)}`);
    expect(idsOf((await q('真昼')).body)).toEqual([c.id]);
    expect(idsOf((await q(a.isrc.toLowerCase())).body)).toEqual([a.id]);
    expect(idsOf((await q('demo records')).body)).toEqual([b.id, c.id]);
    expect(idsOf((await q('音届 太郎')).body)).toEqual([d.id, a.id]);
    // Staff is a member of the label only; the demo user of both accounts.
    expect(idsOf((await q('staff@otodoke')).body)).toEqual([b.id, c.id]);
    expect((await q('demo@otodoke.test')).body.total).toBe(4);
    // LIKE wildcards are searched as text.
    expect((await q('%')).body).toMatchObject({ items: [], total: 0 });
    expect((await q('no-such-edition-anywhere')).body).toMatchObject({ items: [], total: 0 });
  });

  it('pages', async () => {
    const first = await operator.get<Page>(`${ADMIN}?limit=3`);
    expect(first.body).toMatchObject({ total: 4, page: 1, limit: 3 });
    expect(idsOf(first.body)).toEqual([d.id, b.id, c.id]);
    const second = await operator.get<Page>(`${ADMIN}?limit=3&page=2`);
    expect(idsOf(second.body)).toEqual([a.id]);
    expect((await operator.get<Page>(`${ADMIN}?limit=3&page=3`)).body.items).toEqual([]);
    expect((await operator.get<ErrorBody>(`${ADMIN}?limit=1000`)).status).toBe(400);
  });

  it('shows one edition: account, statuses, codes in both languages, payment and the stores of its format', async () => {
    await service.database.db.insert(releaseDeliveries).values([
      { releaseId: c.releaseId, accountId: LABEL, storeId: 'apple_music', status: 'on_sale', onSaleAt: at(5) },
      { releaseId: c.releaseId, accountId: LABEL, storeId: 'spotify', status: 'on_sale', onSaleAt: at(5) },
    ]);
    const paid = await operator.get<Detail>(`${ADMIN}/${c.id}`);
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({
      id: c.id,
      status: 'payment_success',
      verification_status: 'verification_success',
      account: { id: LABEL, name: 'Otodoke Demo Records', manager_email: 'demo@otodoke.test' },
      release: { id: c.releaseId, title: '一覧 真昼' },
      song: { title: '一覧 真昼', isrc: c.isrc },
      paid_at: at(2).toISOString(),
      delivered_at: null,
      file: null,
      can_rerun_verification: false,
    });
    // Spotify takes no Dolby Atmos: only Apple Music carries the edition.
    expect(paid.body.store_deliveries).toEqual([
      expect.objectContaining({ store_id: 'apple_music', status: 'on_sale', status_label: expect.any(String) }),
    ]);

    const refused = await operator.get<Detail>(`${ADMIN}/${b.id}`);
    expect(refused.body.invalid_codes).toHaveLength(1);
    const [code] = refused.body.invalid_codes;
    expect(code).toMatchObject({ family: '360RA', code: 5, params: { found: 44_100 } });
    expect(code!.messages.ja).toMatch(/[ぁ-んァ-ヶ一-龠]/);
    expect(code!.messages.ja).toContain('44100');
    expect(code!.messages.en).toContain('44100 Hz');
    // `message` is in the reader's language (the operator's: Japanese here), both are in `messages`.
    expect(code!.message).toBe(code!.messages.ja);
    const inEnglish = await operator.get<Detail>(`${ADMIN}/${b.id}?lang=en`);
    expect(inEnglish.body.invalid_codes[0]!.message).toBe(code!.messages.en);
    expect(refused.body.store_deliveries).toEqual([]);

    expect((await operator.get<ErrorBody>(`${ADMIN}/2000000000`)).status).toBe(404);
  });
});

describe('running a check again', () => {
  it('queues the check once for an edition whose check could not run, and it then passes', async () => {
    const { songId } = await songOnRelease(service, PERSON, { title: '再確認' });
    const edition = (await createEdition(demo, songId)).body;
    const adm = await uploadAdm(demo);
    const [stored] = await service.database.db.select().from(uploads).where(eq(uploads.id, adm.id));
    // The stored bytes cannot be found: the check fails as an operation (230).
    await service.database.db.update(uploads).set({ storageKey: 'uploads/gone-missing' }).where(eq(uploads.id, adm.id));
    await putFile(demo, edition.id, adm.id);
    expect(await waitVerified(demo, edition.id)).toMatchObject({ verification_status_code: 230 });

    const seen = await operator.get<Detail>(`${ADMIN}/${edition.id}`);
    expect(seen.body).toMatchObject({
      verification_status: 'verify_operation_failed',
      verification_attempt: 1,
      can_rerun_verification: true,
      file: { upload_id: adm.id, name: 'master-atmos.wav', size_bytes: adm.size_bytes, stored: true },
      account: { id: PERSON, name: '音届 太郎' },
    });
    const listed = await operator.get<Page>(`${ADMIN}?verification_status=verify_operation_failed&q=再確認`);
    expect(listed.body.items).toEqual([expect.objectContaining({ id: edition.id, can_rerun_verification: true })]);

    // The file is back where it belongs; two clicks (at once) on the attempt seen queue one check.
    await service.database.db.update(uploads).set({ storageKey: stored!.storageKey }).where(eq(uploads.id, adm.id));
    await service.restart({ runWorkers: false });
    operator = service.client('en');
    await operator.post('/api/v1/auth/signin', { email: 'admin@otodoke.test', password: 'otodoke-admin' });
    demo = service.client('ja');
    await signIn(service, demo, 'demo@otodoke.test', 'otodoke-demo');
    demo.acid = PERSON;
    const rerun = () =>
      operator.post<{ queued: boolean; edition: Detail } & ErrorBody>(`${ADMIN}/${edition.id}/verification`, {
        attempt: 1,
      });
    const answers = await Promise.all([rerun(), rerun()]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(answers.map((answer) => answer.body.queued).sort()).toEqual([false, true]);
    for (const answer of answers) {
      expect(answer.body.edition).toMatchObject({
        verification_status: 'verification_queued',
        verification_attempt: 2,
        can_rerun_verification: false,
      });
    }
    const { rows } = await service.database.sql.query(
      `select count(*)::int as n from pgboss.job where name = $1 and data->>'immersive_song_id' = $2
        and data->>'attempt' = '2'`,
      [IMMERSIVE_VERIFY_QUEUE, String(edition.id)],
    );
    expect((rows as Array<{ n: number }>)[0]!.n).toBe(1);
    // A third click, later, on the same attempt: still nothing new.
    expect((await rerun()).body.queued).toBe(false);

    await service.restart({ runWorkers: true });
    operator = service.client('en');
    await operator.post('/api/v1/auth/signin', { email: 'admin@otodoke.test', password: 'otodoke-admin' });
    demo = service.client('ja');
    await signIn(service, demo, 'demo@otodoke.test', 'otodoke-demo');
    demo.acid = PERSON;
    expect(await waitVerified(demo, edition.id)).toMatchObject({
      verification_status: 'verification_success',
      facts: { channels: 12 },
    });
  });

  it('refuses other statuses with IMMERSIVE_RERUN_REFUSED (409), in the operator’s language', async () => {
    const cases: Array<[string, number, number | null]> = [
      ['verified', V.verification_success, null],
      ['refused by the check', V.verification_failed, null],
      ['being checked', V.verifying, null],
      ['no file yet', V.none, null],
    ];
    for (const [what, verificationStatus] of cases) {
      const row = await editionRow(PERSON, `拒否 ${what}`, { verificationStatus, updatedAt: new Date() });
      const refused = await operator.post<ErrorBody>(`${ADMIN}/${row.id}/verification?lang=en`, { attempt: 0 });
      expect(refused.status, what).toBe(409);
      expect(refused.body.code).toBe('IMMERSIVE_RERUN_REFUSED');
      expect(refused.body.message).toContain('could not run');
      const [after] = await service.database.db.select().from(immersiveSongs).where(eq(immersiveSongs.id, row.id));
      expect(after!.verificationStatus, what).toBe(verificationStatus);
      expect(after!.verificationAttempt).toBe(0);
    }
    // 230 without a file: nothing to check.
    const noFile = await editionRow(PERSON, '拒否 ファイルなし', {
      verificationStatus: V.verify_operation_failed,
      updatedAt: new Date(),
    });
    const ja = await operator.post<ErrorBody>(`${ADMIN}/${noFile.id}/verification?lang=ja`, { attempt: 0 });
    expect(ja.status).toBe(409);
    expect(ja.body.message).toContain('確認をやり直せます');
    // An attempt the edition never had.
    const ahead = await operator.post<ErrorBody>(`${ADMIN}/${noFile.id}/verification`, { attempt: 5 });
    expect(ahead.body.code).toBe('IMMERSIVE_RERUN_REFUSED');
    expect((await operator.post<ErrorBody>(`${ADMIN}/2000000000/verification`, { attempt: 0 })).status).toBe(404);
    expect((await operator.post<ErrorBody>(`${ADMIN}/${noFile.id}/verification`, {})).status).toBe(400);
  });
});

describe('who may', () => {
  it('refuses a signed-in user (403) and a signed-out visitor (401) on every route', async () => {
    const [row] = await service.database.db.select().from(immersiveSongs).limit(1);
    const calls: Array<['GET' | 'POST', string, Record<string, unknown>?]> = [
      ['GET', ADMIN],
      ['GET', `${ADMIN}/${row!.id}`],
      ['POST', `${ADMIN}/${row!.id}/verification`, { attempt: 0 }],
    ];
    const anonymous = service.client('ja');
    for (const [method, path, body] of calls) {
      const user = await demo.request<ErrorBody>(method, path, body);
      expect(user.status, `${method} ${path}`).toBe(403);
      expect(user.body.code).toBe('FORBIDDEN');
      const nobody = await anonymous.request<ErrorBody>(method, path, body);
      expect(nobody.status, `${method} ${path}`).toBe(401);
      expect(nobody.body.code).toBe('NOT_SIGNED_IN');
    }
  });
});
