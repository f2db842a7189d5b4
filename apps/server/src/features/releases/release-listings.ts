// Reads over the releases feature's own tables (releases, release_artists, songs) that review, delivery and billing
// compose into their SQL: a page of the review queue, scalar subqueries, and subqueries to join. One round trip each,
// as when the callers wrote the SQL themselves. A scalar subquery is nested in an outer `sql`, so its columns stay
// qualified even where Drizzle unqualifies a one-table select's columns (an unqualified "id" would be the inner one).
import { type AnyColumn, and, asc, count, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { releaseArtists, releases, songs } from '../../platform/db/schema.ts';

/**
 * One page of the releases in `statuses`, first submitted first, with the total: each with its account's name
 * (`accountNameOf`, the accounts feature's scalar subquery, given the account id column) and its song count. `q`
 * matches the title or the account's name.
 */
export async function releasesInStatusesPage(
  db: Executor,
  filter: { statuses: number[]; q: string; page: number; limit: number },
  accountNameOf: (accountId: AnyColumn) => SQL<string>,
) {
  const accountName = accountNameOf(releases.accountId);
  const pattern = `%${filter.q.replaceAll(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const where = and(
    inArray(releases.status, filter.statuses),
    filter.q ? or(ilike(releases.title, pattern), ilike(accountName, pattern)) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        release: releases,
        accountName,
        songCount: sql<number>`(${sql`select count(*)::int from ${songs} where ${songs.releaseId} = ${releases.id}`})`,
      })
      .from(releases)
      .where(where)
      .orderBy(asc(releases.submittedAt), asc(releases.id))
      .limit(filter.limit)
      .offset((filter.page - 1) * filter.limit),
    db.select({ n: sql<number>`count(*)::int` }).from(releases).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The title of the release whose id is `releaseId` (a column of the caller's statement), as a scalar subquery. */
export function releaseTitleSql(releaseId: AnyColumn | SQL): SQL<string> {
  return sql<string>`(${sql`select ${releases.title} from ${releases} where ${releases.id} = ${releaseId}`})`;
}

/** The artists credited on releases: release id, artist id and position, as a subquery to join, aliased `alias`. */
export function releaseArtistsJoin(db: Executor, alias = 'release_artist') {
  return db
    .select({
      releaseId: releaseArtists.releaseId,
      artistId: releaseArtists.artistId,
      position: releaseArtists.position,
    })
    .from(releaseArtists)
    .as(alias);
}

/** How many artists the release credits (its main artists). */
export async function releaseArtistCount(db: Executor, releaseId: number) {
  const [row] = await db.select({ n: count() }).from(releaseArtists).where(eq(releaseArtists.releaseId, releaseId));
  return row?.n ?? 0;
}

/** How many releases credit the artist whose id is `artistId` (a column of the caller's statement), scalar. */
export function artistReleaseCountSql(artistId: AnyColumn | SQL): SQL<number> {
  return sql<number>`(${sql`select count(distinct ${releaseArtists.releaseId})::int from ${releaseArtists} where ${releaseArtists.artistId} = ${artistId}`})`;
}

/** Songs' release id and file upload id, as a subquery to join (the files of a release), aliased `alias`. */
export function songFilesJoin(db: Executor, alias = 'song_file') {
  return db.select({ releaseId: songs.releaseId, fileUploadId: songs.fileUploadId }).from(songs).as(alias);
}
