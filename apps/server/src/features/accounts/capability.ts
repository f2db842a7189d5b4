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
  create: ({ db, settings }, { team }: { team: { membership: AccountMembership } }) => ({
    accounts: createAccountsService({
      db,
      isMaintenance: () => settings.isMaintenance(),
      membership: team.membership,
    }),
    featureFlags: createFeatureFlagsService({ db }),
    // Individuals and accounts for capabilities that cannot import this one: messages (accounts imports it), billing's
    // affiliate programme (accounts imports artists, which imports billing).
    identity: { individualNameSql, countReferredAccounts, accountRowById, accountNameSql, accountTypeSql },
    // Accounts and individuals in SQL, for capabilities that cannot import this one (revenue).
    reads: { accountsJoinSql, accountNameSql, contactsOfIndividuals },
    // The account's lock, plan and credits as billing writes them (billing cannot import this feature), and the lock
    // for the artists feature's plan-limit check (artists cannot import it either).
    plans: { lockAccount, setAccountPlan, setPlansFrom, addMasteringCredits, accountNameSql, accountRowById },
  }),
  routes: (http, { accounts, featureFlags }, { secureCookies }) =>
    registerAccountsRoutes(http, { accounts, featureFlags, secureCookies }),
});
