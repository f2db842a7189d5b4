import { useLanguage } from '../../app/i18n/use-language.ts';
import { formatJapanDate, formatJapanDateTime } from './japan-time.ts';

/** The Japan-time formatters in the interface language. */
export function useJapanTime() {
  const language = useLanguage();
  return {
    language,
    date: (value: string | Date) => formatJapanDate(value, language),
    dateTime: (value: string | Date) => formatJapanDateTime(value, language),
  };
}
