import { PURCHASE_TYPES as DOMAIN_PURCHASE_TYPES, PRODUCT_LABELS } from '@otodoke/domain';
import { describe, expect, it } from 'vitest';
import { plansEn } from './catalog.en.ts';
import { plansJa } from './catalog.ja.ts';
import {
  canPay,
  isRenewalOpen,
  LINE_PRODUCTS,
  lineProductOf,
  PURCHASE_TYPES,
  parseQuantity,
  planActionOf,
  purchaseTypeOf,
  releasePaymentState,
  usagePercent,
} from './plan-labels.ts';

describe('words for order lines', () => {
  it('has catalogue words for every product an order can name', () => {
    expect([...LINE_PRODUCTS].sort()).toEqual(Object.keys(PRODUCT_LABELS).sort());
    expect(plansJa.products[lineProductOf('single')!]).toBe('シングル配信（1年間）');
    expect(plansEn.products[lineProductOf('added_main_artist')!]).toBe('Additional main artist');
    expect(plansJa.products[lineProductOf('standard_plan')!]).toBe('Unlimited Standard プラン（1年間）');
    expect(lineProductOf('something_new')).toBeNull();
  });

  it('names every purchase type', () => {
    expect([...PURCHASE_TYPES].sort()).toEqual([...DOMAIN_PURCHASE_TYPES].sort());
    expect(plansJa.purchaseTypes[purchaseTypeOf('plan_upgrade')!]).toBe('アップグレード');
    expect(purchaseTypeOf(null)).toBeNull();
  });
});

describe('the plan button', () => {
  it('says what choosing the plan would be', () => {
    expect(plansJa.actions[planActionOf('plan_new')!]).toBe('このプランに申し込む');
    expect(plansJa.actions[planActionOf('plan_return')!]).toBe('このプランに再度申し込む');
    expect(plansJa.actions[planActionOf('plan_upgrade')!]).toBe('このプランにアップグレード');
    expect(plansJa.actions[planActionOf('plan_renewal')!]).toBe('このプランを更新する');
    expect(plansEn.actions[planActionOf('plan_renewal')!]).toBe('Renew this plan');
    expect(planActionOf(null)).toBeNull();
    expect(planActionOf('artist_capacity')).toBeNull();
  });
});

describe('paying for a release', () => {
  it('asks for payment while the release waits for it, and points to the open order once there is one', () => {
    expect(releasePaymentState('creating_wait_create_payment')).toBe('due');
    expect(releasePaymentState('refine_wait_create_payment')).toBe('due');
    expect(releasePaymentState('payment_failure')).toBe('failed');
    expect(releasePaymentState('payment_waiting')).toBe('pending');
    expect(releasePaymentState('creating_complete')).toBeNull();
    expect(releasePaymentState('distribution_onsale')).toBeNull();
  });
});

describe('renewal and capacity', () => {
  const summary = { plan: 'unlimited_standard' as const, renewalOpensAt: '2030-03-01T00:00:00Z', waitingOrderId: null };

  it('opens the renewal on renewal_opens_at, never while a plan order waits or for pay per release', () => {
    expect(isRenewalOpen(summary, new Date('2030-02-28T23:59:59Z'))).toBe(false);
    expect(isRenewalOpen(summary, new Date('2030-03-01T00:00:00Z'))).toBe(true);
    expect(isRenewalOpen({ ...summary, waitingOrderId: 9 }, new Date('2030-04-01T00:00:00Z'))).toBe(false);
    expect(isRenewalOpen({ ...summary, plan: 'payper', renewalOpensAt: null }, new Date())).toBe(false);
  });

  it('fills the bar by the share used, and not at all without a limit', () => {
    expect(usagePercent(2, 5)).toBe(40);
    expect(usagePercent(7, 5)).toBe(100);
    expect(usagePercent(3, null)).toBeNull();
    expect(usagePercent(0, 0)).toBe(0);
  });

  it('takes 1 to 100 as a quantity', () => {
    expect(parseQuantity('1')).toBe(1);
    expect(parseQuantity(' 100 ')).toBe(100);
    for (const wrong of ['0', '101', '1.5', '-2', '', 'abc']) expect(parseQuantity(wrong), wrong).toBeNull();
  });
});

describe('who may pay', () => {
  it('lets managers and members with editable payments pay', () => {
    expect(canPay({ isAccountManager: true, permissions: {} })).toBe(true);
    expect(canPay({ isAccountManager: false, permissions: { '4000': 'editable' } })).toBe(true);
    expect(canPay({ isAccountManager: false, permissions: { '4000': 'readonly' } })).toBe(false);
    expect(canPay(null)).toBe(false);
  });
});
