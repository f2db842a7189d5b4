// Moves of an edition's song status, all through the domain's transition table: the payment's outcome (billing's
// events), the stores' acknowledgement (distribution calls markImmersiveDelivered), and the redelivery it asks for.
import {
  IMMERSIVE_AUDIO_SONG_STATUS,
  IMMERSIVE_AUDIO_VERIFICATION_STATUS,
  type ImmersiveSongEvent,
  immersiveAudioSongStatusName,
  nextStatusCode,
  RELEASE_STATUS,
} from '@otodoke/domain';
import type { Executor } from '../../platform/db/client.ts';
import type { Events } from '../../platform/events/events.ts';
import type { ImmersiveSongRow } from './immersive.repository.ts';
import * as repo from './immersive.repository.ts';

/** A move the table refuses: a bug or a stale event, never a silent write. */
export class ImmersiveMoveRefused extends Error {
  constructor(from: number, event: ImmersiveSongEvent) {
    super(`immersive song status ${immersiveAudioSongStatusName(from) ?? from} has no move '${event}'`);
    this.name = 'ImmersiveMoveRefused';
  }
}

/** Applies `events` in order along the table and writes the status (with `values`) once. */
export async function moveEdition(
  tx: Executor,
  row: ImmersiveSongRow,
  events: ImmersiveSongEvent[],
  values: Partial<Pick<ImmersiveSongRow, 'paidAt' | 'deliveredAt'>> = {},
): Promise<ImmersiveSongRow> {
  let status = row.status;
  for (const event of events) {
    const to = nextStatusCode(status, event);
    if (to === null) throw new ImmersiveMoveRefused(status, event);
    status = to;
  }
  return repo.updateEdition(tx, row.id, { status, ...values });
}

/** The release is out at the stores (on sale, or in its renewal period): an edition joins it as an update. */
export const isReleaseOut = (releaseStatus: number) =>
  releaseStatus === RELEASE_STATUS.distribution_onsale ||
  (releaseStatus >= RELEASE_STATUS.renewal_hidden_settled &&
    releaseStatus <= RELEASE_STATUS.renewal_payment_failure &&
    releaseStatus !== RELEASE_STATUS.renewal_canceled);

/**
 * A paid, verified edition of a release that is out: distribution re-sends the release (subscribed to the event).
 * A release not out yet carries the edition in its first delivery (delivery-reads.ts).
 */
export async function askRedeliveryIfOut(tx: Executor, events: Pick<Events, 'publish'>, row: ImmersiveSongRow) {
  if (row.status !== IMMERSIVE_AUDIO_SONG_STATUS.payment_success) return;
  if (row.verificationStatus !== IMMERSIVE_AUDIO_VERIFICATION_STATUS.verification_success) return;
  const song = (await repo.songReleasesOf(tx, [row.songId])).get(row.songId);
  if (!song || !isReleaseOut(Number(song.release_status))) return;
  await events.publish(tx, 'immersive.ready', {
    release_id: row.releaseId,
    account_id: row.accountId,
    immersive_song_id: row.id,
  });
}

/** billing's `payment.settled` for an 'immersive' order, in the paid transaction: the edition is paid (310). */
export async function editionPaid(
  tx: Executor,
  events: Pick<Events, 'publish'>,
  immersiveSongId: number,
  at: Date,
): Promise<void> {
  const row = await repo.lockEdition(tx, immersiveSongId);
  if (!row) return;
  const name = immersiveAudioSongStatusName(row.status);
  // A checkout that paid at once (balance, a coupon for all of it) settles before the edition was marked waiting.
  const moves: ImmersiveSongEvent[] =
    name === 'creating' || name === 'payment_failure'
      ? ['payment_started', 'payment_succeeded']
      : name === 'payment_waiting'
        ? ['payment_succeeded']
        : [];
  if (moves.length === 0) return;
  const paid = await moveEdition(tx, row, moves, { paidAt: at });
  await askRedeliveryIfOut(tx, events, paid);
}

/** billing's `payment.closed`: an order given up or expired leaves the edition waiting for another payment (320). */
export async function editionPaymentClosed(tx: Executor, immersiveSongId: number): Promise<void> {
  const row = await repo.lockEdition(tx, immersiveSongId);
  if (!row) return;
  const name = immersiveAudioSongStatusName(row.status);
  if (name === 'payment_waiting') await moveEdition(tx, row, ['payment_failed']);
  // Declined before the edition was marked waiting (the checkout's own transaction answered first).
  else if (name === 'creating') await moveEdition(tx, row, ['payment_started', 'payment_failed']);
}

/**
 * The stores acknowledged the release's delivery: its paid, verified editions are on sale (450). Distribution calls
 * this from its outcome handling, in the transaction that records the acknowledgement.
 */
export async function markImmersiveDelivered(tx: Executor, releaseId: number, at = new Date()): Promise<number> {
  const rows = await repo.lockReleaseEditions(tx, releaseId, [
    IMMERSIVE_AUDIO_SONG_STATUS.payment_success,
    IMMERSIVE_AUDIO_SONG_STATUS.renewal_payment_success,
  ]);
  let moved = 0;
  for (const row of rows) {
    if (row.verificationStatus !== IMMERSIVE_AUDIO_VERIFICATION_STATUS.verification_success) continue;
    await moveEdition(tx, row, ['delivered'], { deliveredAt: at });
    moved += 1;
  }
  return moved;
}
