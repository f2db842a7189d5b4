// An edition follows its release's renewal and takedown by its own fee, and only along the transition table.
import { describe, expect, it } from 'vitest';
import { IMMERSIVE_AUDIO_SONG_STATUS as S } from '../enumerations/immersive-mastering.ts';
import { RELEASE_STATUS_NAMES } from '../enumerations/release.ts';
import {
  followReleaseEvents,
  immersiveRenewalPaidEvent,
  isImmersiveRenewalPayable,
  paidForNextTerm,
} from './follow-release.ts';
import { immersiveActionStatus, nextStatus } from './song-status.ts';

const V_OK = 300;

describe('an immersive edition following its release', () => {
  it('owes its own fee when the renewal opens, unless its last payment was inside the window', () => {
    expect(
      followReleaseEvents(S.distribution_onsale, 'distribution_onsale', 'renewal_editable_unsettled', false),
    ).toEqual(['renewal_editable_unsettled']);
    // The release's fee being paid does not pay the edition's, and the reverse.
    expect(
      followReleaseEvents(S.distribution_onsale, 'distribution_onsale', 'renewal_editable_settled', false),
    ).toEqual(['renewal_editable_unsettled']);
    expect(
      followReleaseEvents(S.distribution_onsale, 'distribution_onsale', 'renewal_editable_unsettled', true),
    ).toEqual(['renewal_editable_settled']);
    // The release settling keeps the edition where it is; the release being fixed moves the edition's phase only.
    expect(
      followReleaseEvents(
        S.renewal_editable_unsettled,
        'renewal_editable_unsettled',
        'renewal_editable_settled',
        false,
      ),
    ).toEqual([]);
    expect(
      followReleaseEvents(
        S.renewal_editable_settled,
        'renewal_editable_unsettled',
        'renewal_uneditable_unsettled',
        false,
      ),
    ).toEqual(['renewal_uneditable_settled']);
    expect(
      followReleaseEvents(
        S.renewal_editable_unsettled,
        'renewal_editable_settled',
        'renewal_uneditable_settled',
        false,
      ),
    ).toEqual(['renewal_uneditable_unsettled']);
  });

  it('stays on sale when paid and leaves the stores when not, at the end of the term', () => {
    expect(
      followReleaseEvents(S.renewal_uneditable_settled, 'renewal_uneditable_settled', 'renewal_payment_success', false),
    ).toEqual(['renewal_paid']);
    expect(
      followReleaseEvents(
        S.renewal_uneditable_unsettled,
        'renewal_uneditable_settled',
        'renewal_payment_success',
        false,
      ),
    ).toEqual(['renewal_payment_failed']);
    expect(
      followReleaseEvents(S.renewal_payment_success, 'renewal_payment_success', 'distribution_onsale', false),
    ).toEqual(['delivered']);
    expect(
      followReleaseEvents(S.renewal_payment_failure, 'renewal_payment_success', 'distribution_onsale', false),
    ).toEqual(['takedown_started']);
    // An edition paid during the window and not yet delivered keeps waiting for its delivery.
    expect(followReleaseEvents(S.payment_success, 'renewal_payment_success', 'distribution_onsale', false)).toEqual([]);
  });

  it('goes down with its release, with the release takedown mode', () => {
    for (const status of [S.distribution_onsale, S.renewal_editable_unsettled, S.payment_success, S.renewal_canceled]) {
      expect(followReleaseEvents(status, 'distribution_onsale', 'takedown_processing', false)).toEqual([
        'takedown_started',
      ]);
    }
    expect(followReleaseEvents(S.takedown_processing, 'takedown_processing', 'takedown_admin', false)).toEqual([
      'takedown_admin',
    ]);
    // Not paid yet: nothing at the stores to take down (and it can no longer be paid: the release ended).
    expect(followReleaseEvents(S.creating, 'distribution_onsale', 'takedown_processing', false)).toEqual([]);
    expect(followReleaseEvents(S.payment_waiting, 'distribution_onsale', 'takedown_processing', false)).toEqual([]);
  });

  it('asks only for moves the transition table has, whatever the release does', () => {
    const editions = Object.values(S);
    for (const edition of editions) {
      for (const from of RELEASE_STATUS_NAMES) {
        for (const to of RELEASE_STATUS_NAMES) {
          for (const prepaid of [false, true]) {
            let status: ReturnType<typeof nextStatus> | number = edition;
            for (const event of followReleaseEvents(edition, from, to, prepaid)) {
              status = nextStatus(status as NonNullable<typeof status>, event);
              expect(status, `${edition} on release ${from} → ${to}: ${event}`).not.toBeNull();
            }
          }
        }
      }
    }
  });

  it('is payable exactly while its own fee is owed, and the user sees a payment to make', () => {
    expect(immersiveRenewalPaidEvent(S.renewal_editable_unsettled)).toBe('renewal_editable_settled');
    expect(immersiveRenewalPaidEvent(S.renewal_uneditable_unsettled)).toBe('renewal_uneditable_settled');
    expect(immersiveRenewalPaidEvent(S.renewal_payment_failure)).toBe('renewal_paid');
    expect(immersiveRenewalPaidEvent(S.renewal_editable_settled)).toBeNull();
    expect(immersiveRenewalPaidEvent(S.distribution_onsale)).toBeNull();
    expect(isImmersiveRenewalPayable(S.renewal_hidden_unsettled)).toBe(true);
    expect(isImmersiveRenewalPayable(S.renewal_canceled)).toBe(false);
    expect(immersiveActionStatus(S.renewal_editable_unsettled, V_OK)).toBe('paymentModifiable');
    expect(immersiveActionStatus(S.renewal_payment_failure, V_OK)).toBe('paymentModifiable');
    expect(immersiveActionStatus(S.renewal_editable_settled, V_OK)).toBe('readonly');
  });

  it('counts a payment inside the last 60 days of the term for the next term', () => {
    const termEnds = new Date('2027-06-01T00:00:00Z');
    expect(paidForNextTerm(new Date('2027-04-15T00:00:00Z'), termEnds)).toBe(true);
    expect(paidForNextTerm(new Date('2027-03-01T00:00:00Z'), termEnds)).toBe(false);
    expect(paidForNextTerm(null, termEnds)).toBe(false);
    expect(paidForNextTerm(new Date(), null)).toBe(false);
  });
});
