// The withdrawal capability: bank accounts and withdrawal requests (its nav item is the balance's), with its texts,
// and the console's withdrawals to transfer.
import { type Capability, featureTexts, lazyPage } from '../../app/capability.ts';
import { withdrawalAdminSections } from './admin/sections.ts';

export const withdrawalCapability = {
  name: 'withdrawal',
  routes: [
    { pattern: '/member/withdrawal', page: lazyPage(() => import('./WithdrawalScreen.tsx'), 'WithdrawalScreen') },
  ],
  adminSections: withdrawalAdminSections,
  catalogs: featureTexts(
    'withdrawal',
    async () => (await import('./catalog.ja.ts')).withdrawalJa,
    async () => (await import('./catalog.en.ts')).withdrawalEn,
  ),
} satisfies Capability;
