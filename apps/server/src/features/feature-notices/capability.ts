// The feature-notices capability: "tell me when it opens" for the services not built yet, and the short addresses
// of the public feature pages.
import { defineCapability } from '../../platform/capability.ts';
import { registerFeatureNoticesRoutes } from './feature-notices.routes.ts';
import { createFeatureNoticesService } from './feature-notices.service.ts';

export const featureNoticesCapability = defineCapability({
  name: 'feature-notices',
  create: ({ db, mailer, config, now }) => ({
    notices: createFeatureNoticesService({ db, mailer, publicUrl: config.publicUrl, ...(now ? { now } : {}) }),
  }),
  routes: (http, { notices }) => registerFeatureNoticesRoutes(http, { notices }),
});
