// The public feature pages (spec 2: /features, /features/<name>, /store, /store/itunes-ringtone), the notice
// confirmation pages, and the short addresses that answer with a permanent redirect to a feature page.
import { PUBLIC_FEATURES, type PublicFeature } from '@otodoke/domain';

/** A page of this file, in the shape of routes.ts's FeatureRoute (not imported: routes.ts imports this file). */
interface FeatureRoute {
  pattern: string;
  access: 'public';
  theme: 'top' | 'light';
  title: { ja: string; en: string };
  description?: { ja: string; en: string };
}

const SITE = { ja: '音届け Otodoke', en: 'Otodoke' };
const title = (ja: string, en: string) => ({ ja: `${ja} | ${SITE.ja}`, en: `${en} | ${SITE.en}` });

/** Each feature page's title and description (the head tags the server renders). */
const FEATURE_HEADS: Readonly<Record<PublicFeature, { ja: [string, string]; en: [string, string] }>> = {
  'creators-distribution': {
    ja: [
      '音楽配信',
      'シングル・アルバムを Apple Music、Spotify、LINE MUSIC など国内外のストアへ配信。収益は100％還元。',
    ],
    en: ['Music distribution', 'Release singles and albums to Apple Music, Spotify, LINE MUSIC and stores worldwide.'],
  },
  'music-video': {
    ja: [
      'ミュージックビデオ配信',
      'ミュージックビデオ・ライブ映像を Apple Music、YouTube Music などの映像対応ストアへ配信します。',
    ],
    en: ['Music video distribution', 'Distribute music videos and concert videos to the stores that take video.'],
  },
  karaoke: {
    ja: ['カラオケ映像配信', 'カラオケ映像を映像対応ストアへ配信します。規約への同意のうえでご利用いただけます。'],
    en: ['Karaoke video distribution', 'Distribute karaoke videos to the stores that take video.'],
  },
  split: {
    ja: ['収益分配（スプリット）', '共同制作者と収益を自動で分配します。'],
    en: ['Revenue splits', 'Share revenue with your collaborators automatically.'],
  },
  vocaloid: {
    ja: ['ボーカロイド楽曲の配信', 'ボーカロイドなど歌声合成ソフトを使った楽曲の配信。ボカロPとして登録できます。'],
    en: ['Vocaloid music distribution', 'Distribute songs sung by Vocaloid and other voice synthesisers.'],
  },
  'youtube-monetization': {
    ja: [
      'YouTube 収益化（Content ID）',
      'YouTube Content ID へ配信し、あなたの音源を使った動画からの収益を受け取れます。',
    ],
    en: [
      'YouTube monetization (Content ID)',
      'Deliver to YouTube Content ID and earn from videos that use your recordings.',
    ],
  },
  'facebook-music': {
    ja: [
      'Facebook・Instagram への音楽配信',
      'Facebook と Instagram の楽曲ライブラリへ配信し、リールやストーリーズでの利用から収益を受け取れます。',
    ],
    en: [
      'Music on Facebook and Instagram',
      'Put your music in the Facebook and Instagram music library and earn from its use.',
    ],
  },
  publishing: {
    ja: ['音楽出版（パブリッシング）', '作詞・作曲の著作権管理サービスは準備中です。開始時にメールでお知らせします。'],
    en: ['Music publishing', 'Publishing administration is coming soon: leave your address to be told when it opens.'],
  },
  submit: {
    ja: ['SUBMIT（楽曲の売り込み）', 'メディアやキュレーターへの楽曲紹介サービスは準備中です。'],
    en: ['SUBMIT (pitching your music)', 'Pitching your music to media and curators is coming soon.'],
  },
  linkcore: {
    ja: ['LinkCore（スマートリンク）', 'リリースの配信先をひとつのリンクにまとめるサービスは準備中です。'],
    en: ['LinkCore (smart links)', 'One link to every store of a release: coming soon.'],
  },
  'spotify-discovery-mode': {
    ja: ['Spotify ディスカバリーモード', 'Spotify のおすすめで楽曲を見つけてもらう仕組みへの申し込みは準備中です。'],
    en: ['Spotify Discovery Mode', 'Signing songs up for Spotify Discovery Mode is coming soon.'],
  },
  mastering: {
    ja: [
      'AIマスタリング',
      'ミックスを解析し、3種類の仕上がりを聴き比べて、1クレジットで曲全体をマスタリング。24ビットWAVでダウンロードでき、そのまま配信に使えます。',
    ],
    en: [
      'AI mastering',
      'Your mix analysed, three finishes to compare, the whole track mastered for one credit: download a 24-bit WAV or use it for your release.',
    ],
  },
};

