// The addresses of the Artist Guide's pages, and how their parts are read from the address.
import { readPageParam } from '../../ui/page-param.ts';

export const GUIDE_PATH = '/guide';
export const GUIDE_SEARCH_PATH = '/guide/search';

export function guideCategoryPath(id: number, query: { tag?: number | null; page?: number } = {}): string {
  const params = new URLSearchParams();
  if (query.tag) params.set('tag', String(query.tag));
  if (query.page && query.page > 1) params.set('page', String(query.page));
  const search = params.toString();
  return `/guide/categories/${id}${search ? `?${search}` : ''}`;
}

export function guideArticlePath(id: number): string {
  return `/guide/articles/${id}`;
}

export function guideSearchPath(q: string, page = 1): string {
  const params = new URLSearchParams({ q });
  if (page > 1) params.set('page', String(page));
  return `${GUIDE_SEARCH_PATH}?${params.toString()}`;
}

/** A whole number from 1 as the address writes it ("12"), or null ("0", "1.5", "abc", "12abc"). */
export function parseGuideId(value: string | null | undefined): number | null {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id <= 2_147_483_647 ? id : null;
}

/** The category page's state in the address: `?tag=` and `?page=`. */
export function readCategoryQuery(params: URLSearchParams): { tag: number | null; page: number } {
  return { tag: parseGuideId(params.get('tag')), page: readPageParam(params) };
}
