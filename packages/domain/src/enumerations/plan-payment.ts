import { invertCodes } from './helpers.ts';

/** Products bought by the unit on top of a plan: artist and member capacity, mastering credits. */
export const ADD_ON_PRODUCT_TYPES = [
  'artist_capacity',
  'member_capacity',
  'mastering_credit',
  'mastering_credit_36',
] as const;
export type AddOnProductType = (typeof ADD_ON_PRODUCT_TYPES)[number];

export const PRODUCT_TYPES = [
  ...ADD_ON_PRODUCT_TYPES,
  'starter_plan',
  'standard_plan',
  'pro_plan',
  'enterprise_plan',
] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

export const PLAN_NAMES = [
  'payper',
  'unlimited_starter',
  'unlimited_standard',
  'unlimited_pro',
  'unlimited_enterprise',
] as const;
export type PlanName = (typeof PLAN_NAMES)[number];

export const PLAN_UNAVAILABLE_REASONS = [
  'cannot_direct_upgrade_from_pro_to_enterprise',
  'exceed_artist_count',
  'exceed_member_count',
  'cannot_downgrade_than_current_plan',
  'only_available_for_person_account',
  'only_available_for_company_account',
  'exist_waiting_plan_payment',
] as const;
export type PlanUnavailableReason = (typeof PLAN_UNAVAILABLE_REASONS)[number];

export const PURCHASE_TYPES = [
  'plan_new',
  'plan_return',
  'plan_upgrade',
  'artist_capacity',
  'member_capacity',
  'plan_renewal',
  'mastering_credit',
  'mastering_credit_36',
] as const;
export type PurchaseType = (typeof PURCHASE_TYPES)[number];

export const PAY_PRODUCT_TYPES = [
  'album',
  'single',
  'ringtone',
  'live_concert_video',
  'youtube_sr_user_initial',
  'music_video_initial_pattern_1',
  'music_video_initial_pattern_2',
  'music_video_initial_pattern_3',
] as const;
export type PayProductType = (typeof PAY_PRODUCT_TYPES)[number];

/** Every product an order line can name: a release's product, its extra main artists, plans, capacity, credits. */
export const PRODUCT_IDS = [...PAY_PRODUCT_TYPES, 'added_main_artist', ...PRODUCT_TYPES] as const;
export type ProductId = (typeof PRODUCT_IDS)[number];

export const PAY_METHODS = [
  'card',
  'conveni',
  'payeasy',
  'carrier',
  'revenue_share',
  'by_oem',
  'monthly_bill',
  'balance',
] as const;
export type PayMethod = (typeof PAY_METHODS)[number];

/**
 * Payment order statuses. The spec lists names and codes in the same order
 * without pairing them; we pair them positionally, which also reads naturally
 * (created < entried < waiting < authed < paid, then the two terminal failures).
 */
export const PAYMENT_ORDER_STATUS = {
  created: 100,
  entried: 110,
  wait_auth: 210,
  authed: 220,
  paid: 300,
  expired: 400,
  canceled: 500,
} as const;
export type PaymentOrderStatusName = keyof typeof PAYMENT_ORDER_STATUS;
export type PaymentOrderStatusCode = (typeof PAYMENT_ORDER_STATUS)[PaymentOrderStatusName];
export const PAYMENT_ORDER_STATUS_NAMES = Object.keys(PAYMENT_ORDER_STATUS) as readonly PaymentOrderStatusName[];

const PAYMENT_ORDER_STATUS_BY_CODE = invertCodes(PAYMENT_ORDER_STATUS);
export const paymentOrderStatusName = (code: number): PaymentOrderStatusName | undefined =>
  PAYMENT_ORDER_STATUS_BY_CODE.get(code);

export const PAYMENT_ORDER_STATUS_GROUPS = ['processing', 'canceled', 'paid'] as const;
export type PaymentOrderStatusGroup = (typeof PAYMENT_ORDER_STATUS_GROUPS)[number];

const GROUP_OF_STATUS: Readonly<Record<PaymentOrderStatusName, PaymentOrderStatusGroup>> = {
  created: 'processing',
  entried: 'processing',
  wait_auth: 'processing',
  authed: 'processing',
  paid: 'paid',
  // An expired order can no longer be paid, so users see it as cancelled.
  expired: 'canceled',
  canceled: 'canceled',
};

/** Accepts a status name or its numeric code; unknown codes give undefined. */
export const paymentOrderStatusGroup = (
  status: PaymentOrderStatusName | number,
): PaymentOrderStatusGroup | undefined => {
  const name = typeof status === 'number' ? paymentOrderStatusName(status) : status;
  return name === undefined ? undefined : GROUP_OF_STATUS[name];
};

export const COUPON_PRODUCTS = ['single', 'album', 'music-video', 'karaoke', 'ringtone'] as const;
export type CouponProduct = (typeof COUPON_PRODUCTS)[number];

export const COUPON_CATEGORIES = ['distribution', 'youtube', 'videokicks', 'unlimited_plan', 'mastering'] as const;
export type CouponCategory = (typeof COUPON_CATEGORIES)[number];

export const AFFILIATE_REWARD_TYPES = [
  'all',
  'single_one_year',
  'single_two_years',
  'single_three_years',
  'album_one_year',
  'album_two_years',
  'album_three_years',
  'ringtone_one_year',
  'ringtone_two_years',
  'ringtone_three_years',
  'music_video_ten_minutes_or_less',
  'music_video_thirty_minutes_or_less',
  'music_video_thirty_minutes_over',
  'live_concert_video',
] as const;
export type AffiliateRewardType = (typeof AFFILIATE_REWARD_TYPES)[number];
