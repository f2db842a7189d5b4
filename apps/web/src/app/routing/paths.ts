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
