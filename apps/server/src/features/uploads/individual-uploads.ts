// An upload as the individual who sent it uses it elsewhere (an operator's picture for content): by id and sender,
// sent acting for no account (the operator's own) or for an account they belong to, with what reading its file needs.
// Nobody else's upload is found, so a member's file never becomes content unless that member is the operator.
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { uploads } from '../../platform/db/schema.ts';

export async function findIndividualUpload(db: Executor, individualId: number, uploadId: number) {
  const [row] = await db
    .select({
      id: uploads.id,
      kind: uploads.kind,
      status: uploads.status,
      storageKey: uploads.storageKey,
      detectedType: uploads.detectedType,
    })
    .from(uploads)
    .where(and(eq(uploads.id, uploadId), eq(uploads.individualId, individualId)));
  return row ?? null;
}
