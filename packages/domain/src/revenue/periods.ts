// Calendar arithmetic for revenue reports. Dates are ISO calendar dates ("2026-11-03") and months "2026-11", never
// Date objects in a local time zone: a date is a day number on the proleptic Gregorian calendar, so the result never
// depends on where the code runs. "Today" is the date in Tokyo, where the business runs.
import type { DATE_FORMATS } from '../constants.ts';
import { japanDate, parseDateYmd, type YearMonthDay } from '../validation/rules.ts';

/** A calendar date, "YYYY-MM-DD". */
export type IsoDate = string;
/** A calendar month, "YYYY-MM". */
export type YearMonth = string;

export type ReportDateType = 'daily' | 'weekly' | 'monthly';

const DAY_MS = 24 * 60 * 60 * 1000;
const ISO_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const YEAR_MONTH_PATTERN = /^(\d{4})-?(0[1-9]|1[0-2])$/;

const pad = (value: number, width: number): string => String(value).padStart(width, '0');

const formatYmd = ({ year, month, day }: YearMonthDay): IsoDate => `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;

export const isIsoDate = (text: string): boolean => ISO_DATE_PATTERN.test(text) && parseDateYmd(text) !== undefined;

/** Reads "YYYY-MM-DD" (a day the month really has); throws an Error naming the text otherwise. */
export const parseIsoDate = (text: IsoDate): YearMonthDay => {
  const date = ISO_DATE_PATTERN.test(text) ? parseDateYmd(text) : undefined;
  if (!date) throw new Error(`Not a calendar date (YYYY-MM-DD): "${text}"`);
  return date;
};

export const isYearMonth = (text: string): boolean => /^\d{4}-(0[1-9]|1[0-2])$/.test(text);

/** Reads "YYYY-MM"; throws an Error naming the text otherwise. */
export const parseYearMonth = (text: YearMonth): { readonly year: number; readonly month: number } => {
  const match = isYearMonth(text) ? YEAR_MONTH_PATTERN.exec(text) : null;
  if (!match) throw new Error(`Not a month (YYYY-MM): "${text}"`);
  return { year: Number(match[1]), month: Number(match[2]) };
};

/** Days since 1970-01-01. setUTCFullYear, unlike Date.UTC, leaves years 0..99 alone. */
const dayNumber = ({ year, month, day }: YearMonthDay): number => {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return Math.round(date.getTime() / DAY_MS);
};

const fromDayNumber = (days: number): IsoDate => {
  const date = new Date(days * DAY_MS);
  return formatYmd({ year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() });
};

export const addDays = (date: IsoDate, days: number): IsoDate => {
  if (!Number.isInteger(days)) throw new RangeError(`Days must be a whole number, got ${days}`);
  return fromDayNumber(dayNumber(parseIsoDate(date)) + days);
};

export const yesterday = (today: IsoDate): IsoDate => addDays(today, -1);

/** Days from `from` to `to`: 0 for the same day, negative when `to` is earlier. */
export const daysBetween = (from: IsoDate, to: IsoDate): number =>
  dayNumber(parseIsoDate(to)) - dayNumber(parseIsoDate(from));

/** The date in Tokyo (UTC+9, no daylight saving) at `now`, wherever the code runs. */
export const todayInTokyo = (now: Date): IsoDate => formatYmd(japanDate(now));

/** 1 for Monday to 7 for Sunday (ISO 8601). 1970-01-01 was a Thursday. */
export const isoWeekday = (date: IsoDate): number => {
  const fromMonday = (((dayNumber(parseIsoDate(date)) + 3) % 7) + 7) % 7;
  return fromMonday + 1;
};

export const monthOf = (date: IsoDate): YearMonth => {
  const { year, month } = parseIsoDate(date);
  return `${pad(year, 4)}-${pad(month, 2)}`;
};

/** A month, or the month of a date. */
const monthFromText = (text: string): YearMonth => (ISO_DATE_PATTERN.test(text) ? monthOf(text) : text);

/** The first day of a month ("2026-11" -> "2026-11-01"); a date stands for its month. */
export const firstDayOfMonth = (monthOrDate: YearMonth | IsoDate): IsoDate => {
  const month = monthFromText(monthOrDate);
  parseYearMonth(month);
  return `${month}-01`;
};

/** The last day of a month ("2028-02" -> "2028-02-29"); a date stands for its month. */
export const lastDayOfMonth = (monthOrDate: YearMonth | IsoDate): IsoDate =>
  addDays(firstDayOfMonth(nextMonth(monthFromText(monthOrDate))), -1);

const shiftMonth = (month: YearMonth, by: number): YearMonth => {
  const { year, month: m } = parseYearMonth(month);
  const index = year * 12 + (m - 1) + by;
  return `${pad(Math.floor(index / 12), 4)}-${pad((index % 12) + 1, 2)}`;
};

export const nextMonth = (month: YearMonth): YearMonth => shiftMonth(month, 1);
export const previousMonth = (month: YearMonth): YearMonth => shiftMonth(month, -1);

/** Every month from `from` to `to`, both included, in order; throws a RangeError when `to` is before `from`. */
export const monthsBetween = (from: YearMonth, to: YearMonth): YearMonth[] => {
  const start = parseYearMonth(from);
  const end = parseYearMonth(to);
  const count = end.year * 12 + end.month - (start.year * 12 + start.month) + 1;
  if (count < 1) throw new RangeError(`The month range ends before it starts: ${from} to ${to}`);
  return Array.from({ length: count }, (_, index) => shiftMonth(from, index));
};

/**
 * The first day of the period a date falls in: the date itself (daily), the Monday of its week (weekly; weeks run
 * Monday to Sunday, as Japanese business calendars and ISO 8601 do) or the first of its month (monthly).
 */
export const bucketOf = (date: IsoDate, dateType: ReportDateType): IsoDate => {
  if (dateType === 'daily') return fromDayNumber(dayNumber(parseIsoDate(date)));
  if (dateType === 'weekly') return addDays(date, 1 - isoWeekday(date));
  return firstDayOfMonth(date);
};

const bucketEnd = (start: IsoDate, dateType: ReportDateType): IsoDate => {
  if (dateType === 'daily') return start;
  if (dateType === 'weekly') return addDays(start, 6);
  return lastDayOfMonth(start);
};

export type DateBucket = {
  /** The first day of the whole period: what bucketOf gives, and the chart's label. */
  readonly key: IsoDate;
  /** The part of the period inside the asked range (the first and last buckets may be partial). */
  readonly from: IsoDate;
  readonly to: IsoDate;
};

/** More buckets than this (27 years of days) is a mistake in the request, not a report. */
export const MAX_REPORT_BUCKETS = 10_000;

/**
 * The periods an estimate report from `from` to `to` (both included) shows, in order. Throws a RangeError when the
 * range ends before it starts or needs more than MAX_REPORT_BUCKETS periods; callers check user input first.
 */
export const estimateRange = (dateType: ReportDateType, from: IsoDate, to: IsoDate): DateBucket[] => {
  const days = daysBetween(from, to);
  if (days < 0) throw new RangeError(`The date range ends before it starts: ${from} to ${to}`);
  if (dateType === 'daily' && days + 1 > MAX_REPORT_BUCKETS) {
    throw new RangeError(`The date range is too long: ${from} to ${to}`);
  }
  const buckets: DateBucket[] = [];
  let key = bucketOf(from, dateType);
  while (key <= to) {
    const end = bucketEnd(key, dateType);
    buckets.push({ key, from: key < from ? from : key, to: end > to ? to : end });
    if (buckets.length > MAX_REPORT_BUCKETS) throw new RangeError(`The date range is too long: ${from} to ${to}`);
    key = addDays(end, 1);
  }
  return buckets;
};

/** The spec's date formats that carry no time. */
export type DateFormat = (typeof DATE_FORMATS)['ymdSlash' | 'ymdHyphen' | 'ymHyphen' | 'ymCompact'];

/** A date written in one of the spec's formats: "2026/11/03", "2026-11-03", "2026-11" or "202611". */
export const formatIsoDate = (date: IsoDate, format: DateFormat): string => {
  const { year, month, day } = parseIsoDate(date);
  const [y, m, d] = [pad(year, 4), pad(month, 2), pad(day, 2)];
  switch (format) {
    case 'YYYY/MM/DD':
      return `${y}/${m}/${d}`;
    case 'YYYY-MM-DD':
      return `${y}-${m}-${d}`;
    case 'YYYY-MM':
      return `${y}-${m}`;
    case 'YYYYMM':
      return `${y}${m}`;
  }
};

/** "2026/11/03" or "2026-11-03" as an ISO date; undefined when it is neither or no such day exists. */
export const toIsoDate = (text: string): IsoDate | undefined => {
  const date = parseDateYmd(text.trim());
  return date ? formatYmd(date) : undefined;
};

/** "2026-11" or "202611" as a month; undefined otherwise. */
export const toYearMonth = (text: string): YearMonth | undefined => {
  const match = YEAR_MONTH_PATTERN.exec(text.trim());
  return match ? `${match[1]}-${match[2]}` : undefined;
};

const MONTH_NAMES_EN = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** A month as people read it in messages and the balance history: "2026年10月", "October 2026". */
export const yearMonthWords = (month: YearMonth, lang: 'ja' | 'en'): string => {
  const { year, month: number } = parseYearMonth(month);
  return lang === 'ja' ? `${year}年${number}月` : `${MONTH_NAMES_EN[number - 1]} ${year}`;
};
