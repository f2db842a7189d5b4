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
  'bass',
  'keyboards',
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

/** Various Artists, credited on compilations; the same fixed names for every account. */
export const VARIOUS_ARTISTS_NAMES = {
  ja: 'ヴァリアス・アーティスト',
  kana: 'ヴァリアスアーティスト',
  en: 'Various Artists',
} as const;

/** Kinds of link an artist profile may carry. */
export const ARTIST_LINK_KINDS = [
  'official',
  'x',
  'instagram',
  'tiktok',
  'youtube',
  'facebook',
  'soundcloud',
  'other',
] as const;
export type ArtistLinkKind = (typeof ARTIST_LINK_KINDS)[number];

/**
 * The audio languages a song may be sung in (ISO 639 codes as the stores take them; zxx = no linguistic content,
 * yue / nan / cmn split Chinese by spoken language).
 */
export const AUDIO_LANGUAGES: Readonly<Record<string, { readonly ja: string; readonly en: string }>> = {
  ja: { ja: '日本語', en: 'Japanese' },
  en: { ja: '英語', en: 'English' },
  zxx: { ja: '歌詞なし（インストゥルメンタル）', en: 'No lyrics (instrumental)' },
  ko: { ja: '韓国語', en: 'Korean' },
  cmn: { ja: '中国語（普通話）', en: 'Chinese (Mandarin)' },
  yue: { ja: '中国語（広東語）', en: 'Chinese (Cantonese)' },
  nan: { ja: '中国語（閩南語・台湾語）', en: 'Chinese (Min Nan / Taiwanese)' },
  es: { ja: 'スペイン語', en: 'Spanish' },
  pt: { ja: 'ポルトガル語', en: 'Portuguese' },
  fr: { ja: 'フランス語', en: 'French' },
  de: { ja: 'ドイツ語', en: 'German' },
  it: { ja: 'イタリア語', en: 'Italian' },
  ru: { ja: 'ロシア語', en: 'Russian' },
  uk: { ja: 'ウクライナ語', en: 'Ukrainian' },
  pl: { ja: 'ポーランド語', en: 'Polish' },
  nl: { ja: 'オランダ語', en: 'Dutch' },
  sv: { ja: 'スウェーデン語', en: 'Swedish' },
  no: { ja: 'ノルウェー語', en: 'Norwegian' },
  da: { ja: 'デンマーク語', en: 'Danish' },
  fi: { ja: 'フィンランド語', en: 'Finnish' },
  is: { ja: 'アイスランド語', en: 'Icelandic' },
  el: { ja: 'ギリシャ語', en: 'Greek' },
  tr: { ja: 'トルコ語', en: 'Turkish' },
  ar: { ja: 'アラビア語', en: 'Arabic' },
  he: { ja: 'ヘブライ語', en: 'Hebrew' },
  fa: { ja: 'ペルシア語', en: 'Persian' },
  hi: { ja: 'ヒンディー語', en: 'Hindi' },
  bn: { ja: 'ベンガル語', en: 'Bengali' },
  pa: { ja: 'パンジャーブ語', en: 'Punjabi' },
  ta: { ja: 'タミル語', en: 'Tamil' },
  te: { ja: 'テルグ語', en: 'Telugu' },
  ur: { ja: 'ウルドゥー語', en: 'Urdu' },
  th: { ja: 'タイ語', en: 'Thai' },
  vi: { ja: 'ベトナム語', en: 'Vietnamese' },
  id: { ja: 'インドネシア語', en: 'Indonesian' },
  ms: { ja: 'マレー語', en: 'Malay' },
  tl: { ja: 'タガログ語', en: 'Tagalog' },
  jv: { ja: 'ジャワ語', en: 'Javanese' },
  km: { ja: 'クメール語', en: 'Khmer' },
  my: { ja: 'ビルマ語', en: 'Burmese' },
  mn: { ja: 'モンゴル語', en: 'Mongolian' },
  ne: { ja: 'ネパール語', en: 'Nepali' },
  sw: { ja: 'スワヒリ語', en: 'Swahili' },
  yo: { ja: 'ヨルバ語', en: 'Yoruba' },
  zu: { ja: 'ズールー語', en: 'Zulu' },
  af: { ja: 'アフリカーンス語', en: 'Afrikaans' },
  ro: { ja: 'ルーマニア語', en: 'Romanian' },
  hu: { ja: 'ハンガリー語', en: 'Hungarian' },
  cs: { ja: 'チェコ語', en: 'Czech' },
  sk: { ja: 'スロバキア語', en: 'Slovak' },
  hr: { ja: 'クロアチア語', en: 'Croatian' },
  sr: { ja: 'セルビア語', en: 'Serbian' },
  ca: { ja: 'カタルーニャ語', en: 'Catalan' },
  ga: { ja: 'アイルランド語', en: 'Irish' },
  haw: { ja: 'ハワイ語', en: 'Hawaiian' },
  ain: { ja: 'アイヌ語', en: 'Ainu' },
  la: { ja: 'ラテン語', en: 'Latin' },
};
export const isAudioLanguage = (value: unknown): value is string =>
  typeof value === 'string' && Object.hasOwn(AUDIO_LANGUAGES, value);
