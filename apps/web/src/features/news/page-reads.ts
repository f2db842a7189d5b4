// What the news pages read when the server renders them (loaded only there: it names contract endpoints).
import { getNews, listNews } from '@otodoke/contract';
import type { PagePrefetcher } from '../../app/capability.ts';
import { prefetchOf } from '../../app/data/page-data.ts';
import { NEWS_PAGE_SIZE, parseNewsId, readNewsPage } from './news-paths.ts';

/** The list's page the address names (NewsListPage's read). */
export const newsListReads: PagePrefetcher = (_params, language, search) => [
  prefetchOf(listNews, { query: { page: readNewsPage(search), limit: NEWS_PAGE_SIZE } }, language),
];

/** One item (NewsArticlePage's read). */
export const newsItemReads: PagePrefetcher = (params, language) => {
  const id = parseNewsId(params.id);
  return id === null ? [] : [prefetchOf(getNews, { params: { id } }, language)];
};
