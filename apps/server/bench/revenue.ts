// Revenue benchmarks.
// 1. Ingest: a generated Basic Audio DSR of BENCH_INGEST_LINES lines (5 million by default) for a catalogue of albums,
//    imported through the real importer (stored, hashed, streamed, matched, valued, rolled up, in one transaction),
//    against PostgreSQL's own COPY of the same resulting rows into a table of the same shape and indexes.
// 2. Estimate latency: an account with BENCH_ESTIMATE_LINES sales lines (10 million by default; written with SQL and
//    rolled up by the importer's own rollup statement), 100 estimate report requests through the API, against the same
//    query over the raw lines.
// Run against PostgreSQL for figures that mean something: TEST_DATABASE_URL=postgres://... BENCH_ONLY=revenue.
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { addDays, buildIsrc, buildUpc, todayInTokyo, yesterday } from '@otodoke/domain';
import { createDsrWriter } from '@otodoke/protocols/sales-reports/write-dsr.ts';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';
import { rollUpBatch } from '../src/features/revenue/ingest.repository.ts';
import { releases, salesBatches, songs } from '../src/platform/db/schema.ts';
import type { TestService } from '../test/harness.ts';
import type { TestClient } from '../test/test-client.ts';
import { record } from './figures.ts';

/**
 * The sizes on PostgreSQL; the embedded PGlite (one WebAssembly process, in memory here) gets a tenth unless
 * the sizes are given, so `npm run bench` finishes on any machine. The figures to quote come from PostgreSQL.
 */
let INGEST_LINES = 5_000_000;
let ESTIMATE_LINES = 10_000_000;
function sizesFor(kind: 'pglite' | 'postgres') {
  const scale = kind === 'postgres' ? 1 : 10;
  INGEST_LINES = Number(process.env.BENCH_INGEST_LINES ?? 5_000_000 / scale);
  ESTIMATE_LINES = Number(process.env.BENCH_ESTIMATE_LINES ?? 10_000_000 / scale);
}
const REQUESTS = Number(process.env.BENCH_LATENCY_REQUESTS ?? 100);
/** The raw query takes seconds on 10 million lines: fewer runs give its p50 and p95 well enough. */
const RAW_REQUESTS = Number(process.env.BENCH_RAW_REQUESTS ?? 10);
const ALBUMS = 500;
const TRACKS = 12;
const TERRITORIES = [
  'JP',
  'US',
  'TW',
  'KR',
  'GB',
  'FR',
  'DE',
  'BR',
  'ID',
  'TH',
  'JP-13',
  'JP-27',
  'JP-14',
  'JP-23',
  'JP-01',
  'JP-40',
  'CA',
  'AU',
  'MX',
  'ES',
];
const ACCOUNT = 1;

const ms = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e6;

async function insertCatalogue(service: TestService) {
  const db = service.database.db;
  const catalogue: Array<{ releaseId: number; upc: string; isrcs: string[]; songIds: number[] }> = [];
  for (let album = 0; album < ALBUMS; album++) {
    const upc = buildUpc('4589998', 50_000 + album)!;
    const [release] = await db
      .insert(releases)
      .values({
        accountId: ACCOUNT,
        type: 'album',
        status: 450,
        title: `Bench album ${album + 1}`,
        upc,
        upcAssigned: true,
      })
      .returning({ id: releases.id });
    const isrcs = Array.from({ length: TRACKS }, (_, track) => buildIsrc('JPZ98', 26, album * TRACKS + track + 1));
    const inserted = await db
      .insert(songs)
      .values(
        isrcs.map((isrc, track) => ({
          accountId: ACCOUNT,
          releaseId: release!.id,
          position: track + 1,
          title: `Track ${track + 1}`,
          isrc,
        })),
      )
      .returning({ id: songs.id });
    catalogue.push({ releaseId: release!.id, upc, isrcs, songIds: inserted.map((row) => row.id) });
  }
  return catalogue;
}

const catalogues = new WeakMap<TestService, ReturnType<typeof insertCatalogue>>();

/** The bench catalogue of the service (500 albums of 12 songs on account 1), inserted once however many parts use it. */
export function benchCatalogue(service: TestService): ReturnType<typeof insertCatalogue> {
  let catalogue = catalogues.get(service);
  if (!catalogue) {
    catalogue = insertCatalogue(service);
    catalogues.set(service, catalogue);
  }
  return catalogue;
}

