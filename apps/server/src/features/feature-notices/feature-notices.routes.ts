// The notice endpoints (the public sign-up; the operators' counts and opening notice), and the feature pages' short
// addresses (301 to their page, the query kept).
import * as api from '@otodoke/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../platform/http/endpoint.ts';
import type { FeatureNoticesAdmin } from './feature-notices.admin.ts';
import type { FeatureNoticesService } from './feature-notices.service.ts';

export function registerFeatureNoticesRoutes(
  app: FastifyInstance,
  deps: { notices: FeatureNoticesService; noticesAdmin: FeatureNoticesAdmin },
) {
  const { notices, noticesAdmin } = deps;
  registerEndpoint(app, api.requestFeatureNotice, ({ body }, ctx) => notices.request(body, ctx.ipAddress));
  registerEndpoint(app, api.confirmFeatureNotice, ({ body }) => notices.confirm(body.token));
  registerEndpoint(app, api.unsubscribeFeatureNotice, ({ body }) => notices.unsubscribe(body.token));
  registerEndpoint(app, api.listFeatureNoticeSummaries, () => noticesAdmin.list());
  registerEndpoint(app, api.sendFeatureOpeningNotice, ({ params }) => noticesAdmin.sendOpening(params.feature));

  for (const [from, to] of Object.entries(api.PAGE_REDIRECTS)) {
    app.get(from, async (request, reply) => {
      const query = request.url.indexOf('?');
      return reply.redirect(to + (query >= 0 ? request.url.slice(query) : ''), 301);
    });
  }
}
