// Coupons, release prices, plan purchases and affiliate rewards: the money rules, on whole yen.
import { describe, expect, it } from 'vitest';
import { affiliateRewardFor } from './affiliate.ts';
import { couponDiscount, couponUnusableReason, normalizeCouponCode } from './coupons.ts';
import { addOneYear, quotePlanPurchase } from './plan-purchase.ts';
import { musicVideoPattern, releaseCouponProduct, releasePriceLines } from './release-price.ts';

const day = 86_400_000;
const coupon = {
  category: 'distribution' as const,
  product: 'single' as const,
  discountAmount: 500,
  discountPercent: null,
  validFrom: new Date('2026-01-01T00:00:00Z'),
  validUntil: new Date('2027-01-01T00:00:00Z'),
  maxUses: 2,
  maxUsesPerAccount: 1,
  disabled: false,
};
const now = new Date('2026-06-01T00:00:00Z');
const single = { category: 'distribution' as const, product: 'single' as const };

describe('coupons', () => {
  it('gives the reason a person can fix first, or null when the coupon applies', () => {
    expect(couponUnusableReason(coupon, single, { total: 0, byAccount: 0 }, now)).toBeNull();
    expect(couponUnusableReason({ ...coupon, disabled: true }, single, { total: 0, byAccount: 0 }, now)).toBe(
      'disabled',
    );
    expect(couponUnusableReason(coupon, single, { total: 0, byAccount: 0 }, new Date('2025-12-31T23:59:59Z'))).toBe(
      'not_started',
    );
    // The end is exclusive.
    expect(couponUnusableReason(coupon, single, { total: 0, byAccount: 0 }, coupon.validUntil)).toBe('expired');
    expect(couponUnusableReason(coupon, single, { total: 1, byAccount: 1 }, now)).toBe('already_used');
    expect(couponUnusableReason(coupon, single, { total: 2, byAccount: 0 }, now)).toBe('used_up');
    expect(
      couponUnusableReason(coupon, { category: 'distribution', product: 'album' }, { total: 0, byAccount: 0 }, now),
    ).toBe('not_applicable');
    expect(
      couponUnusableReason(coupon, { category: 'mastering', product: null }, { total: 0, byAccount: 0 }, now),
    ).toBe('not_applicable');
  });

  it('takes an amount (never more than the price) or a rate rounded down', () => {
    expect(couponDiscount(coupon, 1_500)).toBe(500);
    expect(couponDiscount(coupon, 300)).toBe(300);
    expect(couponDiscount({ discountAmount: null, discountPercent: 15 }, 1_999)).toBe(299);
    expect(() => couponDiscount(coupon, 1.5)).toThrow(RangeError);
    expect(normalizeCouponCode(' ｗｅｌｃｏｍｅ-2026 ')).toBe('WELCOME-2026');
  });
});

describe('release prices', () => {
  it('prices by type, videos by running time, and each main artist after the first', () => {
    expect(releasePriceLines({ type: 'single', mainArtistCount: 1, videoSeconds: 0 })).toEqual([
      { product: 'single', quantity: 1, unitPrice: 1_500, amount: 1_500 },
    ]);
    expect(releasePriceLines({ type: 'mixed_album', mainArtistCount: 3, videoSeconds: 0 })).toEqual([
      { product: 'album', quantity: 1, unitPrice: 5_000, amount: 5_000 },
      { product: 'added_main_artist', quantity: 2, unitPrice: 1_000, amount: 2_000 },
    ]);
    expect([600, 601, 1_800, 1_801].map(musicVideoPattern)).toEqual([
      'music_video_initial_pattern_1',
      'music_video_initial_pattern_2',
      'music_video_initial_pattern_2',
      'music_video_initial_pattern_3',
    ]);
    expect(releaseCouponProduct('karaoke_video')).toBe('karaoke');
    expect(releaseCouponProduct('live_concert_video')).toBe('music-video');
  });
});

