// The banks capability: Zengin bank and branch look-up for payout accounts.
import { defineCapability } from '../../platform/capability.ts';
import { registerBanksRoutes } from './banks.routes.ts';
import { createBanksService } from './banks.service.ts';

export const banksCapability = defineCapability({
  name: 'banks',
  create: () => ({ banks: createBanksService() }),
  routes: (http, { banks }) => registerBanksRoutes(http, { banks }),
});
