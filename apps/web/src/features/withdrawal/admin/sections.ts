// The withdrawal feature's tool on the operators' console: the withdrawals to transfer (first on the payments tab).
import { type AdminSectionEntry, adminSection } from '../../../app/capability.ts';

export const withdrawalAdminSections: readonly AdminSectionEntry[] = [
  adminSection('payments', 10, () => import('./AdminWithdrawalsSection.tsx'), 'AdminWithdrawalsSection', [
    'distribution',
    'plans',
    'pricing',
  ]),
];
