export const ARTIST_TYPES = ['individual', 'group'] as const;
export type ArtistType = (typeof ARTIST_TYPES)[number];

export const ARTIST_INPUT_ROLES = ['primary', 'featured'] as const;
export type ArtistInputRole = (typeof ARTIST_INPUT_ROLES)[number];

export const ARTIST_BASE_TYPES = ['vocaloid'] as const;
export type ArtistBaseType = (typeof ARTIST_BASE_TYPES)[number];

/**
 * Roles of a group member. The spec gives only examples of the full list of
 * instrument, studio and creative roles, so the type stays open to the rest
 * while the known ones still autocomplete.
 */
export const KNOWN_ARTIST_MEMBER_ROLES = [
  'vocals',
  'guitar',
  'drums',
  'producer',
  'composer',
  'lyricist',
  'mixing_engineer',
  'mastering_engineer',
  'remixer',
  'arranger',
  'conductor',
] as const;
export type KnownArtistMemberRole = (typeof KNOWN_ARTIST_MEMBER_ROLES)[number];
export type ArtistMemberRole = KnownArtistMemberRole | (string & {});

/** Credit roles on a release or song: the member roles plus performance credits. */
export const KNOWN_ARTIST_ROLES = [
  ...KNOWN_ARTIST_MEMBER_ROLES,
  'actor',
  'director',
  'codirector',
  'featured',
  'primary',
  'singer',
  'translator',
  'with',
] as const;
export type KnownArtistRole = (typeof KNOWN_ARTIST_ROLES)[number];
export type ArtistRole = KnownArtistRole | (string & {});

export const MUSIC_AUTHOR_TYPES = ['lyricist', 'composer'] as const;
export type MusicAuthorType = (typeof MUSIC_AUTHOR_TYPES)[number];

/** pd = public domain. */
export const SONG_CATEGORIES = ['original', 'cover', 'arrange', 'pd'] as const;
export type SongCategory = (typeof SONG_CATEGORIES)[number];

export const SONG_MOODS = [
  'Weekend_Holiday',
  'Exercise_Workout',
  'Party',
  'Focus_Study',
  'Flashback_Age_Group',
  'Blue_Sad',
  'Motivation_Happy',
  'Relax_Chill_Out',
  'Love_Romance',
  'Dinner',
  'Pop_Culture',
  'Drive_Travel',
  'Gaming',
  'Sleep',
] as const;
export type SongMood = (typeof SONG_MOODS)[number];

/**
 * Genre ids travel as numeric strings. The real set is a subset of these two
 * ranges (the spec does not list it), so this only rejects ids that cannot exist.
 */
export const GENRE_ID_RANGES = [
  { min: 1, max: 38 },
  { min: 201, max: 221 },
] as const;
export const isGenreIdInRange = (value: unknown): value is string => {
  if (typeof value !== 'string' || !/^[1-9]\d{0,2}$/.test(value)) return false;
  const id = Number(value);
  return GENRE_ID_RANGES.some(({ min, max }) => id >= min && id <= max);
};

/**
 * Audio language codes named by the spec; the product knows about 55, which
 * the spec does not list, so the type stays open. zxx means no linguistic content
 * (instrumentals); yue, nan and cmn split Chinese by spoken language.
 */
export const KNOWN_AUDIO_LANGUAGE_CODES = ['zxx', 'ja', 'en', 'ko', 'yue', 'nan', 'cmn'] as const;
export type KnownAudioLanguageCode = (typeof KNOWN_AUDIO_LANGUAGE_CODES)[number];
export type AudioLanguageCode = KnownAudioLanguageCode | (string & {});
export const INSTRUMENTAL_AUDIO_LANGUAGE: KnownAudioLanguageCode = 'zxx';
