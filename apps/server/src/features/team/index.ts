export { registerTeamRoutes } from './team.routes.ts';
export { acceptInviteFor, createTeamService, findUsableInvite, type TeamService } from './team.service.ts';
