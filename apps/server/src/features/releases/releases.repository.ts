// SQL for releases, their main artists and songs, identifier counters and terms acknowledgements.
import { RELEASE_STATUS } from '@otodoke/domain';
import {
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  getTableColumns,
  ilike,
  inArray,
  ne,
  notInArray,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { releaseArtists, releases, songArtists, songs, termsAcknowledgements } from '../../platform/db/schema.ts';
import { uploadSha256Sql, uploadStatusSql } from '../uploads/index.ts';
import type { ArtistCreditsJoin } from './artist-credits.ts';

export type ReleaseRow = typeof releases.$inferSelect;
export type SongRow = typeof songs.$inferSelect;
export type SongArtistRow = typeof songArtists.$inferSelect;
export type ArtistNameRow = {
  id: number;
  nameJa: string;
  nameEn: string;
  isVariousArtists: boolean;
  archivedAt: Date | null;
};

const DELETED_STATUS = RELEASE_STATUS.deleted_by_user;

const escapeLike = (value: string) => value.replaceAll(/[\\%_]/g, (c) => `\\${c}`);

export type ListFilter = {
  accountId: number;
  q?: string;
  statusCodes?: number[];
  type?: string;
  sortKey: 'create_time' | 'update_time' | 'street_date' | 'status';
  sortOrder: 'asc' | 'desc';
  page: number;
  limit: number;
};

export async function listReleases(db: Executor, artistCredits: ArtistCreditsJoin, filter: ListFilter) {
  const conditions: SQL[] = [eq(releases.accountId, filter.accountId), ne(releases.status, DELETED_STATUS)];
  if (filter.statusCodes) conditions.push(inArray(releases.status, filter.statusCodes));
  if (filter.type) conditions.push(eq(releases.type, filter.type));
  if (filter.q) {
    const pattern = `%${escapeLike(filter.q)}%`;
    const artists = artistCredits(db, 'artists');
    conditions.push(
      or(
        ilike(releases.title, pattern),
        eq(releases.upc, filter.q.replaceAll(/[\s-]/g, '')),
        exists(
          db
            .select({ one: sql`1` })
            .from(releaseArtists)
            .innerJoin(artists, eq(artists.id, releaseArtists.artistId))
            .where(
              and(
                eq(releaseArtists.releaseId, releases.id),
                or(ilike(artists.nameJa, pattern), ilike(artists.nameEn, pattern), ilike(artists.nameKana, pattern)),
              ),
            ),
        ),
        exists(
          db
            .select({ one: sql`1` })
            .from(songs)
            .where(
              and(
                eq(songs.releaseId, releases.id),
                or(ilike(songs.title, pattern), eq(songs.isrc, filter.q.replaceAll('-', '').toUpperCase())),
              ),
            ),
        ),
      )!,
    );
  }
  const where = and(...conditions);
  const column = {
    create_time: releases.createdAt,
    update_time: releases.updatedAt,
    street_date: releases.requestedSaleStartDate,
    status: releases.status,
  }[filter.sortKey];
  const direction = filter.sortOrder === 'asc' ? asc : desc;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        release: releases,
        // Written with aliases: the select is over "releases" alone, whose columns Drizzle leaves unqualified here.
        songCount: sql<number>`(select count(*) from songs s where s.release_id = "releases"."id")`.mapWith(Number),
        artworkStatus: uploadStatusSql(sql`"releases"."artwork_upload_id"`),
      })
      .from(releases)
      .where(where)
      .orderBy(direction(column), direction(releases.id))
      .limit(filter.limit)
      .offset((filter.page - 1) * filter.limit),
    db.select({ n: count() }).from(releases).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function countByStatusAndType(db: Executor, accountId: number) {
  return db
    .select({ status: releases.status, type: releases.type, n: count() })
    .from(releases)
    .where(and(eq(releases.accountId, accountId), ne(releases.status, DELETED_STATUS)))
    .groupBy(releases.status, releases.type);
}

/** The account's releases (deleted ones left out) by status: how many, and the newest one's id. One query. */
export async function countByStatusWithNewest(db: Executor, accountId: number) {
  return db
    .select({ status: releases.status, n: count(), newestId: sql<number>`max(${releases.id})` })
    .from(releases)
    .where(and(eq(releases.accountId, accountId), ne(releases.status, DELETED_STATUS)))
    .groupBy(releases.status);
}

