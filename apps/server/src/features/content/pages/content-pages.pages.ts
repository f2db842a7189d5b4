// What the HTML shell says of the content pages: a page's own title, description and languages in the head (404 when
// it is not published), and the published pages in the sitemap (those with an address of their own are listed there
// as fixed routes already).
import type { Language } from '@otodoke/domain';
import type { ListedPage, PageFacts, PageProvider } from '../../../platform/http/page-facts.ts';
import { describe, positiveId } from '../published-entries.ts';
import { type ContentPagesService, PAGE_PATHS } from './content-pages.service.ts';

export function contentPages(pages: ContentPagesService): Record<string, PageProvider> {
  const facts = async (key: { id: number } | { slug: string }, language: Language): Promise<PageFacts | null> => {
    const row = await pages.find(key, language);
    if (!row) return null;
    return { title: row.title, description: describe(row), languages: row.available_languages };
  };
  const bySlug = Object.fromEntries(
    Object.entries(PAGE_PATHS).map(([slug, path]): [string, PageProvider] => [
      path,
      ({ language }) => facts({ slug }, language),
    ]),
  );
  return {
    ...bySlug,
    '/contents/:contentId': async ({ params, language }) => {
      const id = positiveId(params.contentId);
      return id === null ? null : facts({ id }, language);
    },
  };
}

export function contentPagesSitemap(pages: ContentPagesService): () => Promise<ListedPage[]> {
  return async () =>
    (await pages.sitemap())
      .filter((row) => !(row.slug && row.slug in PAGE_PATHS))
      .map((row) => ({
        path: `/contents/${row.id}`,
        languages: row.languages as Language[],
        updatedAt: new Date(row.updated_at),
      }));
}
