// The yearly music statistics, computed from the service's sales rollups: streams by month, store, country and genre,
// and the top releases of artists whose account agreed to appear. Counts only, never money; no row is one account's
// figures except the consented top releases. A year is computed on demand and kept (see createMusicStatsService).
import { MUSIC_STATS_FIRST_YEAR } from '@otodoke/contract';
import { AppError, GENRES, type Language, RELEASE_STATUS, todayInTokyo } from '@otodoke/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client.ts';
import { selectRows } from '../../../platform/db/rows.ts';
import { allArtistsConsentToStatsSql, artistNamesSql } from '../../artists/index.ts';
import { releaseArtistLinksSql, releaseStatsJoinSql } from '../../releases/index.ts';
import { countryName, storeName } from '../reports.service.ts';

/** The estimate report's detail types that are plays: streams, and karaoke videos played rather than bought. */
export const STREAM_DETAIL_TYPES = ['streaming', 'vk_streaming'] as const;
/** Rows shown per list; the rest are summed into one "other" row. */
export const MUSIC_STATS_LIST_SIZE = 10;
/** How long a computed year is kept at most (a write this process makes to what it read forgets it at once). */
export const MUSIC_STATS_KEEP_MS = 60 * 60 * 1000;
/** The tables a year is computed from: a committed write to one of them forgets the kept years. */
export const MUSIC_STATS_SOURCES: ReadonlySet<string> = new Set([
  'sales_rollups',
  'releases',
  'release_artists',
  'artists',
  'uploads',
]);

export type YearStatus = 'complete' | 'in_progress';

interface Count {
  key: string;
  streams: number;
}

export interface TopRelease {
  releaseId: number;
  accountId: number;
  title: string;
  artistJa: string;
  artistEn: string;
  artworkUploadId: number | null;
  streams: number;
}

/** A year as computed, before it is put in a language. */
export interface ComputedYear {
  year: number;
  lastSaleDate: string | null;
  streams: number;
  releaseCount: number;
  months: Count[];
  stores: Count[];
  countries: Count[];
  genres: Count[];
  top: TopRelease[];
  computedAt: Date;
}

/** The years with a page and whether each is over (Tokyo time), newest first. */
export function statsYears(now: Date): { year: number; status: YearStatus }[] {
  const current = Number(todayInTokyo(now).slice(0, 4));
  const years: { year: number; status: YearStatus }[] = [];
  for (let year = current; year >= MUSIC_STATS_FIRST_YEAR; year--) {
    years.push({ year, status: year < current ? 'complete' : 'in_progress' });
  }
  return years;
}

const streamsOf = (text: string | null | undefined) => Number(text ?? 0);

