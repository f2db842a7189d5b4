export { trackingCapability } from './capability.ts';
export { registerTrackingRoutes } from './tracking.routes.ts';
export { createTrackingService, stripHtml, type TrackingService } from './tracking.service.ts';
