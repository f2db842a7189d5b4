export {
  accountNameSql,
  accountRowById,
  accountsJoinSql,
  contactsOfIndividuals,
  individualContactsJoin,
} from './account-reads.ts';
export type { AccountMembership } from './accounts.repository.ts';
export { registerAccountsRoutes } from './accounts.routes.ts';
export { type AccountsService, createAccountsService } from './accounts.service.ts';
export { accountsCapability } from './capability.ts';
export { actingAccountReaderWith, findAccountAsManager } from './feature-flags.repository.ts';
export type { FeatureFlagsService } from './feature-flags.service.ts';
export {
  type AccountRecord,
  accountExists,
  accountNames,
  addMasteringCredits,
  findIndividualByEmail,
  findIndividualByGoogleSubject,
  findIndividualById,
  type IndividualRow,
  individualCards,
  individualEmailSql,
  individualIdsWithEmailLikeSql,
  individualNameSql,
  insertAccount,
  insertIndividual,
  lockAccount,
  lockIndividualByEmail,
  masteringCreditsOf,
  searchAccountsPage,
  takeMasteringCredit,
  updateIndividual,
} from './identity.repository.ts';
