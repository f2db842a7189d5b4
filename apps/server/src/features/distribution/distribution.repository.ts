// SQL of review and delivery: the review queue, deliveries per store, ERN messages, renewal notices.
import { and, asc, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import {
  accountMembers,
  accounts,
  artists,
  type DeliveryAction,
  type DeliveryStatus,
  deliveryMessages,
  individuals,
  releaseArtists,
  releaseDeliveries,
  releases,
  renewalNotices,
  songs,
} from '../../platform/db/schema.ts';

export type DeliveryRow = typeof releaseDeliveries.$inferSelect;
export type DeliveryMessageRow = typeof deliveryMessages.$inferSelect;

export async function findAccount(db: Executor, accountId: number) {
  const [row] = await db.select().from(accounts).where(eq(accounts.id, accountId));
  return row ?? null;
}

export async function reviewQueue(
  db: Executor,
  filter: { statuses: number[]; q: string; page: number; limit: number },
) {
  const pattern = `%${filter.q.replaceAll(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const where = and(
    inArray(releases.status, filter.statuses),
    filter.q ? or(ilike(releases.title, pattern), ilike(accounts.name, pattern)) : undefined,
  );
  const [rows, [count]] = await Promise.all([
    db
      .select({
        release: releases,
        accountName: accounts.name,
        songCount: sql<number>`(select count(*)::int from ${songs} where ${songs.releaseId} = ${releases.id})`,
      })
      .from(releases)
      .innerJoin(accounts, eq(accounts.id, releases.accountId))
      .where(where)
      .orderBy(asc(releases.submittedAt), asc(releases.id))
      .limit(filter.limit)
      .offset((filter.page - 1) * filter.limit),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(releases)
      .innerJoin(accounts, eq(accounts.id, releases.accountId))
      .where(where),
  ]);
  return { rows, total: count?.n ?? 0 };
}

export async function mainArtistNames(db: Executor, releaseIds: number[]) {
  if (releaseIds.length === 0) return [];
  return db
    .select({ releaseId: releaseArtists.releaseId, nameJa: artists.nameJa, nameEn: artists.nameEn })
    .from(releaseArtists)
    .innerJoin(artists, eq(artists.id, releaseArtists.artistId))
    .where(inArray(releaseArtists.releaseId, releaseIds))
    .orderBy(asc(releaseArtists.position));
}

/** Who hears about a release: the member who created it if still a member, else the account's managers. */
export async function recipientsOf(db: Executor, accountId: number, createdBy: number | null) {
  const members = await db
    .select({
      id: individuals.id,
      email: individuals.email,
      name: individuals.name,
      language: individuals.language,
      isAccountManager: accountMembers.isAccountManager,
    })
    .from(accountMembers)
    .innerJoin(individuals, eq(individuals.id, accountMembers.individualId))
    .where(eq(accountMembers.accountId, accountId));
  const creator = members.find((m) => m.id === createdBy);
  return creator ? [creator] : members.filter((m) => m.isAccountManager);
}

// Deliveries ------------------------------------------------------------------------------------------------------

export async function deliveriesOf(db: Executor, releaseId: number, forUpdate = false) {
  const query = db
    .select()
    .from(releaseDeliveries)
    .where(eq(releaseDeliveries.releaseId, releaseId))
    .orderBy(asc(releaseDeliveries.id));
  return forUpdate ? query.for('update') : query;
}

export async function findDelivery(db: Executor, id: number): Promise<DeliveryRow | null> {
  const [row] = await db.select().from(releaseDeliveries).where(eq(releaseDeliveries.id, id));
  return row ?? null;
}

export async function lockDelivery(db: Executor, id: number): Promise<DeliveryRow | null> {
  const [row] = await db.select().from(releaseDeliveries).where(eq(releaseDeliveries.id, id)).for('update');
  return row ?? null;
}

/** A delivery per store not yet there; existing ones are left as they are. Returns the new rows. */
export async function insertDeliveries(
  db: Executor,
  release: { id: number; accountId: number },
  storeIds: readonly string[],
): Promise<DeliveryRow[]> {
  if (storeIds.length === 0) return [];
  return db
    .insert(releaseDeliveries)
    .values(storeIds.map((storeId) => ({ releaseId: release.id, accountId: release.accountId, storeId })))
    .onConflictDoNothing()
    .returning();
}

export async function updateDelivery(
  db: Executor,
  id: number,
  values: Partial<Omit<typeof releaseDeliveries.$inferInsert, 'id' | 'releaseId' | 'accountId' | 'storeId'>>,
) {
  const [row] = await db
    .update(releaseDeliveries)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(releaseDeliveries.id, id))
    .returning();
  return row!;
}

export async function insertMessage(db: Executor, values: typeof deliveryMessages.$inferInsert) {
  const [row] = await db.insert(deliveryMessages).values(values).returning();
  return row!;
}

export async function findMessage(db: Executor, messageId: string): Promise<DeliveryMessageRow | null> {
  const [row] = await db.select().from(deliveryMessages).where(eq(deliveryMessages.messageId, messageId));
  return row ?? null;
}

export async function lockMessage(db: Executor, messageId: string): Promise<DeliveryMessageRow | null> {
  const [row] = await db.select().from(deliveryMessages).where(eq(deliveryMessages.messageId, messageId)).for('update');
  return row ?? null;
}

export async function updateMessage(
  db: Executor,
  id: number,
  values: Partial<Omit<typeof deliveryMessages.$inferInsert, 'id' | 'deliveryId' | 'messageId'>>,
) {
  await db.update(deliveryMessages).set(values).where(eq(deliveryMessages.id, id));
}

/** Stores with a message out that the store has not finished answering (what the outbox poll visits). */
export async function storesAwaitingAnswers(db: Executor): Promise<string[]> {
  const rows = await db
    .selectDistinct({ storeId: releaseDeliveries.storeId })
    .from(releaseDeliveries)
    .where(inArray(releaseDeliveries.status, ['sent', 'delivered', 'takedown_sent'] satisfies DeliveryStatus[]));
  return rows.map((r) => r.storeId);
}

export async function deliveryProblems(db: Executor, page: number, limit: number) {
  const where = inArray(releaseDeliveries.status, ['refused', 'failed'] satisfies DeliveryStatus[]);
  const [rows, [count]] = await Promise.all([
    db
      .select({ delivery: releaseDeliveries, title: releases.title, accountName: accounts.name })
      .from(releaseDeliveries)
      .innerJoin(releases, eq(releases.id, releaseDeliveries.releaseId))
      .innerJoin(accounts, eq(accounts.id, releaseDeliveries.accountId))
      .where(where)
      .orderBy(desc(releaseDeliveries.updatedAt), desc(releaseDeliveries.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: sql<number>`count(*)::int` }).from(releaseDeliveries).where(where),
  ]);
  return { rows, total: count?.n ?? 0 };
}

/** The newest message of each delivery (its problems or the store's answer explain a refusal). */
export async function latestMessages(db: Executor, deliveryIds: number[]) {
  if (deliveryIds.length === 0) return new Map<number, DeliveryMessageRow>();
  const rows = await db
    .select()
    .from(deliveryMessages)
    .where(inArray(deliveryMessages.deliveryId, deliveryIds))
    .orderBy(asc(deliveryMessages.id));
  return new Map(rows.map((row) => [row.deliveryId, row]));
}

export const ACTIVE_ACTIONS: readonly DeliveryAction[] = ['new', 'update'];

// Renewal -----------------------------------------------------------------------------------------------------------

/** Records a reminder; false when it was sent already (so a job that runs twice mails once). */
export async function claimRenewalNotice(db: Executor, releaseId: number, termEndsAt: Date, daysBefore: number) {
  const rows = await db
    .insert(renewalNotices)
    .values({ releaseId, termEndsAt, daysBefore })
    .onConflictDoNothing()
    .returning({ releaseId: renewalNotices.releaseId });
  return rows.length > 0;
}
