// `npm run screenshots [-- out-dir]`: every built screen in ja and en at 375 px and 1280 px, for a person to look at.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { launchBrowser, startService } from './harness.ts';
import { withMasteringAudio } from './mastering-screens.ts';
import { withNotices, withoutNotices } from './notices-screens.ts';
import { withoutPublishedPlaylists, withPublishedPlaylists } from './playlists-screens.ts';

const outDir = path.resolve(process.argv[2] ?? 'screenshots');
/** A date some days back (YYYY-MM-DD), for reports over a period that ends yesterday. */
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
/**
 * `click`: a selector clicked once the page has loaded (to open a dialog), when it is there. `prepare`: data the page
 * needs, set up first through the API as the signed-in person.
 */
const PAGES: {
  name: string;
  path: string;
  signedIn?: 'demo' | 'admin';
  click?: string;
  prepare?: (page: Page, baseUrl: string) => Promise<void>;
}[] = [
  { name: 'landing', path: '/' },
  { name: 'creators', path: '/creators' },
  { name: 'signin', path: '/creators?action=signin' },
  { name: 'signup', path: '/creators?action=signup' },
  { name: 'maintenance', path: '/maintenance' },
  { name: 'terms-service', path: '/terms/service' },
  { name: 'terms-karaoke', path: '/terms/karaoke' },
  { name: 'privacy', path: '/privacy' },
  { name: 'scta', path: '/scta' },
  { name: 'company', path: '/company' },
  { name: 'artist-support', path: '/artist-support' },
  { name: 'not-found', path: '/no-such-page' },
  { name: 'pricing', path: '/pricing' },
  { name: 'split-feature', path: '/split' },
  { name: 'features-index', path: '/features' },
  { name: 'features-distribution', path: '/features/creators-distribution' },
  { name: 'features-music-video', path: '/features/music-video' },
  { name: 'features-karaoke', path: '/features/karaoke' },
  { name: 'features-vocaloid', path: '/features/vocaloid' },
  { name: 'features-youtube-monetization', path: '/features/youtube-monetization' },
  { name: 'features-facebook-music', path: '/features/facebook-music' },
  { name: 'features-mastering', path: '/features/mastering' },
  { name: 'features-linkcore', path: '/features/linkcore' },
  { name: 'store', path: '/store' },
  { name: 'store-ringtone', path: '/store/itunes-ringtone' },
  { name: 'public-artists', path: '/artists' },
  { name: 'public-artist', path: '/artists/1' },
  { name: 'guide', path: '/guide' },
  { name: 'guide-category', path: '/guide/categories/3' },
  { name: 'guide-article', path: '/guide/articles/4' },
  { name: 'guide-search', path: '/guide/search?q=%E7%85%A7%E5%90%88' },
  { name: 'guide-search-short', path: '/guide/search?q=%E3%81%82' },
  // The demo writes no news (no made-up news): the list's empty state. The starter /jobs and /10th-anniversary pages.
  { name: 'news-empty', path: '/feed/news' },
  { name: 'jobs', path: '/jobs' },
  { name: 'anniversary', path: '/10th-anniversary' },
  { name: 'music-stats', path: '/music-stats/2024' },
  { name: 'music-stats-in-progress', path: '/music-stats/2026' },
  { name: 'music-stats-unknown', path: '/music-stats/2031' },
  { name: 'dashboard', path: '/dashboard', signedIn: 'demo' },
  { name: 'dashboard-payper', path: '/dashboard?_acid=2', signedIn: 'demo' },
  { name: 'profile-basic-info', path: '/dashboard/profile/basic-info', signedIn: 'demo' },
  { name: 'profile-security', path: '/dashboard/profile/security', signedIn: 'demo' },
  { name: 'profile-notification', path: '/dashboard/profile/notification', signedIn: 'demo' },
  { name: 'profile-team', path: '/dashboard/profile/team', signedIn: 'demo' },
  { name: 'profile-plan', path: '/dashboard/profile/plan', signedIn: 'demo' },
  { name: 'profile-payments', path: '/dashboard/profile/payments', signedIn: 'demo' },
  { name: 'profile-receipt', path: '/dashboard/profile/receipt', signedIn: 'demo' },
  { name: 'card', path: '/dashboard/profile/card', signedIn: 'demo' },
  { name: 'dashboard-pricing', path: '/dashboard/pricing', signedIn: 'demo' },
  { name: 'dashboard-pricing-payper', path: '/dashboard/pricing?_acid=2', signedIn: 'demo' },
  { name: 'profile-plan-payper', path: '/dashboard/profile/plan?_acid=2', signedIn: 'demo' },
  { name: 'releases-payper', path: '/dashboard/releases?_acid=2', signedIn: 'demo' },
  { name: 'release-awaiting-payment', path: '/dashboard/releases/new?release_id=8&_acid=2', signedIn: 'demo' },
  { name: 'payment-result', path: '/dashboard/profile/payments/result?order=1', signedIn: 'demo' },
  { name: 'payment-result-konbini', path: '/dashboard/profile/payments/result?order=2', signedIn: 'demo' },
  { name: 'payment-result-invoice', path: '/dashboard/profile/payments/result?order=3', signedIn: 'demo' },
  { name: 'affiliate-invite', path: '/member/invite', signedIn: 'demo' },
  { name: 'affiliate-rewards', path: '/member/affiliate', signedIn: 'demo' },
  { name: 'messages', path: '/member/message', signedIn: 'demo' },
  { name: 'messages-unread', path: '/member/message/unread', signedIn: 'demo' },
  // A popup (asked for again with show_notice=1) over the one-time alert's banner; the banner alone; a message with a
  // picture, opened (both archived first: no other dashboard screen shows them).
  { name: 'notice-popup', path: '/dashboard?show_notice=1', signedIn: 'demo', prepare: withNotices },
  { name: 'notice-alert', path: '/dashboard', signedIn: 'demo', prepare: withNotices },
  {
    name: 'messages-image',
    path: '/member/message',
    signedIn: 'demo',
    prepare: withoutNotices,
    click: '.MuiAccordionSummary-root',
  },
  { name: 'estimate-report', path: '/dashboard/reports/estimate', signedIn: 'demo' },
  {
    name: 'estimate-report-prefectures',
    path: '/dashboard/reports/estimate?display=jppref&chart=quantity&date_type=weekly',
    signedIn: 'demo',
  },
  {
    name: 'estimate-report-songs-year',
    path: `/dashboard/reports/estimate?display=song&date_type=monthly&from=${daysAgo(365)}`,
    signedIn: 'demo',
  },
  { name: 'financial-report', path: '/creators/dashboard/reports/financial', signedIn: 'demo' },
  { name: 'financial-report-history', path: '/member/report?mode=fixed', signedIn: 'demo' },
  { name: 'balance', path: '/member/balance', signedIn: 'demo' },
  { name: 'withdrawal', path: '/member/withdrawal', signedIn: 'demo' },
  {
    name: 'withdrawal-add-account',
    path: '/member/withdrawal',
    signedIn: 'demo',
    click: 'button:has-text("口座を追加"), button:has-text("Add account")',
  },
  { name: 'splits', path: '/member/split', signedIn: 'demo' },
  {
    name: 'splits-edit',
    path: '/member/split',
    signedIn: 'demo',
    click: 'button[aria-label$="の分配を設定"], button[aria-label^="Set up the split of"]',
  },
  { name: 'splits-invitation-unknown', path: '/member/split?token=no-such-invitation-token', signedIn: 'demo' },
  { name: 'accounts-management', path: '/dashboard/accounts/management', signedIn: 'demo' },
  { name: 'bulk-upload', path: '/dashboard/bulk-upload', signedIn: 'demo' },
  // The mastering page (demo: a finished master and one in progress), one audio opened, the credit purchase.
  { name: 'mastering', path: '/dashboard/mastering', signedIn: 'demo', prepare: withMasteringAudio },
  { name: 'mastering-detail', path: '/dashboard/mastering?id=1', signedIn: 'demo', prepare: withMasteringAudio },
  { name: 'mastering-detail-running', path: '/dashboard/mastering?id=2', signedIn: 'demo' },
  { name: 'mastering-credit', path: '/dashboard/mastering?mastering_modal=credit', signedIn: 'demo' },
  { name: 'meta-upload-sample', path: '/member/meta-upload/sample', signedIn: 'demo' },
  { name: 'releases', path: '/dashboard/releases', signedIn: 'demo' },
  { name: 'release-new', path: '/dashboard/releases/new', signedIn: 'demo' },
  { name: 'release-draft', path: '/dashboard/releases/new?release_id=5', signedIn: 'demo' },
  { name: 'release-sent-back', path: '/dashboard/releases/new?release_id=7', signedIn: 'demo' },
  { name: 'release-scheduled', path: '/dashboard/releases/new?release_id=2', signedIn: 'demo' },
  { name: 'release-ended', path: '/dashboard/releases/new?release_id=3', signedIn: 'demo' },
  { name: 'release-mv-draft', path: '/dashboard/releases/new?release_id=6', signedIn: 'demo' },
  { name: 'release-on-sale', path: '/dashboard/releases/new?release_id=1', signedIn: 'demo' },
  {
    name: 'release-correct-titles',
    path: '/dashboard/releases/new?release_id=1',
    signedIn: 'demo',
    click: 'button:has-text("タイトルを修正"), button:has-text("Correct titles")',
  },
  { name: 'karaoke-terms', path: '/dashboard/karaoke/terms/acknowledge', signedIn: 'demo' },
  { name: 'music-video-terms', path: '/dashboard/music-video/terms/acknowledge', signedIn: 'demo' },
  { name: 'artists', path: '/dashboard/artists', signedIn: 'demo' },
  { name: 'artist-new', path: '/dashboard/artists/new', signedIn: 'demo' },
  { name: 'artist-edit', path: '/dashboard/artists/1/edit', signedIn: 'demo' },
  {
    name: 'artist-store-search',
    path: '/dashboard/artists/1/edit',
    signedIn: 'demo',
    click: 'button[aria-label^="Spotify"], button[aria-label^="Search Spotify"]',
  },
  { name: 'admin', path: '/admin', signedIn: 'admin' },
  { name: 'admin-revenue', path: '/admin?section=revenue', signedIn: 'admin' },
  { name: 'admin-payments', path: '/admin?section=payments', signedIn: 'admin' },
  { name: 'admin-accounts', path: '/admin?section=accounts', signedIn: 'admin' },
  { name: 'admin-messages', path: '/admin?section=messages', signedIn: 'admin' },
  { name: 'admin-settings', path: '/admin?section=settings', signedIn: 'admin' },
  { name: 'admin-content', path: '/admin?section=content', signedIn: 'admin' },
  { name: 'admin-content-editor', path: '/admin/content/4', signedIn: 'admin' },
  { name: 'admin-content-new-popup', path: '/admin/content/new?kind=popup', signedIn: 'admin' },
  {
    name: 'admin-content-image-dialog',
    path: '/admin/content/4',
    signedIn: 'admin',
    click:
      '[role="toolbar"] button[aria-label="画像を挿入"]:visible, [role="toolbar"] button[aria-label="Insert image"]:visible',
  },
  {
    name: 'admin-review',
    path: '/admin',
    signedIn: 'admin',
    click: 'button[aria-label$="を審査する"], button[aria-label^="Review \\""]',
  },
  {
    name: 'admin-delivery-problem',
    path: '/admin',
    signedIn: 'admin',
    click: 'button[aria-label$="」の詳細"], button[aria-label^="Details of \\""]',
  },
  {
    name: 'admin-sales-report',
    path: '/admin?section=revenue',
    signedIn: 'admin',
    click: 'button[aria-label^="レポート #"][aria-label$="の詳細"], button[aria-label^="Details of report #"]',
  },
  {
    name: 'admin-sales-report-upload',
    path: '/admin?section=revenue',
    signedIn: 'admin',
    click: 'button:has-text("レポートをアップロード"), button:has-text("Upload a report")',
  },
  {
    name: 'admin-unmatched-resolve',
    path: '/admin?section=revenue',
    signedIn: 'admin',
    click: 'button[aria-label$="の売上をリリースに紐づける"], button[aria-label^="File the sales of"]',
  },
  {
    name: 'admin-withdrawal-reject',
    path: '/admin?section=payments',
    signedIn: 'admin',
    click: 'button[aria-label$="の出金申請を振込不可にする"], button[aria-label^="Reject the withdrawal of"]',
  },
  {
    name: 'admin-feature-flags',
    path: '/admin?section=accounts',
    signedIn: 'admin',
    click: 'button[aria-label$="の機能フラグ"], button[aria-label^="Feature flags of"]',
  },
  // The playlists page empty, then filled, and its console tab (the operator sets the data up first).
  { name: 'playlists-empty', path: '/tcj_playlists', signedIn: 'admin', prepare: withoutPublishedPlaylists },
  { name: 'playlists-filled', path: '/tcj_playlists', signedIn: 'admin', prepare: withPublishedPlaylists },
  { name: 'playlists-admin', path: '/admin?section=playlists', signedIn: 'admin' },
  {
    name: 'playlists-admin-editor',
    path: '/admin?section=playlists',
    signedIn: 'admin',
    click: 'button:text-is("編集"), button:text-is("Edit")',
  },
  // Immersive audio: the introduction of an account without the feature (the pay-per-release one), the demo's list,
  // one edition opened (its file check, payment and delivery), and the "add" dialog.
  { name: 'immersive-intro', path: '/dashboard/immersive_audio?_acid=2', signedIn: 'demo' },
  { name: 'immersive-list', path: '/dashboard/immersive_audio', signedIn: 'demo' },
  {
    name: 'immersive-edition',
    path: '/dashboard/immersive_audio',
    signedIn: 'demo',
    click: 'button[aria-label$="の立体音響版を開く"], button[aria-label^="Open the immersive edition"]',
  },
  {
    name: 'immersive-add',
    path: '/dashboard/immersive_audio',
    signedIn: 'demo',
    click: 'button:has-text("立体音響版を追加"), button:has-text("Add an immersive edition")',
  },
  // The operators' view of every account's immersive editions (review tab), and one edition opened.
  { name: 'admin-immersive', path: '/admin', signedIn: 'admin' },
  {
    name: 'admin-immersive-edition',
    path: '/admin',
    signedIn: 'admin',
    click:
      'button[aria-label="「始発」の立体音響版を開く"], button[aria-label^="Open the immersive edition"][aria-label*="始発"]',
  },
];
/** SCREENSHOTS_ONLY=regex takes only the pages whose name matches (while working on a few screens). */
const only = process.env.SCREENSHOTS_ONLY ? new RegExp(process.env.SCREENSHOTS_ONLY) : null;
const CREDENTIALS = {
  demo: { email: 'demo@otodoke.test', password: 'otodoke-demo' },
  admin: { email: 'admin@otodoke.test', password: 'otodoke-admin' },
};