describe('plan purchases', () => {
  const term = {
    plan: 'unlimited_standard' as const,
    startsAt: new Date('2026-01-01T00:00:00Z'),
    endsAt: new Date('2027-01-01T00:00:00Z'),
  };

  it('starts a year for a new or returning account', () => {
    const fresh = quotePlanPurchase(
      { kind: 'plan', plan: 'unlimited_pro' },
      { activeTerm: null, hadPlanBefore: false },
      now,
    );
    expect(fresh).toMatchObject({ purchaseType: 'plan_new', lines: [{ product: 'pro_plan', amount: 50_000 }] });
    expect(
      quotePlanPurchase({ kind: 'plan', plan: 'unlimited_pro' }, { activeTerm: null, hadPlanBefore: true }, now),
    ).toMatchObject({ purchaseType: 'plan_return' });
    expect(addOneYear(new Date('2028-02-29T00:00:00Z')).toISOString()).toBe('2029-02-28T00:00:00.000Z');
  });

  it('charges an upgrade the difference for the days left and keeps the term', () => {
    // 214 of 365 days left on 1 June.
    const quote = quotePlanPurchase(
      { kind: 'plan', plan: 'unlimited_pro' },
      { activeTerm: term, hadPlanBefore: false },
      now,
    );
    expect(quote).toMatchObject({ purchaseType: 'plan_upgrade', termEndsAt: term.endsAt });
    expect('lines' in quote && quote.lines[0]!.amount).toBe(Math.floor((30_000 * 214) / 365));
  });

  it('charges the whole difference for a year bought ahead when upgrading, and renews bought capacity', () => {
    const ahead = {
      plan: 'unlimited_standard' as const,
      startsAt: term.endsAt,
      endsAt: new Date('2028-01-01T00:00:00Z'),
    };
    const upgrade = quotePlanPurchase(
      { kind: 'plan', plan: 'unlimited_pro' },
      { activeTerm: term, hadPlanBefore: false, futureTerms: [ahead] },
      now,
    );
    expect('lines' in upgrade && upgrade.lines.map((l) => l.amount)).toEqual([
      Math.floor((30_000 * 214) / 365),
      30_000,
    ]);
    const late = new Date(term.endsAt.getTime() - 10 * day);
    const renewal = quotePlanPurchase(
      { kind: 'plan', plan: 'unlimited_standard' },
      { activeTerm: term, hadPlanBefore: false, extraArtists: 2, extraMembers: 1 },
      late,
    );
    expect('lines' in renewal && renewal.lines).toEqual([
      { product: 'standard_plan', quantity: 1, unitPrice: 20_000, amount: 20_000 },
      { product: 'artist_capacity', quantity: 2, unitPrice: 2_000, amount: 4_000 },
      { product: 'member_capacity', quantity: 1, unitPrice: 1_000, amount: 1_000 },
    ]);
  });

  it('opens renewal 60 days before the end and adds the next year', () => {
    expect(
      quotePlanPurchase({ kind: 'plan', plan: 'unlimited_standard' }, { activeTerm: term, hadPlanBefore: false }, now),
    ).toEqual({
      refusal: 'renewal_not_open',
    });
    const late = new Date(term.endsAt.getTime() - 59 * day);
    expect(
      quotePlanPurchase({ kind: 'plan', plan: 'unlimited_standard' }, { activeTerm: term, hadPlanBefore: false }, late),
    ).toMatchObject({
      purchaseType: 'plan_renewal',
      termStartsAt: term.endsAt,
      termEndsAt: new Date('2028-01-01T00:00:00Z'),
    });
  });

  it('prices capacity to the end of the term, and needs a plan for it', () => {
    const quote = quotePlanPurchase(
      { kind: 'artist_capacity', quantity: 2 },
      { activeTerm: term, hadPlanBefore: false },
      now,
    );
    expect(quote).toMatchObject({
      purchaseType: 'artist_capacity',
      lines: [{ quantity: 2, unitPrice: Math.floor((2_000 * 214) / 365) }],
    });
    expect(
      quotePlanPurchase({ kind: 'member_capacity', quantity: 1 }, { activeTerm: null, hadPlanBefore: false }, now),
    ).toEqual({
      refusal: 'no_active_plan',
    });
    expect(
      quotePlanPurchase({ kind: 'mastering_credit', quantity: 0 }, { activeTerm: null, hadPlanBefore: false }, now),
    ).toEqual({
      refusal: 'invalid_quantity',
    });
  });
});

describe('affiliate rewards', () => {
  it('rewards a release by its product and a plan by a share of its net price', () => {
    expect(affiliateRewardFor({ kind: 'release', purchaseType: null, net: 1_500, firstProduct: 'single' })).toEqual({
      type: 'single_one_year',
      amount: 300,
    });
    expect(
      affiliateRewardFor({ kind: 'plan', purchaseType: 'plan_new', net: 8_000, firstProduct: 'standard_plan' }),
    ).toEqual({
      type: 'all',
      amount: 800,
    });
    expect(
      affiliateRewardFor({
        kind: 'plan',
        purchaseType: 'mastering_credit',
        net: 1_000,
        firstProduct: 'mastering_credit',
      }),
    ).toBeNull();
  });
});
