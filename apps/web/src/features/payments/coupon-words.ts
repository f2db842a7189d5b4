// Coupons in words: what they take off, what they are for, until when, and whether they can be used now.
import { COUPON_CATEGORIES, COUPON_PRODUCTS, COUPON_UNUSABLE_REASONS, isOneOf } from '@otodoke/domain';
import type { TFunction } from 'i18next';
import type { Language } from '../../app/constants.ts';
import { currentLanguage } from '../../app/i18n/format.ts';
import { lastDayOf } from './japan-time.ts';
import { formatYen } from './payment-words.ts';

type Discount = { discountAmount: number | null; discountPercent: number | null };

/**
 * "500円引き（税抜価格から）" or "10%オフ"; amounts come off the price before tax. `short` drops that note, for the
 * operators' list, who know it.
 */
export function couponDiscountText(coupon: Discount, t: TFunction, short = false): string {
  if (coupon.discountAmount !== null) {
    const amount = formatYen(coupon.discountAmount, currentLanguage(t));
    return short ? t('payments.coupons.amountOffShort', { amount }) : t('payments.coupons.amountOff', { amount });
  }
  if (coupon.discountPercent !== null) return t('payments.coupons.percentOff', { percent: coupon.discountPercent });
  return '—';
}

/** "配信料（シングル）", "Unlimited プラン". */
export function couponTargetText(coupon: { category: string; product: string | null }, t: TFunction): string {
  const category = isOneOf(COUPON_CATEGORIES, coupon.category)
    ? t(`payments.coupons.categories.${coupon.category}`)
    : coupon.category;
  if (coupon.product === null) return category;
  const product = isOneOf(COUPON_PRODUCTS, coupon.product)
    ? t(`payments.coupons.couponProducts.${coupon.product}`)
    : coupon.product;
  return t('payments.coupons.categoryWithProduct', { category, product });
}

/** "2025/12/31まで" (the last day, Japan time) or "期限なし". */
export function couponValidUntilText(validUntil: string | null, language: Language, t: TFunction): string {
  return validUntil
    ? t('payments.coupons.until', { date: lastDayOf(validUntil, language) })
    : t('payments.coupons.noEnd');
}

export type CouponStateName = 'usable' | (typeof COUPON_UNUSABLE_REASONS)[number];

export function couponStateOf(state: string): CouponStateName {
  if (state === 'usable') return 'usable';
  return isOneOf(COUPON_UNUSABLE_REASONS, state) ? state : 'not_found';
}

export function couponStateText(state: string, t: TFunction): string {
  return t(`payments.coupons.states.${couponStateOf(state)}`);
}
