export { registerAccountsRoutes } from './accounts.routes.ts';
export { type AccountsService, createAccountsService } from './accounts.service.ts';
export { accountsCapability } from './capability.ts';
export { actingAccountReader, findAccountAsManager } from './feature-flags.repository.ts';
export type { FeatureFlagsService } from './feature-flags.service.ts';
