// SQL for the curated playlists (curated_playlists, curated_playlist_items: the content feature's tables) and the
// release cards they show, read through the releases and artists features' subqueries (one round trip each).
import type { Language } from '@otodoke/domain';
import { and, asc, count, eq, max, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/client.ts';
import { selectRows } from '../../../platform/db/rows.ts';
import { curatedPlaylistItems, curatedPlaylists } from '../../../platform/db/schema.ts';
import { artistNamesJoin } from '../../artists/index.ts';
import { releaseArtistLinksSql, releaseCardsSql } from '../../releases/index.ts';

export type PlaylistRow = typeof curatedPlaylists.$inferSelect;
export type PlaylistValues = Pick<
  typeof curatedPlaylists.$inferInsert,
  'category' | 'titleJa' | 'titleEn' | 'descriptionJa' | 'descriptionEn' | 'spotifyUrl' | 'appleMusicUrl' | 'youtubeUrl'
>;

/** A release as a card shows it. */
export interface ReleaseCardRow {
  playlist_id: number;
  id: number;
  title: string;
  artist: string;
  artwork_upload_id: number | null;
  on_sale: boolean;
  street_date: string;
}

/** The main artists of the release `releaseId` (SQL of the caller's statement), in credit order, in `language`. */
function artistNamesSql(db: Executor, releaseId: SQL, language: Language): SQL<string> {
  const name = language === 'en' ? sql`coalesce(nullif(an.name_en, ''), an.name_ja)` : sql`an.name_ja`;
  return sql<string>`coalesce((select string_agg(${name}, ', ' order by l.position)
      from ${releaseArtistLinksSql(releaseId)} l join ${artistNamesJoin(db, 'an')} on an.id = l.artist_id), '')`;
}

const cardColumns = (db: Executor, language: Language) =>
  sql`rc.id, rc.title, ${artistNamesSql(db, sql`rc.id`, language)} as artist, rc.artwork_upload_id, rc.on_sale,
      rc.street_date`;

/** Playlists in their order (published ones only, or all; of one category, or both), one page, with the total. */
export async function listPlaylists(
  db: Executor,
  options: { publishedOnly: boolean; category?: PlaylistRow['category'] | undefined; page: number; limit: number },
): Promise<{ rows: PlaylistRow[]; total: number }> {
  const where = and(
    options.publishedOnly ? eq(curatedPlaylists.status, 'published') : undefined,
    options.category ? eq(curatedPlaylists.category, options.category) : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(curatedPlaylists)
      .where(where)
      .orderBy(asc(curatedPlaylists.position), asc(curatedPlaylists.id))
      .limit(options.limit)
      .offset((options.page - 1) * options.limit),
    db.select({ n: count() }).from(curatedPlaylists).where(where),
  ]);
  return { rows, total: Number(counted?.n ?? 0) };
}

/** The releases of the playlists `ids` in each one's order; `onSaleOnly` leaves out those not on sale. */
export async function releaseCards(
  db: Executor,
  ids: number[],
  options: { language: Language; onSaleOnly: boolean },
): Promise<ReleaseCardRow[]> {
  if (ids.length === 0) return [];
  return selectRows<ReleaseCardRow>(
    db,
    sql`select i.playlist_id, ${cardColumns(db, options.language)}
          from curated_playlist_items i join ${releaseCardsSql()} rc on rc.id = i.release_id
         where i.playlist_id in (${sql.join(
           ids.map((id) => sql`${id}`),
           sql`, `,
         )}) ${options.onSaleOnly ? sql`and rc.on_sale` : sql``}
         order by i.playlist_id, i.position, rc.id`,
  );
}

/** How many releases each playlist holds, and how many of them are on sale. */
export async function releaseCounts(
  db: Executor,
  ids: number[],
): Promise<Map<number, { all: number; onSale: number }>> {
  if (ids.length === 0) return new Map();
  const rows = await selectRows<{ playlist_id: number; all: number; on_sale: number }>(
    db,
    sql`select i.playlist_id, count(*)::int as all, count(*) filter (where rc.on_sale)::int as on_sale
          from curated_playlist_items i join ${releaseCardsSql()} rc on rc.id = i.release_id
         where i.playlist_id in (${sql.join(
           ids.map((id) => sql`${id}`),
           sql`, `,
         )})
         group by i.playlist_id`,
  );
  return new Map(rows.map((row) => [row.playlist_id, { all: row.all, onSale: row.on_sale }]));
}

