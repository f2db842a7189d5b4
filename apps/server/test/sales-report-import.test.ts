// A store's report can never create money, nor lose it quietly: reports that disagree with their own summaries, cut
// short, with numbers that are not numbers, or a line too long to be one, are refused whole with the reason; a failed
// file never blocks the right one; an operator replaces an imported report with a corrected one, its lines reversed
// in the same transaction. What a careless or hostile store could send, these tests send.
import { Readable, Transform } from 'node:stream';
import { gzipSync } from 'node:zlib';
import { createDsrWriter } from '@otodoke/protocols/sales-reports/write-dsr.ts';
import type { ReportFile, StoreEndpoint, StoreTransport } from '@otodoke/protocols/store-drop/store-delivery.ts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountsJoinSql } from '../src/features/accounts/index.ts';
import { createIngestService, createReportPoller } from '../src/features/revenue/index.ts';
import {
  releases,
  salesImportLines,
  salesLines,
  salesReportFailures,
  salesReports,
  salesRollupParts,
  salesRollups,
  songs,
  unmatchedSalesLines,
} from '../src/platform/db/schema.ts';
import { createLogger } from '../src/platform/logger.ts';
import type { Storage } from '../src/platform/storage/storage.ts';
import { signIn } from './flows.ts';
import { startTestService, type TestService } from './harness.ts';
import type { TestClient } from './test-client.ts';

const LABEL = 1;
const UPC = '4580000000024';
const ISRC = ['JPZZ02610001', 'JPZZ02610002'];

let service: TestService;
let admin: TestClient;
let demo: TestClient;
let releaseId: number;

type Sale = { resource: number; usages: number };