/** Writes a DSR of at least `lines` sale lines: one summary per territory, blocks of one album, a sale per track and territory. */
export async function writeLargeDsr(
  file: string,
  lines: number,
  catalogue: Awaited<ReturnType<typeof insertCatalogue>>,
  day: string,
) {
  const perBlock = TRACKS * TERRITORIES.length;
  const blocks = Math.max(1, Math.ceil(lines / perBlock));
  const usagesOf = (block: number, track: number, territory: number) =>
    1 + ((block * 31 + track * 7 + territory * 13) % 97);
  const totals = new Array<number>(TERRITORIES.length).fill(0);
  for (let block = 0; block < blocks; block++) {
    for (let track = 0; track < TRACKS; track++) {
      for (let territory = 0; territory < TERRITORIES.length; territory++)
        totals[territory]! += usagesOf(block, track, territory);
    }
  }
  const writer = createDsrWriter({
    header: {
      messageId: `BENCH-${Date.now()}`,
      createdAt: `${day}T23:00:00Z`,
      usageStart: day,
      usageEnd: day,
      sender: { dpid: 'PADPIDA9900000001', name: 'Bench Store' },
      recipient: { dpid: 'PADPIDA9900000002', name: 'Otodoke' },
      serviceDescription: 'Premium',
    },
  });
  const out = createWriteStream(file);
  const write = (text: string) =>
    out.write(text) ? Promise.resolve() : new Promise<void>((resolve) => out.once('drain', () => resolve()));
  await write(writer.headerText());
  for (let territory = 0; territory < TERRITORIES.length; territory++) {
    // 0.4 yen a stream, exactly.
    const usages = totals[territory]!;
    await write(
      writer.summary({
        id: `S${territory}`,
        commercialModel: 'SubscriptionModel',
        useType: 'OnDemandStream',
        territory: TERRITORIES[territory]!,
        serviceDescription: 'Premium',
        usages,
        users: 1000,
        currency: 'JPY',
        netRevenue: `${Math.floor((usages * 4) / 10)}.${(usages * 4) % 10}`,
      }),
    );
  }
  for (let block = 0; block < blocks; block++) {
    const album = catalogue[block % catalogue.length]!;
    await write(
      writer.block({
        release: { icpn: album.upc, dspReleaseId: `R${block}`, title: 'Bench album', artist: 'Bench' },
        resources: album.isrcs.map((isrc, track) => ({
          isrc,
          dspResourceId: `T${block}-${track}`,
          title: `Track ${track + 1}`,
          artist: 'Bench',
          durationSeconds: 200,
        })),
        sales: album.isrcs.flatMap((_, track) =>
          TERRITORIES.map((__, territory) => ({
            summaryId: `S${territory}`,
            resourceIndex: track,
            usages: usagesOf(block, track, territory),
            useType: 'OnDemandStream',
          })),
        ),
      }),
    );
  }
  await write(writer.footer());
  await new Promise<void>((resolve, reject) => out.end((error?: Error | null) => (error ? reject(error) : resolve())));
  return blocks * TRACKS * TERRITORIES.length;
}

/** PostgreSQL's COPY of the rows the import produced: out to a CSV file, then in again to a table like sales_lines. */
async function copyBaseline(service: TestService, reportId: number, dir: string) {
  const csv = path.join(dir, 'lines.csv');
  const columns =
    'batch_id, report_id, account_id, release_id, song_id, store_id, sale_date, country, prefecture, detail_type, revenue_type, commercial_model, use_type, quantity, currency, revenue_micros, jpy_micros';
  await service.database.sql.exec(
    'drop table if exists bench_copy; create table bench_copy (like sales_lines including all)',
  );
  const exportSql = `copy (select ${columns} from sales_lines where report_id = ${reportId}) to stdout with (format csv)`;
  const importSql = `copy bench_copy (${columns}) from stdin with (format csv)`;
  if (service.database.kind === 'postgres' && 'connectionString' in service.database.boss) {
    const client = new pg.Client({ connectionString: service.database.boss.connectionString });
    await client.connect();
    try {
      await pipeline(client.query(copyTo(exportSql)), createWriteStream(csv));
      const start = process.hrtime.bigint();
      await pipeline(createReadStream(csv), client.query(copyFrom(importSql)));
      return ms(start);
    } finally {
      await client.end();
    }
  }
  const pglite = service.database.pglite!;
  const exported = await pglite.query(exportSql.replace('to stdout', "to '/dev/blob'"));
  const blob = exported.blob!;
  await pipeline(
    (async function* () {
      yield Buffer.from(await blob.arrayBuffer());
    })(),
    createWriteStream(csv),
  );
  const start = process.hrtime.bigint();
  const bytes = await new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    createReadStream(csv)
      .on('data', (chunk) => chunks.push(chunk as Buffer))
      .on('end', () => resolve(Buffer.concat(chunks)))
      .on('error', reject);
  });
  await pglite.query(importSql.replace('from stdin', "from '/dev/blob'"), [], {
    blob: new Blob([new Uint8Array(bytes)]),
  });
  return ms(start);
}

