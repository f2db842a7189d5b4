// The account's feature flags: the one rule for their effective values, and their groups for the operators' panel.
import {
  DEFAULT_USER_FEATURES,
  USER_FEATURE_FLAGS,
  type UserFeatureFlag,
  type UserFeatures,
} from '../enumerations/account.ts';

/** What the flags that are derived today are derived from. */
export interface AccountFeatureFacts {
  /** The plan name (payper, unlimited_starter, ...). */
  readonly plan: string;
}

/** Stored values by flag name; names that are not flags are ignored. */
export type StoredFeatureFlags = Readonly<Record<string, boolean>> | null | undefined;

export const isUserFeatureFlag = (name: unknown): name is UserFeatureFlag =>
  typeof name === 'string' && (USER_FEATURE_FLAGS as readonly string[]).includes(name);

/** The plan makes an account unlimited; the flag follows it unless an operator set it. */
export const isUnlimitedPlanName = (plan: string): boolean => plan.startsWith('unlimited');

/** What a flag is for an account with no stored value: its derivation where one applies, else its recorded default. */
export function defaultFeatures(facts: AccountFeatureFacts): UserFeatures {
  return { ...DEFAULT_USER_FEATURES, isUnlimitedPlan: isUnlimitedPlanName(facts.plan) };
}

/** The effective flags: the stored value where an operator (or the system) set one, else the default. */
export function effectiveFeatures(facts: AccountFeatureFacts, stored: StoredFeatureFlags): UserFeatures {
  const features: Record<UserFeatureFlag, boolean> = { ...defaultFeatures(facts) };
  for (const [name, enabled] of Object.entries(stored ?? {})) {
    if (isUserFeatureFlag(name) && typeof enabled === 'boolean') features[name] = enabled;
  }
  return features;
}

export const FEATURE_FLAG_GROUPS = ['releases', 'video', 'rights', 'account'] as const;
export type FeatureFlagGroup = (typeof FEATURE_FLAG_GROUPS)[number];

/** Each flag in one group, in the order the operators' panel shows them. */
export const FEATURE_FLAGS_BY_GROUP: Readonly<Record<FeatureFlagGroup, readonly UserFeatureFlag[]>> = {
  releases: [
    'isAlbumUpTo99SongsAvailable',
    'isDjMixAvailable',
    'isClassicGenreAvailable',
    'isImmersiveAudioAvailable',
    'isDashboardBulkUploadAvailable',
    'isBulkStoreAddAvailable',
    'isMultilingualAvailable',
    'isAmazonOnDemandAvailable',
    'isNoRelease',
    'hasConfirmedCollaboratorRelease',
    'isCreatorsDistributionPrecautionRequired',
  ],
  video: [
    'isNoVideo',
    'isVideoKicksAvailable',
    'isVideoKicksKaraokeAvailable',
    'isPaidVideoKicks',
    'isYoutubeRightsAvailable',
    'isYoutubeMusicSvodOnly',
    'isYoutubeMusicGapIgnored',
    'isYoutubeMcnAvailable',
    'isMultipleMcnRegistrationAvailable',
    'isYoutubeOacOauthUnnecessary',
    'isFacebookRightsAvailable',
  ],
  rights: [
    'isMoneySplitAvailable',
    'isRingtoneRevenueAvailable',
    'isOriginalPublishingAvailable',
    'isBroadcastSecondaryUseAvailable',
  ],
  account: [
    'isPaidAccount',
    'isUnlimitedPlan',
    'isAffiliateJoined',
    'isPermissionManagementAvailable',
    'isChatbotAvailable',
    'isMessageModalAvailable',
  ],
};
