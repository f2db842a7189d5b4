// The profile capability: account settings (one tab per address; unknown tabs are 404) and its side nav item.
import { type Capability, featureTexts, type LoadedPage } from '../../app/capability.ts';

/** The page also brings its loader, which answers 404 for tabs that do not exist (yet). */
async function profilePage(): Promise<LoadedPage> {
  const page = await import('./ProfilePage.tsx');
  return { Component: page.ProfilePage, loader: page.profileTabLoader };
}

export const profileCapability = {
  name: 'profile',
  routes: [
    { pattern: '/dashboard/profile', page: profilePage },
    { pattern: '/dashboard/profile/:target', page: profilePage },
  ],
  dashboardNav: [
    {
      order: 120,
      to: '/dashboard/profile',
      labelKey: 'dashboard.nav.profile',
      icon: () => import('@mui/icons-material/SettingsOutlined'),
      also: ['/member/receipt'],
    },
  ],
  catalogs: featureTexts(
    'profile',
    async () => (await import('./catalog.ja.ts')).profileJa,
    async () => (await import('./catalog.en.ts')).profileEn,
  ),
  // The plan, payments, receipts and team tabs are the plans', payments' and team's components.
  uses: ['payments', 'plans', 'pricing', 'team'],
} satisfies Capability;