/** Reads one year from the rollups: a handful of grouped statements over one date range. */
export async function computeYear(db: Db, year: number, now: Date): Promise<ComputedYear> {
  const from = `${year}-01-01`;
  const to = `${year}-12-31`;
  const streamRows = (dimension: string) =>
    sql`dimension = ${dimension} and detail_type in ${[...STREAM_DETAIL_TYPES]} and sale_date between ${from} and ${to}`;
  const byKey = (dimension: string) =>
    selectRows<{ key: string; streams: string }>(
      db,
      sql`select key, sum(quantity)::text as streams from sales_rollups where ${streamRows(dimension)}
           group by key having sum(quantity) > 0 order by sum(quantity) desc, key`,
    );
  const releaseStreams: SQL = sql`(select key, sum(quantity) as streams from sales_rollups
      where ${streamRows('release')} group by key having sum(quantity) > 0)`;
  const links = releaseArtistLinksSql(sql`r.id`);

  const months = await selectRows<{ month: string; streams: string }>(
    db,
    sql`select to_char(sale_date, 'YYYY-MM') as month, sum(quantity)::text as streams from sales_rollups
         where ${streamRows('store')} group by 1 order by 1`,
  );
  const [last] = await selectRows<{ last: string | null }>(
    db,
    sql`select to_char(max(sale_date), 'YYYY-MM-DD') as last from sales_rollups
         where ${streamRows('store')} and quantity > 0`,
  );
  const stores = await byKey('store');
  const countries = await byKey('country');
  const genres = await selectRows<{ key: string; streams: string }>(
    db,
    sql`select coalesce(r.primary_genre_id, '') as key, sum(x.streams)::text as streams
          from ${releaseStreams} x left join ${releaseStatsJoinSql()} r on r.id::text = x.key
         group by 1 order by sum(x.streams) desc, 1`,
  );
  const [releaseCount] = await selectRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from ${releaseStreams} x`,
  );
  const top = await selectRows<{
    id: number;
    account_id: number;
    title: string;
    artwork_upload_id: number | null;
    artist_ja: string | null;
    artist_en: string | null;
    streams: string;
  }>(
    db,
    sql`select r.id, r.account_id, r.title, r.artwork_upload_id, x.streams::text as streams,
               ${artistNamesSql(links, 'ja')} as artist_ja, ${artistNamesSql(links, 'en')} as artist_en
          from ${releaseStreams} x join ${releaseStatsJoinSql()} r on r.id::text = x.key
         where r.status <> ${RELEASE_STATUS.deleted_by_user} and ${allArtistsConsentToStatsSql(links)}
         order by x.streams desc, r.id limit ${MUSIC_STATS_LIST_SIZE}`,
  );

  const counts = (rows: { key: string; streams: string }[]) =>
    rows.map((row) => ({ key: row.key, streams: streamsOf(row.streams) }));
  return {
    year,
    lastSaleDate: last?.last ?? null,
    streams: months.reduce((sum, row) => sum + streamsOf(row.streams), 0),
    releaseCount: releaseCount?.count ?? 0,
    months: months.map((row) => ({ key: row.month, streams: streamsOf(row.streams) })),
    stores: counts(stores),
    countries: counts(countries),
    genres: counts(genres),
    top: top.map((row) => ({
      releaseId: row.id,
      accountId: row.account_id,
      title: row.title,
      artistJa: row.artist_ja ?? '',
      artistEn: row.artist_en ?? row.artist_ja ?? '',
      artworkUploadId: row.artwork_upload_id,
      streams: streamsOf(row.streams),
    })),
    computedAt: now,
  };
}

const OTHER = { ja: 'その他', en: 'Other' } as const;
const NO_GENRE = { ja: 'ジャンル未設定', en: 'No genre' } as const;

/** The first rows by streams with their names, and the rest summed into one "other" row (key ''). */
function listOf(rows: Count[], total: number, name: (key: string) => string, language: Language) {
  const shown = rows.slice(0, MUSIC_STATS_LIST_SIZE);
  const rest = rows.slice(MUSIC_STATS_LIST_SIZE).reduce((sum, row) => sum + row.streams, 0);
  const share = (streams: number) => (total > 0 ? Math.round((streams / total) * 10_000) / 10_000 : 0);
  const list = shown.map((row) => ({
    key: row.key,
    name: name(row.key),
    streams: row.streams,
    share: share(row.streams),
  }));
  if (rest > 0) list.push({ key: '', name: OTHER[language], streams: rest, share: share(rest) });
  return list;
}

/** Every month of the year, in order, with its streams (0 for a month without any). */
function monthsOf(year: number, rows: Count[]) {
  const found = new Map(rows.map((row) => [row.key, row.streams]));
  return Array.from({ length: 12 }, (_, index) => {
    const month = `${year}-${String(index + 1).padStart(2, '0')}`;
    return { month, streams: found.get(month) ?? 0 };
  });
}

export function artworkPath(year: number, releaseId: number): string {
  return `/api/v2/music-stats/${year}/releases/${releaseId}/artwork`;
}

/** The wire form of a computed year in one language (contract `MusicStats`). */
export function presentYear(computed: ComputedYear, status: YearStatus, language: Language, now: Date) {
  const total = computed.streams;
  const genreName = (key: string) => (key ? (GENRES[key]?.[language] ?? OTHER[language]) : NO_GENRE[language]);
  return {
    year: computed.year,
    status,
    last_sale_date: computed.lastSaleDate,
    totals: {
      streams: total,
      stores: computed.stores.length,
      countries: computed.countries.filter((row) => row.key !== '').length,
      releases: computed.releaseCount,
    },
    months: monthsOf(computed.year, computed.months),
    top_stores: listOf(computed.stores, total, storeName, language),
    top_countries: listOf(computed.countries, total, (key) => countryName(key, language), language),
    genres: listOf(computed.genres, total, genreName, language),
    top_releases: computed.top.map((release, index) => ({
      rank: index + 1,
      title: release.title,
      artist_name: language === 'en' ? release.artistEn : release.artistJa,
      artwork_url: release.artworkUploadId ? artworkPath(computed.year, release.releaseId) : null,
      streams: release.streams,
    })),
    years: statsYears(now),
    computed_at: computed.computedAt.toISOString(),
  };
}

/**
 * The statistics service. A year is computed when first asked for and kept in this process for an hour at most; a
 * committed write this process makes to a table it reads (`forget`, called from the database's write watch) drops
 * every kept year at once, so an import or a consent changed here shows on the next request. Other processes' writes
 * (a worker importing reports) show within the hour. A request arriving while its year is being computed waits for
 * that computation rather than starting another.
 */
export function createMusicStatsService(deps: { db: Db; now?: () => Date; keepMs?: number }) {
  const now = deps.now ?? (() => new Date());
  const keepMs = deps.keepMs ?? MUSIC_STATS_KEEP_MS;
  const kept = new Map<number, { value: Promise<ComputedYear>; until: number }>();
  let generation = 0;

  function statusOf(year: number): YearStatus {
    const found = statsYears(now()).find((each) => each.year === year);
    if (!found) throw new AppError('NOT_FOUND');
    return found.status;
  }

  function computed(year: number): Promise<ComputedYear> {
    const entry = kept.get(year);
    if (entry && entry.until > Date.now()) return entry.value;
    const started = generation;
    const value = computeYear(deps.db, year, now());
    kept.set(year, { value, until: Date.now() + keepMs });
    value.then(
      () => {
        // A write while it was read: the figures may be older than the write, so they are not kept.
        if (generation !== started && kept.get(year)?.value === value) kept.delete(year);
      },
      () => {
        if (kept.get(year)?.value === value) kept.delete(year);
      },
    );
    return value;
  }

  return {
    /** A year's statistics; 404 for a year before the first or after the current one. */
    async year(year: number, language: Language) {
      const status = statusOf(year);
      return presentYear(await computed(year), status, language, now());
    },

    /** The release among the year's top releases, with its account and artwork; null when it is not one of them. */
    async topRelease(year: number, releaseId: number): Promise<TopRelease | null> {
      statusOf(year);
      return (await computed(year)).top.find((release) => release.releaseId === releaseId) ?? null;
    },

    /** Drops every kept year (a committed write to one of MUSIC_STATS_SOURCES). */
    forget() {
      generation++;
      kept.clear();
    },
  };
}

export type MusicStatsService = ReturnType<typeof createMusicStatsService>;
