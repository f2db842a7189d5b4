// SQL for CSV upload batches and what a file is checked against (the account's artists, terms, uploads, UPCs).
import { RELEASE_STATUS } from '@otodoke/domain';
import { and, count, desc, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import {
  accounts,
  artists,
  bulkUploadBatches,
  individuals,
  releases,
  termsAcknowledgements,
} from '../../platform/db/schema.ts';

export type BatchRow = typeof bulkUploadBatches.$inferSelect;

/** The release status of a deleted release; its UPC may be used again. */
const DELETED_RELEASE_STATUS = RELEASE_STATUS.deleted_by_user;

export async function insertBatch(db: Executor, values: typeof bulkUploadBatches.$inferInsert): Promise<BatchRow> {
  const [row] = await db.insert(bulkUploadBatches).values(values).returning();
  return row!;
}

export async function updateBatch(db: Executor, id: number, values: Partial<typeof bulkUploadBatches.$inferInsert>) {
  await db
    .update(bulkUploadBatches)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(bulkUploadBatches.id, id));
}

/** The account's batch (locked for the transaction when asked); another account's is simply not found. */
export async function findBatch(
  db: Executor,
  accountId: number,
  id: number,
  forUpdate = false,
): Promise<BatchRow | null> {
  const query = db
    .select()
    .from(bulkUploadBatches)
    .where(and(eq(bulkUploadBatches.accountId, accountId), eq(bulkUploadBatches.id, id)));
  const rows = forUpdate ? await query.for('update') : await query;
  return rows[0] ?? null;
}

/** Any account's batch, locked: for the registration job. */
export async function lockBatch(db: Executor, id: number): Promise<BatchRow | null> {
  const [row] = await db.select().from(bulkUploadBatches).where(eq(bulkUploadBatches.id, id)).for('update');
  return row ?? null;
}

export async function listBatches(db: Executor, accountId: number, page: number, limit: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(bulkUploadBatches)
      .where(eq(bulkUploadBatches.accountId, accountId))
      .orderBy(desc(bulkUploadBatches.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(bulkUploadBatches).where(eq(bulkUploadBatches.accountId, accountId)),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

/** Artists a new release may use: the account's, not archived. */
export function usableArtists(db: Executor, accountId: number) {
  return db
    .select({
      id: artists.id,
      nameJa: artists.nameJa,
      nameEn: artists.nameEn,
      isVariousArtists: artists.isVariousArtists,
    })
    .from(artists)
    .where(and(eq(artists.accountId, accountId), isNull(artists.archivedAt)));
}

export async function acknowledgedTerms(db: Executor, accountId: number): Promise<Set<'karaoke' | 'music_video'>> {
  const rows = await db
    .select({ terms: termsAcknowledgements.terms })
    .from(termsAcknowledgements)
    .where(eq(termsAcknowledgements.accountId, accountId));
  return new Set(rows.map((row) => row.terms));
}

/** Which of `upcs` a release (of any account) already carries. */
export async function takenUpcs(db: Executor, upcs: string[]): Promise<Set<string>> {
  if (upcs.length === 0) return new Set();
  const rows = await db
    .select({ upc: releases.upc })
    .from(releases)
    .where(and(inArray(releases.upc, [...new Set(upcs)]), ne(releases.status, DELETED_RELEASE_STATUS)));
  return new Set(rows.map((row) => row.upc).filter((upc): upc is string => upc !== null));
}

export async function findAccount(db: Executor, id: number) {
  const [row] = await db.select().from(accounts).where(eq(accounts.id, id));
  return row ?? null;
}

export async function findIndividual(db: Executor, id: number) {
  const [row] = await db
    .select({ id: individuals.id, name: individuals.name, email: individuals.email })
    .from(individuals)
    .where(eq(individuals.id, id));
  return row ?? null;
}
