// Paths the app builds in more than one place.

/** Only same-site paths may be used as a redirect target (no scheme, no protocol-relative URL). */
export function safeRedirectPath(value: string | null | undefined, fallback = '/dashboard'): string {
  if (!value) return fallback;
  try {
    const url = new URL(value, window.location.origin);
    if (url.origin !== window.location.origin) return fallback;
    return url.pathname + url.search + url.hash;
  } catch {
    return fallback;
  }
}

export function signInPath(redirectUrl?: string): string {
  const search = new URLSearchParams({ action: 'signin' });
  if (redirectUrl) search.set('redirect_url', redirectUrl);
  return `/creators?${search}`;
}

export function signUpPath(inviteToken?: string): string {
  const search = new URLSearchParams({ action: 'signup' });
  if (inviteToken) search.set('invite', inviteToken);
  return `/creators?${search}`;
}

export function invitePath(token: string): string {
  return `/creators?${new URLSearchParams({ action: 'invite', token })}`;
}

export function signUpMailPath(email: string): string {
  return `/creators?${new URLSearchParams({ action: 'signup-mail', email })}`;
}

/** Where the password-reset mail points (the basic-info tab, spec 2 "password-reset modal"). */
const PASSWORD_RESET_PATHS = ['/dashboard/profile', '/dashboard/profile/basic-info'];

/**
 * Whether an address is the link of a password-reset mail: basic info with `modal_type=password` and a token. Such a
 * link opens signed out too, because whoever holds the token may set the password.
 */
export function isPasswordResetLink(pathname: string, search: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const params = new URLSearchParams(search);
  return PASSWORD_RESET_PATHS.includes(path) && params.get('modal_type') === 'password' && Boolean(params.get('token'));
}

/** The basic-info address a password-reset mail links to (also used to build links in tests and screens). */
export function passwordResetPath(token: string): string {
  return `/dashboard/profile/basic-info?${new URLSearchParams({ modal_type: 'password', token })}`;
}

/** The legal and company pages, linked from the footer, the sign-up form and each other (spec: /terms/{name}, ...). */
export const LEGAL_PATHS = {
  terms: '/terms/service',
  karaokeTerms: '/terms/karaoke',
  musicVideoTerms: '/terms/music-video',
  privacy: '/privacy',
  scta: '/scta',
  company: '/company',
  artistSupport: '/artist-support',
} as const;

export type LegalPage = keyof typeof LEGAL_PATHS;
