// The payments feature's tools on the operators' console: deferred payments to settle, and the coupons.
import { type AdminSectionEntry, adminSection } from '../../../app/capability.ts';

export const paymentsAdminSections: readonly AdminSectionEntry[] = [
  adminSection('payments', 20, () => import('./AdminDeferredPaymentsSection.tsx'), 'AdminDeferredPaymentsSection', [
    'pricing',
  ]),
  adminSection('payments', 30, () => import('./AdminCouponsSection.tsx'), 'AdminCouponsSection'),
];
