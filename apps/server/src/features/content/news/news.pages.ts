// What the HTML shell says of the news pages: the list's title with the feeds advertised, an item's own title,
// description and languages (404 when it is not published), and every published item in the sitemap.
import type { Language } from '@otodoke/domain';
import type { ListedPage, PageFacts, PageProvider } from '../../../platform/http/page-facts.ts';
import { describe, positiveId } from '../published-entries.ts';
import type { NewsService } from './news.service.ts';
import { feedLinks } from './news-feeds.ts';

const LIST_TEXT = {
  ja: { title: 'ニュース', description: '音届けからのお知らせ、新機能、対応ストアの追加などのニュースです。' },
  en: { title: 'News', description: 'Announcements from Otodoke: new features, new stores and other news.' },
} as const;

export function newsPages(news: NewsService): Record<string, PageProvider> {
  return {
    '/feed/news': async ({ language }) => ({ ...LIST_TEXT[language], ogType: 'website', feeds: feedLinks(language) }),
    '/news/:id': async ({ params, language }): Promise<PageFacts | null> => {
      const id = positiveId(params.id);
      if (id === null) return null;
      const row = await news.find(id, language);
      if (!row) return null;
      return {
        title: row.title,
        description: describe(row),
        languages: row.available_languages,
        feeds: feedLinks(language),
      };
    },
  };
}

export function newsSitemap(news: NewsService): () => Promise<ListedPage[]> {
  return async () =>
    (await news.sitemap()).map((row) => ({
      path: `/news/${row.id}`,
      languages: row.languages as Language[],
      updatedAt: new Date(row.updated_at),
    }));
}