mkdirSync(outDir, { recursive: true });
const service = await startService();
const browser = await launchBrowser();

/** The demo's year of sales is imported after the server starts: wait for the whole of it before the screens. */
async function waitForDemoRevenue() {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${service.baseUrl}/creators?action=signin`);
  await page.locator('input[type="email"]').fill(CREDENTIALS.admin.email);
  await page.locator('input[type="password"]').fill(CREDENTIALS.admin.password);
  await page.locator('form button[type="submit"]').first().click();
  await page.waitForURL(/\/(dashboard|admin)/);
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    // The seed's last step is a withdrawal waiting for an operator.
    const answer = await page.request.get(`${service.baseUrl}/admin/api/v2/withdrawals`);
    if (answer.ok() && ((await answer.json()) as { total: number }).total >= 1) break;
    await page.waitForTimeout(2000);
  }
  await context.close();
}

try {
  await waitForDemoRevenue();
  for (const language of ['ja', 'en'] as const) {
    for (const width of [375, 1280]) {
      for (const who of [undefined, 'demo', 'admin'] as const) {
        const entries = PAGES.filter((p) => p.signedIn === who && (!only || only.test(p.name)));
        if (entries.length === 0) continue;
        const context = await browser.newContext({ viewport: { width, height: 900 } });
        const page = await context.newPage();
        if (who) {
          await page.goto(`${service.baseUrl}/creators?action=signin&lang=${language}`);
          await page.locator('input[type="email"]').fill(CREDENTIALS[who].email);
          await page.locator('input[type="password"]').fill(CREDENTIALS[who].password);
          await page.locator('form button[type="submit"]').first().click();
          await page.waitForURL(/\/(dashboard|admin)/);
        }
        for (const entry of entries) {
          await entry.prepare?.(page, service.baseUrl);
          const separator = entry.path.includes('?') ? '&' : '?';
          await page.goto(`${service.baseUrl}${entry.path}${separator}lang=${language}`);
          await page.waitForLoadState('networkidle');
          await page.waitForTimeout(300);
          const target = entry.click ? page.locator(entry.click).first() : null;
          if (target && (await target.count()) > 0) {
            await target.click();
            await page.waitForLoadState('networkidle');
            await page.waitForTimeout(500);
          }
          const file = path.join(outDir, `${entry.name}-${language}-${width}.png`);
          // An open dialog is fixed to the window: the page under it would only add length.
          await page.screenshot({ path: file, fullPage: !(target && (await target.count()) > 0) });
          process.stdout.write(`${file}\n`);
        }
        await context.close();
      }
    }
  }
} finally {
  await browser.close();
  await service.stop();
}
