import { describe, expect, it } from 'vitest';
import { couponBodyFrom, emptyCouponForm, formFieldOf } from './admin-coupon-form.ts';

describe('the operators coupon form', () => {
  it('sends an amount coupon for any product with the defaults', () => {
    const values = { ...emptyCouponForm('2025-04-01'), code: ' spring-500 ', discountValue: '500' };
    expect(couponBodyFrom(values)).toEqual({
      code: 'spring-500',
      description: '',
      category: 'distribution',
      product: null,
      discountAmount: 500,
      discountPercent: null,
      validFrom: '2025-04-01',
      validUntil: null,
      maxUses: null,
      maxUsesPerAccount: 1,
    });
  });

  it('sends a percentage, a last day and limits as typed', () => {
    const body = couponBodyFrom({
      ...emptyCouponForm('2025-04-01'),
      code: 'PLAN10',
      category: 'unlimited_plan',
      product: 'single',
      discountKind: 'percent',
      discountValue: '10',
      validUntil: '2025-04-30',
      maxUses: '100',
      maxUsesPerAccount: '2',
    });
    expect(body).toMatchObject({
      product: null,
      discountAmount: null,
      discountPercent: 10,
      validUntil: '2025-04-30',
      maxUses: 100,
      maxUsesPerAccount: 2,
    });
  });

  it('keeps a product on distribution coupons', () => {
    const body = couponBodyFrom({ ...emptyCouponForm('2025-04-01'), product: 'album', discountValue: '1000' });
    expect(body.product).toBe('album');
  });

  it('leaves a blank per-account limit to the API default and a blank discount for the API to refuse', () => {
    const body = couponBodyFrom({ ...emptyCouponForm('2025-04-01'), maxUsesPerAccount: ' ' });
    expect('maxUsesPerAccount' in body).toBe(false);
    expect([body.discountAmount, body.discountPercent]).toEqual([null, null]);
  });

  it('shows API field errors next to the field that caused them', () => {
    expect(formFieldOf('discountAmount')).toBe('discountValue');
    expect(formFieldOf('discountPercent')).toBe('discountValue');
    expect(formFieldOf('validUntil')).toBe('validUntil');
    expect(formFieldOf('code')).toBe('code');
    expect(formFieldOf('somethingElse')).toBeNull();
  });
});
