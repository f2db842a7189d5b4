// Input that once gave a 500, one request each: text no field may hold, empty patches, dates past the calendar, ids
// past what the database stores, and paths the router cannot read. Each is now a 4xx in the error shape (or a no-op).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_SIGN_IN, DEMO_SIGN_IN } from '../src/demo/seed.ts';
import { signIn } from './flows.ts';
import { startTestService, type TestService } from './harness.ts';
import type { TestClient } from './test-client.ts';

const INVALID_JA = '使用できない文字が含まれています';
const CONTROL_JA = '改行や制御文字は入力できません';
const CONTROL_EN = 'Line breaks and control characters are not allowed here.';

let service: TestService;
let demo: TestClient;
let admin: TestClient;
let artistId: number;
let releaseId: number;

type Fields = { code: string; message: string; details: { fields?: Record<string, string> }; status_code: number };

function expectFields(response: { status: number; body: unknown }, fields: Record<string, string>) {
  expect(response.status, JSON.stringify(response.body)).toBe(400);
  expect(response.body).toMatchObject({ code: 'VALIDATION_FAILED', message: '修正が必要な項目があります' });
  expect((response.body as Fields).details.fields).toEqual(fields);
}

beforeAll(async () => {
  service = await startTestService({ seed: true });
  demo = service.client('ja');
  await signIn(service, demo, DEMO_SIGN_IN.email, DEMO_SIGN_IN.password);
  admin = service.client('ja');
  await signIn(service, admin, ADMIN_SIGN_IN.email, ADMIN_SIGN_IN.password);
  const artist = await demo.post<{ id: number }>('/api/v2/artists', { artist_type: 'individual', name_ja: '検査' });
  expect(artist.status).toBe(201);
  artistId = artist.body.id;
  const release = await demo.post<{ id: number }>('/api/v1/me/releases', { type: 'single', title: 'Checked' });
  expect(release.status).toBe(201);
  releaseId = release.body.id;
});

afterAll(async () => {
  await service?.close();
});

describe('text no field may hold', () => {
  it('refuses a NUL in a search, even from someone signed out, naming the parameter', async () => {
    const response = await service.client('ja').get('/api/v2/common-artists?q=%00');
    expectFields(response, { q: INVALID_JA });
  });

  it('refuses a NUL or a lone surrogate in names and dates of a release, at their place in the body', async () => {
    const response = await demo.put(`/api/v1/me/releases/${releaseId}`, {
      title: 'Night\u0000',
      requested_sale_start_date: '2026/12/24\u0000',
      songs: [{ title: 'Half \ud83c', authors: [{ is_lyricist: true, is_composer: false, real_name: 'a\u0000' }] }],
    });
    expectFields(response, {
      title: INVALID_JA,
      requested_sale_start_date: INVALID_JA,
      'songs.0.title': INVALID_JA,
      'songs.0.authors.0.real_name': INVALID_JA,
    });
    const unchanged = await demo.get<{ title: string }>(`/api/v1/me/releases/${releaseId}`);
    expect(unchanged.body.title).toBe('Checked');
  });

  it('keeps line breaks in a profile but not in a name, and says so in the reader’s language', async () => {
    const english = service.client('en');
    await signIn(service, english, DEMO_SIGN_IN.email, DEMO_SIGN_IN.password);
    const refused = await english.put(`/api/v2/me/artists/${artistId}?lang=en`, {
      artist_type: 'individual',
      name_ja: '検査\n二行目',
      profile_ja: '一行目\n二行目\tタブ',
    });
    expect(refused.status).toBe(400);
    expect((refused.body as Fields).details.fields).toEqual({ name_ja: CONTROL_EN });

    const saved = await demo.put<{ profile_ja: string }>(`/api/v2/me/artists/${artistId}`, {
      artist_type: 'individual',
      name_ja: '検査',
      profile_ja: '一行目\n二行目\tタブ',
    });
    expect(saved.status).toBe(200);
    expect(saved.body.profile_ja).toBe('一行目\n二行目\tタブ');

    const bell = await demo.put(`/api/v2/me/artists/${artistId}`, {
      artist_type: 'individual',
      name_ja: '検査',
      profile_ja: 'ベル\u0007',
    });
    expectFields(bell, { profile_ja: INVALID_JA });
  });

  it('refuses control characters in one-line fields of every kind: an author check, an upload name, basic info', async () => {
    expectFields(await demo.post('/api/v2/me/authors/check', { real_name: '山田\r太郎' }), { real_name: CONTROL_JA });
    expectFields(
      await demo.post('/api/v2/me/uploads', { kind: 'artwork', filename: 'cover\u0000.jpg', size_bytes: 10 }),
      {
        filename: INVALID_JA,
      },
    );
    expectFields(await demo.patch('/api/v1/me/basic-info', { account_name: 'Demo\u001b[2J' }), {
      account_name: CONTROL_JA,
    });
  });

  it('refuses a lone surrogate or a NUL anywhere in a client log, property names included', async () => {
    const log = (details: Record<string, unknown>) =>
      service.client('ja').post('/api/logging', { level: 'error', data: { url: '/', message: 'x', details } });
    expectFields(await log({ nested: { deeper: ['ok', 'half \udfff'] } }), {
      'data.details.nested.deeper.1': INVALID_JA,
    });
    expectFields(await log({ 'key\u0000': 1 }), { 'data.details': INVALID_JA });
    // Line breaks are fine in a log message and its details: stack traces have them.
    const kept = await service.client('ja').post('/api/logging', {
      level: 'error',
      data: { url: '/', message: 'Error\n  at f', details: { stack: 'a\nb' } },
    });
    expect(kept.status).toBe(201);
  });

  it('refuses a NUL in a path parameter and in a query parameter no contract declares', async () => {
    expectFields(await demo.get('/api/v1/invites/%00%00%00%00%00%00%00%00%00%00'), { token: INVALID_JA });
    expectFields(await demo.get('/api/v1/me/artists?unknown=%00'), { unknown: INVALID_JA });
  });

  it('refuses a NUL in the operators’ searches', async () => {
    expectFields(await admin.get('/admin/api/v2/accounts?q=%00'), { q: INVALID_JA });
    expectFields(await admin.get('/admin/api/v2/reviews?q=a%00'), { q: INVALID_JA });
    expectFields(await demo.get('/api/v1/me/releases?q=%00'), { q: INVALID_JA });
  });
});

