// The addresses of the news pages and feeds, and how their parts are read from the address.
import { readPageParam } from '../../ui/page-param.ts';

export const NEWS_LIST_PATH = '/feed/news';
/** Items per page of the list. */
export const NEWS_PAGE_SIZE = 10;

export function newsListPath(page = 1): string {
  return page > 1 ? `${NEWS_LIST_PATH}?page=${page}` : NEWS_LIST_PATH;
}

export function newsPath(id: number): string {
  return `/news/${id}`;
}

/** The feeds' addresses in a language (Japanese, the default, without `lang`). */
export function feedPaths(language: string): { rss: string; atom: string } {
  const query = language === 'ja' ? '' : `?lang=${encodeURIComponent(language)}`;
  return { rss: `/feed/news.rss${query}`, atom: `/feed/news.atom${query}` };
}

/** A whole number from 1 as the address writes it ("12"), or null ("0", "1.5", "abc", "12abc"). */
export function parseNewsId(value: string | null | undefined): number | null {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : null;
}

/** The list's page in the address (?page=), from 1. */
export function readNewsPage(params: URLSearchParams): number {
  return readPageParam(params);
}

/** How many pages a list of `total` items has (at least one). */
export function newsPageCount(total: number, limit = NEWS_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / limit));
}
