// Reads of uploads that other features need (artists, releases, distribution), through the feature's index: stored
// files by id, scalar subqueries a caller composes into its own query, and the MD5 kept with each file.
import { createHash } from 'node:crypto';
import { and, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { type UploadStatus, uploads } from '../../platform/db/schema.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import type { UploadRow } from './upload-lookup.ts';

export type StoredUpload = Pick<UploadRow, 'id' | 'storageKey' | 'status' | 'kind' | 'detectedType'>;

const storedUploadColumns = {
  id: uploads.id,
  storageKey: uploads.storageKey,
  status: uploads.status,
  kind: uploads.kind,
  detectedType: uploads.detectedType,
};

/** The account's upload with what serving its file needs; `uploadId` may be a scalar subquery of the caller's. */
export async function findStoredUpload(
  db: Executor,
  accountId: number,
  uploadId: number | SQL,
): Promise<StoredUpload | null> {
  const [row] = await db
    .select(storedUploadColumns)
    .from(uploads)
    .where(and(eq(uploads.id, uploadId), eq(uploads.accountId, accountId)));
  return row ?? null;
}

/**
 * The status of the upload `uploadId` names, as a scalar subquery (null when none). `uploadId` is SQL of the outer
 * query written with its table, e.g. sql`"releases"."artwork_upload_id"`.
 */
export function uploadStatusSql(uploadId: SQL): SQL<UploadStatus | null> {
  return sql<UploadStatus | null>`(select u.status from uploads u where u.id = ${uploadId})`;
}

/** The SHA-256 of the upload `uploadId` names, as a scalar subquery (null when none or not checked). */
export function uploadSha256Sql(uploadId: SQL): SQL<string | null> {
  return sql<string | null>`(select u.sha256 from uploads u where u.id = ${uploadId})`;
}

/** MD5 of each file, read once and kept with the upload (older uploads were checked before MD5 was recorded). */
export async function uploadMd5s(db: Executor, storage: Storage, uploadIds: number[]): Promise<Map<number, string>> {
  if (uploadIds.length === 0) return new Map();
  const rows = await db
    .select({ id: uploads.id, md5: uploads.md5, storageKey: uploads.storageKey })
    .from(uploads)
    .where(inArray(uploads.id, uploadIds));
  const out = new Map<number, string>();
  for (const row of rows) {
    if (row.md5) {
      out.set(row.id, row.md5);
      continue;
    }
    if (!row.storageKey) continue;
    const hash = createHash('md5');
    for await (const chunk of storage.createReadStream(row.storageKey)) hash.update(chunk as Buffer);
    const md5 = hash.digest('hex');
    await db
      .update(uploads)
      .set({ md5 })
      .where(and(eq(uploads.id, row.id), isNull(uploads.md5)));
    out.set(row.id, md5);
  }
  return out;
}

/** Uploads: id, kind and the facts the checks found, aliased `alias`. */
export function uploadMediaJoin(db: Executor, alias = 'upload_media') {
  return db.select({ id: uploads.id, kind: uploads.kind, facts: uploads.facts }).from(uploads).as(alias);
}
