// The notices capability: operators' popups and one-time alerts as the signed-in account sees them (targeting,
// display once or until read, read and clicked parts), the operators' popup preview and counts per entry.
import { defineCapability } from '../../../platform/capability.ts';
import { registerNoticesRoutes } from './notices.routes.ts';
import { createNoticesService } from './notices.service.ts';

export const noticesCapability = defineCapability({
  name: 'notices',
  create: ({ db, now }) => ({ notices: createNoticesService({ db, now }) }),
  routes: (http, { notices }) => registerNoticesRoutes(http, { notices }),
});
