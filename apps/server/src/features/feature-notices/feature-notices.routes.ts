// The notice endpoints, and the feature pages' short addresses (301 to their page, the query kept).
import * as api from '@otodoke/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../platform/http/endpoint.ts';
import type { FeatureNoticesService } from './feature-notices.service.ts';

export function registerFeatureNoticesRoutes(app: FastifyInstance, deps: { notices: FeatureNoticesService }) {
  const { notices } = deps;
  registerEndpoint(app, api.requestFeatureNotice, ({ body }, ctx) => notices.request(body, ctx.ipAddress));
  registerEndpoint(app, api.confirmFeatureNotice, ({ body }) => notices.confirm(body.token));
  registerEndpoint(app, api.unsubscribeFeatureNotice, ({ body }) => notices.unsubscribe(body.token));

  for (const [from, to] of Object.entries(api.PAGE_REDIRECTS)) {
    app.get(from, async (request, reply) => {
      const query = request.url.indexOf('?');
      return reply.redirect(to + (query >= 0 ? request.url.slice(query) : ''), 301);
    });
  }
}
