// Dates and numbers through Intl: YYYY/MM/DD in ja (spec 9), the usual medium form in en.
import { useTranslation } from 'react-i18next';
import { isSupportedLanguage, type Language } from '../constants.ts';

const LOCALES: Record<Language, string> = { ja: 'ja-JP', en: 'en-US' };

function toDate(value: Date | string | number): Date {
  return value instanceof Date ? value : new Date(value);
}

export function formatDate(value: Date | string | number, language: Language): string {
  const options: Intl.DateTimeFormatOptions =
    language === 'ja' ? { year: 'numeric', month: '2-digit', day: '2-digit' } : { dateStyle: 'medium' };
  return new Intl.DateTimeFormat(LOCALES[language], options).format(toDate(value));
}

export function formatDateTime(value: Date | string | number, language: Language): string {
  const options: Intl.DateTimeFormatOptions =
    language === 'ja'
      ? { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' }
      : { dateStyle: 'medium', timeStyle: 'short' };
  return new Intl.DateTimeFormat(LOCALES[language], options).format(toDate(value));
}

export function formatTime(value: Date | string | number, language: Language): string {
  return new Intl.DateTimeFormat(LOCALES[language], { hour: '2-digit', minute: '2-digit' }).format(toDate(value));
}

export function formatNumber(value: number, language: Language): string {
  return new Intl.NumberFormat(LOCALES[language]).format(value);
}

/** Large numbers with 万/億/兆 units in ja (spec 9), K/M/B in en. */
export function formatCompactNumber(value: number, language: Language): string {
  return new Intl.NumberFormat(LOCALES[language], { notation: 'compact', maximumFractionDigits: 1 }).format(value);
}

/** The formatters bound to the current interface language. */
export function useFormat() {
  const { i18n } = useTranslation();
  const language: Language = isSupportedLanguage(i18n.language) ? i18n.language : 'ja';
  return {
    language,
    date: (value: Date | string | number) => formatDate(value, language),
    dateTime: (value: Date | string | number) => formatDateTime(value, language),
    time: (value: Date | string | number) => formatTime(value, language),
    number: (value: number) => formatNumber(value, language),
    compactNumber: (value: number) => formatCompactNumber(value, language),
  };
}
