// The i18next instance: ja (default) is bundled; en is loaded the first time it is needed, so that Japanese visitors
// do not download it. Features register their own texts (registerCatalogs), loaded with their pages (loadCatalogs).
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Capability, CatalogLoaders } from '../capability.ts';
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

/** The features' catalogs by feature name (registered by the shell), which of them a page wanted, which are in. */
const registry = new Map<string, CatalogLoaders>();
const wanted = new Set<string>();
const loaded = new Map<Language, Set<string>>();

/** Makes a feature's texts known (not loaded yet). */
export function registerCatalogs(feature: string, loaders: CatalogLoaders): void {
  registry.set(feature, loaders);
}

/** Makes every capability's texts known: the shell calls it once, before the first render (tests, for theirs). */
export function registerCapabilityCatalogs(capabilities: readonly Capability[]): void {
  for (const capability of capabilities) {
    if (capability.catalogs) registerCatalogs(capability.name, capability.catalogs);
  }
}

/** Makes sure a language's catalog is present before it is used (with the feature texts pages already needed). */
export async function loadCatalog(language: Language): Promise<void> {
  if (!i18n.hasResourceBundle(language, 'translation') && language === 'en') {
    const { en } = await import('./en.ts');
    i18n.addResourceBundle('en', 'translation', en, true, true);
  }
  await loadCatalogs([...wanted], language);
}

/**
 * The texts of the named features (those without texts are skipped), kept out of the landing page's bundle and
 * loaded by the pages that show them: for `language`, or for every language already in use. A language loaded
 * later (a switch) gets them too, through loadCatalog.
 */
export async function loadCatalogs(features: readonly string[], language?: Language): Promise<void> {
  const names = features.filter((name) => registry.has(name));
  for (const name of names) wanted.add(name);
  const languages = language
    ? [language]
    : SUPPORTED_LANGUAGES.filter((each) => each === currentLanguage() || i18n.hasResourceBundle(each, 'translation'));
  await Promise.all(
    languages.flatMap((each) => {
      const done = loaded.get(each) ?? new Set<string>();
      loaded.set(each, done);
      return names
        .filter((name) => !done.has(name))
        .map(async (name) => {
          const loaders = registry.get(name);
          if (!loaders) return;
          const texts = await loaders[each]();
          i18n.addResourceBundle(each, 'translation', { [loaders.namespace]: texts }, true, true);
          done.add(name);
        });
    }),
  );
}

function currentLanguage(): Language {
  return (SUPPORTED_LANGUAGES as readonly string[]).includes(i18n.language)
    ? (i18n.language as Language)
    : DEFAULT_LANGUAGE;
}
