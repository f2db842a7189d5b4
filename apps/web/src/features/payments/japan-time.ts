// Dates and times of payments in Japan time (deadlines, receipts and coupon days are Japan calendar days), whatever
// the browser's zone: YYYY/MM/DD in ja, the medium form in en.
import type { Language } from '../../app/constants.ts';

const TIME_ZONE = 'Asia/Tokyo';
const LOCALES: Record<Language, string> = { ja: 'ja-JP', en: 'en-US' };

export function formatJapanDate(value: string | Date, language: Language): string {
  const options: Intl.DateTimeFormatOptions =
    language === 'ja' ? { year: 'numeric', month: '2-digit', day: '2-digit' } : { dateStyle: 'medium' };
  return new Intl.DateTimeFormat(LOCALES[language], { ...options, timeZone: TIME_ZONE }).format(new Date(value));
}

export function formatJapanDateTime(value: string | Date, language: Language): string {
  const options: Intl.DateTimeFormatOptions =
    language === 'ja'
      ? { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' }
      : { dateStyle: 'medium', timeStyle: 'short' };
  return new Intl.DateTimeFormat(LOCALES[language], { ...options, timeZone: TIME_ZONE }).format(new Date(value));
}

/** The Japan calendar day of an instant as YYYY-MM-DD (what a date input holds). */
export function japanIsoDate(value: Date): string {
  // sv-SE writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('sv-SE', { timeZone: TIME_ZONE }).format(value);
}

/**
 * The last day a period ending at `exclusiveEnd` covers: coupons end at the Japan midnight after their last day, so
 * the day to show is the one just before that instant.
 */
export function lastDayOf(exclusiveEnd: string, language: Language): string {
  return formatJapanDate(new Date(Date.parse(exclusiveEnd) - 1), language);
}
