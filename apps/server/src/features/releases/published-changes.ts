// Changes to a release already out in the stores, made by delivery: titles corrected, stores added.
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { releases, songs } from '../../platform/db/schema.ts';

/** Corrected titles of a release out in the stores (the identifiers and files stay as they are). */
export async function correctReleaseTitles(
  tx: Executor,
  releaseId: number,
  input: { title: string; version: string; songs: Array<{ id: number; title: string; version: string }> },
) {
  await tx
    .update(releases)
    .set({ title: input.title, version: input.version, updatedAt: new Date() })
    .where(eq(releases.id, releaseId));
  for (const song of input.songs) {
    await tx
      .update(songs)
      .set({ title: song.title, version: song.version, updatedAt: new Date() })
      .where(and(eq(songs.id, song.id), eq(songs.releaseId, releaseId)));
  }
}

/** The ids of the release's songs. */
export async function songIdsOfRelease(db: Executor, releaseId: number): Promise<number[]> {
  const rows = await db.select({ id: songs.id }).from(songs).where(eq(songs.releaseId, releaseId));
  return rows.map((row) => row.id);
}

/** Stores added to the release's chosen stores (the caller checked they are new and may carry it). */
export async function addReleaseStores(
  tx: Executor,
  release: { id: number; storeIds: string[] },
  storeIds: string[],
  at: Date,
) {
  await tx
    .update(releases)
    .set({ storeIds: [...release.storeIds, ...storeIds], updatedAt: at })
    .where(eq(releases.id, release.id));
}
