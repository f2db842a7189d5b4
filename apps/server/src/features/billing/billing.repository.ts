// Rows of plans, payment orders, cards and coupons.
import { canTransition, RELEASE_STATUS, type ReleaseStatusName } from '@otodoke/domain';
import { type AnyColumn, and, asc, count, desc, eq, gt, ilike, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import {
  cardSetups,
  couponActivations,
  couponRedemptions,
  coupons,
  paymentCards,
  paymentCustomers,
  paymentGatewayEvents,
  paymentOrderLines,
  paymentOrders,
  planTerms,
} from '../../platform/db/schema.ts';
import { walletBalance } from '../../platform/ledger/ledger.ts';
import {
  findRelease,
  lockRelease as lockAccountRelease,
  moveRelease,
  releaseArtistCount,
  releaseSummaries,
  songFilesJoin,
} from '../releases/index.ts';
import { uploadMediaJoin } from '../uploads/index.ts';

export type PaymentOrderRow = typeof paymentOrders.$inferSelect;
export type PaymentOrderLineRow = typeof paymentOrderLines.$inferSelect;
export type CouponRow = typeof coupons.$inferSelect;
export type PlanTermRow = typeof planTerms.$inferSelect;
export type PaymentCardRow = typeof paymentCards.$inferSelect;

export async function findOrderByKey(db: Executor, accountId: number, key: string) {
  const [row] = await db
    .select()
    .from(paymentOrders)
    .where(and(eq(paymentOrders.accountId, accountId), eq(paymentOrders.idempotencyKey, key)));
  return row ?? null;
}

export async function findOrder(db: Executor, accountId: number, id: number, forUpdate = false) {
  const query = db
    .select()
    .from(paymentOrders)
    .where(and(eq(paymentOrders.accountId, accountId), eq(paymentOrders.id, id)));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

export async function findOrderById(db: Executor, id: number) {
  const [row] = await db.select().from(paymentOrders).where(eq(paymentOrders.id, id));
  return row ?? null;
}

export async function lockOrderById(db: Executor, id: number) {
  const [row] = await db.select().from(paymentOrders).where(eq(paymentOrders.id, id)).for('update');
  return row ?? null;
}

export async function findOrderByGatewayId(db: Executor, gatewayPaymentId: string) {
  const [row] = await db.select().from(paymentOrders).where(eq(paymentOrders.gatewayPaymentId, gatewayPaymentId));
  return row ?? null;
}

/** The open order (created to authed) of a release, if any. */
export async function findOpenReleaseOrder(db: Executor, releaseId: number) {
  const [row] = await db
    .select()
    .from(paymentOrders)
    .where(and(eq(paymentOrders.releaseId, releaseId), sql`${paymentOrders.status} < 300`));
  return row ?? null;
}

/** The open (not yet paid or closed) order of an immersive edition, if any. */
export async function findOpenImmersiveOrder(db: Executor, immersiveSongId: number) {
  const [row] = await db
    .select()
    .from(paymentOrders)
    .where(and(eq(paymentOrders.immersiveSongId, immersiveSongId), sql`${paymentOrders.status} < 300`));
  return row ?? null;
}

export async function findWaitingPlanOrder(db: Executor, accountId: number) {
  const [row] = await db
    .select()
    .from(paymentOrders)
    .where(
      and(
        eq(paymentOrders.accountId, accountId),
        eq(paymentOrders.kind, 'plan'),
        inArray(paymentOrders.purchaseType, ['plan_new', 'plan_return', 'plan_upgrade', 'plan_renewal']),
        sql`${paymentOrders.status} < 300`,
      ),
    )
    .orderBy(desc(paymentOrders.id))
    .limit(1);
  return row ?? null;
}

export async function insertOrder(
  db: Executor,
  values: typeof paymentOrders.$inferInsert,
  lines: Array<Omit<typeof paymentOrderLines.$inferInsert, 'orderId'>>,
) {
  const [order] = await db.insert(paymentOrders).values(values).returning();
  if (lines.length > 0)
    await db.insert(paymentOrderLines).values(lines.map((line) => ({ ...line, orderId: order!.id })));
  return order!;
}

export async function updateOrder(db: Executor, id: number, values: Partial<typeof paymentOrders.$inferInsert>) {
  const [row] = await db
    .update(paymentOrders)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(paymentOrders.id, id))
    .returning();
  return row!;
}

export async function linesOf(db: Executor, orderIds: number[]) {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(paymentOrderLines)
    .where(inArray(paymentOrderLines.orderId, orderIds))
    .orderBy(asc(paymentOrderLines.id));
}

export async function listOrders(
  db: Executor,
  accountId: number,
  filter: { kind?: 'plan' | 'release'; statuses?: number[]; page: number; limit: number },
) {
  const where = and(
    eq(paymentOrders.accountId, accountId),
    filter.kind ? eq(paymentOrders.kind, filter.kind) : undefined,
    filter.statuses ? inArray(paymentOrders.status, filter.statuses) : undefined,
  );
  const rows = await db
    .select()
    .from(paymentOrders)
    .where(where)
    .orderBy(desc(paymentOrders.id))
    .limit(filter.limit)
    .offset((filter.page - 1) * filter.limit);
  const [total] = await db.select({ n: count() }).from(paymentOrders).where(where);
  return { rows, total: total?.n ?? 0 };
}

/** Id, title and type of each release (the releases feature owns the table). */
export const releasesByIds = (db: Executor, ids: number[]) => releaseSummaries(db, ids);

export async function couponCodesByIds(db: Executor, ids: number[]) {
  if (ids.length === 0) return new Map<number, string>();
  const rows = await db.select({ id: coupons.id, code: coupons.code }).from(coupons).where(inArray(coupons.id, ids));
  return new Map(rows.map((row) => [row.id, row.code]));
}

/** The account's release, locked for the transaction (the releases feature's life cycle owns the row). */
export const lockRelease = (db: Executor, accountId: number, id: number) => lockAccountRelease(db, id, { accountId });

export const findReleaseRow = (db: Executor, accountId: number, id: number) => findRelease(db, id, { accountId });

/**
 * The step a payment takes the release (`from` is its status as read in this transaction), through the release life
 * cycle: checked against the status machine and recorded in its history as the service's step.
 */
export async function moveReleaseForPayment(
  tx: Executor,
  releaseId: number,
  from: ReleaseStatusName,
  to: ReleaseStatusName,
) {
  await moveRelease(tx, { id: releaseId, status: RELEASE_STATUS[from] }, to, {
    actor: canTransition(from, to, 'system') ? 'system' : 'user',
  });
}

/** How many main artists the release credits (the releases feature owns the links). */
export const mainArtistCount = (db: Executor, releaseId: number) => releaseArtistCount(db, releaseId);

/** Total running time of the release's video files, in whole seconds (rounded up). */
export async function videoSeconds(db: Executor, releaseId: number) {
  const files = songFilesJoin(db);
  const media = uploadMediaJoin(db);
  const rows = await db
    .select({ facts: media.facts, kind: media.kind })
    .from(files)
    .innerJoin(media, eq(media.id, files.fileUploadId))
    .where(eq(files.releaseId, releaseId));
  let total = 0;
  for (const row of rows) {
    const seconds = Number(row.kind === 'video' ? (row.facts?.duration_seconds ?? 0) : 0);
    if (Number.isFinite(seconds) && seconds > 0) total += seconds;
  }
  return Math.ceil(total);
}

// Plans

export async function termsOf(db: Executor, accountId: number) {
  return db.select().from(planTerms).where(eq(planTerms.accountId, accountId)).orderBy(asc(planTerms.startsAt));
}

/** Terms not ended yet (their end jobs are scheduled at start). */
export async function runningTerms(db: Executor, at: Date) {
  return db.select().from(planTerms).where(gt(planTerms.endsAt, at));
}

/**
 * The plan of the term running at `at` for the account whose id is `accountId` (a column of the caller's statement),
 * pay per release without one: what every account's plan becomes (the accounts feature writes it).
 */
export function planAtSql(at: Date): (accountId: AnyColumn) => SQL {
  return (accountId) => sql`coalesce((select ${planTerms.plan} from ${planTerms}
    where ${planTerms.accountId} = ${accountId} and ${planTerms.startsAt} <= ${at} and ${planTerms.endsAt} > ${at}
    order by ${planTerms.startsAt} desc limit 1), 'payper')`;
}

export async function couponUses(db: Executor, couponId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(couponRedemptions)
    .where(and(eq(couponRedemptions.couponId, couponId), isNull(couponRedemptions.releasedAt)));
  return row?.n ?? 0;
}

export async function insertTerm(db: Executor, values: typeof planTerms.$inferInsert) {
  const [row] = await db.insert(planTerms).values(values).returning();
  return row!;
}

export async function updateTerm(db: Executor, id: number, values: Partial<typeof planTerms.$inferInsert>) {
  await db.update(planTerms).set(values).where(eq(planTerms.id, id));
}

// Cards

export async function findCustomer(db: Executor, accountId: number) {
  const [row] = await db.select().from(paymentCustomers).where(eq(paymentCustomers.accountId, accountId));
  return row ?? null;
}

export async function insertCustomer(db: Executor, accountId: number, gatewayCustomerId: string) {
  await db.insert(paymentCustomers).values({ accountId, gatewayCustomerId }).onConflictDoNothing();
  return (await findCustomer(db, accountId))!;
}

export async function findCard(db: Executor, accountId: number) {
  const [row] = await db.select().from(paymentCards).where(eq(paymentCards.accountId, accountId));
  return row ?? null;
}

export async function upsertCard(db: Executor, values: typeof paymentCards.$inferInsert) {
  await db
    .insert(paymentCards)
    .values(values)
    .onConflictDoUpdate({ target: paymentCards.accountId, set: { ...values, createdAt: new Date() } });
}

export async function deleteCard(db: Executor, accountId: number) {
  await db.delete(paymentCards).where(eq(paymentCards.accountId, accountId));
}

export async function insertCardSetup(db: Executor, values: typeof cardSetups.$inferInsert) {
  await db.insert(cardSetups).values(values);
}

export async function lockCardSetup(db: Executor, accountId: number, sessionId: string) {
  const [row] = await db
    .select()
    .from(cardSetups)
    .where(and(eq(cardSetups.sessionId, sessionId), eq(cardSetups.accountId, accountId)))
    .for('update');
  return row ?? null;
}

export async function finishCardSetup(db: Executor, sessionId: string) {
  await db.update(cardSetups).set({ finishedAt: new Date() }).where(eq(cardSetups.sessionId, sessionId));
}

// Coupons

export async function findCouponByCode(db: Executor, code: string, forUpdate = false) {
  const query = db.select().from(coupons).where(eq(coupons.code, code));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

export async function couponUsage(db: Executor, couponId: number, accountId: number) {
  const [row] = await db
    .select({
      total: count(),
      byAccount: sql<number>`count(*) filter (where ${couponRedemptions.accountId} = ${accountId})::int`,
    })
    .from(couponRedemptions)
    .where(and(eq(couponRedemptions.couponId, couponId), isNull(couponRedemptions.releasedAt)));
  return { total: row?.total ?? 0, byAccount: row?.byAccount ?? 0 };
}

export async function insertRedemption(db: Executor, values: typeof couponRedemptions.$inferInsert) {
  await db.insert(couponRedemptions).values(values);
}

export async function releaseRedemption(db: Executor, orderId: number) {
  await db
    .update(couponRedemptions)
    .set({ releasedAt: new Date() })
    .where(and(eq(couponRedemptions.orderId, orderId), isNull(couponRedemptions.releasedAt)));
}

export async function activateCoupon(db: Executor, couponId: number, accountId: number, individualId: number) {
  await db.insert(couponActivations).values({ couponId, accountId, activatedBy: individualId }).onConflictDoNothing();
}

export async function activatedCoupons(db: Executor, accountId: number) {
  return db
    .select({ coupon: coupons, activatedAt: couponActivations.activatedAt })
    .from(couponActivations)
    .innerJoin(coupons, eq(coupons.id, couponActivations.couponId))
    .where(eq(couponActivations.accountId, accountId))
    .orderBy(desc(couponActivations.activatedAt));
}

export async function insertCoupon(db: Executor, values: typeof coupons.$inferInsert) {
  const [row] = await db.insert(coupons).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function listCoupons(db: Executor, filter: { q?: string; page: number; limit: number }) {
  const where = filter.q ? ilike(coupons.code, `%${filter.q.replace(/[\\%_]/g, '\\$&')}%`) : undefined;
  const rows = await db
    .select({
      coupon: coupons,
      // Nested in an outer `sql`: a one-table select unqualifies its columns, and the inner `coupon_id = "id"` would
      // then lean on coupon_redemptions having no id column of its own.
      uses: sql<number>`(${sql`select count(*)::int from ${couponRedemptions} where ${couponRedemptions.couponId} = ${coupons.id} and ${couponRedemptions.releasedAt} is null`})`,
    })
    .from(coupons)
    .where(where)
    .orderBy(desc(coupons.id))
    .limit(filter.limit)
    .offset((filter.page - 1) * filter.limit);
  const [total] = await db.select({ n: count() }).from(coupons).where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function findCouponById(db: Executor, id: number) {
  const [row] = await db.select().from(coupons).where(eq(coupons.id, id));
  return row ?? null;
}

export async function disableCoupon(db: Executor, id: number) {
  await db
    .update(coupons)
    .set({ disabledAt: new Date() })
    .where(and(eq(coupons.id, id), isNull(coupons.disabledAt)));
}

// Gateway events

/** Records an event; false when it was handled before. */
export async function recordGatewayEvent(db: Executor, eventId: string, type: string, gatewayPaymentId: string) {
  const rows = await db
    .insert(paymentGatewayEvents)
    .values({ eventId, type, gatewayPaymentId })
    .onConflictDoNothing()
    .returning({ eventId: paymentGatewayEvents.eventId });
  return rows.length > 0;
}

// Balance

export async function balanceOf(db: Executor, accountId: number) {
  return walletBalance(db, accountId);
}

/**
 * Deferred orders accepted and not settled (operators settle them), with the name of each order's account
 * (`accountNameSql`: the accounts feature's scalar subquery).
 */
export async function listDeferredOrders(
  db: Executor,
  accountNameSql: (accountId: AnyColumn) => SQL<string>,
  query: { page: number; limit: number },
) {
  const where = and(
    eq(paymentOrders.status, 220),
    inArray(paymentOrders.method, ['monthly_bill', 'revenue_share', 'by_oem']),
  );
  const rows = await db
    .select({ order: paymentOrders, accountName: accountNameSql(paymentOrders.accountId) })
    .from(paymentOrders)
    .where(where)
    .orderBy(asc(paymentOrders.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const [total] = await db.select({ n: count() }).from(paymentOrders).where(where);
  return { rows, total: total?.n ?? 0 };
}
