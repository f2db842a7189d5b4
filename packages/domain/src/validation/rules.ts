/**
 * Pure checks behind the validation messages. Each returns true when the value
 * is acceptable. Format checks reject the empty string: an optional field
 * should skip them when empty, and `isFilled` covers "required".
 */

export const PASSWORD_MIN_LENGTH = 8;
export const KEYWORD_MIN_LENGTH = 2;
export const TEXT_MAX_LENGTH = 3500;
export const SECONDS_MIN = 0;
export const SECONDS_MAX = 59;
/** Shorter songs get no preview start choice, and a start must leave this much. */
export const PREVIEW_MIN_SECONDS = 30;
/** The same, in the mode that needs a longer preview. */
export const PREVIEW_MIN_SECONDS_LONG = 90;

/** Length as a person counts it: by code point, so emoji and rare kanji count once. */
export const textLength = (value: string): number => [...value].length;

export const isFilled = (value: unknown): boolean => {
  if (value === undefined || value === null) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  return true;
};

const NUMBER_PATTERN = /^-?\d+(?:\.\d+)?$/;
const toNumber = (value: number | string): number | undefined => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  const trimmed = value.trim();
  return NUMBER_PATTERN.test(trimmed) ? Number(trimmed) : undefined;
};

export const isNonNegativeInteger = (value: number | string): boolean =>
  typeof value === 'number' ? Number.isSafeInteger(value) && value >= 0 : /^\d+$/.test(value);

export const isHalfWidthAlphabet = (value: string): boolean => /^[A-Za-z]+$/.test(value);

/** Printable ASCII without the space. */
export const isHalfWidthAlnumSymbols = (value: string): boolean => /^[!-~]+$/.test(value);

/** Printable ASCII with spaces between words, as an English name is typed ("The Otodoke Band"). */
export const isHalfWidthText = (value: string): boolean => /^[!-~]+(?: +[!-~]+)*$/.test(value);

/** Katakana including ー and the ・ used between foreign given and family names. */
export const isFullWidthKatakana = (value: string): boolean => /^[\u30A1-\u30FE]+$/.test(value);

/** A name's reading in katakana, where a space may separate family and given names ("ミズノ ヒカリ"). */
export const isKatakanaName = (value: string): boolean =>
  /^[\u30A1-\u30FE]+(?:[ \u3000][\u30A1-\u30FE]+)*$/.test(value.trim());

export const isSecondsInRange = (value: number | string): boolean => {
  const n = toNumber(value);
  return n !== undefined && Number.isInteger(n) && n >= SECONDS_MIN && n <= SECONDS_MAX;
};

