import { describe, expect, it } from 'vitest';
import { tEn, tJa } from '../../shell/test-translations.ts';
import { graceEndsAt, type RenewalStage, renewalFixedAt, renewalNoticeOf } from './renewal-state.ts';

const TERM_ENDS = '2026-03-31T15:00:00.000Z';
const distribution = (status: string, allowed: { pay?: boolean; cancel?: boolean } = {}) => ({
  status,
  termEndsAt: TERM_ENDS,
  canPayRenewal: allowed.pay ?? false,
  canCancelRenewal: allowed.cancel ?? false,
});

describe('the renewal of a release paid per release', () => {
  it('says which stage the renewal is at, from the status', () => {
    expect(renewalNoticeOf(distribution('renewal_editable_unsettled', { pay: true, cancel: true }))?.stage).toBe(
      'open',
    );
    expect(renewalNoticeOf(distribution('renewal_uneditable_unsettled', { pay: true }))?.stage).toBe('fixed');
    expect(renewalNoticeOf(distribution('renewal_payment_failure', { pay: true }))?.stage).toBe('grace');
    expect(renewalNoticeOf(distribution('renewal_editable_settled'))?.stage).toBe('paid');
    expect(renewalNoticeOf(distribution('renewal_uneditable_settled'))?.stage).toBe('paid');
    expect(renewalNoticeOf(distribution('renewal_canceled'))?.stage).toBe('notRenewed');
  });

  it('warns louder as the end comes near: open, then fixed, then the grace period', () => {
    expect(renewalNoticeOf(distribution('renewal_editable_unsettled', { pay: true, cancel: true }))?.severity).toBe(
      'info',
    );
    expect(renewalNoticeOf(distribution('renewal_uneditable_unsettled', { pay: true }))?.severity).toBe('warning');
    expect(renewalNoticeOf(distribution('renewal_payment_failure', { pay: true }))?.severity).toBe('error');
    expect(renewalNoticeOf(distribution('renewal_editable_settled'))?.severity).toBe('success');
  });

  it('says nothing about renewal for a release on sale outside the renewal, or under an unlimited plan', () => {
    expect(renewalNoticeOf(distribution('distribution_onsale'))).toBeNull();
    expect(renewalNoticeOf({ ...distribution('distribution_onsale'), termEndsAt: null })).toBeNull();
  });

  it('follows what the server allows when the status is one this build does not know', () => {
    expect(renewalNoticeOf(distribution('renewal_future_status', { pay: true }))?.stage).toBe('fixed');
    expect(renewalNoticeOf(distribution('renewal_future_status', { pay: true, cancel: true }))?.stage).toBe('open');
  });

  it('gives 14 days of grace after the term and fixes the renewal 7 days before it ends', () => {
    expect(graceEndsAt(TERM_ENDS).toISOString()).toBe('2026-04-14T15:00:00.000Z');
    expect(renewalFixedAt(TERM_ENDS).toISOString()).toBe('2026-03-24T15:00:00.000Z');
    const notice = renewalNoticeOf(distribution('renewal_payment_failure', { pay: true }));
    expect(notice?.termEndsAt?.toISOString()).toBe(TERM_ENDS);
    expect(notice?.graceEndsAt?.toISOString()).toBe('2026-04-14T15:00:00.000Z');
  });

  it('has the words of every stage in both languages', () => {
    const stages: RenewalStage[] = ['open', 'fixed', 'grace', 'paid', 'notRenewed'];
    for (const stage of stages) {
      for (const t of [tJa, tEn]) {
        const body = t(`distribution.renewal.${stage}.body`, { termEnds: 'END', fixedAt: 'FIX', graceEnds: 'GRACE' });
        expect(body).toContain('END');
        expect(t(`distribution.renewal.${stage}.title`)).not.toContain('distribution.');
      }
    }
    expect(tJa('distribution.renewal.grace.body', { termEnds: '2026/04/01', graceEnds: '2026/04/15' })).toContain(
      '2026/04/15 までに更新料をお支払いいただけない場合',
    );
  });
});
