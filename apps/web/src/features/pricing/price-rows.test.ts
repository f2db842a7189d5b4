import { describe, expect, it } from 'vitest';
import { addedArtistPrice, payperPrice, planAudience, planPrice, yen } from './price-rows.ts';

describe('pricing rows', () => {
  it('shows the tax-inclusive price first, from the domain price list', () => {
    expect(payperPrice('single')).toEqual({ gross: 1_650, net: 1_500 });
    expect(payperPrice('album')).toEqual({ gross: 5_500, net: 5_000 });
    expect(addedArtistPrice()).toEqual({ gross: 1_100, net: 1_000 });
    expect(planPrice('unlimited_enterprise')).toEqual({ gross: 165_000, net: 150_000 });
    expect(yen(165_000, 'en')).toBe('¥165,000');
    expect(yen(165_000, 'ja')).toBe('165,000円');
  });

  it('says who each plan is for', () => {
    expect(planAudience('unlimited_starter')).toBe('personOnly');
    expect(planAudience('unlimited_standard')).toBe('everyone');
    expect(planAudience('unlimited_enterprise')).toBe('companyOnly');
  });
});
