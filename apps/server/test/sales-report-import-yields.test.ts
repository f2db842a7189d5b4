// On PGlite (one connection, statements run on the event loop) the app's importer takes a large report in small steps:
// requests are answered while it runs, and no statement of it reads the whole file's staged lines at once.
import { Readable } from 'node:stream';
import { setImmediate } from 'node:timers/promises';
import { createDsrWriter } from '@otodoke/protocols/sales-reports/write-dsr.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGLITE_STEP_LINES } from '../src/features/revenue/ingest.service.ts';
import { releases, songs } from '../src/platform/db/schema.ts';
import { signIn } from './flows.ts';
import { startTestService, type TestService } from './harness.ts';
import type { TestClient } from './test-client.ts';

const LABEL = 1;
const UPC = '4580000000031';
const ISRC = ['JPZZ02620001', 'JPZZ02620002', 'JPZZ02620003'];
/** Two and a half steps of the app's importer on PGlite. */
const LINES = Math.floor(PGLITE_STEP_LINES * 2.5);

let service: TestService;
let demo: TestClient;
const statements: string[] = [];
/** How many statements filing staged lines into `sales_lines` (one a step) have run so far. */
let filingSteps = 0;

/** A one-summary Basic Audio report of `lines` sales of the test's album. */
function report(lines: number) {
  const writer = createDsrWriter({
    header: {
      messageId: 'YIELD1',
      createdAt: '2026-08-20T23:00:00Z',
      usageStart: '2026-08-20',
      usageEnd: '2026-08-20',
      sender: { dpid: 'PADPIDA9900000001', name: 'Store' },
      recipient: { dpid: 'PADPIDA9900000002', name: 'Otodoke' },
      serviceDescription: 'Premium',
    },
  });
  const sales = Array.from({ length: lines }, (_, index) => ({
    summaryId: 'S1',
    resourceIndex: index % ISRC.length,
    usages: 1 + (index % 7),
    useType: 'OnDemandStream',
  }));
  const usages = sales.reduce((sum, sale) => sum + sale.usages, 0);
  const text =
    writer.headerText() +
    writer.summary({
      id: 'S1',
      commercialModel: 'SubscriptionModel',
      useType: 'OnDemandStream',
      territory: 'JP',
      serviceDescription: 'Premium',
      usages,
      users: 100,
      currency: 'JPY',
      netRevenue: '2500',
    }) +
    writer.block({
      release: { icpn: UPC, dspReleaseId: 'R1', title: 'Album', artist: 'Artist' },
      resources: ISRC.map((isrc, index) => ({
        isrc,
        dspResourceId: `T${index}`,
        title: `Song ${index + 1}`,
        artist: 'Artist',
        durationSeconds: 200,
      })),
      sales,
    }) +
    writer.footer();
  return Readable.from([Buffer.from(text)]);
}

beforeAll(async () => {
  service = await startTestService({
    seed: true,
    onQuery: (text) => {
      statements.push(text);
      if (/insert into sales_lines/.test(text)) filingSteps += 1;
    },
  });
  demo = service.client('ja');
  await signIn(service, demo, 'demo@otodoke.test', 'otodoke-demo');
  demo.acid = LABEL;
  const db = service.database.db;
  const [release] = await db
    .insert(releases)
    .values({ accountId: LABEL, type: 'album', status: 450, title: '歩みの記録', upc: UPC, upcAssigned: true })
    .returning({ id: releases.id });
  await db.insert(songs).values(
    ISRC.map((isrc, index) => ({
      accountId: LABEL,
      releaseId: release!.id,
      position: index + 1,
      title: `曲${index + 1}`,
      isrc,
    })),
  );
}, 120_000);

afterAll(async () => {
  await service?.close();
});

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('a large report on PGlite', () => {
  it('goes in small steps, requests answered between them, no statement reading the whole file', async () => {
    statements.length = 0;
    filingSteps = 0;
    let isDone = false;
    const importing = service.app.revenue.ingest
      .importReport({ source: 'upload', storeId: 'spotify', fileName: 'DSR_yield.tsv', body: report(LINES) })
      .finally(() => {
        isDone = true;
      });
    // Reads of the database one after another while it runs: each waits for one step at most (a transaction holds
    // PGlite's only connection), so some are answered between two of its filing steps; in one transaction, none would.
    const filingStepsWhenAnswered: number[] = [];
    while (!isDone) {
      const releases = await demo.get('/api/v1/me/releases');
      expect(releases.status).toBe(200);
      if (!isDone) filingStepsWhenAnswered.push(filingSteps);
      await setImmediate();
    }
    const result = await importing;
    expect(result).toMatchObject({ outcome: 'imported', lines: LINES, matched: LINES });

    const importStatements = statements.filter((text) => /sales_import_lines|sales_lines/.test(text));
    // One filing statement a step of the app's size on PGlite.
    const filings = importStatements.filter((text) => /insert into sales_lines/.test(text));
    expect(filings).toHaveLength(Math.ceil(LINES / PGLITE_STEP_LINES));
    const betweenSteps = filingStepsWhenAnswered.filter((steps) => steps >= 1 && steps < filings.length);
    expect(betweenSteps.length).toBeGreaterThanOrEqual(1);
    // Every statement on the staged lines names a step's range of them, but the last sweep of what is left (none).
    const wholeFile = importStatements.filter(
      (text) => /from sales_import_lines/.test(text) && !/line_no between/.test(text),
    );
    expect(wholeFile.map((text) => text.replace(/\s+/g, ' ').trim())).toEqual([
      'delete from sales_import_lines where report_id = $1',
    ]);
  });
});
