// The team's wire objects as the web app sees them (camelCase).
import type { listTeam } from '@otodoke/contract';
import type { ApiResult } from '../../app/api-client.ts';

export type Team = ApiResult<typeof listTeam>;
export type TeamMember = Team['members'][number];
export type TeamInvite = Team['invites'][number];
