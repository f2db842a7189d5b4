// Immersive audio endpoints (contract immersive-audio.ts), and the plain GET of the account's own file.
import * as api from '@otodoke/contract';
import { AppError } from '@otodoke/domain';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint, registerGuardedRoute } from '../../platform/http/endpoint.ts';
import { sendStoredFile } from '../../platform/http/stored-file.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import type { ImmersiveService } from './immersive.service.ts';

const READ = { kind: 'account', permission: { id: 7000, level: 'readonly' } } as const;

export function registerImmersiveRoutes(app: FastifyInstance, deps: { immersive: ImmersiveService; storage: Storage }) {
  const { immersive } = deps;
  registerEndpoint(app, api.listImmersiveSongs, ({ query }, ctx) => immersive.list(ctx.account!, query, ctx.language));
  registerEndpoint(app, api.listImmersiveCandidates, ({ query }, ctx) => immersive.candidates(ctx.account!, query));
  registerEndpoint(app, api.createImmersiveSong, ({ body }, ctx) =>
    immersive.create(ctx.account!, ctx.individual!, body, ctx.language),
  );
  registerEndpoint(app, api.getImmersiveSong, ({ params }, ctx) =>
    immersive.get(ctx.account!, params.id, ctx.language),
  );
  registerEndpoint(app, api.setImmersiveSongFile, ({ params, body }, ctx) =>
    immersive.setFile(ctx.account!, params.id, body, ctx.language),
  );
  registerEndpoint(app, api.deleteImmersiveSong, ({ params }, ctx) => immersive.remove(ctx.account!, params.id));
  registerEndpoint(app, api.quoteImmersiveSong, ({ params, body }, ctx) =>
    immersive.quote(ctx.account!, params.id, body.coupon_code, ctx.language),
  );
  registerEndpoint(app, api.payForImmersiveSong, ({ params, body }, ctx) =>
    immersive.pay(ctx.account!, ctx.individual!, params.id, body, ctx.language),
  );

  registerGuardedRoute(
    app,
    { method: 'GET', url: api.immersiveFilePath(0).replace('/0/', '/:id/'), access: READ },
    async (request, reply) => {
      const id = Number((request.params as { id: string }).id);
      if (!Number.isSafeInteger(id) || id <= 0 || id > api.ID_MAX) throw new AppError('NOT_FOUND');
      const file = await immersive.file(request.ctx.account!, id);
      return sendStoredFile(reply, deps.storage, file, request.headers.range);
    },
  );
}
