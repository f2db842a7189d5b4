// Karaoke and video release types need the account to accept their terms first (RELEASE_TYPE_RULES[type].terms). The
// type chooser sends the person to the terms page, which comes back to the address in redirect_url.
import { RELEASE_TYPE_RULES, type ReleaseType } from '@otodoke/domain';

export type TermsService = 'karaoke' | 'music_video';
export const TERMS_SERVICES: readonly TermsService[] = ['karaoke', 'music_video'];

export const TERMS_PAGE_PATHS: Readonly<Record<TermsService, string>> = {
  karaoke: '/dashboard/karaoke/terms/acknowledge',
  music_video: '/dashboard/music-video/terms/acknowledge',
};

export const RELEASE_NEW_PATH = '/dashboard/releases/new';
export const RELEASES_PATH = '/dashboard/releases';

export function releaseEditorPath(releaseId: number): string {
  return `${RELEASE_NEW_PATH}?${new URLSearchParams({ release_id: String(releaseId) })}`;
}

export function termsServiceFor(type: ReleaseType): TermsService | undefined {
  return RELEASE_TYPE_RULES[type].terms;
}

/** Which terms page an address is (both share one page component). */
export function termsServiceOfPath(pathname: string): TermsService | undefined {
  const path = pathname.replace(/\/+$/, '');
  return TERMS_SERVICES.find((service) => TERMS_PAGE_PATHS[service] === path);
}

export function termsPagePath(service: TermsService, redirectUrl: string = RELEASE_NEW_PATH): string {
  return `${TERMS_PAGE_PATHS[service]}?${new URLSearchParams({ redirect_url: redirectUrl })}`;
}

export type TypeGate =
  /** The type can be registered now. */
  | { kind: 'open' }
  /** Its terms are not accepted yet: go there first. */
  | { kind: 'terms'; service: TermsService; path: string }
  /** Whether the terms were accepted is still being read. */
  | { kind: 'pending'; service: TermsService };

/** What choosing a type leads to, given which terms the account has accepted (undefined: not known yet). */
export function gateForType(
  type: ReleaseType,
  acknowledged: Partial<Record<TermsService, boolean | undefined>>,
  returnTo: string = RELEASE_NEW_PATH,
): TypeGate {
  const service = termsServiceFor(type);
  if (!service) return { kind: 'open' };
  const state = acknowledged[service];
  if (state === undefined) return { kind: 'pending', service };
  return state ? { kind: 'open' } : { kind: 'terms', service, path: termsPagePath(service, returnTo) };
}

/**
 * Where the terms page goes after "agree": the redirect_url when it is a path of this site (no scheme, host or
 * protocol-relative form), otherwise the registration page.
 */
export function returnPathAfterTerms(redirectUrl: string | null | undefined): string {
  if (!redirectUrl?.startsWith('/') || redirectUrl.startsWith('//') || redirectUrl.includes('\\')) {
    return RELEASE_NEW_PATH;
  }
  try {
    const base = 'https://otodoke.invalid';
    const url = new URL(redirectUrl, base);
    if (url.origin !== base) return RELEASE_NEW_PATH;
    return url.pathname + url.search + url.hash;
  } catch {
    return RELEASE_NEW_PATH;
  }
}

/** The release_id query parameter (spec 2) as a positive whole number, or null when absent or malformed. */
export function readReleaseId(params: URLSearchParams): number | null {
  const value = params.get('release_id');
  if (value === null || !/^[1-9]\d{0,15}$/.test(value)) return null;
  return Number(value);
}
