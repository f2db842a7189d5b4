// The card page's address: where the gateway sends the browser back (?session_id=… or ?canceled=1, with return_to),
// and the return_to guard that keeps every redirect on this site.

/** The contract's shape for return_to (POST /api/v1/me/card/setup). */
const RETURN_TO_PATTERN = /^\/[\w\-/?=&%.]*$/;
const RETURN_TO_MAX = 200;

/**
 * A same-site path to go back to, or null. Only "/…" paths: no scheme, no host, no protocol-relative "//host" or
 * "/\host" (browsers read both as another site).
 */
export function safeReturnTo(value: string | null | undefined): string | null {
  if (!value || value.length > RETURN_TO_MAX) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return RETURN_TO_PATTERN.test(value) ? value : null;
}

export type CardReturn =
  | { kind: 'none'; returnTo: string | null }
  | { kind: 'completed'; sessionId: string; returnTo: string | null }
  | { kind: 'canceled'; returnTo: string | null };

export function cardReturnFrom(search: URLSearchParams): CardReturn {
  const returnTo = safeReturnTo(search.get('return_to'));
  const sessionId = search.get('session_id')?.trim();
  if (sessionId && sessionId.length <= 200) return { kind: 'completed', sessionId, returnTo };
  if (search.get('canceled') === '1') return { kind: 'canceled', returnTo };
  return { kind: 'none', returnTo };
}

/** Where to go after a card was saved: back to return_to unless that is this very page (then stay, with a clean URL). */
export function destinationAfterCard(returnTo: string | null, cardPagePath: string): string | null {
  if (!returnTo) return null;
  const path = returnTo.split(/[?#]/)[0];
  return path === cardPagePath ? null : returnTo;
}
