// The affiliate capability: the invitation link and the referral rewards, their texts and the invite nav item.
import { type Capability, featureTexts, lazyPage } from '../../app/capability.ts';

const affiliatePage = lazyPage(() => import('./AffiliatePage.tsx'), 'AffiliatePage');

export const affiliateCapability = {
  name: 'affiliate',
  routes: [
    { pattern: '/member/invite', page: affiliatePage },
    { pattern: '/member/affiliate', page: affiliatePage },
  ],
  dashboardNav: [
    {
      order: 110,
      to: '/member/invite',
      labelKey: 'dashboard.nav.invite',
      icon: () => import('@mui/icons-material/CardGiftcardOutlined'),
      also: ['/member/affiliate'],
    },
  ],
  catalogs: featureTexts(
    'affiliate',
    async () => (await import('./catalog.ja.ts')).affiliateJa,
    async () => (await import('./catalog.en.ts')).affiliateEn,
  ),
} satisfies Capability;
