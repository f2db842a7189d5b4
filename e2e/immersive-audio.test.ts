// Immersive audio in the browser: an operator turns the account feature off and the member reads only the
// introduction; turned on again, the member adds a Dolby Atmos edition to a song on sale, uploads a real ADM BWF file
// (too short first: the reason and what to fix, then the right one), sees it verified with the facts read, pays by the
// registered card, and sees it delivered to the stores (ja at 1280 px, then en at 375 px).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeSampleImmersiveFile } from '../packages/protocols/src/immersive/index.ts';
import { launchBrowser, newContext, type RunningService, signInAs, startService } from './harness.ts';

let service: RunningService;
let browser: Browser;
let files: string;

beforeAll(async () => {
  service = await startService();
  browser = await launchBrowser();
  files = mkdtempSync(path.join(tmpdir(), 'otodoke-immersive-e2e-'));
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await service?.stop();
  if (files) rmSync(files, { recursive: true, force: true });
});

const PAGE = '/dashboard/immersive_audio';

/** The operator sets the account's immersive audio flag from the accounts tab of the console. */
async function setFlag(operator: Page, on: boolean) {
  await operator.goto(`${service.baseUrl}/admin?section=accounts&lang=ja`);
  await operator.getByRole('button', { name: 'Otodoke Demo Records の機能フラグ' }).first().click();
  const dialog = operator.getByRole('dialog');
  const flag = dialog.getByLabel('立体音響', { exact: true });
  await flag.waitFor();
  if ((await flag.isChecked()) !== on) {
    await flag.click();
    await operator
      .getByText(on ? '「立体音響」をオンにしました' : '「立体音響」をオフにしました')
      .first()
      .waitFor();
  }
  expect(await flag.isChecked()).toBe(on);
}

/** A Dolby Atmos master as long as the stereo song (read from the candidates, as the page shows them), or not. */
async function masterFor(page: Page, song: string, seconds?: number): Promise<string> {
  const answer = await page.request.get(
    `${service.baseUrl}/api/v2/me/immersive_audio/candidates?q=${encodeURIComponent(song)}`,
  );
  const found = ((await answer.json()) as { items: { song_title: string; duration_seconds: number | null }[] }).items;
  const length = seconds ?? Math.round(found.find((item) => item.song_title === song)?.duration_seconds ?? 30);
  const file = path.join(files, `${song}-${length}s.wav`);
  await writeSampleImmersiveFile(file, 'dolby', { seconds: length });
  return file;
}

interface Words {
  add: string;
  create: string;
  refused: string;
  verified: string;
  pay: RegExp;
  proceed: string;
  paid: string;
  delivered: RegExp;
  onSale: string;
}

/** Adds an edition of `song`, uploads a file too short then the right one, pays, and waits for the stores. */
async function addPayDeliver(page: Page, lang: 'ja' | 'en', song: string, words: Words) {
  const right = await masterFor(page, song);
  const tooShort = await masterFor(page, song, 5);
  await page.goto(`${service.baseUrl}${PAGE}?lang=${lang}`);
  await page.getByRole('button', { name: words.add }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('radio', { name: new RegExp(`^${song}`) }).check();
  await dialog.getByRole('radio', { name: /^Dolby Atmos/ }).check();
  await dialog.getByRole('button', { name: words.create }).click();
  const edition = page.getByRole('region', { name: song });
  await edition.getByRole('heading', { name: song, level: 2 }).waitFor();

  await edition.locator('input[type="file"]').setInputFiles(tooShort);
  await edition.getByText(words.refused).waitFor({ timeout: 60_000 });
  await edition.getByText(/other-2/).waitFor();

  await edition.locator('input[type="file"]').setInputFiles(right);
  await edition.getByText(words.verified).waitFor({ timeout: 60_000 });
  await edition.getByText('48 kHz', { exact: true }).waitFor();
  await edition.getByText('24 bit', { exact: true }).waitFor();

  await edition.getByRole('button', { name: words.pay }).click();
  const checkout = page.getByRole('dialog');
  await checkout
    .getByText(/3,300|¥3,300/)
    .first()
    .waitFor();
  await checkout.getByRole('button', { name: words.proceed }).click();
  await page.getByText(words.paid).first().waitFor({ timeout: 30_000 });
  // Paid: the edition goes with its release to the stores that take Dolby Atmos; the page follows until they have it.
  await edition.getByText(words.delivered).waitFor({ timeout: 150_000 });
  await edition.getByText(words.onSale).first().waitFor();
  await edition.getByText('Apple Music', { exact: true }).waitFor();
}

describe('immersive audio', () => {
  it('is only explained without the feature, and with it goes from upload to the stores', async () => {
    const operator = await (await newContext(browser, 1280)).newPage();
    await signInAs(operator, service.baseUrl, 'admin@otodoke.test', 'otodoke-admin', 'ja');
    const member = await (await newContext(browser, 375)).newPage();
    await signInAs(member, service.baseUrl, 'demo@otodoke.test', 'otodoke-demo', 'en');

    await setFlag(operator, false);
    await member.goto(`${service.baseUrl}${PAGE}?lang=en`);
    await member.getByText('Available on request').waitFor();
    expect(await member.getByRole('link', { name: 'Contact Artist support' }).getAttribute('href')).toBe(
      '/artist-support',
    );
    expect(await member.getByRole('button', { name: 'Add an immersive edition' }).count()).toBe(0);

    await setFlag(operator, true);
    const ja = await (await newContext(browser, 1280)).newPage();
    await signInAs(ja, service.baseUrl, 'demo@otodoke.test', 'otodoke-demo', 'ja');
    await addPayDeliver(ja, 'ja', '東雲', {
      add: '立体音響版を追加',
      create: '追加する',
      refused: '1件の問題が見つかりました',
      verified: 'ファイルの確認が済みました。',
      pay: /支払いへ進む/,
      proceed: 'お支払いへ進む',
      paid: 'お支払いが完了しました',
      delivered: /配信日時/,
      onSale: '配信中',
    });

    // The operators see every account's editions on the review tab, and open one with its stores.
    await operator.goto(`${service.baseUrl}/admin?lang=ja`);
    await operator.getByRole('searchbox', { name: '立体音響版を検索' }).fill('東雲');
    await operator.getByRole('searchbox', { name: '立体音響版を検索' }).press('Enter');
    await operator.getByRole('button', { name: '「東雲」の立体音響版を開く' }).click();
    const detail = operator.getByRole('dialog', { name: '東雲' });
    await detail.getByText('Apple Music').first().waitFor();
    await detail.getByText('配信中').first().waitFor();
    await operator.keyboard.press('Escape');

    await addPayDeliver(member, 'en', '明けの明星', {
      add: 'Add an immersive edition',
      create: 'Add',
      refused: '1 problem found',
      verified: 'The file passed the check.',
      pay: /Proceed to pay/,
      proceed: 'Proceed to payment',
      paid: 'Payment complete',
      delivered: /Delivered:/,
      onSale: 'On sale',
    });
  }, 600_000);
});
