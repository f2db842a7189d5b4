// SQL for artists: the account's own (search, counts of releases using them, references), Various Artists, and the
// public directory with the releases on sale.
import { and, asc, count, desc, eq, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { artists } from '../../platform/db/schema.ts';
import {
  artistReleaseCountSql,
  isArtistCredited,
  listArtistOnSaleReleases,
  onSaleArtworkIdSql,
  releasesUsingArtistCountSql,
} from '../releases/index.ts';
import { findStoredUpload, type StoredUpload } from '../uploads/index.ts';

export type ArtistRow = typeof artists.$inferSelect;
export type ArtistValues = Omit<typeof artists.$inferInsert, 'id' | 'accountId' | 'createdAt' | 'updatedAt'>;
export type ArtistWithCount = { artist: ArtistRow; releaseCount: number };

export type ArtistSortKey = 'name' | 'create_time' | 'update_time';

/** `value` as a LIKE pattern matching it anywhere, its own % and _ taken literally. */
export function containsPattern(value: string): string {
  return `%${value.replaceAll(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

function nameMatches(q: string): SQL {
  const pattern = containsPattern(q);
  return or(ilike(artists.nameJa, pattern), ilike(artists.nameKana, pattern), ilike(artists.nameEn, pattern))!;
}

/** Releases using the artist, as a main artist or on one of their songs, counted once each (the releases feature's). */
const releaseCount = releasesUsingArtistCountSql(sql`"artists"."id"`);

const ORDER_COLUMNS = { name: artists.nameJa, create_time: artists.createdAt, update_time: artists.updatedAt } as const;

export async function listAccountArtists(
  db: Executor,
  accountId: number,
  options: {
    q: string | undefined;
    includeArchived: boolean;
    sortKey: ArtistSortKey;
    sortOrder: 'asc' | 'desc';
    page: number;
    limit: number;
  },
): Promise<{ rows: ArtistWithCount[]; total: number }> {
  const where = and(
    eq(artists.accountId, accountId),
    options.includeArchived ? undefined : isNull(artists.archivedAt),
    options.q ? nameMatches(options.q) : undefined,
  );
  const direction = options.sortOrder === 'asc' ? asc : desc;
  const [rows, [counted]] = await Promise.all([
    db
      .select({ artist: artists, releaseCount })
      .from(artists)
      .where(where)
      .orderBy(direction(ORDER_COLUMNS[options.sortKey]), direction(artists.id))
      .limit(options.limit)
      .offset((options.page - 1) * options.limit),
    db.select({ n: count() }).from(artists).where(where),
  ]);
  return {
    rows: rows.map((row) => ({ ...row, releaseCount: Number(row.releaseCount) })),
    total: Number(counted?.n ?? 0),
  };
}

export async function findAccountArtist(
  db: Executor,
  accountId: number,
  id: number,
  options: { forUpdate?: boolean } = {},
): Promise<ArtistRow | null> {
  const query = db
    .select()
    .from(artists)
    .where(and(eq(artists.accountId, accountId), eq(artists.id, id)));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

export async function countReleasesUsing(db: Executor, artistId: number): Promise<number> {
  const [row] = await db.select({ n: releaseCount }).from(artists).where(eq(artists.id, artistId));
  return Number(row?.n ?? 0);
}

export async function findAccountArtists(db: Executor, accountId: number, ids: number[]): Promise<ArtistRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(artists)
    .where(and(eq(artists.accountId, accountId), inArray(artists.id, [...new Set(ids)])));
}

/** The account's artists a release may use, for the session's artist list. */
export function listArtistChoices(db: Executor, accountId: number) {
  return db
    .select({ id: artists.id, name: artists.nameJa })
    .from(artists)
    .where(and(eq(artists.accountId, accountId), isNull(artists.archivedAt)))
    .orderBy(asc(artists.nameJa), asc(artists.id));
}

/** Artists a new release may use: the account's, not archived (what a bulk upload file is checked against). */
export function usableArtists(db: Executor, accountId: number) {
  return db
    .select({
      id: artists.id,
      nameJa: artists.nameJa,
      nameEn: artists.nameEn,
      isVariousArtists: artists.isVariousArtists,
    })
    .from(artists)
    .where(and(eq(artists.accountId, accountId), isNull(artists.archivedAt)));
}

/** How many artists of its own the account has (archived ones and Various Artists left out). */
export async function countOwnArtists(db: Executor, accountId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(artists)
    .where(and(eq(artists.accountId, accountId), isNull(artists.archivedAt), eq(artists.isVariousArtists, false)));
  return Number(row?.n ?? 0);
}

/**
 * The account's active artists the plan counts (archived ones and Various Artists left out), with how many releases
 * credit each, in id order (billing's plan limits and its list of them).
 */
export async function activePlanArtists(db: Executor, accountId: number) {
  return db
    .select({
      id: artists.id,
      nameJa: artists.nameJa,
      nameEn: artists.nameEn,
      releaseCount: artistReleaseCountSql(artists.id),
    })
    .from(artists)
    .where(and(eq(artists.accountId, accountId), isNull(artists.archivedAt), eq(artists.isVariousArtists, false)))
    .orderBy(asc(artists.id));
}

export async function insertArtist(db: Executor, accountId: number, values: ArtistValues): Promise<ArtistRow> {
  const [row] = await db
    .insert(artists)
    .values({ ...values, accountId })
    .returning();
  return row!;
}

export async function updateArtist(
  db: Executor,
  accountId: number,
  id: number,
  values: Partial<ArtistValues>,
): Promise<ArtistRow> {
  const [row] = await db
    .update(artists)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(artists.accountId, accountId), eq(artists.id, id)))
    .returning();
  return row!;
}

export async function deleteArtist(db: Executor, accountId: number, id: number): Promise<void> {
  await db.delete(artists).where(and(eq(artists.accountId, accountId), eq(artists.id, id)));
}

/** True when any release or song credits the artist, whatever its status (the foreign keys restrict deletion). */
export function isArtistReferenced(db: Executor, artistId: number): Promise<boolean> {
  return isArtistCredited(db, artistId);
}

export async function findVariousArtists(db: Executor, accountId: number): Promise<ArtistRow | null> {
  const [row] = await db
    .select()
    .from(artists)
    .where(and(eq(artists.accountId, accountId), eq(artists.isVariousArtists, true)));
  return row ?? null;
}

/** Inserts the account's Various Artists unless it exists; the partial unique index settles a race. */
export async function insertVariousArtistsIfMissing(db: Executor, accountId: number, values: ArtistValues) {
  await db
    .insert(artists)
    .values({ ...values, accountId, isVariousArtists: true })
    .onConflictDoNothing();
}

// The public directory ---------------------------------------------------------------------------------------

const isPublic = and(
  eq(artists.showOnArtistPage, true),
  isNull(artists.archivedAt),
  eq(artists.isVariousArtists, false),
);

export async function listPublicArtists(
  db: Executor,
  options: { q: string | undefined; page: number; limit: number },
): Promise<{ rows: ArtistRow[]; total: number }> {
  const where = and(isPublic, options.q ? nameMatches(options.q) : undefined);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(artists)
      .where(where)
      .orderBy(asc(artists.nameJa), asc(artists.id))
      .limit(options.limit)
      .offset((options.page - 1) * options.limit),
    db.select({ n: count() }).from(artists).where(where),
  ]);
  return { rows, total: Number(counted?.n ?? 0) };
}

export async function findPublicArtist(db: Executor, id: number): Promise<ArtistRow | null> {
  const [row] = await db
    .select()
    .from(artists)
    .where(and(eq(artists.id, id), isPublic));
  return row ?? null;
}

/** The artist's releases on sale, newest first. */
export function listOnSaleReleases(db: Executor, artist: Pick<ArtistRow, 'id' | 'accountId'>) {
  return listArtistOnSaleReleases(db, artist);
}

export type { StoredUpload };

export function findUpload(db: Executor, accountId: number, uploadId: number): Promise<StoredUpload | null> {
  return findStoredUpload(db, accountId, uploadId);
}

/** The artwork of one of the artist's releases on sale. */
export function findOnSaleArtwork(
  db: Executor,
  artist: Pick<ArtistRow, 'id' | 'accountId'>,
  releaseId: number,
): Promise<StoredUpload | null> {
  return findStoredUpload(db, artist.accountId, onSaleArtworkIdSql(artist, releaseId));
}
