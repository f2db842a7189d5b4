// The dashboard capability: the signed-in home page and its item in the side navigation.
import { type Capability, lazyPage } from '../../app/capability.ts';

export const dashboardCapability = {
  name: 'dashboard',
  routes: [{ pattern: '/dashboard', page: lazyPage(() => import('./DashboardHome.tsx'), 'DashboardHome') }],
  dashboardNav: [
    {
      order: 10,
      to: '/dashboard',
      labelKey: 'dashboard.nav.home',
      icon: () => import('@mui/icons-material/HomeOutlined'),
      end: true,
    },
  ],
} satisfies Capability;
