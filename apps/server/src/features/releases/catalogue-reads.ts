// The catalogue as the artists, uploads and bulk-upload features read it, through the feature's index: which releases
// credit an artist or use an upload (as subqueries the caller composes into its own statement, one round trip), the
// terms an account acknowledged and the UPCs already carried.
import { RELEASE_STATUS } from '@otodoke/domain';
import { and, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { releaseArtists, releases, songArtists, songs, termsAcknowledgements } from '../../platform/db/schema.ts';

const DELETED_STATUS = RELEASE_STATUS.deleted_by_user;

/**
 * Releases using the artist `artistId` (SQL of the caller's statement written with its table, e.g.
 * sql`"artists"."id"`), as a main artist or on one of their songs, counted once each; releases the user deleted do not
 * count. Written out in SQL with aliases: Drizzle leaves columns of a one-table query unqualified, and inside these
 * subqueries an unqualified "id" would mean the song's, not the artist's.
 */
export function releasesUsingArtistCountSql(artistId: SQL): SQL<number> {
  return sql<number>`(
  select count(*)::int from (
    select ra.release_id from release_artists ra where ra.artist_id = ${artistId}
    union
    select s.release_id from song_artists sa join songs s on s.id = sa.song_id where sa.artist_id = ${artistId}
  ) as used
  join releases r on r.id = used.release_id
  where r.status <> ${DELETED_STATUS}
)`;
}

/** True when any release or song credits the artist, whatever its status (the foreign keys restrict deletion). */
export async function isArtistCredited(db: Executor, artistId: number): Promise<boolean> {
  const [onRelease] = await db
    .select({ one: sql`1` })
    .from(releaseArtists)
    .where(eq(releaseArtists.artistId, artistId))
    .limit(1);
  if (onRelease) return true;
  const [onSong] = await db
    .select({ one: sql`1` })
    .from(songArtists)
    .where(eq(songArtists.artistId, artistId))
    .limit(1);
  return Boolean(onSong);
}

type CreditedArtist = { id: number; accountId: number };

/** The artist's releases on sale, crediting it as a main artist or on a song (outer query over "releases"). */
function onSaleReleasesOf(artist: CreditedArtist) {
  return and(
    eq(releases.accountId, artist.accountId),
    eq(releases.status, RELEASE_STATUS.distribution_onsale),
    sql`(exists (select 1 from release_artists ra where ra.release_id = "releases"."id" and ra.artist_id = ${artist.id})
      or exists (select 1 from song_artists sa join songs s on s.id = sa.song_id
        where s.release_id = "releases"."id" and sa.artist_id = ${artist.id}))`,
  );
}

/** The artist's releases on sale, newest sale date first (the public artist page). */
export function listArtistOnSaleReleases(db: Executor, artist: CreditedArtist) {
  return db
    .select({
      id: releases.id,
      type: releases.type,
      title: releases.title,
      streetDate: releases.requestedSaleStartDate,
      artworkUploadId: releases.artworkUploadId,
    })
    .from(releases)
    .where(onSaleReleasesOf(artist))
    .orderBy(desc(releases.requestedSaleStartDate), desc(releases.id));
}

/** The artwork upload id of the release `releaseId` when it is one of the artist's on sale, as a scalar subquery. */
export function onSaleArtworkIdSql(artist: CreditedArtist, releaseId: number): SQL {
  return sql`(select ${releases.artworkUploadId} from ${releases}
    where ${and(eq(releases.id, releaseId), onSaleReleasesOf(artist))})`;
}

/**
 * Whether a release submitted at least once (not a draft never submitted, not a deleted one) of the account
 * `accountId` uses the upload `uploadId` as its artwork or a song's file, as an `exists` condition. Both are SQL of the
 * caller's statement written with its table, e.g. sql`"uploads"."id"`.
 */
export function submittedReleaseUsesUploadSql(uploadId: SQL, accountId: SQL): SQL {
  const hidden = [RELEASE_STATUS.creating, RELEASE_STATUS.deleted_by_user];
  return sql`exists (
          select 1 from ${releases} r
           where r.account_id = ${accountId} and r.status not in (${sql.join(hidden, sql`, `)})
             and (r.artwork_upload_id = ${uploadId}
                  or exists (select 1 from songs s where s.release_id = r.id and s.file_upload_id = ${uploadId})))`;
}

/** The terms (karaoke, music video) the account acknowledged. */
export async function acknowledgedTerms(db: Executor, accountId: number): Promise<Set<'karaoke' | 'music_video'>> {
  const rows = await db
    .select({ terms: termsAcknowledgements.terms })
    .from(termsAcknowledgements)
    .where(eq(termsAcknowledgements.accountId, accountId));
  return new Set(rows.map((row) => row.terms));
}

/** Which of `upcs` a release (of any account, not deleted) already carries. */
export async function takenUpcs(db: Executor, upcs: string[]): Promise<Set<string>> {
  if (upcs.length === 0) return new Set();
  const rows = await db
    .select({ upc: releases.upc })
    .from(releases)
    .where(and(inArray(releases.upc, [...new Set(upcs)]), ne(releases.status, DELETED_STATUS)));
  return new Set(rows.map((row) => row.upc).filter((upc): upc is string => upc !== null));
}

/** Releases (deleted ones included): id, account_id, title, upc, type, status, requested_sale_start_date. */
export function releasesJoinSql(): SQL {
  return sql`(select id, account_id, title, upc, type, status, requested_sale_start_date from ${releases})`;
}

/** Releases as the yearly statistics read them: id, account_id, title, status, primary_genre_id, artwork_upload_id. */
export function releaseStatsJoinSql(): SQL {
  return sql`(select id, account_id, title, status, primary_genre_id, artwork_upload_id from ${releases})`;
}

/** Songs: id, release_id, title, isrc. */
export function songsJoinSql(): SQL {
  return sql`(select id, release_id, title, isrc from ${songs})`;
}

/** The artists credited on the release `releaseId` (a column of the caller's statement): artist_id, position. */
export function releaseArtistLinksSql(releaseId: SQL): SQL {
  return sql`(select artist_id, position from ${releaseArtists} where release_id = ${releaseId})`;
}

/**
 * Songs with their release, releases the user deleted left out, as a subquery the immersive audio feature joins:
 * song_id, account_id, song_title, isrc, file_upload_id, release_id, release_title, release_type, release_status,
 * release_store_ids.
 */
export function songReleasesJoinSql(): SQL {
  return sql`(select s.id as song_id, r.account_id, s.title as song_title, s.isrc, s.file_upload_id,
      r.id as release_id, r.title as release_title, r.type as release_type, r.status as release_status,
      r.store_ids as release_store_ids, r.term_ends_at as release_term_ends_at
    from ${songs} s join ${releases} r on r.id = s.release_id where r.status <> ${DELETED_STATUS})`;
}
