// The release list keeps its filters in the address (q, status_group, type, sort_key, sort_order, page), so a reload,
// a shared link or the back button shows the same list; defaults are left out of the address.
import {
  RELEASE_SORT_KEYS,
  RELEASE_STATUS_GROUPS,
  RELEASE_TYPES,
  type ReleaseSortKey,
  type ReleaseStatusGroup,
  type ReleaseType,
} from '@otodoke/domain';
import { toCamelKey } from '../../app/api-case.ts';
import { readPageParam } from '../../ui/page-param.ts';

/** Releases per page of the list. */
export const RELEASES_PAGE_SIZE = 20;
/** How long the search field waits after the last key before it searches. */
export const SEARCH_DEBOUNCE_MS = 400;

export type SortOrder = 'asc' | 'desc';

export interface ReleaseListSearch {
  q: string;
  group: ReleaseStatusGroup | null;
  type: ReleaseType | null;
  sortKey: ReleaseSortKey;
  sortOrder: SortOrder;
  page: number;
}

export const DEFAULT_RELEASE_LIST_SEARCH: ReleaseListSearch = {
  q: '',
  group: null,
  type: null,
  sortKey: 'update_time',
  sortOrder: 'desc',
  page: 1,
};

function oneOf<T extends string>(values: readonly T[], value: string | null): T | null {
  return value !== null && (values as readonly string[]).includes(value) ? (value as T) : null;
}

/** The list's state from the address; anything unknown falls back to the default. */
export function readReleaseListSearch(params: URLSearchParams): ReleaseListSearch {
  const order = params.get('sort_order');
  return {
    q: (params.get('q') ?? '').trim(),
    group: oneOf(RELEASE_STATUS_GROUPS, params.get('status_group')),
    type: oneOf(RELEASE_TYPES, params.get('type')),
    sortKey: oneOf(RELEASE_SORT_KEYS, params.get('sort_key')) ?? DEFAULT_RELEASE_LIST_SEARCH.sortKey,
    sortOrder: order === 'asc' || order === 'desc' ? order : DEFAULT_RELEASE_LIST_SEARCH.sortOrder,
    page: readPageParam(params),
  };
}

/** The address of a list state, without the defaults. */
export function releaseListSearchParams(search: ReleaseListSearch): URLSearchParams {
  const params = new URLSearchParams();
  const q = search.q.trim();
  if (q) params.set('q', q);
  if (search.group) params.set('status_group', search.group);
  if (search.type) params.set('type', search.type);
  if (search.sortKey !== DEFAULT_RELEASE_LIST_SEARCH.sortKey) params.set('sort_key', search.sortKey);
  if (search.sortOrder !== DEFAULT_RELEASE_LIST_SEARCH.sortOrder) params.set('sort_order', search.sortOrder);
  if (search.page > 1) params.set('page', String(search.page));
  return params;
}

/**
 * A change of filters: any change but the page itself goes back to page 1, since the old page number means nothing
 * in a different result.
 */
export function changeReleaseListSearch(
  current: ReleaseListSearch,
  change: Partial<ReleaseListSearch>,
): ReleaseListSearch {
  const next = { ...current, ...change };
  if (change.page === undefined) next.page = 1;
  return next;
}

/** The query of GET /api/v1/me/releases (camelCase; the client writes snake_case). */
export function releaseListQuery(search: ReleaseListSearch) {
  return {
    ...(search.q ? { q: search.q } : {}),
    ...(search.group ? { statusGroup: search.group } : {}),
    ...(search.type ? { type: search.type } : {}),
    sortKey: search.sortKey,
    sortOrder: search.sortOrder,
    page: search.page,
    limit: RELEASES_PAGE_SIZE,
  };
}

export function isFiltered(search: ReleaseListSearch): boolean {
  return search.q !== '' || search.group !== null || search.type !== null;
}

export function releasePageCount(total: number, pageSize = RELEASES_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** A status group's count in the summary, whose keys arrive camelCased ("in_review" -> "inReview"). */
export function groupCount(
  byGroup: Readonly<Partial<Record<string, number>>> | undefined,
  group: ReleaseStatusGroup,
): number | undefined {
  return byGroup?.[toCamelKey(group)];
}
