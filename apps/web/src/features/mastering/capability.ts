// The mastering capability: /dashboard/mastering (mixes, previews, masters, credits), its texts and its side
// navigation item.
import { type Capability, featureTexts, lazyPage } from '../../app/capability.ts';

export const masteringCapability = {
  name: 'mastering',
  routes: [{ pattern: '/dashboard/mastering', page: lazyPage(() => import('./MasteringPage.tsx'), 'MasteringPage') }],
  dashboardNav: [
    {
      order: 55,
      to: '/dashboard/mastering',
      labelKey: 'dashboard.nav.mastering',
      icon: () => import('@mui/icons-material/GraphicEqOutlined'),
    },
  ],
  catalogs: featureTexts(
    'mastering',
    async () => (await import('./catalog.ja.ts')).masteringJa,
    async () => (await import('./catalog.en.ts')).masteringEn,
  ),
  // The credit purchase is the plans feature's checkout; the mix is sent with the uploads feature's field.
  uses: ['uploads', 'plans', 'pricing'],
} satisfies Capability;
