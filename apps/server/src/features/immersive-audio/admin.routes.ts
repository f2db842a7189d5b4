// The operators' immersive audio endpoints (contract immersive-audio.ts, access `admin`: an operator, not during a
// takeover): every account's editions, one edition, and re-running a check that failed as an operation.
import * as api from '@otodoke/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../platform/http/endpoint.ts';
import type { ImmersiveAdminService } from './admin.service.ts';

export function registerImmersiveAdminRoutes(app: FastifyInstance, deps: { admin: ImmersiveAdminService }) {
  const { admin } = deps;
  registerEndpoint(app, api.listAdminImmersiveSongs, ({ query }) => admin.list(query));
  registerEndpoint(app, api.getAdminImmersiveSong, ({ params }, ctx) => admin.detail(params.id, ctx.language));
  registerEndpoint(app, api.rerunImmersiveVerification, ({ params, body }, ctx) =>
    admin.rerunVerification(params.id, body.attempt, ctx.individual!.id, ctx.language),
  );
}
