// Revenue end to end over the API: a store's DSR imported (once, atomically, with unmatched lines queued), the
// estimate from the rollups, a month confirmed into statements and the ledger, a split accepted and paid from the next
// month, bank accounts and withdrawals that never overspend, and who may see what.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createDsrWriter } from '@otodoke/protocols/sales-reports/write-dsr.ts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboundMail, releases, salesLines, salesReports, songs } from '../src/platform/db/schema.ts';
import { unbalancedLedgerAccounts } from '../src/platform/ledger/ledger.ts';
import { signIn, signUpVerified } from './flows.ts';
import { startTestService, type TestService } from './harness.ts';
import type { TestClient } from './test-client.ts';

const LABEL = 1;
const PERSON = 2;
const UPC = '4580000000017';
const ISRC = ['JPZZ02600001', 'JPZZ02600002'];
const UNKNOWN_UPC = '4580000000994';
const UNKNOWN_ISRC = 'JPZZ02699999';
const COLLABORATOR = 'collab@otodoke.test';

let clock = new Date('2026-09-15T03:00:00Z');
let service: TestService;
let demo: TestClient;
let personal: TestClient;
let staff: TestClient;
let admin: TestClient;
let collaborator: TestClient;
let releaseId: number;

type Sale = { resource: number; usages: number };
function dsr(input: {
  messageId: string;
  day: string;
  currency: string;
  net: string;
  territory?: string;
  sales: Sale[];
  unknown?: number;
  /** Another release than the test's album. */
  release?: { upc: string; isrcs: string[] };
  /** The title of the unknown recording. */
  unknownTitle?: string;
}) {
  const writer = createDsrWriter({
    header: {
      messageId: input.messageId,
      createdAt: `${input.day}T23:00:00Z`,
      usageStart: input.day,
      usageEnd: input.day,
      sender: { dpid: 'PADPIDA9900000001', name: 'Store' },
      recipient: { dpid: 'PADPIDA9900000002', name: 'Otodoke' },
      serviceDescription: 'Premium',
    },
  });
  const usages = input.sales.reduce((sum, sale) => sum + sale.usages, 0) + (input.unknown ?? 0);
  let text = writer.headerText();
  text += writer.summary({
    id: 'S1',
    commercialModel: 'SubscriptionModel',
    useType: 'OnDemandStream',
    territory: input.territory ?? 'JP',
    serviceDescription: 'Premium',
    usages,
    users: 100,
    currency: input.currency,
    netRevenue: input.net,
  });
  text += writer.block({
    release: { icpn: input.release?.upc ?? UPC, dspReleaseId: 'R1', title: 'Album', artist: 'Artist' },
    resources: (input.release?.isrcs ?? ISRC).map((isrc, index) => ({
      isrc,
      dspResourceId: `T${index}`,
      title: `Song ${index + 1}`,
      artist: 'Artist',
      durationSeconds: 200,
    })),
    sales: input.sales.map((sale) => ({
      summaryId: 'S1',
      resourceIndex: sale.resource,
      usages: sale.usages,
      useType: 'OnDemandStream',
    })),
  });
  if (input.unknown) {
    text += writer.block({
      release: { icpn: UNKNOWN_UPC, dspReleaseId: 'R2', title: 'Someone else', artist: 'Other' },
      resources: [
        {
          isrc: UNKNOWN_ISRC,
          dspResourceId: 'X',
          title: input.unknownTitle ?? 'Lost song',
          artist: 'Other',
          durationSeconds: 180,
        },
      ],
      sales: [{ summaryId: 'S1', resourceIndex: 0, usages: input.unknown, useType: 'OnDemandStream' }],
    });
  }
  return Buffer.from(text + writer.footer());
}

function upload(client: TestClient, storeId: string, fileName: string, bytes: Buffer, rates = '') {
  return client.send('POST', `/admin/api/v2/sales-reports/upload?store_id=${storeId}&file_name=${fileName}${rates}`, {
    payload: bytes,
    headers: { 'content-type': 'application/octet-stream' },
  });
}

async function signedIn(email: string, password: string, acid?: number) {
  const client = service.client('ja');
  await signIn(service, client, email, password);
  if (acid) client.acid = acid;
  return client;
}

async function balanceOf(client: TestClient) {
  return (await client.get<{ balance: number }>('/api/v2/me/balance/entries')).body.balance;
}

beforeAll(async () => {
  service = await startTestService({ seed: true, now: () => clock });
  demo = await signedIn('demo@otodoke.test', 'otodoke-demo', LABEL);
  personal = await signedIn('demo@otodoke.test', 'otodoke-demo', PERSON);
  staff = await signedIn('staff@otodoke.test', 'otodoke-staff', LABEL);
  admin = await signedIn('admin@otodoke.test', 'otodoke-admin');
  collaborator = service.client('en');
  await signUpVerified(service, collaborator, { email: COLLABORATOR, name: 'Collab Person' });
  await signIn(service, collaborator, COLLABORATOR);
  const db = service.database.db;
  const [release] = await db
    .insert(releases)
    .values({ accountId: LABEL, type: 'album', status: 450, title: '夏の記録', upc: UPC, upcAssigned: true })
    .returning({ id: releases.id });
  releaseId = release!.id;
  await db
    .insert(songs)
    .values(
      ISRC.map((isrc, index) => ({ accountId: LABEL, releaseId, position: index + 1, title: `曲${index + 1}`, isrc })),
    );
  expect(
    (await admin.put('/admin/api/v2/currency-rates', { month: '2026-08', currency: 'USD', yen_per_unit: '150' }))
      .status,
  ).toBe(200);
}, 120_000);

