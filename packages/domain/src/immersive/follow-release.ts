// How an immersive edition follows its release's renewal and takedown (docs/decisions/0025). The edition's year is
// its release's term: when the release's renewal opens, each edition on sale owes its own yearly price, paid or not
// independently of the release's fee; at the term's end a paid edition stays on sale with the release, an unpaid
// one is taken off the stores (the release stays), and when the release is taken down its editions go with it.
// Every move these rules ask for is one of the transition table's (song-status.ts).

import {
  type ImmersiveAudioSongStatusName,
  immersiveAudioSongStatusName,
} from '../enumerations/immersive-mastering.ts';
import type { ReleaseStatusName } from '../enumerations/release.ts';
import { RENEWAL_OPENS_DAYS_BEFORE } from '../release/distribution.ts';
import type { ImmersiveSongEvent } from './song-status.ts';

type S = ImmersiveAudioSongStatusName;

const DAY_MS = 86_400_000;

/** The renewal period's steps: the phase (the release's) and whether the edition's own fee is paid. */
const RENEWAL_STEP: Readonly<Partial<Record<S, { phase: 'hidden' | 'editable' | 'uneditable'; settled: boolean }>>> = {
  renewal_hidden_settled: { phase: 'hidden', settled: true },
  renewal_hidden_unsettled: { phase: 'hidden', settled: false },
  renewal_editable_settled: { phase: 'editable', settled: true },
  renewal_editable_unsettled: { phase: 'editable', settled: false },
  renewal_uneditable_settled: { phase: 'uneditable', settled: true },
  renewal_uneditable_unsettled: { phase: 'uneditable', settled: false },
};

const RELEASE_RENEWAL_PHASE: Readonly<Partial<Record<ReleaseStatusName, 'hidden' | 'editable' | 'uneditable'>>> = {
  renewal_hidden_settled: 'hidden',
  renewal_hidden_unsettled: 'hidden',
  renewal_editable_settled: 'editable',
  renewal_editable_unsettled: 'editable',
  renewal_uneditable_settled: 'uneditable',
  renewal_uneditable_unsettled: 'uneditable',
};

const TAKEDOWN_ENDS: ReadonlySet<string> = new Set([
  'takedown_expire_user',
  'takedown_expire_nopayment',
  'takedown_usercontact',
  'takedown_admin',
]);

/** At the stores with the release: a takedown of the release reaches it. */
const AT_STORES: ReadonlySet<S> = new Set<S>([
  'payment_success',
  'distribution_onsale',
  'renewal_hidden_settled',
  'renewal_hidden_unsettled',
  'renewal_editable_settled',
  'renewal_editable_unsettled',
  'renewal_uneditable_settled',
  'renewal_uneditable_unsettled',
  'renewal_payment_success',
  'renewal_payment_failure',
  'renewal_canceled',
]);

/**
 * The event that settles the edition's own yearly fee from `status`, or null when it owes none: its release's renewal
 * is open and the edition's fee is unpaid, or the term ended unpaid and the release is in its grace period.
 */
export function immersiveRenewalPaidEvent(status: number): ImmersiveSongEvent | null {
  const name = immersiveAudioSongStatusName(status);
  if (name === 'renewal_payment_failure') return 'renewal_paid';
  const step = name ? RENEWAL_STEP[name] : undefined;
  if (!step || step.settled) return null;
  return `renewal_${step.phase}_settled` as ImmersiveSongEvent;
}

/** The edition owes its yearly fee now (see immersiveRenewalPaidEvent). */
export const isImmersiveRenewalPayable = (status: number): boolean => immersiveRenewalPaidEvent(status) !== null;

/**
 * A payment made within the renewal window of the release's term (60 days before its end) covers the next term too:
 * an edition first paid that late is not asked to pay again a few weeks later.
 */
export function paidForNextTerm(paidAt: Date | null, termEndsAt: Date | null): boolean {
  if (!paidAt || !termEndsAt) return false;
  return paidAt.getTime() >= termEndsAt.getTime() - RENEWAL_OPENS_DAYS_BEFORE * DAY_MS;
}

/**
 * The edition's events when its release moved from `releaseFrom` to `releaseTo` (empty: the edition stays). `prepaid`
 * tells, for an edition on sale when the renewal opens, that its last payment already covers the next term.
 */
export function followReleaseEvents(
  edition: number,
  releaseFrom: ReleaseStatusName,
  releaseTo: ReleaseStatusName,
  prepaid: boolean,
): ImmersiveSongEvent[] {
  const name = immersiveAudioSongStatusName(edition);
  if (!name) return [];
  if (releaseTo === 'takedown_processing') {
    return AT_STORES.has(name) ? ['takedown_started'] : [];
  }
  if (TAKEDOWN_ENDS.has(releaseTo)) {
    return name === 'takedown_processing' ? [releaseTo as ImmersiveSongEvent] : [];
  }
  const phase = RELEASE_RENEWAL_PHASE[releaseTo];
  if (phase) {
    const step = RENEWAL_STEP[name];
    if (!step && name !== 'distribution_onsale') return [];
    const settled = step ? step.settled : prepaid;
    const to = `renewal_${phase}_${settled ? 'settled' : 'unsettled'}` as S;
    return to === name ? [] : [to as ImmersiveSongEvent];
  }
  // The release's term ended (paid, or unpaid and in its grace): each edition by its own fee.
  if (releaseTo === 'renewal_payment_success' || releaseTo === 'renewal_payment_failure') {
    const step = RENEWAL_STEP[name];
    if (!step) return [];
    return [step.settled ? 'renewal_paid' : 'renewal_payment_failed'];
  }
  if (releaseTo === 'renewal_canceled') {
    return RENEWAL_STEP[name] ? ['renewal_canceled'] : [];
  }
  // The release is on sale for its next term: a renewed edition stays on sale, an unpaid one leaves the stores.
  if (releaseTo === 'distribution_onsale' && releaseFrom === 'renewal_payment_success') {
    if (name === 'renewal_payment_success') return ['delivered'];
    if (name === 'renewal_payment_failure') return ['takedown_started'];
  }
  return [];
}