export async function mainArtistsOf(db: Executor, artistCredits: ArtistCreditsJoin, releaseIds: number[]) {
  if (releaseIds.length === 0) return [];
  const artists = artistCredits(db, 'artists');
  return db
    .select({
      releaseId: releaseArtists.releaseId,
      position: releaseArtists.position,
      artist: {
        id: artists.id,
        nameJa: artists.nameJa,
        nameEn: artists.nameEn,
        isVariousArtists: artists.isVariousArtists,
        archivedAt: artists.archivedAt,
      },
    })
    .from(releaseArtists)
    .innerJoin(artists, eq(artists.id, releaseArtists.artistId))
    .where(inArray(releaseArtists.releaseId, releaseIds))
    .orderBy(asc(releaseArtists.releaseId), asc(releaseArtists.position));
}

export async function findRelease(db: Executor, accountId: number, id: number, forUpdate = false) {
  const query = db
    .select()
    .from(releases)
    .where(and(eq(releases.id, id), eq(releases.accountId, accountId), ne(releases.status, DELETED_STATUS)));
  const rows = forUpdate ? await query.for('update') : await query;
  return rows[0] ?? null;
}

export async function songsOf(db: Executor, releaseId: number) {
  return db.select().from(songs).where(eq(songs.releaseId, releaseId)).orderBy(asc(songs.position));
}

export async function songArtistsOf(db: Executor, artistCredits: ArtistCreditsJoin, songIds: number[]) {
  if (songIds.length === 0) return [];
  const artists = artistCredits(db, 'artists');
  return db
    .select({ link: songArtists, artist: { id: artists.id, nameJa: artists.nameJa, nameEn: artists.nameEn } })
    .from(songArtists)
    .innerJoin(artists, eq(artists.id, songArtists.artistId))
    .where(inArray(songArtists.songId, songIds))
    .orderBy(asc(songArtists.songId), asc(songArtists.position));
}

export async function artistsByIds(
  db: Executor,
  artistCredits: ArtistCreditsJoin,
  accountId: number,
  ids: number[],
): Promise<Map<number, ArtistNameRow>> {
  if (ids.length === 0) return new Map();
  const artists = artistCredits(db, 'artists');
  const rows = await db
    .select({
      id: artists.id,
      nameJa: artists.nameJa,
      nameEn: artists.nameEn,
      isVariousArtists: artists.isVariousArtists,
      archivedAt: artists.archivedAt,
    })
    .from(artists)
    .where(and(eq(artists.accountId, accountId), inArray(artists.id, [...new Set(ids)])));
  return new Map(rows.map((row) => [row.id, row]));
}

export async function insertRelease(db: Executor, values: typeof releases.$inferInsert): Promise<ReleaseRow> {
  const [row] = await db.insert(releases).values(values).returning();
  return row!;
}

/** The release's own fields; its status and the columns that go with it change only through `lifecycle.ts`. */
export async function updateRelease(
  db: Executor,
  id: number,
  values: Partial<Omit<typeof releases.$inferInsert, 'status' | 'takedownMode' | 'termEndsAt' | 'submittedAt'>>,
) {
  await db
    .update(releases)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(releases.id, id));
}

export async function replaceMainArtists(db: Executor, releaseId: number, artistIds: number[]) {
  await db.delete(releaseArtists).where(eq(releaseArtists.releaseId, releaseId));
  if (artistIds.length > 0) {
    await db.insert(releaseArtists).values(artistIds.map((artistId, position) => ({ releaseId, artistId, position })));
  }
}

export async function updateSong(db: Executor, id: number, values: Partial<typeof songs.$inferInsert>) {
  await db
    .update(songs)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(songs.id, id));
}

export async function deleteSongs(db: Executor, ids: number[]) {
  if (ids.length > 0) await db.delete(songs).where(inArray(songs.id, ids));
}

/** A draft's own fields written (status untouched), answered with the row as stored. */
export async function writeDraftRelease(
  db: Executor,
  id: number,
  values: Partial<Omit<typeof releases.$inferInsert, 'status' | 'takedownMode' | 'termEndsAt' | 'submittedAt'>>,
): Promise<ReleaseRow> {
  const [row] = await db
    .update(releases)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(releases.id, id))
    .returning();
  return row!;
}

/**
 * The songs of a draft in one statement: rows with an `id` (songs of this release, checked by the caller) are
 * updated, the others inserted. Answers every row as stored, in the order given (positions are distinct).
 */
export async function upsertSongs(db: Executor, rows: Array<typeof songs.$inferInsert>): Promise<SongRow[]> {
  if (rows.length === 0) return [];
  // Only the columns the rows set are updated; ownership and creation never change.
  const kept = Object.entries(getTableColumns(songs)).filter(
    ([key]) => key in rows[0]! && !['id', 'accountId', 'releaseId', 'createdAt', 'updatedAt'].includes(key),
  );
  const set = Object.fromEntries(kept.map(([key, column]) => [key, sql.raw(`excluded."${column.name}"`)]));
  const written = await db
    .insert(songs)
    .values(rows)
    .onConflictDoUpdate({ target: songs.id, set: { ...set, updatedAt: new Date() } })
    .returning();
  const byPosition = new Map(written.map((row) => [row.position, row]));
  return rows.map((row) => byPosition.get(row.position)!);
}

