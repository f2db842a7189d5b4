// The send job: one stored batch (message, files, manifest) to one store over its transport, retried, then given up.
import {
  batchManifestName,
  buildBatchManifest,
  releaseFilePath,
  releaseMessagePath,
} from '@otodoke/protocols/store-drop/batch-manifest.ts';
import { lockRelease } from '../releases/index.ts';
import { type DeliveryCtx, MAX_SEND_ATTEMPTS, messageOf, readText } from './delivery-context.ts';
import { followDeliveries } from './delivery-outcome.ts';
import * as repo from './distribution.repository.ts';
import type { DeliveryFile } from './ern-from-release.ts';

/** The send job: one batch to one store. Throws to be retried; gives up after MAX_SEND_ATTEMPTS. */
export async function sendBatch(ctx: DeliveryCtx, deliveryId: number) {
  const { db, storage, logger } = ctx;
  const delivery = await repo.findDelivery(db, deliveryId);
  if (delivery?.status !== 'sending' || !delivery.messageId) return;
  const message = await repo.findMessage(db, delivery.messageId);
  const contact = ctx.directory.find(delivery.storeId);
  if (!message?.storageKey || !contact) return;
  const attempt = delivery.attempts + 1;
  await repo.updateDelivery(db, delivery.id, { attempts: attempt });
  try {
    const listing = JSON.parse(
      await readText(storage, `deliveries/${delivery.releaseId}/${message.messageId}.files.json`),
    ) as { icpn: string; files: DeliveryFile[] };
    const xml = await readText(storage, message.storageKey);
    const files = [
      ...listing.files.map((file) => ({
        path: releaseFilePath(listing.icpn, file.path),
        size: file.size,
        open: () => storage.createReadStream(file.storageKey),
      })),
      {
        path: releaseMessagePath(listing.icpn),
        size: Buffer.byteLength(xml),
        open: () => storage.createReadStream(message.storageKey!),
      },
    ];
    const manifest = buildBatchManifest({
      batchId: message.batchId,
      createdAt: message.createdAt.toISOString(),
      senderDpid: ctx.sender.dpid,
      recipientDpid: contact.party.dpid,
      releases: [{ icpn: listing.icpn, messageId: message.messageId, messageFile: releaseMessagePath(listing.icpn) }],
    });
    const { bytesSent } = await ctx.transport.sendBatch(contact.endpoint, {
      batchId: message.batchId,
      files,
      manifest: { name: batchManifestName(message.batchId), contents: manifest },
    });
    await db.transaction(async (tx) => {
      await lockRelease(tx, delivery.releaseId);
      const locked = await repo.lockDelivery(tx, delivery.id);
      if (locked?.status !== 'sending' || locked.messageId !== message.messageId) return;
      const at = ctx.now();
      await repo.updateMessage(tx, message.id, { status: 'sent', sentAt: at, bytesSent });
      await repo.updateDelivery(tx, delivery.id, {
        status: locked.action === 'takedown' ? 'takedown_sent' : 'sent',
        sentAt: at,
        lastError: null,
      });
      await followDeliveries(ctx, tx, delivery.releaseId, 'system');
    });
    logger.info({ storeId: delivery.storeId, messageId: message.messageId, bytesSent }, 'batch delivered');
  } catch (error) {
    const reason = messageOf(error);
    if (attempt < MAX_SEND_ATTEMPTS) {
      await repo.updateDelivery(db, delivery.id, { lastError: reason });
      logger.warn({ storeId: delivery.storeId, attempt, reason }, 'delivery failed; it will be retried');
      throw error;
    }
    await db.transaction(async (tx) => {
      await lockRelease(tx, delivery.releaseId);
      await repo.updateDelivery(tx, delivery.id, { status: 'failed', lastError: reason });
      await followDeliveries(ctx, tx, delivery.releaseId, 'system');
    });
    logger.error({ storeId: delivery.storeId, attempt, reason }, 'delivery given up');
  }
}
