// The mastering journey in a real browser: buy a credit through the checkout (the gateway simulator charges the
// demo's card), upload a mix, compare the previews at the same moment, master with one credit, download the master
// and use it on a song of a draft release; in Japanese at 375 px, then in English at 1280 px.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeWav } from '../apps/server/src/features/uploads/sample-media.ts';
import { launchBrowser, newContext, type RunningService, signInAs, startService } from './harness.ts';

let service: RunningService;
let browser: Browser;
let files: string;

beforeAll(async () => {
  files = mkdtempSync(path.join(tmpdir(), 'otodoke-e2e-mastering-'));
  await writeWav(path.join(files, 'mix.wav'), {
    seconds: 45,
    sampleRate: 44_100,
    bitDepth: 24,
    channels: 2,
    frequency: 220,
  });
  service = await startService();
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await service?.stop();
  rmSync(files, { recursive: true, force: true });
});

const T = {
  ja: {
    credits: /(\d+)曲分/,
    next: '次へ',
    card: /クレジットカード/,
    pay: 'お支払いへ進む',
    mix: 'ミックス（WAV / FLAC）',
    start: '解析と試聴の作成を始める',
    original: 'オリジナル',
    master: 'Wet でマスタリング',
    confirm: 'マスタリングする',
    mastered: 'マスタリング済みの音源',
    wav24: 'ダウンロード（24ビット WAV）',
    downloadStarted: '音源のダウンロードを開始しました',
    use: '曲に使う',
    release: 'リリース',
    song: '曲',
    useSubmit: 'この曲に使う',
    used: '曲の音源を差し替えました',
  },
  en: {
    credits: /(\d+) tracks?/,
    next: 'Next',
    card: /Credit card/,
    pay: 'Proceed to payment',
    mix: 'Mix (WAV / FLAC)',
    start: 'Analyse and render previews',
    original: 'Original',
    master: 'Master with Wet',
    confirm: 'Master',
    mastered: 'Your master',
    wav24: 'Download (24-bit WAV)',
    downloadStarted: 'The audio download has started.',
    use: 'Use on a song',
    release: 'Release',
    song: 'Song',
    useSubmit: 'Use on this song',
    used: "The song's audio was replaced",
  },
} as const;

async function creditsShown(page: Page, text: (typeof T)['ja' | 'en']): Promise<number> {
  const shown = await page.getByTestId('mastering-credits').innerText();
  return Number(text.credits.exec(shown)?.[1]);
}

async function journey(page: Page, language: 'ja' | 'en') {
  const text = T[language];
  await signInAs(page, service.baseUrl, 'demo@otodoke.test', 'otodoke-demo', language);

  // Buy one credit: the spec's query opens the purchase; the demo's card pays at once.
  await page.goto(`${service.baseUrl}/dashboard/mastering?mastering_modal=credit&lang=${language}`);
  const quantity = page.getByRole('dialog');
  await quantity.getByRole('button', { name: text.next }).click();
  const before = await creditsShown(page, text);
  const checkout = page.getByRole('dialog');
  await checkout.getByLabel(text.card).check();
  await checkout.getByRole('button', { name: text.pay }).click();
  await expect.poll(() => creditsShown(page, text), { timeout: 30_000 }).toBe(before + 1);

  // Upload a mix; the previews are rendered (no credit spent).
  await page.locator('input[type="file"]').first().setInputFiles(path.join(files, 'mix.wav'));
  const start = page.getByRole('button', { name: text.start });
  await expect.poll(() => start.isEnabled(), { timeout: 60_000 }).toBe(true);
  await start.click();
  await page.waitForURL(/[?&]id=\d+/);
  const wet = page.getByRole('button', { name: 'Wet', exact: true });
  await expect.poll(() => wet.isEnabled(), { timeout: 90_000 }).toBe(true);

  // Compare: Balance, then Wet by key 4, the audio following the choice.
  const audio = page.getByTestId('mastering-audio');
  await page.getByRole('button', { name: 'Balance', exact: true }).click();
  expect(await audio.getAttribute('src')).toMatch(/\/files\/preview\/balance/);
  await page.keyboard.press('4');
  expect(await wet.getAttribute('aria-pressed')).toBe('true');
  expect(await audio.getAttribute('src')).toMatch(/\/files\/preview\/wet/);
  expect(await page.getByRole('button', { name: text.original, exact: true }).getAttribute('aria-pressed')).toBe(
    'false',
  );

  // Master with Wet: asked first, one credit spent.
  const credits = await creditsShown(page, text);
  await page.getByRole('button', { name: text.master }).click();
  await page.getByRole('dialog').getByRole('button', { name: text.confirm, exact: true }).click();
  await page.getByRole('heading', { name: text.mastered }).waitFor({ timeout: 120_000 });
  await expect.poll(() => creditsShown(page, text), { timeout: 10_000 }).toBe(credits - 1);

  // Download the 24-bit master.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: text.wav24 }).click(),
  ]);
  expect(await download.failure()).toBeNull();
  await page.getByText(text.downloadStarted).first().waitFor();

  // Use it on a song of a draft release.
  await page.getByRole('button', { name: text.use }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox', { name: text.release }).click();
  await page.getByRole('option').first().click();
  await dialog.getByRole('combobox', { name: text.song }).click();
  await page.getByRole('option').first().click();
  await dialog.getByRole('button', { name: text.useSubmit }).click();
  await dialog.getByText(text.used).waitFor({ timeout: 30_000 });
}

describe('mastering', () => {
  it('buys a credit, masters a mix after comparing the previews, and uses it on a song, in Japanese', async () => {
    const context = await newContext(browser, 375);
    await journey(await context.newPage(), 'ja');
    await context.close();
  }, 400_000);

  it('does the same in English at 1280 px', async () => {
    const context = await newContext(browser, 1280);
    await journey(await context.newPage(), 'en');
    await context.close();
  }, 400_000);
});
