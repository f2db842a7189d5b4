// The team capability: an account's members, their permissions and invitations.
import { defineCapability } from '../../platform/capability.ts';
import { actingAccountReaderWith } from '../accounts/index.ts';
import { accountManagerIdsSql, accountMembership, membershipsOf, nonManagerCount } from './membership-reads.ts';
import { registerTeamRoutes } from './team.routes.ts';
import { createTeamService } from './team.service.ts';

export const teamCapability = defineCapability({
  name: 'team',
  // The account a request acts for: the account (features/accounts' SQL) as this feature's membership reaches it.
  actingAccountReader: actingAccountReaderWith(accountMembership),
  create: ({ db, mailer, config }) => ({
    team: createTeamService({ db, mailer, publicUrl: config.publicUrl }),
    // Membership reads for capabilities that cannot import this one (revenue: team -> accounts -> revenue).
    // And billing's plan, which counts the members who do not manage the account (billing: team imports it).
    members: { accountManagerIdsSql, membershipsOf, memberCount: nonManagerCount },
    // Who is a member of which account, for the accounts capability (accounts cannot import team).
    membership: accountMembership,
  }),
  routes: (http, { team }) => registerTeamRoutes(http, { team }),
});
