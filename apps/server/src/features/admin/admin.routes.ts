import * as api from '@otodoke/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../platform/http/endpoint.ts';
import type { AdminService } from './admin.service.ts';

export function registerAdminRoutes(app: FastifyInstance, deps: { admin: AdminService }) {
  const { admin } = deps;
  registerEndpoint(app, api.getMaintenance, () => admin.maintenance());
  registerEndpoint(app, api.setMaintenance, ({ body }) => admin.setMaintenance(body.is_maintenance));
  registerEndpoint(app, api.getAdminCounts, () => admin.counts());
  registerEndpoint(app, api.searchAccounts, ({ query }) => admin.searchAccounts(query.q, query.page));
  registerEndpoint(app, api.startTakeover, async ({ body }, ctx) => {
    await admin.startTakeover(ctx, body.account_id);
    return { ok: true as const };
  });
  registerEndpoint(
    app,
    api.endTakeover,
    async (_input, ctx) => {
      await admin.endTakeover(ctx);
      return { ok: true as const };
    },
    { allowDuringTakeover: true },
  );
}
