// Limits the spec leaves open (docs/decisions/0005-release-life-cycle.md says why each is what it is).
import type { ReleaseType } from '../enumerations/release.ts';
import type { VariablePriceType } from '../enumerations/report.ts';

export type ReleaseMedia = 'audio' | 'ringtone' | 'video';

/** Terms of service a release type may need the account to have acknowledged. */
export const RELEASE_TERMS_SERVICES = ['karaoke', 'music_video'] as const;
export type ReleaseTermsService = (typeof RELEASE_TERMS_SERVICES)[number];

export type ReleaseTypeRule = {
  readonly media: ReleaseMedia;
  readonly minSongs: number;
  readonly maxSongs: number;
  /** With the album-up-to-99-songs feature. */
  readonly maxSongsExtended: number;
  /** Terms the account must have acknowledged before registering this type. */
  readonly terms?: ReleaseTermsService;
};

export const RELEASE_TYPE_RULES: Readonly<Record<ReleaseType, ReleaseTypeRule>> = {
  album: { media: 'audio', minSongs: 2, maxSongs: 40, maxSongsExtended: 99 },
  mixed_album: { media: 'audio', minSongs: 2, maxSongs: 40, maxSongsExtended: 99 },
  single: { media: 'audio', minSongs: 1, maxSongs: 3, maxSongsExtended: 3 },
  ringtone: { media: 'ringtone', minSongs: 1, maxSongs: 1, maxSongsExtended: 1 },
  music_video: { media: 'video', minSongs: 1, maxSongs: 1, maxSongsExtended: 1, terms: 'music_video' },
  music_video_album: { media: 'video', minSongs: 2, maxSongs: 40, maxSongsExtended: 99, terms: 'music_video' },
  karaoke_video: { media: 'video', minSongs: 1, maxSongs: 1, maxSongsExtended: 1, terms: 'karaoke' },
  live_concert_video: { media: 'video', minSongs: 1, maxSongs: 1, maxSongsExtended: 1, terms: 'music_video' },
};

export const maxSongsFor = (type: ReleaseType, albumUpTo99Songs: boolean): number =>
  albumUpTo99Songs ? RELEASE_TYPE_RULES[type].maxSongsExtended : RELEASE_TYPE_RULES[type].maxSongs;

/** Main (primary) artists on a release or a song. */
export const MAX_MAIN_ARTISTS = 3;
/** Main artists included in the pay-per-release price; each further one is charged. */
export const INCLUDED_MAIN_ARTISTS = 1;
/** A release whose songs name more distinct primary artists than this must be credited to Various Artists. */
export const VARIOUS_ARTISTS_THRESHOLD = 4;

export const MAX_FEATURED_ARTISTS_PER_SONG = 10;
export const MAX_AUTHORS_PER_SONG = 20;
export const MAX_ARTIST_MEMBERS = 30;
export const MAX_ARTIST_LINKS = 10;
export const TITLE_MAX_LENGTH = 200;
export const NAME_MAX_LENGTH = 100;
export const LABEL_NAME_MAX_LENGTH = 100;
export const LYRICS_MAX_LENGTH = 10_000;
/** An artist page profile, like other long texts (spec: 3500). */
export const PROFILE_MAX_LENGTH = 3500;

/** Variable price types 1–4 (spec): the store price tier of the release. */
export const VARIABLE_PRICE_TYPE_LABELS: Readonly<Record<VariablePriceType, { ja: string; en: string }>> = {
  1: { ja: 'バジェット', en: 'Budget' },
  2: { ja: 'ミッド', en: 'Mid' },
  3: { ja: 'スタンダード', en: 'Standard' },
  4: { ja: 'プレミアム', en: 'Premium' },
};
