// The operators' revenue screens as people read them: store names, months, exact yen from micro-yen text (never
// through floats), file sizes, and the rules of the rate fields (the API's patterns, checked before sending).
import { findStore, formatYen, MICROS_PER_YEN, parseYearMonth } from '@otodoke/domain';

type Lang = 'ja' | 'en';

/** A store's display name; its id when the store is not in the list (an old or unknown id). */
export const storeNameOf = (storeId: string): string => findStore(storeId)?.name ?? storeId;

const MONTH_EN = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', timeZone: 'UTC' });

/** "2025-08" as "2025年8月" or "August 2025". */
export function formatMonth(month: string, lang: Lang): string {
  const { year, month: number } = parseYearMonth(month);
  return lang === 'ja' ? `${year}年${number}月` : MONTH_EN.format(Date.UTC(year, number - 1, 1));
}

const DAY_EN = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/** A calendar day ("2026-10-01") as "2026/10/01" or "Oct 1, 2026", the same in every time zone. */
export function formatCalendarDay(day: string, lang: Lang): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return lang === 'ja' ? day.replaceAll('-', '/') : DAY_EN.format(Date.UTC(year, month - 1, date));
}

/** Whole yen of an exact amount (micro-yen text), cut towards zero: "1,234円", "¥1,234". */
export const formatMicrosAsYen = (micros: string, lang: Lang): string =>
  formatYen(BigInt(micros) / MICROS_PER_YEN, lang);

const BYTE_UNITS = ['B', 'KB', 'MB', 'GB'] as const;

/** A file size for people: "512 B", "1.5 MB" (1 KB = 1024 B). */
export function formatBytes(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < BYTE_UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 || value >= 100 ? 0 : 1;
  return `${value.toFixed(digits)} ${BYTE_UNITS[unit]}`;
}

/** The API's patterns (putCurrencyRate, the upload's rate_XXX). */
export const CURRENCY_PATTERN = /^[A-Z]{3}$/;
export const YEN_PER_UNIT_PATTERN = /^\d{1,9}(\.\d{1,6})?$/;

/** A rate as typed: full-width digits and spaces made plain, so "１５０．２" is read as "150.2". */
export const normaliseRateText = (text: string): string => text.normalize('NFKC').trim();
export const normaliseCurrencyText = (text: string): string => text.normalize('NFKC').trim().toUpperCase();

/** "2025-08" from a month field ("YYYY-MM"); null when it is not one. */
export const monthFieldValue = (text: string): string | null => (/^\d{4}-(0[1-9]|1[0-2])$/.test(text) ? text : null);

/** Rates as a month-by-currency table: newest month first, currencies in alphabetical order. */
export function ratesByMonth<R extends { month: string; currency: string }>(
  rates: readonly R[],
): { currencies: string[]; rows: Array<{ month: string; rates: Map<string, R> }> } {
  const months = new Map<string, Map<string, R>>();
  for (const rate of rates) {
    const row = months.get(rate.month) ?? new Map<string, R>();
    row.set(rate.currency, rate);
    months.set(rate.month, row);
  }
  return {
    currencies: [...new Set(rates.map((rate) => rate.currency))].sort(),
    rows: [...months.entries()]
      .sort(([a], [b]) => (a < b ? 1 : a > b ? -1 : 0))
      .map(([month, row]) => ({ month, rates: row })),
  };
}

/** Months an operator may set a rate for: next month back two years, and any month that already has one. */
export function monthOptions(thisMonth: string, known: readonly string[]): string[] {
  const { year, month } = parseYearMonth(thisMonth);
  const choices = new Set<string>(known);
  for (let back = -1; back < 24; back++) {
    const index = year * 12 + (month - 1) - back;
    choices.add(`${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`);
  }
  return [...choices].sort().reverse();
}
