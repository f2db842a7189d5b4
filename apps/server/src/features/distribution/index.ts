// Public face of review and delivery to stores.

export { deliveryProblemsCountSql } from './admin-counts.ts';
export { distributionCapability } from './capability.ts';
export {
  createDeliveryService,
  DELIVERY_PREPARE_MAX_SECONDS,
  DELIVERY_PREPARE_QUEUE,
  DELIVERY_SEND_MAX_SECONDS,
  DELIVERY_SEND_QUEUE,
  type DeliveryService,
} from './delivery.service.ts';
export { registerDistributionRoutes } from './distribution.routes.ts';
export { type DistributionRound, distributionRound, startDistributionTicker } from './distribution-worker.ts';
export { createOwnerService, type OwnerService } from './owner.service.ts';
export { createRenewalService, type RenewalService } from './renewal.service.ts';
export { createReviewService, type ReviewService } from './review.service.ts';
