// The accounts capability: the account management page and its side navigation item.
import { type Capability, lazyPage } from '../../app/capability.ts';

export const accountsCapability = {
  name: 'accounts',
  routes: [
    {
      pattern: '/dashboard/accounts/management',
      page: lazyPage(() => import('./AccountManagement.tsx'), 'AccountManagement'),
    },
  ],
  dashboardNav: [
    {
      order: 130,
      to: '/dashboard/accounts/management',
      labelKey: 'dashboard.nav.accountManagement',
      icon: () => import('@mui/icons-material/ManageAccountsOutlined'),
    },
  ],
} satisfies Capability;
