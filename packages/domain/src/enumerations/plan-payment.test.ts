import { describe, expect, it } from 'vitest';
import {
  PAYMENT_ORDER_STATUS,
  PAYMENT_ORDER_STATUS_GROUPS,
  PAYMENT_ORDER_STATUS_NAMES,
  paymentOrderStatusGroup,
  paymentOrderStatusName,
} from './plan-payment.ts';

describe('payment order statuses', () => {
  it('pairs the spec names and codes in order', () => {
    expect(Object.entries(PAYMENT_ORDER_STATUS)).toEqual([
      ['created', 100],
      ['entried', 110],
      ['wait_auth', 210],
      ['authed', 220],
      ['paid', 300],
      ['expired', 400],
      ['canceled', 500],
    ]);
    expect(paymentOrderStatusName(300)).toBe('paid');
    expect(paymentOrderStatusName(301)).toBeUndefined();
  });

  it.each([
    ['created', 'processing'],
    ['entried', 'processing'],
    ['wait_auth', 'processing'],
    ['authed', 'processing'],
    ['paid', 'paid'],
    ['expired', 'canceled'],
    ['canceled', 'canceled'],
  ] as const)('%s belongs to %s', (status, group) => {
    expect(paymentOrderStatusGroup(status)).toBe(group);
    expect(paymentOrderStatusGroup(PAYMENT_ORDER_STATUS[status])).toBe(group);
  });

  it('maps every status into a known group and leaves unknown codes out', () => {
    for (const name of PAYMENT_ORDER_STATUS_NAMES) {
      expect(PAYMENT_ORDER_STATUS_GROUPS).toContain(paymentOrderStatusGroup(name));
    }
    expect(paymentOrderStatusGroup(999)).toBeUndefined();
  });
});