/** A one-summary Basic Audio report of the test's album: `declared` usages for `net` JPY (default: the sales' sum). */
function dsr(input: {
  messageId: string;
  day: string;
  net: string;
  sales: Sale[];
  declared?: number;
  file?: { number: number; of: number };
}) {
  const writer = createDsrWriter({
    header: {
      messageId: input.messageId,
      createdAt: `${input.day}T23:00:00Z`,
      usageStart: input.day,
      usageEnd: input.day,
      fileNumber: input.file?.number,
      numberOfFiles: input.file?.of,
      sender: { dpid: 'PADPIDA9900000001', name: 'Store' },
      recipient: { dpid: 'PADPIDA9900000002', name: 'Otodoke' },
      serviceDescription: 'Premium',
    },
  });
  let text = writer.headerText();
  text += writer.summary({
    id: 'S1',
    commercialModel: 'SubscriptionModel',
    useType: 'OnDemandStream',
    territory: 'JP',
    serviceDescription: 'Premium',
    usages: input.declared ?? input.sales.reduce((sum, sale) => sum + sale.usages, 0),
    users: 100,
    currency: 'JPY',
    netRevenue: input.net,
  });
  text += writer.block({
    release: { icpn: UPC, dspReleaseId: 'R1', title: 'Album', artist: 'Artist' },
    resources: ISRC.map((isrc, index) => ({
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
  return text + writer.footer();
}

/** The same file with one sale row's usages changed from `from` to `to`, as a store's bug (or an attacker) would. */
const withUsages = (text: string, from: number, to: number) =>
  text.replace(new RegExp(`^(SU02[^\\n]*\\t)${from}(\\t|$)`, 'm'), `$1${to}$2`);

function upload(fileName: string, body: string | Buffer, query = '') {
  return admin.send('POST', `/admin/api/v2/sales-reports/upload?store_id=spotify&file_name=${fileName}${query}`, {
    payload: typeof body === 'string' ? Buffer.from(body) : body,
    headers: { 'content-type': 'application/octet-stream' },
  });
}

async function reportCount() {
  const [row] = await service.database.db.select({ n: sql<number>`count(*)::int` }).from(salesReports);
  return row!.n;
}

/** Yen micro-units counted for the album in the sales lines and in the rollups the estimate reads. */
async function albumMicros() {
  const db = service.database.db;
  const [lines] = await db
    .select({ micros: sql<string>`coalesce(sum(${salesLines.jpyMicros}), 0)::text` })
    .from(salesLines)
    .where(eq(salesLines.releaseId, releaseId));
  const [rollups] = await db
    .select({ micros: sql<string>`coalesce(sum(${salesRollups.jpyMicros}), 0)::text` })
    .from(salesRollups)
    .where(sql`${salesRollups.dimension} = 'release' and ${salesRollups.key} = ${String(releaseId)}`);
  return { lines: BigInt(lines!.micros), rollups: BigInt(rollups!.micros) };
}

const reasonOf = (answer: { body: unknown }) =>
  String((answer.body as { details?: { reason?: string } }).details?.reason);

beforeAll(async () => {
  service = await startTestService({ seed: true });
  admin = service.client('ja');
  await signIn(service, admin, 'admin@otodoke.test', 'otodoke-admin');
  demo = service.client('ja');
  await signIn(service, demo, 'demo@otodoke.test', 'otodoke-demo');
  demo.acid = LABEL;
  const db = service.database.db;
  const [release] = await db
    .insert(releases)
    .values({ accountId: LABEL, type: 'album', status: 450, title: '検算の記録', upc: UPC, upcAssigned: true })
    .returning({ id: releases.id });
  releaseId = release!.id;
  await db
    .insert(songs)
    .values(
      ISRC.map((isrc, index) => ({ accountId: LABEL, releaseId, position: index + 1, title: `曲${index + 1}`, isrc })),
    );
}, 120_000);

afterAll(async () => {
  await service?.close();
});

describe('a report never comes to more money than it states', () => {
  it('refuses a report whose sales add up to more usages than its summary declares, and credits nothing', async () => {
    const honest = dsr({
      messageId: 'INF1',
      day: '2026-08-01',
      net: '338',
      sales: [
        { resource: 0, usages: 79 },
        { resource: 1, usages: 21 },
      ],
    });
    const inflated = withUsages(honest, 79, 1_000_000);
    expect(inflated).not.toBe(honest);
    const before = [await reportCount(), await albumMicros()];
    const answer = await upload('DSR_inflated.tsv', inflated);
    expect(answer.status, answer.text).toBe(422);
    expect(answer.body).toMatchObject({ code: 'REV00003', message: '売上レポートを取り込めませんでした' });
    expect(reasonOf(answer)).toContain('summary "S1" reports 100 usages, its sales add up to 1000021');
    expect(answer.body).toMatchObject({ details: { kind: 'refused' } });
    expect([await reportCount(), await albumMicros()]).toEqual(before);
    // The honest file is imported, to the yen of its summary.
    const imported = await upload('DSR_honest.tsv', honest);
    expect(imported.status, imported.text).toBe(201);
    expect((await albumMicros()).lines).toBe(338_000_000n);
  });

  it('refuses a report whose sales add up to fewer usages than its summary declares', async () => {
    const short = withUsages(
      dsr({
        messageId: 'INF2',
        day: '2026-08-02',
        net: '100',
        sales: [
          { resource: 0, usages: 60 },
          { resource: 1, usages: 40 },
        ],
      }),
      60,
      6,
    );
    const answer = await upload('DSR_under.tsv', short);
    expect(answer.status).toBe(422);
    expect(reasonOf(answer)).toContain('reports 100 usages, its sales add up to 46');
  });

  it('adds the files of a multi-file report together: two files of the same sales cannot both come in', async () => {
    const first = dsr({
      messageId: 'MULTI1',
      day: '2026-08-03',
      net: '50',
      declared: 100,
      sales: [{ resource: 0, usages: 60 }],
      file: { number: 1, of: 2 },
    });
    const imported = await upload('DSR_multi_1of2.tsv', first);
    expect(imported.status, imported.text).toBe(201);
    // File 2 claims the summary's whole 100 usages again: 160 of 100 with file 1.
    const second = dsr({
      messageId: 'MULTI1',
      day: '2026-08-03',
      net: '50',
      declared: 100,
      sales: [{ resource: 1, usages: 100 }],
      file: { number: 2, of: 2 },
    });
    const refused = await upload('DSR_multi_2of2.tsv', second);
    expect(refused.status).toBe(422);
    expect(reasonOf(refused)).toContain(
      'with the report\'s other files: summary "S1" reports 100 usages, its sales add up to 160',
    );
    const right = second.replace(/(SU02[^\n]*\t)100(\t|\n)/, '$140$2');
    const completed = await upload('DSR_multi_2of2_right.tsv', right);
    expect(completed.status, completed.text).toBe(201);
  });
});

describe('a report cut short or with values that are not values', () => {
  it('refuses the first 60 % of a report, and takes the whole one after it', async () => {
    const whole = dsr({
      messageId: 'CUT1',
      day: '2026-08-04',
      net: '98',
      sales: Array.from({ length: 98 }, (_, index) => ({ resource: index % 2, usages: 1 })),
    });
    // Cut at a line's end, the file reads well up to where it stops; cut inside a row, that row has no usages.
    const cut = whole.slice(0, whole.lastIndexOf('\n', Math.floor(whole.length * 0.6)) + 1);
    const refused = await upload('DSR_cut.tsv', cut);
    expect(refused.status).toBe(422);
    expect(reasonOf(refused)).toMatch(/DSR_cut\.tsv ends without a FOOT row: it may be cut short/);
    const midRow = await upload('DSR_cut.tsv', `${cut}SU02.02\t1\tS1`);
    expect(midRow.status).toBe(422);
    expect(reasonOf(midRow)).toMatch(/^line \d+: sale row has no usages/);
    const taken = await upload('DSR_cut.tsv', whole);
    expect(taken.status, taken.text).toBe(201);
    expect((taken.body as { report: { lines: number } }).report.lines).toBe(98);
    // A FOOT that disagrees with what was read is no better than none.
    const padded = dsr({ messageId: 'CUT2', day: '2026-08-04', net: '1', sales: [{ resource: 0, usages: 1 }] }).replace(
      /^FOOT\t\d+/m,
      'FOOT\t99',
    );
    const footAnswer = await upload('DSR_padded.tsv', padded);
    expect(footAnswer.status).toBe(422);
    expect(reasonOf(footAnswer)).toContain('FOOT NumberOfLinesInFile says 99');
  });

  it('refuses every row it cannot value with its line number, and never shows SQL', async () => {
    const base = dsr({ messageId: 'LAX1', day: '2026-08-05', net: '10', sales: [{ resource: 0, usages: 79 }] });
    const cases: Array<[string, string, RegExp]> = [
      ['usages abc', withUsages(base, 79, 'abc' as unknown as number), /^line \d+: Usages "abc" is not a whole number/],
      ['net 1e308', base.replace('\tJPY\t10', '\tJPY\t1e308'), /^line \d+: NetRevenue "1e308" is not a decimal number/],
      [
        'net -99999999999999',
        base.replace('\tJPY\t10', '\tJPY\t-99999999999999'),
        /^line \d+: NetRevenue "-99999999999999"/,
      ],
      ['unknown summary', base.replace(/^(SU02[^\t]*\t[^\t]*\t)S1/m, '$1S9'), /summary "S9", which no SY row defines/],
      ['HEAD alone', 'HEAD\n', /UsageStartDate and UsageEndDate must be dates/],
      ['a NUL', base.replace('Song 1', 'So\u0000ng'), /holds a NUL character/],
    ];
    for (const [what, body, reason] of cases) {
      const answer = await upload(`DSR_${what.replace(/\W/g, '_')}.tsv`, body);
      expect(answer.status, `${what}: ${answer.text}`).toBe(422);
      expect(reasonOf(answer), what).toMatch(reason);
      expect(answer.text, what).not.toMatch(/insert into|select |\$\d|params/i);
    }
  });

  it("says what the database refused in its own words, without the statement: a line's yen out of range", async () => {
    const huge = dsr({
      messageId: 'BIG1',
      day: '2026-08-06',
      net: '999999999999',
      sales: [{ resource: 0, usages: 1 }],
    }).replaceAll('\tJPY\t', '\tXAU\t');
    const answer = await upload('DSR_huge.tsv', huge, '&rate_XAU=999999999');
    expect(answer.status, answer.text).toBe(422);
    expect(reasonOf(answer)).toBe('a value of the report is out of range once converted to yen');
    expect(answer.text).not.toMatch(/insert into|select |\$\d|params/i);
  });

  it('refuses a line too long to be a report line at once, and answers other requests meanwhile', async () => {
    const body = gzipSync(
      Buffer.concat([Buffer.from('HEAD\t'), Buffer.alloc(200 * 1024 * 1024, 'x'), Buffer.from('\n')]),
    );
    const importing = upload('DSR_long.tsv.gz', body);
    const other = demo.get('/api/v1/me/releases');
    const [answer, meanwhile] = await Promise.all([importing, other]);
    expect(meanwhile.status).toBe(200);
    expect(answer.status).toBe(422);
    expect(reasonOf(answer)).toBe('DSR_long.tsv.gz: line 1 is longer than 1048576 characters: not a sales report line');
  });
});

describe('a file that is no report', () => {
  it('says which kind of failure it is, for the operator to read in their language', async () => {
    const letter = await upload('letter.txt', 'Dear operator,\nthis is a letter, not a sales report.\n');
    expect(letter.status, letter.text).toBe(422);
    expect(letter.body).toMatchObject({
      code: 'REV00003',
      message: '売上レポートを取り込めませんでした',
      details: { kind: 'not_report' },
    });
    const empty = await upload('empty.tsv', '\n');
    expect(empty.body).toMatchObject({ details: { kind: 'not_report' } });
    const damaged = await upload('DSR_cut.tsv.gz', gzipSync(Buffer.from('HEAD\tDSR\n'.repeat(1000))).subarray(0, 40));
    expect(damaged.body).toMatchObject({ code: 'REV00003', details: { kind: 'damaged' } });
  });
});

describe('an operator replaces an imported report with a corrected one', () => {
  it('reverses the old lines and rollups in the same transaction, and counts the corrected file once', async () => {
    const before = await albumMicros();
    const wrong = dsr({ messageId: 'FIX1', day: '2026-08-07', net: '500', sales: [{ resource: 0, usages: 10 }] });
    const first = await upload('DSR_fix.tsv', wrong);
    expect(first.status, first.text).toBe(201);
    const oldId = (first.body as { report: { id: number } }).report.id;
    expect((await albumMicros()).lines - before.lines).toBe(500_000_000n);

    // The same bytes are no correction.
    const same = await upload('DSR_fix.tsv', wrong, `&replaces_report_id=${oldId}`);
    expect(same.status).toBe(400);
    // A corrected file that is itself broken changes nothing.
    const broken = await upload('DSR_fix_broken.tsv', withUsages(wrong, 10, 11), `&replaces_report_id=${oldId}`);
    expect(broken.status).toBe(422);
    expect((await albumMicros()).lines - before.lines).toBe(500_000_000n);

    const corrected = dsr({ messageId: 'FIX1', day: '2026-08-07', net: '320', sales: [{ resource: 0, usages: 10 }] });
    const replaced = await upload('DSR_fix_v2.tsv', corrected, `&replaces_report_id=${oldId}`);
    expect(replaced.status, replaced.text).toBe(201);
    const after = await albumMicros();
    expect(after.lines - before.lines).toBe(320_000_000n);
    expect(after.rollups - before.rollups).toBe(320_000_000n);
    const [old] = await service.database.db.select().from(salesReports).where(eq(salesReports.id, oldId));
    expect(old?.replacedBy).toBe((replaced.body as { report: { id: number } }).report.id);
    const listed = await admin.get<{ items: Array<{ id: number; replaced_by: number | null }> }>(
      '/admin/api/v2/sales-reports?limit=100',
    );
    expect(listed.body.items.find((item) => item.id === oldId)?.replaced_by).toBe(old?.replacedBy);

    // A report is replaced once; its replacement may be replaced in turn.
    const again = await upload('DSR_fix_v3.tsv', corrected.replace('\t320', '\t321'), `&replaces_report_id=${oldId}`);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'REV00006', message: 'この売上レポートは既に差し替えられています' });
    expect((await albumMicros()).lines - before.lines).toBe(320_000_000n);
  });

  it('lets only operators replace', async () => {
    const answer = await demo.send(
      'POST',
      '/admin/api/v2/sales-reports/upload?store_id=spotify&file_name=x.tsv&replaces_report_id=1',
      {
        payload: Buffer.from('HEAD\n'),
        headers: { 'content-type': 'application/octet-stream' },
      },
    );
    expect(answer.status).toBe(403);
  });
});

describe('the SFTP poller', () => {
  /** A store's reports folder in memory, as the poller sees it through the transport. */
  function fakeStore() {
    const files = new Map<string, { bytes: Buffer; modifiedMs: number }>();
    const transport: Pick<StoreTransport, 'listReports' | 'downloadReport' | 'removeReport'> = {
      async listReports(_endpoint: StoreEndpoint): Promise<ReportFile[]> {
        return [...files].map(([name, file]) => ({ name, size: file.bytes.length, modifiedMs: file.modifiedMs }));
      },
      async downloadReport(_endpoint, name, destination) {
        const bytes = files.get(name)!.bytes;
        await new Promise<void>((resolve, reject) => destination.end(bytes, () => resolve()).on('error', reject));
        return { bytes: bytes.length };
      },
      async removeReport(_endpoint, name) {
        files.delete(name);
      },
    };
    return { files, transport };
  }

  it('skips a failed file while the store lists it unchanged, and fetches the corrected file of the same name', async () => {
    const store = fakeStore();
    const poller = createReportPoller({
      db: service.database.db,
      transport: store.transport as StoreTransport,
      directory: service.stores.directory,
      ingest: service.app.revenue.ingest,
      storage: service.app.storage,
      logger: createLogger('silent'),
    });
    const whole = dsr({ messageId: 'POLL1', day: '2026-08-08', net: '7', sales: [{ resource: 1, usages: 7 }] });
    const name = 'DSR_spotify_2026-08-08.tsv';
    store.files.set(name, { bytes: Buffer.from(whole.slice(0, whole.length - 40)), modifiedMs: 1_000 });
    expect(await poller.pollStore('spotify')).toBe(0);
    expect(await poller.pollStore('spotify')).toBe(0);
    const failures = await service.database.db
      .select()
      .from(salesReportFailures)
      .where(eq(salesReportFailures.fileName, name));
    expect(failures).toHaveLength(1);
    // The store writes the whole file under the same name.
    store.files.set(name, { bytes: Buffer.from(whole), modifiedMs: 2_000 });
    expect(await poller.pollStore('spotify')).toBe(1);
    expect(store.files.size).toBe(0);
  });
});

describe('a large report goes in step by step, seen by nobody until it is whole', () => {
  /** The app's importer, taking `stepLines` lines a step (the app takes 10 000); `storage` may be wrapped. */
  const stepped = (stepLines: number, storage: Storage = service.app.storage) =>
    createIngestService({
      db: service.database.db,
      storage,
      logger: createLogger('silent'),
      accounts: { accountsJoinSql },
      stepLines,
    });
  const manySales = (count: number) =>
    Array.from({ length: count }, (_, index) => ({ resource: index % 2, usages: 1 + (index % 5) }));
  const stepFile = (messageId: string, day: string, sales: Sale[], net: string) =>
    Readable.from([Buffer.from(dsr({ messageId, day, net, sales }))]);
  async function leftovers() {
    const db = service.database.db;
    const count = async (table: typeof salesImportLines | typeof salesRollupParts) =>
      (await db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;
    const [importing] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(salesReports)
      .where(eq(salesReports.state, 'importing'));
    return { staged: await count(salesImportLines), parts: await count(salesRollupParts), importing: importing!.n };
  }

  it('comes to the same yen in steps as in one, answers requests between its steps, and leaves no staging', async () => {
    const before = await albumMicros();
    let isDone = false;
    const importing = stepped(40)
      .importReport({
        source: 'upload',
        storeId: 'spotify',
        fileName: 'DSR_steps.tsv',
        body: stepFile('STEP1', '2026-08-09', manySales(400), '1234.5'),
      })
      .finally(() => {
        isDone = true;
      });
    const meanwhile = await demo.get('/api/v1/me/releases');
    const wasAnsweredFirst = !isDone;
    const result = await importing;
    expect(result).toMatchObject({ outcome: 'imported', lines: 400, matched: 400 });
    expect(meanwhile.status).toBe(200);
    expect(wasAnsweredFirst).toBe(true);
    const after = await albumMicros();
    // Shares floored per line: at most one micro-unit a line below the summary's 1,234.5 yen.
    expect(after.lines - before.lines).toBeLessThanOrEqual(1_234_500_000n);
    expect(after.lines - before.lines).toBeGreaterThan(1_234_500_000n - 400n);
    expect(after.rollups - before.rollups).toBe(after.lines - before.lines);
    expect(await leftovers()).toEqual({ staged: 0, parts: 0, importing: 0 });
  });

  it('takes back everything when it fails between steps, and the same file goes in afterwards', async () => {
    const before = [await reportCount(), await albumMicros()];
    const real = service.app.storage;
    let reads = 0;
    const failing: Storage = {
      ...real,
      createReadStream(key, range) {
        const stream = real.createReadStream(key, range);
        reads += 1;
        // The second read (the steps') breaks part way through, as a disk or a killed process would.
        if (reads !== 2) return stream;
        let seen = 0;
        return stream.pipe(
          new Transform({
            transform(chunk: Buffer, _encoding, done) {
              seen += chunk.length;
              done(seen > 2_000 ? new Error('the disk went away') : null, chunk);
            },
          }),
        );
      },
    };
    const body = () => stepFile('STEP2', '2026-08-10', manySales(300), '300');
    const result = await stepped(30, failing).importReport({
      source: 'upload',
      storeId: 'spotify',
      fileName: 'DSR_broken_steps.tsv',
      body: body(),
    });
    expect(result).toMatchObject({ outcome: 'failed' });
    expect([await reportCount(), await albumMicros()]).toEqual(before);
    expect(await leftovers()).toEqual({ staged: 0, parts: 0, importing: 0 });
    const again = await stepped(30).importReport({
      source: 'upload',
      storeId: 'spotify',
      fileName: 'DSR_broken_steps.tsv',
      body: body(),
    });
    expect(again).toMatchObject({ outcome: 'imported', lines: 300 });
  });

  it('takes back an import whose process stopped, and a month close waits for one under way', async () => {
    const db = service.database.db;
    const before = await albumMicros();
    // What a killed worker leaves: a report importing, a batch with lines, pending unmatched lines, rollup parts.
    const [report] = await db
      .insert(salesReports)
      .values({
        source: 'sftp',
        storeId: 'awa',
        fileName: 'DSR_killed.tsv',
        sha256: 'f'.repeat(64),
        format: 'dsr',
        state: 'importing',
      })
      .returning({ id: salesReports.id });
    const reportId = report!.id;
    const { rows } = await service.database.sql.query(
      `insert into sales_batches (kind, report_id) values ('import', ${reportId}) returning id`,
    );
    const batch = { id: Number(rows[0]!.id) };
    await service.database.sql.query(`
      insert into sales_lines (batch_id, report_id, account_id, release_id, store_id, sale_date, detail_type, revenue_type,
                               quantity, currency, revenue_micros, jpy_micros)
      values (${batch.id}, ${reportId}, ${LABEL}, ${releaseId}, 'awa', '2026-08-11', 'streaming', 'label', 5, 'JPY',
              9000000, 9000000)`);
    await db.insert(unmatchedSalesLines).values({
      reportId,
      lineNo: 9,
      storeId: 'awa',
      saleDate: '2026-08-11',
      quantity: 1,
      currency: 'JPY',
      revenueMicros: 1n,
      jpyMicros: 1n,
      status: 'pending',
    });

    // While it is under way, a month close waits.
    const close = await admin.post('/admin/api/v2/revenue/closes', { month: '2026-07' });
    expect(close.status, close.text).toBe(409);
    expect(close.body).toMatchObject({
      code: 'REV00007',
      message: '売上レポートの取り込み中です。取り込みが終わってから確定してください',
    });

    // Still for longer than an import may stand still: the next import takes it back whole.
    await db
      .update(salesReports)
      .set({ heartbeatAt: sql`now() - interval '10 minutes'` })
      .where(eq(salesReports.id, reportId));
    const next = await upload(
      'DSR_after_killed.tsv',
      dsr({ messageId: 'KILL1', day: '2026-08-11', net: '3', sales: [{ resource: 0, usages: 3 }] }),
    );
    expect(next.status, next.text).toBe(201);
    expect(await db.select().from(salesReports).where(eq(salesReports.id, reportId))).toEqual([]);
    expect((await albumMicros()).lines - before.lines).toBe(3_000_000n);
    const failures = await db
      .select()
      .from(salesReportFailures)
      .where(eq(salesReportFailures.fileName, 'DSR_killed.tsv'));
    expect(failures.map((failure) => failure.reason)).toEqual([
      'the import stopped before it finished (its process ended) and was taken back whole',
    ]);
    expect(await leftovers()).toEqual({ staged: 0, parts: 0, importing: 0 });
  });

  it('replaces a report step by step as well', async () => {
    const first = await stepped(25).importReport({
      source: 'upload',
      storeId: 'spotify',
      fileName: 'DSR_big_v1.tsv',
      body: stepFile('STEP3', '2026-08-12', manySales(120), '600'),
    });
    expect(first.outcome).toBe('imported');
    const before = await albumMicros();
    const second = await stepped(25).importReport({
      source: 'upload',
      storeId: 'spotify',
      fileName: 'DSR_big_v2.tsv',
      body: stepFile('STEP3', '2026-08-12', manySales(120), '480'),
      replacesReportId: (first as { reportId: number }).reportId,
    });
    expect(second.outcome).toBe('imported');
    const after = await albumMicros();
    expect(after.lines - before.lines).toBe(-120_000_000n);
    expect(after.rollups - before.rollups).toBe(-120_000_000n);
    expect(await leftovers()).toEqual({ staged: 0, parts: 0, importing: 0 });
  });
});

describe('what a review found', () => {
  it('refuses a file of a multi-file report that declares a summary otherwise than the files before it', async () => {
    const first = dsr({
      messageId: 'MULTI2',
      day: '2026-08-13',
      net: '1000',
      declared: 1,
      sales: [{ resource: 0, usages: 1 }],
      file: { number: 1, of: 2 },
    });
    expect((await upload('DSR_m2_1of2.tsv', first)).status).toBe(201);
    // Same summary id, other usages for the same revenue: each file alone adds up, together they would pay twice.
    const second = dsr({
      messageId: 'MULTI2',
      day: '2026-08-13',
      net: '1000',
      declared: 1000,
      sales: [{ resource: 1, usages: 999 }],
      file: { number: 2, of: 2 },
    });
    const answer = await upload('DSR_m2_2of2.tsv', second);
    expect(answer.status).toBe(422);
    expect(reasonOf(answer)).toBe(
      'summary "S1" is declared otherwise in file 1 of the report (usages, net revenue or currency)',
    );
  });

  it('lets one correction of a report go in at a time', async () => {
    const first = await upload(
      'DSR_once.tsv',
      dsr({ messageId: 'ONCE1', day: '2026-08-14', net: '10', sales: [{ resource: 0, usages: 1 }] }),
    );
    const oldId = (first.body as { report: { id: number } }).report.id;
    // A correction of it is going in step by step (as a large one does).
    await service.database.db.insert(salesReports).values({
      source: 'upload',
      storeId: 'spotify',
      fileName: 'DSR_once_v2.tsv',
      sha256: 'e'.repeat(64),
      format: 'dsr',
      state: 'importing',
      replacesReportId: oldId,
    });
    const second = await upload(
      'DSR_once_v3.tsv',
      dsr({ messageId: 'ONCE1', day: '2026-08-14', net: '9', sales: [{ resource: 0, usages: 1 }] }),
      `&replaces_report_id=${oldId}`,
    );
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({
      code: 'REV00008',
      message: 'この売上レポートは差し替えの取り込み中です。終わるまでお待ちください',
    });
    await service.database.db.delete(salesReports).where(eq(salesReports.sha256, 'e'.repeat(64)));
  });

  it('answers "in a moment" for a file being imported right now, and records no failure for it', async () => {
    const body = dsr({ messageId: 'NOW1', day: '2026-08-15', net: '10', sales: [{ resource: 0, usages: 1 }] });
    const { createHash } = await import('node:crypto');
    const sha256 = createHash('sha256').update(body).digest('hex');
    await service.database.db.insert(salesReports).values({
      source: 'sftp',
      storeId: 'spotify',
      fileName: 'DSR_now.tsv',
      sha256,
      format: 'dsr',
      state: 'importing',
    });
    const answer = await upload('DSR_now.tsv', body);
    expect(answer.status).toBe(422);
    expect(reasonOf(answer)).toBe('the same file is being imported right now: try again in a moment');
    const failures = await service.database.db
      .select()
      .from(salesReportFailures)
      .where(eq(salesReportFailures.sha256, sha256));
    expect(failures).toEqual([]);
    // Once that import is over (here: taken back), the file goes in.
    await service.database.db.delete(salesReports).where(eq(salesReports.sha256, sha256));
    expect((await upload('DSR_now.tsv', body)).status).toBe(201);
  });

  it('never takes back an import whose last step went through', async () => {
    const answer = await upload(
      'DSR_kept.tsv',
      dsr({ messageId: 'KEPT1', day: '2026-08-16', net: '7', sales: [{ resource: 0, usages: 1 }] }),
    );
    const reportId = (answer.body as { report: { id: number } }).report.id;
    const before = await albumMicros();
    const { discardImport } = await import('../src/features/revenue/ingest.repository.ts');
    const [batch] = await service.database.sql
      .query(`select id from sales_batches where report_id = ${reportId}`)
      .then((r) => r.rows);
    await service.database.db.transaction((tx) => discardImport(tx, reportId, Number(batch!.id)));
    expect(await albumMicros()).toEqual(before);
    expect(
      await service.database.db.select({ id: salesReports.id }).from(salesReports).where(eq(salesReports.id, reportId)),
    ).toHaveLength(1);
  });
});

describe('a release is never sold before its sale start', () => {
  it('refuses a report with sales days before the date the owner chose, and files the eve (a UTC day) on the day', async () => {
    const db = service.database.db;
    await db.update(releases).set({ requestedSaleStartDate: '2026/09/10' }).where(eq(releases.id, releaseId));
    try {
      const before = [await reportCount(), await albumMicros()];
      const tooEarly = await upload(
        'DSR_early.tsv',
        dsr({ messageId: 'EARLY1', day: '2026-09-08', net: '50', sales: [{ resource: 1, usages: 5 }] }),
      );
      expect(tooEarly.status, tooEarly.text).toBe(422);
      expect(tooEarly.body).toMatchObject({ code: 'REV00003' });
      expect(reasonOf(tooEarly)).toMatch(/^line \d+: sales through 2026-09-08 of "検算の記録" \(JPZZ02610002\)/);
      expect(reasonOf(tooEarly)).toContain('goes on sale on 2026-09-10');
      expect([await reportCount(), await albumMicros()]).toEqual(before);

      // A store's day 2026-09-09 in UTC ends at 09:00 on the 10th in Tokyo: its plays are the start day's first hours.
      const eve = await upload(
        'DSR_eve.tsv',
        dsr({ messageId: 'EVE1', day: '2026-09-09', net: '50', sales: [{ resource: 1, usages: 5 }] }),
      );
      expect(eve.status, eve.text).toBe(201);
      const onTheDay = await upload(
        'DSR_on_the_day.tsv',
        dsr({ messageId: 'ONDAY1', day: '2026-09-10', net: '50', sales: [{ resource: 1, usages: 5 }] }),
      );
      expect(onTheDay.status, onTheDay.text).toBe(201);
      expect((await albumMicros()).lines).toBe((before[1] as { lines: bigint }).lines + 100_000_000n);
      // Nothing is dated before the start: not the lines, not the figures the reports read.
      const early = sql`between '2026-09-01' and '2026-09-09'`;
      const linesBefore = await db
        .select({ id: salesLines.id })
        .from(salesLines)
        .where(sql`${salesLines.releaseId} = ${releaseId} and ${salesLines.saleDate} ${early}`);
      expect(linesBefore).toEqual([]);
      const rollupsBefore = await db
        .select({ key: salesRollups.key })
        .from(salesRollups)
        .where(sql`${salesRollups.dimension} = 'release' and ${salesRollups.key} = ${String(releaseId)}
                   and ${salesRollups.saleDate} ${early}`);
      expect(rollupsBefore).toEqual([]);
    } finally {
      await db.update(releases).set({ requestedSaleStartDate: '' }).where(eq(releases.id, releaseId));
    }
  });
});
