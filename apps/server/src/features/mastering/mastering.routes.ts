// Mastering endpoints: the contracts of /api/v2/me/mastering/* (and v1 replace), and the audio files as plain GETs
// with byte ranges (previews and the original seek in the browser's player; masters download as attachments).
import * as api from '@otodoke/contract';
import { AppError, MASTERING_EFFECTS, type MasteringEffect } from '@otodoke/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerEndpoint, registerGuardedRoute } from '../../platform/http/endpoint.ts';
import { sendStoredFile } from '../../platform/http/stored-file.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import type { MasteringService } from './mastering.service.ts';

/** The contract's read access: the file routes are guarded the same way. */
const READ = { kind: 'account', permission: { id: 7000, level: 'readonly' } } as const;
const FILES = '/api/v2/me/mastering/audio/:id/files';

function audioId(request: FastifyRequest): number {
  const id = Number((request.params as { id: string }).id);
  if (!Number.isSafeInteger(id) || id <= 0 || id > api.ID_MAX) throw new AppError('NOT_FOUND');
  return id;
}

function rangeOf(request: FastifyRequest): string | undefined {
  const value = request.headers.range;
  return Array.isArray(value) ? value[0] : value;
}

export function registerMasteringRoutes(app: FastifyInstance, deps: { mastering: MasteringService; storage: Storage }) {
  const { mastering, storage } = deps;

  registerEndpoint(app, api.listMasteringAudios, ({ query }, ctx) =>
    mastering.list(ctx.account!, query.page, query.limit, ctx.language),
  );
  registerEndpoint(app, api.createMasteringAudio, ({ body }, ctx) =>
    mastering.create(ctx.account!, ctx.individual!.id, body, ctx.language),
  );
  registerEndpoint(app, api.getMasteringAudio, ({ params }, ctx) =>
    mastering.get(ctx.account!, params.id, ctx.language),
  );
  registerEndpoint(app, api.updateMasteringAudio, ({ params, body }, ctx) =>
    mastering.update(ctx.account!, params.id, body, ctx.language),
  );
  registerEndpoint(app, api.deleteMasteringAudio, async ({ params }, ctx) => {
    await mastering.remove(ctx.account!, params.id);
    return { ok: true as const };
  });
  registerEndpoint(app, api.masterMasteringAudio, ({ params, body }, ctx) =>
    mastering.master(ctx.account!, params.id, body.effect, ctx.language),
  );
  registerEndpoint(app, api.cancelMasteringAudio, ({ params }, ctx) =>
    mastering.cancel(ctx.account!, params.id, ctx.language),
  );
  registerEndpoint(app, api.replaceMasteringAudio, ({ params, body }, ctx) =>
    mastering.replace(ctx.account!, params.id, body.upload_id, ctx.language),
  );
  registerEndpoint(app, api.getMasteringCredit, (_input, ctx) => mastering.credit(ctx.account!));
  registerEndpoint(app, api.useMasterOnSong, ({ params, body }, ctx) =>
    mastering.useOnSong(ctx.account!, ctx.individual!.id, params.id, body, ctx.language),
  );

  registerGuardedRoute(app, { method: 'GET', url: `${FILES}/original`, access: READ }, async (request, reply) => {
    const file = await mastering.file(request.ctx.account!, audioId(request), { kind: 'original' });
    return sendStoredFile(reply, storage, file, rangeOf(request));
  });
  registerGuardedRoute(
    app,
    { method: 'GET', url: `${FILES}/preview/:effect`, access: READ },
    async (request, reply) => {
      const id = audioId(request);
      const effect = (request.params as { effect: string }).effect as MasteringEffect;
      if (!MASTERING_EFFECTS.includes(effect)) throw new AppError('NOT_FOUND');
      const file = await mastering.file(request.ctx.account!, id, { kind: 'preview', effect });
      return sendStoredFile(reply, storage, file, rangeOf(request));
    },
  );
  registerGuardedRoute(app, { method: 'GET', url: `${FILES}/master/:format`, access: READ }, async (request, reply) => {
    const id = audioId(request);
    const format = (request.params as { format: string }).format;
    if (format !== 'wav24' && format !== 'wav16') throw new AppError('NOT_FOUND');
    const file = await mastering.file(request.ctx.account!, id, { kind: 'master', format });
    return sendStoredFile(reply, storage, file, rangeOf(request));
  });
}
