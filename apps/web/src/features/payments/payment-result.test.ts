import { describe, expect, it } from 'vitest';
import { canCancel, isSettling, nextPollDelay, POLL_INTERVAL_MS, resultViewOf } from './payment-result.ts';

const konbini = {
  type: 'konbini' as const,
  expiresAt: '2025-06-30T14:59:00.000Z',
  voucherUrl: 'http://localhost/voucher',
  stores: [{ store: 'lawson', confirmationNumber: '1234', paymentCode: '5678' }],
};
const payeasy = {
  type: 'payeasy' as const,
  expiresAt: '2025-06-30T14:59:00.000Z',
  voucherUrl: 'http://localhost/voucher',
  billerNumber: '58091',
  customerNumber: '123',
  confirmationNumber: '456',
};
const redirect = { type: 'redirect' as const, url: 'http://localhost/3ds' };

describe('which result the page shows', () => {
  it('shows success, numbers to pay with, authentication, or failure', () => {
    expect(resultViewOf({ status: 'paid', nextAction: null })).toBe('paid');
    expect(resultViewOf({ status: 'wait_auth', nextAction: konbini })).toBe('konbini');
    expect(resultViewOf({ status: 'wait_auth', nextAction: payeasy })).toBe('payeasy');
    expect(resultViewOf({ status: 'wait_auth', nextAction: redirect })).toBe('authenticate');
    expect(resultViewOf({ status: 'wait_auth', nextAction: null })).toBe('waiting');
    expect(resultViewOf({ status: 'expired', nextAction: null })).toBe('failed');
    expect(resultViewOf({ status: 'canceled', nextAction: null })).toBe('failed');
    for (const status of ['created', 'entried', 'authed']) {
      expect(resultViewOf({ status, nextAction: null }), status).toBe('processing');
    }
  });

  it('asks again every 2 s only while the gateway or the buyer is about to decide', () => {
    expect(isSettling({ status: 'entried', nextAction: null })).toBe(true);
    expect(isSettling({ status: 'wait_auth', nextAction: redirect })).toBe(true);
    expect(isSettling({ status: 'wait_auth', nextAction: konbini })).toBe(false);
    expect(isSettling({ status: 'paid', nextAction: null })).toBe(false);
    expect(nextPollDelay({ status: 'authed', nextAction: null }, 0)).toBe(POLL_INTERVAL_MS);
    expect(nextPollDelay({ status: 'canceled', nextAction: null }, 0)).toBeNull();
  });

  it('gives up after about a minute', () => {
    expect(nextPollDelay({ status: 'created', nextAction: null }, 57_000)).toBe(POLL_INTERVAL_MS);
    expect(nextPollDelay({ status: 'created', nextAction: null }, 59_000)).toBeNull();
  });

  it('offers cancelling only for payments that still wait for the buyer', () => {
    expect(canCancel({ status: 'wait_auth', nextAction: konbini })).toBe(true);
    expect(canCancel({ status: 'wait_auth', nextAction: redirect })).toBe(true);
    expect(canCancel({ status: 'paid', nextAction: null })).toBe(false);
    expect(canCancel({ status: 'entried', nextAction: null })).toBe(false);
  });
});

describe('orders accepted for later settlement', () => {
  it('show as accepted and are not polled', () => {
    const order = { status: 'authed' as const, nextAction: null, method: 'monthly_bill' };
    expect(resultViewOf(order)).toBe('accepted');
    expect(isSettling(order)).toBe(false);
    expect(resultViewOf({ ...order, method: 'card' })).toBe('processing');
  });
});
