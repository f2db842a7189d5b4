// How splits read on screen: months, shares, a collaborator's status and exact yen amounts (never through floats).
import {
  formatShareRate,
  formatYen,
  MICROS_PER_YEN,
  parseYearMonth,
  SPLIT_STATUS_LABELS,
  splitStatusName,
} from '@otodoke/domain';

type Lang = 'ja' | 'en';

const MONTH_EN = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', timeZone: 'UTC' });

/** "2025-08" as "2025年8月" or "Aug 2025". */
export function formatYearMonth(month: string, lang: Lang): string {
  const { year, month: number } = parseYearMonth(month);
  return lang === 'ja' ? `${year}年${number}月` : MONTH_EN.format(Date.UTC(year, number - 1, 1));
}

/** Basis points as a share: 3000 -> "30%", 1250 -> "12.5%". */
export const formatRate = (basisPoints: number): string => `${formatShareRate(basisPoints)}%`;

export type SplitStatusColour = 'default' | 'success' | 'warning' | 'error';

/** The spec's status code as words (the code itself for one we do not know). */
export function splitStatusText(status: number, lang: Lang): string {
  const name = splitStatusName(status);
  return name ? SPLIT_STATUS_LABELS[name][lang] : String(status);
}

export function splitStatusColour(status: number): SplitStatusColour {
  switch (splitStatusName(status)) {
    case 'accepted':
      return 'success';
    case 'invited':
      return 'warning';
    case 'declined':
      return 'error';
    default:
      return 'default';
  }
}

const MICROS_PER_SEN = MICROS_PER_YEN / 100n;

/**
 * An exact amount from micro-yen text: whole yen ("1,234円", "¥1,234", "-¥500"), or to the sen under one yen
 * ("0.35円"), both cut towards zero; a positive amount under 0.01 yen says so rather than reading as nothing.
 */
export function formatMicrosYen(micros: string, lang: Lang): string {
  const value = BigInt(micros);
  const magnitude = value < 0n ? -value : value;
  if (magnitude === 0n || magnitude >= MICROS_PER_YEN) return formatYen(value / MICROS_PER_YEN, lang);
  const sen = magnitude / MICROS_PER_SEN;
  if (sen === 0n) return lang === 'ja' ? '0.01円未満' : '< ¥0.01';
  const sign = value < 0n ? '-' : '';
  const decimal = `0.${sen.toString().padStart(2, '0')}`;
  return lang === 'ja' ? `${sign}${decimal}円` : `${sign}¥${decimal}`;
}
