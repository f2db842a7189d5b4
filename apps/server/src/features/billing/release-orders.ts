// Reads of payment orders that other features need about one release (distribution, releases), through the index.
import { PAYMENT_ORDER_STATUS } from '@otodoke/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { paymentOrders } from '../../platform/db/schema.ts';

/** Whether the release has a paid payment order (a first sale then starts its paid term). */
export async function hasPaidReleaseOrder(tx: Executor, releaseId: number): Promise<boolean> {
  const rows = await tx
    .select({ id: paymentOrders.id })
    .from(paymentOrders)
    .where(and(eq(paymentOrders.releaseId, releaseId), eq(paymentOrders.status, PAYMENT_ORDER_STATUS.paid)))
    .limit(1);
  return rows.length > 0;
}

/** The status the release's latest payment order started from (null when it has none): what a canceled payment undoes. */
export async function lastOrderStatusBefore(tx: Executor, releaseId: number): Promise<number | null> {
  const [row] = await tx
    .select({ before: paymentOrders.releaseStatusBefore })
    .from(paymentOrders)
    .where(eq(paymentOrders.releaseId, releaseId))
    .orderBy(desc(paymentOrders.id))
    .limit(1);
  return row?.before ?? null;
}
