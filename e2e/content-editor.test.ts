// The operators' content editor in the browser: an operator writes a guide article in Japanese and English (Tiptap,
// toolbar, an uploaded image with its alt text, an embedded artist), saves, publishes, and a signed-out visitor reads
// it in both languages; a second article gets a secret preview link a signed-out visitor opens (then revoked: gone),
// is scheduled, and appears once the server's clock (a file this journey moves) passes its time; a save over a newer
// one is refused with a reload offer.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, type RunningService, signInAs, startService } from './harness.ts';

let service: RunningService;
let browser: Browser;
let clockDir: string;
let clockFile: string;

beforeAll(async () => {
  clockDir = mkdtempSync(path.join(tmpdir(), 'otodoke-clock-'));
  clockFile = path.join(clockDir, 'now');
  writeFileSync(clockFile, '');
  service = await startService({ env: { CLOCK_FILE: clockFile } });
  browser = await launchBrowser();
  // The first page load warms the server (the shell, the app's assets): on a busy machine it takes long.
  const warm = await newContext(browser, 1280);
  await (await warm.newPage()).goto(`${service.baseUrl}/creators?action=signin`, { timeout: 90_000 });
  await warm.close();
}, 210_000);

afterAll(async () => {
  await browser?.close();
  await service?.stop();
  rmSync(clockDir, { recursive: true, force: true });
});

const OPERATOR = { email: 'admin@otodoke.test', password: 'otodoke-admin' };
const JA_TITLE = 'はじめてのリリース準備';
const EN_TITLE = 'Preparing your first release';

async function operatorPage(width: number, lang: 'ja' | 'en'): Promise<Page> {
  const page = await (await newContext(browser, width)).newPage();
  await signInAs(page, service.baseUrl, OPERATOR.email, OPERATOR.password, lang);
  return page;
}

/** Types into a language's body editor (the Tiptap area, a textbox named for its language). */
async function typeBody(page: Page, name: string, text: string) {
  await page.getByRole('textbox', { name, exact: true }).click();
  await page.keyboard.type(text);
}

/** The id of the entry whose editor the page shows. */
async function entryIdOf(page: Page): Promise<number> {
  await page.waitForURL(/\/admin\/content\/\d+/);
  return Number(new URL(page.url()).pathname.split('/').at(-1));
}

