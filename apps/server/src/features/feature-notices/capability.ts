// The feature-notices capability: "tell me when it opens" for the services not built yet, and the short addresses
// of the public feature pages; for operators, the sign-ups per service and the opening notice.
import { defineCapability } from '../../platform/capability.ts';
import { createFeatureNoticesAdmin } from './feature-notices.admin.ts';
import { registerFeatureNoticesRoutes } from './feature-notices.routes.ts';
import { createFeatureNoticesService } from './feature-notices.service.ts';

export const featureNoticesCapability = defineCapability({
  name: 'feature-notices',
  create: ({ db, mailer, config, now }) => ({
    notices: createFeatureNoticesService({ db, mailer, publicUrl: config.publicUrl, ...(now ? { now } : {}) }),
    noticesAdmin: createFeatureNoticesAdmin({ db, mailer, publicUrl: config.publicUrl, ...(now ? { now } : {}) }),
  }),
  routes: (http, { notices, noticesAdmin }) => registerFeatureNoticesRoutes(http, { notices, noticesAdmin }),
});
