// The music statistics capability: the public yearly statistics page (/music-stats/:year) and its texts.
import { type Capability, featureTexts, lazyPage, lazyReads } from '../../app/capability.ts';

export const musicStatsCapability = {
  name: 'music-stats',
  routes: [
    {
      pattern: '/music-stats/:year',
      page: lazyPage(() => import('./MusicStatsPage.tsx'), 'MusicStatsPage'),
      // Rendered by the server for signed-out visitors, from the page's own read.
      reads: lazyReads(() => import('./page-reads.ts'), 'musicStatsReads'),
    },
  ],
  catalogs: featureTexts(
    'musicStats',
    async () => (await import('./catalog.ja.ts')).musicStatsJa,
    async () => (await import('./catalog.en.ts')).musicStatsEn,
  ),
} satisfies Capability;