afterAll(async () => {
  await service?.close();
});

describe('importing a sales report', () => {
  it('files matched lines under the release, queues the rest, values them in yen and keeps the rates', async () => {
    // 350 streams share 1.75 USD: 0.005 USD a stream, 0.75 yen at 150 yen to the dollar.
    const file = dsr({
      messageId: 'M1',
      day: '2026-08-10',
      currency: 'USD',
      net: '1.75',
      sales: [
        { resource: 0, usages: 100 },
        { resource: 1, usages: 200 },
      ],
      unknown: 50,
    });
    const imported = await upload(admin, 'spotify', 'DSR_spotify_2026-08-10.tsv', file);
    expect(imported.status, imported.text).toBe(201);
    const report = (imported.body as { report: Record<string, unknown> }).report;
    expect(report).toMatchObject({ lines: 3, matched_lines: 2, unmatched_lines: 1, revenue_micros: '262500000' });
    expect(report.currency_rates).toMatchObject({ USD: '150', JPY: '1' });
    const lines = await service.database.db.select().from(salesLines).where(eq(salesLines.releaseId, releaseId));
    expect(lines.map((line) => [line.quantity, line.jpyMicros]).sort()).toEqual([
      [100, 75_000_000n],
      [200, 150_000_000n],
    ]);
    expect(lines.every((line) => line.revenueType === 'label' && line.detailType === 'streaming')).toBe(true);
  });

  it('changes nothing when the same file comes again', async () => {
    const file = dsr({
      messageId: 'M1',
      day: '2026-08-10',
      currency: 'USD',
      net: '1.75',
      sales: [
        { resource: 0, usages: 100 },
        { resource: 1, usages: 200 },
      ],
      unknown: 50,
    });
    const again = await upload(admin, 'spotify', 'DSR_spotify_2026-08-10.tsv', file);
    expect(again.status).toBe(200);
    expect((again.body as { outcome: string }).outcome).toBe('duplicate');
    const [count] = await service.database.db.select({ n: sql<number>`count(*)::int` }).from(salesLines);
    expect(count!.n).toBe(2);
  });

  it('leaves nothing behind when a file cannot be imported, and says why', async () => {
    const before = await service.database.db.select({ n: sql<number>`count(*)::int` }).from(salesReports);
    const file = dsr({
      messageId: 'M2',
      day: '2026-08-11',
      currency: 'EUR',
      net: '2.00',
      sales: [{ resource: 0, usages: 10 }],
    });
    const failed = await upload(admin, 'deezer', 'DSR_deezer_2026-08-11.tsv', file);
    expect(failed.status).toBe(422);
    expect(failed.body).toMatchObject({ code: 'REV00003' });
    expect(JSON.stringify(failed.body)).toContain('EUR');
    const after = await service.database.db.select({ n: sql<number>`count(*)::int` }).from(salesReports);
    expect(after[0]!.n).toBe(before[0]!.n);
    const listed = await admin.get<{ failures: Array<{ file_name: string; reason: string; kind: string }> }>(
      '/admin/api/v2/sales-reports',
    );
    // The kind the screen explains in the operator's language, as the upload's answer said it.
    expect(listed.body.failures[0]).toMatchObject({ file_name: 'DSR_deezer_2026-08-11.tsv', kind: 'refused' });
    expect((failed.body as { details: { kind: string } }).details.kind).toBe('refused');
    // With the rate given on upload, the same file goes in.
    const retried = await upload(admin, 'deezer', 'DSR_deezer_2026-08-11.tsv', file, '&rate_EUR=160.5');
    expect(retried.status, retried.text).toBe(201);
    expect((retried.body as { report: { revenue_micros: string } }).report.revenue_micros).toBe('321000000');
  });

  it('refuses uploads from anyone but operators', async () => {
    const file = dsr({
      messageId: 'M3',
      day: '2026-08-12',
      currency: 'JPY',
      net: '1',
      sales: [{ resource: 0, usages: 1 }],
    });
    expect((await upload(demo, 'spotify', 'x.tsv', file)).status).toBe(403);
    expect((await upload(service.client(), 'spotify', 'x.tsv', file)).status).toBe(401);
    expect((await upload(admin, 'no_such_store', 'x.tsv', file)).status).toBe(400);
  });
});

