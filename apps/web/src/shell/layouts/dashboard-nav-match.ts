// Which item of the dashboard's side navigation the current page belongs to: exactly one (or none), never two.

/** How a navigation item claims pages: its own address and the ones below it, and other sections it stands for. */
export interface NavMatch {
  to: string;
  /** Only the address itself, not the pages below it (the dashboard home). */
  end?: boolean;
  /** Other address prefixes that belong to this item (e.g. the plan comparison to "plan"). */
  also?: readonly string[];
}

function claims(prefix: string, pathname: string, end: boolean): boolean {
  if (pathname === prefix) return true;
  return !end && pathname.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`);
}

/**
 * The `to` of the one item the page belongs to: of every item claiming it, the one with the longest (most specific)
 * matching address, so /dashboard/profile/plan is "plan", not also "settings". Null when no item claims the page.
 */
export function activeNavTarget(pathname: string, items: readonly NavMatch[]): string | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  let best: { to: string; length: number } | null = null;
  for (const item of items) {
    for (const prefix of [item.to, ...(item.also ?? [])]) {
      if (claims(prefix, path, item.end === true && prefix === item.to) && (!best || prefix.length > best.length)) {
        best = { to: item.to, length: prefix.length };
      }
    }
  }
  return best?.to ?? null;
}
