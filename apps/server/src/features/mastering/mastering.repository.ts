// SQL for mastering: the mixes sent for mastering (mastering_audios) and every credit spent or given back for them
// (mastering_credit_movements). Writes a job makes are guarded by the row's source version or attempt, so a job of
// an older source or attempt changes nothing.
import { and, count, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { masteringAudios, masteringCreditMovements } from '../../platform/db/schema.ts';

export type MasteringAudioRow = typeof masteringAudios.$inferSelect;
type AudioChanges = Partial<Omit<typeof masteringAudios.$inferInsert, 'id' | 'accountId' | 'createdAt'>>;

export async function insertAudio(
  db: Executor,
  values: {
    accountId: number;
    createdBy: number | null;
    name: string;
    sourceUploadId: number;
    referenceUploadId: number | null;
    previewStartSeconds: number;
  },
): Promise<MasteringAudioRow> {
  const [row] = await db.insert(masteringAudios).values(values).returning();
  return row!;
}

export async function findAudio(db: Executor, accountId: number, id: number): Promise<MasteringAudioRow | null> {
  const [row] = await db
    .select()
    .from(masteringAudios)
    .where(and(eq(masteringAudios.id, id), eq(masteringAudios.accountId, accountId)));
  return row ?? null;
}

/** The account's audio under its row lock until the transaction ends (master, cancel and replace go one at a time). */
export async function lockAudio(db: Executor, accountId: number, id: number): Promise<MasteringAudioRow | null> {
  const [row] = await db
    .select()
    .from(masteringAudios)
    .where(and(eq(masteringAudios.id, id), eq(masteringAudios.accountId, accountId)))
    .for('update');
  return row ?? null;
}

/** Any account's audio (jobs know only its id). */
export async function findAudioById(db: Executor, id: number): Promise<MasteringAudioRow | null> {
  const [row] = await db.select().from(masteringAudios).where(eq(masteringAudios.id, id));
  return row ?? null;
}

export async function lockAudioById(db: Executor, id: number): Promise<MasteringAudioRow | null> {
  const [row] = await db.select().from(masteringAudios).where(eq(masteringAudios.id, id)).for('update');
  return row ?? null;
}

export async function listAudios(db: Executor, accountId: number, page: number, limit: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(masteringAudios)
      .where(eq(masteringAudios.accountId, accountId))
      .orderBy(desc(masteringAudios.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(masteringAudios).where(eq(masteringAudios.accountId, accountId)),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function updateAudio(db: Executor, id: number, changes: AudioChanges): Promise<MasteringAudioRow> {
  const [row] = await db
    .update(masteringAudios)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(masteringAudios.id, id))
    .returning();
  return row!;
}

/** Changes the previews' fields only while the row still renders this source version; false when it moved on. */
export async function updatePreviewRun(
  db: Executor,
  id: number,
  sourceVersion: number,
  changes: AudioChanges,
): Promise<boolean> {
  const changed = await db
    .update(masteringAudios)
    .set({ ...changes, updatedAt: new Date() })
    .where(
      and(
        eq(masteringAudios.id, id),
        eq(masteringAudios.sourceVersion, sourceVersion),
        eq(masteringAudios.previewStatus, 'processing'),
      ),
    )
    .returning({ id: masteringAudios.id });
  return changed.length > 0;
}

/** Changes the master's fields only while this attempt still runs; false when it moved on (canceled, replaced). */
export async function updateMasterRun(
  db: Executor,
  id: number,
  attempt: number,
  changes: AudioChanges,
): Promise<boolean> {
  const changed = await db
    .update(masteringAudios)
    .set({ ...changes, updatedAt: new Date() })
    .where(
      and(
        eq(masteringAudios.id, id),
        eq(masteringAudios.masteringAttempt, attempt),
        eq(masteringAudios.masteringStatus, 'processing'),
      ),
    )
    .returning({ id: masteringAudios.id });
  return changed.length > 0;
}

export async function deleteAudio(db: Executor, id: number): Promise<void> {
  await db.delete(masteringAudios).where(eq(masteringAudios.id, id));
}

/**
 * Records a credit spent (-1) or given back (+1) for an attempt; false when that movement exists already (the unique
 * (audio, attempt, reason) index: a spend or a refund happens once per attempt).
 */
export async function insertMovement(
  db: Executor,
  values: { accountId: number; audioId: number; attempt: number; reason: 'spend' | 'refund'; note?: string },
): Promise<boolean> {
  const inserted = await db
    .insert(masteringCreditMovements)
    .values({ ...values, delta: values.reason === 'spend' ? -1 : 1, note: values.note ?? null })
    .onConflictDoNothing()
    .returning({ id: masteringCreditMovements.id });
  return inserted.length > 0;
}

/** The account's latest credit movements, newest first, with the name of the audio each was for. */
export async function latestMovements(db: Executor, accountId: number, limit: number) {
  return db
    .select({
      id: masteringCreditMovements.id,
      audioId: masteringCreditMovements.audioId,
      audioName: masteringAudios.name,
      reason: masteringCreditMovements.reason,
      delta: masteringCreditMovements.delta,
      createdAt: masteringCreditMovements.createdAt,
    })
    .from(masteringCreditMovements)
    .leftJoin(masteringAudios, eq(masteringAudios.id, masteringCreditMovements.audioId))
    .where(eq(masteringCreditMovements.accountId, accountId))
    .orderBy(desc(masteringCreditMovements.id))
    .limit(limit);
}