describe('fetching reports from the stores over SFTP', () => {
  /** What a store does: leaves a file in its SFTP account's outbox/reports. */
  async function leaveReport(storeId: string, name: string, bytes: Buffer) {
    const root = service.stores.simulator!.rootDir;
    await writeFile(path.join(root, 'stores', storeId, 'files', 'outbox', 'reports', name), bytes);
  }
  async function waiting(storeId: string) {
    return service.stores.transport.listReports(service.stores.directory.find(storeId)!.endpoint);
  }

  it('imports what a store left, removes it from the store, and skips a broken file until an operator acts', async () => {
    const good = dsr({
      messageId: 'SFTP1',
      day: '2026-08-12',
      currency: 'JPY',
      net: '40',
      sales: [{ resource: 1, usages: 80 }],
    });
    await leaveReport('awa', 'DSR_awa_2026-08-12.tsv', good);
    await leaveReport('awa', 'DSR_awa_broken.tsv', Buffer.from('this is not a sales report\n'));
    expect((await waiting('awa')).map((file) => file.name).sort()).toEqual([
      'DSR_awa_2026-08-12.tsv',
      'DSR_awa_broken.tsv',
    ]);

    expect(await service.app.revenue.reports.pollStore('awa')).toBe(1);
    expect((await waiting('awa')).map((file) => file.name)).toEqual(['DSR_awa_broken.tsv']);
    const [report] = await service.database.db
      .select()
      .from(salesReports)
      .where(eq(salesReports.fileName, 'DSR_awa_2026-08-12.tsv'));
    expect(report).toMatchObject({
      source: 'sftp',
      storeId: 'awa',
      lines: 1,
      matchedLines: 1,
      revenueJpyMicros: 40_000_000n,
    });

    // The broken file failed once, is recorded, and is not fetched again every round.
    expect(await service.app.revenue.reports.pollStore('awa')).toBe(0);
    const failures = await admin.get<{ failures: Array<{ file_name: string; reason: string; kind: string }> }>(
      '/admin/api/v2/sales-reports',
    );
    const broken = failures.body.failures.filter((failure) => failure.file_name === 'DSR_awa_broken.tsv');
    expect(broken).toHaveLength(1);
    expect(broken[0]!.kind).toBe('not_report');
    // The same report again (a store resending it) is recognised and cleared from the store.
    await leaveReport('awa', 'DSR_awa_2026-08-12-again.tsv', good);
    expect(await service.app.revenue.reports.pollStore('awa')).toBe(1);
    const [count] = await service.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(salesReports)
      .where(eq(salesReports.storeId, 'awa'));
    expect(count!.n).toBe(1);
  });
});

describe('the estimate report', () => {
  it('answers from the rollups by day, song and store, for the account only', async () => {
    const report = await demo.get<{
      graph_data: Array<{ date: string; amount_micros: string; quantity: number }>;
      detail_data: Array<{ label: string; quantity: number; amount_micros: string }>;
      totals: { quantity: number; amount_micros: string; amount_yen: number };
      meta: { last_update_date: string };
    }>('/api/v2/me/reports/estimate?from=2026-08-01&to=2026-08-31&display=song');
    expect(report.status).toBe(200);
    expect(report.body.totals).toEqual({ quantity: 390, amount_micros: '586000000', amount_yen: 586 });
    expect(report.body.graph_data).toHaveLength(31);
    expect(report.body.graph_data.find((day) => day.date === '2026-08-10')).toMatchObject({
      quantity: 300,
      amount_micros: '225000000',
    });
    expect(report.body.detail_data.map((row) => [row.label, row.quantity])).toEqual([
      ['曲1', 110],
      ['曲2', 280],
    ]);
    expect(report.body.meta.last_update_date).toBe('2026-08-12');
    const weekly = await demo.get<{ graph_data: Array<{ date: string }> }>(
      '/api/v2/me/reports/estimate?from=2026-08-01&to=2026-08-31&date_type=weekly&display=store',
    );
    expect(weekly.body.graph_data[0]!.date).toBe('2026-07-27');
    const other = await personal.get<{ totals: { quantity: number } }>(
      '/api/v2/me/reports/estimate?from=2026-08-01&to=2026-08-31',
    );
    expect(other.body.totals.quantity).toBe(0);
    // A team member with read access to reports sees them; without it, no.
    expect((await staff.get('/api/v2/me/reports/estimate?from=2026-08-01&to=2026-08-31')).status).toBe(200);
  });

  it('downloads as CSV with the same filters', async () => {
    const csv = await demo.send('GET', '/api/v2/me/reports/estimate/csv?from=2026-08-01&to=2026-08-31&display=store');
    expect(csv.status).toBe(200);
    expect(String(csv.headers['content-type'])).toContain('text/csv');
    const rows = csv.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(rows[0]).toBe('日付,区分,キー,名称,詳細種別,数量,推定収益（円）');
    expect(rows).toContain('2026-08-10,store,spotify,Spotify,streaming,300,225.000000');
    expect((await service.client().send('GET', '/api/v2/me/reports/estimate/csv')).status).toBe(401);
  });
});

