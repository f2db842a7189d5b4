// The releases capability: the release list, registration and the karaoke and music video terms, with their texts.
import { type Capability, featureTexts, lazyPage } from '../../app/capability.ts';

const termsPage = lazyPage(() => import('./TermsAcknowledge.tsx'), 'TermsAcknowledge');

export const releasesCapability = {
  name: 'releases',
  routes: [
    { pattern: '/dashboard/releases', page: lazyPage(() => import('./ReleaseList.tsx'), 'ReleaseList') },
    {
      pattern: '/dashboard/releases/new',
      page: lazyPage(() => import('./ReleaseRegistrationPage.tsx'), 'ReleaseRegistrationPage'),
    },
    { pattern: '/dashboard/karaoke/terms/acknowledge', page: termsPage },
    { pattern: '/dashboard/music-video/terms/acknowledge', page: termsPage },
  ],
  dashboardNav: [
    {
      order: 30,
      to: '/dashboard/releases',
      labelKey: 'dashboard.nav.releases',
      icon: () => import('@mui/icons-material/AlbumOutlined'),
      also: ['/dashboard/karaoke', '/dashboard/music-video'],
    },
  ],
  catalogs: featureTexts(
    'releases',
    async () => (await import('./catalog.ja.ts')).releasesJa,
    async () => (await import('./catalog.en.ts')).releasesEn,
  ),
  uses: ['artists', 'distribution', 'plans', 'pricing', 'uploads'],
} satisfies Capability;
