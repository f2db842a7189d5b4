// Where to go after Google sign-in. The provider round trip loses the page's ?redirect_url=, so it is kept in this
// tab's sessionStorage until the callback page has used it.
const KEY = 'otodoke.google.redirect';

export function rememberGoogleRedirect(redirectUrl: string | null): void {
  try {
    if (redirectUrl) window.sessionStorage.setItem(KEY, redirectUrl);
    else window.sessionStorage.removeItem(KEY);
  } catch {
    // Storage unavailable: the server's redirect (or the dashboard) is used instead.
  }
}

let taken: { value: string | null } | null = null;

/** Reads and clears the remembered target; later calls in the same page load return the same value. */
export function takeGoogleRedirect(): string | null {
  if (taken) return taken.value;
  let value: string | null = null;
  try {
    value = window.sessionStorage.getItem(KEY);
    window.sessionStorage.removeItem(KEY);
  } catch {
    // Storage unavailable: nothing was remembered.
  }
  taken = { value };
  return value;
}
