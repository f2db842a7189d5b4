// Dates and times of payments (deadlines, receipts and coupon days are Japan calendar days), through the one
// formatting module (app/i18n/format.ts), which shows every time in Japan time whatever the browser's zone.
import type { Language } from '../../app/constants.ts';
import { formatDate, formatDateTime, isoDateIn } from '../../app/i18n/format.ts';

const TIME_ZONE = 'Asia/Tokyo';

export function formatJapanDate(value: string | Date, language: Language): string {
  return formatDate(value, language, TIME_ZONE);
}

/** "2026/11/25 14:05（日本時間）", "Nov 25, 2026, 14:05 JST". */
export function formatJapanDateTime(value: string | Date, language: Language): string {
  return formatDateTime(value, language, TIME_ZONE);
}

/** The Japan calendar day of an instant as YYYY-MM-DD (what a date input holds). */
export function japanIsoDate(value: Date): string {
  return isoDateIn(value, TIME_ZONE);
}

/**
 * The last day a period ending at `exclusiveEnd` covers: coupons end at the Japan midnight after their last day, so
 * the day to show is the one just before that instant.
 */
export function lastDayOf(exclusiveEnd: string, language: Language): string {
  return formatJapanDate(new Date(Date.parse(exclusiveEnd) - 1), language);
}
