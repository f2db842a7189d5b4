import { describe, expect, it } from 'vitest';
import { tEn, tJa } from '../../shell/test-translations.ts';
import {
  couponDiscountText,
  couponStateOf,
  couponStateText,
  couponTargetText,
  couponValidUntilText,
} from './coupon-words.ts';
import { formatJapanDateTime, japanIsoDate, lastDayOf } from './japan-time.ts';

describe('coupons in words', () => {
  it('says an amount off (before tax) or a percentage off', () => {
    expect(couponDiscountText({ discountAmount: 500, discountPercent: null }, tJa)).toBe('500円引き（税抜価格から）');
    expect(couponDiscountText({ discountAmount: 1000, discountPercent: null }, tEn)).toBe('¥1,000 off (before tax)');
    expect(couponDiscountText({ discountAmount: 500, discountPercent: null }, tJa, true)).toBe('500円引き');
    expect(couponDiscountText({ discountAmount: null, discountPercent: 10 }, tJa)).toBe('10%オフ');
    expect(couponDiscountText({ discountAmount: null, discountPercent: 25 }, tEn)).toBe('25% off');
  });

  it('says what a coupon is for, with the product of a distribution coupon', () => {
    expect(couponTargetText({ category: 'distribution', product: 'single' }, tJa)).toBe('配信料（シングル）');
    expect(couponTargetText({ category: 'distribution', product: 'music-video' }, tEn)).toBe(
      'Distribution fees (music videos)',
    );
    expect(couponTargetText({ category: 'unlimited_plan', product: null }, tJa)).toBe('Unlimited プラン');
  });

  it('shows the last day a coupon works, in Japan time', () => {
    // Ends at the Japan midnight after 31 January.
    expect(couponValidUntilText('2025-01-31T15:00:00.000Z', 'ja', tJa)).toBe('2025/01/31まで');
    expect(couponValidUntilText('2025-01-31T15:00:00.000Z', 'en', tEn)).toBe('Until Jan 31, 2025');
    expect(couponValidUntilText(null, 'ja', tJa)).toBe('期限なし');
  });

  it('names each state, and treats an unknown one as not usable', () => {
    expect(couponStateText('usable', tJa)).toBe('利用できます');
    expect(couponStateText('already_used', tJa)).toBe('使用済み');
    expect(couponStateText('expired', tEn)).toBe('Expired');
    expect(couponStateOf('mystery')).toBe('not_found');
  });
});

describe('Japan time', () => {
  it('writes deadlines in Japan time whatever the browser zone', () => {
    expect(formatJapanDateTime('2025-06-30T14:59:00.000Z', 'ja')).toBe('2025/06/30 23:59（日本時間）');
    expect(lastDayOf('2025-07-01T15:00:00.000Z', 'ja')).toBe('2025/07/01');
    expect(japanIsoDate(new Date('2025-03-31T15:30:00.000Z'))).toBe('2025-04-01');
  });
});
