// The dashboard's sales summary (the session's estimate report, display type dashboard_top): bar heights from exact
// micro-yen (bigint, never floats), the day labels, and the link to the same days in the estimate report.
import { formatYen, MICROS_PER_YEN } from '@otodoke/domain';
import type { Session } from '../../app/bootstrap.ts';
import { REPORT_PATHS } from '../reports/index.ts';

export type DashboardEstimate = NonNullable<Session['estimateReport']>;
type Lang = 'ja' | 'en';

/** The smallest bar of a day with sales, in percent, so it is never lost next to a much better day. */
const MIN_VISIBLE_PERCENT = 3;

/** Each day's revenue as a whole percent of the best day's (0 for a day without revenue). */
export function barHeights(graph: ReadonlyArray<{ amountMicros: string }>): number[] {
  const amounts = graph.map((day) => BigInt(day.amountMicros));
  const best = amounts.reduce((max, value) => (value > max ? value : max), 0n);
  return amounts.map((value) => {
    if (best <= 0n || value <= 0n) return 0;
    return Math.max(MIN_VISIBLE_PERCENT, Number((value * 100n) / best));
  });
}

/** Whole yen, cut towards zero like the API's `amount_yen`: "1,750円", "¥1,750". */
export function formatMicrosAsYen(micros: string, lang: Lang): string {
  return formatYen(BigInt(micros) / MICROS_PER_YEN, lang);
}

const EN_DAY = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/** A calendar day (YYYY-MM-DD, no time zone): "2026/10/31" in Japanese, "Oct 31, 2026" in English. */
export function formatDay(date: string, lang: Lang): string {
  if (lang === 'ja') return date.replaceAll('-', '/');
  return EN_DAY.format(new Date(`${date}T00:00:00Z`));
}

/** The estimate report showing the same days as the dashboard. */
export function estimateReportHref(meta: Pick<DashboardEstimate['meta'], 'from' | 'to'>): string {
  return `${REPORT_PATHS.estimate}?${new URLSearchParams({ from: meta.from, to: meta.to })}`;
}