describe('unmatched lines', () => {
  it('wait for an operator, who files them under a release', async () => {
    const queue = await admin.get<{
      items: Array<{ isrc: string; icpn: string; lines: number; amount_micros: string }>;
    }>('/admin/api/v2/unmatched-sales');
    expect(queue.body.items).toEqual([
      expect.objectContaining({ isrc: UNKNOWN_ISRC, icpn: UNKNOWN_UPC, lines: 1, amount_micros: '37500000' }),
    ]);
    expect((await demo.get('/admin/api/v2/unmatched-sales')).status).toBe(403);
    const resolved = await admin.post('/admin/api/v2/unmatched-sales/resolve', {
      isrc: UNKNOWN_ISRC,
      icpn: UNKNOWN_UPC,
      release_id: releaseId,
    });
    expect(resolved.body).toEqual({ lines: 1 });
    expect(
      (
        await admin.post('/admin/api/v2/unmatched-sales/resolve', {
          isrc: UNKNOWN_ISRC,
          icpn: UNKNOWN_UPC,
          release_id: releaseId,
        })
      ).status,
    ).toBe(409);
    const report = await demo.get<{ totals: { amount_micros: string } }>(
      '/api/v2/me/reports/estimate?from=2026-08-01&to=2026-08-31',
    );
    expect(report.body.totals.amount_micros).toBe('623500000');
  });
});

