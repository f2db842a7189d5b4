// The inbox in the address: /member/message (all) or /member/message/unread, with ?type=personal|general&page=2, so a
// reload or the back button returns to the same list; and what the list looks like once messages are read.
import { isOneOf, isServicePath, type MessageTypeLower } from '@otodoke/domain';
import { readPageParam } from '../../ui/page-param.ts';
import { INBOX_PATHS } from './message-paths.ts';

export const MESSAGES_PAGE_SIZE = 20;
export type InboxView = keyof typeof INBOX_PATHS;
export const TYPE_FILTERS = ['all', 'personal', 'general'] as const;
export type TypeFilter = (typeof TYPE_FILTERS)[number];

export interface InboxQuery {
  type: TypeFilter;
  page: number;
}

export interface MessageCounts {
  general: number;
  personal: number;
  total: number;
}

export function inboxViewOf(pathname: string): InboxView {
  return pathname.replace(/\/+$/, '') === INBOX_PATHS.unread ? 'unread' : 'all';
}

export function readInboxQuery(params: URLSearchParams): InboxQuery {
  const type = params.get('type');
  return { type: isOneOf(TYPE_FILTERS, type) ? type : 'all', page: readPageParam(params) };
}

/** The query string of a list; the defaults (all types, page 1) are left out. */
export function inboxParams(query: InboxQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.type !== 'all') params.set('type', query.type);
  if (query.page > 1) params.set('page', String(query.page));
  return params;
}

/** The address of a view with a query (the type filter is kept when moving between all and unread). */
export function inboxPath(view: InboxView, query: InboxQuery): string {
  const search = inboxParams(query).toString();
  return search ? `${INBOX_PATHS[view]}?${search}` : INBOX_PATHS[view];
}

/** The API's message type for a filter (none for all types). */
export function messageTypeOf(filter: TypeFilter): MessageTypeLower | undefined {
  return filter === 'all' ? undefined : filter;
}

/** What GET /api/v2/me/messages is asked for a view and query. */
export function listQueryOf(view: InboxView, query: InboxQuery) {
  return {
    type: messageTypeOf(query.type),
    unread: view === 'unread' ? true : undefined,
    page: query.page,
    limit: MESSAGES_PAGE_SIZE,
  };
}

/** Unread messages of the filtered type, from the session's counts. */
export function unreadCountOf(counts: MessageCounts, filter: TypeFilter): number {
  return filter === 'all' ? counts.total : counts[filter];
}

export function pageCount(total: number, pageSize = MESSAGES_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** A message's link when it leads to a page of the service; anything else is not followed. */
export function messageLinkOf(linkPath: string | null): string | null {
  return linkPath !== null && isServicePath(linkPath) ? linkPath : null;
}

/** A page of the list with one message read (kept in place, so an opened message does not jump away). */
export function withMessageRead<T extends { items: ReadonlyArray<{ id: number; isRead: boolean }> }>(
  page: T,
  id: number,
): T {
  return { ...page, items: page.items.map((message) => (message.id === id ? { ...message, isRead: true } : message)) };
}
