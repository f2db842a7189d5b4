// Coupon rules: whether a code can pay part of a purchase now, and by how much. Reasons are stable identifiers the
// API returns and the catalogues word (docs/decisions/0008-payments-and-coupons.md).
import type { CouponCategory, CouponProduct } from '../enumerations/plan-payment.ts';

export const COUPON_UNUSABLE_REASONS = [
  'not_found',
  'disabled',
  'not_started',
  'expired',
  'used_up',
  'already_used',
  'not_applicable',
] as const;
export type CouponUnusableReason = (typeof COUPON_UNUSABLE_REASONS)[number];

export type CouponTerms = {
  readonly category: CouponCategory;
  /** For distribution coupons: the release product it is for; null for any. */
  readonly product: CouponProduct | null;
  /** Exactly one of amount (yen off) and percent (rate off) is set. */
  readonly discountAmount: number | null;
  readonly discountPercent: number | null;
  readonly validFrom: Date;
  /** Exclusive end; null: no end. */
  readonly validUntil: Date | null;
  /** Uses over all accounts; null: no limit. */
  readonly maxUses: number | null;
  readonly maxUsesPerAccount: number;
  readonly disabled: boolean;
};

export type CouponPurchase = { readonly category: CouponCategory; readonly product: CouponProduct | null };

export type CouponUsage = { readonly total: number; readonly byAccount: number };

/** Why the coupon cannot be used for this purchase now, or null when it can. Checked in the order a user fixes them. */
export const couponUnusableReason = (
  coupon: CouponTerms,
  purchase: CouponPurchase | null,
  usage: CouponUsage,
  now: Date,
): CouponUnusableReason | null => {
  if (coupon.disabled) return 'disabled';
  if (now < coupon.validFrom) return 'not_started';
  if (coupon.validUntil && now >= coupon.validUntil) return 'expired';
  if (usage.byAccount >= coupon.maxUsesPerAccount) return 'already_used';
  if (coupon.maxUses !== null && usage.total >= coupon.maxUses) return 'used_up';
  if (purchase) {
    if (purchase.category !== coupon.category) return 'not_applicable';
    if (coupon.product !== null && purchase.product !== coupon.product) return 'not_applicable';
  }
  return null;
};

/** Yen off a net subtotal: a fixed amount (never more than the subtotal) or a rate rounded down. */
export const couponDiscount = (
  coupon: Pick<CouponTerms, 'discountAmount' | 'discountPercent'>,
  net: number,
): number => {
  if (!Number.isSafeInteger(net) || net < 0) throw new RangeError('net must be a non-negative whole number of yen');
  if (coupon.discountAmount !== null) return Math.min(net, coupon.discountAmount);
  if (coupon.discountPercent !== null) return Math.floor((net * coupon.discountPercent) / 100);
  return 0;
};

/** Codes are typed by people: case and surrounding spaces do not matter. */
export const normalizeCouponCode = (code: string): string => code.normalize('NFKC').trim().toUpperCase();

export const COUPON_CODE_PATTERN = /^[A-Z0-9][A-Z0-9-]{3,31}$/;
