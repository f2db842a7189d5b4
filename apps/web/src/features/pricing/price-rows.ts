// What the pricing page lists, from the domain's price list (the only place prices are written).
import {
  ADD_ON_PRICES,
  ADDED_MAIN_ARTIST_PRICE,
  PAY_PRODUCT_PRICES,
  PLANS,
  type PlanName,
  taxOn,
} from '@otodoke/domain';

export const PAYPER_ROWS = [
  'single',
  'album',
  'ringtone',
  'live_concert_video',
  'music_video_initial_pattern_1',
  'music_video_initial_pattern_2',
  'music_video_initial_pattern_3',
] as const satisfies ReadonlyArray<keyof typeof PAY_PRODUCT_PRICES>;

export const UNLIMITED_PLANS = [
  'unlimited_starter',
  'unlimited_standard',
  'unlimited_pro',
  'unlimited_enterprise',
] as const satisfies readonly PlanName[];

export const ADD_ON_ROWS = ['artist_capacity', 'member_capacity', 'mastering_credit', 'mastering_credit_36'] as const;

/** Yen in the one style of each language: "1,650円", "¥1,650" (the interface's language by default). */
export { yen } from '../../app/i18n/format.ts';

/** The tax-inclusive amount shown first, and the net amount for the small print. */
export const priceOf = (net: number) => ({ gross: net + taxOn(net), net });

export const payperPrice = (row: (typeof PAYPER_ROWS)[number]) => priceOf(PAY_PRODUCT_PRICES[row]);
export const addedArtistPrice = () => priceOf(ADDED_MAIN_ARTIST_PRICE);
export const addOnPrice = (row: (typeof ADD_ON_ROWS)[number]) => priceOf(ADD_ON_PRICES[row]);
export const planPrice = (plan: (typeof UNLIMITED_PLANS)[number]) => priceOf(PLANS[plan].yearlyPrice);

export const planAudience = (plan: (typeof UNLIMITED_PLANS)[number]): 'personOnly' | 'companyOnly' | 'everyone' => {
  const types = PLANS[plan].accountTypes;
  if (types.length === 2) return 'everyone';
  return types[0] === 'person' ? 'personOnly' : 'companyOnly';
};
