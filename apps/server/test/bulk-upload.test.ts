// Bulk release registration by CSV: a real CSV upload checked row by row, registered by the job as drafts (all or
// none), with the mail, the report, the template, cancellation, restarts and who may see or do what.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { BULK_CSV_COLUMN_KEYS, formatCsv } from '@otodoke/domain';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BULK_UPLOAD_QUEUE } from '../src/features/bulk-upload/index.ts';
import { writeWav } from '../src/features/uploads/sample-media.ts';
import { accountMembers, artists, individuals, releases } from '../src/platform/db/schema.ts';
import { signIn } from './flows.ts';
import { startTestService, type TestService } from './harness.ts';
import type { TestClient } from './test-client.ts';
import { uploadFile } from './uploads-helper.ts';

const LABEL = 1;
const PERSON = 2;
const DEMO_EMAIL = 'demo@otodoke.test';

type Problem = { row: number | null; column: string | null; message: string };
type Batch = {
  id: number;
  status: string;
  original_name: string;
  row_count: number;
  release_count: number;
  song_count: number;
  error_count: number;
  can_reserve: boolean;
  can_cancel: boolean;
  errors: Problem[];
  releases: Array<{
    key: string;
    type: string;
    title: string;
    artist_names: string[];
    song_count: number;
    rows: number[];
    release_id: number | null;
  }>;
  release_ids: number[];
  reserved_at: string | null;
};
type ErrorBody = { code: string; message: string };
type Row = Partial<Record<(typeof BULK_CSV_COLUMN_KEYS)[number], string>>;

let service: TestService;
let demo: TestClient;
let demoEn: TestClient;
let mediaDir: string;
let audioId: number;
let minatoId: number;

const inDays = (days: number) => {
  const d = new Date(Date.now() + days * 86_400_000);
  return `${d.getUTCFullYear()}/${String(d.getUTCMonth() + 1).padStart(2, '0')}/${String(d.getUTCDate()).padStart(2, '0')}`;
};

const csvOf = (...rows: Row[]) =>
  formatCsv([[...BULK_CSV_COLUMN_KEYS], ...rows.map((row) => BULK_CSV_COLUMN_KEYS.map((key) => row[key] ?? ''))]);

/** An album of two songs and a single: three rows, two releases. */
const goodRows = (suffix: string): Row[] => [
  {
    release_key: 'A',
    release_type: 'album',
    release_title: `夜明けのアルバム${suffix}`,
    main_artists: '朝焼けバンド',
    primary_genre_id: '17',
    requested_sale_start_date: inDays(30),
    stores: 'spotify;apple_music',
    copyright_year: '2026',
    copyright_holder: 'Sunrise Records',
    song_title: '一曲目',
    audio_language: 'ja',
    lyricists: '山田太郎',
    composers: '山田太郎',
    audio_upload_id: String(audioId),
    lyrics: '夜が明ける\n光が差す',
  },
  { release_key: 'A', song_title: '二曲目', audio_language: 'zxx', composers: '佐藤花子', featured_artists: 'Minato' },
  {
    release_key: 'B',
    release_type: 'single',
    release_title: `風のシングル${suffix}`,
    main_artists: 'Minato',
    stores: 'all',
    song_title: '風',
    audio_language: 'en',
    lyricists: 'John Smith',
    composers: 'John Smith',
    foreign_authors: '1',
  },
];

/** Uploads `bytes` as a CSV file and makes a batch of it. */
async function check(client: TestClient, bytes: Buffer | string, name = 'releases.csv') {
  const upload = await uploadFile(client, 'csv', Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes, 'utf8'), name);
  expect(upload.status, JSON.stringify(upload.problems)).toBe('accepted');
  const lang = client === demoEn ? '?lang=en' : '';
  const created = await client.post<Batch & ErrorBody>(`/api/v2/me/bulk-upload${lang}`, { csv_upload_id: upload.id });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body;
}

