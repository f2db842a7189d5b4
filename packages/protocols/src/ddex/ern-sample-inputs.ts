// Realistic ERN inputs for every release type, for the DDEX tests and the store delivery tests.
import { buildIsrc, buildUpc, type ReleaseType } from '@otodoke/domain';
import type { ErnArtistCredit, ErnDeal, ErnMessageInput, ErnTrack } from './ern-types.ts';

const SENDER = { dpid: 'PADPIDA2025010101Z', name: 'Otodoke Distribution' };
const RECIPIENT = { dpid: 'PADPIDA2009101501Y', name: 'Sample Music Store' };

const MAIN: ErnArtistCredit = {
  name: '夜明けの灯',
  nameKana: 'ヨアケノアカリ',
  nameEn: 'Yoake no Akari',
  role: 'MainArtist',
};
const FEATURED: ErnArtistCredit = {
  name: '初音ミク',
  nameKana: 'ハツネミク',
  nameEn: 'Hatsune Miku',
  role: 'FeaturedArtist',
};

const AUDIO_DEALS: ErnDeal[] = [
  {
    commercialModel: 'SubscriptionModel',
    useTypes: ['OnDemandStream', 'NonInteractiveStream'],
    territories: ['JP', 'US', 'GB'],
    startDate: '2025-06-04',
  },
  {
    commercialModel: 'AdvertisementSupportedModel',
    useTypes: ['OnDemandStream'],
    territories: ['Worldwide'],
    startDate: '2025-06-04',
  },
  { commercialModel: 'PayAsYouGoModel', useTypes: ['PermanentDownload'], territories: ['JP'], startDate: '2025-06-01' },
];

const VIDEO_DEALS: ErnDeal[] = [
  {
    commercialModel: 'AdvertisementSupportedModel',
    useTypes: ['OnDemandStream'],
    territories: ['Worldwide'],
    startDate: '2025-06-04',
  },
  {
    commercialModel: 'SubscriptionModel',
    useTypes: ['OnDemandStream'],
    territories: ['JP', 'TW'],
    startDate: '2025-06-04',
  },
];

const RINGTONE_DEALS: ErnDeal[] = [
  { commercialModel: 'PayAsYouGoModel', useTypes: ['UseAsRingtone'], territories: ['JP'], startDate: '2025-06-04' },
  {
    commercialModel: 'SubscriptionModel',
    useTypes: ['UseAsRingtone'],
    territories: ['JP', 'KR'],
    startDate: '2025-07-01',
  },
];

const md5Of = (seed: number): string => seed.toString(16).padStart(8, '0').repeat(4);

const TITLES = ['朝焼けのメロディ', '君と & 僕の "約束"', '<夜空> ふたたび'];

const audioTrack = (index: number, overrides: Partial<ErnTrack> = {}): ErnTrack => ({
  isrc: buildIsrc('JPZ99', 2025, index + 1),
  title: TITLES[index % TITLES.length] ?? '無題',
  version: index === 1 ? 'Radio Edit' : '',
  language: index === 2 ? 'zxx' : 'ja',
  isExplicit: index === 1,
  durationSeconds: 215.4 + index * 30,
  artists: index === 0 ? [MAIN, FEATURED] : [MAIN],
  contributors: [
    { name: '山田 太郎', roles: ['producer', 'mixing_engineer'] },
    { name: 'Kenji Sato', roles: ['guitar', 'vocals'] },
    { name: '鈴木 花子', roles: ['mastering_engineer', 'vocal_director'] },
  ],
  writers: [
    { name: '夜明けの灯', role: 'Lyricist' },
    { name: '山田 太郎', role: 'Composer' },
  ],
  pLine: { year: 2025, text: '(P) 2025 Akari Records' },
  file: {
    kind: 'audio',
    codec: index === 1 ? 'FLAC' : 'WAV',
    uri: `resources/${String(index + 1).padStart(2, '0')}.${index === 1 ? 'flac' : 'wav'}`,
    md5: md5Of(0xa0 + index),
    sizeBytes: 40_000_000 + index,
    sampleRateHz: index === 1 ? 96_000 : 44_100,
    bitsPerSample: index === 1 ? 24 : 16,
    channels: 2,
  },
  previewStartSeconds: 45,
  ...overrides,
});

const videoTrack = (index: number, type: ReleaseType, overrides: Partial<ErnTrack> = {}): ErnTrack => ({
  ...audioTrack(index),
  durationSeconds: type === 'live_concert_video' ? 5_412.48 : 245 + index * 10,
  contributors: [
    { name: '監督 一郎', roles: ['director'] },
    { name: 'Aya Tanaka', roles: ['actor', 'codirector'] },
  ],
  file: {
    kind: 'video',
    container: index === 1 ? 'MOV' : 'MP4',
    videoCodec: index === 1 ? 'prores' : 'h264',
    uri: `resources/video-${index + 1}.${index === 1 ? 'mov' : 'mp4'}`,
    md5: md5Of(0xb0 + index),
    sizeBytes: 800_000_000 + index,
    width: 1920,
    height: 1080,
    frameRate: index === 1 ? 29.97 : 30,
  },
  ...overrides,
});

const TRACK_COUNTS: Readonly<Record<ReleaseType, number>> = {
  album: 3,
  mixed_album: 3,
  single: 1,
  ringtone: 1,
  music_video: 1,
  karaoke_video: 1,
  music_video_album: 3,
  live_concert_video: 1,
};

const isVideoType = (type: ReleaseType): boolean =>
  type === 'music_video' || type === 'karaoke_video' || type === 'music_video_album' || type === 'live_concert_video';

/** A complete message for a release of `type`, with `trackCount` tracks (default: typical for the type). */
export const sampleErnInput = (type: ReleaseType, trackCount = TRACK_COUNTS[type]): ErnMessageInput => {
  const tracks = Array.from({ length: trackCount }, (_, index) =>
    isVideoType(type)
      ? videoTrack(index, type)
      : audioTrack(index, type === 'ringtone' ? { durationSeconds: 30, previewStartSeconds: 0 } : {}),
  );
  return {
    messageId: `OTD-${type}-0001`,
    threadId: `OTD-${type}`,
    createdAt: new Date('2025-05-20T03:04:05.678Z'),
    sender: SENDER,
    recipient: RECIPIENT,
    isTest: type === 'karaoke_video',
    release: {
      type,
      icpn: buildUpc('4595678', 10 + trackCount) ?? '4595678000103',
      proprietaryId: `REL-${type}-42`,
      title: 'はじまりの歌 & <彼方> "Dawn"',
      version: type === 'mixed_album' ? 'DJ Mix' : '',
      labelName: 'Akari Records',
      artists: [MAIN],
      genre: { text: 'J-Pop', subGenre: type === 'mixed_album' ? 'Dance' : undefined },
      pLine: { year: 2025, text: '(P) 2025 Akari Records' },
      cLine: { year: 2025, text: '(C) 2025 Akari Records' },
      releaseDate: '2025-06-04',
      artwork: {
        uri: 'resources/cover.jpg',
        md5: md5Of(0xc0),
        sizeBytes: 2_345_678,
        width: 3000,
        height: 3000,
        mime: 'image/jpeg',
      },
      tracks,
    },
    deals: type === 'ringtone' ? RINGTONE_DEALS : isVideoType(type) ? VIDEO_DEALS : AUDIO_DEALS,
  };
};
