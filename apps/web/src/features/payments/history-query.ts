// The payment history's filter and page live in the address (?status=paid&page=2), so coming back from an order's
// page returns to the same list.
import { isOneOf } from '@otodoke/domain';
import { readPageParam } from '../../ui/page-param.ts';

export const PAYMENTS_PAGE_SIZE = 20;
export const HISTORY_FILTERS = ['all', 'processing', 'paid', 'canceled'] as const;
export type HistoryFilter = (typeof HISTORY_FILTERS)[number];

export interface HistoryQuery {
  filter: HistoryFilter;
  page: number;
}

export function readHistoryQuery(params: URLSearchParams): HistoryQuery {
  const status = params.get('status');
  return { filter: isOneOf(HISTORY_FILTERS, status) ? status : 'all', page: readPageParam(params) };
}

/** The query string of a list; the defaults (all, page 1) are left out. */
export function historyParams(query: HistoryQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.filter !== 'all') params.set('status', query.filter);
  if (query.page > 1) params.set('page', String(query.page));
  return params;
}

/** The API's status_group for a filter (none for all). */
export function statusGroupOf(filter: HistoryFilter): 'processing' | 'paid' | 'canceled' | undefined {
  return filter === 'all' ? undefined : filter;
}

export function pageCount(total: number, pageSize = PAYMENTS_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
