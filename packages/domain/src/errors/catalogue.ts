import type { Language, LocalisedText } from '../enumerations/misc.ts';
import { formatTemplate, type TemplateParams } from '../template.ts';

/**
 * Error texts of spec section 8. The Japanese sentences are the spec's
 * verbatim where it gives them; the variants it only describes (action prefix,
 * reason in parentheses, help centre, reload) and all English texts are ours.
 */
export const ERROR_MESSAGES = {
  error: { ja: 'エラーが発生しました', en: 'An error occurred.' },
  errorRetryLater: {
    ja: 'エラーが発生しました。時間を置いて再度お試しください。',
    en: 'An error occurred. Please try again later.',
  },
  errorRetryLaterWithAction: {
    ja: '{action}：エラーが発生しました。時間を置いて再度お試しください。',
    en: '{action}: an error occurred. Please try again later.',
  },
  fileUploadFailed: { ja: 'ファイルアップロードが失敗しました', en: 'The file upload failed.' },
  imageUploadFailed: { ja: '画像のアップロードが失敗しました', en: 'The image upload failed.' },
  authFailed: { ja: '認証に失敗しました', en: 'Authentication failed.' },
  authFailedWithReason: {
    ja: '認証に失敗しました（{reason}）',
    en: 'Authentication failed ({reason}).',
  },
  notFound: {
    ja: '指定されたリソースは存在しません。',
    en: 'The requested resource does not exist.',
  },
  unexpected: {
    ja: '予期せぬエラーが発生しました。時間を置いて再度お試しください。',
    en: 'An unexpected error occurred. Please try again later.',
  },
  unexpectedContactHelp: {
    ja: '予期せぬエラーが発生しました。時間を置いて再度お試しいただくか、ヘルプセンターからお問い合わせください。',
    en: 'An unexpected error occurred. Please try again later or contact us through the Help Centre.',
  },
  unexpectedReload: {
    ja: '予期せぬエラーが発生しました。ページを再読み込みしてください。',
    en: 'An unexpected error occurred. Please reload the page.',
  },
  forbidden: {
    ja: '操作を実行する権限が不足しています',
    en: 'You do not have permission to perform this operation.',
  },
  invalidLoginState: {
    ja: 'ログイン状態が不正なため、操作を実行できません。',
    en: 'This operation cannot be performed because your sign-in state is invalid.',
  },
  youtubeTooFast: {
    ja: 'YouTubeの情報を短時間に続けて更新することはできません。しばらく時間を置いてから再度お試しください。',
    en: 'YouTube information was updated too recently. Please wait a while before trying again.',
  },
} as const satisfies Readonly<Record<string, LocalisedText>>;
export type ErrorMessageId = keyof typeof ERROR_MESSAGES;

/** Snackbar texts after an operation succeeds. */
export const SUCCESS_MESSAGES = {
  saved: { ja: '保存しました', en: 'Saved.' },
  reflected: { ja: '反映しました', en: 'Applied.' },
  created: { ja: '作成しました', en: 'Created.' },
  deleted: { ja: '削除しました', en: 'Deleted.' },
  cancelled: { ja: 'キャンセルしました', en: 'Cancelled.' },
  sent: { ja: '送信しました', en: 'Sent.' },
  approved: { ja: '承認しました', en: 'Approved.' },
  rejected: { ja: '却下しました', en: 'Rejected.' },
  agreed: { ja: '同意しました', en: 'Agreed.' },
  youtubeChannelUpdated: {
    ja: 'YouTubeチャンネル情報の更新が完了しました',
    en: 'YouTube channel information has been updated.',
  },
} as const satisfies Readonly<Record<string, LocalisedText>>;
export type SuccessMessageId = keyof typeof SUCCESS_MESSAGES;

export const INFO_MESSAGES = {
  audioDownloadStarted: {
    ja: '音源のダウンロードを開始しました',
    en: 'The audio download has started.',
  },
} as const satisfies Readonly<Record<string, LocalisedText>>;
export type InfoMessageId = keyof typeof INFO_MESSAGES;

/** Defaults of the global confirmation dialog (the ja texts are the spec's). */
export const CONFIRM_DIALOG_DEFAULTS = {
  title: { ja: '確認', en: 'Confirm' },
  text: { ja: '本当に実行しますか？', en: 'Are you sure?' },
} as const satisfies Readonly<Record<string, LocalisedText>>;

