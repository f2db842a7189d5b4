// The artists capability: an account's artists, Various Artists, store links and the public directory.
import { defineCapability } from '../../platform/capability.ts';
import type { LockAccount, PlanUsage } from '../billing/index.ts';
import { artistCreditsJoin } from './artist-joins.ts';
import { activePlanArtists } from './artists.repository.ts';
import { registerArtistsRoutes } from './artists.routes.ts';
import { createArtistsService } from './artists.service.ts';

export const artistsCapability = defineCapability({
  name: 'artists',
  // Billing's artist limit locks the account and counts its members: accounts' and team's (they import this feature).
  needs: ['accounts', 'team'],
  create: (
    { db, storage, integrations },
    {
      accounts,
      team,
    }: {
      accounts: { identity: { lockAccount: LockAccount } };
      team: { membership: { memberCount: PlanUsage['memberCount'] } };
    },
  ) => ({
    artists: createArtistsService({
      db,
      storeCatalog: integrations.storeCatalog,
      storage,
      lockAccount: accounts.identity.lockAccount,
      memberCount: team.membership.memberCount,
    }),
    // The account's active artists as billing's plan counts them (billing cannot import this feature).
    planArtists: { activeArtists: activePlanArtists },
    // The artists a release credits, as a subquery, for the releases capability (it cannot import this feature).
    credits: artistCreditsJoin,
  }),
  routes: (http, { artists }, { storage }) => registerArtistsRoutes(http, { artists, storage }),
});
