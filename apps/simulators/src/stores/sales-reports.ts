// A simulated store's sales reports: DDEX DSR flat files (Basic Audio 1.3, written by write-dsr.ts) with what the
// sales model says its listeners did with the releases it had on sale. One file per store and report period, written
// in two passes over the model (the totals of the summary rows first, then one block per release), so a file streams
// out in chunks and is never held whole.
//
// How often a store reports:
//
// | cadence | stores                                                                   | usage period       |
// | ------- | ------------------------------------------------------------------------ | ------------------ |
// | daily   | every store not named below                                              | one day (Tokyo)    |
// | monthly | usen, beatport, traxsource, peloton, medianet, iheartradio, claro_musica | the calendar month |
//
// A report is made once its period is over; the store simulator asks each day for yesterday's.
import {
  addDays,
  allocateByWeight,
  buildIsrc,
  buildUpc,
  firstDayOfMonth,
  type IsoDate,
  isIsoDate,
  lastDayOfMonth,
  monthOf,
  monthsBetween,
} from '@otodoke/domain';
import { createDsrWriter, type DsrBlockInput, dsrFileName } from '@otodoke/protocols/sales-reports/write-dsr.ts';
import { createSalesModel, isOnSaleOn, type SalesModel } from './sales-model.ts';
import { type StoreSalesProfile, salesProfileOf } from './sales-profiles.ts';
import { blockOf, summaryGridOf } from './sales-report-rows.ts';
import { createSeededRandom, pareto, type Random } from './seeded-random.ts';
import type { CatalogueEntry } from './store-catalogue.ts';
import type { SimulatedStoreAccount } from './store-ingest.ts';

export type ReportCadence = 'daily' | 'monthly';

export const MONTHLY_REPORTING_STORE_IDS: readonly string[] = [
  'usen',
  'beatport',
  'traxsource',
  'peloton',
  'medianet',
  'iheartradio',
  'claro_musica',
];

export type ReportPeriod = { readonly start: IsoDate; readonly end: IsoDate };

export type SalesReportFile = {
  /** The DDEX file name (dsrFileName). */
  readonly name: string;
  readonly period: ReportPeriod;
  /** The file's text, chunk by chunk (the header, each summary row, each block, the footer). */
  chunks(): Generator<string>;
};

export type SalesReportInput = {
  readonly store: SimulatedStoreAccount;
  readonly catalogue: readonly CatalogueEntry[];
  /** Reports whose period ends from `from` to `to` (both included). */
  readonly from: IsoDate;
  readonly to: IsoDate;
  readonly seed: string | number;
  /** Reports for periods of this length instead of the store's own cadence (the demo's older months come monthly). */
  readonly cadence?: ReportCadence;
};

export function reportCadenceOf(storeId: string): ReportCadence {
  return MONTHLY_REPORTING_STORE_IDS.includes(storeId) ? 'monthly' : 'daily';
}

/** The store's report periods that end from `from` to `to`, oldest first. */
export function reportPeriodsEnding(
  storeId: string,
  from: IsoDate,
  to: IsoDate,
  cadence: ReportCadence = reportCadenceOf(storeId),
): ReportPeriod[] {
  if (!isIsoDate(from) || !isIsoDate(to)) throw new Error(`report periods need dates, not "${from}" and "${to}"`);
  if (to < from) return [];
  if (cadence === 'daily') {
    const periods: ReportPeriod[] = [];
    for (let day = from; day <= to; day = addDays(day, 1)) periods.push({ start: day, end: day });
    return periods;
  }
  return monthsBetween(monthOf(from), monthOf(to))
    .map((month) => ({ start: firstDayOfMonth(month), end: lastDayOfMonth(month) }))
    .filter((period) => period.end >= from && period.end <= to);
}

/** When the store writes a report: 03:00 in Tokyo the day after the period (fixed, so a report made again is the same). */
const createdAtOf = (period: ReportPeriod): string => `${period.end}T18:00:00Z`;

type ReportContext = {
  readonly store: SimulatedStoreAccount & { readonly service: NonNullable<SimulatedStoreAccount['service']> };
  readonly profile: StoreSalesProfile;
  readonly model: SalesModel;
  readonly catalogue: readonly CatalogueEntry[];
  readonly period: ReportPeriod;
};

