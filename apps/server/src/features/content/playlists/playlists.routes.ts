// The playlists' routes: the public list and covers, and the operators' tools (thin: the service answers).
import * as api from '@otodoke/contract';
import { AppError } from '@otodoke/domain';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../../platform/http/endpoint.ts';
import { sendStoredFile } from '../../../platform/http/stored-file.ts';
import type { Storage } from '../../../platform/storage/storage.ts';
import type { PlaylistsService } from './playlists.service.ts';

function positiveId(value: unknown): number {
  const id = typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : 0;
  if (id < 1) throw new AppError('NOT_FOUND');
  return id;
}

export function registerPlaylistsRoutes(app: FastifyInstance, deps: { playlists: PlaylistsService; storage: Storage }) {
  const { playlists, storage } = deps;
  registerEndpoint(app, api.listPlaylists, ({ query }, ctx) => playlists.listPublished(query, ctx.language));

  registerEndpoint(app, api.listAdminPlaylists, ({ query }) => playlists.list(query));
  registerEndpoint(app, api.getAdminPlaylist, ({ params }, ctx) => playlists.get(params.id, ctx.language));
  registerEndpoint(app, api.createPlaylist, ({ body }, ctx) =>
    playlists.create(body, ctx.individual!.id, ctx.language),
  );
  registerEndpoint(app, api.updatePlaylist, ({ params, body }, ctx) => playlists.update(params.id, body, ctx.language));
  registerEndpoint(app, api.setPlaylistStatus, ({ params, body }, ctx) =>
    playlists.setStatus(params.id, body.status, ctx.language),
  );
  registerEndpoint(app, api.deletePlaylist, ({ params }) => playlists.remove(params.id));
  registerEndpoint(app, api.reorderPlaylists, ({ body }) => playlists.reorder(body.ids));
  registerEndpoint(app, api.setPlaylistReleases, ({ params, body }, ctx) =>
    playlists.setReleases(params.id, body.release_ids, ctx.language),
  );
  registerEndpoint(app, api.searchPlaylistReleases, ({ query }, ctx) => playlists.searchReleases(query, ctx.language));

  // The covers on the public page: image bytes, not an API contract; public like the page itself.
  app.get('/api/v2/playlists/:id/releases/:releaseId/artwork', async (request, reply) => {
    const { id, releaseId } = request.params as { id: string; releaseId: string };
    const file = await playlists.artwork(positiveId(id), positiveId(releaseId));
    return sendStoredFile(reply, storage, file, request.headers.range);
  });
}
