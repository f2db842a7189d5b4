// English texts of the larger features; same keys as feature-catalogs.ja.ts.
import { artistsEn } from './catalogs/artists.en.ts';
import { bulkUploadEn } from './catalogs/bulk-upload.en.ts';
import { pricingEn } from './catalogs/pricing.en.ts';
import { releasesEn } from './catalogs/releases.en.ts';
import { uploadsEn } from './catalogs/uploads.en.ts';
import type { FeatureCatalogs } from './feature-catalogs.ja.ts';

export const featuresEn: FeatureCatalogs = {
  artists: artistsEn,
  releases: releasesEn,
  uploads: uploadsEn,
  bulkUpload: bulkUploadEn,
  pricing: pricingEn,
};
