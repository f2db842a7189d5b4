// Moves of an edition's song status, all through the domain's transition table: the payment's outcome (billing's
// events), the stores' acknowledgement (distribution calls markImmersiveDelivered), and the redelivery it asks for.
import {
  followReleaseEvents,
  IMMERSIVE_AUDIO_SONG_STATUS,
  IMMERSIVE_AUDIO_VERIFICATION_STATUS,
  type ImmersiveAudioFormat,
  type ImmersiveSongEvent,
  immersiveAudioSongStatusName,
  immersiveRenewalPaidEvent,
  isImmersiveRenewalPayable,
  nextStatusCode,
  paidForNextTerm,
  RELEASE_STATUS,
  type ReleaseStatusName,
  storeTakesImmersive,
} from '@otodoke/domain';
import type { Executor } from '../../platform/db/client.ts';
import type { EventPayloads, Events } from '../../platform/events/events.ts';
import { findRelease } from '../releases/index.ts';
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

/**
 * A paid, verified edition: distribution sends the release again, as an update, to the stores of its format that
 * have it or have a message of it on the way (subscribed to the event; a message on its way is followed by the update
 * once accepted). A release with no delivery yet carries the edition in its first delivery (delivery-reads.ts).
 */
export async function askRedelivery(tx: Executor, events: Pick<Events, 'publish'>, row: ImmersiveSongRow) {
  if (row.status !== IMMERSIVE_AUDIO_SONG_STATUS.payment_success) return;
  if (row.verificationStatus !== IMMERSIVE_AUDIO_VERIFICATION_STATUS.verification_success) return;
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
  // A renewal order pays the edition's own yearly fee: it is settled for the release's next term.
  const renewal = immersiveRenewalPaidEvent(row.status);
  const moves: ImmersiveSongEvent[] =
    name === 'creating' || name === 'payment_failure'
      ? ['payment_started', 'payment_succeeded']
      : name === 'payment_waiting'
        ? ['payment_succeeded']
        : renewal
          ? [renewal]
          : [];
  if (moves.length === 0) return;
  const paid = await moveEdition(tx, row, moves, { paidAt: at });
  await askRedelivery(tx, events, paid);
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
 * Distribution moved the release (`release.moved`, in its transaction): its editions follow its renewal and takedown
 * (domain follow-release.ts). An edition whose yearly fee went unpaid leaves the stores while the release stays: an
 * update of the release without it goes to the stores that take its format.
 */
export async function followRelease(
  tx: Executor,
  events: Pick<Events, 'publish'>,
  moved: EventPayloads['release.moved'],
): Promise<void> {
  const rows = await repo.lockReleaseEditions(tx, moved.release_id);
  if (rows.length === 0) return;
  const release = await findRelease(tx, moved.release_id);
  const from = moved.from as ReleaseStatusName;
  const to = moved.to as ReleaseStatusName;
  for (const row of rows) {
    const steps = followReleaseEvents(row.status, from, to, paidForNextTerm(row.paidAt, release?.termEndsAt ?? null));
    if (steps.length === 0) continue;
    const after = await moveEdition(tx, row, steps);
    if (to === 'distribution_onsale' && after.status === IMMERSIVE_AUDIO_SONG_STATUS.takedown_processing) {
      await events.publish(tx, 'immersive.withdrawn', {
        release_id: row.releaseId,
        account_id: row.accountId,
        immersive_song_id: row.id,
        format: row.format,
        song_title: (await repo.songReleasesOf(tx, [row.songId])).get(row.songId)?.song_title ?? '',
      });
    }
  }
}

/**
 * A store acknowledged a delivery of the release (distribution calls this in the transaction that records it): the
 * release's paid, verified editions in a format the store takes are on sale (450), and an edition leaving the stores
 * on its own (its fee unpaid, its release still out) is taken down once a store of its format took the update.
 */
export async function immersiveAcknowledged(
  tx: Executor,
  releaseId: number,
  storeId: string,
  at: Date,
  deliveredFormats: readonly ImmersiveAudioFormat[],
): Promise<void> {
  if (deliveredFormats.some((format) => storeTakesImmersive(storeId, format))) {
    await markImmersiveDelivered(tx, releaseId, at);
  }
  const release = await findRelease(tx, releaseId);
  if (!release || release.status === RELEASE_STATUS.takedown_processing) return;
  for (const row of await repo.lockReleaseEditions(tx, releaseId, [IMMERSIVE_AUDIO_SONG_STATUS.takedown_processing])) {
    if (storeTakesImmersive(storeId, row.format)) await moveEdition(tx, row, ['takedown_expire_nopayment']);
  }
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

/** The song titles of the release's editions that owe their yearly fee now (the owner is told once, by distribution). */
export async function immersiveRenewalsDue(tx: Executor, releaseId: number): Promise<string[]> {
  const rows = (await repo.lockReleaseEditions(tx, releaseId)).filter((row) => isImmersiveRenewalPayable(row.status));
  if (rows.length === 0) return [];
  const songs = await repo.songReleasesOf(
    tx,
    rows.map((row) => row.songId),
  );
  return rows.map((row) => songs.get(row.songId)?.song_title ?? `#${row.songId}`);
}
