import { invertCodes } from './helpers.ts';
import type { LocalisedText } from './misc.ts';

export const RELEASE_TYPES = [
  'album',
  'single',
  'ringtone',
  'live_concert_video',
  'music_video',
  'music_video_album',
  'mixed_album',
  'karaoke_video',
] as const;
export type ReleaseType = (typeof RELEASE_TYPES)[number];

export const RELEASE_TYPE_LABELS: Readonly<Record<ReleaseType, LocalisedText>> = {
  album: { ja: 'アルバム', en: 'Album' },
  single: { ja: 'シングル', en: 'Single' },
  ringtone: { ja: '着うた', en: 'Ringtone' },
  live_concert_video: { ja: 'ライブ映像', en: 'Concert video' },
  music_video: { ja: 'ミュージックビデオ', en: 'Music video' },
  music_video_album: { ja: 'ミュージックビデオアルバム', en: 'Music video album' },
  mixed_album: { ja: 'ミックスアルバム', en: 'Mixed album' },
  karaoke_video: { ja: 'カラオケ映像', en: 'Karaoke video' },
};

/** Release service types 1..4; the spec does not say what each means. */
export const RELEASE_SERVICE_TYPES = [1, 2, 3, 4] as const;
export type ReleaseServiceType = (typeof RELEASE_SERVICE_TYPES)[number];

export const RELEASE_SORT_KEYS = ['create_time', 'update_time', 'street_date', 'status'] as const;
export type ReleaseSortKey = (typeof RELEASE_SORT_KEYS)[number];

export const SELL_MEDIA_OPTIONS = [
  'delivery_only',
  'delivery_cd_together',
  'cd_before_delivery',
  'delivery_before_cd',
] as const;
export type SellMediaOption = (typeof SELL_MEDIA_OPTIONS)[number];

/**
 * Release status codes. The spec lists 49 names and 49 numbers separately; they
 * are paired here in the order both lists give them (checked by the tests),
 * which keeps each life-cycle stage in its own hundred: 1xx creating, 2xx
 * review, 3xx payment, 4xx distribution, 5xx takedown, 6xx renewal.
 */
export const RELEASE_STATUS = {
  creating: 100,
  creating_wait_create_payment: 105,
  creating_complete: 110,
  creating_cdc_done: 120,
  refine_wait_create_payment: 125,
  refine_complete: 130,
  refine_cdc_done: 140,
  review_approved: 200,
  review_flagged: 210,
  review_sendback: 220,
  review_rejected: 230,
  vocaloid_review_waiting: 240,
  vocaloid_review_flagged: 242,
  vocaloid_review_rejwait: 244,
  vocaloid_review_rejected: 246,
  vocaloid_review_approved: 248,
  store_review_waiting: 250,
  store_review_rejected: 260,
  store_review_approved: 270,
  store_review_flagged: 280,
  store_review_rejwait: 290,
  amazondod_label_copy_done: 295,
  amazondod_society_done: 296,
  payment_waiting: 300,
  payment_success: 310,
  payment_failure: 320,
  added_store_inqueue: 360,
  distribution_processing: 400,
  distribution_allsuccess: 410,
  distribution_partsuccess: 420,
  distribution_allfailure: 430,
  distribution_onsale: 450,
  distribution_parttakedown: 490,
  monetize_paused: 495,
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
  deleted_by_user: 900,
} as const;
export type ReleaseStatusName = keyof typeof RELEASE_STATUS;
export type ReleaseStatusCode = (typeof RELEASE_STATUS)[ReleaseStatusName];
export const RELEASE_STATUS_NAMES = Object.keys(RELEASE_STATUS) as readonly ReleaseStatusName[];
export const RELEASE_STATUS_CODES = Object.values(RELEASE_STATUS) as readonly ReleaseStatusCode[];

const RELEASE_STATUS_BY_CODE = invertCodes(RELEASE_STATUS);
export const releaseStatusName = (code: number): ReleaseStatusName | undefined => RELEASE_STATUS_BY_CODE.get(code);

export const TAKEDOWN_MODES = ['takedown_usercontact', 'takedown_admin'] as const;
export type TakedownMode = (typeof TAKEDOWN_MODES)[number];

/** Free-form metadata the stores accept beyond the fixed fields. */
export const RELEASE_EXTRA_FIELDS = ['version'] as const;
export type ReleaseExtraField = (typeof RELEASE_EXTRA_FIELDS)[number];
export const SONG_EXTRA_FIELDS = ['version', 'tieup', 'original_singer'] as const;
export type SongExtraField = (typeof SONG_EXTRA_FIELDS)[number];

/** Reasons the server's release metadata check returns. */
export const RELEASE_METADATA_CHECK_REASONS = [
  'required_to_pay_use_added_main_artist',
  'required_to_set_various_artists',
  'exceed_number_of_main_artist',
  'exceed_number_of_album_songs',
  'lyrics_not_allowed_to_set',
  'submit_not_allowed_to_set',
  'custom_label_name_not_allowed_to_set',
  'exist_songs_with_same_isrc',
  'has_song_without_required_role',
  'invalid_immersive_audio_process',
  'cover_song_is_set',
  'all_same_featuring_artist_is_set',
  'song_file_was_changed_after_set_lyric_sync',
] as const;
export type ReleaseMetadataCheckReason = (typeof RELEASE_METADATA_CHECK_REASONS)[number];

/**
 * Languages that have their own list of words forbidden in a label name. The
 * last three exist but hold no words.
 */
export const LABEL_FORBIDDEN_WORD_LANGUAGES = [
  'ja',
  'en',
  'cmnHans',
  'cmnHant',
  'ko',
  'es',
  'de',
  'pt',
  'fr',
  'it',
  'hi',
  'ru',
  'jv',
  'kana',
  'zh',
  'jam',
] as const;
export type LabelForbiddenWordLanguage = (typeof LABEL_FORBIDDEN_WORD_LANGUAGES)[number];
