// The reports capability: the estimate report page, its texts and its side navigation item.
import { type Capability, featureTexts, lazyPage } from '../../app/capability.ts';
import { canSeeReports } from './report-access.ts';
import { REPORT_PATHS } from './report-paths.ts';

export const reportsCapability = {
  name: 'reports',
  routes: [
    {
      pattern: REPORT_PATHS.estimate,
      page: lazyPage(() => import('./EstimateReportScreen.tsx'), 'EstimateReportScreen'),
    },
  ],
  dashboardNav: [
    {
      order: 60,
      to: REPORT_PATHS.estimate,
      labelKey: 'dashboard.nav.reports',
      icon: () => import('@mui/icons-material/InsertChartOutlined'),
      visible: canSeeReports,
    },
  ],
  catalogs: featureTexts(
    'reports',
    async () => (await import('./catalog.ja.ts')).reportsJa,
    async () => (await import('./catalog.en.ts')).reportsEn,
  ),
} satisfies Capability;
