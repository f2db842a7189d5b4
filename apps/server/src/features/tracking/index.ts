export { registerTrackingRoutes } from './tracking.routes.ts';
export { createTrackingService, stripHtml, type TrackingService } from './tracking.service.ts';
