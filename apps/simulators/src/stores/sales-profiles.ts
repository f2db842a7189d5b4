// What each simulated store is like as a business, for the sales model (sales-model.ts): how many uses a track gets
// there, how its listeners pay (DDEX commercial model and use type, and what the store pays per use, as exact decimal
// text in its currency), where they are, and whether it reports Japan by prefecture. The numbers are invented, but of
// the right size for an independent release from Japan: a stream earns well under a yen, a download about 150 yen.
import { toMicros } from '@otodoke/domain';

export type SalesOffer = {
  /** DDEX CommercialModelType. */
  readonly commercialModel: string;
  /** DDEX UseType. */
  readonly useType: string;
  /** The service tier as the report names it: "Spotify Premium", "Spotify Free". */
  readonly tier: string;
  /** Share of the store's uses that go through this offer; a store's shares add up to 1. */
  readonly share: number;
  /** What the store pays per use, decimal text in the store's currency. */
  readonly rate: string;
  /** The same in micro-units of the currency (1 USD = 1 000 000). */
  readonly rateMicros: bigint;
};

/** A country and its share of a store's uses. */
export type CountryShare = readonly [country: string, share: number];

export type StoreSalesProfile = {
  readonly storeId: string;
  /** ASCII name of the service, for the report's ServiceDescription and its file name. */
  readonly service: string;
  readonly currency: 'JPY' | 'USD' | 'EUR';
  /** Expected uses of one track a day, for a release of popularity 1 past its launch, on an average day. */
  readonly usesPerTrackDay: number;
  readonly offers: readonly SalesOffer[];
  /** Shares add up to 1. */
  readonly countries: readonly CountryShare[];
  /** True when the store reports Japan by prefecture (ISO 3166-2 "JP-13") rather than as "JP". */
  readonly reportsPrefectures: boolean;
};

const offer =
  (commercialModel: string, useType: string, tier: string) =>
  (rate: string, share = 1): SalesOffer => ({
    commercialModel,
    useType,
    tier,
    share,
    rate,
    rateMicros: toMicros(rate),
  });

const premium = offer('SubscriptionModel', 'OnDemandStream', 'Premium');
const free = offer('AdvertisementSupportedModel', 'OnDemandStream', 'Free');
const download = offer('PayAsYouGoModel', 'PermanentDownload', 'Download');
const ringtone = offer('PayAsYouGoModel', 'UseAsRingtone', 'Ringtone');
const backgroundMusic = offer('SubscriptionModel', 'NonInteractiveStream', 'BGM');
/** Music in short videos people make (short_movie in the estimate report, by store). */
const shortVideo = offer('AdvertisementSupportedModel', 'UserMakeAvailableUserProvided', 'Video');
const contentId = offer('RightsClaimModel', 'UserMakeAvailableUserProvided', 'ContentID');
const identification = offer('AdvertisementSupportedModel', 'UseForIdentification', 'Identification');

/** Listeners of a worldwide store, for a release from Japan: mostly Japan, then its nearest audiences abroad. */
const WORLDWIDE: readonly CountryShare[] = [
  ['JP', 0.7],
  ['US', 0.08],
  ['TW', 0.05],
  ['KR', 0.04],
  ['GB', 0.03],
  ['HK', 0.02],
  ['TH', 0.015],
  ['FR', 0.01],
  ['DE', 0.01],
  ['ID', 0.01],
  ['BR', 0.01],
  ['CA', 0.01],
  ['AU', 0.005],
  ['SG', 0.005],
  ['MX', 0.005],
];
const JAPAN: readonly CountryShare[] = [['JP', 1]];
const KOREA: readonly CountryShare[] = [['KR', 1]];
const CHINA: readonly CountryShare[] = [['CN', 1]];
const INDIA: readonly CountryShare[] = [['IN', 1]];
const USA: readonly CountryShare[] = [['US', 1]];
const TAIWAN: readonly CountryShare[] = [
  ['TW', 0.75],
  ['JP', 0.15],
  ['HK', 0.06],
  ['SG', 0.02],
  ['MY', 0.02],
];
const SOUTH_EAST_ASIA: readonly CountryShare[] = [
  ['TH', 0.4],
  ['HK', 0.25],
  ['MY', 0.2],
  ['ID', 0.15],
];

