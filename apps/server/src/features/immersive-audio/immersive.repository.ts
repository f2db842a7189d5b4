// The immersive_songs table, and the songs and releases they belong to as the releases feature lets us read them.
import { IMMERSIVE_RELEASE_TYPES, RELEASE_STATUS } from '@otodoke/domain';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { immersiveSongs } from '../../platform/db/schema.ts';
import { songReleasesJoinSql } from '../releases/index.ts';

export type ImmersiveSongRow = typeof immersiveSongs.$inferSelect;

/** A song with its release (releases feature's `songReleasesJoinSql`). */
export interface SongRelease {
  song_id: number;
  account_id: number;
  song_title: string;
  isrc: string | null;
  file_upload_id: number | null;
  release_id: number;
  release_title: string;
  release_type: string;
  release_status: number;
  release_store_ids: string[];
  /** The end of the release's paid year (pay-per-release), which the edition's year follows. */
  release_term_ends_at: string | Date | null;
}

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows?: T[] }).rows ?? (result as T[]);
}

const likeOf = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Song, release title or ISRC containing `q` (sr: the song-release subquery). */
function matchSql(q: string | undefined): SQL {
  if (!q) return sql`true`;
  const like = likeOf(q);
  return sql`(sr.song_title ilike ${like} or sr.release_title ilike ${like} or coalesce(sr.isrc, '') ilike ${like})`;
}

export async function songReleaseOf(db: Executor, accountId: number, songId: number): Promise<SongRelease | null> {
  const result = await db.execute(
    sql`select * from ${songReleasesJoinSql()} sr where sr.song_id = ${songId} and sr.account_id = ${accountId}`,
  );
  return rowsOf<SongRelease>(result)[0] ?? null;
}

export async function songReleasesOf(db: Executor, songIds: number[]): Promise<Map<number, SongRelease>> {
  if (songIds.length === 0) return new Map();
  const ids = sql.join(
    [...new Set(songIds)].map((id) => sql`${id}`),
    sql`, `,
  );
  const result = await db.execute(sql`select * from ${songReleasesJoinSql()} sr where sr.song_id in (${ids})`);
  return new Map(rowsOf<SongRelease>(result).map((row) => [Number(row.song_id), row]));
}

/** One page of the account's editions, newest first, with the total. */
export async function pageOfEditions(
  db: Executor,
  accountId: number,
  query: { page: number; limit: number; q?: string | undefined },
): Promise<{ rows: ImmersiveSongRow[]; total: number }> {
  const where = sql`i.account_id = ${accountId} and ${matchSql(query.q)}`;
  const from = sql`immersive_songs i join ${songReleasesJoinSql()} sr on sr.song_id = i.song_id`;
  const [ids, count] = await Promise.all([
    db.execute(
      sql`select i.id from ${from} where ${where} order by i.id desc limit ${query.limit} offset ${(query.page - 1) * query.limit}`,
    ),
    db.execute(sql`select count(*)::int as total from ${from} where ${where}`),
  ]);
  const pageIds = rowsOf<{ id: number }>(ids).map((row) => Number(row.id));
  const total = Number(rowsOf<{ total: number }>(count)[0]?.total ?? 0);
  if (pageIds.length === 0) return { rows: [], total };
  const rows = await db.select().from(immersiveSongs).where(inArray(immersiveSongs.id, pageIds));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return { rows: pageIds.flatMap((id) => byId.get(id) ?? []), total };
}

/** Releases whose status ends them (taken down, rejected, deleted): no new edition for their songs. */
const ENDED_RELEASE_SQL = sql`(sr.release_status >= 500 and sr.release_status < 600) or sr.release_status >= 700
  or sr.release_status in (${RELEASE_STATUS.review_rejected}, ${RELEASE_STATUS.vocaloid_review_rejected},
    ${RELEASE_STATUS.store_review_rejected})`;

/** True when the release's status ends it (an edition can no longer be added or delivered). */
export const isEndedReleaseStatus = (status: number) =>
  (status >= 500 && status < 600) ||
  status >= 700 ||
  status === RELEASE_STATUS.review_rejected ||
  status === RELEASE_STATUS.vocaloid_review_rejected ||
  status === RELEASE_STATUS.store_review_rejected;

/** Songs of the account's audio releases without an edition, newest release first. */
export async function pageOfCandidates(
  db: Executor,
  accountId: number,
  query: { page: number; limit: number; q?: string | undefined },
): Promise<{ rows: SongRelease[]; total: number }> {
  const types = sql.join(
    IMMERSIVE_RELEASE_TYPES.map((type) => sql`${type}`),
    sql`, `,
  );
  const where = sql`sr.account_id = ${accountId} and sr.release_type in (${types}) and not (${ENDED_RELEASE_SQL})
    and not exists (select 1 from immersive_songs i where i.song_id = sr.song_id) and ${matchSql(query.q)}`;
  const [page, count] = await Promise.all([
    db.execute(
      sql`select * from ${songReleasesJoinSql()} sr where ${where} order by sr.release_id desc, sr.song_id
        limit ${query.limit} offset ${(query.page - 1) * query.limit}`,
    ),
    db.execute(sql`select count(*)::int as total from ${songReleasesJoinSql()} sr where ${where}`),
  ]);
  return {
    rows: rowsOf<SongRelease>(page),
    total: Number(rowsOf<{ total: number }>(count)[0]?.total ?? 0),
  };
}

export async function findEdition(db: Executor, accountId: number, id: number): Promise<ImmersiveSongRow | null> {
  const [row] = await db
    .select()
    .from(immersiveSongs)
    .where(and(eq(immersiveSongs.id, id), eq(immersiveSongs.accountId, accountId)));
  return row ?? null;
}

export async function lockEdition(tx: Executor, id: number): Promise<ImmersiveSongRow | null> {
  const [row] = await tx.select().from(immersiveSongs).where(eq(immersiveSongs.id, id)).for('update');
  return row ?? null;
}

/** Inserts the edition; null when the song has one already (the unique song_id decides a race of two creates). */
export async function insertEdition(
  tx: Executor,
  values: typeof immersiveSongs.$inferInsert,
): Promise<ImmersiveSongRow | null> {
  const [row] = await tx.insert(immersiveSongs).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function updateEdition(
  tx: Executor,
  id: number,
  values: Partial<typeof immersiveSongs.$inferInsert>,
): Promise<ImmersiveSongRow> {
  const [row] = await tx
    .update(immersiveSongs)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(immersiveSongs.id, id))
    .returning();
  return row!;
}

export async function deleteEdition(tx: Executor, id: number): Promise<void> {
  await tx.delete(immersiveSongs).where(eq(immersiveSongs.id, id));
}

/** The release's editions (those in one of `statuses` when given), locked. */
export async function lockReleaseEditions(
  tx: Executor,
  releaseId: number,
  statuses?: number[],
): Promise<ImmersiveSongRow[]> {
  return tx
    .select()
    .from(immersiveSongs)
    .where(
      statuses
        ? and(eq(immersiveSongs.releaseId, releaseId), inArray(immersiveSongs.status, statuses))
        : eq(immersiveSongs.releaseId, releaseId),
    )
    .orderBy(immersiveSongs.id)
    .for('update');
}
