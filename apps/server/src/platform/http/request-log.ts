// One log line per request, written when the response has gone out (Fastify's default is two: on arrival and on
// completion).
import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import type { RequestContext } from './context.ts';

/**
 * Fastify's log controller with the arrival line dropped and the completion line carrying what the arrival line
 * had: method and URL (tokens redacted by the logger's `req` serializer), the status, the response time, the
 * request id (bound by Fastify), and who acted (the individual and account ids, when signed in). Never headers,
 * cookies or bodies. At the level of the route (a route logged at `warn`, like /healthz, writes no line); a
 * response that failed on the wire is logged at `error`. Handlers' own lines (`unexpected error`) stay as they are.
 */
export class RequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    // Paths without a request context (static files, gateway notifications) have none.
    const ctx = request.ctx as RequestContext | undefined;
    const line = {
      req: request,
      res: reply,
      responseTime: Math.round(reply.elapsedTime * 10) / 10,
      individualId: ctx?.individual?.id,
      accountId: ctx?.account?.row.id,
      takeover: ctx?.isTakeover ? true : undefined,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
