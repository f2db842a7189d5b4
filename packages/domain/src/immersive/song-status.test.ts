// The immersive edition's transition table: the way from creation to sale, renewal and takedown, what it refuses,
// and what the user may do in each status.
import { describe, expect, it } from 'vitest';
import { IMMERSIVE_AUDIO_SONG_STATUS } from '../enumerations/immersive-mastering.ts';
import {
  canChangeFile,
  canDeleteEdition,
  IMMERSIVE_SONG_TRANSITIONS,
  immersiveActionStatus,
  nextStatus,
  nextStatusCode,
} from './song-status.ts';

describe('immersive song status', () => {
  it('goes from creation through payment to sale', () => {
    expect(nextStatus('creating', 'payment_started')).toBe('payment_waiting');
    expect(nextStatus('payment_waiting', 'payment_succeeded')).toBe('payment_success');
    expect(nextStatus('payment_waiting', 'payment_failed')).toBe('payment_failure');
    expect(nextStatus('payment_failure', 'payment_started')).toBe('payment_waiting');
    expect(nextStatus('payment_success', 'delivered')).toBe('distribution_onsale');
    expect(nextStatusCode(300, 'payment_succeeded')).toBe(310);
  });

  it('refuses moves the table does not have, and unknown codes', () => {
    expect(nextStatus('creating', 'payment_succeeded')).toBeNull();
    expect(nextStatus('creating', 'delivered')).toBeNull();
    expect(nextStatus('distribution_onsale', 'payment_started')).toBeNull();
    expect(nextStatus('takedown_admin', 'delivered')).toBeNull();
    expect(nextStatus(999, 'delivered')).toBeNull();
  });

  it('follows its release through renewal and takedown', () => {
    expect(nextStatus('distribution_onsale', 'renewal_editable_unsettled')).toBe('renewal_editable_unsettled');
    expect(nextStatus('renewal_editable_unsettled', 'renewal_paid')).toBe('renewal_payment_success');
    expect(nextStatus('renewal_payment_success', 'delivered')).toBe('distribution_onsale');
    expect(nextStatus('renewal_hidden_unsettled', 'renewal_payment_failed')).toBe('renewal_payment_failure');
    expect(nextStatus('renewal_canceled', 'takedown_started')).toBe('takedown_processing');
    expect(nextStatus('distribution_onsale', 'takedown_started')).toBe('takedown_processing');
    expect(nextStatus('takedown_processing', 'takedown_expire_nopayment')).toBe('takedown_expire_nopayment');
  });

  it('a new file on sale waits for its redelivery', () => {
    expect(nextStatus('distribution_onsale', 'file_resent')).toBe('payment_success');
  });

  it('every status of the spec is reached by some move, and every move is unique', () => {
    const reached = new Set(IMMERSIVE_SONG_TRANSITIONS.map(([, , to]) => to));
    for (const name of Object.keys(IMMERSIVE_AUDIO_SONG_STATUS)) {
      if (name !== 'creating') expect(reached.has(name as never), name).toBe(true);
    }
    const keys = IMMERSIVE_SONG_TRANSITIONS.map(([from, event]) => `${from}:${event}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('says what the user may do in each status', () => {
    expect(immersiveActionStatus(null, 0)).toBe('creatable');
    expect(immersiveActionStatus(100, 0)).toBe('editable');
    expect(immersiveActionStatus(100, 200)).toBe('readonly');
    expect(immersiveActionStatus(100, 210)).toBe('readonly');
    expect(immersiveActionStatus(300, 300)).toBe('paymentModifiable');
    expect(immersiveActionStatus(320, 300)).toBe('paymentModifiable');
    expect(immersiveActionStatus(450, 300)).toBe('resendable');
    expect(immersiveActionStatus(310, 300)).toBe('readonly');
    expect(immersiveActionStatus(590, 300)).toBe('readonly');
    expect(canChangeFile(100, 220)).toBe(true);
    expect(canChangeFile(450, 300)).toBe(true);
    expect(canChangeFile(300, 300)).toBe(false);
    expect(canDeleteEdition(100)).toBe(true);
    expect(canDeleteEdition(320)).toBe(true);
    expect(canDeleteEdition(300)).toBe(false);
    expect(canDeleteEdition(450)).toBe(false);
  });
});
