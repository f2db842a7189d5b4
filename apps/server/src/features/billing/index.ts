export { deferredPaymentsCountSql } from './admin-counts.ts';
export { AFFILIATE_PAYOUT_QUEUE, type AffiliateService, createAffiliateService } from './affiliate.service.ts';
export { PAYMENT_WEBHOOK_PATH, registerBillingRoutes } from './billing.routes.ts';
export { billingCapability } from './capability.ts';
export { type CardsService, createCardsService } from './cards.service.ts';
export { type CouponsService, createCouponsService } from './coupons.service.ts';
export type { ActivePlanArtist, LockAccount, PlanUsage, RoomCheck } from './passed-reads.ts';
export {
  createPaymentsService,
  PAYMENT_SYNC_QUEUE,
  type PaymentsService,
  PLAN_TERM_QUEUE,
} from './payments.service.ts';
export { assertRoomForArtist, assertRoomForMember, planLimitsOf } from './plan-limits.ts';
export { createPlansService, type PlansService } from './plans.service.ts';
export { hasPaidReleaseOrder, lastOrderStatusBefore } from './release-orders.ts';
