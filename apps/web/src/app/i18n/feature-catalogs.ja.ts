// Japanese texts of the larger features, loaded with their pages (not with the landing page): see loadFeatureCatalogs.
import { adminRevenueJa } from './catalogs/admin-revenue.ja.ts';
import { affiliateJa } from './catalogs/affiliate.ja.ts';
import { artistsJa } from './catalogs/artists.ja.ts';
import { bulkUploadJa } from './catalogs/bulk-upload.ja.ts';
import { distributionJa } from './catalogs/distribution.ja.ts';
import { legalJa } from './catalogs/legal.ja.ts';
import { messagesJa } from './catalogs/messages.ja.ts';
import { paymentsJa } from './catalogs/payments.ja.ts';
import { plansJa } from './catalogs/plans.ja.ts';
import { pricingJa } from './catalogs/pricing.ja.ts';
import { releasesJa } from './catalogs/releases.ja.ts';
import { reportsJa } from './catalogs/reports.ja.ts';
import { revenueJa } from './catalogs/revenue.ja.ts';
import { splitsJa } from './catalogs/splits.ja.ts';
import { uploadsJa } from './catalogs/uploads.ja.ts';
import { withdrawalJa } from './catalogs/withdrawal.ja.ts';

export const featuresJa = {
  artists: artistsJa,
  releases: releasesJa,
  uploads: uploadsJa,
  bulkUpload: bulkUploadJa,
  pricing: pricingJa,
  plans: plansJa,
  payments: paymentsJa,
  affiliate: affiliateJa,
  distribution: distributionJa,
  messages: messagesJa,
  reports: reportsJa,
  revenue: revenueJa,
  splits: splitsJa,
  adminRevenue: adminRevenueJa,
  withdrawal: withdrawalJa,
  legal: legalJa,
};

export type FeatureCatalogs = typeof featuresJa;