describe('confirming a month, splits and the ledger', () => {
  it('will not confirm a month that is not over', async () => {
    const open = await admin.post('/admin/api/v2/revenue/closes', { month: '2026-09' });
    expect(open.status).toBe(409);
    expect(open.body).toMatchObject({ code: 'REV00001' });
  });

  it('credits the confirmed yen and carries the fraction', async () => {
    const before = await balanceOf(demo);
    const closed = await admin.post('/admin/api/v2/revenue/closes', { month: '2026-08' });
    expect(closed.status).toBe(201);
    expect(closed.body).toMatchObject({ month: '2026-08', statements: 1 });
    expect(await balanceOf(demo)).toBe(before + 623);
    const financial = await demo.get<{
      months: string[];
      statement: {
        total_yen: number;
        carry_out_micros: string;
        by_revenue_type: unknown[];
        lines: Array<{ amount_micros: string; amount_yen: number }>;
        comparison: Array<Record<string, string>>;
      };
    }>('/api/v2/me/reports/financial?year_month=2026-08');
    expect(financial.body.months).toEqual(['2026-08']);
    expect(financial.body.statement).toMatchObject({ total_yen: 623, carry_out_micros: '500000' });
    expect(financial.body.statement.by_revenue_type).toEqual([
      { revenue_type: 'label', amount_micros: '623500000', amount_yen: 623 },
    ]);
    // Each line shows the whole yen it brought in: they add up to the total paid, none more than a yen off its amount.
    const lines = financial.body.statement.lines;
    expect(lines.reduce((sum, line) => sum + line.amount_yen, 0)).toBe(623);
    for (const line of lines) {
      expect(Math.abs(line.amount_yen * 1_000_000 - Number(line.amount_micros))).toBeLessThan(1_000_000);
    }
    expect(financial.body.statement.comparison.find((row) => row.store_id === 'spotify')).toMatchObject({
      estimate_micros: '262500000',
      confirmed_micros: '262500000',
      pending_micros: '0',
    });
    // Once is enough: a second close of the same month changes nothing.
    expect((await admin.post('/admin/api/v2/revenue/closes', { month: '2026-08' })).body).toMatchObject({
      statements: 0,
    });
    expect(await balanceOf(demo)).toBe(before + 623);
    const closes = await admin.get<{
      items: Array<{ month: string; statements: number; total_yen: number }>;
      next_month: string;
      next_close: { month: string; opens_on: string };
    }>('/admin/api/v2/revenue/closes');
    expect(closes.status).toBe(200);
    expect(closes.body.items).toEqual([expect.objectContaining({ month: '2026-08', statements: 1, total_yen: 623 })]);
    expect(closes.body.next_month).toBe(null);
    // What waits is said with the day it may be confirmed: September, once September is over.
    expect(closes.body.next_close).toEqual({ month: '2026-09', opens_on: '2026-10-01' });
    const rates = await admin.get<{ items: Array<{ month: string; currency: string; yen_per_unit: string }> }>(
      '/admin/api/v2/currency-rates',
    );
    expect(rates.body.items).toEqual([
      expect.objectContaining({ month: '2026-08', currency: 'USD', yen_per_unit: '150' }),
    ]);
    const mail = await service.database.db.select().from(outboundMail).where(eq(outboundMail.to, 'demo@otodoke.test'));
    expect(mail.some((m) => m.subject.includes('2026-08 の収益が確定しました'))).toBe(true);
  });

  it('validates a split in the user’s language', async () => {
    const empty = await demo.put(`/api/v2/me/releases/${releaseId}/split`, {
      owner_rate: '70',
      collaborators: [{ email: COLLABORATOR, rate: '' }],
    });
    expect(empty.status).toBe(400);
    expect(JSON.stringify(empty.body)).toContain('収益分配率を入力してください');
    const sum = await demo.put(`/api/v2/me/releases/${releaseId}/split`, {
      owner_rate: '70',
      collaborators: [{ email: COLLABORATOR, rate: '20' }],
    });
    expect(JSON.stringify(sum.body)).toContain('分配率の合計を100%にしてください');
    expect(
      (await staff.put(`/api/v2/me/releases/${releaseId}/split`, { owner_rate: '100', collaborators: [] })).status,
    ).toBe(403);
    expect(
      (await personal.put(`/api/v2/me/releases/${releaseId}/split`, { owner_rate: '100', collaborators: [] })).status,
    ).toBe(404);
  });

  it('pays an accepted 30 % share from the next month on, never back', async () => {
    const set = await demo.put<{ effective_from: string; shares: Array<{ status: number }> }>(
      `/api/v2/me/releases/${releaseId}/split`,
      { owner_rate: '70', collaborators: [{ email: COLLABORATOR, rate: '30' }] },
    );
    expect(set.status, set.text).toBe(200);
    expect(set.body.effective_from).toBe('2026-10');
    const [invite] = await service.database.db
      .select()
      .from(outboundMail)
      .where(eq(outboundMail.to, COLLABORATOR))
      .orderBy(sql`id desc`)
      .limit(1);
    const token = new URL(/https?:\/\/\S+/.exec(invite!.text)![0]).searchParams.get('token')!;
    const seen = await collaborator.get<{ share_bp: number; release_title: string }>(
      `/api/v2/split-invitations/${token}`,
    );
    expect(seen.body).toMatchObject({ share_bp: 3000, release_title: '夏の記録' });
    expect((await service.client().get(`/api/v2/split-invitations/${token}`)).status).toBe(401);
    // Someone else who got hold of the link cannot take the share, nor turn it down, in either language.
    const stranger = service.client('ja');
    await signUpVerified(service, stranger, { email: 'link-holder@otodoke.test' });
    await signIn(service, stranger, 'link-holder@otodoke.test');
    const taken = await stranger.post(`/api/v2/split-invitations/${token}/answer`, { accept: true });
    expect(taken.status).toBe(403);
    expect(taken.body).toMatchObject({
      code: 'INVITE_EMAIL_MISMATCH',
      message: '招待されたメールアドレスでログインしてください',
    });
    const declined = await stranger.post(`/api/v2/split-invitations/${token}/answer?lang=en`, { accept: false });
    expect(declined.status).toBe(403);
    expect(declined.body.message).toBe('Please sign in with the e-mail address the invitation was sent to.');
    const accepted = await collaborator.post(`/api/v2/split-invitations/${token}/answer`, { accept: true });
    expect(accepted.body).toEqual({ status: 200 });
    expect((await collaborator.post(`/api/v2/split-invitations/${token}/answer`, { accept: false })).status).toBe(409);

    // September's sales are all the owner's (the split starts in October).
    clock = new Date('2026-11-05T03:00:00Z');
    await admin.put('/admin/api/v2/currency-rates', { month: '2026-09', currency: 'USD', yen_per_unit: '150' });
    await upload(
      admin,
      'line',
      'DSR_line_2026-09-20.tsv',
      dsr({ messageId: 'M4', day: '2026-09-20', currency: 'JPY', net: '500', sales: [{ resource: 0, usages: 1000 }] }),
    );
    await upload(
      admin,
      'line',
      'DSR_line_2026-10-03.tsv',
      dsr({
        messageId: 'M5',
        day: '2026-10-03',
        currency: 'JPY',
        net: '3000',
        territory: 'JP-13',
        sales: [{ resource: 1, usages: 2000 }],
      }),
    );
    const ownerBefore = await balanceOf(demo);
    expect((await admin.post('/admin/api/v2/revenue/closes', { month: '2026-09' })).status).toBe(201);
    expect(await balanceOf(demo)).toBe(ownerBefore + 500);
    expect((await admin.post('/admin/api/v2/revenue/closes', { month: '2026-10' })).status).toBe(201);
    // October: 3000 yen (+0.5 carried): 900 to the collaborator, 2100 stays.
    expect(await balanceOf(demo)).toBe(ownerBefore + 500 + 2100);
    expect(await balanceOf(collaborator)).toBe(900);
    const theirs = await collaborator.get<{
      statement: { total_yen: number; lines: Array<{ kind: string; amount_micros: string }> };
    }>('/api/v2/me/reports/financial');
    expect(theirs.body.statement.total_yen).toBe(900);
    expect(theirs.body.statement.lines).toEqual([
      expect.objectContaining({
        kind: 'split_in',
        amount_micros: '900000000',
        amount_yen: 900,
        release_title: '夏の記録',
      }),
    ]);
    // The owner's October: 0.5 yen carried in from September, 3,000 yen of sales, 900 yen shared out.
    const october = await demo.get<{
      statement: {
        total_yen: number;
        carry_in_micros: string;
        lines: Array<{ kind: string; amount_yen: number }>;
        by_revenue_type: Array<{ amount_yen: number }>;
      };
    }>('/api/v2/me/reports/financial?year_month=2026-10');
    expect(october.body.statement).toMatchObject({ total_yen: 2100, carry_in_micros: '500000' });
    expect(october.body.statement.lines.map((line) => [line.kind, line.amount_yen])).toEqual([
      ['sales', 3000],
      ['split_out', -900],
    ]);
    expect(october.body.statement.by_revenue_type.reduce((sum, type) => sum + type.amount_yen, 0)).toBe(2100);
    const twelve = await demo.get<{
      history: Array<{ month: string; total_yen: number; by_revenue_type: Array<{ amount_yen: number }> }>;
    }>('/api/v2/me/reports/financial?mode=fixed');
    expect(twelve.body.history.map((month) => month.month)).toEqual(['2026-10', '2026-09', '2026-08']);
    for (const month of twelve.body.history) {
      expect(month.by_revenue_type.reduce((sum, type) => sum + type.amount_yen, 0)).toBe(month.total_yen);
    }
    // The balance history names the month in words and the release by its title.
    const entries = async (client: TestClient, language: string) =>
      (
        await client.request<{ items: Array<{ kind: string; memo: string }> }>(
          'GET',
          '/api/v2/me/balance/entries',
          undefined,
          { 'x-otodoke-language': language },
        )
      ).body;
    expect((await entries(collaborator, 'ja')).items).toContainEqual(
      expect.objectContaining({ kind: 'split_in', memo: '2026年10月分の分配（夏の記録）' }),
    );
    expect((await entries(demo, 'en')).items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'split_out', memo: 'Split of October 2026 (夏の記録)' }),
        expect.objectContaining({ kind: 'revenue', memo: 'Confirmed revenue for October 2026' }),
      ]),
    );
    const history = await demo.get<{ history: Array<{ month: string; direction: string; amount_micros: string }> }>(
      '/api/v2/me/splits',
    );
    expect(history.body.history).toEqual([
      expect.objectContaining({ month: '2026-10', direction: 'out', amount_micros: '-900000000' }),
    ]);
    // The prefecture reported by the store reaches the estimate.
    const prefectures = await demo.get<{ detail_data: Array<{ key: string; label: string }> }>(
      '/api/v2/me/reports/estimate?from=2026-10-01&to=2026-10-31&display=jppref',
    );
    expect(prefectures.body.detail_data).toEqual([expect.objectContaining({ key: '13', label: '東京都' })]);
  });
});

