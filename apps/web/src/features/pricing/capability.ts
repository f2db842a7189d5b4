// The pricing capability: the public pricing page, its texts and its link in the public header and footer.
import { type Capability, featureTexts, lazyPage } from '../../app/capability.ts';

export const pricingCapability = {
  name: 'pricing',
  routes: [{ pattern: '/pricing', page: lazyPage(() => import('./PricingOverview.tsx'), 'PricingOverview') }],
  publicNav: [{ order: 30, to: '/pricing', labelKey: 'nav.pricing' }],
  catalogs: featureTexts(
    'pricing',
    async () => (await import('./catalog.ja.ts')).pricingJa,
    async () => (await import('./catalog.en.ts')).pricingEn,
  ),
} satisfies Capability;
