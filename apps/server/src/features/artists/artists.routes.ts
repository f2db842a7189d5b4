import * as api from '@otodoke/contract';
import { AppError } from '@otodoke/domain';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../platform/http/endpoint.ts';
import { sendStoredFile } from '../../platform/http/stored-file.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import type { ArtistsService } from './artists.service.ts';

const ok = { ok: true as const };

function positiveId(value: unknown): number {
  const id = typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : 0;
  if (id < 1) throw new AppError('NOT_FOUND');
  return id;
}

export function registerArtistsRoutes(app: FastifyInstance, deps: { artists: ArtistsService; storage: Storage }) {
  const { artists, storage } = deps;
  registerEndpoint(app, api.listMyArtists, ({ query }, ctx) => artists.list(ctx.account!, query));
  registerEndpoint(app, api.createArtist, ({ body }, ctx) => artists.create(ctx.account!, body));
  registerEndpoint(app, api.getMyArtist, ({ params }, ctx) => artists.get(ctx.account!, params.id));
  registerEndpoint(app, api.updateMyArtist, ({ params, body }, ctx) => artists.update(ctx.account!, params.id, body));
  registerEndpoint(app, api.deleteMyArtist, async ({ params }, ctx) => {
    await artists.remove(ctx.account!, params.id);
    return ok;
  });
  registerEndpoint(app, api.archiveMyArtist, ({ params, body }, ctx) =>
    artists.setArchived(ctx.account!, params.id, body.archived),
  );
  registerEndpoint(app, api.setMyArtistStatsConsent, ({ params, body }, ctx) =>
    artists.setStatsConsent(ctx.account!, params.id, body.consent),
  );
  registerEndpoint(app, api.getVariousArtists, (_input, ctx) => artists.variousArtists(ctx.account!));
  registerEndpoint(app, api.ensureVariousArtists, (_input, ctx) => artists.ensureVariousArtists(ctx.account!));
  registerEndpoint(app, api.searchAppleMusicArtists, ({ query }) => artists.searchStore('apple_music', query.q));
  registerEndpoint(app, api.searchSpotifyArtists, ({ query }) => artists.searchStore('spotify', query.q));
  registerEndpoint(app, api.listCommonArtists, ({ query }, ctx) => artists.listPublic(query, ctx.language));
  registerEndpoint(app, api.getPublicArtist, ({ params }, ctx) => artists.getPublic(params.id, ctx.language));

  // Files for the public artist page; not API contracts (they answer image bytes), public like the page itself.
  app.get('/api/v2/artists/:id/image', async (request, reply) => {
    const { id } = request.params as { id: string };
    return sendStoredFile(reply, storage, await artists.publicImage(positiveId(id)), request.headers.range);
  });
  app.get('/api/v2/artists/:id/releases/:releaseId/artwork', async (request, reply) => {
    const { id, releaseId } = request.params as { id: string; releaseId: string };
    const file = await artists.publicReleaseArtwork(positiveId(id), positiveId(releaseId));
    return sendStoredFile(reply, storage, file, request.headers.range);
  });
}
