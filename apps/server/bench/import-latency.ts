// `npm run bench` part `import-latency`: does the service keep answering while a large sales report is imported? A
// report of BENCH_IMPORT_LINES lines (100,000 by default) is imported once alone (its time), then again while
// autocannon (in a child process) loads the signed-in `GET /api/v1/me`; the latency under that load is given beside
// the same load with nothing else running, with the event loop's longest stall during each import. Then the month those
// lines are dated in is closed under the same load (statements, ledger postings and notices for every account).
import { createReadStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { lastDayOfMonth, monthOf, previousMonth, todayInTokyo } from '@otodoke/domain';
import type { TestService } from '../test/harness.ts';
import type { TestClient } from '../test/test-client.ts';
import { record } from './figures.ts';
import { type LoadFigures, signedInHeaders, startLoader } from './load.ts';
import { benchCatalogue, writeLargeDsr } from './revenue.ts';

const LINES = Number(process.env.BENCH_IMPORT_LINES ?? 100_000);
const CONNECTIONS = Number(process.env.BENCH_IMPORT_CONNECTIONS ?? 10);
const IDLE_SECONDS = Number(process.env.BENCH_IMPORT_IDLE_SECONDS ?? 5);
/** The load around the month close (which starts 0.3 s into it). */
const CLOSE_LOAD_SECONDS = 2;
/** The signed-in read loaded meanwhile; `/api/v1/me` is kept in memory, a read outside the read cache waits its turn. */
const PATH = process.env.BENCH_IMPORT_PATH ?? '/api/v1/me';
/** The goal: requests keep p99 under 100 ms while an import of 100k lines runs. */
const GOAL_P99_MS = 100;
const ACCOUNT = 1;

const ms = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e6;

/** Imports one file through the real importer, with the event loop's longest stall meanwhile. */
async function timedImport(service: TestService, file: string, fileName: string) {
  const delay = monitorEventLoopDelay({ resolution: 5 });
  delay.enable();
  const start = process.hrtime.bigint();
  const result = await service.app.revenue.ingest.importReport({
    source: 'upload',
    storeId: 'spotify',
    fileName,
    body: createReadStream(file),
  });
  const importMs = ms(start);
  delay.disable();
  if (result.outcome !== 'imported') throw new Error(`the report was not imported: ${JSON.stringify(result)}`);
  return { importMs, lines: result.lines, maxStallMs: delay.max / 1e6, p99StallMs: delay.percentile(99) / 1e6 };
}

export async function measureImportLatency(service: TestService, member: TestClient) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'otodoke-bench-import-'));
  const loader = startLoader();
  try {
    member.acid = ACCOUNT;
    const headers = await signedInHeaders(member);
    const catalogue = await benchCatalogue(service);
    // Dated last month, so that the month can be closed afterwards.
    const month = previousMonth(monthOf(todayInTokyo(new Date())));
    const day = lastDayOfMonth(month);
    // Two files of the same sales (each its own message id): one imported alone, one under load.
    const alone = path.join(dir, 'DSR_alone.tsv');
    const loaded = path.join(dir, 'DSR_loaded.tsv');
    await writeLargeDsr(alone, LINES, catalogue, day);
    await writeLargeDsr(loaded, LINES, catalogue, day);

    const importAlone = await timedImport(service, alone, 'DSR_alone.tsv');
    const target = { url: `${service.baseUrl()}${PATH}`, headers, connections: CONNECTIONS };
    await loader.run({ ...target, duration: 1 }); // warm-up
    const idle = await loader.run({ ...target, duration: IDLE_SECONDS });
    // A load that lasts until the import ends (the longest the run could take, stopped when the import is done).
    const during: Promise<LoadFigures> = loader.run({ ...target, duration: 3600 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const importLoaded = await timedImport(service, loaded, 'DSR_loaded.tsv').finally(() => loader.stop());
    const underImport = await during;

    // The months before it first (in order, as closes go), then the month of the imported lines under load.
    const close = service.app.revenue.close;
    for (let next = await close.nextOpenMonth(); next && next < month; next = await close.nextOpenMonth()) {
      await close.closeMonth(next, null);
    }
    // A close takes well under a second here: the load runs a fixed span around it (stopping a run early ends its last
    // requests abruptly, which autocannon counts as slow ones).
    const duringClose: Promise<LoadFigures> = loader.run({ ...target, duration: CLOSE_LOAD_SECONDS });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const closeDelay = monitorEventLoopDelay({ resolution: 5 });
    closeDelay.enable();
    const closeStart = process.hrtime.bigint();
    const closed = await close.closeMonth(month, null);
    const closeMs = ms(closeStart);
    closeDelay.disable();
    const closeStallMs = closeDelay.max / 1e6;
    const underClose = await duringClose;

    const errors = (figures: LoadFigures) => figures.errors + figures.timeouts + figures.non2xx;
    const met =
      underImport.p99 < GOAL_P99_MS &&
      errors(underImport) === 0 &&
      underClose.p99 < GOAL_P99_MS &&
      errors(underClose) === 0;
    console.log(
      `\nimport latency: GET ${PATH} signed in, autocannon ${CONNECTIONS} connections, while a ${importLoaded.lines.toLocaleString('en-US')}-line sales report is imported, ${service.database.kind}`,
    );
    const row = (label: string, f: LoadFigures) =>
      `  ${label.padEnd(34)} ${Math.round(f.requestsPerSecond).toLocaleString('en-US').padStart(7)} req/s  p50 ${f.p50.toFixed(1).padStart(7)} ms  p99 ${f.p99.toFixed(1).padStart(7)} ms  max ${f.max.toFixed(0).padStart(6)} ms  errors ${errors(f)}`;
    console.log(row(`nothing else running (${IDLE_SECONDS} s)`, idle));
    console.log(row(`during the import (${underImport.seconds.toFixed(0)} s)`, underImport));
    console.log(row(`around the month close (${underClose.seconds.toFixed(0)} s)`, underClose));
    console.log(
      `  import alone ${(importAlone.importMs / 1000).toFixed(1)} s (longest event-loop stall ${importAlone.maxStallMs.toFixed(0)} ms), under load ${(importLoaded.importMs / 1000).toFixed(1)} s (stall ${importLoaded.maxStallMs.toFixed(0)} ms)`,
    );
    console.log(
      `  month close of ${month}: ${closed.statements} statements in ${(closeMs / 1000).toFixed(1)} s under load (longest event-loop stall ${closeStallMs.toFixed(0)} ms)`,
    );
    console.log(
      `  goal (p99 under ${GOAL_P99_MS} ms during the import and the close, no errors): ${met ? 'met' : 'not met'}`,
    );
    record('importLatency', 'meDuringImport', {
      database: service.database.kind,
      lines: importLoaded.lines,
      connections: CONNECTIONS,
      idle,
      duringImport: underImport,
      importAlone,
      importUnderLoad: importLoaded,
      duringClose: underClose,
      close: { month, statements: closed.statements, ms: closeMs, maxStallMs: closeStallMs },
      goal: { p99Ms: GOAL_P99_MS, met },
    });
  } finally {
    loader.close();
    await rm(dir, { recursive: true, force: true });
  }
}
