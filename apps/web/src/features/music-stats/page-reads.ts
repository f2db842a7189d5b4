// What /music-stats/:year reads when the server renders it (loaded only there: it names contract endpoints).
import { getMusicStats } from '@otodoke/contract';
import type { PagePrefetcher } from '../../app/capability.ts';
import { prefetchOf } from '../../app/data/page-data.ts';
import { parseStatsYear } from './music-stats-view.ts';

/** The year's figures (MusicStatsPage's read). */
export const musicStatsReads: PagePrefetcher = (params, language) => {
  const year = parseStatsYear(params.year);
  return year === null ? [] : [prefetchOf(getMusicStats, { params: { year } }, language)];
};
