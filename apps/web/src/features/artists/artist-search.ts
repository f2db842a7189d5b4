// The artist lists keep their state in the address (spec 2 query parameters q, sort_key, page), so a reload, a
// shared link or the back button returns to the same results. Keys the lists do not own (_acid, lang) are kept.
import type { listMyArtists } from '@otodoke/contract';
import { SORT_ORDERS, type SortOrder } from '@otodoke/domain';
import type { CallArgs } from '../../app/api-client.ts';
import { readPageParam } from '../../ui/page-param.ts';

/** Artists per page of the dashboard list (the contract allows up to 100). */
export const ARTIST_LIST_PAGE_SIZE = 20;
/** Artists per page of the public directory (the contract allows up to 60; 24 fills 2, 3 and 4 columns). */
export const ARTIST_DIRECTORY_PAGE_SIZE = 24;
/** Longest keyword the artist endpoints accept. */
export const ARTIST_KEYWORD_MAX = 100;

type ListQuery = NonNullable<CallArgs<typeof listMyArtists>['query']>;
export type ArtistSortKey = NonNullable<ListQuery['sortKey']>;
export const ARTIST_SORT_KEYS = ['name', 'create_time', 'update_time'] as const satisfies readonly ArtistSortKey[];

export interface ArtistListSearch {
  q: string;
  sortKey: ArtistSortKey;
  sortOrder: SortOrder;
  includeArchived: boolean;
  page: number;
}

export const DEFAULT_ARTIST_LIST_SEARCH: ArtistListSearch = {
  q: '',
  sortKey: 'update_time',
  sortOrder: 'desc',
  includeArchived: false,
  page: 1,
};

/** The sort choices offered, in menu order; each is a key and a direction. */
export const ARTIST_SORT_CHOICES: ReadonlyArray<{ sortKey: ArtistSortKey; sortOrder: SortOrder }> = [
  { sortKey: 'update_time', sortOrder: 'desc' },
  { sortKey: 'update_time', sortOrder: 'asc' },
  { sortKey: 'create_time', sortOrder: 'desc' },
  { sortKey: 'create_time', sortOrder: 'asc' },
  { sortKey: 'name', sortOrder: 'asc' },
  { sortKey: 'name', sortOrder: 'desc' },
];

/** "update_time:desc": one value for a select of key and direction. */
export function sortChoiceValue(choice: { sortKey: ArtistSortKey; sortOrder: SortOrder }): string {
  return `${choice.sortKey}:${choice.sortOrder}`;
}

export function parseSortChoice(value: string): { sortKey: ArtistSortKey; sortOrder: SortOrder } | null {
  return ARTIST_SORT_CHOICES.find((choice) => sortChoiceValue(choice) === value) ?? null;
}

function readKeyword(params: URLSearchParams): string {
  return [...(params.get('q') ?? '').trim()].slice(0, ARTIST_KEYWORD_MAX).join('');
}

function isOneOf<T extends string>(list: readonly T[], value: string | null): value is T {
  return value !== null && (list as readonly string[]).includes(value);
}

export function readArtistListSearch(params: URLSearchParams): ArtistListSearch {
  const sortKey = params.get('sort_key');
  const sortOrder = params.get('sort_order');
  return {
    q: readKeyword(params),
    sortKey: isOneOf(ARTIST_SORT_KEYS, sortKey) ? sortKey : DEFAULT_ARTIST_LIST_SEARCH.sortKey,
    sortOrder: isOneOf(SORT_ORDERS, sortOrder) ? sortOrder : DEFAULT_ARTIST_LIST_SEARCH.sortOrder,
    includeArchived: params.get('archived') === '1',
    page: readPageParam(params),
  };
}

/** The address for a search: other keys stay, the defaults are left out. */
export function writeArtistListSearch(current: URLSearchParams, search: ArtistListSearch): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const key of ['q', 'sort_key', 'sort_order', 'archived', 'page']) next.delete(key);
  const q = search.q.trim();
  if (q) next.set('q', q);
  if (
    search.sortKey !== DEFAULT_ARTIST_LIST_SEARCH.sortKey ||
    search.sortOrder !== DEFAULT_ARTIST_LIST_SEARCH.sortOrder
  ) {
    next.set('sort_key', search.sortKey);
    next.set('sort_order', search.sortOrder);
  }
  if (search.includeArchived) next.set('archived', '1');
  if (search.page > 1) next.set('page', String(search.page));
  return next;
}

/** The query of GET /api/v1/me/artists for a search (camelCase; the client sends snake_case). */
export function artistListQuery(search: ArtistListSearch): ListQuery {
  return {
    ...(search.q ? { q: search.q } : {}),
    includeArchived: search.includeArchived,
    sortKey: search.sortKey,
    sortOrder: search.sortOrder,
    page: search.page,
    limit: ARTIST_LIST_PAGE_SIZE,
  };
}

export interface ArtistDirectorySearch {
  q: string;
  page: number;
}

export function readArtistDirectorySearch(params: URLSearchParams): ArtistDirectorySearch {
  return { q: readKeyword(params), page: readPageParam(params) };
}

export function writeArtistDirectorySearch(current: URLSearchParams, search: ArtistDirectorySearch): URLSearchParams {
  const next = new URLSearchParams(current);
  next.delete('q');
  next.delete('page');
  const q = search.q.trim();
  if (q) next.set('q', q);
  if (search.page > 1) next.set('page', String(search.page));
  return next;
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
