// The content pages capability: the pages operators write (/contents/{id}) and the two with an address of their own
// (/jobs, /10th-anniversary), whose starter versions are written at start when absent.
import * as api from '@otodoke/contract';
import { defineCapability } from '../../../platform/capability.ts';
import { registerEndpoint } from '../../../platform/http/endpoint.ts';
import { contentPages, contentPagesSitemap } from './content-pages.pages.ts';
import { createContentPagesService } from './content-pages.service.ts';
import { ensureStarterPages } from './starter-pages.ts';

export const contentPagesCapability = defineCapability({
  name: 'content-pages',
  create: async ({ db, now, logger, config }) => {
    const written = await ensureStarterPages(db, now?.() ?? new Date(), { supportEmail: config.supportEmail });
    if (written > 0) logger.info({ pages: written }, 'starter content pages written');
    return { contentPages: createContentPagesService({ db, now }) };
  },
  routes: (http, { contentPages }) => {
    registerEndpoint(http, api.getContentPage, ({ params }, ctx) => contentPages.page(params.key, ctx.language));
  },
  pages: ({ contentPages: pages }) => contentPages(pages),
  sitemap: ({ contentPages: pages }) => contentPagesSitemap(pages),
});
