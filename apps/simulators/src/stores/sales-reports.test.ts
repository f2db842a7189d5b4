// A simulated store's sales reports read back with the importer's reader: one DDEX-named file per period, summaries
// that agree with their lines to the unit and the yen, only releases on sale that day, prefectures where the store
// reports them, and one big file of exactly the lines asked for.
import { allocateByWeight, toMicros } from '@otodoke/domain';
import { readSalesReport } from '@otodoke/protocols/sales-reports/read-sales-report.ts';
import { parseReportFileName } from '@otodoke/protocols/sales-reports/report-files.ts';
import type { SalesReportEvent } from '@otodoke/protocols/sales-reports/sales-report-types.ts';
import { SERVICE } from '@otodoke/protocols/store-drop/test-helpers.ts';
import { describe, expect, it } from 'vitest';
import { salesProfileOf } from './sales-profiles.ts';
import { generateLargeDsr, reportPeriodsEnding, type SalesReportFile, salesReportFiles } from './sales-reports.ts';
import { defaultSimulatedStores } from './simulator.ts';
import type { CatalogueEntry } from './store-catalogue.ts';

const SEED = 'reports';

const albumOf = (sequence: number, fields: Partial<CatalogueEntry> = {}): CatalogueEntry => ({
  icpn: `459999000${String(sequence).padStart(3, '0')}0`,
  isrcs: Array.from(
    { length: 12 },
    (_, index) => `JPZ9926${String(sequence).padStart(3, '0')}${String(index).padStart(2, '0')}`,
  ),
  messageId: `MSG-${sequence}`,
  onSaleSince: '2026-03-01T02:00:00.000Z',
  ...fields,
});

const storeOf = (storeId: string) => {
  const [store] = defaultSimulatedStores([storeId], SERVICE.dpid);
  if (!store) throw new Error(`no store ${storeId}`);
  return store;
};

async function readAll(chunks: AsyncIterable<string> | Iterable<string>, fileName: string) {
  async function* bytes() {
    for await (const chunk of chunks) yield Buffer.from(chunk);
  }
  const events: SalesReportEvent[] = [];
  for await (const event of readSalesReport(bytes(), { fileName })) events.push(event);
  return {
    header: events.find((event) => event.kind === 'header')?.header,
    summaries: events.flatMap((event) => (event.kind === 'summary' ? [event.summary] : [])),
    sales: events.flatMap((event) => (event.kind === 'sale' ? [event.sale] : [])),
    footer: events.find((event) => event.kind === 'footer')?.footer,
    warnings: events.flatMap((event) => (event.kind === 'warning' ? [event] : [])),
  };
}

const readFile = (file: SalesReportFile) => readAll(file.chunks(), file.name);
const textOf = (file: SalesReportFile) => [...file.chunks()].join('');

