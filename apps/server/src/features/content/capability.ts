// The content capability: the content model's service (entries, versions, the Japanese search index) and the public
// Artist Guide; news, pages, popups and alerts, playlists and the operators' tools are capabilities of their own in
// this folder's subfolders. The starter guide is written at start when empty.
import { defineCapability } from '../../platform/capability.ts';
import { registerContentRoutes } from './content.routes.ts';
import { createContentService } from './content.service.ts';
import { guidePages, guideSitemap } from './guide.pages.ts';
import { createGuideService } from './guide.service.ts';
import { ensureStarterGuide } from './starter-guide.ts';

export const contentCapability = defineCapability({
  name: 'content',
  create: async ({ db, now, logger }) => {
    const written = await ensureStarterGuide(db, now?.() ?? new Date());
    if (written > 0) logger.info({ articles: written }, 'starter artist guide written');
    return {
      content: createContentService({ db, now }),
      guide: createGuideService({ db, now }),
      pageReads: { db, now: now ?? (() => new Date()) },
    };
  },
  routes: (http, { guide }) => registerContentRoutes(http, { guide }),
  // Articles and categories have their own title and description in the page's head, and articles are in the sitemap.
  pages: ({ pageReads }) => guidePages(pageReads),
  sitemap: ({ pageReads }) => guideSitemap(pageReads),
});
