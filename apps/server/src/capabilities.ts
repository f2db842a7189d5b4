// The capabilities of the service, in the order they are built: a capability comes after those it needs. A new
// capability is a folder under features/ with a `capability.ts`, and one line here.
import { accountsCapability } from './features/accounts/index.ts';
import { adminCapability } from './features/admin/index.ts';
import { artistsCapability } from './features/artists/index.ts';
import { authCapability } from './features/auth/index.ts';
import { banksCapability } from './features/banks/index.ts';
import { billingCapability } from './features/billing/index.ts';
import { bulkUploadCapability } from './features/bulk-upload/index.ts';
import { contentAdminCapability } from './features/content/admin/capability.ts';
import { contentCapability } from './features/content/index.ts';
import { newsCapability } from './features/content/news/capability.ts';
import { noticesCapability } from './features/content/notices/capability.ts';
import { contentPagesCapability } from './features/content/pages/capability.ts';
import { playlistsCapability } from './features/content/playlists/capability.ts';
import { distributionCapability } from './features/distribution/index.ts';
import { featureNoticesCapability } from './features/feature-notices/index.ts';
import { immersiveAudioCapability } from './features/immersive-audio/index.ts';
import { masteringCapability } from './features/mastering/index.ts';
import { messagesCapability } from './features/messages/index.ts';
import { profileCapability } from './features/profile/index.ts';
import { releasesCapability } from './features/releases/index.ts';
import { musicStatsCapability, revenueCapability } from './features/revenue/index.ts';
import { shellCapability } from './features/shell/index.ts';
import { teamCapability } from './features/team/index.ts';
import { trackingCapability } from './features/tracking/index.ts';
import { uploadsCapability } from './features/uploads/index.ts';
import type { ServicesOf } from './platform/capability.ts';

export const CAPABILITIES = [
  // Team first: accounts reads membership through it (team imports accounts, so accounts cannot import team).
  teamCapability,
  accountsCapability,
  // Before billing: the plan counts the account's artists (artists imports billing, so billing receives the read).
  artistsCapability,
  billingCapability,
  authCapability,
  profileCapability,
  adminCapability,
  trackingCapability,
  releasesCapability,
  // After releases: which files operators may preview is the releases feature's (releases imports uploads).
  uploadsCapability,
  bulkUploadCapability,
  masteringCapability,
  distributionCapability,
  immersiveAudioCapability,
  messagesCapability,
  revenueCapability,
  musicStatsCapability,
  banksCapability,
  contentCapability,
  contentAdminCapability,
  playlistsCapability,
  newsCapability,
  contentPagesCapability,
  noticesCapability,
  featureNoticesCapability,
  shellCapability,
] as const;

export type Services = ServicesOf<typeof CAPABILITIES>;
