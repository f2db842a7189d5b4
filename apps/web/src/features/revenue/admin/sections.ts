// The revenue feature's tools on the operators' console, in the order of a month's work: reports, unmatched, rates,
// close.
import { type AdminSectionEntry, adminSection } from '../../../app/capability.ts';

export const revenueAdminSections: readonly AdminSectionEntry[] = [
  adminSection('revenue', 10, () => import('./SalesReportsSection.tsx'), 'SalesReportsSection'),
  adminSection('revenue', 20, () => import('./UnmatchedSalesSection.tsx'), 'UnmatchedSalesSection', [
    'distribution',
    'plans',
    'pricing',
  ]),
  adminSection('revenue', 30, () => import('./CurrencyRatesSection.tsx'), 'CurrencyRatesSection'),
  adminSection('revenue', 40, () => import('./RevenueCloseSection.tsx'), 'RevenueCloseSection'),
];
