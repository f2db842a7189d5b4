// What every API request carries back to the server: the CSRF token and account id captured from response headers
// (spec 7), and the interface language for Accept-Language.
import { DEFAULT_LANGUAGE, type Language } from './constants.ts';

type AcidListener = (acid: number | null, previous: number | null) => void;

interface RequestContextState {
  csrfToken: string | null;
  acid: number | null;
  language: Language;
}

const state: RequestContextState = { csrfToken: null, acid: null, language: DEFAULT_LANGUAGE };
const acidListeners = new Set<AcidListener>();

export const requestContext = {
  get csrfToken(): string | null {
    return state.csrfToken;
  },
  get acid(): number | null {
    return state.acid;
  },
  get language(): Language {
    return state.language;
  },
  setCsrfToken(token: string | null): void {
    if (token) state.csrfToken = token;
  },
  setAcid(acid: number | null): void {
    if (acid === state.acid) return;
    const previous = state.acid;
    state.acid = acid;
    for (const listener of acidListeners) listener(acid, previous);
  },
  setLanguage(language: Language): void {
    state.language = language;
  },
  /** Called whenever the account id changes (a response carried another x-tcj-acid). */
  onAcidChange(listener: AcidListener): () => void {
    acidListeners.add(listener);
    return () => acidListeners.delete(listener);
  },
};

/** Parses an x-tcj-acid / _acid value; anything but a positive integer means "no account". */
export function parseAcid(value: string | null | undefined): number | null {
  if (!value) return null;
  const acid = Number(value);
  return Number.isInteger(acid) && acid > 0 ? acid : null;
}

/**
 * The address of an account's own file (an upload's preview under /api/) for an <img> or <audio>, which cannot send
 * headers: the account goes in `_acid`, so a page opened for another of the person's accounts shows that account's
 * files. Public addresses are left as they are.
 */
export function accountFileSource(url: string, acid: number | null = requestContext.acid): string {
  if (acid === null || !url.startsWith('/api/') || /[?&]_acid=/.test(url)) return url;
  return `${url}${url.includes('?') ? '&' : '?'}_acid=${acid}`;
}
