// The stores' answers: their outboxes read, acknowledgements and sale / takedown notices applied to the deliveries
// (and to the release's immersive editions, out once a store taking their format accepts them).
import { DELIVERY_STATUSES, findStore } from '@otodoke/domain';
import type { StoreNotice } from '@otodoke/protocols/store-drop/store-delivery.ts';
import { parseStoreNotice } from '@otodoke/protocols/store-drop/store-notice.ts';
import type { Executor } from '../../platform/db/client.ts';
import { findDeliverableImmersive, immersiveAcknowledged } from '../immersive-audio/index.ts';
import { findRelease, lockRelease } from '../releases/index.ts';
import { type DeliveryCtx, enqueuePrepare, messageOf } from './delivery-context.ts';
import { followDeliveries } from './delivery-outcome.ts';
import * as repo from './distribution.repository.ts';
import { notifyReleaseOwner } from './release-notices.ts';

/** Reads a store's outbox, applies what it says, and clears what was applied. */
export async function pollStore(ctx: DeliveryCtx, storeId: string) {
  const contact = ctx.directory.find(storeId);
  if (!contact) return 0;
  const files = await ctx.transport.readOutbox(contact.endpoint, 200);
  const done: string[] = [];
  for (const file of files) {
    const notice = parseStoreNotice(file);
    if (!notice) continue; // sales reports and other files are for other features
    const isOurs = await ctx.db.transaction((tx) => applyNotice(ctx, tx, notice));
    if (isOurs) done.push(file.name);
  }
  if (done.length > 0) await ctx.transport.removeFromOutbox(contact.endpoint, done);
  return done.length;
}

/** Polls every store that still owes an answer. */
export async function pollAllStores(ctx: DeliveryCtx) {
  let applied = 0;
  for (const storeId of await repo.storesAwaitingAnswers(ctx.db)) {
    try {
      applied += await pollStore(ctx, storeId);
    } catch (error) {
      ctx.logger.warn({ storeId, reason: messageOf(error) }, 'store outbox could not be read');
    }
  }
  return applied;
}

/** Applies one notice; false when the message is not this service's (left in the outbox). */
async function applyNotice(ctx: DeliveryCtx, tx: Executor, notice: StoreNotice): Promise<boolean> {
  const found = await repo.findMessage(tx, notice.messageId);
  if (!found) return false;
  const owner = await repo.findDelivery(tx, found.deliveryId);
  if (!owner) return true;
  // Locks in one order everywhere (release, delivery, message), so a takedown and a notice never deadlock.
  await lockRelease(tx, owner.releaseId);
  const delivery = await repo.lockDelivery(tx, owner.id);
  const message = await repo.lockMessage(tx, notice.messageId);
  if (!delivery || !message) return true;
  const at = new Date(notice.at);
  const isCurrent = delivery.messageId === message.messageId;
  if (notice.kind === 'ack') {
    if (message.answeredAt) return true; // a repeated acknowledgement changes nothing
    await repo.updateMessage(tx, message.id, {
      status: notice.isAccepted ? 'accepted' : 'refused',
      ackStatus: notice.status,
      ackReason: notice.reason,
      answeredAt: at,
    });
    if (!isCurrent) return true;
    if (!notice.isAccepted) {
      await repo.updateDelivery(tx, delivery.id, {
        status: delivery.action === 'takedown' ? 'failed' : 'refused',
        answeredAt: at,
        lastError: `${notice.status}: ${notice.reason}`,
        // A resend builds the message anew, with every change since.
        updatePending: false,
      });
      if (delivery.action !== 'takedown') {
        const release = await findRelease(tx, delivery.releaseId);
        if (release) {
          await notifyReleaseOwner(tx, ctx.notify, release, {
            kind: 'delivery_refused',
            storeNames: [findStore(delivery.storeId)?.name ?? delivery.storeId],
          });
        }
      }
    } else if (delivery.action !== 'takedown') {
      await repo.updateDelivery(tx, delivery.id, {
        status: delivery.onSaleAt ? 'on_sale' : 'delivered',
        answeredAt: at,
      });
      // A store taking an immersive format accepted the release with its deliverable editions: they are out.
      if (delivery.updatePending) {
        // The release changed while this message was on its way: the update with the change goes now.
        await repo.updateDelivery(tx, delivery.id, {
          status: 'queued',
          action: 'update',
          attempts: 0,
          lastError: null,
          updatePending: false,
        });
        await enqueuePrepare(ctx, tx, delivery.releaseId);
      }
      // A message built before an edition was paid (or withdrawn) did not carry that change: its update will.
      if (!delivery.updatePending) {
        const editions = await findDeliverableImmersive(tx, delivery.releaseId);
        await immersiveAcknowledged(
          tx,
          delivery.releaseId,
          delivery.storeId,
          at,
          editions.map((edition) => edition.format),
        );
      }
    } else {
      await repo.updateDelivery(tx, delivery.id, { answeredAt: at });
    }
  } else if (notice.kind === 'on_sale') {
    if (!isCurrent || delivery.action === 'takedown' || delivery.status === 'on_sale') return true;
    if (!(DELIVERY_STATUSES as readonly string[]).includes(delivery.status)) return true;
    if (delivery.status === 'queued') {
      // An update is queued and not built yet: the sale is noted, and the update still goes (its acceptance shows it).
      if (!delivery.onSaleAt) await repo.updateDelivery(tx, delivery.id, { onSaleAt: at });
      return true;
    }
    await repo.updateDelivery(tx, delivery.id, { status: 'on_sale', onSaleAt: delivery.onSaleAt ?? at });
  } else {
    if (delivery.status === 'taken_down') return true;
    await repo.updateDelivery(tx, delivery.id, { status: 'taken_down', takenDownAt: at });
  }
  await followDeliveries(ctx, tx, delivery.releaseId, 'store');
  return true;
}
