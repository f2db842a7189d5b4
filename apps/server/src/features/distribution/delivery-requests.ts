// What starts or restarts deliveries: an approval, a takedown, stores added, corrected metadata, an operator's resend.
import {
  APPROVED_STATUSES,
  AppError,
  canTransition,
  type DeliveryStatus,
  findStore,
  RELEASE_STATUS,
  type ReleaseStatusName,
  type TakedownMode,
} from '@otodoke/domain';
import type { Executor } from '../../platform/db/client.ts';
import { addReleaseStores, lockRelease, type ReleaseRow } from '../releases/index.ts';
import { type DeliveryCtx, enqueuePrepare, statusOf } from './delivery-context.ts';
import { unchangedContentRefusals } from './delivery-messages.ts';
import { followDeliveries } from './delivery-outcome.ts';
import { STORE_ADD_STATUSES } from './distribution.presenter.ts';
import * as repo from './distribution.repository.ts';
import { moveReleaseAndTell } from './release-moves.ts';
import { notifyReleaseOwner } from './release-notices.ts';

/** A message built and on its way to the store, not answered yet. */
const IN_FLIGHT: readonly DeliveryStatus[] = ['sending', 'sent'];

/** Not yet at a store, or at one: what a takedown must reach. */
const TAKEDOWN_REACHES: readonly DeliveryStatus[] = ['queued', 'sending', 'sent', 'delivered', 'on_sale'];

export interface TakedownBy {
  actor: 'user' | 'admin' | 'system';
  individualId: number | null;
  mode: TakedownMode | ReleaseStatusName;
}

/** Called by review in its transaction: an approved release is queued for every chosen store. */
export async function queueApproved(ctx: DeliveryCtx, tx: Executor, release: ReleaseRow) {
  const status = statusOf(release.status);
  if (!(APPROVED_STATUSES as readonly string[]).includes(status)) return;
  await moveReleaseAndTell(ctx.events, tx, release, 'added_store_inqueue', { actor: 'system' });
  await repo.insertDeliveries(tx, release, release.storeIds);
  await enqueuePrepare(ctx, tx, release.id);
}

/** Takes a release down from every store: by the owner's request or an operator's decision. */
export async function takedown(
  ctx: DeliveryCtx,
  releaseId: number,
  by: TakedownBy,
  reason: string,
  accountId?: number,
) {
  await ctx.db.transaction(async (tx) => {
    const release = await lockRelease(tx, releaseId);
    if (!release || (accountId !== undefined && release.accountId !== accountId)) throw new AppError('NOT_FOUND');
    if (release.status === RELEASE_STATUS.deleted_by_user) throw new AppError('NOT_FOUND');
    const from = statusOf(release.status);
    if (!canTransition(from, 'takedown_processing', by.actor)) throw new AppError('SONG00003', { status: from });
    await moveReleaseAndTell(ctx.events, tx, release, 'takedown_processing', {
      actor: by.actor,
      individualId: by.individualId,
      reason,
      takedownMode: by.mode,
    });
    let reaches = 0;
    for (const delivery of await repo.deliveriesOf(tx, releaseId, true)) {
      if (!TAKEDOWN_REACHES.includes(delivery.status)) continue;
      reaches += 1;
      await repo.updateDelivery(tx, delivery.id, {
        status: 'takedown_queued',
        action: 'takedown',
        attempts: 0,
        lastError: null,
        updatePending: false,
      });
    }
    if (by.actor !== 'system') {
      await notifyReleaseOwner(tx, ctx.notify, release, {
        kind: 'takedown_started',
        byUser: by.actor === 'user',
        reason,
      });
    }
    if (reaches > 0) await enqueuePrepare(ctx, tx, releaseId);
    else await followDeliveries(ctx, tx, releaseId, 'system');
  });
}

