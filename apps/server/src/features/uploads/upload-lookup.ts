// How other features use an upload: it must belong to the account, be of the expected kind and have passed its checks.
import { AppError, type FileProblemId, fileProblemMessage, type UploadKind } from '@otodoke/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { uploads } from '../../platform/db/schema.ts';

export type UploadRow = typeof uploads.$inferSelect;

export async function findAccountUploads(
  db: Executor,
  accountId: number,
  ids: number[],
): Promise<Map<number, UploadRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(uploads)
    .where(and(eq(uploads.accountId, accountId), inArray(uploads.id, [...new Set(ids)])));
  return new Map(rows.map((row) => [row.id, row]));
}

/** The upload if it is the account's, of one of `kinds`, and accepted; SONG00004 otherwise (NOT_FOUND if not theirs). */
export async function requireAcceptedUpload(
  db: Executor,
  accountId: number,
  id: number,
  kinds: readonly UploadKind[],
  field: string,
): Promise<UploadRow> {
  const row = (await findAccountUploads(db, accountId, [id])).get(id);
  if (!row) throw new AppError('NOT_FOUND', { field });
  if (!kinds.includes(row.kind) || row.status !== 'accepted') {
    throw new AppError('SONG00004', { field, upload_id: id, status: row.status, kind: row.kind });
  }
  return row;
}

/** The wire form of an upload (contract `Upload`), problems in the request's language. */
export function presentUpload(row: UploadRow, language: 'ja' | 'en') {
  const facts = row.facts as Record<string, unknown> | null;
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    original_name: row.originalName,
    size_bytes: row.sizeBytes,
    sha256: row.sha256,
    facts: facts ?? null,
    problems: row.problems.map((problem) => ({
      id: problem.id,
      message: fileProblemMessage({ id: problem.id as FileProblemId, params: problem.params }, language),
    })),
    preview_url: row.status === 'accepted' || row.status === 'rejected' ? `/api/v2/me/uploads/${row.id}/preview` : null,
    created_at: row.createdAt.toISOString(),
  };
}
