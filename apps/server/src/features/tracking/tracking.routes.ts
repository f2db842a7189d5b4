import * as api from '@otodoke/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../platform/http/endpoint.ts';
import { parseViaHistory, REFERER_COOKIE, type TrackingService, VIA_HISTORY_COOKIE } from './tracking.service.ts';

export function registerTrackingRoutes(
  app: FastifyInstance,
  deps: { tracking: TrackingService; secureCookies: boolean },
) {
  const cookie = { path: '/', sameSite: 'lax' as const, secure: deps.secureCookies, maxAge: 30 * 24 * 60 * 60 };
  registerEndpoint(app, api.reportVia, async ({ query }, _ctx, { request, reply }) => {
    const referer = typeof request.headers.referer === 'string' ? request.headers.referer.slice(0, 1000) : null;
    const history = await deps.tracking.recordVia({
      via: query.via,
      pageVia: query.page_via,
      referer,
      history: parseViaHistory(request.cookies[VIA_HISTORY_COOKIE]),
    });
    reply.setCookie(VIA_HISTORY_COOKIE, history.map(encodeURIComponent).join(','), cookie);
    if (referer && !request.cookies[REFERER_COOKIE]) reply.setCookie(REFERER_COOKIE, referer, cookie);
    return { via_history: history };
  });
  registerEndpoint(app, api.postClientLog, async ({ body }, ctx) => {
    await deps.tracking.recordClientLog(body.level, body.data, ctx.individual?.id ?? null);
    return { ok: true as const };
  });
}
