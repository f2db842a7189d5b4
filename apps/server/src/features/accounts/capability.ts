// The accounts capability: session state, switching accounts, basic info, the account's feature flags.
import { defineCapability } from '../../platform/capability.ts';
import { registerAccountsRoutes } from './accounts.routes.ts';
import { createAccountsService } from './accounts.service.ts';
import { actingAccountReader } from './feature-flags.repository.ts';
import { createFeatureFlagsService } from './feature-flags.service.ts';

export const accountsCapability = defineCapability({
  name: 'accounts',
  actingAccountReader,
  create: ({ db, settings }) => ({
    accounts: createAccountsService({ db, isMaintenance: () => settings.isMaintenance() }),
    featureFlags: createFeatureFlagsService({ db }),
  }),
  routes: (http, { accounts, featureFlags }, { secureCookies }) =>
    registerAccountsRoutes(http, { accounts, featureFlags, secureCookies }),
});
