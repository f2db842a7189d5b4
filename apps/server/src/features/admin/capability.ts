// The admin capability: maintenance, account search and takeover, the console's counts.
import { defineCapability } from '../../platform/capability.ts';
import { registerAdminRoutes } from './admin.routes.ts';
import { createAdminService } from './admin.service.ts';

export const adminCapability = defineCapability({
  name: 'admin',
  create: ({ db, settings, now }) => ({ admin: createAdminService({ db, settings, now }) }),
  routes: (http, { admin }) => registerAdminRoutes(http, { admin }),
});
