// Upload endpoints: announce and read (contracts), the preview bytes, and the tus 1.0 protocol at /api/v2/uploads.
import * as api from '@otodoke/contract';
import { AppError } from '@otodoke/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../platform/db/client.ts';
import { registerEndpoint, registerGuardedRoute } from '../../platform/http/endpoint.ts';
import { sendStoredFile } from '../../platform/http/stored-file.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import { JsonErrorTusServer } from './json-error-tus-server.ts';
import { UploadDataStore } from './tus-data-store.ts';
import { TUS_PATH, type UploadsService } from './uploads.service.ts';

const SIGNED_IN_ACCOUNT = { kind: 'account' } as const;
const SIGNED_IN = { kind: 'session' } as const;

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function createTusServer(deps: { db: Db; storage: Storage; uploads: UploadsService }): JsonErrorTusServer {
  return new JsonErrorTusServer({
    path: TUS_PATH,
    datastore: new UploadDataStore(deps.db, deps.storage),
    relativeLocation: true,
    // Same origin only: no Access-Control-Allow-Origin at all.
    allowedOrigins: [],
    disableTerminationForFinishedUploads: true,
    namingFunction: (_request, metadata) => deps.uploads.tusIdFor(metadata),
    onUploadFinish: async (_request, upload) => {
      await deps.uploads.markReceived(upload.id);
      return {};
    },
  });
}

export function registerUploadsRoutes(
  app: FastifyInstance,
  deps: { uploads: UploadsService; storage: Storage; db: Db },
) {
  const { uploads, storage } = deps;
  const tus = createTusServer(deps);

  registerEndpoint(app, api.createUpload, ({ body }, ctx) =>
    uploads.announce(ctx.account!, ctx.individual!.id, body, ctx.language),
  );
  registerEndpoint(app, api.getUpload, ({ params }, ctx) => uploads.get(ctx.account!, params.id, ctx.language));

  registerGuardedRoute(
    app,
    // Signed in is checked here; the account (or the operator role, for the review dialog) in the handler.
    { method: 'GET', url: '/api/v2/me/uploads/:id/preview', access: SIGNED_IN },
    async (request, reply) => {
      const { ctx } = request;
      const isOperator = Boolean(ctx.individual?.isAdmin) && !ctx.isTakeover;
      if (!isOperator && (ctx.accountDenied || !ctx.account)) throw new AppError('FORBIDDEN');
      const id = Number((request.params as { id: string }).id);
      if (!Number.isSafeInteger(id) || id <= 0 || id > api.ID_MAX) throw new AppError('NOT_FOUND');
      const file = isOperator ? await uploads.previewForOperator(id) : await uploads.preview(ctx.account!, id);
      return sendStoredFile(reply, storage, file, header(request, 'range'));
    },
  );

  // tus reads the raw request body itself: leave PATCH bodies unparsed.
  app.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => done(null));

  /** Hands the request to tus after the checks, keeping the headers the request hooks set (CSRF token, acid). */
  async function handOver(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    // tus reads the upload id from the whole URL (query included), the guard from the routed path: they must agree.
    if (request.raw.url?.includes('?')) throw new AppError('NOT_FOUND');
    for (const [name, value] of Object.entries(reply.getHeaders())) {
      if (value !== undefined) reply.raw.setHeader(name, value as string | number | readonly string[]);
    }
    reply.hijack();
    await tus.handleIn(request.ctx.language, request.raw, reply.raw);
  }

  registerGuardedRoute(
    app,
    { method: ['POST', 'OPTIONS'], url: TUS_PATH, access: SIGNED_IN_ACCOUNT },
    async (request, reply) => {
      if (request.method === 'POST') {
        await uploads.authorizeTusCreation(request.ctx.account!, {
          metadata: header(request, 'upload-metadata'),
          length: header(request, 'upload-length'),
        });
      }
      await handOver(request, reply);
    },
  );

  registerGuardedRoute(
    app,
    { method: ['HEAD', 'PATCH', 'DELETE', 'OPTIONS'], url: `${TUS_PATH}/:tusId`, access: SIGNED_IN_ACCOUNT },
    async (request, reply) => {
      if (request.method !== 'OPTIONS') {
        const row = await uploads.authorizeTusRequest(
          request.ctx.account!,
          (request.params as { tusId: string }).tusId,
          request.method,
        );
        if (request.method === 'HEAD') await uploads.resumeChecksIfReceived(row);
      }
      await handOver(request, reply);
    },
  );
}