/** `/features/split` is the existing `/split` page (a redirect below), so it has no page of its own here. */
const featurePages: FeatureRoute[] = PUBLIC_FEATURES.filter((feature) => feature !== 'split').map((feature) => {
  const head = FEATURE_HEADS[feature];
  return {
    pattern: `/features/${feature}`,
    access: 'public',
    theme: 'top',
    title: title(head.ja[0], head.en[0]),
    description: { ja: head.ja[1], en: head.en[1] },
  };
});

export const FEATURE_WEB_ROUTES: readonly FeatureRoute[] = [
  {
    pattern: '/features',
    access: 'public',
    theme: 'top',
    title: title('機能一覧', 'Features'),
    description: {
      ja: '音届けでできること：音楽・映像の配信、収益分配、YouTube・Instagram での収益化。準備中のサービスも紹介します。',
      en: 'What Otodoke does: music and video distribution, revenue splits, YouTube and Instagram monetization, and what is coming.',
    },
  },
  ...featurePages,
  {
    pattern: '/store',
    access: 'public',
    theme: 'top',
    title: title('配信ストア一覧', 'Stores'),
    description: {
      ja: '音届けから配信できるストアの一覧と、各ストアが扱う音源・映像・着うたの種類です。',
      en: 'Every store Otodoke delivers to, and what each takes: audio, video, ringtones.',
    },
  },
  {
    pattern: '/store/itunes-ringtone',
    access: 'public',
    theme: 'top',
    title: title('着うた・着信音の配信', 'Ringtone distribution'),
    description: {
      ja: 'iTunes 着信音などの着うたストアへの配信と、着うたリリースのルールです。',
      en: 'Ringtone stores such as iTunes Ringtones, and the rules of a ringtone release.',
    },
  },
  {
    pattern: '/feature-notices/confirm',
    access: 'public',
    theme: 'light',
    title: title('お知らせメールの登録確認', 'Confirm your notice'),
  },
  {
    pattern: '/feature-notices/unsubscribe',
    access: 'public',
    theme: 'light',
    title: title('お知らせメールの停止', 'Stop the notice'),
  },
];

/**
 * Short addresses of the feature pages (spec 2), answered with 301 to their page; a browser keeps the fragment
 * (`/distribution#price` lands on the price section). Video Kicks was the music video programme and its karaoke
 * part: `/video-kicks` goes to the music video page, `/video-kicks-karaoke` to the karaoke page (decision 0018).
 */
export const PAGE_REDIRECTS: Readonly<Record<string, string>> = {
  '/distribution': '/features/creators-distribution',
  '/creators-distribution': '/features/creators-distribution',
  '/submit': '/features/submit',
  '/vocaloid': '/features/vocaloid',
  '/youtube-monetization': '/features/youtube-monetization',
  '/facebook-music': '/features/facebook-music',
  '/publishing': '/features/publishing',
  '/video-kicks': '/features/music-video',
  '/video-kicks-karaoke': '/features/karaoke',
  '/features/split': '/split',
};

/** Where a short address goes (its query kept), or null. */
export function pageRedirectFor(pathname: string, search = ''): string | null {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const target = PAGE_REDIRECTS[clean];
  return target ? target + search : null;
}
