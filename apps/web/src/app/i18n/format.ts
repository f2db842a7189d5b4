// Dates, times, numbers and money, one way per language, and every time in one zone whatever the browser's (decision
// 0012): the account's, which is Asia/Tokyo until accounts can choose one. Japanese: 2026/11/25, 2026/11/25 14:05
// （日本時間）, 1,234円 (spec 9); English: Nov 25, 2026, "Nov 25, 2026, 14:05 JST", ¥1,234.
import { formatYen } from '@otodoke/domain';
import { useTranslation } from 'react-i18next';
import { isSupportedLanguage, type Language } from '../constants.ts';
import { i18n } from './i18n.ts';

const LOCALES: Record<Language, string> = { ja: 'ja-JP', en: 'en-US' };

/** The zone every time is shown in: Japan time, where the service, its stores' days and its payments are. */
export const DEFAULT_TIME_ZONE = 'Asia/Tokyo';

const MONTHS_EN = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
/** A calendar day with no time ("2026-12-24"): the same day in every zone. */
const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

interface Parts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

const partFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar day and wall-clock time of an instant in a zone (a calendar day stays that day). */
function partsOf(value: Date | string | number, timeZone: string): Parts {
  if (typeof value === 'string') {
    const day = CALENDAR_DAY.exec(value);
    if (day) return { year: Number(day[1]), month: Number(day[2]), day: Number(day[3]), hour: 0, minute: 0 };
  }
  let format = partFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    });
    partFormats.set(timeZone, format);
  }
  const parts: Record<string, number> = {};
  for (const part of format.formatToParts(value instanceof Date ? value : new Date(value))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: (parts.hour ?? 0) % 24,
    minute: parts.minute ?? 0,
  };
}

const pad2 = (value: number) => String(value).padStart(2, '0');

function dateOf(parts: Parts, language: Language): string {
  return language === 'ja'
    ? `${parts.year}/${pad2(parts.month)}/${pad2(parts.day)}`
    : `${MONTHS_EN[parts.month - 1]} ${parts.day}, ${parts.year}`;
}

/** How a zone is named after a time: 日本時間 / JST for Japan, the zone's short name otherwise ("GMT+2"). */
export function timeZoneLabel(language: Language, timeZone: string = DEFAULT_TIME_ZONE): string {
  if (timeZone === 'Asia/Tokyo') return language === 'ja' ? '日本時間' : 'JST';
  const name = new Intl.DateTimeFormat(LOCALES[language], { timeZone, timeZoneName: 'short' })
    .formatToParts(new Date(0))
    .find((part) => part.type === 'timeZoneName');
  return name?.value ?? timeZone;
}

/** The day of an instant in the zone: "2026/11/25", "Nov 25, 2026". A calendar day ("2026-11-25") is that day. */
export function formatDate(
  value: Date | string | number,
  language: Language,
  timeZone: string = DEFAULT_TIME_ZONE,
): string {
  return dateOf(partsOf(value, timeZone), language);
}

/** Day and time in the zone without naming it: "2026/11/25 14:05", "Nov 25, 2026, 14:05" (for columns that do). */
export function formatDateTimePlain(
  value: Date | string | number,
  language: Language,
  timeZone: string = DEFAULT_TIME_ZONE,
): string {
  const parts = partsOf(value, timeZone);
  const time = `${pad2(parts.hour)}:${pad2(parts.minute)}`;
  return language === 'ja' ? `${dateOf(parts, language)} ${time}` : `${dateOf(parts, language)}, ${time}`;
}

/** Day and time in the zone, saying which: "2026/11/25 14:05（日本時間）", "Nov 25, 2026, 14:05 JST". */
export function formatDateTime(
  value: Date | string | number,
  language: Language,
  timeZone: string = DEFAULT_TIME_ZONE,
): string {
  const plain = formatDateTimePlain(value, language, timeZone);
  const label = timeZoneLabel(language, timeZone);
  return language === 'ja' ? `${plain}（${label}）` : `${plain} ${label}`;
}

/** A header or label with the zone after it: "更新日時（日本時間）", "Updated (JST)". */
export function withTimeZone(text: string, language: Language, timeZone: string = DEFAULT_TIME_ZONE): string {
  const label = timeZoneLabel(language, timeZone);
  return language === 'ja' ? `${text}（${label}）` : `${text} (${label})`;
}

/** The time of day in the zone: "14:05". */
export function formatTime(
  value: Date | string | number,
  _language: Language,
  timeZone: string = DEFAULT_TIME_ZONE,
): string {
  const parts = partsOf(value, timeZone);
  return `${pad2(parts.hour)}:${pad2(parts.minute)}`;
}

/** The calendar day of an instant in the zone as YYYY-MM-DD (what a date input holds). */
export function isoDateIn(value: Date | string | number, timeZone: string = DEFAULT_TIME_ZONE): string {
  const parts = partsOf(value, timeZone);
  return `${parts.year}-${pad2(parts.month)}-${pad2(parts.day)}`;
}

export function formatNumber(value: number, language: Language): string {
  return new Intl.NumberFormat(LOCALES[language]).format(value);
}

/** Large numbers with 万/億/兆 units in ja (spec 9), K/M/B in en. */
export function formatCompactNumber(value: number, language: Language): string {
  return new Intl.NumberFormat(LOCALES[language], { notation: 'compact', maximumFractionDigits: 1 }).format(value);
}

/** Whole yen, one style per language: "1,234円", "¥1,234" (negatives "-1,234円", "-¥1,234"). */
export function formatMoney(yen: number | bigint, language: Language): string {
  return formatYen(yen, language);
}

/**
 * The language a translation function writes in (a fixed `t` carries it), else the interface's: for the helpers
 * outside components that format money.
 */
export function currentLanguage(t?: unknown): Language {
  const language = (t as { lng?: string | null } | undefined)?.lng ?? i18n.language;
  return isSupportedLanguage(language) ? language : 'ja';
}

/** The formatters bound to the current interface language and the account's time zone. */
export function useFormat() {
  const { i18n } = useTranslation();
  const language: Language = isSupportedLanguage(i18n.language) ? i18n.language : 'ja';
  const timeZone = DEFAULT_TIME_ZONE;
  return {
    language,
    timeZone,
    /** The zone's name, for a column header or a note ("日本時間", "JST"). */
    timeZoneLabel: timeZoneLabel(language, timeZone),
    date: (value: Date | string | number) => formatDate(value, language, timeZone),
    dateTime: (value: Date | string | number) => formatDateTime(value, language, timeZone),
    dateTimePlain: (value: Date | string | number) => formatDateTimePlain(value, language, timeZone),
    /** A column of times names the zone once, in its header: "締めた日時（日本時間）", "Closed (JST)". */
    timeHeader: (header: string) => withTimeZone(header, language, timeZone),
    time: (value: Date | string | number) => formatTime(value, language, timeZone),
    number: (value: number) => formatNumber(value, language),
    compactNumber: (value: number) => formatCompactNumber(value, language),
    money: (yen: number | bigint) => formatMoney(yen, language),
  };
}

/** An amount of yen in the page's language (or the one given). */
export const yen = (amount: number, language: Language = currentLanguage()): string => formatMoney(amount, language);
