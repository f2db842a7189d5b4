// The artists capability: the account's artists (list, registration, editing), the public directory and artist pages.
import { type Capability, featureTexts, lazyPage } from '../../app/capability.ts';

const artistEditPage = lazyPage(() => import('./ArtistEditPage.tsx'), 'ArtistEditPage');

export const artistsCapability = {
  name: 'artists',
  routes: [
    { pattern: '/dashboard/artists', page: lazyPage(() => import('./ArtistList.tsx'), 'ArtistList') },
    { pattern: '/dashboard/artists/new', page: artistEditPage },
    { pattern: '/dashboard/artists/:id/edit', page: artistEditPage },
    { pattern: '/artists', page: lazyPage(() => import('./ArtistDirectory.tsx'), 'ArtistDirectory') },
    { pattern: '/artists/:id', page: lazyPage(() => import('./PublicArtistPage.tsx'), 'PublicArtistPage') },
  ],
  dashboardNav: [
    {
      order: 40,
      to: '/dashboard/artists',
      labelKey: 'dashboard.nav.artists',
      icon: () => import('@mui/icons-material/MicExternalOnOutlined'),
    },
  ],
  catalogs: featureTexts(
    'artists',
    async () => (await import('./catalog.ja.ts')).artistsJa,
    async () => (await import('./catalog.en.ts')).artistsEn,
  ),
  uses: ['uploads'],
} satisfies Capability;