function* reportChunks(context: ReportContext): Generator<string> {
  const { store, profile, model, period } = context;
  const grid = summaryGridOf(profile);
  const days: IsoDate[] = [];
  for (let day = period.start; day <= period.end; day = addDays(day, 1)) days.push(day);
  const releases = context.catalogue.filter((entry) => days.some((day) => isOnSaleOn(entry, day)));

  /** A release's uses over the period by `trackIndex × grid.size + summary key`, in that order. */
  const usagesOf = (release: CatalogueEntry): [number, bigint][] => {
    const usages = new Map<number, bigint>();
    for (const day of days) {
      for (const count of model.salesOn(profile, release, day)) {
        const key = count.trackIndex * grid.size + grid.keyOf(count.offerIndex, count.territory);
        usages.set(key, (usages.get(key) ?? 0n) + BigInt(count.usages));
      }
    }
    return [...usages].sort(([a], [b]) => a - b);
  };

  // First pass: the summaries' totals (and which releases sold at all), from the model alone.
  const totals = new Map<number, bigint>();
  const selling: CatalogueEntry[] = [];
  for (const release of releases) {
    const usages = usagesOf(release);
    if (usages.length > 0) selling.push(release);
    for (const [key, count] of usages) totals.set(key % grid.size, (totals.get(key % grid.size) ?? 0n) + count);
  }

  const writer = createDsrWriter({
    header: {
      messageId: `DSR-${store.storeId}-${period.start}--${period.end}`,
      createdAt: createdAtOf(period),
      usageStart: period.start,
      usageEnd: period.end,
      sender: { dpid: store.dpid, name: store.name },
      recipient: { dpid: store.service.dpid, name: store.service.name },
      serviceDescription: profile.service,
    },
  });
  yield writer.headerText();
  const summaryIds = new Map<number, string>();
  for (const [key, usages] of [...totals].sort(([a], [b]) => a - b)) {
    const id = `S${summaryIds.size + 1}`;
    summaryIds.set(key, id);
    yield writer.summary(grid.summary(key, id, usages));
  }
  // Second pass: the same counts again, a release at a time.
  for (const release of selling) {
    const sales = usagesOf(release).map(([key, usages]) => ({
      summaryId: summaryIds.get(key % grid.size) as string,
      resourceIndex: Math.floor(key / grid.size),
      usages,
      useType: profile.offers[Math.floor((key % grid.size) / grid.territories.length)]?.useType ?? '',
    }));
    yield writer.block(blockOf(release, sales));
  }
  yield writer.footer();
}

/**
 * The store's sales reports for the periods that end from `from` to `to`: one DSR file per period, with a summary row
 * per offer (commercial model and use type) and territory that had uses, whose NetRevenue is exactly its usages times
 * the offer's rate, and a block per release that sold, with a sale row per track and summary. Only releases on sale
 * on a day count for that day.
 */
export function salesReportFiles(input: SalesReportInput): SalesReportFile[] {
  const { store } = input;
  const service = store.service;
  if (!service) throw new Error(`store ${store.storeId} has no service to report to`);
  const profile = salesProfileOf(store.storeId);
  const model = createSalesModel(input.seed);
  return reportPeriodsEnding(store.storeId, input.from, input.to, input.cadence).map((period) => ({
    name: dsrFileName({
      recipient: service.dpid,
      sender: store.dpid,
      serviceDescription: profile.service,
      usageStart: period.start,
      usageEnd: period.end,
      createdAt: createdAtOf(period),
    }),
    period,
    chunks: () => reportChunks({ store: { ...store, service }, profile, model, catalogue: input.catalogue, period }),
  }));
}

// One big file, for the import benchmark ---------------------------------------------------------------------------

export type LargeDsrInput = {
  /** Lines of the whole file, header rows and footer included. */
  readonly lines: number;
  /** How many releases (12 tracks each, with made-up codes), or the releases themselves. */
  readonly releases: number | readonly Pick<CatalogueEntry, 'icpn' | 'isrcs'>[];
  readonly seed: string | number;
  /** Whose report it is; LINE MUSIC by default (two offers, Japan by prefecture: 94 summary rows). */
  readonly store?: Pick<SimulatedStoreAccount, 'storeId' | 'dpid' | 'name' | 'service'>;
  readonly usageStart?: IsoDate;
  readonly usageEnd?: IsoDate;
};

const LARGE_REPORT_STORE = {
  storeId: 'line',
  dpid: 'PADPIDA99000000001',
  name: 'LINE MUSIC',
  service: { dpid: 'PADPIDA99000000000', name: 'Otodoke' },
};
const TRACKS_PER_MADE_UP_RELEASE = 12;
/** Text handed out at a time by the big file's generator. */
const LARGE_CHUNK_CHARS = 256 * 1024;

/** Releases with valid made-up codes (UPC prefix 4599998, ISRC registrant JPZ98). */
function madeUpReleases(count: number): Pick<CatalogueEntry, 'icpn' | 'isrcs'>[] {
  return Array.from({ length: count }, (_, index) => {
    const icpn = buildUpc('4599998', index);
    if (!icpn) throw new RangeError(`at most 100 000 made-up releases, not ${count}`);
    const isrcs = Array.from({ length: TRACKS_PER_MADE_UP_RELEASE }, (_, track) => {
      const designation = index * TRACKS_PER_MADE_UP_RELEASE + track;
      return buildIsrc('JPZ98', 2000 + Math.floor(designation / 100_000), designation % 100_000);
    });
    return { icpn, isrcs };
  });
}

