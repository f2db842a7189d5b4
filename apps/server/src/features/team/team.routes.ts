import * as api from '@otodoke/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../platform/http/endpoint.ts';
import type { TeamService } from './team.service.ts';

const ok = { ok: true as const };

export function registerTeamRoutes(app: FastifyInstance, deps: { team: TeamService }) {
  const { team } = deps;
  registerEndpoint(app, api.listTeam, (_input, ctx) => team.listTeam(ctx.account!, ctx.individual!.id));
  registerEndpoint(app, api.inviteMember, ({ body }, ctx) =>
    team.invite(ctx.account!, ctx.individual!, body, ctx.language),
  );
  registerEndpoint(app, api.revokeInvite, async ({ params }, ctx) => {
    await team.revokeInvite(ctx.account!, params.id);
    return ok;
  });
  registerEndpoint(app, api.updateMember, ({ params, body }, ctx) =>
    team.updateMember(ctx.account!, ctx.individual!.id, params.id, body),
  );
  registerEndpoint(app, api.removeMember, async ({ params }, ctx) => {
    await team.removeMember(ctx.account!, params.id);
    return ok;
  });
  registerEndpoint(app, api.getInvite, ({ params }) => team.describeInvite(params.token));
  registerEndpoint(app, api.acceptInvite, ({ params }, ctx) =>
    team.accept(params.token, ctx.individual!, ctx.session!.id),
  );
  registerEndpoint(app, api.leaveAccount, async ({ params }, ctx) => {
    await team.leave(ctx.individual!.id, params.id);
    return ok;
  });
}
