// The payments capability: the card page, payment results, the old receipts address, the payments texts, and the
// console's deferred payments and coupons.
import { type Capability, featureTexts, lazyPage } from '../../app/capability.ts';
import { paymentsAdminSections } from './admin/sections.ts';

export const paymentsCapability = {
  name: 'payments',
  routes: [
    { pattern: '/dashboard/profile/card', page: lazyPage(() => import('./CardScreen.tsx'), 'CardScreen') },
    {
      pattern: '/dashboard/profile/payments/result',
      page: lazyPage(() => import('./PaymentResultScreen.tsx'), 'PaymentResultScreen'),
    },
    { pattern: '/member/receipt', page: lazyPage(() => import('./MemberReceiptPage.tsx'), 'MemberReceiptPage') },
  ],
  adminSections: paymentsAdminSections,
  catalogs: featureTexts(
    'payments',
    async () => (await import('./catalog.ja.ts')).paymentsJa,
    async () => (await import('./catalog.en.ts')).paymentsEn,
  ),
} satisfies Capability;
