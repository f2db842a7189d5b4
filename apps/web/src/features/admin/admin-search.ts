// The account search of the operator screen keeps its state in the address (?q=&page=, spec 2 query parameters),
// so a reload or the back button returns to the same results.
import { pageCount as listPageCount } from '../../ui/ListSection.tsx';

/**
 * Results per page of GET /admin/api/v2/accounts. The contract does not carry it (the response has total and page
 * only); it mirrors the server's page size.
 */
export const ADMIN_ACCOUNTS_PAGE_SIZE = 20;

export interface AccountSearch {
  q: string;
  page: number;
}

export function readAccountSearch(params: URLSearchParams): AccountSearch {
  const page = Number(params.get('page'));
  return { q: (params.get('q') ?? '').trim(), page: Number.isInteger(page) && page >= 1 ? page : 1 };
}

/** The query string for a search; the defaults (empty keyword, page 1) are left out. */
export function accountSearchParams(search: AccountSearch): URLSearchParams {
  const params = new URLSearchParams();
  const q = search.q.trim();
  if (q) params.set('q', q);
  if (search.page > 1) params.set('page', String(search.page));
  return params;
}

export function pageCount(total: number, pageSize = ADMIN_ACCOUNTS_PAGE_SIZE): number {
  return listPageCount(total, pageSize);
}
