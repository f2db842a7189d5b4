// The statistics page's pure logic: which year a path names, the page's address, and how its figures are written
// (counts, shares and months per language; chart labels that fit a phone).
import { MUSIC_STATS_FIRST_YEAR } from '@otodoke/contract';
import type { Language } from '@otodoke/domain';

const LOCALES: Record<Language, string> = { ja: 'ja-JP', en: 'en-US' };

/** The year a `:year` segment names (four digits, not before the first year), or null. */
export function parseStatsYear(text: string | undefined): number | null {
  if (!text || !/^\d{4}$/.test(text)) return null;
  const year = Number(text);
  return year >= MUSIC_STATS_FIRST_YEAR ? year : null;
}

/** The last year that is over (the page most worth linking to), never before the first one. */
export function latestStatsYear(now = new Date()): number {
  return Math.max(MUSIC_STATS_FIRST_YEAR, now.getFullYear() - 1);
}

export function musicStatsPath(year: number): string {
  return `/music-stats/${year}`;
}

export function formatCount(value: number, language: Language): string {
  return new Intl.NumberFormat(LOCALES[language]).format(value);
}

/** Short counts for chart axes: 1.2万 / 1.2M. */
export function formatCountShort(value: number, language: Language): string {
  return new Intl.NumberFormat(LOCALES[language], { notation: 'compact', maximumFractionDigits: 1 }).format(value);
}

/** A share (0..1) as a percentage with one decimal: "12.3%" (below 0.1 % but above zero: "<0.1%"). */
export function formatShare(share: number, language: Language): string {
  if (share > 0 && share < 0.001) return `<${new Intl.NumberFormat(LOCALES[language]).format(0.1)}%`;
  return new Intl.NumberFormat(LOCALES[language], {
    style: 'percent',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(share);
}

/** A month "YYYY-MM" as an axis label: "3月" / "Mar". */
export function monthTick(month: string, language: Language): string {
  const index = Number(month.slice(5, 7)) - 1;
  if (language === 'ja') return `${index + 1}月`;
  return new Intl.DateTimeFormat('en-US', { month: 'short', timeZone: 'UTC' }).format(Date.UTC(2000, index, 1));
}

/** A month "YYYY-MM" in full: "2024年3月" / "March 2024". */
export function monthName(month: string, language: Language): string {
  const year = Number(month.slice(0, 4));
  const index = Number(month.slice(5, 7)) - 1;
  if (language === 'ja') return `${year}年${index + 1}月`;
  return new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    Date.UTC(year, index, 1),
  );
}

/** The day the figures go up to, "YYYY-MM-DD" written out: "2024年12月31日" / "Dec 31, 2024". */
export function saleDay(date: string, language: Language): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  if (language === 'ja') return `${year}年${month}月${day}日`;
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(
    Date.UTC(year, month - 1, day),
  );
}

/** The month with the most streams (the first of equals), or null when no month has any. */
export function busiestMonth(months: readonly { month: string; streams: number }[]): string | null {
  let best: { month: string; streams: number } | null = null;
  for (const month of months) if (month.streams > 0 && (!best || month.streams > best.streams)) best = month;
  return best?.month ?? null;
}

/** A name cut to fit a chart's axis (the table beside the chart has it in full). */
export function axisName(name: string, max = 14): string {
  const chars = [...name];
  return chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : name;
}
