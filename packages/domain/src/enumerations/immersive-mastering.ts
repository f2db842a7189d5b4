import { invertCodes } from './helpers.ts';

export const IMMERSIVE_AUDIO_FORMATS = ['dolby', '360RA'] as const;
export type ImmersiveAudioFormat = (typeof IMMERSIVE_AUDIO_FORMATS)[number];

/** Some endpoints send the format as a number instead of its name. */
export const IMMERSIVE_AUDIO_FORMAT_ID = { dolby: 1, '360RA': 2 } as const;
export type ImmersiveAudioFormatId = (typeof IMMERSIVE_AUDIO_FORMAT_ID)[ImmersiveAudioFormat];
const FORMAT_BY_ID = invertCodes(IMMERSIVE_AUDIO_FORMAT_ID);
export const immersiveAudioFormatFromId = (id: number): ImmersiveAudioFormat | undefined => FORMAT_BY_ID.get(id);

/**
 * Immersive audio song statuses. The spec describes them in words; each code
 * is also a release status code with the same meaning, so we reuse the release
 * status names (payment waiting = payment_waiting, "hidden set" =
 * renewal_hidden_settled, ...) to let one status vocabulary serve both.
 */
export const IMMERSIVE_AUDIO_SONG_STATUS = {
  creating: 100,
  payment_waiting: 300,
  payment_success: 310,
  payment_failure: 320,
  distribution_onsale: 450,
  takedown_expire_user: 500,
  takedown_expire_nopayment: 501,
  takedown_usercontact: 510,
  takedown_admin: 520,
  takedown_processing: 590,
  renewal_hidden_settled: 600,
  renewal_hidden_unsettled: 610,
  renewal_editable_settled: 620,
  renewal_editable_unsettled: 630,
  renewal_uneditable_settled: 640,
  renewal_uneditable_unsettled: 650,
  renewal_payment_success: 660,
  renewal_canceled: 680,
  renewal_payment_failure: 681,
} as const;
export type ImmersiveAudioSongStatusName = keyof typeof IMMERSIVE_AUDIO_SONG_STATUS;
export type ImmersiveAudioSongStatusCode = (typeof IMMERSIVE_AUDIO_SONG_STATUS)[ImmersiveAudioSongStatusName];
const SONG_STATUS_BY_CODE = invertCodes(IMMERSIVE_AUDIO_SONG_STATUS);
export const immersiveAudioSongStatusName = (code: number): ImmersiveAudioSongStatusName | undefined =>
  SONG_STATUS_BY_CODE.get(code);

/** What the user may do with an immersive audio song right now. */
export const IMMERSIVE_AUDIO_ACTION_STATUSES = [
  'creatable',
  'editable',
  'resendable',
  'paymentModifiable',
  'readonly',
] as const;
export type ImmersiveAudioActionStatus = (typeof IMMERSIVE_AUDIO_ACTION_STATUSES)[number];

/** Upload then verification: uploading -> queued -> verifying -> success or failure. */
export const IMMERSIVE_AUDIO_VERIFICATION_STATUS = {
  none: 0,
  uploading: 100,
  upload_failed: 110,
  upload_cancelled: 120,
  verification_queued: 200,
  verifying: 210,
  verification_failed: 220,
  verify_operation_failed: 230,
  verification_success: 300,
} as const;
export type ImmersiveAudioVerificationStatusName = keyof typeof IMMERSIVE_AUDIO_VERIFICATION_STATUS;
export type ImmersiveAudioVerificationStatusCode =
  (typeof IMMERSIVE_AUDIO_VERIFICATION_STATUS)[ImmersiveAudioVerificationStatusName];
const VERIFICATION_BY_CODE = invertCodes(IMMERSIVE_AUDIO_VERIFICATION_STATUS);
export const immersiveAudioVerificationStatusName = (code: number): ImmersiveAudioVerificationStatusName | undefined =>
  VERIFICATION_BY_CODE.get(code);

/** States after which no further verification progress will arrive. */
export const IMMERSIVE_AUDIO_VERIFICATION_FINAL: readonly ImmersiveAudioVerificationStatusName[] = [
  'upload_failed',
  'upload_cancelled',
  'verification_failed',
  'verify_operation_failed',
  'verification_success',
];

/**
 * Verification failure reasons come as numbered codes per family; the spec
 * gives how many exist in each family (1..n) but not their messages.
 */
export const IMMERSIVE_AUDIO_INVALID_CODE_COUNTS = { dolby: 5, '360RA': 6, other: 2 } as const;

export const MASTERING_STATUSES = ['processing', 'success', 'failed'] as const;
export type MasteringStatus = (typeof MASTERING_STATUSES)[number];

export const MASTERING_PREVIEW_STATUSES = [...MASTERING_STATUSES, 'canceled'] as const;
export type MasteringPreviewStatus = (typeof MASTERING_PREVIEW_STATUSES)[number];

export const MASTERING_EFFECTS = ['dry', 'balance', 'wet'] as const;
export type MasteringEffect = (typeof MASTERING_EFFECTS)[number];
