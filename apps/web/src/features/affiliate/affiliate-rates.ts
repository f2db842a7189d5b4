// The reward table shown to affiliates, from the domain's list (the only place the amounts are written).
import { AFFILIATE_PLAN_REWARD_PERCENT, AFFILIATE_REWARDS, type AffiliateRewardType } from '@otodoke/domain';

/** First-year rewards, in the order a person reads a price list. */
export const FIRST_YEAR_REWARDS = [
  'single_one_year',
  'album_one_year',
  'ringtone_one_year',
  'music_video_ten_minutes_or_less',
  'music_video_thirty_minutes_or_less',
  'music_video_thirty_minutes_over',
  'live_concert_video',
] as const satisfies ReadonlyArray<Exclude<AffiliateRewardType, 'all'>>;

export const rewardOf = (type: (typeof FIRST_YEAR_REWARDS)[number]): number => AFFILIATE_REWARDS[type];

export const PLAN_REWARD_PERCENT = AFFILIATE_PLAN_REWARD_PERCENT;

/** The i18n key of a reward type as the API names it (unknown types read as the plan reward). */
export const rewardTypeKey = (type: string): `affiliate.types.${AffiliateRewardType}` =>
  type in AFFILIATE_REWARDS || type === 'all'
    ? (`affiliate.types.${type as AffiliateRewardType}` as const)
    : 'affiliate.types.all';
