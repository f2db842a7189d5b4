import { AFFILIATE_REWARDS } from '@otodoke/domain';
import { describe, expect, it } from 'vitest';
import { FIRST_YEAR_REWARDS, rewardOf, rewardTypeKey } from './affiliate-rates.ts';
import { affiliateEn } from './catalog.en.ts';

describe('the reward table', () => {
  it('lists the first-year reward of every release kind with its domain amount', () => {
    expect(FIRST_YEAR_REWARDS.map(rewardOf)).toEqual([300, 1_000, 200, 1_000, 1_500, 2_000, 1_500]);
  });

  it('has words for every reward type the API can return', () => {
    for (const type of [...Object.keys(AFFILIATE_REWARDS), 'all']) {
      const key = rewardTypeKey(type).split('.')[2] as keyof typeof affiliateEn.types;
      expect(affiliateEn.types[key]).toBeTruthy();
    }
    expect(rewardTypeKey('something_new')).toBe('affiliate.types.all');
  });
});