async function measureIngest(
  service: TestService,
  member: TestClient,
  catalogue: Awaited<ReturnType<typeof insertCatalogue>>,
  dir: string,
) {
  const file = path.join(dir, 'DSR_bench.tsv');
  const day = yesterday(todayInTokyo(new Date()));
  const sales = await writeLargeDsr(file, INGEST_LINES, catalogue, day);
  const size = (await stat(file)).size;
  const start = process.hrtime.bigint();
  let isImporting = true;
  const importing = service.app.revenue.ingest
    .importReport({
      source: 'upload',
      storeId: 'spotify',
      fileName: 'DSR_bench.tsv',
      body: createReadStream(file),
    })
    .finally(() => {
      isImporting = false;
    });
  // Requests one after another while the import runs: how long a user waits at worst meanwhile.
  const waits: number[] = [];
  while (isImporting) {
    const requestStart = process.hrtime.bigint();
    await member.get('/api/v1/me/releases');
    waits.push(ms(requestStart));
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const result = await importing;
  const ingestMs = ms(start);
  if (result.outcome !== 'imported')
    throw new Error(`the benchmark report was not imported: ${JSON.stringify(result)}`);
  const copyMs = await copyBaseline(service, result.reportId, dir);
  const ours = result.lines / (ingestMs / 1000);
  const copy = result.lines / (copyMs / 1000);
  console.log(
    `\nsales report ingest: ${result.lines.toLocaleString('en-US')} sales lines (${sales.toLocaleString('en-US')} SU rows, ${(size / 1e6).toFixed(0)} MB DSR), ${service.database.kind}`,
  );
  console.log(
    `  ${'COPY of the same rows (baseline)'.padEnd(40)} ${Math.round(copy).toLocaleString('en-US').padStart(10)} lines/s   x1.00   (${(copyMs / 1000).toFixed(1)} s)`,
  );
  console.log(
    `  ${'import (hash, parse, match, value, roll up)'.padEnd(40)} ${Math.round(ours).toLocaleString('en-US').padStart(10)} lines/s   x${(ours / copy).toFixed(2)}   (${(ingestMs / 1000).toFixed(1)} s, ${result.matched.toLocaleString('en-US')} matched)`,
  );
  const sortedWaits = [...waits].sort((a, b) => a - b);
  record('revenue', 'ingest', {
    lines: result.lines,
    matched: result.matched,
    bytes: size,
    copyLinesPerSecond: copy,
    importLinesPerSecond: ours,
    importMs: ingestMs,
    requestsDuringImport: {
      answered: waits.length,
      p50Ms: waits.length > 0 ? percentile(sortedWaits, 50) : null,
      maxMs: sortedWaits.at(-1) ?? null,
    },
  });
  console.log(
    `  ${'requests during the import'.padEnd(40)} ${String(waits.length).padStart(10)} answered, p50 ${percentile(sortedWaits, 50).toFixed(0)} ms, max ${(sortedWaits.at(-1) ?? 0).toFixed(0)} ms`,
  );
  await service.database.sql.exec('drop table if exists bench_copy');
}

/**
 * A hostile report: one 200 MB line in a 204 KB gzip. The import refuses it once the line passes the limit, against
 * only gunzipping the whole file (the least any reader that read the line to its end would spend); and a request
 * answered while it runs, against the same request alone.
 */
async function measureLongLine(service: TestService, member: TestClient, dir: string) {
  const file = path.join(dir, 'DSR_long.tsv.gz');
  await pipeline(
    (async function* () {
      yield Buffer.from('HEAD\t');
      const chunk = Buffer.alloc(1024 * 1024, 'x');
      for (let i = 0; i < 200; i++) yield chunk;
      yield Buffer.from('\n');
    })(),
    createGzip(),
    createWriteStream(file),
  );
  const gunzipStart = process.hrtime.bigint();
  let gunzipped = 0;
  for await (const chunk of createReadStream(file).pipe(createGunzip())) gunzipped += (chunk as Buffer).length;
  const gunzipMs = ms(gunzipStart);
  const aloneStart = process.hrtime.bigint();
  await member.get('/api/v1/me/releases');
  const aloneMs = ms(aloneStart);
  const start = process.hrtime.bigint();
  const importing = service.app.revenue.ingest.importReport({
    source: 'upload',
    storeId: 'spotify',
    fileName: 'DSR_long.tsv.gz',
    body: createReadStream(file),
  });
  const requestStart = process.hrtime.bigint();
  await member.get('/api/v1/me/releases');
  const duringMs = ms(requestStart);
  const result = await importing;
  const refuseMs = ms(start);
  if (result.outcome !== 'failed') throw new Error('the 200 MB line was not refused');
  record('revenue', 'hostileReport', { gunzipMs, refuseMs, requestAloneMs: aloneMs, requestDuringMs: duringMs });
  console.log(
    `\nhostile report: one ${(gunzipped / 1e6).toFixed(0)} MB line in a ${((await stat(file)).size / 1e3).toFixed(0)} KB gzip, ${service.database.kind}`,
  );
  console.log(`  ${'gunzip the whole file (baseline)'.padEnd(40)} ${gunzipMs.toFixed(0).padStart(8)} ms   x1.00`);
  console.log(
    `  ${'import refuses it'.padEnd(40)} ${refuseMs.toFixed(0).padStart(8)} ms   x${(refuseMs / gunzipMs).toFixed(3)}`,
  );
  console.log(
    `  ${'a request alone / during the import'.padEnd(40)} ${aloneMs.toFixed(1).padStart(8)} ms / ${duringMs.toFixed(1)} ms`,
  );
}

export function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function measureEstimate(
  service: TestService,
  member: TestClient,
  catalogue: Awaited<ReturnType<typeof insertCatalogue>>,
) {
  const db = service.database.db;
  const to = yesterday(todayInTokyo(new Date()));
  const from = addDays(to, -364);
  const [batch] = await db
    .insert(salesBatches)
    .values({ kind: 'import', reportId: null })
    .returning({ id: salesBatches.id });
  const songIds = catalogue.flatMap((album) => album.songIds);
  const releaseIds = catalogue.flatMap((album) => album.songIds.map(() => album.releaseId));
  const stores = [
    'spotify',
    'apple_music',
    'line',
    'amazon_music',
    'youtube_music_key',
    'awa',
    'rakuten_music',
    'itunes',
  ];
  const countries = ['JP', 'JP', 'JP', 'JP', 'US', 'TW', 'KR', 'GB'];
  const setupStart = process.hrtime.bigint();
  // Lines in slices of a million, so neither database holds one huge statement.
  const reportId = Number(
    (await service.database.sql.query('select max(id) as id from sales_reports')).rows[0]?.id ?? 0,
  );
  for (let offset = 0; offset < ESTIMATE_LINES; offset += 1_000_000) {
    const count = Math.min(1_000_000, ESTIMATE_LINES - offset);
    await db.execute(sql`
      insert into sales_lines (batch_id, report_id, account_id, release_id, song_id, store_id, sale_date, country,
                               prefecture, detail_type, revenue_type, commercial_model, use_type, quantity, currency,
                               revenue_micros, jpy_micros)
      select ${batch!.id}::bigint, ${reportId}::int, ${ACCOUNT}::int,
             (string_to_array(${releaseIds.join(',')}, ',')::int[])[1 + g % ${songIds.length}::int],
             (string_to_array(${songIds.join(',')}, ',')::int[])[1 + g % ${songIds.length}::int],
             (string_to_array(${stores.join(',')}, ','))[1 + (g / 7) % 8], ${from}::date + g % 365,
             (string_to_array(${countries.join(',')}, ','))[1 + (g / 11) % 8],
             case when (g / 11) % 8 < 4 then 1 + (g / 13) % 47 else 0 end, 'streaming', 'label',
             'SubscriptionModel', 'OnDemandStream', 1 + g % 50, 'JPY', (1 + g % 50) * 400000, (1 + g % 50) * 400000
        from generate_series(${offset + 1}::int, ${offset + count}::int) g`);
  }
  await rollUpBatch(db, batch!.id);
  await service.database.sql.exec('analyze sales_lines; analyze sales_rollups');
  const setupMs = ms(setupStart);

  const scenarios = [
    {
      label: 'last 30 days, daily, by release',
      query: `display=release&date_type=daily&from=${addDays(to, -29)}&to=${to}`,
      days: 30,
      dimension: 'release_id::text',
      bucket: 'sale_date',
    },
    {
      label: 'last 365 days, monthly, by country',
      query: `display=country&date_type=monthly&from=${from}&to=${to}`,
      days: 365,
      dimension: 'country',
      bucket: "date_trunc('month', sale_date)",
    },
  ];
  console.log(
    `\nestimate report latency: ${ESTIMATE_LINES.toLocaleString('en-US')} sales lines for one account (${songIds.length} songs, 8 stores, 365 days; written and rolled up in ${(setupMs / 1000).toFixed(0)} s), ${REQUESTS} requests each, ${service.database.kind}`,
  );
  for (const scenario of scenarios) {
    const api: number[] = [];
    for (let i = 0; i < 3; i++) await member.get(`/api/v2/me/reports/estimate?${scenario.query}`);
    for (let i = 0; i < REQUESTS; i++) {
      const start = process.hrtime.bigint();
      const answer = await member.get(`/api/v2/me/reports/estimate?${scenario.query}`);
      api.push(ms(start));
      if (answer.status !== 200) throw new Error(`estimate answered ${answer.status}: ${answer.text}`);
    }
    const first = scenario.days === 30 ? addDays(to, -29) : from;
    const raw: number[] = [];
    const rawQuery = async () => {
      await db.execute(
        sql.raw(`select ${scenario.bucket} as bucket, sum(quantity), sum(jpy_micros) from sales_lines
        where account_id = ${ACCOUNT} and sale_date between '${first}' and '${to}' group by 1`),
      );
      await db.execute(
        sql.raw(`select ${scenario.dimension} as key, sum(quantity), sum(jpy_micros) from sales_lines
        where account_id = ${ACCOUNT} and sale_date between '${first}' and '${to}' group by 1 order by 3 desc limit 1000`),
      );
      await db.execute(
        sql.raw(`select detail_type, sum(quantity), sum(jpy_micros) from sales_lines
        where account_id = ${ACCOUNT} and sale_date between '${first}' and '${to}' group by 1`),
      );
    };
    await rawQuery();
    for (let i = 0; i < RAW_REQUESTS; i++) {
      const start = process.hrtime.bigint();
      await rawQuery();
      raw.push(ms(start));
    }
    api.sort((a, b) => a - b);
    raw.sort((a, b) => a - b);
    const line = (label: string, values: number[], base: number[]) =>
      `  ${label.padEnd(44)} p50 ${percentile(values, 50).toFixed(1).padStart(8)} ms  p95 ${percentile(values, 95).toFixed(1).padStart(8)} ms   x${(percentile(values, 50) / percentile(base, 50)).toFixed(3)}`;
    record('revenue', `estimate: ${scenario.label}`, {
      apiP50Ms: percentile(api, 50),
      apiP95Ms: percentile(api, 95),
      rawP50Ms: percentile(raw, 50),
      rawP95Ms: percentile(raw, 95),
    });
    console.log(`  ${scenario.label}`);
    console.log(line(`  same query over the raw lines (baseline, ${RAW_REQUESTS} runs)`, raw, raw));
    console.log(line('  GET /api/v2/me/reports/estimate (rollups)', api, raw));
  }
}

export async function measureRevenue(service: TestService, member: TestClient) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'otodoke-bench-revenue-'));
  try {
    member.acid = ACCOUNT;
    sizesFor(service.database.kind);
    const catalogue = await benchCatalogue(service);
    await measureLongLine(service, member, dir);
    if (INGEST_LINES > 0) await measureIngest(service, member, catalogue, dir);
    if (ESTIMATE_LINES > 0) await measureEstimate(service, member, catalogue);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