describe('a month with refunds', () => {
  it('moves every wallet by exactly its statement, carries a negative remainder, and still pays the shares', async () => {
    const db = service.database.db;
    const [other] = await db
      .insert(releases)
      .values({
        accountId: LABEL,
        type: 'single',
        status: 450,
        title: '返金の出た曲',
        upc: '4580000000024',
        upcAssigned: true,
      })
      .returning({ id: releases.id });
    await db
      .insert(songs)
      .values({ accountId: LABEL, releaseId: other!.id, position: 1, title: '返金曲', isrc: 'JPZZ02600003' });
    clock = new Date('2026-12-05T03:00:00Z');
    const ownerBefore = await balanceOf(demo);
    const guestBefore = await balanceOf(collaborator);
    // November: the album earns 1,000 yen (30 % shared); the other release is charged back 800 yen.
    await upload(
      admin,
      'line',
      'DSR_line_2026-11-04.tsv',
      dsr({ messageId: 'M6', day: '2026-11-04', currency: 'JPY', net: '1000', sales: [{ resource: 0, usages: 1000 }] }),
    );
    // The close sums the lines a range of ids at a time: these go in far from the others, some ranges apart.
    await service.database.sql.query(
      `select setval(pg_get_serial_sequence('sales_lines', 'id'), (select max(id) from sales_lines) + 50000)`,
    );
    const refund = await upload(
      admin,
      'line',
      'DSR_line_2026-11-05.tsv',
      dsr({
        messageId: 'M7',
        day: '2026-11-05',
        currency: 'JPY',
        net: '-800.00',
        sales: [{ resource: 0, usages: 800 }],
        release: { upc: '4580000000024', isrcs: ['JPZZ02600003'] },
      }),
    );
    expect(refund.status, refund.text).toBe(201);
    // Two operators confirm November at once: one close writes the statements, the other finds the month closed.
    const closes = await Promise.all([
      admin.post<{ statements: number }>('/admin/api/v2/revenue/closes', { month: '2026-11' }),
      admin.post<{ statements: number }>('/admin/api/v2/revenue/closes', { month: '2026-11' }),
    ]);
    expect(closes.map((close) => close.status)).toEqual([201, 201]);
    expect(closes.map((close) => close.body.statements).sort()).toEqual([0, 2]);
    const leftover = await service.database.sql.query('select count(*)::int as n from revenue_close_parts');
    expect(leftover.rows).toEqual([{ n: 0 }]);
    // The label: 1,000 − 800 − 300 shared + 0.5 carried = −99.5: nothing this month, −99.5 carried; the guest: 300.
    const statement = await demo.get<{ statement: { total_yen: number; carry_out_micros: string } }>(
      '/api/v2/me/reports/financial?year_month=2026-11',
    );
    expect(statement.body.statement).toMatchObject({ total_yen: 0, carry_out_micros: '-99500000' });
    expect(await balanceOf(demo)).toBe(ownerBefore);
    expect(await balanceOf(collaborator)).toBe(guestBefore + 300);
    // Every statement is exactly what its month's postings moved in that wallet.
    const mismatches = await service.database.sql.query(`
      select s.account_id, s.month, s.total_yen, coalesce(sum(e.amount), 0)::int as moved
        from revenue_statements s
        join ledger_accounts a on a.code = 'wallet:' || s.account_id
        left join ledger_transactions t on t.kind in ('revenue', 'split_in', 'split_out') and t.reference like s.month || ':%'
        left join ledger_entries e on e.transaction_id = t.id and e.ledger_account_id = a.id
       group by s.account_id, s.month, s.total_yen
      having s.total_yen <> coalesce(sum(e.amount), 0)`);
    expect(mismatches.rows).toEqual([]);
  });

  it('closes months one after another only', async () => {
    clock = new Date('2027-02-05T03:00:00Z');
    const skipped = await admin.post('/admin/api/v2/revenue/closes', { month: '2027-01' });
    expect(skipped.status).toBe(409);
    expect(skipped.body).toMatchObject({ code: 'REV00005' });
    clock = new Date('2026-12-05T03:00:00Z');
  });
});

