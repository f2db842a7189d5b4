// Routes of the operators' content tools (admin only, thin: the services answer), the public preview a secret link
// opens, and the public sizes of content images.
import * as api from '@otodoke/contract';
import { AppError } from '@otodoke/domain';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../platform/db/client.ts';
import { registerEndpoint, registerGuardedRoute } from '../../../platform/http/endpoint.ts';
import type { Storage } from '../../../platform/storage/storage.ts';
import type { ContentAdminService } from './admin.service.ts';
import { searchEmbeds } from './embeds.ts';
import type { ContentImages } from './images.ts';

/** A content image size never changes (a new picture is a new image id): browsers and caches keep it a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

export function registerContentAdminRoutes(
  app: FastifyInstance,
  deps: { admin: ContentAdminService; images: ContentImages; storage: Storage; db: Db },
) {
  const { admin, images, storage, db } = deps;
  registerEndpoint(app, api.listContentEntries, ({ query }) => admin.list(query));
  registerEndpoint(app, api.getContentEntry, ({ params }) => admin.detail(params.id));
  registerEndpoint(app, api.createContentEntry, ({ body }, ctx) => admin.create(body, ctx.individual!.id));
  registerEndpoint(app, api.saveContentEntry, ({ params, body }, ctx) =>
    admin.save(params.id, body, ctx.individual!.id),
  );
  registerEndpoint(app, api.deleteContentTranslation, ({ params, query }, ctx) =>
    admin.deleteTranslation(params.id, params.language, query.updated_at, ctx.individual!.id),
  );
  registerEndpoint(app, api.setContentEntryStatus, ({ params, body }, ctx) =>
    admin.setStatus(params.id, body, ctx.individual!.id),
  );
  registerEndpoint(app, api.listContentVersions, ({ params, query }) => admin.versions(params.id, query));
  registerEndpoint(app, api.getContentVersion, ({ params }) => admin.version(params.id));
  registerEndpoint(app, api.restoreContentVersion, ({ params, body }, ctx) =>
    admin.restore(params.id, body.updated_at, ctx.individual!.id),
  );
  registerEndpoint(app, api.createContentPreviewLink, ({ params }) => admin.createPreviewLink(params.id));
  registerEndpoint(app, api.revokeContentPreviewLink, ({ params }) => admin.revokePreviewLink(params.id));
  registerEndpoint(app, api.getContentPreview, async ({ params }, _ctx, { reply }) => {
    // Never indexed, never cached: the link is secret and may be revoked at any time.
    reply.header('x-robots-tag', 'noindex, nofollow').header('cache-control', 'private, no-store');
    return admin.preview(params.token);
  });
  registerEndpoint(app, api.createContentImage, ({ body }, ctx) => images.create(ctx.individual!.id, body.upload_id));
  registerEndpoint(app, api.searchContentEmbeds, async ({ query }) => ({ items: await searchEmbeds(db, query) }));

  registerGuardedRoute(
    app,
    { method: 'GET', url: '/media/content/:id/:file', access: { kind: 'public' } },
    async (request, reply) => {
      const { id, file } = request.params as { id: string; file: string };
      const match = /^(\d{1,5})\.webp$/.exec(file);
      const imageId = /^\d{1,10}$/.test(id) ? Number(id) : 0;
      if (!match || imageId <= 0 || imageId > api.ID_MAX) throw new AppError('NOT_FOUND');
      const variant = await images.variant(imageId, Number(match[1]));
      if (!variant) throw new AppError('NOT_FOUND');
      return reply
        .header('content-type', 'image/webp')
        .header('content-length', variant.bytes)
        .header('cache-control', IMMUTABLE)
        .header('x-content-type-options', 'nosniff')
        .send(storage.createReadStream(variant.key));
    },
  );
}
