import { describe, expect, it } from 'vitest';
import { decisionLook, isConfirmedFirst, missingReason, reviewStatusColour } from './review-queue.ts';

describe('the review queue', () => {
  it('makes flagged releases stand out from those waiting', () => {
    expect(reviewStatusColour('review_flagged')).toBe('warning');
    expect(reviewStatusColour('store_review_flagged')).toBe('warning');
    expect(reviewStatusColour('creating_cdc_done')).toBe('info');
    expect(reviewStatusColour('distribution_onsale')).toBe('success');
    expect(reviewStatusColour('not_a_status')).toBe('default');
  });

  it('needs a reason to send back or reject, and none to approve', () => {
    expect(missingReason('sendback', '   ')).toBe(true);
    expect(missingReason('reject', '')).toBe(true);
    expect(missingReason('reject', 'ジャケットに他社のロゴがあります')).toBe(false);
    expect(missingReason('approve', '')).toBe(false);
    expect(missingReason('to_vocaloid_review', '')).toBe(false);
  });

  it('asks before a rejection only', () => {
    expect(isConfirmedFirst('reject')).toBe(true);
    expect(isConfirmedFirst('sendback')).toBe(false);
    expect(isConfirmedFirst('approve')).toBe(false);
  });

  it('makes approving the main button and rejecting a warning red', () => {
    expect(decisionLook('approve')).toEqual({ variant: 'contained', color: 'primary' });
    expect(decisionLook('reject').color).toBe('error');
  });
});