type ProfileRow = [
  service: string,
  currency: StoreSalesProfile['currency'],
  usesPerTrackDay: number,
  offers: SalesOffer[],
  countries?: readonly CountryShare[],
];

/**
 * The stores. Big: Spotify, Apple Music, YouTube Music, LINE MUSIC, Amazon Music (and the video platforms, whose uses
 * are many and cheap); Japanese stores in yen, Deezer and Qobuz in euros, the rest in US dollars.
 */
const PROFILES: Readonly<Record<string, ProfileRow>> = {
  spotify: ['Spotify', 'USD', 6, [premium('0.0040', 0.6), free('0.0012', 0.4)]],
  apple_music: ['AppleMusic', 'USD', 5, [premium('0.0070')]],
  youtube_music_key: ['YouTubeMusic', 'USD', 4, [premium('0.0050', 0.45), free('0.0008', 0.55)]],
  line: ['LINEMUSIC', 'JPY', 4, [premium('0.55', 0.85), free('0.20', 0.15)], JAPAN],
  amazon_music: ['AmazonMusic', 'USD', 3, [premium('0.0045', 0.84), free('0.0010', 0.15), download('0.70', 0.01)]],
  tiktok: ['TikTok', 'USD', 8, [shortVideo('0.0003')]],
  youtube_content_id: ['YouTubeContentID', 'USD', 5, [contentId('0.0006')]],
  facebook: ['FacebookInstagram', 'USD', 2, [shortVideo('0.0002')]],
  snapchat: ['Snapchat', 'USD', 0.5, [shortVideo('0.0002')]],
  awa: ['AWA', 'JPY', 1.2, [premium('0.50', 0.8), free('0.15', 0.2)], JAPAN],
  rakuten_music: ['RakutenMusic', 'JPY', 0.8, [premium('0.45')], JAPAN],
  kkbox: ['KKBOX', 'USD', 0.8, [premium('0.0035')], TAIWAN],
  usen: ['USEN', 'JPY', 0.5, [backgroundMusic('0.10')], JAPAN],
  deezer: ['Deezer', 'EUR', 0.4, [premium('0.0035', 0.7), free('0.0009', 0.3)]],
  soundcloud: ['SoundCloud', 'USD', 0.3, [premium('0.0030', 0.3), free('0.0005', 0.7)]],
  tencent: ['TencentMusic', 'USD', 0.3, [premium('0.0015', 0.5), free('0.0003', 0.5)], CHINA],
  netease: ['NetEaseCloudMusic', 'USD', 0.2, [premium('0.0015', 0.5), free('0.0003', 0.5)], CHINA],
  tidal: ['TIDAL', 'USD', 0.2, [premium('0.0110')]],
  pandora: ['Pandora', 'USD', 0.2, [premium('0.0030', 0.3), free('0.0013', 0.7)], USA],
  itunes: ['iTunesStore', 'USD', 0.15, [download('0.70')]],
  qobuz: ['Qobuz', 'EUR', 0.1, [premium('0.0090', 0.95), download('0.90', 0.05)]],
  melon: ['Melon', 'USD', 0.1, [premium('0.0050')], KOREA],
  joox: ['JOOX', 'USD', 0.1, [premium('0.0020', 0.4), free('0.0005', 0.6)], SOUTH_EAST_ASIA],
  recochoku: ['RecoChoku', 'JPY', 0.06, [download('150')], JAPAN],
  mora: ['mora', 'JPY', 0.04, [download('153')], JAPAN],
  dwango: ['dwangojp', 'JPY', 0.02, [download('130')], JAPAN],
  mora_hires: ['moraHiRes', 'JPY', 0.01, [download('280')], JAPAN],
  ototoy: ['OTOTOY', 'JPY', 0.01, [download('150')], JAPAN],
  e_onkyo: ['eonkyomusic', 'JPY', 0.01, [download('300')], JAPAN],
  genie: ['genie', 'USD', 0.05, [premium('0.0050')], KOREA],
  flo: ['FLO', 'USD', 0.05, [premium('0.0050')], KOREA],
  vibe: ['VIBE', 'USD', 0.03, [premium('0.0050')], KOREA],
  napster: ['Napster', 'USD', 0.05, [premium('0.0080')]],
  medianet: ['MediaNet', 'USD', 0.05, [premium('0.0030')]],
  audiomack: ['Audiomack', 'USD', 0.05, [premium('0.0020', 0.2), free('0.0006', 0.8)]],
  iheartradio: ['iHeartRadio', 'USD', 0.05, [premium('0.0025', 0.3), free('0.0012', 0.7)], USA],
  jiosaavn: ['JioSaavn', 'USD', 0.05, [premium('0.0010', 0.2), free('0.0002', 0.8)], INDIA],
  gaana: ['Gaana', 'USD', 0.03, [premium('0.0010', 0.2), free('0.0002', 0.8)], INDIA],
  anghami: [
    'Anghami',
    'USD',
    0.05,
    [premium('0.0020', 0.3), free('0.0004', 0.7)],
    [
      ['SA', 0.4],
      ['AE', 0.3],
      ['EG', 0.3],
    ],
  ],
  boomplay: [
    'Boomplay',
    'USD',
    0.05,
    [premium('0.0010', 0.2), free('0.0003', 0.8)],
    [
      ['NG', 0.5],
      ['KE', 0.25],
      ['GH', 0.25],
    ],
  ],
  yandex: [
    'YandexMusic',
    'USD',
    0.03,
    [premium('0.0020')],
    [
      ['RU', 0.8],
      ['KZ', 0.2],
    ],
  ],
  claro_musica: [
    'ClaroMusica',
    'USD',
    0.02,
    [premium('0.0020')],
    [
      ['MX', 0.4],
      ['BR', 0.3],
      ['AR', 0.15],
      ['CO', 0.15],
    ],
  ],
  trebel: [
    'TREBEL',
    'USD',
    0.05,
    [free('0.0010')],
    [
      ['MX', 0.5],
      ['US', 0.5],
    ],
  ],
  peloton: [
    'Peloton',
    'USD',
    0.05,
    [premium('0.0050')],
    [
      ['US', 0.7],
      ['GB', 0.15],
      ['CA', 0.1],
      ['AU', 0.05],
    ],
  ],
  shazam: ['Shazam', 'USD', 0.02, [identification('0.0001')]],
  beatport: ['Beatport', 'USD', 0.01, [download('1.00')]],
  traxsource: ['Traxsource', 'USD', 0.005, [download('1.00')]],
  itunes_ringtone: ['iTunesRingtones', 'USD', 0.005, [ringtone('0.90')]],
  recochoku_ringtone: ['RecoChokuChakuuta', 'JPY', 0.005, [ringtone('70')], JAPAN],
  dwango_ringtone: ['dwangojpChakuuta', 'JPY', 0.003, [ringtone('60')], JAPAN],
};

