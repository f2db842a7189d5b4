// The affiliate programme's rewards: what an inviting account earns when an account it brought pays
// (docs/decisions/0008-payments-and-coupons.md). Yen, without tax; paid into the balance after the hold.
import type { AffiliateRewardType, PayProductType } from '../enumerations/plan-payment.ts';

/** Rewards wait this long before they are paid into the balance (a payment can still be disputed until then). */
export const AFFILIATE_HOLD_DAYS = 30;

export const AFFILIATE_REWARDS: Readonly<Record<Exclude<AffiliateRewardType, 'all'>, number>> = {
  single_one_year: 300,
  single_two_years: 500,
  single_three_years: 700,
  album_one_year: 1_000,
  album_two_years: 1_800,
  album_three_years: 2_500,
  ringtone_one_year: 200,
  ringtone_two_years: 350,
  ringtone_three_years: 500,
  music_video_ten_minutes_or_less: 1_000,
  music_video_thirty_minutes_or_less: 1_500,
  music_video_thirty_minutes_over: 2_000,
  live_concert_video: 1_500,
};

/** Plans ("all" releases of the invited account for a year) earn a share of what was paid. */
export const AFFILIATE_PLAN_REWARD_PERCENT = 10;

/** The reward a release product earns (its first year). */
export const affiliateRewardTypeOf = (product: PayProductType): Exclude<AffiliateRewardType, 'all'> | null => {
  switch (product) {
    case 'single':
      return 'single_one_year';
    case 'album':
      return 'album_one_year';
    case 'ringtone':
      return 'ringtone_one_year';
    case 'music_video_initial_pattern_1':
      return 'music_video_ten_minutes_or_less';
    case 'music_video_initial_pattern_2':
      return 'music_video_thirty_minutes_or_less';
    case 'music_video_initial_pattern_3':
      return 'music_video_thirty_minutes_over';
    case 'live_concert_video':
      return 'live_concert_video';
    case 'youtube_sr_user_initial':
      return null;
  }
};

/** What an order earns its inviter: by the release product, or a share of a plan's net price; null: nothing. */
export const affiliateRewardFor = (order: {
  kind: 'release' | 'plan';
  purchaseType: string | null;
  net: number;
  firstProduct: string | null;
}): { type: AffiliateRewardType; amount: number } | null => {
  // Nothing paid, nothing earned; and never more than was paid.
  if (order.net <= 0) return null;
  if (order.kind === 'plan') {
    if (!order.purchaseType?.startsWith('plan_')) return null;
    const amount = Math.floor((order.net * AFFILIATE_PLAN_REWARD_PERCENT) / 100);
    return amount > 0 ? { type: 'all', amount } : null;
  }
  const type = order.firstProduct ? affiliateRewardTypeOf(order.firstProduct as PayProductType) : null;
  return type ? { type, amount: Math.min(AFFILIATE_REWARDS[type], order.net) } : null;
};

/** Invite codes: 8 letters and digits without look-alikes (0/O, 1/I/L). */
export const AFFILIATE_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const AFFILIATE_CODE_PATTERN = /^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{8}$/;
