// The admin capability: the operators' console (/admin), whose tabs the features fill (adminSections), its own tools
// (account search, maintenance), their texts and its side nav item (operators only).
import { adminSection, type Capability, featureTexts, lazyPage } from '../../app/capability.ts';

export const adminCapability = {
  name: 'admin',
  routes: [{ pattern: '/admin', page: lazyPage(() => import('./AdminConsole.tsx'), 'AdminConsole') }],
  dashboardNav: [
    {
      order: 140,
      to: '/admin',
      labelKey: 'dashboard.nav.admin',
      icon: () => import('@mui/icons-material/AdminPanelSettingsOutlined'),
      visible: (session) => Boolean(session?.individual?.isAdmin),
    },
  ],
  adminSections: [
    adminSection('accounts', 10, () => import('./AccountSearchSection.tsx'), 'AccountSearchSection'),
    adminSection('settings', 10, () => import('./MaintenanceSection.tsx'), 'MaintenanceSection'),
  ],
  catalogs: featureTexts(
    'adminConsole',
    async () => (await import('./catalog.ja.ts')).adminConsoleJa,
    async () => (await import('./catalog.en.ts')).adminConsoleEn,
  ),
} satisfies Capability;
