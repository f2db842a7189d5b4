// The team capability: an account's members, their permissions and invitations.
import { defineCapability } from '../../platform/capability.ts';
import { registerTeamRoutes } from './team.routes.ts';
import { createTeamService } from './team.service.ts';

export const teamCapability = defineCapability({
  name: 'team',
  create: ({ db, mailer, config }) => ({ team: createTeamService({ db, mailer, publicUrl: config.publicUrl }) }),
  routes: (http, { team }) => registerTeamRoutes(http, { team }),
});