/** Every credit of the release's songs replaced by `links` (two statements, whatever the number of songs). */
export async function replaceReleaseSongArtists(
  db: Executor,
  releaseId: number,
  links: Array<typeof songArtists.$inferInsert>,
): Promise<SongArtistRow[]> {
  await db
    .delete(songArtists)
    .where(inArray(songArtists.songId, db.select({ id: songs.id }).from(songs).where(eq(songs.releaseId, releaseId))));
  if (links.length === 0) return [];
  return db.insert(songArtists).values(links).returning();
}

export async function findSong(db: Executor, accountId: number, songId: number) {
  const [row] = await db
    .select({ song: songs, releaseStatus: releases.status })
    .from(songs)
    .innerJoin(releases, eq(releases.id, songs.releaseId))
    .where(and(eq(songs.id, songId), eq(songs.accountId, accountId), ne(releases.status, DELETED_STATUS)));
  return row ?? null;
}

/** Songs of other releases (not deleted) holding one of these ISRCs, with the sha256 of their file. */
export async function songsWithIsrcs(db: Executor, isrcs: string[], excludeReleaseId: number) {
  if (isrcs.length === 0) return [];
  return db
    .select({ isrc: songs.isrc, accountId: songs.accountId, sha256: uploadSha256Sql(sql`"songs"."file_upload_id"`) })
    .from(songs)
    .innerJoin(releases, eq(releases.id, songs.releaseId))
    .where(and(inArray(songs.isrc, isrcs), ne(songs.releaseId, excludeReleaseId), ne(releases.status, DELETED_STATUS)));
}

export async function upcTaken(db: Executor, upc: string, excludeReleaseId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: releases.id })
    .from(releases)
    .where(and(eq(releases.upc, upc), ne(releases.id, excludeReleaseId), ne(releases.status, DELETED_STATUS)))
    .limit(1);
  return row !== undefined;
}

/** Whether a submitted (not draft, not deleted) release other than `excludeReleaseId` holds the UPC. */
export async function upcHeldBySubmitted(db: Executor, upc: string, excludeReleaseId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: releases.id })
    .from(releases)
    .where(
      and(
        eq(releases.upc, upc),
        ne(releases.id, excludeReleaseId),
        notInArray(releases.status, [RELEASE_STATUS.creating, DELETED_STATUS]),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Whether any song (of a release not deleted) holds the ISRC. */
export async function isrcInUse(db: Executor, isrc: string): Promise<boolean> {
  const [row] = await db
    .select({ id: songs.id })
    .from(songs)
    .innerJoin(releases, eq(releases.id, songs.releaseId))
    .where(and(eq(songs.isrc, isrc), ne(releases.status, DELETED_STATUS)))
    .limit(1);
  return row !== undefined;
}

export async function distinctAuthors(db: Executor, accountId: number, pattern: string, limit: number) {
  const like = `${escapeLike(pattern)}%`;
  const result = await db.execute<{ author: Record<string, unknown> }>(sql`
    select distinct on (a->>'realName', a->>'penName') a as author
    from ${songs}, jsonb_array_elements(${songs.authors}) as a
    where ${songs.accountId} = ${accountId}
      and (a->>'realName' ilike ${like} or a->>'penName' ilike ${like})
    limit ${limit}`);
  const rows =
    (result as unknown as { rows?: Array<{ author: Record<string, unknown> }> }).rows ??
    (result as unknown as Array<{ author: Record<string, unknown> }>);
  return rows.map((row) => row.author);
}

export async function findAcknowledgement(db: Executor, accountId: number, terms: 'karaoke' | 'music_video') {
  const [row] = await db
    .select()
    .from(termsAcknowledgements)
    .where(and(eq(termsAcknowledgements.accountId, accountId), eq(termsAcknowledgements.terms, terms)));
  return row ?? null;
}

export async function upsertAcknowledgement(
  db: Executor,
  accountId: number,
  terms: 'karaoke' | 'music_video',
  individualId: number,
) {
  const [row] = await db
    .insert(termsAcknowledgements)
    .values({ accountId, terms, individualId })
    .onConflictDoNothing()
    .returning();
  return row ?? (await findAcknowledgement(db, accountId, terms))!;
}
