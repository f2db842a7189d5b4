// The landing capability: the top page (in the app chunk) and its anchors in the public header and footer.
import type { Capability } from '../../app/capability.ts';
import { LandingPage } from './LandingPage.tsx';

export const landingCapability = {
  name: 'landing',
  routes: [{ pattern: '/', Component: LandingPage }],
  publicNav: [
    { order: 10, to: '/#how-it-works', labelKey: 'nav.howItWorks' },
    { order: 20, to: '/features', labelKey: 'nav.features' },
  ],
} satisfies Capability;
