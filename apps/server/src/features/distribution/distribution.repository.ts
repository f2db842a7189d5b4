// SQL of review and delivery: the review queue, deliveries per store, ERN messages, renewal notices.
import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import {
  type DeliveryAction,
  type DeliveryStatus,
  deliveryMessages,
  releaseDeliveries,
  renewalNotices,
} from '../../platform/db/schema.ts';
import { accountNameSql, accountRowById, individualContactsJoin } from '../accounts/index.ts';
import { artistNamesJoin } from '../artists/index.ts';
import { releaseArtistsJoin, releasesInStatusesPage, releaseTitleSql } from '../releases/index.ts';
import { accountMembersJoin } from '../team/index.ts';

export type DeliveryRow = typeof releaseDeliveries.$inferSelect;
export type DeliveryMessageRow = typeof deliveryMessages.$inferSelect;

/** The account's row (the accounts feature owns the table). */
export const findAccount = (db: Executor, accountId: number) => accountRowById(db, accountId);

/** A page of the review queue: releases in `statuses` with their account's name and song count (the releases
 * feature's query, with the accounts feature's name subquery). */
export const reviewQueue = (db: Executor, filter: { statuses: number[]; q: string; page: number; limit: number }) =>
  releasesInStatusesPage(db, filter, accountNameSql);

export async function mainArtistNames(db: Executor, releaseIds: number[]) {
  if (releaseIds.length === 0) return [];
  const links = releaseArtistsJoin(db);
  const names = artistNamesJoin(db);
  return db
    .select({ releaseId: links.releaseId, nameJa: names.nameJa, nameEn: names.nameEn })
    .from(links)
    .innerJoin(names, eq(names.id, links.artistId))
    .where(inArray(links.releaseId, releaseIds))
    .orderBy(asc(links.position));
}

/** Who hears about a release: the member who created it if still a member, else the account's managers. */
export async function recipientsOf(db: Executor, accountId: number, createdBy: number | null) {
  const memberships = accountMembersJoin(db);
  const people = individualContactsJoin(db);
  const members = await db
    .select({
      id: people.id,
      email: people.email,
      name: people.name,
      language: people.language,
      isAccountManager: memberships.isAccountManager,
    })
    .from(memberships)
    .innerJoin(people, eq(people.id, memberships.individualId))
    .where(eq(memberships.accountId, accountId));
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
      .select({
        delivery: releaseDeliveries,
        title: releaseTitleSql(releaseDeliveries.releaseId),
        accountName: accountNameSql(releaseDeliveries.accountId),
      })
      .from(releaseDeliveries)
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
