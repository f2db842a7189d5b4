// SQL for CSV upload batches (what a file is checked against is read from the artists, releases and uploads features).
import { and, count, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { bulkUploadBatches } from '../../platform/db/schema.ts';

export type BatchRow = typeof bulkUploadBatches.$inferSelect;

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
