// The one list of the web's capabilities: the router, the navigation, the catalogs and their type are built from it.
import type { Capability } from '../app/capability.ts';
import { accountsCapability } from '../features/accounts/capability.ts';
import { adminCapability } from '../features/admin/capability.ts';
import { affiliateCapability } from '../features/affiliate/capability.ts';
import { artistGuideCapability } from '../features/artist-guide/capability.ts';
import { artistsCapability } from '../features/artists/capability.ts';
import { authCapability } from '../features/auth/capability.ts';
import { bulkUploadCapability } from '../features/bulk-upload/capability.ts';
import { contentAdminCapability } from '../features/content-admin/capability.ts';
import { contentPagesCapability } from '../features/content-pages/capability.ts';
import { dashboardCapability } from '../features/dashboard/capability.ts';
import { distributionCapability } from '../features/distribution/capability.ts';
import { immersiveAudioCapability } from '../features/immersive-audio/capability.ts';
import { landingCapability } from '../features/landing/capability.ts';
import { legalCapability } from '../features/legal/capability.ts';
import { masteringCapability } from '../features/mastering/capability.ts';
import { messagesCapability } from '../features/messages/capability.ts';
import { musicStatsCapability } from '../features/music-stats/capability.ts';
import { newsCapability } from '../features/news/capability.ts';
import { noticesCapability } from '../features/notices/capability.ts';
import { paymentsCapability } from '../features/payments/capability.ts';
import { plansCapability } from '../features/plans/capability.ts';
import { playlistsCapability } from '../features/playlists/capability.ts';
import { pricingCapability } from '../features/pricing/capability.ts';
import { profileCapability } from '../features/profile/capability.ts';
import { publicFeaturesCapability } from '../features/public-features/capability.ts';
import { releasesCapability } from '../features/releases/capability.ts';
import { reportsCapability } from '../features/reports/capability.ts';
import { revenueCapability } from '../features/revenue/capability.ts';
import { splitsCapability } from '../features/splits/capability.ts';
import { teamCapability } from '../features/team/capability.ts';
import { uploadsCapability } from '../features/uploads/capability.ts';
import { withdrawalCapability } from '../features/withdrawal/capability.ts';
import { shellCapability } from './shell-capability.ts';

export const CAPABILITIES = [
  shellCapability,
  landingCapability,
  authCapability,
  dashboardCapability,
  messagesCapability,
  noticesCapability,
  releasesCapability,
  artistsCapability,
  bulkUploadCapability,
  masteringCapability,
  uploadsCapability,
  distributionCapability,
  reportsCapability,
  revenueCapability,
  withdrawalCapability,
  splitsCapability,
  plansCapability,
  pricingCapability,
  publicFeaturesCapability,
  artistGuideCapability,
  playlistsCapability,
  newsCapability,
  contentPagesCapability,
  musicStatsCapability,
  paymentsCapability,
  immersiveAudioCapability,
  affiliateCapability,
  profileCapability,
  teamCapability,
  accountsCapability,
  adminCapability,
  contentAdminCapability,
  legalCapability,
] as const satisfies readonly Capability[];