/** Stores added to a release that is delivered or on sale. */
export async function addStores(
  ctx: DeliveryCtx,
  accountId: number,
  releaseId: number,
  storeIds: readonly string[],
  available: Set<string>,
) {
  await ctx.db.transaction(async (tx) => {
    const release = await lockRelease(tx, releaseId);
    if (!release || release.accountId !== accountId || release.status === RELEASE_STATUS.deleted_by_user)
      throw new AppError('NOT_FOUND');
    if (!STORE_ADD_STATUSES.includes(statusOf(release.status))) {
      throw new AppError('SONG00003', { status: statusOf(release.status) });
    }
    const wanted = [...new Set(storeIds)];
    const refused = wanted.filter((id) => release.storeIds.includes(id) || !available.has(id));
    if (refused.length > 0) throw new AppError('DIST00001', { store_ids: refused });
    await addReleaseStores(tx, release, wanted, ctx.now());
    await repo.insertDeliveries(tx, release, wanted);
    await enqueuePrepare(ctx, tx, release.id);
  });
}

/**
 * Corrected metadata of a release that is out: the stores that have it get the full message again (an update, in
 * ERN 4 the same NewReleaseMessage with the same identifiers), without the files they already hold but the immersive
 * ones. `toStore` limits it to some stores (those taking an immersive format, when an immersive edition was added).
 */
export async function queueUpdate(
  ctx: DeliveryCtx,
  tx: Executor,
  releaseId: number,
  toStore: (storeId: string) => boolean = () => true,
) {
  let queued = 0;
  for (const delivery of await repo.deliveriesOf(tx, releaseId, true)) {
    if (!toStore(delivery.storeId)) continue;
    // A message built before this change is on its way: the update follows once the store accepts it.
    if (IN_FLIGHT.includes(delivery.status) && delivery.action !== 'takedown') {
      if (!delivery.updatePending) await repo.updateDelivery(tx, delivery.id, { updatePending: true });
      continue;
    }
    if (delivery.status !== 'on_sale' && delivery.status !== 'delivered') continue;
    await repo.updateDelivery(tx, delivery.id, {
      status: 'queued',
      action: 'update',
      attempts: 0,
      lastError: null,
      updatePending: false,
    });
    queued += 1;
  }
  if (queued > 0) await enqueuePrepare(ctx, tx, releaseId);
  return queued;
}

/**
 * Operators send again to the stores that refused the release or could not be reached; when a store refused the
 * release's content and nothing has changed since, only once the operator confirms (DIST00002 otherwise).
 */
export async function redeliver(
  ctx: DeliveryCtx,
  releaseId: number,
  operatorId: number,
  options: { confirm?: boolean } = {},
) {
  if (!options.confirm) {
    const unchanged = await unchangedContentRefusals(ctx, releaseId);
    if (unchanged.length > 0) {
      throw new AppError('DIST00002', {
        store_ids: unchanged,
        store_names: unchanged.map((id) => findStore(id)?.name ?? id),
      });
    }
  }
  await ctx.db.transaction(async (tx) => {
    const release = await lockRelease(tx, releaseId);
    if (!release) throw new AppError('NOT_FOUND');
    const again = (await repo.deliveriesOf(tx, releaseId, true)).filter(
      (d) => (d.status === 'refused' || d.status === 'failed') && d.action !== 'takedown',
    );
    if (again.length === 0) throw new AppError('SONG00003', { status: statusOf(release.status) });
    for (const delivery of again) {
      await repo.updateDelivery(tx, delivery.id, { status: 'queued', action: 'new', attempts: 0, lastError: null });
    }
    const from = statusOf(release.status);
    if (from === 'distribution_allfailure' || from === 'distribution_partsuccess') {
      await moveReleaseAndTell(ctx.events, tx, release, 'added_store_inqueue', {
        actor: from === 'distribution_allfailure' ? 'admin' : 'system',
        individualId: operatorId,
      });
    }
    await enqueuePrepare(ctx, tx, releaseId);
  });
}
