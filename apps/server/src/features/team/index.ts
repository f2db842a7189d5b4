export { teamCapability } from './capability.ts';
export { accountManagerIdsSql, accountMembersJoin, membershipsOf } from './membership-reads.ts';
export { accountHasMemberAmongSql, defaultAccountId, firstManagerIdSql, insertMember } from './team.repository.ts';
export { registerTeamRoutes } from './team.routes.ts';
export { acceptInviteFor, createTeamService, findUsableInvite, type TeamService } from './team.service.ts';
