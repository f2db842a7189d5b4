// Money on the revenue screens: exact yen from the API's micro-yen text (BigInt, never floats), signed movements of
// the balance, and months as people read them.
import { formatYen, MICROS_PER_YEN } from '@otodoke/domain';

export type Lang = 'ja' | 'en';

const MICROS_PER_SEN = MICROS_PER_YEN / 100n;
const GROUPED = new Intl.NumberFormat('en-US', { useGrouping: true, maximumFractionDigits: 0 });

/** Micro-yen as BigInt, from the API's decimal text or an amount already summed. */
export function toMicros(micros: string | bigint): bigint {
  return typeof micros === 'bigint' ? micros : BigInt(micros);
}

/** The sum of micro-yen amounts, exactly. */
export function sumMicros(amounts: ReadonlyArray<string | bigint>): bigint {
  return amounts.reduce<bigint>((sum, amount) => sum + toMicros(amount), 0n);
}

/**
 * An exact amount: whole yen as "1,234円" / "¥1,234"; otherwise with two decimals, cut towards zero ("1,234.56円",
 * "¥0.35"), because a stream earns a few sen. A non-zero amount under 0.01 yen says so rather than reading as 0.
 */
export function formatMicrosYen(micros: string | bigint, lang: Lang): string {
  const value = toMicros(micros);
  const magnitude = value < 0n ? -value : value;
  if (magnitude % MICROS_PER_YEN === 0n) return formatYen(value / MICROS_PER_YEN, lang);
  const sign = value < 0n ? '-' : '';
  const whole = magnitude / MICROS_PER_YEN;
  const sen = (magnitude % MICROS_PER_YEN) / MICROS_PER_SEN;
  // A refund under a sen reads as "-0.00円": the sign is what matters.
  if (whole === 0n && sen === 0n && !sign) return lang === 'ja' ? '0.01円未満' : '< ¥0.01';
  const number = `${GROUPED.format(whole)}.${sen.toString().padStart(2, '0')}`;
  return lang === 'ja' ? `${sign}${number}円` : `${sign}¥${number}`;
}

/**
 * The whole yen of an exact amount, cut towards zero as the statement pays them ("5,029円" for 5,029.77 yen;
 * "-12円" for -12.40): for tables beside the statement's whole-yen totals.
 */
export function formatMicrosWholeYen(micros: string | bigint, lang: Lang): string {
  return formatYen(toMicros(micros) / MICROS_PER_YEN, lang);
}

/** A movement of the balance with its direction: "+1,234円" / "-330円", "+¥1,234" / "-¥330". */
export function formatSignedYen(yen: number, lang: Lang): string {
  return yen > 0 ? `+${formatYen(yen, lang)}` : formatYen(yen, lang);
}

/** Whether a micro-yen amount is below zero (e.g. a split paid out). */
export function isNegativeMicros(micros: string | bigint): boolean {
  return toMicros(micros) < 0n;
}

const MONTH_FORMATS: Record<Lang, Intl.DateTimeFormat> = {
  ja: new Intl.DateTimeFormat('ja-JP', { year: 'numeric', month: 'long', timeZone: 'UTC' }),
  en: new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', timeZone: 'UTC' }),
};
const SHORT_MONTH_FORMATS: Record<Lang, Intl.DateTimeFormat> = {
  ja: new Intl.DateTimeFormat('ja-JP', { year: 'numeric', month: 'numeric', timeZone: 'UTC' }),
  en: new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', timeZone: 'UTC' }),
};

function monthDate(yearMonth: string): Date {
  const [year, month] = yearMonth.split('-').map(Number);
  return new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, 1));
}

/** "2026-03" as "2026年3月" / "March 2026" (a calendar month, the same wherever the browser is). */
export function formatYearMonth(yearMonth: string, lang: Lang): string {
  return MONTH_FORMATS[lang].format(monthDate(yearMonth));
}

/** "2026-03" as "2026/3" / "Mar 2026", for table rows and chart labels. */
export function formatYearMonthShort(yearMonth: string, lang: Lang): string {
  return SHORT_MONTH_FORMATS[lang].format(monthDate(yearMonth));
}
