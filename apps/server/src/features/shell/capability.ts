// The shell capability: the web app's HTML shell for every page (head tags, the session state inline) and, outside
// production, the development mailbox. It comes last: it answers what no other route does.
import { defineCapability } from '../../platform/capability.ts';
import type { AccountsService } from '../accounts/index.ts';
import { registerDevMailbox } from './dev-mailbox.ts';
import { registerShell } from './shell.routes.ts';
import { registerSiteRoutes } from './site.routes.ts';

export const shellCapability = defineCapability({
  name: 'shell',
  needs: ['accounts'],
  create: (_kernel, { accounts }: { accounts: { accounts: AccountsService } }) => ({ accounts: accounts.accounts }),
  routes: async (http, { accounts }, { config, db, settings, demoSignIn, integrations, pages }) => {
    if (!config.isProduction) registerDevMailbox(http, db);
    registerSiteRoutes(http, { publicUrl: config.publicUrl, isProduction: config.isProduction, pages });
    await registerShell(http, {
      accounts,
      distDir: config.webDistDir,
      publicUrl: config.publicUrl,
      isProduction: config.isProduction,
      bindHost: config.host,
      isMaintenance: () => settings.isMaintenance(),
      pages,
      demoSignIn: config.isProduction ? null : demoSignIn,
      googleIsSimulator: integrations.openId.isSimulator,
      seller: config.seller,
      supportEmail: config.supportEmail,
    });
  },
});
