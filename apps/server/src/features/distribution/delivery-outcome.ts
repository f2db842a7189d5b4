// The release's status follows its deliveries: on sale (with its first term), refused, taken down; the owner is told.
import {
  canTransition,
  type DeliveryStatus,
  deliveryOutcome,
  findStore,
  isTakedownComplete,
  RELEASE_TERM_MONTHS,
  type ReleaseActor,
  type ReleaseStatusName,
} from '@otodoke/domain';
import type { Executor } from '../../platform/db/client.ts';
import { hasPaidReleaseOrder } from '../billing/index.ts';
import { lockRelease } from '../releases/index.ts';
import { type DeliveryCtx, statusOf } from './delivery-context.ts';
import * as repo from './distribution.repository.ts';
import { moveReleaseAndTell } from './release-moves.ts';
import { notifyReleaseOwner } from './release-notices.ts';

/** Moves the release along its deliveries' states, and tells the owner what changed. */
export async function followDeliveries(ctx: DeliveryCtx, tx: Executor, releaseId: number, actor: ReleaseActor) {
  const release = await lockRelease(tx, releaseId);
  if (!release) return;
  const deliveries = await repo.deliveriesOf(tx, releaseId);
  const statuses = deliveries.map((d) => d.status);
  const current = statusOf(release.status);
  if (current === 'takedown_processing') {
    if (!isTakedownComplete(statuses)) return;
    const mode = (release.takedownMode as ReleaseStatusName | null) ?? 'takedown_admin';
    await moveReleaseAndTell(ctx.events, tx, release, mode, { actor: 'system' });
    await notifyReleaseOwner(tx, ctx.notify, release, { kind: 'taken_down' });
    return;
  }
  const next = deliveryOutcome(current, statuses);
  if (!next) return;
  if (current === 'added_store_inqueue' && next !== 'distribution_processing') {
    await moveReleaseAndTell(ctx.events, tx, release, 'distribution_processing', { actor: 'system' });
  }
  const from = statusOf(release.status);
  if (next === from) return;
  // Stores added to a release on sale, or sent again, do not take it back out of its status.
  const by = canTransition(from, next, actor) ? actor : canTransition(from, next, 'system') ? 'system' : null;
  if (!by) return;
  const isFirstSale = next === 'distribution_onsale' && release.termEndsAt === null;
  let termEndsAt: Date | undefined;
  if (isFirstSale && (await hasPaidReleaseOrder(tx, release.id))) {
    termEndsAt = ctx.now();
    termEndsAt.setUTCMonth(termEndsAt.getUTCMonth() + RELEASE_TERM_MONTHS);
  }
  await moveReleaseAndTell(ctx.events, tx, release, next, { actor: by, ...(termEndsAt ? { termEndsAt } : {}) });
  const names = (wanted: readonly DeliveryStatus[]) =>
    deliveries.filter((d) => wanted.includes(d.status)).map((d) => findStore(d.storeId)?.name ?? d.storeId);
  if (next === 'distribution_onsale' && from !== 'distribution_onsale') {
    await ctx.events.publish(tx, 'release.on_sale', {
      release_id: release.id,
      account_id: release.accountId,
      store_ids: deliveries.filter((d) => d.status === 'on_sale').map((d) => d.storeId),
    });
  } else if (next === 'distribution_allfailure') {
    // Stores that refused were told one by one; this covers deliveries that could not be made at all.
    const unannounced = names(['failed']);
    if (unannounced.length > 0) {
      await notifyReleaseOwner(tx, ctx.notify, release, { kind: 'delivery_refused', storeNames: unannounced });
    }
  }
}
