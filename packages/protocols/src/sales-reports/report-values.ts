// The values of a sales report cell as the importer wants them: exact integers and decimals (never floats: money is
// added up over millions of lines), territories, ISRC/ICPN and dates. Checked with char loops, they run on every line.
import type { Territory } from './sales-report-types.ts';

const isDigit = (code: number): boolean => code >= 48 && code <= 57;

/** The most digits a count in a report may have: larger ones are not counts (and would overflow the database's). */
export const MAX_INTEGER_DIGITS = 15;
/** The most digits before the point of an amount: 10^12 units is a micro-unit count that still fits a bigint. */
export const MAX_AMOUNT_DIGITS = 12;

/** An integer cell ("120", "-3", "+4") of at most 15 digits as a bigint; null when the text is not one (empty included). */
export function parseIntegerText(text: string): bigint | null {
  const sign = text.charCodeAt(0);
  const start = sign === 45 || sign === 43 ? 1 : 0;
  if (text.length === start || text.length - start > MAX_INTEGER_DIGITS) return null;
  // Up to 15 digits fit a double exactly, and BigInt(number) is much cheaper than BigInt(string).
  let value = 0;
  for (let i = start; i < text.length; i++) {
    const digit = text.charCodeAt(i) - 48;
    if (digit < 0 || digit > 9) return null;
    value = value * 10 + digit;
  }
  return BigInt(sign === 45 ? -value : value);
}

/**
 * A decimal cell: "5000.00", ".36", "-1.4", "2." (digits on at least one side of the point); no exponent, at most
 * 12 digits before the point (leading zeros aside) and 12 after.
 */
export function isDecimalText(text: string): boolean {
  let i = text.charCodeAt(0) === 45 || text.charCodeAt(0) === 43 ? 1 : 0;
  let digits = 0;
  let whole = 0;
  let fraction = 0;
  let points = 0;
  for (; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (isDigit(code)) {
      digits++;
      if (points > 0) fraction++;
      else if (whole > 0 || code !== 48) whole++;
    } else if (code === 46 && points === 0) points++;
    else return false;
  }
  return digits > 0 && whole <= MAX_AMOUNT_DIGITS && fraction <= MAX_AMOUNT_DIGITS;
}

type Decimal = { units: bigint; scale: number };

const decimalOf = (text: string): Decimal => {
  if (!isDecimalText(text)) throw new Error(`Not a decimal: "${text}"`);
  const negative = text.startsWith('-');
  const unsigned = text.replace(/^[+-]/, '');
  const point = unsigned.indexOf('.');
  const whole = point < 0 ? unsigned : unsigned.slice(0, point);
  const fraction = point < 0 ? '' : unsigned.slice(point + 1);
  const units = BigInt(`${whole}${fraction}` || '0');
  return { units: negative ? -units : units, scale: fraction.length };
};