describe('content editor', () => {
  it('writes a guide article in Japanese and English, publishes it, and a visitor reads both', async () => {
    const page = await operatorPage(1280, 'en');
    await page.goto(`${service.baseUrl}/admin?section=content&lang=en`);
    await page.getByRole('heading', { name: 'Content', exact: true }).waitFor();
    await page.getByRole('button', { name: 'New', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Guide article' }).click();
    await page.waitForURL(/\/admin\/content\/new\?kind=guide_article/);
    await page.getByRole('heading', { level: 1, name: 'New Guide article' }).waitFor();

    // English first (the operator's language); Japanese is not written yet, and says so.
    const japanese = page.getByRole('region', { name: 'Japanese', exact: true });
    await japanese.getByText('Not written in Japanese').waitFor();
    const english = page.getByRole('region', { name: 'English', exact: true });
    await english.getByLabel('Title (English)').fill(EN_TITLE);
    await english.getByLabel('Summary (English)').fill('What to have ready before you upload.');
    await page.getByRole('textbox', { name: 'Body (English)', exact: true }).click();
    await english.getByRole('button', { name: 'Heading', exact: true }).click();
    await page.keyboard.type('Artwork first');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Square, at least 3000 pixels, no ');
    await english.getByRole('button', { name: 'Bold', exact: true }).click();
    await page.keyboard.type('URLs');
    // The toolbar reports the format at the cursor.
    expect(await english.getByRole('button', { name: 'Bold', exact: true }).getAttribute('aria-pressed')).toBe('true');

    // An image goes in only with its alt text; the server makes its web sizes.
    const png = path.join(clockDir, 'stage.png');
    execFileSync('ffmpeg', [
      '-v',
      'error',
      '-y',
      '-f',
      'lavfi',
      '-i',
      'color=c=0x4a2fbd:s=1200x675',
      '-frames:v',
      '1',
      png,
    ]);
    await english.getByRole('button', { name: 'Insert image', exact: true }).click();
    const imageDialog = page.getByRole('dialog', { name: 'Insert image' });
    await imageDialog.locator('input[type="file"]').setInputFiles(png);
    await imageDialog.locator('img[src^="/media/content/"]').waitFor({ timeout: 60_000 });
    await imageDialog.getByRole('button', { name: 'Insert', exact: true }).click();
    await imageDialog.getByText(/Enter alt text/).waitFor();
    await imageDialog.getByLabel('Alt text').fill('A stage lit in purple');
    await imageDialog.getByRole('button', { name: 'Insert', exact: true }).click();
    await imageDialog.waitFor({ state: 'hidden' });

    // An artist of the service, found by name, goes in as a card.
    await english.getByRole('button', { name: 'Embed a release or artist', exact: true }).click();
    const embedDialog = page.getByRole('dialog', { name: 'Embed a release or artist' });
    await embedDialog.getByLabel('Search by title or artist').fill('朝焼け');
    await embedDialog.getByRole('button', { name: /朝焼けバンド/ }).click();
    await embedDialog.waitFor({ state: 'hidden' });

    // A link to a script is refused by the link prompt.
    await english.getByRole('button', { name: 'Link', exact: true }).click();
    const linkDialog = page.getByRole('dialog', { name: 'Link' });
    await linkDialog.getByLabel('Link address').fill('javascript:alert(1)');
    await linkDialog.getByRole('button', { name: 'Set link' }).click();
    await linkDialog.getByText(/cannot be linked/).waitFor();
    await linkDialog.getByRole('button', { name: 'Cancel' }).click();

    await japanese.getByRole('button', { name: 'Start writing in Japanese' }).click();
    await japanese.getByLabel('Title (Japanese)').fill(JA_TITLE);
    await typeBody(page, 'Body (Japanese)', 'ジャケット画像は正方形で用意します。');
    await page.getByRole('button', { name: 'Create draft' }).click();
    const id = await entryIdOf(page);
    await page.getByText('All changes saved').waitFor();
    await page.getByRole('heading', { level: 1, name: EN_TITLE }).waitFor();

    // A second save: only changes, with the concurrency token.
    await page.getByLabel('Summary (Japanese)').fill('アップロード前に用意するもの');
    await page.getByText('Unsaved changes', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.getByText('All changes saved').waitFor();

    // Not public while a draft.
    const visitor = await (await newContext(browser, 375)).newPage();
    expect((await visitor.request.get(`${service.baseUrl}/api/vf/artist-guide/article/${id}`)).status()).toBe(404);

    await page.getByRole('button', { name: 'Publish now' }).click();
    await page.getByText('Published', { exact: true }).first().waitFor();

    // The versions panel lists both languages' saves.
    const versions = page.getByRole('region', { name: 'Version history' });
    await versions
      .getByText(/versions?$/)
      .first()
      .waitFor();

    await visitor.goto(`${service.baseUrl}/guide/articles/${id}?lang=ja`);
    await visitor.getByRole('heading', { level: 1, name: JA_TITLE }).waitFor();
    await visitor.getByText('ジャケット画像は正方形で用意します。').waitFor();
    await visitor.goto(`${service.baseUrl}/guide/articles/${id}?lang=en`);
    await visitor.getByRole('heading', { level: 1, name: EN_TITLE }).waitFor();
    await visitor.getByRole('heading', { level: 2, name: 'Artwork first' }).waitFor();
    await visitor.locator('strong', { hasText: 'URLs' }).waitFor();
    // The image, as the shared renderer writes it (its largest size, with its dimensions, and every size it is kept at
    // for the browser to choose from); the card links to the artist's page.
    const picture = visitor.locator('img[alt="A stage lit in purple"]');
    expect(await picture.getAttribute('src')).toMatch(/^\/media\/content\/\d+\/1200\.webp$/);
    expect(await picture.getAttribute('width')).toBe('1200');
    expect(await picture.getAttribute('srcset')).toMatch(
      /^\/media\/content\/\d+\/480\.webp 480w, \/media\/content\/\d+\/960\.webp 960w, \/media\/content\/\d+\/1200\.webp 1200w$/,
    );
    expect((await visitor.request.get(`${service.baseUrl}${await picture.getAttribute('src')}`)).status()).toBe(200);
    await visitor.locator('a[href="/artists/1"]', { hasText: '朝焼けバンド' }).first().waitFor();

    // Back in the console's list, it shows with both titles and its status.
    await page.getByRole('link', { name: 'Back to content' }).click();
    await page.getByRole('link', { name: EN_TITLE }).waitFor();
    await page.getByText(JA_TITLE).first().waitFor();
  }, 180_000);

  it('shares a draft by a secret preview link, schedules it, and refuses a stale save', async () => {
    const page = await operatorPage(375, 'ja');
    await page.goto(`${service.baseUrl}/admin/content/new?kind=guide_article&lang=ja`);
    await page.getByRole('heading', { level: 1, name: '新しいガイド記事' }).waitFor();
    await page.getByLabel('タイトル（日本語）').fill('予約公開のテスト記事');
    await typeBody(page, '本文（日本語）', '明日の朝に公開されます。');
    await page.getByRole('button', { name: '下書きとして作成' }).click();
    const id = await entryIdOf(page);
    await page.getByText('変更はすべて保存済みです').waitFor();

    // The preview link opens for a signed-out visitor, whatever the status; revoked, it is gone.
    await page.getByRole('button', { name: 'プレビューリンクを作成' }).click();
    const url = await page.getByTestId('preview-url').inputValue();
    expect(url).toMatch(/\/preview\/content\/[\w-]{20,}$/);
    const visitor = await (await newContext(browser, 375)).newPage();
    await visitor.goto(`${url}?lang=ja`);
    await visitor.getByRole('heading', { level: 1, name: '予約公開のテスト記事' }).waitFor();
    await visitor.getByText(/プレビュー：このページは公開されていません/).waitFor();
    await page.getByRole('button', { name: 'リンクを無効にする' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'リンクを無効にする' }).click();
    await page.getByText('プレビューリンクはありません。').waitFor();
    const token = url.split('/').at(-1);
    expect((await visitor.request.get(`${service.baseUrl}/api/v2/content/preview/${token}`)).status()).toBe(404);

    // Another tab saves meanwhile: this tab's save is refused (409) and offers to reload, nothing overwritten.
    const other = await page.context().newPage();
    await other.goto(`${service.baseUrl}/admin/content/${id}?lang=ja`);
    await other.getByLabel('概要（日本語）').fill('別のタブで保存');
    await other.getByRole('button', { name: '下書きを保存' }).click();
    await other.getByText('変更はすべて保存済みです').waitFor();
    await page.getByLabel('概要（日本語）').fill('古いタブからの保存');
    await page.getByRole('button', { name: '下書きを保存' }).click();
    await page.getByText(/ほかの人（または別のタブ）によって保存されています/).waitFor();
    await page.getByRole('button', { name: '最新の内容を読み込む' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '最新の内容を読み込む' }).click();
    await expect.poll(() => page.getByLabel('概要（日本語）').inputValue()).toBe('別のタブで保存');

    // Scheduled for tomorrow: not public now; public once the server's clock passes it.
    const tomorrow = new Date(Date.now() + 24 * 3600_000);
    const pad = (n: number) => String(n).padStart(2, '0');
    const local = `${tomorrow.getFullYear()}-${pad(tomorrow.getMonth() + 1)}-${pad(tomorrow.getDate())}T09:30`;
    await page.getByLabel('公開日時').fill(local);
    await page.getByRole('button', { name: '公開を予約' }).click();
    await page
      .getByText(/に公開予約/)
      .first()
      .waitFor();
    expect((await visitor.request.get(`${service.baseUrl}/api/vf/artist-guide/article/${id}`)).status()).toBe(404);
    writeFileSync(clockFile, new Date(Date.now() + 3 * 24 * 3600_000).toISOString());
    await visitor.goto(`${service.baseUrl}/guide/articles/${id}?lang=ja`);
    await visitor.getByRole('heading', { level: 1, name: '予約公開のテスト記事' }).waitFor();
    writeFileSync(clockFile, '');
  }, 180_000);

  it('publishes a news item written in Japanese only: listed, read in English with a note, and in the feeds', async () => {
    const title = '年末年始のサポート窓口について';
    const page = await operatorPage(1280, 'ja');
    await page.goto(`${service.baseUrl}/admin/content/new?kind=news&lang=ja`);
    const japanese = page.getByRole('region', { name: '日本語', exact: true });
    await japanese.getByLabel('タイトル（日本語）').fill(title);
    await typeBody(page, '本文（日本語）', '12月29日から1月3日まで、お問い合わせへの返信をお休みします。');
    await page.getByRole('button', { name: '下書きとして作成' }).click();
    const id = await entryIdOf(page);
    await page.getByText('変更はすべて保存済みです').waitFor();
    await page.getByRole('button', { name: '今すぐ公開' }).click();
    await page.getByText('公開中', { exact: true }).first().waitFor();

    // A signed-out visitor reading in English: the list links it, the item says it is in Japanese only.
    const visitor = await (await newContext(browser, 375)).newPage();
    await visitor.goto(`${service.baseUrl}/feed/news?lang=en`);
    await visitor.getByRole('link', { name: title }).click();
    await visitor.waitForURL(new RegExp(`/news/${id}`));
    await visitor.getByRole('heading', { level: 1, name: title }).waitFor();
    await visitor.getByText('This item is in Japanese only').waitFor();
    // The feeds carry it, escaped XML with absolute links.
    const rss = await (await fetch(`${service.baseUrl}/feed/news.rss`)).text();
    expect(rss).toContain(`<title>${title}</title>`);
    expect(rss).toContain(`${service.baseUrl}/news/${id}`);
    const atom = await (await fetch(`${service.baseUrl}/feed/news.atom`)).text();
    expect(atom).toContain(`<title>${title}</title>`);
    await visitor.context().close();
    await page.context().close();
  }, 180_000);
});
