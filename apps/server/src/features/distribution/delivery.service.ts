// Delivery to stores: approved releases get a delivery per chosen store; a prepare job builds and validates one ERN
// message per store (a message that fails validation never leaves); send jobs upload each batch over SFTP (retried
// with backoff, resumed after a crash: a message's batch id never changes, the store ingests a message id once);
// the outbox poll applies the stores' acknowledgements and sale notices, and the release's status follows them.
// This file composes the parts, each a plain function taking the delivery context:
// delivery-context.ts (dependencies, queues, limits), delivery-messages.ts (building ERNs), delivery-prepare.ts
// (the prepare job), delivery-send.ts (the send job), store-answers.ts (the stores' notices), delivery-outcome.ts
// (the release's status following its deliveries) and delivery-requests.ts (approval, takedown, stores added,
// updates, redelivery).
import { type ImmersiveAudioFormat, storeTakesImmersive } from '@otodoke/domain';
import type { Executor } from '../../platform/db/client.ts';
import { findDeliverableImmersive } from '../immersive-audio/index.ts';
import type { ReleaseRow } from '../releases/index.ts';
import { type DeliveryDeps, deliveryContext } from './delivery-context.ts';
import { unchangedContentRefusals } from './delivery-messages.ts';
import { prepareRelease } from './delivery-prepare.ts';
import { addStores, queueApproved, queueUpdate, redeliver, type TakedownBy, takedown } from './delivery-requests.ts';
import { sendBatch } from './delivery-send.ts';
import { pollAllStores, pollStore } from './store-answers.ts';

export {
  DELIVERY_PREPARE_MAX_SECONDS,
  DELIVERY_PREPARE_QUEUE,
  DELIVERY_SEND_MAX_SECONDS,
  DELIVERY_SEND_QUEUE,
  type DeliveryDeps,
  MAX_SEND_ATTEMPTS,
} from './delivery-context.ts';

export function createDeliveryService(deps: DeliveryDeps) {
  const ctx = deliveryContext(deps);
  return {
    unchangedContentRefusals: (releaseId: number): Promise<string[]> => unchangedContentRefusals(ctx, releaseId),

    /** Called by review in its transaction: an approved release is queued for every chosen store. */
    queueApproved: (tx: Executor, release: ReleaseRow) => queueApproved(ctx, tx, release),

    /** The prepare job: messages for every delivery waiting for one, validated together, then one send job each. */
    prepare: (releaseId: number) => prepareRelease(ctx, releaseId),

    /** The send job: one batch to one store. Throws to be retried; gives up after MAX_SEND_ATTEMPTS. */
    send: (deliveryId: number) => sendBatch(ctx, deliveryId),

    /** Reads a store's outbox, applies what it says, and clears what was applied. */
    poll: (storeId: string) => pollStore(ctx, storeId),

    /** Polls every store that still owes an answer. */
    pollAll: () => pollAllStores(ctx),

    /** Takes a release down from every store: by the owner's request or an operator's decision. */
    takedown: (releaseId: number, by: TakedownBy, reason: string, accountId?: number) =>
      takedown(ctx, releaseId, by, reason, accountId),

    /** Stores added to a release that is delivered or on sale. */
    addStores: (accountId: number, releaseId: number, storeIds: readonly string[], available: Set<string>) =>
      addStores(ctx, accountId, releaseId, storeIds, available),

    /** Corrected metadata of a release that is out: the stores that have it get the full message again. */
    queueUpdate: (tx: Executor, releaseId: number) => queueUpdate(ctx, tx, releaseId),

    /**
     * An immersive edition of a release that is out became deliverable (paid, verified) or changed: the stores that
     * have the release and take the format of one of its deliverable editions get the message again, with the file.
     */
    /** An update to the stores taking the release's deliverable editions' formats (and `alsoFormats`). */
    queueImmersiveUpdate: async (
      tx: Executor,
      releaseId: number,
      alsoFormats: readonly ImmersiveAudioFormat[] = [],
    ) => {
      const formats = new Set<ImmersiveAudioFormat>([
        ...(await findDeliverableImmersive(tx, releaseId)).map((edition) => edition.format),
        ...alsoFormats,
      ]);
      return queueUpdate(ctx, tx, releaseId, (storeId) =>
        [...formats].some((format) => storeTakesImmersive(storeId, format)),
      );
    },

    /** Operators send again to the stores that refused the release or could not be reached. */
    redeliver: (releaseId: number, operatorId: number, options: { confirm?: boolean } = {}) =>
      redeliver(ctx, releaseId, operatorId, options),
  };
}

export type DeliveryService = ReturnType<typeof createDeliveryService>;