/** Waits until no registration job of the batch is waiting or running (read from pg-boss's own table). */
async function jobsDone(batchId: number, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { rows } = await service.database.sql.query(
      `select count(*)::int as n from pgboss.job where name = $1 and data->>'batch_id' = $2
         and state not in ('completed', 'failed', 'cancelled')`,
      [BULK_UPLOAD_QUEUE, String(batchId)],
    );
    if (Number(rows[0]?.n) === 0) return;
    if (Date.now() > deadline) throw new Error(`registration of batch ${batchId} still running after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function registered(client: TestClient, id: number) {
  const reserved = await client.post<Batch & ErrorBody>(`/api/v2/me/bulk-upload/${id}/reserve`);
  expect(reserved.status, JSON.stringify(reserved.body)).toBe(200);
  expect(reserved.body.status).toBe('doing');
  await jobsDone(id);
  return (await client.get<Batch>(`/api/v2/me/bulk-upload/${id}`)).body;
}

async function releaseCount(accountId = LABEL) {
  const [row] = await service.database.db
    .select({ n: count() })
    .from(releases)
    .where(eq(releases.accountId, accountId));
  return Number(row?.n ?? 0);
}

async function insertArtist(accountId: number, nameJa: string, nameEn = '') {
  const [row] = await service.database.db
    .insert(artists)
    .values({ accountId, artistType: 'individual', nameJa, nameEn })
    .returning();
  return row!.id;
}

/** Text in Shift_JIS, as Excel in Japan saves CSV: each character's bytes found by decoding every double-byte code. */
function shiftJis(text: string): Buffer {
  const decoder = new TextDecoder('shift_jis', { fatal: true });
  const table = new Map<string, number[]>();
  for (let lead = 0x81; lead <= 0xfc; lead++) {
    if (lead > 0x9f && lead < 0xe0) continue;
    for (let trail = 0x40; trail <= 0xfc; trail++) {
      try {
        const char = decoder.decode(Uint8Array.from([lead, trail]));
        if (!table.has(char)) table.set(char, [lead, trail]);
      } catch {
        // not a character
      }
    }
  }
  const bytes: number[] = [];
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (code < 0x80) bytes.push(code);
    else {
      const found = table.get(char);
      if (!found) throw new Error(`no Shift_JIS code for ${char}`);
      bytes.push(...found);
    }
  }
  return Buffer.from(bytes);
}

beforeAll(async () => {
  service = await startTestService({ seed: true });
  demo = service.client('ja');
  await signIn(service, demo, DEMO_EMAIL, 'otodoke-demo');
  demo.acid = LABEL;
  demoEn = service.client('en');
  await signIn(service, demoEn, DEMO_EMAIL, 'otodoke-demo');
  demoEn.acid = LABEL;
  await insertArtist(LABEL, '朝焼けバンド', 'Asayake Band');
  minatoId = await insertArtist(LABEL, 'ミナト', 'Minato');
  await insertArtist(PERSON, 'よその人');
  mediaDir = await mkdtemp(path.join(os.tmpdir(), 'otodoke-bulk-'));
  await writeWav(path.join(mediaDir, 'track.wav'), { seconds: 3, sampleRate: 44_100, bitDepth: 16, channels: 2 });
  const audio = await uploadFile(demo, 'audio', await readFile(path.join(mediaDir, 'track.wav')), 'track.wav');
  expect(audio.status).toBe('accepted');
  audioId = audio.id;
});

afterAll(async () => {
  await service?.close();
  if (mediaDir) await rm(mediaDir, { recursive: true, force: true });
});

describe('a good file', () => {
  it('is checked into a preview, then registered as draft releases with their songs, and the person is mailed', async () => {
    const before = await releaseCount();
    const batch = await check(demo, csvOf(...goodRows('（良）')), '新譜.csv');
    expect(batch).toMatchObject({
      status: 'ready',
      original_name: '新譜.csv',
      row_count: 3,
      release_count: 2,
      song_count: 3,
      error_count: 0,
      can_reserve: true,
      can_cancel: true,
      errors: [],
    });
    expect(batch.releases).toEqual([
      expect.objectContaining({
        key: 'A',
        type: 'album',
        artist_names: ['朝焼けバンド'],
        song_count: 2,
        rows: [2, 3],
        release_id: null,
      }),
      expect.objectContaining({
        key: 'B',
        type: 'single',
        artist_names: ['Minato'],
        song_count: 1,
        rows: [4],
        release_id: null,
      }),
    ]);
    expect(await releaseCount()).toBe(before);

    const done = await registered(demo, batch.id);
    expect(done).toMatchObject({ status: 'success', can_reserve: false, can_cancel: false });
    expect(done.release_ids).toHaveLength(2);
    expect(done.releases.map((r) => r.release_id)).toEqual(done.release_ids);
    expect(await releaseCount()).toBe(before + 2);

    type Release = {
      status: string;
      type: string;
      title: string;
      main_artists: Array<{ name: string }>;
      store_ids: string[];
      songs: Array<{
        title: string;
        file_upload_id: number | null;
        lyrics: string;
        artists: Array<{ name: string; input_role: string }>;
        authors: Array<{ real_name: string; is_foreign: boolean }>;
      }>;
    };
    const album = (await demo.get<Release>(`/api/v1/me/releases/${done.release_ids[0]}`)).body;
    expect(album).toMatchObject({
      status: 'creating',
      type: 'album',
      title: '夜明けのアルバム（良）',
      store_ids: ['spotify', 'apple_music'],
    });
    expect(album.main_artists.map((a) => a.name)).toEqual(['朝焼けバンド']);
    expect(album.songs.map((s) => s.title)).toEqual(['一曲目', '二曲目']);
    expect(album.songs[0]).toMatchObject({ file_upload_id: audioId, lyrics: '夜が明ける\n光が差す' });
    expect(album.songs[1]!.artists).toEqual([expect.objectContaining({ input_role: 'featured' })]);
    const single = (await demo.get<Release>(`/api/v1/me/releases/${done.release_ids[1]}`)).body;
    expect(single.songs[0]!.authors).toEqual([expect.objectContaining({ real_name: 'John Smith', is_foreign: true })]);
    expect(single.store_ids.length).toBeGreaterThan(10);

    const mail = await service.inbox.waitFor(DEMO_EMAIL, /CSV一括登録が完了しました/);
    expect(mail.text).toContain('2件のリリースを下書きとして登録しました');
    expect(mail.text).toContain(`/dashboard/bulk-upload?id=${batch.id}&_acid=${LABEL}`);
  });

  it('is registered once: asking again is refused and a job that runs again changes nothing', async () => {
    const batch = await check(demo, csvOf(...goodRows('（一度）')));
    const done = await registered(demo, batch.id);
    const after = await releaseCount();
    const again = await demo.post<ErrorBody>(`/api/v2/me/bulk-upload/${batch.id}/reserve`);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'BULK00001', message: 'この一括登録は現在の状態では操作できません' });
    await service.app.jobs.send(BULK_UPLOAD_QUEUE, { batch_id: batch.id });
    await jobsDone(batch.id);
    expect(await releaseCount()).toBe(after);
    expect((await demo.get<Batch>(`/api/v2/me/bulk-upload/${batch.id}`)).body.release_ids).toEqual(done.release_ids);
  });

  it('reads a Shift_JIS file as Excel in Japan saves it', async () => {
    const batch = await check(demo, shiftJis(csvOf(...goodRows('（SJIS）'))), 'excel.csv');
    expect(batch.status, JSON.stringify(batch.errors)).toBe('ready');
    expect(batch.releases.map((r) => r.title)).toEqual(['夜明けのアルバム（SJIS）', '風のシングル（SJIS）']);
    expect(batch.releases[0]!.artist_names).toEqual(['朝焼けバンド']);
  });

  it('reads UTF-8 with a BOM and the template as downloaded, which describes one album of two songs', async () => {
    const template = await demo.get('/api/v2/bulk-upload/template.csv');
    await insertArtist(LABEL, '音届けバンド');
    const batch = await check(demo, Buffer.from(template.text, 'utf8'), 'template.csv');
    expect(batch.status, JSON.stringify(batch.errors)).toBe('ready');
    expect(batch.releases).toEqual([expect.objectContaining({ title: '夜明けのうた', song_count: 2 })]);
  });
});

describe('a file with problems', () => {
  it('reports every problem at once by row and column, in Japanese and in English, and writes nothing', async () => {
    const before = await releaseCount();
    const rows = goodRows('（誤）');
    rows[0] = {
      ...rows[0],
      main_artists: 'よその人',
      label_name: 'no label',
      requested_sale_start_date: '2020/01/01',
      audio_upload_id: '999999',
    };
    rows[1] = { ...rows[1], isrc: 'JP-123', release_title: '違うタイトル' };
    rows[2] = { ...rows[2], release_type: 'cassette', explicit: 'yes' };
    const batch = await check(demo, csvOf(...rows));
    expect(batch).toMatchObject({ status: 'failure', can_reserve: false, can_cancel: false, reserved_at: null });
    const cells = batch.errors.map((e) => `${e.row}:${e.column}`);
    expect(cells).toEqual([
      '2:main_artists',
      '2:label_name',
      '2:requested_sale_start_date',
      '2:audio_upload_id',
      '3:release_title',
      '3:isrc',
      '4:release_type',
      '4:explicit',
    ]);
    expect(batch.errors[0]!.message).toBe(
      'アーティスト「よその人」が見つかりません。先にアーティストを登録してください',
    );
    expect(batch.errors[2]!.message).toBe('過去の日付は指定できません');
    expect(batch.errors[5]!.message).toBe('ISRCは「JP-XXX-00-00000」の形式（12文字）で入力してください');

    const english = (await demoEn.get<Batch>(`/api/v2/me/bulk-upload/${batch.id}?lang=en`)).body;
    expect(english.errors[0]!.message).toBe('No artist named "よその人". Register the artist first.');
    expect(english.errors[3]!.message).toBe('No uploaded file has the id 999999.');
    expect(english.errors[4]!.message).toBe(
      'Differs from the first row of this release (row 2). Repeat the same value or leave it empty.',
    );

    const report = await demo.get(`/api/v2/me/bulk-upload/${batch.id}/download`);
    expect(report.status).toBe(200);
    expect(report.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(report.headers['content-disposition']).toContain('attachment');
    expect(
      report.text.startsWith('\uFEFF行,列,エラー内容\r\n2,main_artists,アーティスト「よその人」が見つかりません'),
    ).toBe(true);
    const reportEn = await demoEn.get(`/api/v2/me/bulk-upload/${batch.id}/download?lang=en`);
    expect(reportEn.text).toContain(
      'row,column,message\r\n2,main_artists,"No artist named ""よその人"". Register the artist first."',
    );

    const reserve = await demo.post<ErrorBody>(`/api/v2/me/bulk-upload/${batch.id}/reserve`);
    expect(reserve.status).toBe(409);
    expect(await releaseCount()).toBe(before);
  });

  it('names problems of the whole file: a broken quote, no data rows, missing columns', async () => {
    const broken = await check(demoEn, 'release_key,release_title\r\nA,"never closed\r\n');
    expect(broken.errors).toEqual([
      {
        row: null,
        column: null,
        message: 'The CSV is malformed near line 2. Check that the quotes (") around cells come in pairs.',
      },
    ]);
    const empty = await check(demo, `${BULK_CSV_COLUMN_KEYS.join(',')}\r\n,,,\r\n`);
    expect(empty.errors).toEqual([{ row: null, column: null, message: 'データ行がありません' }]);
    const missing = await check(demo, 'release_key,song_title\r\nA,x\r\n');
    expect(missing.errors.map((e) => `${e.row}:${e.column}:${e.message}`)).toEqual([
      '1:release_type:必須の列がありません',
      '1:release_title:必須の列がありません',
      '1:main_artists:必須の列がありません',
    ]);
  });
});

describe('registration that fails in the job', () => {
  it('writes nothing at all, records why by row and column, and mails the person', async () => {
    const rows = goodRows('（失敗）');
    rows[1] = { ...rows[1], featured_artists: '' };
    const batch = await check(demo, csvOf(...rows));
    expect(batch.status).toBe('ready');
    const before = await releaseCount();
    // Between the check and the registration the second release's artist is archived: the first release, already
    // inserted by the job, must be rolled back with it.
    await service.database.db.update(artists).set({ archivedAt: new Date() }).where(eq(artists.id, minatoId));
    try {
      const done = await registered(demo, batch.id);
      expect(done.status).toBe('failure');
      expect(done.reserved_at).not.toBeNull();
      expect(done.release_ids).toEqual([]);
      expect(done.errors).toEqual([
        { row: 4, column: 'main_artists', message: 'アーカイブされたアーティストは新しいリリースに設定できません' },
      ]);
      expect(await releaseCount()).toBe(before);
      const mail = await service.inbox.waitFor(DEMO_EMAIL, /CSV一括登録を完了できませんでした/);
      expect(mail.text).toContain('リリースは1件も登録されていません');
      expect(mail.text).toContain('4行目 アーカイブされたアーティストは新しいリリースに設定できません');
    } finally {
      await service.database.db.update(artists).set({ archivedAt: null }).where(eq(artists.id, minatoId));
    }
  });
});

describe('a batch', () => {
  it('can be cancelled before registration, and then no more', async () => {
    const batch = await check(demo, csvOf(...goodRows('（取消）')));
    const cancelled = await demo.delete(`/api/v2/me/bulk-upload/${batch.id}`);
    expect(cancelled.status).toBe(200);
    const got = (await demo.get<Batch>(`/api/v2/me/bulk-upload/${batch.id}`)).body;
    expect(got).toMatchObject({ status: 'cancel', can_reserve: false, can_cancel: false });
    expect((await demo.post(`/api/v2/me/bulk-upload/${batch.id}/reserve`)).status).toBe(409);
    expect((await demo.delete(`/api/v2/me/bulk-upload/${batch.id}`)).status).toBe(409);
  });

  it('is registered by a job that survives a restart', async () => {
    const batch = await check(demo, csvOf(...goodRows('（再起動）')));
    await service.restart({ runWorkers: false });
    const browser = service.client('ja');
    for (const [name, value] of demo.cookies) browser.cookies.set(name, value);
    browser.csrfToken = demo.csrfToken;
    browser.acid = LABEL;
    const reserved = await browser.post<Batch>(`/api/v2/me/bulk-upload/${batch.id}/reserve`);
    expect(reserved.body.status).toBe('doing');
    await service.restart({ runWorkers: true });
    await jobsDone(batch.id);
    demo = service.client('ja');
    for (const [name, value] of browser.cookies) demo.cookies.set(name, value);
    demo.csrfToken = browser.csrfToken;
    demo.acid = LABEL;
    demoEn = service.client('en');
    for (const [name, value] of browser.cookies) demoEn.cookies.set(name, value);
    demoEn.csrfToken = browser.csrfToken;
    demoEn.acid = LABEL;
    const done = (await demo.get<Batch>(`/api/v2/me/bulk-upload/${batch.id}`)).body;
    expect(done.status).toBe('success');
    expect(done.release_ids).toHaveLength(2);
  });

  it("is the account's own: another account gets 404 and does not list it", async () => {
    const batch = await check(demo, csvOf(...goodRows('（他）')));
    const other = service.client('ja');
    for (const [name, value] of demo.cookies) other.cookies.set(name, value);
    other.csrfToken = demo.csrfToken;
    other.acid = PERSON;
    for (const [method, url] of [
      ['GET', `/api/v2/me/bulk-upload/${batch.id}`],
      ['GET', `/api/v2/me/bulk-upload/${batch.id}/download`],
      ['POST', `/api/v2/me/bulk-upload/${batch.id}/reserve`],
      ['DELETE', `/api/v2/me/bulk-upload/${batch.id}`],
    ] as const) {
      const answer = await other.request<ErrorBody>(method, url);
      expect(answer.status, `${method} ${url}`).toBe(404);
      expect(answer.body.message).toBe('指定されたリソースは存在しません。');
    }
    const list = await other.get<{ items: Batch[]; total: number }>('/api/v2/me/bulk-upload');
    expect(list.body.items.map((b) => b.id)).not.toContain(batch.id);
    const own = await demo.get<{ items: Batch[]; total: number }>('/api/v2/me/bulk-upload?limit=100');
    expect(own.body.items[0]!.id).toBe(batch.id);
    expect(own.body.total).toBeGreaterThanOrEqual(5);
  });

  it('can be seen but not registered, cancelled or made by a member who may only read releases', async () => {
    const batch = await check(demo, csvOf(...goodRows('（閲覧）')));
    const [staffRow] = await service.database.db
      .select({ id: individuals.id })
      .from(individuals)
      .where(eq(individuals.email, 'staff@otodoke.test'));
    const [member] = await service.database.db
      .select()
      .from(accountMembers)
      .where(and(eq(accountMembers.accountId, LABEL), eq(accountMembers.individualId, staffRow!.id)));
    await service.database.db
      .update(accountMembers)
      .set({ permissions: { ...member!.permissions, '1000': 'readonly' } })
      .where(and(eq(accountMembers.accountId, LABEL), eq(accountMembers.individualId, staffRow!.id)));
    const staff = service.client('ja');
    await signIn(service, staff, 'staff@otodoke.test', 'otodoke-staff');
    staff.acid = LABEL;
    expect((await staff.get<Batch>(`/api/v2/me/bulk-upload/${batch.id}`)).body.status).toBe('ready');
    expect((await staff.get(`/api/v2/me/bulk-upload/${batch.id}/download`)).status).toBe(200);
    const reserve = await staff.post<ErrorBody>(`/api/v2/me/bulk-upload/${batch.id}/reserve`);
    expect(reserve.status).toBe(403);
    // The staff member reads the service in English.
    expect(reserve.body.message).toBe('You do not have permission to do this.');
    expect((await staff.delete(`/api/v2/me/bulk-upload/${batch.id}`)).status).toBe(403);
    expect((await staff.post('/api/v2/me/bulk-upload', { csv_upload_id: 1 })).status).toBe(403);
    expect((await demo.get<Batch>(`/api/v2/me/bulk-upload/${batch.id}`)).body.status).toBe('ready');
  });
});

describe('the pages', () => {
  it('are signed-in pages, the older member path among them', async () => {
    const anonymous = service.client('ja');
    const sample = await anonymous.get('/member/meta-upload/sample');
    expect(sample.status).toBe(302);
    expect(sample.headers.location).toBe('/creators?action=signin&redirect_url=%2Fmember%2Fmeta-upload%2Fsample');
    const page = await demo.get('/member/meta-upload/sample');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const bulk = await demoEn.get('/dashboard/bulk-upload?lang=en');
    expect(bulk.status).toBe(200);
    expect(bulk.headers['content-type']).toMatch(/^text\/html/);
    // Calls of the older member area stay API answers.
    expect((await demo.get('/member/popup')).headers['content-type']).toMatch(/json/);
  });
});

describe('the template', () => {
  it('is public: the header row and two example rows, UTF-8 with a BOM so Excel opens it', async () => {
    const anonymous = service.client('ja');
    const template = await anonymous.get('/api/v2/bulk-upload/template.csv');
    expect(template.status).toBe(200);
    expect(template.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(template.headers['content-disposition']).toBe('attachment; filename="otodoke-bulk-upload-template.csv"');
    expect(template.text.startsWith('\uFEFF')).toBe(true);
    const lines = template.text.slice(1).trimEnd().split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toBe(BULK_CSV_COLUMN_KEYS.join(','));
  });

  it('gives back the uploaded file of a batch without problems', async () => {
    const text = csvOf(...goodRows('（原本）'));
    const batch = await check(demo, text, 'original.csv');
    const original = await demo.get(`/api/v2/me/bulk-upload/${batch.id}/download`);
    expect(original.status).toBe(200);
    expect(original.text).toBe(text);
  });
});
