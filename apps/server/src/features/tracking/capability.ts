// The tracking capability: where visitors came from (via) and the browser's error log.
import { defineCapability } from '../../platform/capability.ts';
import { registerTrackingRoutes } from './tracking.routes.ts';
import { createTrackingService } from './tracking.service.ts';

export const trackingCapability = defineCapability({
  name: 'tracking',
  create: ({ db }) => ({ tracking: createTrackingService({ db }) }),
  routes: (http, { tracking }, { secureCookies }) => registerTrackingRoutes(http, { tracking, secureCookies }),
});
