import { invertCodes } from './helpers.ts';
import type { LocalisedText } from './misc.ts';

export const ACCOUNT_MODEL_TYPES = ['VD', 'LS', 'OEM'] as const;
export type AccountModelType = (typeof ACCOUNT_MODEL_TYPES)[number];

export const OEM_VALUES = ['uta', 'muse', 'etb', 'daiki'] as const;
export type OemValue = (typeof OEM_VALUES)[number];

export const PERSON_COMPANY_TYPES = ['person', 'company'] as const;
export type PersonCompanyType = (typeof PERSON_COMPANY_TYPES)[number];

/** The server sends -1 for the user id when nobody is signed in. */
export const ANONYMOUS_USER_ID = -1;

/**
 * User feature flags of the session's `user.features`. The spec describes them
 * in prose only; these camelCase names are ours and follow the spec's one named
 * flag, `isPermissionManagementAvailable`.
 */
export const USER_FEATURE_FLAGS = [
  'isYoutubeMusicSvodOnly',
  'isDjMixAvailable',
  'isAlbumUpTo99SongsAvailable',
  'isFacebookRightsAvailable',
  'isClassicGenreAvailable',
  'isMoneySplitAvailable',
  'isVideoKicksAvailable',
  'isVideoKicksKaraokeAvailable',
  'isYoutubeRightsAvailable',
  'isAmazonOnDemandAvailable',
  'isYoutubeMcnAvailable',
  'isMultipleMcnRegistrationAvailable',
  'isPermissionManagementAvailable',
  'isRingtoneRevenueAvailable',
  'isOriginalPublishingAvailable',
  'isCreatorsDistributionPrecautionRequired',
  'isPaidVideoKicks',
  'isPaidAccount',
  'isNoVideo',
  'isNoRelease',
  'hasConfirmedCollaboratorRelease',
  'isAffiliateJoined',
  'isUnlimitedPlan',
  'isChatbotAvailable',
  'isDashboardBulkUploadAvailable',
  'isBroadcastSecondaryUseAvailable',
  'isImmersiveAudioAvailable',
  'isMultilingualAvailable',
  'isBulkStoreAddAvailable',
  'isMessageModalAvailable',
  'isYoutubeMusicGapIgnored',
  'isYoutubeOacOauthUnnecessary',
] as const;
export type UserFeatureFlag = (typeof USER_FEATURE_FLAGS)[number];
export type UserFeatures = Readonly<Record<UserFeatureFlag, boolean>>;

/**
 * The recorded default of each flag: what an account without a stored value gets (`effectiveFeatures`,
 * `account/feature-flags.ts`). The spec gives no defaults; off is the safe choice because flags unlock
 * functions, except for functions every account had before the flags were stored (money split, DJ mix, classical
 * genre, dashboard bulk upload), which stay on until an operator turns them off.
 */
export const FEATURES_ON_BY_DEFAULT: readonly UserFeatureFlag[] = [
  'isDjMixAvailable',
  'isClassicGenreAvailable',
  'isMoneySplitAvailable',
  'isDashboardBulkUploadAvailable',
];
export const DEFAULT_USER_FEATURES: UserFeatures = Object.freeze(
  Object.fromEntries(USER_FEATURE_FLAGS.map((flag) => [flag, FEATURES_ON_BY_DEFAULT.includes(flag)])) as Record<
    UserFeatureFlag,
    boolean
  >,
);

export const INDIVIDUAL_FEATURES = ['isDashboardRenewed', 'isReleaseRegistrationRenewed'] as const;
export type IndividualFeature = (typeof INDIVIDUAL_FEATURES)[number];
export type IndividualFeatures = Readonly<Record<IndividualFeature, boolean>>;
export const DEFAULT_INDIVIDUAL_FEATURES: IndividualFeatures = Object.freeze({
  isDashboardRenewed: true,
  isReleaseRegistrationRenewed: false,
});

export const PERMISSION_IDS = [1000, 2000, 3000, 4000, 5000, 6000, 7000, 8000] as const;
export type PermissionId = (typeof PERMISSION_IDS)[number];
/** A new individual holds every permission until the account manager narrows it. */
export const DEFAULT_PERMISSION_ID_LIST: readonly PermissionId[] = PERMISSION_IDS;

/**
 * What each permission id governs. The spec does not name them: these meanings
 * and labels are ours, chosen to match the product's capability areas.
 */
export const PERMISSION_LABELS: Readonly<Record<PermissionId, LocalisedText>> = {
  1000: { ja: 'リリース', en: 'Releases' },
  2000: { ja: 'アーティスト', en: 'Artists' },
  3000: { ja: 'レポート・収益', en: 'Reports & revenue' },
  4000: { ja: 'お支払い・プラン', en: 'Payments & plans' },
  5000: { ja: 'YouTube・動画', en: 'YouTube & video' },
  6000: { ja: 'パブリッシング', en: 'Publishing' },
  7000: { ja: 'マスタリング・立体音響', en: 'Mastering & immersive audio' },
  8000: { ja: 'チーム・アカウント設定', en: 'Team & account settings' },
};

export const PERMISSION_LEVELS = ['readonly', 'editable', 'none'] as const;
export type PermissionLevel = (typeof PERMISSION_LEVELS)[number];

/**
 * Team invitation status. The spec gives only the ids 10..50; the names are
 * ours, in the order an invitation usually moves.
 */
export const ACCOUNT_MEMBER_INVITE_STATUS = {
  invited: 10,
  accepted: 20,
  declined: 30,
  expired: 40,
  revoked: 50,
} as const;
export type AccountMemberInviteStatusName = keyof typeof ACCOUNT_MEMBER_INVITE_STATUS;
export type AccountMemberInviteStatusId = (typeof ACCOUNT_MEMBER_INVITE_STATUS)[AccountMemberInviteStatusName];
const INVITE_STATUS_BY_ID = invertCodes(ACCOUNT_MEMBER_INVITE_STATUS);
export const accountMemberInviteStatusName = (id: number): AccountMemberInviteStatusName | undefined =>
  INVITE_STATUS_BY_ID.get(id);

export const BANK_ACCOUNT_TYPES = ['savings', 'checking'] as const;
export type BankAccountType = (typeof BANK_ACCOUNT_TYPES)[number];

export const ACCOUNT_SETTINGS_TABS = [
  'basic-info',
  'plan',
  'payments',
  'receipt',
  'security',
  'notification',
  'team',
] as const;
export type AccountSettingsTab = (typeof ACCOUNT_SETTINGS_TABS)[number];

/** What the server asks the client to do after a sign-in attempt. */
export const SIGN_IN_NEXT_ACTIONS = ['tfa', 'locked', 'wait', 'setlsid', 'captcha', 'verify_device'] as const;
export type SignInNextAction = (typeof SIGN_IN_NEXT_ACTIONS)[number];

/** Client-side stages of the sign-in flow; a superset of the server's next actions. */
export const SIGN_IN_FLOW_STAGES = [
  'wait',
  'locked',
  'captcha',
  'setlsid',
  'tfa',
  'reinput-signin-info',
  'fix-validation-error',
  'verify_device',
  'unknown',
] as const;
export type SignInFlowStage = (typeof SIGN_IN_FLOW_STAGES)[number];

export const CAPTCHA_TYPES = ['recaptcha', 'hcaptcha'] as const;
export type CaptchaType = (typeof CAPTCHA_TYPES)[number];
/** Sign-in uses hCaptcha's v2 widget. */
export const SIGN_IN_CAPTCHA = { type: 'hcaptcha', version: 'v2' } as const;
