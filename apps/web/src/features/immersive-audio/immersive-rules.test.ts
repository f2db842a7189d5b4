// The buttons an edition shows for each action status, and when the page polls its file check.
import { IMMERSIVE_AUDIO_SONG_STATUS as S } from '@otodoke/domain';
import { describe, expect, it } from 'vitest';
import {
  editionActionsOf,
  editionIdFrom,
  type ImmersiveSong,
  isVerificationInProgress,
  refreshIntervalOf,
  songStatusColourOf,
  verificationColourOf,
} from './immersive-rules.ts';

type Song = Pick<ImmersiveSong, 'actionStatus' | 'verificationStatus' | 'statusCode'>;
const song = (over: Partial<Song>): Song => ({
  actionStatus: 'editable',
  verificationStatus: 'none',
  statusCode: S.creating,
  ...over,
});

describe('what an edition lets the person do', () => {
  it('creating with no file: upload and delete, no payment yet', () => {
    expect(editionActionsOf(song({}), true)).toEqual({
      canUpload: true,
      isResend: false,
      canPay: false,
      canDelete: true,
    });
  });

  it('verified before payment: pay, upload another file, delete', () => {
    expect(editionActionsOf(song({ verificationStatus: 'verification_success' }), true)).toEqual({
      canUpload: true,
      isResend: false,
      canPay: true,
      canDelete: true,
    });
  });

  it('refused by the check: upload a corrected file, no payment', () => {
    const actions = editionActionsOf(song({ verificationStatus: 'verification_failed' }), true);
    expect(actions.canUpload).toBe(true);
    expect(actions.canPay).toBe(false);
  });

  it('while the file is checked (readonly from the server) nothing can be done', () => {
    for (const verificationStatus of ['verification_queued', 'verifying'] as const) {
      expect(editionActionsOf(song({ actionStatus: 'readonly', verificationStatus }), true)).toEqual({
        canUpload: false,
        isResend: false,
        canPay: false,
        canDelete: false,
      });
      // Even an editable answer does not offer upload or payment while a check runs.
      const editable = editionActionsOf(song({ verificationStatus }), true);
      expect(editable.canUpload || editable.canPay || editable.canDelete).toBe(false);
    }
  });

  it('payment waiting: pay again, not delete; payment failed: pay again or give it up', () => {
    const waiting = song({
      actionStatus: 'paymentModifiable',
      statusCode: S.payment_waiting,
      verificationStatus: 'verification_success',
    });
    expect(editionActionsOf(waiting, true)).toEqual({
      canUpload: false,
      isResend: false,
      canPay: true,
      canDelete: false,
    });
    const failed = { ...waiting, statusCode: S.payment_failure };
    expect(editionActionsOf(failed, true)).toMatchObject({ canPay: true, canDelete: true });
  });

  it('on sale: an updated file can be sent, nothing to pay or delete', () => {
    const onSale = song({
      actionStatus: 'resendable',
      statusCode: S.distribution_onsale,
      verificationStatus: 'verification_success',
    });
    expect(editionActionsOf(onSale, true)).toEqual({
      canUpload: true,
      isResend: true,
      canPay: false,
      canDelete: false,
    });
  });

  it('taken down (readonly): nothing', () => {
    const down = song({ actionStatus: 'readonly', statusCode: S.takedown_admin });
    expect(Object.values(editionActionsOf(down, true)).some(Boolean)).toBe(false);
  });

  it('a member without the edit permission gets no button whatever the status', () => {
    for (const actionStatus of ['creatable', 'editable', 'paymentModifiable', 'resendable'] as const) {
      expect(Object.values(editionActionsOf(song({ actionStatus }), false)).some(Boolean)).toBe(false);
    }
  });
});

describe('the file check', () => {
  it('is followed only while it is uploading, queued or verifying', () => {
    expect(isVerificationInProgress('uploading')).toBe(true);
    expect(isVerificationInProgress('verification_queued')).toBe(true);
    expect(isVerificationInProgress('verifying')).toBe(true);
    for (const done of ['none', 'verification_success', 'verification_failed', 'verify_operation_failed'] as const) {
      expect(isVerificationInProgress(done)).toBe(false);
    }
  });

  it('is read again while checked, and once paid until the stores have it; otherwise never', () => {
    const at = { statusCode: S.creating, deliveredAt: null } as const;
    expect(refreshIntervalOf({ ...at, verificationStatus: 'verifying' })).toBe(2000);
    expect(refreshIntervalOf({ ...at, verificationStatus: 'verification_success' })).toBe(0);
    expect(refreshIntervalOf({ ...at, verificationStatus: 'verification_failed' })).toBe(0);
    const paid = { statusCode: S.payment_success, verificationStatus: 'verification_success' } as const;
    expect(refreshIntervalOf({ ...paid, deliveredAt: null })).toBe(5000);
    expect(refreshIntervalOf({ ...paid, deliveredAt: '2026-11-26T16:00:32.943Z' })).toBe(0);
    expect(
      refreshIntervalOf({ ...paid, statusCode: S.distribution_onsale, deliveredAt: '2026-11-26T16:00:32.943Z' }),
    ).toBe(0);
  });

  it('colours: running blue, passed green, refused red; on sale green, payment failed red', () => {
    expect(verificationColourOf('verifying')).toBe('info');
    expect(verificationColourOf('verification_success')).toBe('success');
    expect(verificationColourOf('verification_failed')).toBe('error');
    expect(songStatusColourOf('distribution_onsale')).toBe('success');
    expect(songStatusColourOf('payment_failure')).toBe('error');
    expect(songStatusColourOf('payment_waiting')).toBe('warning');
    expect(songStatusColourOf('payment_success')).toBe('info');
  });

  it('reads the open edition from ?id= and ignores anything else', () => {
    expect(editionIdFrom(new URLSearchParams('id=12'))).toBe(12);
    expect(editionIdFrom(new URLSearchParams('id=0'))).toBeNull();
    expect(editionIdFrom(new URLSearchParams('id=abc'))).toBeNull();
    expect(editionIdFrom(new URLSearchParams(''))).toBeNull();
  });
});
