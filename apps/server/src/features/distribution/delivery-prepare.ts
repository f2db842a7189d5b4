// The prepare job: every waiting delivery's message built, validated together, stored, then one send job each.
import { findRelease, lockRelease } from '../releases/index.ts';
import { DELIVERY_SEND_QUEUE, type DeliveryCtx } from './delivery-context.ts';
import { type BuiltMessage, buildMessage, releaseFileHashes } from './delivery-messages.ts';
import { followDeliveries } from './delivery-outcome.ts';
import * as repo from './distribution.repository.ts';

const batchIdFor = (at: Date, deliveryId: number) =>
  `${at
    .toISOString()
    .replaceAll(/[-:TZ.]/g, '')
    .slice(0, 17)}-${deliveryId}`;

/** The prepare job: messages for every delivery waiting for one, validated together, then one send job each. */
export async function prepareRelease(ctx: DeliveryCtx, releaseId: number) {
  const { db, storage, logger } = ctx;
  const release = await findRelease(db, releaseId);
  if (!release) return;
  const account = await repo.findAccount(db, release.accountId);
  const view = await ctx.releases.loadView(db, release.accountId, release.id);
  if (!account || !view) return;
  const hashes = await releaseFileHashes(ctx, view);
  const waiting = (await repo.deliveriesOf(db, releaseId)).filter(
    (d) => d.status === 'queued' || d.status === 'takedown_queued',
  );
  const built: Array<{ delivery: repo.DeliveryRow; result: BuiltMessage }> = [];
  for (const delivery of waiting) {
    built.push({ delivery, result: await buildMessage(ctx, release, view, delivery, hashes, account.name) });
  }
  const messages = built.flatMap(({ result }) =>
    result.kind === 'built' ? [{ name: result.messageId, xml: result.xml }] : [],
  );
  const verdicts = new Map((await ctx.validator.validate(messages)).map((v) => [v.name, v]));
  for (const { result } of built) {
    if (result.kind !== 'built' || !verdicts.get(result.messageId)?.isValid) continue;
    await storage.put(`deliveries/${release.id}/${result.messageId}.xml`, result.xml);
    // A new delivery carries the files; an update only the message (the store has the files) and the immersive
    // files (an immersive edition is often added to a release already on sale); a takedown only the message.
    const delivery = built.find((b) => b.result === result)!.delivery;
    const files =
      delivery.action === 'new'
        ? result.files
        : delivery.action === 'update'
          ? result.files.filter((file) => file.immersive)
          : [];
    await storage.put(
      `deliveries/${release.id}/${result.messageId}.files.json`,
      JSON.stringify({ icpn: result.icpn, files }),
    );
  }
  await db.transaction(async (tx) => {
    await lockRelease(tx, releaseId);
    for (const { delivery, result } of built) {
      const locked = await repo.lockDelivery(tx, delivery.id);
      if (!locked || (locked.status !== 'queued' && locked.status !== 'takedown_queued')) continue;
      if (result.kind !== 'built') {
        await repo.updateDelivery(tx, delivery.id, { status: 'failed', lastError: result.error });
        logger.warn({ releaseId, storeId: delivery.storeId, reason: result.error }, 'delivery cannot be built');
        continue;
      }
      const verdict = verdicts.get(result.messageId);
      const isValid = verdict?.isValid === true;
      const at = ctx.now();
      await repo.insertMessage(tx, {
        deliveryId: delivery.id,
        messageId: result.messageId,
        action: locked.action,
        batchId: batchIdFor(at, delivery.id),
        status: isValid ? 'built' : 'invalid',
        storageKey: isValid ? `deliveries/${release.id}/${result.messageId}.xml` : null,
        problems: [...(verdict?.problems ?? [])],
      });
      if (!isValid) {
        const reason = (verdict?.problems ?? []).map((p) => p.message).join('; ');
        await repo.updateDelivery(tx, delivery.id, {
          status: 'failed',
          messageId: result.messageId,
          lastError: `the DDEX message failed validation: ${reason}`,
        });
        logger.error({ releaseId, storeId: delivery.storeId, problems: verdict?.problems }, 'ERN failed validation');
        continue;
      }
      await repo.updateDelivery(tx, delivery.id, {
        status: 'sending',
        messageId: result.messageId,
        attempts: 0,
        lastError: null,
      });
      await ctx.jobs.send(
        DELIVERY_SEND_QUEUE,
        { delivery_id: delivery.id },
        { tx, singletonKey: `send-${result.messageId}` },
      );
    }
    await followDeliveries(ctx, tx, releaseId, 'system');
  });
}
