export { teamCapability } from './capability.ts';
export { registerTeamRoutes } from './team.routes.ts';
export { acceptInviteFor, createTeamService, findUsableInvite, type TeamService } from './team.service.ts';
