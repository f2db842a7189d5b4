// Pure rules of the popups and one-time alerts on the web: where a button leads, the spec's `show_notice` query, and
// which popup of the queue is next.

/** Where a notice's button leads: a page of the service (router link) or an https address (new tab); else none. */
export type CtaTarget = { kind: 'internal'; to: string } | { kind: 'external'; href: string } | null;

export function ctaTarget(url: string | null | undefined): CtaTarget {
  if (!url) return null;
  if (/^\/(?![/\\])[^\s\\]*$/.test(url)) return { kind: 'internal', to: url };
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' ? { kind: 'external', href: parsed.href } : null;
  } catch {
    return null;
  }
}

export const SHOW_NOTICE_PARAM = 'show_notice';

/** `?show_notice=1`: open the latest popup again, even one already shown (an empty value asks nothing). */
export function wantsNoticeAgain(search: string | URLSearchParams): boolean {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  return params.get(SHOW_NOTICE_PARAM) === '1';
}

/** The query string without `show_notice` ("" or "?…"), so that closing the popup does not bring it back on reload. */
export function withoutShowNotice(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(SHOW_NOTICE_PARAM);
  const rest = params.toString();
  return rest === '' ? '' : `?${rest}`;
}

/** The first popup of the queue not dismissed yet in this visit, or null. */
export function nextPopup<T extends { id: number }>(queue: readonly T[], dismissed: ReadonlySet<number>): T | null {
  return queue.find((notice) => !dismissed.has(notice.id)) ?? null;
}

/** Adds popups fetched again (show_notice) to the queue, first, without showing one twice. */
export function mergeQueue<T extends { id: number }>(queue: readonly T[], incoming: readonly T[]): T[] {
  const ids = new Set(incoming.map((notice) => notice.id));
  return [...incoming, ...queue.filter((notice) => !ids.has(notice.id))];
}