/** The stores that report Japanese listeners by prefecture. */
export const PREFECTURE_REPORTING_STORE_IDS: readonly string[] = ['line', 'rakuten_music', 'awa', 'recochoku'];

/** A store the table does not know: small, worldwide, paid by subscription. */
const UNKNOWN_STORE: ProfileRow = ['', 'USD', 0.05, [premium('0.0030')]];

const profiles = new Map<string, StoreSalesProfile>();

/** The sales profile of a store (a small worldwide subscription store when the table does not name it). */
export function salesProfileOf(storeId: string): StoreSalesProfile {
  const known = profiles.get(storeId);
  if (known) return known;
  const [service, currency, usesPerTrackDay, offers, countries = WORLDWIDE] = PROFILES[storeId] ?? UNKNOWN_STORE;
  const profile: StoreSalesProfile = {
    storeId,
    service: service || storeId.replace(/[^A-Za-z0-9]/g, ''),
    currency,
    usesPerTrackDay,
    offers,
    countries,
    reportsPrefectures: PREFECTURE_REPORTING_STORE_IDS.includes(storeId),
  };
  profiles.set(storeId, profile);
  return profile;
}

/**
 * Population of each prefecture in thousands (2020 census), by JIS code 1 (Hokkaido) to 47 (Okinawa): how a store
 * that reports prefectures splits its Japanese listeners.
 */
export const PREFECTURE_POPULATION_THOUSANDS: readonly number[] = [
  5225, 1238, 1211, 2302, 960, 1068, 1833, 2867, 1933, 1939, 7345, 6284, 14048, 9237, 2201, 1035, 1133, 767, 810, 2048,
  1979, 3633, 7542, 1770, 1414, 2578, 8838, 5465, 1324, 923, 553, 671, 1888, 2800, 1342, 720, 950, 1335, 692, 5135, 811,
  1312, 1738, 1124, 1070, 1588, 1467,
];