export async function findPlaylist(db: Executor, id: number, options: { lock?: boolean } = {}) {
  const query = db.select().from(curatedPlaylists).where(eq(curatedPlaylists.id, id));
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

/** Adds a draft playlist after the last one. */
export async function insertPlaylist(db: Executor, values: PlaylistValues, createdBy: number): Promise<PlaylistRow> {
  const [last] = await db.select({ position: max(curatedPlaylists.position) }).from(curatedPlaylists);
  const [row] = await db
    .insert(curatedPlaylists)
    .values({ ...values, createdBy, position: (last?.position ?? -1) + 1 })
    .returning();
  return row!;
}

export async function updatePlaylist(
  db: Executor,
  id: number,
  values: Partial<PlaylistValues> & { status?: 'draft' | 'published' },
): Promise<PlaylistRow | null> {
  const [row] = await db
    .update(curatedPlaylists)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(curatedPlaylists.id, id))
    .returning();
  return row ?? null;
}

export async function deletePlaylist(db: Executor, id: number): Promise<boolean> {
  const rows = await db
    .delete(curatedPlaylists)
    .where(eq(curatedPlaylists.id, id))
    .returning({ id: curatedPlaylists.id });
  return rows.length > 0;
}

/** Every playlist id, locked, in their order (a new order must name them all). */
export async function lockAllPlaylistIds(db: Executor): Promise<number[]> {
  const rows = await db
    .select({ id: curatedPlaylists.id })
    .from(curatedPlaylists)
    .orderBy(asc(curatedPlaylists.position), asc(curatedPlaylists.id))
    .for('update');
  return rows.map((row) => row.id);
}

export async function setPositions(db: Executor, ids: number[]): Promise<void> {
  for (const [position, id] of ids.entries()) {
    await db.update(curatedPlaylists).set({ position }).where(eq(curatedPlaylists.id, id));
  }
}

/** Which of `releaseIds` are releases on sale. */
export async function onSaleReleaseIds(db: Executor, releaseIds: number[]): Promise<Set<number>> {
  if (releaseIds.length === 0) return new Set();
  const rows = await selectRows<{ id: number }>(
    db,
    sql`select rc.id from ${releaseCardsSql()} rc where rc.on_sale and rc.id in (${sql.join(
      releaseIds.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
  return new Set(rows.map((row) => row.id));
}

export async function currentReleaseIds(db: Executor, playlistId: number): Promise<Set<number>> {
  const rows = await db
    .select({ id: curatedPlaylistItems.releaseId })
    .from(curatedPlaylistItems)
    .where(eq(curatedPlaylistItems.playlistId, playlistId));
  return new Set(rows.map((row) => row.id));
}

/** Replaces the playlist's releases with `releaseIds`, in that order. */
export async function replaceItems(db: Executor, playlistId: number, releaseIds: number[]): Promise<void> {
  await db.delete(curatedPlaylistItems).where(eq(curatedPlaylistItems.playlistId, playlistId));
  if (releaseIds.length > 0) {
    await db
      .insert(curatedPlaylistItems)
      .values(releaseIds.map((releaseId, position) => ({ playlistId, releaseId, position })));
  }
  await db.update(curatedPlaylists).set({ updatedAt: new Date() }).where(eq(curatedPlaylists.id, playlistId));
}

/** Releases on sale whose title, main artist (either name) or UPC contains `q`, newest sale date first. */
export async function searchOnSale(
  db: Executor,
  options: { q: string; page: number; limit: number; language: Language },
): Promise<{ rows: ReleaseCardRow[]; total: number }> {
  const pattern = `%${options.q.replaceAll(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const matches = options.q
    ? sql`and (rc.title ilike ${pattern} or rc.upc ilike ${pattern} or exists (
        select 1 from ${releaseArtistLinksSql(sql`rc.id`)} l join ${artistNamesJoin(db, 'an')} on an.id = l.artist_id
         where an.name_ja ilike ${pattern} or an.name_en ilike ${pattern}))`
    : sql``;
  const [rows, [counted]] = await Promise.all([
    selectRows<ReleaseCardRow>(
      db,
      sql`select 0 as playlist_id, ${cardColumns(db, options.language)} from ${releaseCardsSql()} rc
           where rc.on_sale ${matches}
           order by rc.street_date desc, rc.id desc
           limit ${options.limit} offset ${(options.page - 1) * options.limit}`,
    ),
    selectRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from ${releaseCardsSql()} rc where rc.on_sale ${matches}`,
    ),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

/** The account and artwork of a release on sale in a published playlist; null otherwise. */
export async function publishedArtwork(
  db: Executor,
  playlistId: number,
  releaseId: number,
): Promise<{ accountId: number; artworkUploadId: number } | null> {
  const [row] = await selectRows<{ account_id: number; artwork_upload_id: number | null }>(
    db,
    sql`select rc.account_id, rc.artwork_upload_id
          from curated_playlists p
          join curated_playlist_items i on i.playlist_id = p.id
          join ${releaseCardsSql()} rc on rc.id = i.release_id
         where p.id = ${playlistId} and p.status = 'published' and rc.id = ${releaseId} and rc.on_sale`,
  );
  if (!row?.artwork_upload_id) return null;
  return { accountId: row.account_id, artworkUploadId: row.artwork_upload_id };
}
