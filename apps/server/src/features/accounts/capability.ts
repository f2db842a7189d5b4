// The accounts capability: session state, switching accounts, basic info, the account's feature flags.
import { defineCapability } from '../../platform/capability.ts';
import { accountNameSql, accountRowById, accountsJoinSql, contactsOfIndividuals } from './account-reads.ts';
import type { AccountMembership } from './accounts.repository.ts';
import { registerAccountsRoutes } from './accounts.routes.ts';
import { createAccountsService } from './accounts.service.ts';
import { createFeatureFlagsService } from './feature-flags.service.ts';
import {
  accountTypeSql,
  addMasteringCredits,
  countReferredAccounts,
  individualNameSql,
  lockAccount,
  setAccountPlan,
  setPlansFrom,
} from './identity.repository.ts';

export const accountsCapability = defineCapability({
  name: 'accounts',
  // Who is a member of which account: team's (this feature cannot import team, which imports it). Team also declares
  // the reader of the account a request acts for, from this feature's SQL and its own.
  needs: ['team'],
  create: ({ db, settings, readCache }, { team }: { team: { membership: AccountMembership } }) => ({
    accounts: createAccountsService({
      db,
      isMaintenance: () => settings.isMaintenance(),
      membership: team.membership,
      readCache,
    }),
    featureFlags: createFeatureFlagsService({ db }),
    // Accounts and individuals for the capabilities that cannot import this one (accounts imports the features its
    // session page shows: revenue, artists, messages, releases; and billing through artists): reads and SQL to
    // compose (messages' authors, revenue's reports and notices, the affiliate programme), and the account's lock,
    // plan and credits as billing writes them (the lock also guards the artists feature's plan limit).
    identity: {
      accountRowById,
      accountNameSql,
      accountTypeSql,
      accountsJoinSql,
      individualNameSql,
      contactsOfIndividuals,
      countReferredAccounts,
      lockAccount,
      setAccountPlan,
      setPlansFrom,
      addMasteringCredits,
    },
  }),
  routes: (http, { accounts, featureFlags }, { secureCookies }) =>
    registerAccountsRoutes(http, { accounts, featureFlags, secureCookies }),
});
