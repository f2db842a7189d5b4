// SQL for uploads: the announced row, its tus link, and the outcome of the checks.
import type { UploadKind } from '@otodoke/domain';
import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { uploads } from '../../platform/db/schema.ts';
import type { UploadRow } from './upload-lookup.ts';

export async function insertUpload(
  db: Executor,
  values: {
    /** Null for an operator's content picture (the individual then owns it). */
    accountId: number | null;
    /** Null for a file the service made (a master), when no individual is known. */
    individualId: number | null;
    tusId: string;
    kind: UploadKind;
    originalName: string;
    sizeBytes: number;
  },
): Promise<UploadRow> {
  const [row] = await db.insert(uploads).values(values).returning();
  return row!;
}

export async function setStorageKey(db: Executor, id: number, storageKey: string): Promise<UploadRow> {
  const [row] = await db.update(uploads).set({ storageKey }).where(eq(uploads.id, id)).returning();
  return row!;
}

export async function findUpload(db: Executor, id: number): Promise<UploadRow | null> {
  const [row] = await db.select().from(uploads).where(eq(uploads.id, id));
  return row ?? null;
}

export async function findAccountUpload(db: Executor, accountId: number, id: number): Promise<UploadRow | null> {
  const [row] = await db
    .select()
    .from(uploads)
    .where(and(eq(uploads.id, id), eq(uploads.accountId, accountId)));
  return row ?? null;
}

/** An operator's own upload sent acting for no account (a content picture); null for anyone else's. */
export async function findOperatorUpload(db: Executor, individualId: number, id: number): Promise<UploadRow | null> {
  const [row] = await db
    .select()
    .from(uploads)
    .where(and(eq(uploads.id, id), isNull(uploads.accountId), eq(uploads.individualId, individualId)));
  return row ?? null;
}

export async function findUploadByTusId(db: Executor, tusId: string): Promise<UploadRow | null> {
  const [row] = await db.select().from(uploads).where(eq(uploads.tusId, tusId));
  return row ?? null;
}

/** The length the tus client declared (never more than announced; checked before). */
export async function setSize(db: Executor, id: number, sizeBytes: number): Promise<void> {
  await db.update(uploads).set({ sizeBytes }).where(eq(uploads.id, id));
}

/** uploading -> checking, once: false when another request got there first. */
export async function markChecking(db: Executor, id: number): Promise<boolean> {
  const changed = await db
    .update(uploads)
    .set({ status: 'checking' })
    .where(and(eq(uploads.id, id), eq(uploads.status, 'uploading')))
    .returning({ id: uploads.id });
  return changed.length > 0;
}

/** checking -> accepted or rejected with what the checks found; false if it was no longer checking. */
export async function saveOutcome(
  db: Executor,
  id: number,
  outcome: {
    status: 'accepted' | 'rejected';
    sha256: string;
    md5: string | null;
    detectedType: string;
    facts: Record<string, unknown> | null;
    problems: Array<{ id: string; params?: Record<string, string | number> }>;
  },
): Promise<boolean> {
  const changed = await db
    .update(uploads)
    .set({ ...outcome, completedAt: new Date() })
    .where(and(eq(uploads.id, id), eq(uploads.status, 'checking')))
    .returning({ id: uploads.id });
  return changed.length > 0;
}

/** Forgets an upload the client cancelled before it was complete. */
export async function deleteUnfinished(db: Executor, id: number): Promise<boolean> {
  const deleted = await db
    .delete(uploads)
    .where(and(eq(uploads.id, id), eq(uploads.status, 'uploading')))
    .returning({ id: uploads.id });
  return deleted.length > 0;
}

/**
 * Whether a release submitted at least once (not a draft never submitted, not a deleted one) of the account uses the
 * upload, as a condition over the caller's statement (the releases feature's, passed in: it imports this feature).
 */
export type SubmittedReleaseUse = (uploadId: SQL, accountId: SQL) => SQL;

/**
 * The upload, when it is what an operator reviews: the artwork or a song's file of a release submitted at least once
 * (not a draft never submitted, not a deleted one). Anything else an account uploaded stays the account's.
 */
export async function findSubmittedReleaseUpload(
  db: Executor,
  id: number,
  usedBySubmittedRelease: SubmittedReleaseUse,
): Promise<UploadRow | null> {
  const [row] = await db
    .select()
    .from(uploads)
    .where(and(eq(uploads.id, id), usedBySubmittedRelease(sql`"uploads"."id"`, sql`"uploads"."account_id"`)));
  return row ?? null;
}
