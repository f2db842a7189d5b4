// The revenue capability: the financial report and the balance (each at two addresses), with their nav items, and
// the console's revenue tools (sales reports, unmatched sales, currency rates, month closes).
import { type Capability, featureTexts, lazyPage } from '../../app/capability.ts';
import { canSeeReports } from '../reports/index.ts';
import { revenueAdminSections } from './admin/sections.ts';
import { REVENUE_PATHS } from './revenue-paths.ts';

const financialPage = lazyPage(() => import('./FinancialReportScreen.tsx'), 'FinancialReportScreen');
const balancePage = lazyPage(() => import('./BalanceScreen.tsx'), 'BalanceScreen');

export const revenueCapability = {
  name: 'revenue',
  routes: [
    { pattern: REVENUE_PATHS.financial, page: financialPage },
    { pattern: '/member/report', page: financialPage },
    { pattern: REVENUE_PATHS.balance, page: balancePage },
    { pattern: '/creators/member/balance', page: balancePage },
  ],
  dashboardNav: [
    {
      order: 70,
      to: REVENUE_PATHS.financial,
      labelKey: 'dashboard.nav.financialReport',
      icon: () => import('@mui/icons-material/ReceiptLongOutlined'),
      also: ['/member/report'],
      visible: canSeeReports,
    },
    {
      order: 80,
      to: REVENUE_PATHS.balance,
      labelKey: 'dashboard.nav.balance',
      icon: () => import('@mui/icons-material/AccountBalanceWalletOutlined'),
      also: ['/creators/member/balance', REVENUE_PATHS.withdrawal],
      visible: canSeeReports,
    },
  ],
  adminSections: revenueAdminSections,
  catalogs: featureTexts(
    'revenue',
    async () => (await import('./catalog.ja.ts')).revenueJa,
    async () => (await import('./catalog.en.ts')).revenueEn,
  ),
} satisfies Capability;
