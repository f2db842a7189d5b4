// The playlists capability: the public page of the service's curated playlists (/tcj_playlists), and the operators'
// tools on the console's "playlists and notices" tab (the playlists, and the services' opening notices).
import { type Capability, featureTexts, lazyPage, lazyReads } from '../../app/capability.ts';
import { playlistsAdminSections } from './admin/sections.ts';

export const playlistsCapability = {
  name: 'playlists',
  routes: [
    {
      pattern: '/tcj_playlists',
      page: lazyPage(() => import('./PlaylistsPage.tsx'), 'PlaylistsPage'),
      // Rendered by the server for signed-out visitors, from the page's own read.
      reads: lazyReads(() => import('./page-reads.ts'), 'playlistsReads'),
    },
  ],
  adminSections: playlistsAdminSections,
  catalogs: featureTexts(
    'playlists',
    async () => (await import('./catalog.ja.ts')).playlistsJa,
    async () => (await import('./catalog.en.ts')).playlistsEn,
  ),
} satisfies Capability;
