// English texts of the larger features; same keys as feature-catalogs.ja.ts.
import { adminRevenueEn } from './catalogs/admin-revenue.en.ts';
import { affiliateEn } from './catalogs/affiliate.en.ts';
import { artistsEn } from './catalogs/artists.en.ts';
import { bulkUploadEn } from './catalogs/bulk-upload.en.ts';
import { distributionEn } from './catalogs/distribution.en.ts';
import { legalEn } from './catalogs/legal.en.ts';
import { messagesEn } from './catalogs/messages.en.ts';
import { paymentsEn } from './catalogs/payments.en.ts';
import { plansEn } from './catalogs/plans.en.ts';
import { pricingEn } from './catalogs/pricing.en.ts';
import { releasesEn } from './catalogs/releases.en.ts';
import { reportsEn } from './catalogs/reports.en.ts';
import { revenueEn } from './catalogs/revenue.en.ts';
import { splitsEn } from './catalogs/splits.en.ts';
import { uploadsEn } from './catalogs/uploads.en.ts';
import { withdrawalEn } from './catalogs/withdrawal.en.ts';
import type { FeatureCatalogs } from './feature-catalogs.ja.ts';

export const featuresEn: FeatureCatalogs = {
  artists: artistsEn,
  releases: releasesEn,
  uploads: uploadsEn,
  bulkUpload: bulkUploadEn,
  pricing: pricingEn,
  plans: plansEn,
  payments: paymentsEn,
  affiliate: affiliateEn,
  distribution: distributionEn,
  messages: messagesEn,
  reports: reportsEn,
  revenue: revenueEn,
  splits: splitsEn,
  adminRevenue: adminRevenueEn,
  withdrawal: withdrawalEn,
  legal: legalEn,
};
