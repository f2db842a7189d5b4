// The news capability: the news list (/feed/news) and one item (/news/:id), their texts, and the link in the public
// header and footer.
import { type Capability, featureTexts, lazyPage, lazyReads } from '../../app/capability.ts';

export const newsCapability = {
  name: 'news',
  routes: [
    // Both are rendered by the server for signed-out visitors, from the pages' own reads.
    {
      pattern: '/feed/news',
      page: lazyPage(() => import('./NewsListPage.tsx'), 'NewsListPage'),
      reads: lazyReads(() => import('./page-reads.ts'), 'newsListReads'),
    },
    {
      pattern: '/news/:id',
      page: lazyPage(() => import('./NewsArticlePage.tsx'), 'NewsArticlePage'),
      reads: lazyReads(() => import('./page-reads.ts'), 'newsItemReads'),
    },
  ],
  publicNav: [{ order: 50, to: '/feed/news', labelKey: 'nav.news' }],
  catalogs: featureTexts(
    'news',
    async () => (await import('./catalog.ja.ts')).newsJa,
    async () => (await import('./catalog.en.ts')).newsEn,
  ),
  // The article body's embeds are labelled with the guide's texts.
  uses: ['artist-guide'],
} satisfies Capability;
