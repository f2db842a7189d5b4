// The content list's filters as the address holds them (?ckind=&cstatus=&cq=&csort=&cpage=, beside the console's
// ?section=), and the list request they make.
import { CONTENT_ENTRY_SORTS, CONTENT_KINDS, CONTENT_STATUSES, type listContentEntries } from '@otodoke/contract';
import type { CallArgs } from '../../app/api-client.ts';
import type { ContentEntry, ContentKind } from './entry-form.ts';

type Sort = (typeof CONTENT_ENTRY_SORTS)[number];
type ListQuery = NonNullable<CallArgs<typeof listContentEntries>['query']>;

export interface ListFilters {
  kind: ContentKind | null;
  status: ContentEntry['status'] | null;
  q: string;
  sort: Sort;
  page: number;
}

const PARAMS = { kind: 'ckind', status: 'cstatus', q: 'cq', sort: 'csort', page: 'cpage' } as const;
const DEFAULT_SORT: Sort = 'updated_desc';
const MAX_QUERY = 100;

function oneOf<T extends string>(values: readonly T[], value: string | null): T | null {
  return (values as readonly string[]).includes(value ?? '') ? (value as T) : null;
}

/** The filters an address holds; anything unknown falls back to the default (all, newest first, page 1). */
export function readListFilters(params: URLSearchParams): ListFilters {
  const page = Number(params.get(PARAMS.page));
  return {
    kind: oneOf(CONTENT_KINDS, params.get(PARAMS.kind)),
    status: oneOf(CONTENT_STATUSES, params.get(PARAMS.status)),
    q: (params.get(PARAMS.q) ?? '').trim().slice(0, MAX_QUERY),
    sort: oneOf(CONTENT_ENTRY_SORTS, params.get(PARAMS.sort)) ?? DEFAULT_SORT,
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
  };
}

/** The address's parameters for these filters, keeping the others (the console's section); defaults are left out. */
export function listSearchParams(current: URLSearchParams, filters: ListFilters): URLSearchParams {
  const next = new URLSearchParams(current);
  const set = (name: string, value: string | null) => (value ? next.set(name, value) : next.delete(name));
  set(PARAMS.kind, filters.kind);
  set(PARAMS.status, filters.status);
  set(PARAMS.q, filters.q.trim() || null);
  set(PARAMS.sort, filters.sort === DEFAULT_SORT ? null : filters.sort);
  set(PARAMS.page, filters.page > 1 ? String(filters.page) : null);
  return next;
}

/** The list request: only the filters set. */
export function listQueryOf(filters: ListFilters, limit: number): ListQuery {
  return {
    ...(filters.kind ? { kind: filters.kind } : {}),
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.q ? { q: filters.q } : {}),
    sort: filters.sort,
    page: filters.page,
    limit,
  };
}
