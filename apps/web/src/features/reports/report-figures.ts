// Figures of the estimate report as people read them: yen from exact micro-yen text (never through floats), large
// counts and amounts with 万/億/兆 in Japanese, shares of the total, and the detail rows ranked and sorted.
import { formatLargeNumber, formatYen, MICROS_PER_YEN } from '@otodoke/domain';
import type { EstimateMetric, SortOrder } from './estimate-query.ts';

type Lang = 'ja' | 'en';

const MICROS_PER_SEN = MICROS_PER_YEN / 100n;
/** Amounts from 10,000 yen (and counts from 10,000) are written short: 1.2万円, ¥12.3K. */
const COMPACT_FROM = 10_000n;

/** Whole yen of an amount, cut towards zero as the API's `amount_yen` is. */
export function wholeYenOf(micros: string): bigint {
  return BigInt(micros) / MICROS_PER_YEN;
}

/**
 * An exact amount: whole yen ("1,234円", "¥1,234"), or with two decimals under one yen ("0.35円", "¥0.35"), where a
 * few sen are all a stream earns. Both are cut towards zero, like the API's whole yen; a positive amount under 0.01
 * yen says so rather than reading as nothing.
 */
export function formatMicrosYen(micros: string, lang: Lang): string {
  const value = BigInt(micros);
  const magnitude = value < 0n ? -value : value;
  if (magnitude === 0n || magnitude >= MICROS_PER_YEN) return formatYen(value / MICROS_PER_YEN, lang);
  const sign = value < 0n ? '-' : '';
  const sen = magnitude / MICROS_PER_SEN;
  if (sen === 0n) return lang === 'ja' ? '0.01円未満' : '< ¥0.01';
  const decimal = `0.${sen.toString().padStart(2, '0')}`;
  return lang === 'ja' ? `${sign}${decimal}円` : `${sign}¥${decimal}`;
}

/** An amount in few characters for cards and the graph: "12.3万円", "¥12.3K"; exact below 10,000 yen. */
export function formatMicrosCompact(micros: string, lang: Lang): string {
  const yen = wholeYenOf(micros);
  if ((yen < 0n ? -yen : yen) < COMPACT_FROM) return formatMicrosYen(micros, lang);
  return formatYenCompact(yen, lang);
}

/** Whole yen in few characters: "1.2億円", "¥120M". */
export function formatYenCompact(yen: bigint | number, lang: Lang): string {
  const short = formatLargeNumber(yen, lang);
  if (lang === 'ja') return `${short}円`;
  return short.startsWith('-') ? `-¥${short.slice(1)}` : `¥${short}`;
}

/** A count in few characters: "1.2万" (exact below 10,000), "12.3K" (exact below 1,000). */
export function formatCountCompact(count: number, lang: Lang): string {
  return formatLargeNumber(count, lang);
}

/** part / total in basis points (1/100 of a percent), rounded down; 0 when the total is not positive. */
export function shareBasisPoints(part: bigint, total: bigint): number {
  if (total <= 0n || part <= 0n) return 0;
  const points = (part * 10_000n) / total;
  return Number(points > 10_000n ? 10_000n : points);
}

const PERCENT = {
  ja: new Intl.NumberFormat('ja-JP', { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 }),
  en: new Intl.NumberFormat('en-US', { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 }),
};

/** Basis points as a percentage with one decimal: 1234 -> "12.3%". */
export function formatShare(basisPoints: number, lang: Lang): string {
  return PERCENT[lang].format(Math.floor(basisPoints / 10) / 1000);
}

export interface DetailRow {
  key: string;
  label: string;
  subLabel: string;
  quantity: number;
  amountMicros: string;
  amountYen: number;
}

export interface RankedRow<T extends DetailRow = DetailRow> {
  row: T;
  /** 1 for the largest; rows with the same figure share a rank (1, 2, 2, 4). */
  rank: number;
}

function metricOf(row: DetailRow, metric: EstimateMetric): bigint {
  return metric === 'amount' ? BigInt(row.amountMicros) : BigInt(row.quantity);
}

/**
 * The rows ranked by a figure (largest first) and listed in the order asked for. Rows with the same figure keep the
 * API's order (amount, then quantity, then key), so a page never reshuffles between reloads.
 */
export function rankDetailRows<T extends DetailRow>(
  rows: readonly T[],
  metric: EstimateMetric,
  order: SortOrder,
): RankedRow<T>[] {
  const byLargest = rows
    .map((row, index) => ({ row, index, value: metricOf(row, metric) }))
    .sort((a, b) => (a.value === b.value ? a.index - b.index : a.value > b.value ? -1 : 1));
  const ranked: RankedRow<T>[] = [];
  byLargest.forEach((entry, position) => {
    const previous = byLargest[position - 1];
    const rank = previous && previous.value === entry.value ? (ranked[position - 1]?.rank ?? 1) : position + 1;
    ranked.push({ row: entry.row, rank });
  });
  return order === 'desc' ? ranked : ranked.reverse();
}

/** One page of a list (pages count from 1; a page past the end shows the last one). */
export function pageOfRows<T>(
  rows: readonly T[],
  page: number,
  pageSize: number,
): { items: T[]; page: number; pages: number } {
  const pages = Math.max(1, Math.ceil(rows.length / pageSize));
  const current = Math.min(Math.max(1, page), pages);
  return { items: rows.slice((current - 1) * pageSize, current * pageSize), page: current, pages };
}

/** The total a row's share is taken of, for the figure ranked by. */
export function metricTotal(totals: { quantity: number; amountMicros: string }, metric: EstimateMetric): bigint {
  return metric === 'amount' ? BigInt(totals.amountMicros) : BigInt(totals.quantity);
}

export function metricValue(row: DetailRow, metric: EstimateMetric): bigint {
  return metricOf(row, metric);
}