describe('a store’s sales report files', () => {
  it('are one file a day for a daily store, named as DDEX names them, from the store to the service', async () => {
    const files = salesReportFiles({
      store: storeOf('spotify'),
      catalogue: [albumOf(1)],
      from: '2026-03-01',
      to: '2026-03-03',
      seed: SEED,
    });
    expect(files.map((file) => file.period)).toEqual([
      { start: '2026-03-01', end: '2026-03-01' },
      { start: '2026-03-02', end: '2026-03-02' },
      { start: '2026-03-03', end: '2026-03-03' },
    ]);
    const [first] = files;
    expect(first?.name).toMatch(
      /^DSR_PADPIDA2026112501Z_PADPIDA99\d{9}_Spotify_2026-03-01--2026-03-01__1of1_20260301T180000\.tsv$/,
    );
    expect(parseReportFileName(first?.name ?? '')).toMatchObject({
      period: '2026-03-01--2026-03-01',
      service: 'Spotify',
    });
    const { header } = await readFile(first as SalesReportFile);
    expect(header).toMatchObject({
      profile: 'BasicAudioProfile',
      usageStart: '2026-03-01',
      usageEnd: '2026-03-01',
      senderName: 'Spotify',
      recipientPartyId: SERVICE.dpid,
      recipientName: SERVICE.name,
    });
    // The same seed, store and day make the same file.
    const again = salesReportFiles({
      store: storeOf('spotify'),
      catalogue: [albumOf(1)],
      from: '2026-03-01',
      to: '2026-03-01',
      seed: SEED,
    });
    expect(textOf(again[0] as SalesReportFile)).toBe(textOf(first as SalesReportFile));
  });

  it('add up: every summary’s usages are its lines’ usages, its revenue their uses at the rate, the FOOT counts right', async () => {
    for (const storeId of ['spotify', 'line', 'itunes', 'tiktok']) {
      const [file] = salesReportFiles({
        store: storeOf(storeId),
        catalogue: [albumOf(1), albumOf(2)],
        from: '2026-03-02',
        to: '2026-03-02',
        seed: SEED,
      });
      const text = textOf(file as SalesReportFile);
      const { summaries, sales, footer, warnings } = await readAll([text], file?.name ?? '');
      expect(warnings, storeId).toEqual([]);
      expect(sales.length, storeId).toBeGreaterThan(0);
      const profile = salesProfileOf(storeId);
      for (const summary of summaries) {
        const lines = sales.filter((sale) => sale.summaryId === summary.summaryId);
        const usages = lines.map((sale) => sale.usages);
        expect(usages.reduce((sum, usage) => sum + usage, 0n)).toBe(summary.usages);
        const offer = profile.offers.find(
          (candidate) => candidate.commercialModel === summary.commercialModel && candidate.useType === summary.useType,
        );
        expect(summary.currency).toBe(profile.currency);
        const net = toMicros(summary.netRevenue ?? '');
        expect(net).toBe((summary.usages ?? 0n) * (offer?.rateMicros ?? 0n));
        // What the importer does with a summary: share its NetRevenue by the lines' usages. Each line gets its uses at
        // the rate, to the micro-unit, and the shares add up to the summary.
        const shares = allocateByWeight(net, usages);
        expect(shares).toEqual(usages.map((usage) => usage * (offer?.rateMicros ?? 0n)));
        expect(shares.reduce((sum, share) => sum + share, 0n)).toBe(net);
      }
      const lines = text.split('\n').length - 1;
      const blocks = text.split('\n').filter((line) => line.startsWith('RE01.02')).length;
      expect(footer).toEqual({
        linesInFile: lines,
        linesInReport: lines,
        summaryRecords: summaries.length,
        blocksInFile: blocks,
        blocksInReport: blocks,
      });
      expect(blocks).toBe(2);
    }
  });

  it('list only the releases on sale that day', async () => {
    const catalogue = [
      albumOf(1),
      albumOf(2, { takenDownAt: '2026-03-04T01:00:00.000Z' }),
      albumOf(3, { onSaleSince: '2026-03-06T01:00:00.000Z' }),
    ];
    const icpnsOn = async (day: string) => {
      const [file] = salesReportFiles({ store: storeOf('spotify'), catalogue, from: day, to: day, seed: SEED });
      const { sales } = await readFile(file as SalesReportFile);
      return [...new Set(sales.map((sale) => sale.icpn))].sort();
    };
    const [first, second, third] = catalogue.map((entry) => entry.icpn);
    expect(await icpnsOn('2026-02-28')).toEqual([]);
    expect(await icpnsOn('2026-03-03')).toEqual([first, second]);
    expect(await icpnsOn('2026-03-04')).toEqual([first]);
    expect(await icpnsOn('2026-03-06')).toEqual([first, third]);
  });

  it('name Japanese prefectures for LINE MUSIC and countries for Spotify', async () => {
    const territoriesAt = async (storeId: string) => {
      const [file] = salesReportFiles({
        store: storeOf(storeId),
        catalogue: [albumOf(1)],
        from: '2026-03-01',
        to: '2026-03-01',
        seed: SEED,
      });
      const { summaries } = await readFile(file as SalesReportFile);
      return summaries.map((summary) => summary.territory);
    };
    const line = await territoriesAt('line');
    expect(line.length).toBeGreaterThan(10);
    expect(line.every((territory) => territory.country === 'JP' && /^\d{2}$/.test(territory.subdivision ?? ''))).toBe(
      true,
    );
    const spotify = await territoriesAt('spotify');
    expect(spotify.map((territory) => territory.raw)).toContain('JP');
    expect(spotify.every((territory) => territory.subdivision === null)).toBe(true);
  });

  it('come once a month from a monthly store, once the month is over', () => {
    expect(reportPeriodsEnding('usen', '2026-03-15', '2026-04-29')).toEqual([
      { start: '2026-03-01', end: '2026-03-31' },
    ]);
    expect(reportPeriodsEnding('usen', '2026-04-01', '2026-04-30')).toEqual([
      { start: '2026-04-01', end: '2026-04-30' },
    ]);
    expect(reportPeriodsEnding('usen', '2026-04-01', '2026-04-29')).toEqual([]);
    expect(reportPeriodsEnding('spotify', '2026-04-02', '2026-04-01')).toEqual([]);
    const files = salesReportFiles({
      store: storeOf('usen'),
      catalogue: [albumOf(1)],
      from: '2026-03-15',
      to: '2026-04-30',
      seed: SEED,
    });
    expect(files.map((file) => file.name.split('_')[4])).toEqual(['2026-03-01--2026-03-31', '2026-04-01--2026-04-30']);
  });
});

describe('one big report for the benchmark', () => {
  it('has exactly the lines asked for, streamed in chunks, and reads back whole', async () => {
    let chunks = 0;
    let lines = 0;
    const counted = async function* () {
      for await (const chunk of generateLargeDsr({ lines: 30_000, releases: 40, seed: SEED })) {
        chunks += 1;
        for (let at = chunk.indexOf('\n'); at >= 0; at = chunk.indexOf('\n', at + 1)) lines += 1;
        yield chunk;
      }
    };
    const { summaries, sales, footer, warnings } = await readAll(counted(), 'large.tsv');
    expect(warnings).toEqual([]);
    expect(lines).toBe(30_000);
    expect(chunks).toBeGreaterThan(1);
    expect(footer).toMatchObject({ linesInFile: 30_000, summaryRecords: 94, blocksInFile: 40 });
    expect(summaries).toHaveLength(94);
    expect(sales).toHaveLength(30_000 - 7 - 94 - 40 * 13 - 1);
    const sold = sales.reduce((sum, sale) => sum + sale.usages, 0n);
    expect(summaries.reduce((sum, summary) => sum + (summary.usages ?? 0n), 0n)).toBe(sold);
  });

  it('refuses a size its releases cannot fill', async () => {
    const drain = async (input: Parameters<typeof generateLargeDsr>[0]) => {
      for await (const _chunk of generateLargeDsr(input)) {
        // nothing: the error comes first
      }
    };
    await expect(drain({ lines: 100, releases: 10, seed: SEED })).rejects.toThrow(
      '10 releases need at least 232 lines',
    );
    await expect(drain({ lines: 100_000, releases: 10, seed: SEED })).rejects.toThrow(
      '100000 lines need more releases',
    );
  });
});
