// Which language the interface starts in, and remembering the visitor's choice.
import { DEFAULT_LANGUAGE, isSupportedLanguage, type Language } from '../constants.ts';

export const LANGUAGE_STORAGE_KEY = 'otodoke.language';

/** `?lang=` counts only when its value is a supported language (spec 1). */
export function readLangParam(search: string): Language | null {
  const value = new URLSearchParams(search).get('lang');
  return isSupportedLanguage(value) ? value : null;
}

export interface InitialLanguageSources {
  search: string;
  bootstrapLanguage: string | null | undefined;
  storedLanguage: string | null | undefined;
}

/**
 * Order: a valid `?lang=`, then the language the server rendered the page in (cookie or the individual's setting),
 * then the choice remembered in this browser, then ja.
 */
export function resolveInitialLanguage(sources: InitialLanguageSources): { language: Language; fromQuery: boolean } {
  const fromQuery = readLangParam(sources.search);
  if (fromQuery) return { language: fromQuery, fromQuery: true };
  if (isSupportedLanguage(sources.bootstrapLanguage)) return { language: sources.bootstrapLanguage, fromQuery: false };
  if (isSupportedLanguage(sources.storedLanguage)) return { language: sources.storedLanguage, fromQuery: false };
  return { language: DEFAULT_LANGUAGE, fromQuery: false };
}

/** localStorage can be unavailable (private modes, blocked storage); the choice then lives only in the cookie. */
export function readStoredLanguage(): string | null {
  try {
    return window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function storeLanguage(language: Language): void {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage unavailable: the server cookie set by PUT /api/v1/me/language still remembers the choice.
  }
}