describe('empty patches', () => {
  it('change nothing and answer the current state', async () => {
    const before = await demo.get<{ account_name: string }>('/api/v1/me/basic-info');
    const basic = await demo.patch('/api/v1/me/basic-info', {});
    expect(basic.status).toBe(200);
    expect(basic.body).toEqual(before.body);

    const individual = await demo.patch('/api/v1/me/individual', {});
    expect(individual.status).toBe(200);
    expect(individual.body).toEqual({ ok: true });

    const team = await demo.get<{ members: { individual_id: number; is_self: boolean }[] }>('/api/v1/me/team');
    const staff = team.body.members.find((member) => !member.is_self)!;
    const member = await demo.patch(`/api/v1/me/team/members/${staff.individual_id}`, {});
    expect(member.status).toBe(200);
  });
});

describe('dates and ids past what the service keeps', () => {
  it('refuses an estimate up to 9999-12-31 or from the year 0, and still answers the last day of 2999', async () => {
    const far = await demo.get('/api/v2/me/reports/estimate?to=9999-12-31');
    expect(far.status).toBe(400);
    expect((far.body as Fields).details.fields).toEqual({
      to: '日付はYYYY-MM-DDの形式で、1900年から2999年までの日付を入力してください',
    });
    expect((await demo.get('/api/v2/me/reports/estimate?from=0000-01-01&to=0000-01-30')).status).toBe(400);
    expect((await demo.get('/api/v2/me/reports/estimate?to=2026-02-30')).status).toBe(400);
    for (const dateType of ['daily', 'weekly', 'monthly']) {
      const edge = await demo.get(`/api/v2/me/reports/estimate?to=2999-12-31&date_type=${dateType}`);
      expect(edge.status, dateType).toBe(200);
    }
    expect((await demo.get('/api/v2/me/reports/estimate/csv?to=9999-12-31')).status).toBe(400);
  });

  it('refuses months past the calendar in the financial report, rates and closes, and coupon dates', async () => {
    expect((await demo.get('/api/v2/me/reports/financial?year_month=9999-12')).status).toBe(400);
    const rate = await admin.put('/admin/api/v2/currency-rates', {
      month: '0000-01',
      currency: 'USD',
      yen_per_unit: '150',
    });
    expect((rate.body as Fields).details.fields).toEqual({
      month: '年月はYYYY-MMの形式で、1900年から2999年までの年月を入力してください',
    });
    expect((await admin.post('/admin/api/v2/revenue/closes', { month: '9999-12' })).status).toBe(400);
    const coupon = await admin.post('/admin/api/v2/coupons', {
      code: 'YEARZERO',
      category: 'distribution',
      discount_amount: 100,
      valid_from: '0000-01-01',
    });
    expect(coupon.status).toBe(400);
    expect(Object.keys((coupon.body as Fields).details.fields ?? {})).toEqual(['valid_from']);
  });

  it('refuses an id past the database’s integer in paths and bodies, and files past it are not found', async () => {
    for (const path of [
      '/api/v1/me/releases/2147483648',
      '/api/v2/me/artists/2147483648',
      '/api/v2/artists/2147483648',
    ]) {
      const response = await demo.get(path);
      expect(response.status, path).toBe(400);
      expect(response.body, path).toMatchObject({
        code: 'VALIDATION_FAILED',
        details: { fields: { id: expect.any(String) } },
      });
    }
    expect((await demo.get('/api/v1/me/releases/2147483647')).status).toBe(404);
    const body = await demo.post('/api/v1/me/account', { acid: 2147483648 });
    expect(body.status).toBe(400);
    expect((await demo.get('/api/v2/me/uploads/2147483648/preview')).status).toBe(404);
    expect((await demo.get('/api/v2/me/bulk-upload/2147483648/download')).status).toBe(404);
  });

  it('answers a path parameter over the router’s length limit or with broken percent-encoding in the error shape', async () => {
    for (const path of [`/api/v1/invites/${'a'.repeat(500)}`, '/api/v1/invites/%E0%A4%A']) {
      const response = await demo.get(path);
      expect(response.status, path).toBe(400);
      expect(response.body, path).toMatchObject({ code: 'VALIDATION_FAILED', message: '修正が必要な項目があります' });
    }
  });
});

describe('routes outside the contracts', () => {
  it('refuses a NUL in a tus upload id and in the sales report upload’s query before reading anything', async () => {
    const head = await demo.send('HEAD', '/api/v2/uploads/%00');
    expect(head.status).toBe(400);
    const upload = await admin.send('POST', '/admin/api/v2/sales-reports/upload?store_id=%00&file_name=a%00.tsv', {
      payload: Buffer.from('x'),
      headers: { 'content-type': 'text/plain' },
    });
    expect(upload.status).toBe(400);
    expect(upload.body).toMatchObject({ code: 'VALIDATION_FAILED', details: { fields: { store_id: INVALID_JA } } });
  });
});
