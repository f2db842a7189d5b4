// Which catalogue words the plan screens use for the API's identifiers, and small facts derived from a plan summary
// (pure, tested). Unknown identifiers fall back to null so that the screen can show the raw value.
import {
  PURCHASE_TYPES as DOMAIN_PURCHASE_TYPES,
  isOneOf,
  MAX_PURCHASE_QUANTITY,
  PRODUCT_IDS,
  type ProductId,
  type PurchaseType,
} from '@otodoke/domain';
import type { PlanSummary } from './plan-types.ts';

/** Products an order line can name (the domain's product ids); each has words in plans.products (typed t keys). */
export const LINE_PRODUCTS = PRODUCT_IDS;
export type LineProduct = ProductId;

export function lineProductOf(product: string): LineProduct | null {
  return isOneOf(PRODUCT_IDS, product) ? product : null;
}

/** What a plan order can buy (the domain's purchase types); each has words in plans.purchaseTypes. */
export const PURCHASE_TYPES = DOMAIN_PURCHASE_TYPES;
export type PurchaseTypeName = PurchaseType;

export function purchaseTypeOf(value: string | null): PurchaseTypeName | null {
  return value !== null && isOneOf(PURCHASE_TYPES, value) ? value : null;
}

/** The words on a plan's button: what choosing it would be (new, again, upgrade, renewal). */
export type PlanAction = 'new' | 'return' | 'upgrade' | 'renewal';

export function planActionOf(purchaseType: string | null): PlanAction | null {
  switch (purchaseType) {
    case 'plan_new':
      return 'new';
    case 'plan_return':
      return 'return';
    case 'plan_upgrade':
      return 'upgrade';
    case 'plan_renewal':
      return 'renewal';
    default:
      return null;
  }
}

/** Release statuses in which the account is asked to pay (again). */
const PAYMENT_DUE_STATUSES: readonly string[] = [
  'creating_wait_create_payment',
  'refine_wait_create_payment',
  'payment_failure',
];

/** What a release's status means for paying it: due, an order already open, or nothing to pay. */
export function releasePaymentState(status: string): 'due' | 'failed' | 'pending' | null {
  if (status === 'payment_failure') return 'failed';
  if (PAYMENT_DUE_STATUSES.includes(status)) return 'due';
  if (status === 'payment_waiting') return 'pending';
  return null;
}

/** Whether the renewal of the current plan can be bought now (from renewal_opens_at, with no plan order waiting). */
export function isRenewalOpen(
  summary: Pick<PlanSummary, 'plan' | 'renewalOpensAt' | 'waitingOrderId'>,
  now: Date,
): boolean {
  if (summary.plan === 'payper' || summary.renewalOpensAt === null || summary.waitingOrderId !== null) return false;
  return now.getTime() >= new Date(summary.renewalOpensAt).getTime();
}

/** How full a capacity is, 0 to 100, for a progress bar; null without a limit. */
export function usagePercent(used: number, limit: number | null): number | null {
  if (limit === null) return null;
  if (limit <= 0) return used > 0 ? 100 : 0;
  return Math.min(100, Math.max(0, Math.round((used / limit) * 100)));
}

/** Payments and plans (permission 4000). */
export const PAYMENTS_PERMISSION = '4000';

/** Managers always may pay; members need 4000 at editable. Only a hint for the screen: the server decides. */
export function canPay(individual: { isAccountManager: boolean; permissions: Record<string, string> } | null): boolean {
  if (!individual) return false;
  return individual.isAccountManager || individual.permissions[PAYMENTS_PERMISSION] === 'editable';
}

/** What the plan tab sells by the unit (the 36-track pack is bought as one). */
export type QuantityPurchase = 'artist_capacity' | 'member_capacity' | 'mastering_credit';

/** A whole number from 1 to the most the API takes at once, or null. */
export function parseQuantity(text: string): number | null {
  if (!/^\d{1,3}$/.test(text.trim())) return null;
  const value = Number(text.trim());
  return value >= 1 && value <= MAX_PURCHASE_QUANTITY ? value : null;
}
