// The yearly music statistics (/music-stats/{year}): the service's streams by store, country, genre and month from
// its sales rollups, and the top releases of artists who agreed to appear. Counts only: never an amount of money.
import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';

/** The first year the statistics page exists for. */
export const MUSIC_STATS_FIRST_YEAR = 2024;

/** A year in a path: four digits (what the page may show is the server's: an unknown or future year is 404). */
export const musicStatsYearSchema = z.coerce.number().int().min(1000).max(9999);

const countRowSchema = z.object({
  /** The store id, ISO country code or genre id; '' for the rows folded into "other". */
  key: z.string(),
  name: z.string(),
  streams: z.number().int(),
  /** Share of the year's streams, 0..1. */
  share: z.number(),
});

export const musicStatsTopReleaseSchema = z.object({
  rank: z.number().int(),
  title: z.string(),
  artist_name: z.string(),
  /** The cover, served for as long as the release is among the year's top releases; null without one. */
  artwork_url: z.string().nullable(),
  streams: z.number().int(),
});

export const musicStatsSchema = z
  .object({
    year: z.number().int(),
    /** complete: the year is over; in_progress: the current year, figures so far. */
    status: z.enum(['complete', 'in_progress']),
    /** The last sales day the figures include (YYYY-MM-DD); null when the year has none. */
    last_sale_date: z.string().nullable(),
    totals: z.object({
      streams: z.number().int(),
      /** Stores, countries and releases with at least one stream in the year. */
      stores: z.number().int(),
      countries: z.number().int(),
      releases: z.number().int(),
    }),
    months: z.array(z.object({ month: z.string(), streams: z.number().int() })),
    top_stores: z.array(countRowSchema),
    top_countries: z.array(countRowSchema),
    genres: z.array(countRowSchema),
    top_releases: z.array(musicStatsTopReleaseSchema),
    /** Years with a statistics page, newest first. */
    years: z.array(z.object({ year: z.number().int(), status: z.enum(['complete', 'in_progress']) })),
    /** When these figures were computed (they are kept up to an hour). */
    computed_at: z.string(),
  })
  .meta({ id: 'MusicStats' });

export const getMusicStats = defineEndpoint({
  method: 'GET',
  path: '/api/v2/music-stats/{year}',
  summary: "A year's music statistics: streams by store, country, genre and month, and consented top releases",
  tags: ['music-stats'],
  access: { kind: 'public' },
  params: z.object({ year: musicStatsYearSchema }),
  response: musicStatsSchema,
});
