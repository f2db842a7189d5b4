// The `_acid` rule (spec 2 and 7): when this tab works for another account than the one the server would pick by
// default, the account id stays in the address, so a reload or a shared link keeps working for that account.

/** /creators is excluded from the rewriting (spec 2). */
export function isAcidExcludedPath(pathname: string): boolean {
  return pathname === '/creators' || pathname.startsWith('/creators/');
}

/** The search string with `_acid` set to the pinned account, or null when nothing needs to change. */
export function searchWithAcid(pathname: string, search: string, pinnedAcid: number | null): string | null {
  if (pinnedAcid === null || isAcidExcludedPath(pathname)) return null;
  const params = new URLSearchParams(search);
  if (params.get('_acid') === String(pinnedAcid)) return null;
  params.set('_acid', String(pinnedAcid));
  return `?${params}`;
}

/**
 * Which account to keep in the address after x-tcj-acid changed from `previous` to `acid`: a switch between two
 * accounts pins the new one; signing out (no account) unpins; signing in (from no account) changes nothing.
 */
export function nextPinnedAcid(current: number | null, acid: number | null, previous: number | null): number | null {
  if (acid === null) return null;
  if (previous === null) return current;
  return acid;
}
