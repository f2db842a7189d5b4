// The music statistics capability: the public yearly statistics page's figures (from the sales rollups), the covers of
// its top releases, its pages' head facts and its years in the sitemap.
import { defineCapability } from '../../../platform/capability.ts';
import { musicStatsPages, musicStatsSitemap } from './music-stats.pages.ts';
import { registerMusicStatsRoutes } from './music-stats.routes.ts';
import { createMusicStatsService, MUSIC_STATS_SOURCES } from './music-stats.service.ts';

export const musicStatsCapability = defineCapability({
  name: 'music-stats',
  create: ({ db, database, now }) => {
    const clock = now ?? (() => new Date());
    const stats = createMusicStatsService({ db, now: clock });
    // A committed write of this process to a table the figures come from drops the kept years.
    database.writes.listen((writes) => {
      if (writes.some((write) => MUSIC_STATS_SOURCES.has(write.table))) stats.forget();
    });
    return { stats, now: clock };
  },
  routes: (http, { stats }, { db, storage }) => registerMusicStatsRoutes(http, { stats, db, storage }),
  pages: ({ stats, now }) => musicStatsPages({ stats, now }),
  sitemap: ({ now }) => musicStatsSitemap({ now }),
});
