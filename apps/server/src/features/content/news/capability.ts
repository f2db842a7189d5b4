// The news capability: published news in the public API, as RSS and Atom feeds, in the pages' head and the sitemap.
// Operators write news items in the content editor (features/content/admin); nothing is written here.
import { defineCapability } from '../../../platform/capability.ts';
import { newsPages, newsSitemap } from './news.pages.ts';
import { registerNewsRoutes } from './news.routes.ts';
import { createNewsService } from './news.service.ts';

export const newsCapability = defineCapability({
  name: 'news',
  create: ({ db, now }) => ({ news: createNewsService({ db, now }) }),
  routes: (http, { news }, kernel) =>
    registerNewsRoutes(http, { news, publicUrl: kernel.config.publicUrl, now: kernel.now ?? (() => new Date()) }),
  pages: ({ news }) => newsPages(news),
  sitemap: ({ news }) => newsSitemap(news),
});
