// The splits capability: the account's revenue splits, the public /split page, their texts and the nav item.
import { type Capability, featureTexts, lazyPage } from '../../app/capability.ts';
import { canSeeReports } from '../reports/index.ts';
import { isSplitAvailable } from './split-access.ts';
import { SPLIT_PATHS } from './split-paths.ts';

export const splitsCapability = {
  name: 'splits',
  routes: [
    { pattern: SPLIT_PATHS.member, page: lazyPage(() => import('./SplitsScreen.tsx'), 'SplitsScreen') },
    {
      pattern: SPLIT_PATHS.feature,
      page: lazyPage(() => import('./SplitFeatureOverview.tsx'), 'SplitFeatureOverview'),
    },
  ],
  dashboardNav: [
    {
      order: 90,
      to: SPLIT_PATHS.member,
      labelKey: 'dashboard.nav.splits',
      icon: () => import('@mui/icons-material/CallSplitOutlined'),
      visible: (session) => canSeeReports(session) && isSplitAvailable(session?.user?.features),
    },
  ],
  catalogs: featureTexts(
    'splits',
    async () => (await import('./catalog.ja.ts')).splitsJa,
    async () => (await import('./catalog.en.ts')).splitsEn,
  ),
} satisfies Capability;
