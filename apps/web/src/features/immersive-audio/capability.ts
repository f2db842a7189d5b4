// The immersive audio capability: /dashboard/immersive_audio (Dolby Atmos and 360 Reality Audio editions) and its texts.
import { type Capability, featureTexts, lazyPage } from '../../app/capability.ts';
import { immersiveAdminSections } from './admin/sections.ts';

export const immersiveAudioCapability = {
  name: 'immersive-audio',
  routes: [
    {
      pattern: '/dashboard/immersive_audio',
      page: lazyPage(() => import('./ImmersiveAudioScreen.tsx'), 'ImmersiveAudioScreen'),
    },
  ],
  // Shown to every account: without the immersive feature the page explains the service and how to get it.
  dashboardNav: [
    {
      order: 57,
      to: '/dashboard/immersive_audio',
      labelKey: 'dashboard.nav.immersiveAudio',
      icon: () => import('@mui/icons-material/SpatialAudioOffOutlined'),
    },
  ],
  // Every account's editions on the operators' console (tab "review").
  adminSections: immersiveAdminSections,
  catalogs: featureTexts(
    'immersiveAudio',
    async () => (await import('./catalog.ja.ts')).immersiveAudioJa,
    async () => (await import('./catalog.en.ts')).immersiveAudioEn,
  ),
  // The file field (uploads) and the checkout (plans, which shows pricing's words).
  uses: ['uploads', 'plans', 'pricing'],
} satisfies Capability;
