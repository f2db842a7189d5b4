// Upload endpoints: announce and read (contracts), the preview bytes, and the tus 1.0 protocol at /api/v2/uploads.
import * as api from '@otodoke/contract';
import { AppError } from '@otodoke/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../platform/db/client.ts';
import type { RequestContext } from '../../platform/http/context.ts';
import { registerEndpoint, registerGuardedRoute } from '../../platform/http/endpoint.ts';
import { sendStoredFile } from '../../platform/http/stored-file.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import { JsonErrorTusServer } from './json-error-tus-server.ts';
import { UploadDataStore } from './tus-data-store.ts';
import { TUS_PATH, type UploadOwner, type UploadsService } from './uploads.service.ts';

/** Members acting for an account, or an operator acting for none (content pictures; the service allows only those). */
const ACCOUNT_OR_OPERATOR = { kind: 'account', orOperator: true } as const;
const SIGNED_IN = { kind: 'session' } as const;

/** Whom the request's uploads are for, once the guard let it through: its account, else the operator alone. */
function ownerOf(ctx: RequestContext): UploadOwner {
  if (ctx.account) return { kind: 'account', account: ctx.account };
  // The guard already refused anyone else; said again here so no route can serve a member as an operator.
  if (!ctx.individual?.isAdmin || ctx.isTakeover || ctx.accountDenied) throw new AppError('FORBIDDEN');
  return { kind: 'operator', individualId: ctx.individual.id };
}

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
    uploads.announce(ownerOf(ctx), ctx.individual!.id, body, ctx.language),
  );
  registerEndpoint(app, api.getUpload, ({ params }, ctx) => uploads.get(ownerOf(ctx), params.id, ctx.language));

  registerGuardedRoute(
    app,
    // Signed in is checked here; the account (or the operator role: own pictures, the review dialog) in the handler.
    { method: 'GET', url: '/api/v2/me/uploads/:id/preview', access: SIGNED_IN },
    async (request, reply) => {
      const { ctx } = request;
      const isOperator = Boolean(ctx.individual?.isAdmin) && !ctx.isTakeover;
      if (!isOperator && (ctx.accountDenied || !ctx.account)) throw new AppError('FORBIDDEN');
      const id = Number((request.params as { id: string }).id);
      if (!Number.isSafeInteger(id) || id <= 0 || id > api.ID_MAX) throw new AppError('NOT_FOUND');
      const file = isOperator
        ? await uploads.previewForOperator(ctx.individual!.id, ctx.accountDenied ? null : ctx.account, id)
        : await uploads.preview(ownerOf(ctx), id);
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
    { method: ['POST', 'OPTIONS'], url: TUS_PATH, access: ACCOUNT_OR_OPERATOR },
    async (request, reply) => {
      if (request.method === 'POST') {
        await uploads.authorizeTusCreation(ownerOf(request.ctx), {
          metadata: header(request, 'upload-metadata'),
          length: header(request, 'upload-length'),
        });
      }
      await handOver(request, reply);
    },
  );

  registerGuardedRoute(
    app,
    { method: ['HEAD', 'PATCH', 'DELETE', 'OPTIONS'], url: `${TUS_PATH}/:tusId`, access: ACCOUNT_OR_OPERATOR },
    async (request, reply) => {
      if (request.method !== 'OPTIONS') {
        const row = await uploads.authorizeTusRequest(
          ownerOf(request.ctx),
          (request.params as { tusId: string }).tusId,
          request.method,
        );
        if (request.method === 'HEAD') await uploads.resumeChecksIfReceived(row);
      }
      await handOver(request, reply);
    },
  );
}