const URL_PATTERN =
  /^https?:\/\/(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?\.)+\p{L}{2,}(?::\d{1,5})?(?:[/?#]\S*)?$/iu;
/** An http(s) address on a public host name, as users paste from a browser. */
export const isUrl = (value: string): boolean => URL_PATTERN.test(value);

/**
 * A page of this service as a link target: one leading "/" and no scheme, host, spaces or backslashes, so it can
 * never lead elsewhere ("//host" and "/\host" are other sites to a browser).
 */
export const isServicePath = (value: string): boolean => /^\/(?![/\\])[^\s\\]*$/.test(value);

export type YoutubeChannelRef =
  | { readonly kind: 'channel'; readonly channelId: string }
  | { readonly kind: 'handle'; readonly handle: string };

const YOUTUBE_CHANNEL_ID_PATTERN = /^UC[A-Za-z0-9_-]{22}$/;
const YOUTUBE_CHANNEL_URL_PATTERN =
  /^https?:\/\/(?:www\.|m\.)?youtube\.com\/(?:channel\/(UC[A-Za-z0-9_-]{22})|@([^\s/?#]+))(?:\/[^\s?#]*)?(?:[?#]\S*)?$/;

/** Channel ids are "UC" plus 22 base64url characters. */
export const isYoutubeChannelId = (value: string): boolean => YOUTUBE_CHANNEL_ID_PATTERN.test(value);

/** Reads a /channel/UC… or /@handle URL; handles may be percent-encoded non-Latin text. */
export const parseYoutubeChannelUrl = (value: string): YoutubeChannelRef | undefined => {
  const match = YOUTUBE_CHANNEL_URL_PATTERN.exec(value.trim());
  if (!match) return undefined;
  const [, channelId, handle] = match;
  if (channelId !== undefined) return { kind: 'channel', channelId };
  if (handle === undefined) return undefined;
  try {
    return { kind: 'handle', handle: decodeURIComponent(handle) };
  } catch {
    return undefined;
  }
};
export const isYoutubeChannelUrl = (value: string): boolean => parseYoutubeChannelUrl(value) !== undefined;

export const isKeywordLongEnough = (value: string): boolean => textLength(value.trim()) >= KEYWORD_MIN_LENGTH;
export const isWithinTextMax = (value: string): boolean => textLength(value) <= TEXT_MAX_LENGTH;
export const isPasswordLongEnough = (value: string): boolean => textLength(value) >= PASSWORD_MIN_LENGTH;
export const passwordsMatch = (password: string, confirmation: string): boolean => password === confirmation;

const EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;
/**
 * Deliberately lenient on the local part: older Japanese mobile carrier
 * addresses contain dots that RFC 5322 forbids, and they still receive mail.
 */
export const isEmail = (value: string): boolean => value.length <= 254 && EMAIL_PATTERN.test(value);

/**
 * Japanese numbers, optionally hyphenated: mobile (070/080/090), IP (050) and
 * 0800 numbers have 11 digits, everything else starting with 0 has 10.
 */
export const isPhoneJp = (value: string): boolean => {
  if (!/^0\d*(?:-\d+){0,2}$/.test(value)) return false;
  const digits = value.replaceAll('-', '');
  return /^(?:0[5789]0|0800)/.test(digits) ? /^\d{11}$/.test(digits) : /^0[1-9]\d{8}$/.test(digits);
};

/** NNN-NNNN or seven digits. */
export const isPostalCodeJp = (value: string): boolean => /^\d{3}-?\d{4}$/.test(value);

/** Qualified invoice issuer number: "T" and 13 digits. */
export const isInvoiceRegistrationNumber = (value: string): boolean => /^T\d{13}$/.test(value);

/** Rejects half-width, full-width (U+3000) and other Unicode spaces. */
export const hasNoSpaces = (value: string): boolean => !/\s/u.test(value);

export const areFamilyAndGivenNamesDistinct = (family: string, given: string): boolean =>
  family.trim() !== given.trim();

/**
 * Characters banks accept in a transfer account name (the Zengin set: kana,
 * upper-case letters, digits, space and a few symbols), in either width because
 * users type full width and the server converts.
 */
export const isBankHolderName = (value: string): boolean =>
  /^[\u30A1-\u30FC\uFF66-\uFF9FA-Z0-9Ａ-Ｚ０-９ \u3000().\-/,（）．－／，「」｢｣]+$/.test(value);

export const isDigits = (value: string, length: number): boolean => value.length === length && /^\d+$/.test(value);

export const isAtLeastLength = (value: string, min: number): boolean => textLength(value) >= min;
export const isAtMostLength = (value: string, max: number): boolean => textLength(value) <= max;

export const isGreaterThan = (value: number | string, limit: number): boolean => {
  const n = toNumber(value);
  return n !== undefined && n > limit;
};
export const isAtLeast = (value: number | string, limit: number): boolean => {
  const n = toNumber(value);
  return n !== undefined && n >= limit;
};
export const isAtMost = (value: number | string, limit: number): boolean => {
  const n = toNumber(value);
  return n !== undefined && n <= limit;
};

export const isCheckboxCountAtMost = (selected: readonly unknown[], max: number): boolean => selected.length <= max;

export type YearMonthDay = { readonly year: number; readonly month: number; readonly day: number };

const DATE_PATTERN = /^(\d{4})([/-])(0[1-9]|1[0-2])\2(0[1-9]|[12]\d|3[01])$/;

/** YYYY/MM/DD or YYYY-MM-DD, one separator throughout, and a day the month really has. */
export const parseDateYmd = (value: string): YearMonthDay | undefined => {
  const match = DATE_PATTERN.exec(value);
  if (!match) return undefined;
  const year = Number(match[1]);
  const month = Number(match[3]);
  const day = Number(match[4]);
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day <= daysInMonth ? { year, month, day } : undefined;
};
export const isDateYmd = (value: string): boolean => parseDateYmd(value) !== undefined;

/** Minutes and seconds of a track position; minutes may exceed 59 for long works. */
export const isTimeMmSs = (value: string): boolean => /^\d{2}:[0-5]\d$/.test(value);

export const isYear4 = (value: string): boolean => /^[1-9]\d{3}$/.test(value);

const JST_OFFSET_MS = 9 * 60 * 60 * 1000;

/**
 * The calendar date in Japan at `now`. "Today" is decided in Japan time (no
 * daylight saving) so the server and a browser abroad agree on the same day.
 */
export const japanDate = (now: Date): YearMonthDay => {
  const shifted = new Date(now.getTime() + JST_OFFSET_MS);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
  };
};

const ymdKey = ({ year, month, day }: YearMonthDay): number => year * 10000 + month * 100 + day;

/** False for malformed dates as well as for dates after today in Japan. */
export const isNotFutureDate = (value: string, now: Date = new Date()): boolean => {
  const date = parseDateYmd(value);
  return date !== undefined && ymdKey(date) <= ymdKey(japanDate(now));
};

/** Date screens open on yesterday (Japan time), the latest day with complete data. */
export const defaultReportDate = (now: Date = new Date()): string => {
  const { year, month, day } = japanDate(new Date(now.getTime() - 24 * 60 * 60 * 1000));
  return `${year}/${String(month).padStart(2, '0')}/${String(day).padStart(2, '0')}`;
};

export const canSelectPreviewStart = (durationSeconds: number): boolean => durationSeconds >= PREVIEW_MIN_SECONDS;

export const isPreviewStartValid = (
  durationSeconds: number,
  startSeconds: number,
  requiredSeconds: number = PREVIEW_MIN_SECONDS,
): boolean => startSeconds >= 0 && durationSeconds - startSeconds >= requiredSeconds;

/** An instrumental needs only a composer; anything else needs both. */
export const hasRequiredAuthors = (authors: {
  readonly lyricistCount: number;
  readonly composerCount: number;
  readonly isInstrumental: boolean;
}): boolean => authors.composerCount > 0 && (authors.isInstrumental || authors.lyricistCount > 0);

export const isAuthorRealNameAllowed = (realName: string, isForeignAuthor: boolean): boolean =>
  isForeignAuthor || !/[A-Za-zＡ-Ｚａ-ｚ]/.test(realName);

export type LabelForbiddenWord = { readonly word: string; readonly exactMatch: boolean };

const normaliseLabel = (value: string): string => value.normalize('NFKC').toLowerCase().replace(/\s+/gu, ' ').trim();

/**
 * The first forbidden word a label name contains. Exact words ('label',
 * 'independent', …) must equal the whole name; the others (brand names) match
 * anywhere, ignoring spaces, so "Tune Core Label" is caught like "tunecorelabel".
 */
export const findLabelForbiddenWord = (
  label: string,
  words: readonly LabelForbiddenWord[],
): LabelForbiddenWord | undefined => {
  const name = normaliseLabel(label);
  const compact = name.replaceAll(' ', '');
  return words.find(({ word, exactMatch }) => {
    const w = normaliseLabel(word);
    if (w === '') return false;
    return exactMatch ? name === w : compact.includes(w.replaceAll(' ', ''));
  });
};

/**
 * What is wrong with the characters of a text field, if anything. `invalidCharacters`: a NUL or a lone surrogate (half
 * of an emoji's UTF-16 pair), which no field can hold and PostgreSQL refuses, or in a multi-line field a control
 * character other than a line break or tab; `controlCharacters`: any control character (C0, DEL, C1, line breaks and
 * tabs included) in a one-line field.
 */
export type TextCharacterProblem = 'invalidCharacters' | 'controlCharacters';

const isControlCharacter = (code: number): boolean => code <= 0x1f || (code >= 0x7f && code <= 0x9f);
/** Tab, line feed and carriage return: what a multi-line field keeps. */
const LINE_BREAKS_AND_TAB = new Set([0x09, 0x0a, 0x0d]);

export const textCharacterProblem = (value: string, isMultiline: boolean): TextCharacterProblem | undefined => {
  if (!value.isWellFormed()) return 'invalidCharacters';
  let problem: TextCharacterProblem | undefined;
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index);
    if (!isControlCharacter(code)) continue;
    if (code === 0 || (isMultiline && !LINE_BREAKS_AND_TAB.has(code))) return 'invalidCharacters';
    if (!isMultiline) problem = 'controlCharacters';
  }
  return problem;
};

/** The years a date or month sent to the service may fall in: wide for any report, narrow enough for any calendar. */
export const CALENDAR_YEAR_MIN = 1900;
export const CALENDAR_YEAR_MAX = 2999;

const isYearInRange = (year: number): boolean => year >= CALENDAR_YEAR_MIN && year <= CALENDAR_YEAR_MAX;

/** "YYYY-MM-DD", a day the month really has, in a year from CALENDAR_YEAR_MIN to CALENDAR_YEAR_MAX. */
export const isCalendarDate = (value: string): boolean => {
  const date = /^\d{4}-/.test(value) ? parseDateYmd(value) : undefined;
  return date !== undefined && isYearInRange(date.year);
};

/** "YYYY-MM" in a year from CALENDAR_YEAR_MIN to CALENDAR_YEAR_MAX. */
export const isCalendarMonth = (value: string): boolean => {
  const match = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(value);
  return match !== null && isYearInRange(Number(match[1]));
};
