// The stores a release can go to, with what each accepts. Delivery details (DDEX party, endpoint) are added by the
// distribution work; this is what registration needs to offer a choice and explain why a store is unavailable. The
// one rulebook: the release editor, the server's checks on submit and the store simulator's ingest all read it, so a
// store never refuses for a rule the user could not see before choosing it.
import type { ImmersiveAudioFormat } from '../enumerations/immersive-mastering.ts';
import type { LocalisedText } from '../enumerations/misc.ts';
import type { StoreUnavailableReason } from '../enumerations/report.ts';
import type { ReleaseMedia } from './limits.ts';
import { HIRES_MIN_BIT_DEPTH, HIRES_MIN_SAMPLE_RATE } from './media-requirements.ts';

export const STORE_UNAVAILABLE_MESSAGES: Readonly<Record<StoreUnavailableReason, LocalisedText>> = {
  need_hires: {
    ja: 'ハイレゾ音源（24bit／48kHz以上）のみ配信できるストアです',
    en: 'This store only takes hi-res audio (24-bit, 48 kHz or more).',
  },
  invalid_genre: { ja: 'このジャンルは配信できないストアです', en: 'This store does not take this genre.' },
  audio_less_than_30: {
    ja: '30秒未満の音源が含まれているため配信できません',
    en: 'A track shorter than 30 seconds cannot go to this store.',
  },
  need_all_region: {
    ja: '配信地域を全世界にした場合のみ配信できるストアです',
    en: 'This store only takes worldwide releases.',
  },
};

export type StoreDefinition = {
  readonly id: string;
  readonly name: string;
  readonly media: readonly ReleaseMedia[];
  /** Takes sound recordings of HIRES_MIN_BIT_DEPTH bits and HIRES_MIN_SAMPLE_RATE Hz or more only. */
  readonly needsHires?: boolean;
  readonly refusesShortAudio?: boolean;
  readonly worldwideOnly?: boolean;
  /** Genre ids the store accepts; every genre when absent. */
  readonly genres?: readonly string[];
  /** Stores that identify content rather than sell it (Content ID, social platforms). */
  readonly isContentId?: boolean;
  /**
   * The immersive audio formats the store takes as an extra edition of a song (docs/decisions/0024): Dolby Atmos
   * (`dolby`, an ADM BWF master) and Sony 360 Reality Audio (`360RA`, MPEG-H 3D Audio in MP4).
   */
  readonly immersive?: readonly ImmersiveAudioFormat[];
};

const audio = (id: string, name: string, extra: Partial<StoreDefinition> = {}): StoreDefinition => ({
  id,
  name,
  media: ['audio'],
  ...extra,
});

const ELECTRONIC = ['8', '9', '201', '202', '203', '204', '205', '206', '207', '212', '213', '214'];

export const STORES: readonly StoreDefinition[] = [
  audio('itunes', 'iTunes Store', { media: ['audio', 'video'] }),
  audio('apple_music', 'Apple Music', { media: ['audio', 'video'], refusesShortAudio: true, immersive: ['dolby'] }),
  audio('spotify', 'Spotify', { refusesShortAudio: true }),
  audio('amazon_music', 'Amazon Music', {
    media: ['audio', 'video'],
    refusesShortAudio: true,
    immersive: ['dolby', '360RA'],
  }),
  audio('youtube_music_key', 'YouTube Music', { media: ['audio', 'video'] }),
  audio('youtube_content_id', 'YouTube Content ID', {
    media: ['audio', 'video'],
    worldwideOnly: true,
    isContentId: true,
  }),
  audio('tiktok', 'TikTok', { worldwideOnly: true, isContentId: true }),
  audio('facebook', 'Facebook / Instagram', { worldwideOnly: true, isContentId: true }),
  audio('snapchat', 'Snapchat', { worldwideOnly: true, isContentId: true }),
  audio('line', 'LINE MUSIC', { media: ['audio', 'video'], refusesShortAudio: true }),
  audio('awa', 'AWA', { refusesShortAudio: true }),
  audio('rakuten_music', 'Rakuten Music'),
  audio('recochoku', 'レコチョク / RecoChoku'),
  audio('mora', 'mora'),
  audio('mora_hires', 'mora (ハイレゾ / Hi-Res)', { needsHires: true }),
  audio('ototoy', 'OTOTOY'),
  audio('e_onkyo', 'e-onkyo music', { needsHires: true }),
  audio('dwango', 'ドワンゴジェイピー / dwango.jp', { media: ['audio', 'video'] }),
  audio('usen', 'USEN'),
  audio('kkbox', 'KKBOX', { refusesShortAudio: true }),
  audio('deezer', 'Deezer', { immersive: ['360RA'] }),
  audio('tidal', 'TIDAL', { media: ['audio', 'video'], immersive: ['dolby'] }),
  audio('qobuz', 'Qobuz', { needsHires: true }),
  audio('napster', 'Napster'),
  audio('pandora', 'Pandora'),
  audio('soundcloud', 'SoundCloud', { worldwideOnly: true }),
  audio('anghami', 'Anghami'),
  audio('boomplay', 'Boomplay'),
  audio('joox', 'JOOX'),
  audio('netease', 'NetEase Cloud Music'),
  audio('tencent', 'Tencent Music (QQ / Kugou / Kuwo)'),
  audio('melon', 'Melon'),
  audio('genie', 'genie'),
  audio('flo', 'FLO'),
  audio('vibe', 'VIBE'),
  audio('yandex', 'Yandex Music'),
  audio('jiosaavn', 'JioSaavn'),
  audio('gaana', 'Gaana'),
  audio('audiomack', 'Audiomack'),
  audio('iheartradio', 'iHeartRadio'),
  audio('claro_musica', 'Claro música'),
  audio('shazam', 'Shazam'),
  audio('medianet', 'MediaNet'),
  audio('trebel', 'TREBEL'),
  audio('peloton', 'Peloton', { refusesShortAudio: true }),
  audio('beatport', 'Beatport', { genres: ELECTRONIC }),
  audio('traxsource', 'Traxsource', { genres: ['8', '201', '212', '213'] }),
  { id: 'itunes_ringtone', name: 'iTunes 着信音 / Ringtones', media: ['ringtone'] },
  { id: 'recochoku_ringtone', name: 'レコチョク着うた / RecoChoku ringtones', media: ['ringtone'] },
  { id: 'dwango_ringtone', name: 'dwango.jp 着うた / ringtones', media: ['ringtone'] },
];

