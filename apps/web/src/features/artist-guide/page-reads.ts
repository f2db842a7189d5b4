// What the Artist Guide's pages read when the server renders them (loaded only there: it names contract endpoints).
import { getGuideArticle, listFeaturedGuideArticles, listGuideCategories, listGuideTags } from '@otodoke/contract';
import type { PagePrefetcher } from '../../app/capability.ts';
import { prefetchOf } from '../../app/data/page-data.ts';
import { parseGuideId } from './guide-paths.ts';

/** The front page: its categories, featured articles and tags (GuideHome's reads). */
export const guideHomeReads: PagePrefetcher = (_params, language) =>
  [listGuideCategories, listFeaturedGuideArticles, listGuideTags].map((read) => prefetchOf(read, {}, language));

/** An article (GuideArticlePage's read), by either of its addresses. */
export const guideArticleReads: PagePrefetcher = (params, language) => {
  const id = parseGuideId(params.id ?? params.articleId);
  return id === null ? [] : [prefetchOf(getGuideArticle, { params: { id } }, language)];
};
