// The web pages that exist. The server answers 404 for any other page path, and renders head tags from here.
import { FEATURE_WEB_ROUTES } from './routes-features.ts';

export type PageAccess = 'public' | 'signed-in' | 'signed-out' | 'admin';

export interface WebRoute {
  /** React Router style pattern (":id" segments). */
  pattern: string;
  access: PageAccess;
  theme: 'creators' | 'light' | 'dark' | 'top' | 'creatorsDashboard' | 'artistPage' | 'tcjv3' | 'artistGuide';
  title: { ja: string; en: string };
  description?: { ja: string; en: string };
  /** A public page that is never indexed (a secret preview link): no canonical address, `robots: noindex`. */
  noindex?: boolean;
}

const SITE = { ja: '音届け Otodoke', en: 'Otodoke' };
const tagline = {
  ja: 'インディーアーティストとレーベルのための音楽配信サービス。あなたの音楽を世界中のストアへ届けます。',
  en: 'Music distribution for independent artists and labels. Deliver your music to stores worldwide.',
};

function title(ja: string, en: string) {
  return { ja: `${ja} | ${SITE.ja}`, en: `${en} | ${SITE.en}` };
}

export const WEB_ROUTES: readonly WebRoute[] = [
  {
    pattern: '/',
    access: 'public',
    theme: 'top',
    title: { ja: `${SITE.ja} | 音楽配信`, en: `${SITE.en} | Music distribution` },
    description: tagline,
  },
  {
    pattern: '/creators',
    access: 'public',
    theme: 'creators',
    title: title('クリエイターズ', 'Creators'),
    description: tagline,
  },
  {
    pattern: '/creators/validate-google-auth',
    access: 'public',
    theme: 'creators',
    title: title('Googleでサインイン', 'Sign in with Google'),
  },
  {
    pattern: '/dashboard/validate-google-auth',
    access: 'public',
    theme: 'light',
    title: title('Googleでサインイン', 'Sign in with Google'),
  },
  { pattern: '/dashboard', access: 'signed-in', theme: 'light', title: title('ダッシュボード', 'Dashboard') },
  {
    pattern: '/dashboard/profile',
    access: 'signed-in',
    theme: 'light',
    title: title('アカウント設定', 'Account settings'),
  },
  {
    pattern: '/dashboard/profile/card',
    access: 'signed-in',
    theme: 'light',
    title: title('クレジットカード', 'Credit card'),
  },
  {
    pattern: '/dashboard/profile/:target',
    access: 'signed-in',
    theme: 'light',
    title: title('アカウント設定', 'Account settings'),
  },
  {
    pattern: '/dashboard/profile/payments/result',
    access: 'signed-in',
    theme: 'light',
    title: title('お支払い結果', 'Payment result'),
  },
  {
    pattern: '/dashboard/mastering',
    access: 'signed-in',
    theme: 'light',
    title: title('マスタリング', 'Mastering'),
  },
  {
    pattern: '/dashboard/immersive_audio',
    access: 'signed-in',
    theme: 'light',
    title: title('立体音響（イマーシブオーディオ）', 'Immersive audio'),
  },
  {
    pattern: '/dashboard/pricing',
    access: 'signed-in',
    theme: 'light',
    title: title('プランの変更', 'Change plan'),
  },
  {
    pattern: '/member/invite',
    access: 'signed-in',
    theme: 'light',
    title: title('お友達紹介', 'Invite friends'),
  },
  {
    pattern: '/member/affiliate',
    access: 'signed-in',
    theme: 'light',
    title: title('紹介報酬', 'Referral rewards'),
  },
  {
    pattern: '/member/receipt',
    access: 'signed-in',
    theme: 'light',
    title: title('領収書', 'Receipts'),
  },
  {
    pattern: '/dashboard/reports/estimate',
    access: 'signed-in',
    theme: 'light',
    title: title('売上レポート（速報）', 'Estimate report'),
  },
  {
    pattern: '/creators/dashboard/reports/financial',
    access: 'signed-in',
    theme: 'light',
    title: title('収益レポート（確定）', 'Financial report'),
  },
  {
    pattern: '/member/report',
    access: 'signed-in',
    theme: 'light',
    title: title('収益レポート（確定）', 'Financial report'),
  },
  { pattern: '/member/balance', access: 'signed-in', theme: 'light', title: title('残高', 'Balance') },
  { pattern: '/creators/member/balance', access: 'signed-in', theme: 'light', title: title('残高', 'Balance') },
  { pattern: '/member/withdrawal', access: 'signed-in', theme: 'light', title: title('出金', 'Withdrawal') },
  { pattern: '/member/split', access: 'signed-in', theme: 'light', title: title('収益分配', 'Revenue splits') },
  {
    pattern: '/split',
    access: 'public',
    theme: 'top',
    title: title('収益分配（スプリット）', 'Revenue splits'),
    description: {
      ja: '共同制作者と収益を自動で分配。分配率を決めて招待するだけで、毎月の確定収益がそれぞれの残高に入ります。',
      en: "Share revenue with your collaborators automatically: set the shares, invite them, and each month's confirmed revenue lands in their balances.",
    },
  },
  {
    pattern: '/member/message',
    access: 'signed-in',
    theme: 'light',
    title: title('メッセージ', 'Messages'),
  },
  {
    pattern: '/member/message/unread',
    access: 'signed-in',
    theme: 'light',
    title: title('未読メッセージ', 'Unread messages'),
  },
  {
    pattern: '/dashboard/accounts/management',
    access: 'signed-in',
    theme: 'light',
    title: title('アカウント管理', 'Account management'),
  },
  {
    pattern: '/dashboard/artists',
    access: 'signed-in',
    theme: 'light',
    title: title('アーティスト', 'Artists'),
  },
  {
    pattern: '/dashboard/artists/new',
    access: 'signed-in',
    theme: 'light',
    title: title('アーティスト登録', 'New artist'),
  },
  {
    pattern: '/dashboard/artists/:id/edit',
    access: 'signed-in',
    theme: 'light',
    title: title('アーティスト編集', 'Edit artist'),
  },
  {
    pattern: '/dashboard/releases',
    access: 'signed-in',
    theme: 'light',
    title: title('リリース', 'Releases'),
  },
  {
    pattern: '/dashboard/releases/new',
    access: 'signed-in',
    theme: 'light',
    title: title('リリース登録', 'Register a release'),
  },
  {
    pattern: '/dashboard/bulk-upload',
    access: 'signed-in',
    theme: 'light',
    title: title('CSV一括登録', 'Bulk upload'),
  },
  {
    pattern: '/member/meta-upload/sample',
    access: 'signed-in',
    theme: 'light',
    title: title('CSVテンプレートの書き方', 'How to fill in the CSV template'),
  },
  {
    pattern: '/dashboard/karaoke/terms/acknowledge',
    access: 'signed-in',
    theme: 'light',
    title: title('カラオケ配信の利用規約', 'Karaoke distribution terms'),
  },
  {
    pattern: '/dashboard/music-video/terms/acknowledge',
    access: 'signed-in',
    theme: 'light',
    title: title('ミュージックビデオ配信の利用規約', 'Music video distribution terms'),
  },
  {
    pattern: '/pricing',
    access: 'public',
    theme: 'light',
    title: title('料金', 'Pricing'),
    description: {
      ja: 'リリースごとの配信料、Unlimited プラン、オプションの料金（税込）です。',
      en: 'Per-release fees, Unlimited plans and add-ons, tax included.',
    },
  },
  {
    pattern: '/artists',
    access: 'public',
    theme: 'artistPage',
    title: title('アーティスト', 'Artists'),
    description: {
      ja: '音届けから配信しているアーティストの一覧です。',
      en: 'Artists who release their music through Otodoke.',
    },
  },
  {
    pattern: '/artists/:id',
    access: 'public',
    theme: 'artistPage',
    title: title('アーティスト', 'Artist'),
  },
  {
    pattern: '/tcj_playlists',
    access: 'public',
    theme: 'tcjv3',
    title: title('プレイリスト', 'Playlists'),
    description: {
      ja: '音届けが選んだ、音届けから配信中の楽曲のプレイリストです。',
      en: 'Playlists Otodoke curates from the music released through Otodoke.',
    },
  },
  // The Artist Guide (spec 2, theme `artist guide`). The fixed sub-paths come before /guide/:categoryId/:articleId,
  // which would match them too.
  {
    pattern: '/guide',
    access: 'public',
    theme: 'artistGuide',
    title: title('アーティストガイド', 'Artist Guide'),
    description: {
      ja: 'リリースの登録、アートワーク、ISRC/UPC、収益、分配、出金、配信停止まで、音届けの使い方をまとめたガイドです。',
      en: 'How Otodoke works, from registering a release, artwork and ISRC/UPC to revenue, splits, withdrawals and takedowns.',
    },
  },
  {
    pattern: '/guide/search',
    access: 'public',
    theme: 'artistGuide',
    title: title('ガイドを検索', 'Search the guide'),
    description: { ja: 'アーティストガイドの記事を検索します。', en: 'Search the articles of the Artist Guide.' },
  },
  {
    pattern: '/guide/categories/:id',
    access: 'public',
    theme: 'artistGuide',
    title: title('アーティストガイド', 'Artist Guide'),
    description: {
      ja: 'アーティストガイドのカテゴリの記事一覧です。',
      en: 'The articles of an Artist Guide category.',
    },
  },
  {
    pattern: '/guide/articles/:id',
    access: 'public',
    theme: 'artistGuide',
    title: title('アーティストガイド', 'Artist Guide'),
    description: { ja: '音届けのアーティストガイドの記事です。', en: 'An article of the Otodoke Artist Guide.' },
  },
  {
    pattern: '/guide/:categoryId/:articleId',
    access: 'public',
    theme: 'artistGuide',
    title: title('アーティストガイド', 'Artist Guide'),
    description: { ja: '音届けのアーティストガイドの記事です。', en: 'An article of the Otodoke Artist Guide.' },
  },
  // The yearly music statistics (the server's page facts add the year to the title; an unknown year answers 404).
  {
    pattern: '/music-stats/:year',
    access: 'public',
    theme: 'light',
    title: title('音楽配信統計', 'Music statistics'),
    description: {
      ja: '音届けから配信された音楽の年間ストリーミング数を、ストア・国・ジャンル別にまとめました。',
      en: 'The year in streams of music released through Otodoke, by store, country and genre.',
    },
  },
  { pattern: '/maintenance', access: 'public', theme: 'light', title: title('メンテナンス中', 'Under maintenance') },
  // The legal and company pages (spec: /terms/{name}, /privacy, /scta, /company, /artist-support). Each terms name is
  // its own pattern, so an unknown name answers 404.
  {
    pattern: '/terms/service',
    access: 'public',
    theme: 'light',
    title: title('音届け利用規約', 'Terms of Service'),
    description: {
      ja: '音届けの音楽配信サービスを利用するための規約です。',
      en: 'The terms for using the Otodoke music distribution service.',
    },
  },
  {
    pattern: '/terms/karaoke',
    access: 'public',
    theme: 'light',
    title: title('カラオケ映像配信に関する規約', 'Karaoke Video Distribution Terms'),
  },
  {
    pattern: '/terms/music-video',
    access: 'public',
    theme: 'light',
    title: title('ミュージックビデオ配信に関する規約', 'Music Video Distribution Terms'),
  },
  {
    pattern: '/privacy',
    access: 'public',
    theme: 'light',
    title: title('プライバシーポリシー', 'Privacy Policy'),
    description: {
      ja: '音届けが取得する個人情報、その利用目的、第三者への提供と開示等の請求について定めています。',
      en: 'What personal information Otodoke collects, why, whom it is shared with, and how to ask for it.',
    },
  },
  {
    pattern: '/scta',
    access: 'public',
    theme: 'light',
    title: title('特定商取引法に基づく表記', 'Specified Commercial Transactions Act disclosure'),
  },
  { pattern: '/company', access: 'public', theme: 'light', title: title('会社概要', 'Company') },
  {
    pattern: '/artist-support',
    access: 'public',
    theme: 'light',
    title: title('アーティストサポート', 'Artist support'),
    description: {
      ja: '音届けの使い方で困ったときの問い合わせ方法と受付時間です。',
      en: 'How to get help with Otodoke, and when we answer.',
    },
  },
  // News and the content pages operators write (features/content/news, features/content/pages on the server).
  {
    pattern: '/feed/news',
    access: 'public',
    theme: 'light',
    title: title('ニュース', 'News'),
    description: {
      ja: '音届けからのお知らせ、新機能、対応ストアの追加などのニュースです。',
      en: 'Announcements from Otodoke: new features, new stores and other news.',
    },
  },
  { pattern: '/news/:id', access: 'public', theme: 'light', title: title('ニュース', 'News') },
  { pattern: '/contents/:contentId', access: 'public', theme: 'light', title: title('コンテンツ', 'Content') },
  {
    pattern: '/jobs',
    access: 'public',
    theme: 'light',
    title: title('採用情報', 'Jobs'),
    description: {
      ja: '音届けのチームの働き方と、募集している役割、応募の方法です。',
      en: 'How the Otodoke team works, the roles we are looking for, and how to apply.',
    },
  },
  {
    pattern: '/10th-anniversary',
    access: 'public',
    theme: 'light',
    title: title('10周年', '10th anniversary'),
    description: {
      ja: '音届けのこれまでと、アーティストに届けていること。',
      en: 'The story of Otodoke, and what it offers artists.',
    },
  },
  { pattern: '/admin', access: 'admin', theme: 'dark', title: title('運営管理', 'Operations') },
  {
    pattern: '/admin/content/new',
    access: 'admin',
    theme: 'dark',
    title: title('コンテンツの作成', 'New content'),
  },
  {
    pattern: '/admin/content/:id',
    access: 'admin',
    theme: 'dark',
    title: title('コンテンツの編集', 'Edit content'),
  },
  // A secret preview link of an entry (any status); never indexed (robots.txt, the API's X-Robots-Tag).
  {
    pattern: '/preview/content/:token',
    access: 'public',
    theme: 'light',
    title: title('プレビュー', 'Preview'),
    noindex: true,
  },
  // A popup as members would see it, whatever its status (operators only; spec /preview/popup/get/{id} is its API).
  {
    pattern: '/preview/popup/:id',
    access: 'admin',
    theme: 'dark',
    title: title('ポップアップのプレビュー', 'Popup preview'),
  },
  ...FEATURE_WEB_ROUTES,
];

/** Profile tabs built so far (spec: basic-info, plan, payments, receipt, security, notification, team). */
export const PROFILE_TABS_BUILT = [
  'basic-info',
  'plan',
  'payments',
  'receipt',
  'security',
  'notification',
  'team',
] as const;

/** Finds the route a path belongs to; `:param` matches one segment. */
export function matchWebRoute(pathname: string): { route: WebRoute; params: Record<string, string> } | null {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  for (const route of WEB_ROUTES) {
    const names: string[] = [];
    const source = route.pattern.replace(/:(\w+)/g, (_, name: string) => {
      names.push(name);
      return '([^/]+)';
    });
    const found = new RegExp(`^${source}$`).exec(clean);
    if (!found) continue;
    const params: Record<string, string> = {};
    names.forEach((name, i) => {
      params[name] = decodeURIComponent(found[i + 1] ?? '');
    });
    if (
      route.pattern === '/dashboard/profile/:target' &&
      !(PROFILE_TABS_BUILT as readonly string[]).includes(params.target ?? '')
    ) {
      // Not a tab: a more specific page may still match (the card page sits beside the tabs).
      continue;
    }
    return { route, params };
  }
  return null;
}
