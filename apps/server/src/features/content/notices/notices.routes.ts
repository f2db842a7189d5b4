// The routes of popups and one-time alerts (thin: the notices service answers). During an operator's takeover the
// account's popups and alerts are shown without being recorded as shown.
import * as api from '@otodoke/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../../platform/http/endpoint.ts';
import type { NoticesService } from './notices.service.ts';

export function registerNoticesRoutes(app: FastifyInstance, deps: { notices: NoticesService }) {
  const { notices } = deps;
  registerEndpoint(app, api.listMyPopups, ({ query }, ctx) =>
    notices.popups(ctx.account!, ctx.language, { again: query.show_notice === '1', record: !ctx.isTakeover }),
  );
  registerEndpoint(app, api.readMyPopup, ({ body }, ctx) => notices.readPopup(ctx.account!, body.id));
  registerEndpoint(app, api.previewPopup, ({ params }, ctx) => notices.preview(params.id, ctx.language));
  registerEndpoint(app, api.getMyOneTimeAlert, (_input, ctx) =>
    notices.alert(ctx.account!, ctx.language, { record: !ctx.isTakeover }),
  );
  registerEndpoint(app, api.clickMyOneTimeAlert, ({ body }, ctx) =>
    notices.clickAlert(ctx.account!, body.id, body.part),
  );
  registerEndpoint(app, api.getNoticeStats, ({ params }) => notices.stats(params.id));
}
