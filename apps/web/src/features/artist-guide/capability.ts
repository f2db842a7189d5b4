// The Artist Guide capability: the guide's front page, its categories, articles and search, their texts and
// its link in the public header and footer.
import { type Capability, featureTexts, lazyPage, lazyReads } from '../../app/capability.ts';

const articlePage = lazyPage(() => import('./GuideArticlePage.tsx'), 'GuideArticlePage');
// The guide's front page and its articles are rendered by the server for signed-out visitors (crawlers, first visits
// from search), from these reads.
const articleReads = lazyReads(() => import('./page-reads.ts'), 'guideArticleReads');

export const artistGuideCapability = {
  name: 'artist-guide',
  routes: [
    {
      pattern: '/guide',
      page: lazyPage(() => import('./GuideHome.tsx'), 'GuideHome'),
      reads: lazyReads(() => import('./page-reads.ts'), 'guideHomeReads'),
    },
    { pattern: '/guide/search', page: lazyPage(() => import('./GuideSearchPage.tsx'), 'GuideSearchPage') },
    {
      pattern: '/guide/categories/:id',
      page: lazyPage(() => import('./GuideCategoryPage.tsx'), 'GuideCategoryPage'),
    },
    { pattern: '/guide/articles/:id', page: articlePage, reads: articleReads },
    { pattern: '/guide/:categoryId/:articleId', page: articlePage, reads: articleReads },
  ],
  publicNav: [{ order: 40, to: '/guide', labelKey: 'nav.guide' }],
  catalogs: featureTexts(
    'guide',
    async () => (await import('./catalog.ja.ts')).guideJa,
    async () => (await import('./catalog.en.ts')).guideEn,
  ),
} satisfies Capability;
