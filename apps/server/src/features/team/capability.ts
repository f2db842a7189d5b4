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
    // Who is a member of which account, for the capabilities that cannot import this one: accounts (team imports
    // it), revenue (team -> accounts -> revenue), billing's plan and the artists' plan limit, which count the members
    // who do not manage the account (team imports billing and artists).
    membership: { ...accountMembership, accountManagerIdsSql, membershipsOf, memberCount: nonManagerCount },
  }),
  routes: (http, { team }) => registerTeamRoutes(http, { team }),
});
