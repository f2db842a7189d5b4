// The web's view (camelCase) of the plan and payment wire types, named once for the feature.
import type {
  calculatePlanAmount,
  checkPlansAvailable,
  getMyCard,
  getPlanSummary,
  listPlanActiveArtists,
  payForPlan,
} from '@otodoke/contract';
import type { ApiResult, CallArgs } from '../../app/api-client.ts';

export type PlanSummary = ApiResult<typeof getPlanSummary>;
export type PlanAvailability = ApiResult<typeof checkPlansAvailable>['plans'][number];
export type ActiveArtists = ApiResult<typeof listPlanActiveArtists>;
export type PaymentQuote = ApiResult<typeof calculatePlanAmount>;
export type PaymentOrderView = ApiResult<typeof payForPlan>;
export type CardState = ApiResult<typeof getMyCard>;

type PlanPaymentBody = NonNullable<CallArgs<typeof payForPlan>['body']>;
export type PlanPurchase = PlanPaymentBody['purchase'];
export type CheckoutMethod = PlanPaymentBody['method'];
/** The unlimited plans one can buy (every plan but paying per release). */
export type PaidPlan = Extract<PlanPurchase, { kind: 'plan' }>['plan'];
/** Purchases bought by quantity: capacity and mastering credits. */
export type QuantityKind = Exclude<PlanPurchase, { kind: 'plan' }>['kind'];

/** What a checkout pays for: a release under pay per release, a plan, capacity or credits, or an immersive edition. */
export type CheckoutTarget =
  | { kind: 'release'; releaseId: number; title: string }
  | { kind: 'plan'; purchase: PlanPurchase }
  | { kind: 'immersive'; immersiveSongId: number; title: string };
