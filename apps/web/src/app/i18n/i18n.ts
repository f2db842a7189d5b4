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

const featuresLoaded = new Set<Language>();
let featuresWanted = false;

/** Makes sure a language's catalog is present before it is used (with the feature texts once any page needed them). */
export async function loadCatalog(language: Language): Promise<void> {
  if (!i18n.hasResourceBundle(language, 'translation') && language === 'en') {
    const { en } = await import('./en.ts');
    i18n.addResourceBundle('en', 'translation', en, true, true);
  }
  if (featuresWanted) await loadFeatureCatalogs(language);
}

/**
 * The texts of the larger features (artists, releases, uploads, bulk upload), kept out of the landing page's bundle
 * and loaded by the pages that use them: for `language`, or for every language already in use. A language loaded
 * later (a switch) gets them too, through loadCatalog.
 */
export async function loadFeatureCatalogs(language?: Language): Promise<void> {
  featuresWanted = true;
  const languages = language
    ? [language]
    : SUPPORTED_LANGUAGES.filter((each) => each === currentLanguage() || i18n.hasResourceBundle(each, 'translation'));
  await Promise.all(
    languages
      .filter((each) => !featuresLoaded.has(each))
      .map(async (each) => {
        const features =
          each === 'en'
            ? (await import('./feature-catalogs.en.ts')).featuresEn
            : (await import('./feature-catalogs.ja.ts')).featuresJa;
        i18n.addResourceBundle(each, 'translation', features, true, true);
        featuresLoaded.add(each);
      }),
  );
}

function currentLanguage(): Language {
  return (SUPPORTED_LANGUAGES as readonly string[]).includes(i18n.language)
    ? (i18n.language as Language)
    : DEFAULT_LANGUAGE;
}
