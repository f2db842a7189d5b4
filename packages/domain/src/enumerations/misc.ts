import { isOneOf } from './helpers.ts';

export const SUPPORTED_LANGUAGES = ['ja', 'en'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'ja';

/** The `lang` query parameter is honoured only when it passes this check. */
export const isSupportedLanguage = (value: unknown): value is Language => isOneOf(SUPPORTED_LANGUAGES, value);

/** Every user-facing string the domain owns comes in both languages. */
export type LocalisedText = Readonly<Record<Language, string>>;

export const THEMES = [
  'creators',
  'light',
  'dark',
  'top',
  'creatorsDashboard',
  'artistPage',
  'tcjv3',
  'artistGuide',
] as const;
export type Theme = (typeof THEMES)[number];
export const DEFAULT_THEME: Theme = 'light';

export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

export const CSV_UPLOAD_BATCH_STATUSES = ['not_yet', 'ready', 'doing', 'success', 'failure', 'cancel'] as const;
export type CsvUploadBatchStatus = (typeof CSV_UPLOAD_BATCH_STATUSES)[number];

export const MESSAGE_TYPES = ['General', 'Personal'] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];
/** Some endpoints send the message type in lower case. */
export const MESSAGE_TYPES_LOWER = ['general', 'personal'] as const;
export type MessageTypeLower = (typeof MESSAGE_TYPES_LOWER)[number];
export const normaliseMessageType = (value: unknown): MessageType | undefined => {
  if (isOneOf(MESSAGE_TYPES, value)) return value;
  if (value === 'general') return 'General';
  if (value === 'personal') return 'Personal';
  return undefined;
};

export const MESSAGE_STATIC_IMAGE_TYPES = ['chart_in', 'report', 'other'] as const;
export type MessageStaticImageType = (typeof MESSAGE_STATIC_IMAGE_TYPES)[number];

export const COMMUNITY_MESSAGE_IMAGE_TYPES = ['other'] as const;
export type CommunityMessageImageType = (typeof COMMUNITY_MESSAGE_IMAGE_TYPES)[number];

export const ONE_TIME_ALERT_CLICKED_PARTS = ['close', 'cta'] as const;
export type OneTimeAlertClickedPart = (typeof ONE_TIME_ALERT_CLICKED_PARTS)[number];

export const OLD_BANNER_COLOURS = ['white', 'black'] as const;
export type OldBannerColour = (typeof OLD_BANNER_COLOURS)[number];

/** The older member area encodes booleans as these strings. */
export const OLD_BOOLEAN_STRINGS = ['0', '1'] as const;
export type OldBooleanString = (typeof OLD_BOOLEAN_STRINGS)[number];
export const fromOldBoolean = (value: OldBooleanString): boolean => value === '1';
export const toOldBoolean = (value: boolean): OldBooleanString => (value ? '1' : '0');

export const PREFECTURE_COUNTRIES = ['JP'] as const;
export type PrefectureCountry = (typeof PREFECTURE_COUNTRIES)[number];

export const NAME_KINDS = ['kana'] as const;
export type NameKind = (typeof NAME_KINDS)[number];

export const HIGHLIGHT_CATEGORIES = ['chart', 'playlist'] as const;
export type HighlightCategory = (typeof HIGHLIGHT_CATEGORIES)[number];

export const LINKCORE_PER_DAY_INFO_TYPES = ['music', 'musicvideo'] as const;
export type LinkcorePerDayInfoType = (typeof LINKCORE_PER_DAY_INFO_TYPES)[number];
