// The content pages capability: the pages operators write (/contents/:contentId) and the two with an address of
// their own (/jobs, /10th-anniversary), and their texts.
import { type Capability, featureTexts, lazyPage } from '../../app/capability.ts';
import { CONTENT_PAGE_PATHS } from './content-page-paths.ts';

const contentPage = lazyPage(() => import('./ContentPage.tsx'), 'ContentPage');
/** Rendered by the server for signed-out visitors, from the page's own read. */
const readsAt = (pattern: string) => async () => {
  const reads = await import('./page-reads.ts');
  return pattern === '/contents/:contentId' ? reads.contentPageReads : reads.namedPageReads[pattern]!;
};

export const contentPagesCapability = {
  name: 'content-pages',
  routes: [
    { pattern: '/contents/:contentId', page: contentPage, reads: readsAt('/contents/:contentId') },
    ...Object.values(CONTENT_PAGE_PATHS).map((pattern) => ({ pattern, page: contentPage, reads: readsAt(pattern) })),
  ],
  catalogs: featureTexts(
    'contentPages',
    async () => (await import('./catalog.ja.ts')).contentPagesJa,
    async () => (await import('./catalog.en.ts')).contentPagesEn,
  ),
  // The body's embeds use the guide's labels; the column, header and language note are the news pages'.
  uses: ['artist-guide', 'news'],
} satisfies Capability;