export type CatalogueMessageId = ErrorMessageId | SuccessMessageId | InfoMessageId;

const ALL_MESSAGES: Readonly<Record<CatalogueMessageId, LocalisedText>> = {
  ...ERROR_MESSAGES,
  ...SUCCESS_MESSAGES,
  ...INFO_MESSAGES,
};

export const formatCatalogueMessage = (id: CatalogueMessageId, lang: Language, params?: TemplateParams): string =>
  formatTemplate(ALL_MESSAGES[id][lang], params);

/** What an error without a code or message is given (these are wire values, not UI text). */
export const UNKNOWN_ERROR_CODE = 'unknown';
export const UNKNOWN_ERROR_MESSAGE = 'Unknown error';

/** A 2xx HTML body means the API redirected us (usually to sign-in); it is reported as this. */
export const REDIRECT_ERROR_CODE = 302;
export const REDIRECT_ERROR_MESSAGE = 'Redirect response from the API';

/** The code used when nothing at all identifies the failure. */
export const NO_ERROR_CODE = -1;

type MaybeCode = string | number | null | undefined;
const isPresentCode = (code: MaybeCode): code is string | number => code !== undefined && code !== null && code !== '';

/**
 * Picks the code an error is reported under: the API body's code, else the
 * transport error's code, else the HTTP status, else -1. A status of 0 counts
 * as absent because browsers report 0 when no response arrived at all.
 */
export const normaliseErrorCode = (
  bodyCode: MaybeCode,
  errorCode: MaybeCode,
  httpStatus: number | null | undefined,
): string | number => {
  if (isPresentCode(bodyCode)) return bodyCode;
  if (isPresentCode(errorCode)) return errorCode;
  if (typeof httpStatus === 'number' && httpStatus > 0) return httpStatus;
  return NO_ERROR_CODE;
};

/**
 * API v2 error code groups: for each prefix, the codes run 1..n. Their meanings
 * are not in the spec, and neither is how prefix and number are joined.
 */
export const API_ERROR_CODE_GROUPS = {
  W: 7,
  PUB: 10,
  SONG: 7,
  ART: 7,
  MCN: 2,
  CUB: 6,
  LC: 1,
  SDM: 2,
  BSU: 1,
  MST: 2,
  IMM: 13,
} as const;
export type ApiErrorCodeGroup = keyof typeof API_ERROR_CODE_GROUPS;

/** Groups whose codes are written with leading zeros, kept as strings for that reason. */
export const API_GENERAL_ERROR_CODES = [12, 32, 33, 34, 35, 36] as const;
export const API_YOUTUBE_MCN_ERROR_CODES = ['00001', '00002', '00003'] as const;
export const API_GENERIC_ERROR_CODES = [
  '00000001',
  '00000002',
  '00000003',
  '00000004',
  '00000005',
  '00000006',
] as const;
/** TCC codes 00000 to 00014, five digits wide. */
export const API_TCC_ERROR_CODES = Array.from({ length: 15 }, (_, i) =>
  String(i).padStart(5, '0'),
) as readonly string[];

/** Where a client-side error came from. */
export const CLIENT_ERROR_SOURCES = [
  'api',
  'api_redirect',
  'google_api',
  'video_api',
  'maps_api',
  'expected',
  'media_element',
  'unknown',
] as const;
export type ClientErrorSource = (typeof CLIENT_ERROR_SOURCES)[number];

/** Codes for failures raised by the client itself rather than a server. */
export const CLIENT_ERROR_CODES = [
  'not_web_client',
  'local_storage_unavailable',
  'community_song_proposal_not_found',
  'audio_playing_failed',
  'missing_parameter',
  'unknown',
] as const;
export type ClientErrorCode = (typeof CLIENT_ERROR_CODES)[number];

/** HTTP statuses the client handles explicitly (plus any 3xx). */
export const HANDLED_HTTP_STATUSES = [200, 201, 202, 204, 400, 401, 403, 404, 409, 429, 500, 503, 504] as const;
export type HandledHttpStatus = (typeof HANDLED_HTTP_STATUSES)[number];

export const isSuccessStatus = (status: number): boolean => status >= 200 && status <= 299;
/** 4xx: the request was at fault, so retrying it unchanged will not help. */
export const isClientErrorStatus = (status: number): boolean => status >= 400 && status < 500;
