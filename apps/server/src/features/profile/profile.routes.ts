import * as api from '@otodoke/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../platform/http/endpoint.ts';
import type { ProfileService } from './profile.service.ts';

const ok = { ok: true as const };

export function registerProfileRoutes(app: FastifyInstance, deps: { profile: ProfileService }) {
  const { profile } = deps;
  registerEndpoint(app, api.updateIndividual, async ({ body }, ctx) => {
    await profile.updateIndividual(ctx, body);
    return ok;
  });
  registerEndpoint(app, api.changePassword, async ({ body }, ctx) => {
    await profile.changePassword(ctx, body);
    return ok;
  });
  registerEndpoint(app, api.updateSecuritySettings, ({ body }, ctx) => profile.updateSecurity(ctx, body));
  registerEndpoint(app, api.listDevices, (_input, ctx) => profile.listDevices(ctx));
  registerEndpoint(app, api.revokeDevice, async ({ params }, ctx) => {
    await profile.revokeDevice(ctx, params.id);
    return ok;
  });
  registerEndpoint(app, api.getNotificationSettings, async (_input, ctx) => profile.notificationSettings(ctx));
  registerEndpoint(app, api.updateNotificationSettings, ({ body }, ctx) =>
    profile.updateNotificationSettings(ctx, body),
  );
}