const textOfDecimal = ({ units, scale }: Decimal): string => {
  const digits = (units < 0n ? -units : units).toString().padStart(scale + 1, '0');
  const sign = units < 0n ? '-' : '';
  if (scale === 0) return `${sign}${digits}`;
  return `${sign}${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
};

/** Exact product of an integer and a decimal text, with the decimal's scale: 4 × ".36" = "1.44", -2 × "0.70" = "-1.40". */
export function multiplyDecimalText(count: bigint, decimal: string): string {
  const { units, scale } = decimalOf(decimal);
  return textOfDecimal({ units: units * count, scale });
}

/** Exact sum of decimal texts, with the largest scale among them: "2.0" + "3" + ".25" = "5.25". */
export function addDecimalTexts(...terms: string[]): string {
  const decimals = terms.map(decimalOf);
  const scale = Math.max(0, ...decimals.map((decimal) => decimal.scale));
  const units = decimals.reduce((sum, decimal) => sum + decimal.units * 10n ** BigInt(scale - decimal.scale), 0n);
  return textOfDecimal({ units, scale });
}

const territories = new Map<string, Territory>();
const TERRITORY_CACHE_LIMIT = 10_000;

const isLetter = (code: number): boolean => (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
const isAlphanumeric = (code: number): boolean => isLetter(code) || isDigit(code);

const territoryOf = (raw: string): Territory => {
  const isCountry = raw.length >= 2 && isLetter(raw.charCodeAt(0)) && isLetter(raw.charCodeAt(1));
  if (isCountry && raw.length === 2) return { country: raw.toUpperCase(), subdivision: null, raw };
  const subdivision = raw.slice(3);
  const isSubdivision =
    isCountry &&
    raw.charCodeAt(2) === 45 &&
    subdivision.length >= 1 &&
    subdivision.length <= 3 &&
    [...subdivision].every((char) => isAlphanumeric(char.charCodeAt(0)));
  if (isSubdivision) return { country: raw.slice(0, 2).toUpperCase(), subdivision: subdivision.toUpperCase(), raw };
  return { country: null, subdivision: null, raw };
};

/**
 * "JP" → country JP; "JP-13" → country JP, subdivision 13; "Worldwide" (or "WW"), a TIS number or several
 * territories → country null. Shared and frozen: reports name few territories, sales many times each.
 */
export function parseTerritory(text: string): Territory {
  const raw = text.trim();
  const known = territories.get(raw);
  if (known) return known;
  const territory = Object.freeze(
    raw === 'Worldwide' || raw === 'WW' ? { country: null, subdivision: null, raw } : territoryOf(raw),
  );
  if (territories.size < TERRITORY_CACHE_LIMIT) territories.set(raw, territory);
  return territory;
}

/** Upper-cased, hyphens and spaces dropped; null when empty. */
export function normalizeIsrc(text: string): string | null {
  const isrc = text.includes('-') || text.includes(' ') ? text.replace(/[- ]/g, '') : text;
  return isrc === '' ? null : isrc.toUpperCase();
}

/** Digits only; null when there are none. */
export function normalizeIcpn(text: string): string | null {
  let allDigits = true;
  for (let i = 0; i < text.length && allDigits; i++) allDigits = isDigit(text.charCodeAt(i));
  const icpn = allDigits ? text : text.replace(/\D/g, '');
  return icpn === '' ? null : icpn;
}

const isDigits = (text: string): boolean => {
  for (let i = 0; i < text.length; i++) if (!isDigit(text.charCodeAt(i))) return false;
  return text.length > 0;
};

/** Years a sale can be dated in: anything else is a typo or a made-up value, not a sale. */
const FIRST_SALE_YEAR = 1970;
const LAST_SALE_YEAR = 2199;

/** The date when year, month and day name a day of the calendar within the years sales can have; else null. */
const calendarDate = (year: string, month: string, day: string): string | null => {
  const [y, m, d] = [Number(year), Number(month), Number(day)];
  if (y < FIRST_SALE_YEAR || y > LAST_SALE_YEAR || m < 1 || m > 12 || d < 1) return null;
  const daysInMonth = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return d > daysInMonth ? null : `${year}-${month}-${day}`;
};

/** YYYY-MM-DD from "2015-10-01", "20151001" or an ISO date-time; null when empty or not a calendar date. */
export function isoDateOf(text: string): string | null {
  if (text.length === 8 && isDigits(text)) return calendarDate(text.slice(0, 4), text.slice(4, 6), text.slice(6, 8));
  const date = text.slice(0, 10);
  const isIsoDate =
    date.length === 10 &&
    date[4] === '-' &&
    date[7] === '-' &&
    isDigits(date.slice(0, 4)) &&
    isDigits(date.slice(5, 7)) &&
    isDigits(date.slice(8));
  return isIsoDate ? calendarDate(date.slice(0, 4), date.slice(5, 7), date.slice(8)) : null;
}

/** YYYY-MM-DD from Apple's "01/23/2010" (MM/DD/YYYY); null when it is not one. */
export function isoDateOfUsDate(text: string): string | null {
  const [month = '', day = '', year = '', ...more] = text.split('/');
  const isDate = more.length === 0 && year.length === 4 && isDigits(year) && isDigits(month) && isDigits(day);
  if (!isDate || month.length > 2 || day.length > 2) return null;
  return calendarDate(year, month.padStart(2, '0'), day.padStart(2, '0'));
}
