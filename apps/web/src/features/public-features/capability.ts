// The public-features capability: /features and each service's page, the store pages, and the pages the notice
// mails link to ("tell me when it opens"). Splits' page is the splits feature's /split.
import { PUBLIC_FEATURES } from '@otodoke/domain';
import { type Capability, featureTexts, lazyPage } from '../../app/capability.ts';

const featurePage = lazyPage(() => import('./FeaturePage.tsx'), 'FeaturePage');
const noticeResult = lazyPage(() => import('./NoticeResultPage.tsx'), 'NoticeResultPage');

export const publicFeaturesCapability = {
  name: 'public-features',
  routes: [
    { pattern: '/features', page: lazyPage(() => import('./FeaturesIndex.tsx'), 'FeaturesIndex') },
    ...PUBLIC_FEATURES.filter((feature) => feature !== 'split').map((feature) => ({
      pattern: `/features/${feature}`,
      page: featurePage,
    })),
    { pattern: '/store', page: lazyPage(() => import('./StoreDirectory.tsx'), 'StoreDirectory') },
    { pattern: '/store/itunes-ringtone', page: lazyPage(() => import('./RingtoneStorePage.tsx'), 'RingtoneStorePage') },
    { pattern: '/feature-notices/confirm', page: noticeResult },
    { pattern: '/feature-notices/unsubscribe', page: noticeResult },
  ],
  catalogs: featureTexts(
    'publicFeatures',
    async () => (await import('./catalog.ja.ts')).publicFeaturesJa,
    async () => (await import('./catalog.en.ts')).publicFeaturesEn,
  ),
} satisfies Capability;
