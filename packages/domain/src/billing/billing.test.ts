import { describe, expect, it } from 'vitest';
import { PAYMENT_ORDER_STATUS_NAMES, PLAN_NAMES } from '../enumerations/plan-payment.ts';
import { corporateNumberCheckDigit, isValidInvoiceRegistrationNumber } from './invoice-number.ts';
import {
  canMovePaymentOrder,
  FINAL_PAYMENT_ORDER_STATUSES,
  PAYMENT_ORDER_TRANSITIONS,
} from './payment-order-machine.ts';
import { planUnavailableReasons } from './plan-availability.ts';
import { ADD_ON_PRICES, PAY_PRODUCT_PRICES, PLANS } from './prices.ts';
import { formatTaxIncluded, invoiceTotal, taxOn } from './tax.ts';

describe('prices and tax', () => {
  it('keeps every price a whole number of yen', () => {
    for (const price of [...Object.values(PAY_PRODUCT_PRICES), ...Object.values(ADD_ON_PRICES)]) {
      expect(Number.isSafeInteger(price) && price > 0).toBe(true);
    }
    for (const name of PLAN_NAMES) expect(Number.isSafeInteger(PLANS[name].yearlyPrice)).toBe(true);
  });

  it('takes the tax once per invoice on the sum, rounding down', () => {
    expect(taxOn(1_500)).toBe(150);
    expect(taxOn(999)).toBe(99);
    // Per-line rounding would give 99 + 99 = 198; the invoice rule gives 199.
    expect(invoiceTotal([999, 999])).toEqual({ net: 1_998, tax: 199, gross: 2_197, ratePercent: 10 });
    expect(() => taxOn(1.5)).toThrow(RangeError);
    expect(formatTaxIncluded(PAY_PRODUCT_PRICES.single, 'ja')).toBe('¥1,650（税込）');
    expect(formatTaxIncluded(PAY_PRODUCT_PRICES.album, 'en')).toBe('¥5,500 (tax incl.)');
  });
});

describe('invoice registration numbers', () => {
  it('checks the digit the way the National Tax Agency assigns it', () => {
    // The National Tax Agency's own corporate number.
    expect(corporateNumberCheckDigit('000012050002')).toBe(7);
    expect(isValidInvoiceRegistrationNumber('T7000012050002')).toBe(true);
    expect(isValidInvoiceRegistrationNumber('T8000012050002')).toBe(false);
    expect(isValidInvoiceRegistrationNumber('7000012050002')).toBe(false);
  });
});

describe('payment orders', () => {
  it('moves only along the table, and never out of a final status', () => {
    expect(canMovePaymentOrder('entried', 'wait_auth', 'gateway')).toBe(true);
    expect(canMovePaymentOrder('wait_auth', 'paid', 'gateway')).toBe(true);
    expect(canMovePaymentOrder('wait_auth', 'paid', 'user')).toBe(false);
    expect(canMovePaymentOrder('entried', 'expired', 'system')).toBe(true);
    for (const final of FINAL_PAYMENT_ORDER_STATUSES) {
      expect(
        PAYMENT_ORDER_TRANSITIONS.some(([from]) => from === final),
        final,
      ).toBe(false);
      for (const to of PAYMENT_ORDER_STATUS_NAMES) expect(canMovePaymentOrder(final, to, 'system')).toBe(false);
    }
  });
});

describe('plan availability', () => {
  const person = {
    currentPlan: 'payper' as const,
    personCompanyType: 'person' as const,
    artistCount: 1,
    memberCount: 0,
    hasWaitingPlanPayment: false,
  };

  it('gives each of the spec reasons where it applies', () => {
    expect(planUnavailableReasons('unlimited_starter', person)).toEqual([]);
    expect(planUnavailableReasons('unlimited_enterprise', person)).toEqual(['only_available_for_company_account']);
    const company = { ...person, personCompanyType: 'company' as const };
    expect(planUnavailableReasons('unlimited_starter', company)).toEqual(['only_available_for_person_account']);
    expect(planUnavailableReasons('unlimited_starter', { ...person, artistCount: 2 })).toEqual(['exceed_artist_count']);
    expect(planUnavailableReasons('unlimited_standard', { ...person, memberCount: 4 })).toEqual([
      'exceed_member_count',
    ]);
    expect(planUnavailableReasons('unlimited_standard', { ...company, currentPlan: 'unlimited_pro' })).toEqual([
      'cannot_downgrade_than_current_plan',
    ]);
    expect(planUnavailableReasons('unlimited_enterprise', { ...company, currentPlan: 'unlimited_pro' })).toEqual([
      'cannot_direct_upgrade_from_pro_to_enterprise',
    ]);
    expect(planUnavailableReasons('unlimited_pro', { ...person, hasWaitingPlanPayment: true })).toEqual([
      'exist_waiting_plan_payment',
    ]);
  });
});
