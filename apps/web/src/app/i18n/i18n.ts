// The i18next instance: ja (default) is bundled; en is loaded the first time it is needed, so that Japanese visitors
// do not download it.
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, type Language, SUPPORTED_LANGUAGES } from '../constants.ts';
import { ja } from './ja.ts';

export const i18n = i18next.createInstance();

export function initI18n(language: Language): typeof i18n {
  if (i18n.isInitialized) return i18n;
  void i18n.use(initReactI18next).init({
    resources: { ja: { translation: ja } },
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...SUPPORTED_LANGUAGES],
    interpolation: { escapeValue: false },
    initAsync: false,
    react: { useSuspense: false },
  });
  return i18n;
}

/** Makes sure a language's catalog is present before it is used. */
export async function loadCatalog(language: Language): Promise<void> {
  if (i18n.hasResourceBundle(language, 'translation')) return;
  if (language === 'en') {
    const { en } = await import('./en.ts');
    i18n.addResourceBundle('en', 'translation', en);
  }
}