const BY_ID = new Map(STORES.map((store) => [store.id, store]));
export const findStore = (id: string): StoreDefinition | undefined => BY_ID.get(id);
export const storesForMedia = (media: ReleaseMedia): StoreDefinition[] => STORES.filter((s) => s.media.includes(media));

/** What the store needs to know about a release to decide. */
export type StoreFitInput = {
  readonly media: ReleaseMedia;
  readonly genreIds: readonly string[];
  readonly worldwide: boolean;
  /** Per song; unknown until files are uploaded. */
  readonly songs: ReadonlyArray<{ readonly isHires?: boolean; readonly durationSeconds?: number }>;
};

/** Why the store cannot take this release; empty when it can. */
export const storeUnavailableReasons = (store: StoreDefinition, input: StoreFitInput): StoreUnavailableReason[] => {
  const reasons: StoreUnavailableReason[] = [];
  if (store.needsHires && input.songs.some((song) => song.isHires === false)) reasons.push('need_hires');
  if (store.genres && input.genreIds.some((id) => !store.genres!.includes(id))) reasons.push('invalid_genre');
  if (
    store.refusesShortAudio &&
    input.media === 'audio' &&
    input.songs.some((song) => song.durationSeconds !== undefined && song.durationSeconds < 30)
  ) {
    reasons.push('audio_less_than_30');
  }
  if (store.worldwideOnly && !input.worldwide) reasons.push('need_all_region');
  return reasons;
};

/** The least a store takes in a sound recording, for a store's ingest to check; undefined when any audio will do. */
export const storeAudioMinimums = (
  store: StoreDefinition | undefined,
): { readonly bitDepth: number; readonly sampleRateHz: number } | undefined =>
  store?.needsHires ? { bitDepth: HIRES_MIN_BIT_DEPTH, sampleRateHz: HIRES_MIN_SAMPLE_RATE } : undefined;

/** Whether the store takes an immersive edition in `format` (an unknown store takes none). */
export const storeTakesImmersive = (storeId: string, format: ImmersiveAudioFormat): boolean =>
  findStore(storeId)?.immersive?.includes(format) ?? false;

/** The stores that take immersive audio in `format`. */
export const storesTakingImmersive = (format: ImmersiveAudioFormat): StoreDefinition[] =>
  STORES.filter((store) => store.immersive?.includes(format));

/** Countries a release limited to some regions may pick from (ISO 3166-1 alpha-2). */
export const TERRITORY_CHOICES = [
  'JP',
  'US',
  'GB',
  'CA',
  'AU',
  'NZ',
  'KR',
  'TW',
  'HK',
  'CN',
  'SG',
  'MY',
  'TH',
  'ID',
  'PH',
  'VN',
  'IN',
  'DE',
  'FR',
  'IT',
  'ES',
  'NL',
  'SE',
  'NO',
  'DK',
  'FI',
  'BR',
  'MX',
  'AR',
  'ZA',
] as const;
export type TerritoryCode = (typeof TERRITORY_CHOICES)[number];
