// Short forms of large counts and amounts for charts and summary cards ("1.2万回", "12.3K plays"). The exact,
// unit-by-unit Japanese form ("1億2345万6789") is formatLargeNumberJa in constants.ts.
import { LARGE_NUMBER_UNITS_JA } from '../constants.ts';
import { divideRounded } from './money.ts';

const GROUPED_JA = new Intl.NumberFormat('ja-JP', { maximumFractionDigits: 1 });
const COMPACT_EN = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });

/** Tenths of a unit, with at most one decimal and no trailing ".0": 12n -> "1.2", 10n -> "1", 12345n -> "1,234.5". */
const formatTenths = (tenths: bigint): string => {
  const whole = GROUPED_JA.format(tenths / 10n);
  const decimal = tenths % 10n;
  return decimal === 0n ? whole : `${whole}.${decimal}`;
};

const formatJa = (value: bigint): string => {
  const sign = value < 0n ? '-' : '';
  const magnitude = value < 0n ? -value : value;
  const units = LARGE_NUMBER_UNITS_JA.map(({ unit, digits }) => ({ unit, size: 10n ** BigInt(digits) }));
  const index = units.findIndex(({ size }) => magnitude >= size);
  const chosen = units[index];
  if (!chosen) return sign + GROUPED_JA.format(magnitude);
  const tenths = divideRounded(magnitude * 10n, chosen.size, 'halfAwayFromZero');
  // 99,999,999 rounds to 10,000.0万; the next unit up says it better as 1億.
  const larger = units[index - 1];
  if (larger && tenths >= (larger.size / chosen.size) * 10n) {
    return `${sign}${formatTenths(divideRounded(magnitude * 10n, larger.size, 'halfAwayFromZero'))}${larger.unit}`;
  }
  return `${sign}${formatTenths(tenths)}${chosen.unit}`;
};

/**
 * A large number in few characters. Japanese uses 万 (10^4), 億 (10^8) and 兆 (10^12) with at most one decimal,
 * rounded half up and without a trailing ".0": 9999 -> "9,999", 12345 -> "1.2万", 123456789 -> "1.2億",
 * 100000000 -> "1億". English uses Intl's compact notation with one decimal: 12345 -> "12.3K", 1234567 -> "1.2M".
 * Fractions are rounded to a whole number first (counts and yen are whole; a stray fraction is not worth a throw
 * on a chart label); infinities and NaN are refused.
 */
export const formatLargeNumber = (value: bigint | number, lang: 'ja' | 'en'): string => {
  if (typeof value === 'number' && !Number.isFinite(value)) throw new RangeError(`Not a finite number: ${value}`);
  const whole = typeof value === 'bigint' ? value : BigInt(Math.sign(value) * Math.round(Math.abs(value)));
  return lang === 'ja' ? formatJa(whole) : COMPACT_EN.format(whole);
};
