import { describe, expect, it } from 'vitest';
import { isChangeRequested, nextStepAfterSubmit, paymentLock, releaseStatusLabel } from './release-status.ts';

describe('release status in words', () => {
  it('says the status in the interface language', () => {
    expect(releaseStatusLabel('creating', 'ja')).toBe('作成中');
    expect(releaseStatusLabel('distribution_onsale', 'en')).toBe('On sale');
    expect(releaseStatusLabel('some_future_status', 'en')).toBe('some_future_status');
  });

  it('knows whether payment or review comes after a submission', () => {
    expect(nextStepAfterSubmit('creating_wait_create_payment')).toBe('payment');
    expect(nextStepAfterSubmit('refine_wait_create_payment')).toBe('payment');
    expect(nextStepAfterSubmit('creating_complete')).toBe('review');
    expect(nextStepAfterSubmit('refine_complete')).toBe('review');
    expect(nextStepAfterSubmit('distribution_onsale')).toBe('other');
  });

  it('recognises a request for changes', () => {
    expect(isChangeRequested('review_sendback')).toBe(true);
    expect(isChangeRequested('creating')).toBe(false);
  });

  it('locks a release waiting for its payment, with the way out', () => {
    expect(paymentLock('creating_wait_create_payment')).toBe('withdrawable');
    expect(paymentLock('refine_wait_create_payment')).toBe('withdrawable');
    expect(paymentLock('payment_failure')).toBe('withdrawable');
    expect(paymentLock('payment_waiting')).toBe('orderOpen');
    expect(paymentLock('creating')).toBeNull();
    expect(paymentLock('creating_complete')).toBeNull();
    expect(paymentLock('some_future_status')).toBeNull();
  });
});