describe('withdrawal', () => {
  let bankAccountId: number;

  it('takes a bank account from the Zengin list with the holder name in half-width kana', async () => {
    const bad = await collaborator.post('/api/v2/me/bank-accounts', {
      bank_code: '0001',
      branch_code: '001',
      account_type: 'savings',
      account_number: '12345',
      account_holder_name: '山田太郎',
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('Enter a 7-digit number.');
    expect(JSON.stringify(bad.body)).toContain('The account holder name contains characters that cannot be used.');
    const added = await collaborator.post<{
      id: number;
      holder_name: string;
      bank_name: string;
      account_number_masked: string;
    }>('/api/v2/me/bank-accounts', {
      bank_code: '0001',
      branch_code: '001',
      account_type: 'savings',
      account_number: '1234567',
      account_holder_name: 'コラボ　タロウ',
    });
    expect(added.status, added.text).toBe(201);
    expect(added.body).toMatchObject({ holder_name: 'ｺﾗﾎﾞ ﾀﾛｳ', account_number_masked: '****567' });
    bankAccountId = added.body.id;
    expect(
      (
        await demo.post('/api/v2/me/withdrawals', {
          bank_account_id: bankAccountId,
          amount: 1000,
          idempotency_key: 'not-theirs-1',
        })
      ).status,
    ).toBe(400);
  });

  it('refuses less than the minimum and more than the balance', async () => {
    const small = await collaborator.post('/api/v2/me/withdrawals', {
      bank_account_id: bankAccountId,
      amount: 200,
      idempotency_key: 'small-0001',
    });
    expect(small.status).toBe(400);
    expect(JSON.stringify(small.body)).toContain('1,000');
    const big = await collaborator.post('/api/v2/me/withdrawals', {
      bank_account_id: bankAccountId,
      amount: 5000,
      idempotency_key: 'big-00001',
    });
    expect(big.status).toBe(409);
    expect(big.body).toMatchObject({ code: 'BALANCE_INSUFFICIENT' });
  });

  it('lets two requests at once spend the same yen only once', async () => {
    const bank = await demo.post<{ id: number }>('/api/v2/me/bank-accounts', {
      bank_code: '0005',
      branch_code: '001',
      account_type: 'checking',
      account_number: '7654321',
      account_holder_name: 'ｶ)ｵﾄﾄﾞｹ',
    });
    expect(bank.status, bank.text).toBe(201);
    const balance = await balanceOf(demo);
    const amount = Math.max(1000, Math.floor(balance / 2) + 1);
    expect(balance).toBeGreaterThanOrEqual(amount);
    expect(balance).toBeLessThan(amount * 2);
    const answers = await Promise.all(
      ['a', 'b', 'c'].map((key) =>
        demo.post('/api/v2/me/withdrawals', {
          bank_account_id: bank.body.id,
          amount,
          idempotency_key: `race-${key}-0000`,
        }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort(), JSON.stringify(answers.map((a) => a.body))).toEqual([
      201, 409, 409,
    ]);
    expect(await balanceOf(demo)).toBe(balance - amount);
    // The same key again is the same request.
    const repeat = await demo.post<{ id: number }>('/api/v2/me/withdrawals', {
      bank_account_id: bank.body.id,
      amount,
      idempotency_key: 'race-a-0000',
    });
    const first = answers.find((answer) => answer.status === 201)!;
    if ((first.body as { id: number }).id === repeat.body.id) expect(repeat.status).toBe(201);
    expect(
      (
        await staff.post('/api/v2/me/withdrawals', {
          bank_account_id: bank.body.id,
          amount: 1000,
          idempotency_key: 'staff-0001',
        })
      ).status,
    ).toBe(403);
  });

  it('is paid by an operator, or rejected back into the balance', async () => {
    const list = await admin.get<{ items: Array<{ id: number; account_number: string; net: number }> }>(
      '/admin/api/v2/withdrawals',
    );
    expect(list.body.items).toHaveLength(1);
    expect(list.body.items[0]!.account_number).toBe('7654321');
    const balance = await balanceOf(demo);
    const paid = await admin.post(`/admin/api/v2/withdrawals/${list.body.items[0]!.id}/decision`, { decision: 'paid' });
    expect(paid.body).toMatchObject({ status: 'paid' });
    expect(await balanceOf(demo)).toBe(balance);
    expect(
      (
        await admin.post(`/admin/api/v2/withdrawals/${list.body.items[0]!.id}/decision`, {
          decision: 'rejected',
          reason: 'x',
        })
      ).status,
    ).toBe(409);

    const request = await demo.post<{ id: number; amount: number }>('/api/v2/me/withdrawals', {
      bank_account_id: (paid.body as { bank_account: { id: number } }).bank_account.id,
      amount: 1000,
      idempotency_key: 'later-00001',
    });
    expect(request.status, request.text).toBe(201);
    expect(
      (await admin.post(`/admin/api/v2/withdrawals/${request.body.id}/decision`, { decision: 'rejected' })).status,
    ).toBe(400);
    await admin.post(`/admin/api/v2/withdrawals/${request.body.id}/decision`, {
      decision: 'rejected',
      reason: '口座名義が一致しません',
    });
    expect(await balanceOf(demo)).toBe(balance);
    const mine = await demo.get<{ items: Array<{ status: string; reason: string }> }>('/api/v2/me/withdrawals');
    expect(mine.body.items[0]).toMatchObject({ status: 'rejected', reason: '口座名義が一致しません' });
  });

  it('keeps every ledger balance equal to the sum of its entries', async () => {
    expect(await unbalancedLedgerAccounts(service.database.db)).toEqual([]);
  });
});

describe("DDEX's own sample reports", () => {
  const FIXTURES = path.resolve(import.meta.dirname, '../../../packages/protocols/src/sales-reports/fixtures');
  const SAMPLES = [
    {
      file: 'DSR_PADPIDA00123456743_PADPIDA0123456766K_UnlimitedMusicMonthly_2020-06-01--2020-06-30__1of1_20200703T075930.tsv',
      rates: '&rate_GBP=140',
      // One summary: 5000.00 GBP net for 3160 streams, shared by usages (each share floored to the micro-unit).
      lines: 15,
      maxYen: 5000 * 140,
    },
    {
      file: 'DSR_TEST_YouTube_AdSupport-music_2015-Q4_IS_1of1_20160121T150926.tsv',
      rates: '&rate_USD=120',
      // UGC: each of its six sales carries its own NetRevenue; they add up to 7.0 USD.
      lines: 6,
      exactYen: 7 * 120,
    },
  ];

  it('imports the Basic Audio and UGC samples with totals that agree with their summary records', async () => {
    for (const sample of SAMPLES) {
      const bytes = await readFile(path.join(FIXTURES, sample.file));
      const answer = await upload(admin, 'youtube_music_key', sample.file, bytes, sample.rates);
      expect(answer.status, answer.text).toBe(201);
      const report = (answer.body as { report: { lines: number; unmatched_lines: number; revenue_micros: string } })
        .report;
      expect(report.lines).toBe(sample.lines);
      // Nobody here distributes these recordings: every line waits for an operator.
      expect(report.unmatched_lines).toBe(sample.lines);
      const micros = BigInt(report.revenue_micros);
      if (sample.exactYen !== undefined) expect(micros).toBe(BigInt(Math.round(sample.exactYen * 1_000_000)));
      else {
        // Shares are floored: at most one micro-unit per line below the summary's net revenue.
        expect(micros).toBeLessThanOrEqual(BigInt(sample.maxYen!) * 1_000_000n);
        expect(micros).toBeGreaterThanOrEqual((BigInt(sample.maxYen!) * 1_000_000n * 99n) / 100n);
      }
    }
  });

  it('refuses the Ad Funded sample, whose own numbers disagree, and says where', async () => {
    // Its sales name summary "SY1" where the SY row says "1", count 3 of its 100 usages, and its FOOT counts 94 blocks
    // of 3: a report that disagrees with itself is not money we can pay out.
    const file = 'DSR_PADPIDA2015999999X_PADPIDA2015999999X_AdFunded_2015-08-01--2015-08-31__1of1_20151123T182957.tsv';
    const answer = await upload(
      admin,
      'youtube_music_key',
      file,
      await readFile(path.join(FIXTURES, file)),
      '&rate_EUR=135',
    );
    expect(answer.status).toBe(422);
    expect((answer.body as { details: { reason: string } }).details.reason).toBe(
      'line 11: sales refer to summary "SY1", which no SY row defines (the report\'s only summary is "1")',
    );
  });
});

describe('text in the reports', () => {
  it('keeps titles with tabs and backslashes exactly, through the staging copy', async () => {
    const title = 'Tab\there \\ back\\slash «引用»';
    const file = dsr({
      messageId: 'TEXT1',
      day: '2026-08-20',
      currency: 'JPY',
      net: '5',
      sales: [],
      unknown: 5,
      unknownTitle: title,
    });
    const answer = await upload(admin, 'spotify', 'DSR_text.tsv', file);
    expect(answer.status, answer.text).toBe(201);
    const queue = await admin.get<{ items: Array<{ title: string; isrc: string }> }>(
      '/admin/api/v2/unmatched-sales?limit=100',
    );
    expect(
      queue.body.items.map((item) => item.title),
      JSON.stringify(queue.body.items.map((item) => item.title)),
    ).toContain(title);
  });
});