/** `count` distinct numbers below `range`, ascending (a partial Fisher-Yates shuffle). */
function sampleBelow(random: Random, range: number, count: number): number[] {
  const pool = Int32Array.from({ length: range }, (_, index) => index);
  for (let index = 0; index < count; index += 1) {
    const pick = index + Math.floor(random() * (range - index));
    [pool[index], pool[pick]] = [pool[pick] as number, pool[index] as number];
  }
  return [...pool.subarray(0, count)].sort((a, b) => a - b);
}

/**
 * One DSR file of exactly `lines` lines, as an async generator of text chunks: the blocks are made twice from the
 * seed (once for the summaries' totals, once to write them), so memory stays flat whatever the size. Throws a
 * RangeError when the releases cannot fill that many lines (each track has one sale row per summary at most) or
 * need more lines than that for their own rows.
 */
export async function* generateLargeDsr(input: LargeDsrInput): AsyncGenerator<string> {
  const store = input.store ?? LARGE_REPORT_STORE;
  const service = store.service ?? LARGE_REPORT_STORE.service;
  const profile = salesProfileOf(store.storeId);
  const grid = summaryGridOf(profile);
  const releases = typeof input.releases === 'number' ? madeUpReleases(input.releases) : input.releases;
  const ownLines = releases.reduce((sum, release) => sum + 1 + release.isrcs.length, 0);
  // HEAD and the six # rows, the summaries, the blocks' own rows, FOOT.
  const fixedLines = 7 + grid.size + ownLines + 1;
  const capacities = releases.map((release) => BigInt(release.isrcs.length * grid.size));
  const capacity = capacities.reduce((sum, part) => sum + part, 0n);
  const saleLines = BigInt(input.lines - fixedLines);
  if (saleLines < 0n) throw new RangeError(`${releases.length} releases need at least ${fixedLines} lines`);
  if (saleLines > capacity) {
    throw new RangeError(`${input.lines} lines need more releases: these fill ${BigInt(fixedLines) + capacity}`);
  }
  const quotas = saleLines === 0n ? capacities.map(() => 0n) : allocateByWeight(saleLines, capacities);

  function* blocks(): Generator<{ release: (typeof releases)[number]; sales: { key: number; usages: bigint }[] }> {
    const random = createSeededRandom(`${input.seed}:large-dsr:${store.storeId}`);
    for (const [index, release] of releases.entries()) {
      const pairs = sampleBelow(random, Number(capacities[index]), Number(quotas[index]));
      const sales = pairs.map((key) => ({
        key,
        usages: BigInt(Math.min(1_000_000, Math.floor(5 * pareto(random, 1.3)))),
      }));
      yield { release, sales };
    }
  }

  const totals: bigint[] = Array.from({ length: grid.size }, () => 0n);
  for (const { sales } of blocks()) {
    for (const sale of sales) totals[sale.key % grid.size] = (totals[sale.key % grid.size] ?? 0n) + sale.usages;
  }
  const usageStart = input.usageStart ?? '2026-01-01';
  const usageEnd = input.usageEnd ?? '2026-01-31';
  const writer = createDsrWriter({
    header: {
      messageId: `DSR-${store.storeId}-${usageStart}--${usageEnd}-LARGE`,
      createdAt: createdAtOf({ start: usageStart, end: usageEnd }),
      usageStart,
      usageEnd,
      sender: { dpid: store.dpid, name: store.name },
      recipient: service,
      serviceDescription: profile.service,
    },
  });
  let pending = [
    writer.headerText(),
    ...totals.map((usages, key) => writer.summary(grid.summary(key, `S${key + 1}`, usages))),
  ];
  let pendingChars = 0;
  for (const { release, sales } of blocks()) {
    const rows: DsrBlockInput['sales'] = sales.map(({ key, usages }) => ({
      summaryId: `S${(key % grid.size) + 1}`,
      resourceIndex: Math.floor(key / grid.size),
      usages,
      useType: profile.offers[Math.floor((key % grid.size) / grid.territories.length)]?.useType ?? '',
    }));
    const text = writer.block(blockOf(release, rows));
    pending.push(text);
    pendingChars += text.length;
    if (pendingChars >= LARGE_CHUNK_CHARS) {
      yield pending.join('');
      pending = [];
      pendingChars = 0;
    }
  }
  pending.push(writer.footer());
  yield pending.join('');
}
