// Public face of the banks feature: the look-up routes, and findBranch for features that take a bank account (the
// withdrawal checks the bank and branch on the server with it).
export { registerBanksRoutes } from './banks.routes.ts';
export {
  type BankBranch,
  type BankSummary,
  type BanksService,
  type BranchSummary,
  createBanksService,
  findBranch,
  MAJOR_BANK_CODES,
  searchBanks,
  searchBranches,
} from './banks.service.ts';
export { banksCapability } from './capability.ts';
