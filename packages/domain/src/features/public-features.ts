// The services the public feature pages describe (spec 2: /features/<name>), and which of them the service runs
// today. A page of a service not built says so and offers a notice by e-mail when it opens
// (docs/decisions/0018-public-feature-pages.md says why each is what it is).

export const PUBLIC_FEATURES = [
  'creators-distribution',
  'music-video',
  'karaoke',
  'split',
  'vocaloid',
  'youtube-monetization',
  'facebook-music',
  'publishing',
  'submit',
  'linkcore',
  'spotify-discovery-mode',
  'mastering',
] as const;
export type PublicFeature = (typeof PUBLIC_FEATURES)[number];

/** The services that work end to end in this service today: registration, payment, delivery and revenue. */
export const BUILT_PUBLIC_FEATURES = [
  'creators-distribution',
  'music-video',
  'karaoke',
  'split',
  'vocaloid',
  'youtube-monetization',
  'facebook-music',
  'mastering',
] as const satisfies readonly PublicFeature[];

export const isPublicFeature = (value: string): value is PublicFeature =>
  (PUBLIC_FEATURES as readonly string[]).includes(value);

/** The page of a service: `/split` is the splits feature's own page; the others are /features/<name>. */
export const publicFeaturePath = (feature: PublicFeature): string =>
  feature === 'split' ? '/split' : `/features/${feature}`;

export const isPublicFeatureBuilt = (feature: PublicFeature): boolean =>
  (BUILT_PUBLIC_FEATURES as readonly string[]).includes(feature);

/** The services not built yet: the ones a visitor may ask to be told about. */
export const UPCOMING_PUBLIC_FEATURES = PUBLIC_FEATURES.filter((feature) => !isPublicFeatureBuilt(feature));

/** How often one client address may ask for notices (the form is public): at most this many per window. */
export const FEATURE_NOTICE_POLICY = {
  requestsPerWindow: 10,
  windowMinutes: 10,
  /** A confirmation link works this long; a new sign-up mails a new one. */
  confirmHours: 72,
  /** An unconfirmed sign-up of the same address and service is mailed again at most this often. */
  resendMinutes: 10,
} as const;

/** Each service's name as the cards, the notice form and its mails say it. */
export const PUBLIC_FEATURE_NAMES: Readonly<Record<PublicFeature, { readonly ja: string; readonly en: string }>> = {
  'creators-distribution': { ja: '音楽配信', en: 'Music distribution' },
  'music-video': { ja: 'ミュージックビデオ配信', en: 'Music video distribution' },
  karaoke: { ja: 'カラオケ映像配信', en: 'Karaoke video distribution' },
  split: { ja: '収益分配（スプリット）', en: 'Revenue splits' },
  vocaloid: { ja: 'ボーカロイド楽曲の配信', en: 'Vocaloid music distribution' },
  'youtube-monetization': { ja: 'YouTube 収益化（Content ID）', en: 'YouTube monetization (Content ID)' },
  'facebook-music': { ja: 'Facebook・Instagram への音楽配信', en: 'Music on Facebook and Instagram' },
  publishing: { ja: '音楽出版（パブリッシング）', en: 'Music publishing' },
  submit: { ja: 'SUBMIT（楽曲の売り込み）', en: 'SUBMIT (pitching your music)' },
  linkcore: { ja: 'LinkCore（スマートリンク）', en: 'LinkCore (smart links)' },
  'spotify-discovery-mode': { ja: 'Spotify ディスカバリーモード', en: 'Spotify Discovery Mode' },
  mastering: { ja: 'AIマスタリング', en: 'AI mastering' },
};
