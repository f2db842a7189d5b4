// Artists (owner: this feature) as other features' SQL shows them (revenue's reports and splits, the review queue):
// fragments and subqueries over the artists table that the caller composes into its own statement (one round trip).
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { artists } from '../../platform/db/schema.ts';

/**
 * The Japanese names of the artists in `links` (a subquery with artist_id and position, such as the releases feature's
 * `releaseArtistLinksSql`), joined with ', ' in position order, as a scalar subquery (null when there are none).
 */
export function artistNamesJaSql(links: SQL): SQL {
  return sql`(select string_agg(a.name_ja, ', ' order by l.position) from ${links} l join ${artists} a on a.id = l.artist_id)`;
}

/**
 * The names of the artists in `links` (as `artistNamesJaSql`), the English one where `language` is en and the artist
 * has one, as a scalar subquery.
 */
export function artistNamesSql(links: SQL, language: 'ja' | 'en'): SQL {
  const name = language === 'en' ? sql`coalesce(nullif(a.name_en, ''), a.name_ja)` : sql`a.name_ja`;
  return sql`(select string_agg(${name}, ', ' order by l.position) from ${links} l join ${artists} a on a.id = l.artist_id)`;
}

/**
 * Whether `links` names at least one artist and every one of them agreed to appear in the yearly statistics (the
 * account's `stats_consent_at`), as a condition.
 */
export function allArtistsConsentToStatsSql(links: SQL): SQL {
  return sql`(exists (select 1 from ${links} l)
    and not exists (select 1 from ${links} l join ${artists} a on a.id = l.artist_id where a.stats_consent_at is null))`;
}

/** Artists: id and names, aliased `alias`. */
export function artistNamesJoin(db: Executor, alias = 'artist_name') {
  return db.select({ id: artists.id, nameJa: artists.nameJa, nameEn: artists.nameEn }).from(artists).as(alias);
}

/**
 * Artists as the releases feature credits and checks them (releases cannot import this feature, which imports it; the
 * releases capability receives this through `needs`): id, account, names, Various Artists, archived, aliased `alias`.
 */
export function artistCreditsJoin(db: Executor, alias = 'artist_credit') {
  return db
    .select({
      id: artists.id,
      accountId: artists.accountId,
      nameJa: artists.nameJa,
      nameEn: artists.nameEn,
      nameKana: artists.nameKana,
      isVariousArtists: artists.isVariousArtists,
      archivedAt: artists.archivedAt,
    })
    .from(artists)
    .as(alias);
}
