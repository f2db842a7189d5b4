// Bulk upload endpoints: the batch contracts, the report or original file of a batch, and the public template.
import * as api from '@otodoke/contract';
import { AppError } from '@otodoke/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { registerEndpoint, registerGuardedRoute } from '../../platform/http/endpoint.ts';
import { sendStoredFile } from '../../platform/http/stored-file.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import type { BulkUploadFile, BulkUploadService } from './bulk-upload.service.ts';

const READ = { kind: 'account', permission: { id: 1000, level: 'readonly' } } as const;

function sendFile(reply: FastifyReply, file: BulkUploadFile, cacheControl: string) {
  return reply
    .status(200)
    .header('content-type', file.contentType)
    .header('content-disposition', `attachment; filename="${file.filename}"`)
    .header('cache-control', cacheControl)
    .header('x-content-type-options', 'nosniff')
    .send(file.body);
}

export function registerBulkUploadRoutes(
  app: FastifyInstance,
  deps: { bulkUpload: BulkUploadService; storage: Storage },
) {
  const { bulkUpload } = deps;
  registerEndpoint(app, api.createBulkUpload, ({ body }, ctx) =>
    bulkUpload.create(ctx.account!, ctx.individual!.id, body.csv_upload_id, ctx.language),
  );
  registerEndpoint(app, api.listBulkUploads, ({ query }, ctx) =>
    bulkUpload.list(ctx.account!, query.page, query.limit),
  );
  registerEndpoint(app, api.getBulkUpload, ({ params }, ctx) => bulkUpload.get(ctx.account!, params.id, ctx.language));
  registerEndpoint(app, api.reserveBulkUpload, ({ params }, ctx) =>
    bulkUpload.reserve(ctx.account!, ctx.individual!.id, params.id, ctx.language),
  );
  registerEndpoint(app, api.cancelBulkUpload, async ({ params }, ctx) => {
    await bulkUpload.cancel(ctx.account!, params.id);
    return { ok: true as const };
  });

  registerGuardedRoute(
    app,
    { method: 'GET', url: api.BULK_UPLOAD_DOWNLOAD_PATH.replace('{id}', ':id'), access: READ },
    async (request, reply) => {
      const id = Number((request.params as { id: string }).id);
      if (!Number.isSafeInteger(id) || id <= 0 || id > api.ID_MAX) throw new AppError('NOT_FOUND');
      const found = await bulkUpload.download(request.ctx.account!, id, request.ctx.language);
      if (found.kind === 'report') return sendFile(reply, found.file, 'private, no-store');
      return sendStoredFile(
        reply,
        deps.storage,
        { ...found.file, contentType: 'text/csv', disposition: 'attachment' },
        undefined,
      );
    },
  );

  registerGuardedRoute(
    app,
    { method: 'GET', url: api.BULK_UPLOAD_TEMPLATE_PATH, access: { kind: 'public' } },
    async (_request, reply) => sendFile(reply, bulkUpload.template(), 'no-cache'),
  );
}
