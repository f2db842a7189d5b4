// The public feature pages: /features in Japanese, a built service's page with its real prices, a service that is
// coming with its notice form, the confirmation from the mail, and the same in English; the short addresses too.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestMail, launchBrowser, linkIn, newContext, type RunningService, startService } from './harness.ts';

let service: RunningService;
let browser: Browser;

beforeAll(async () => {
  service = await startService();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await service?.stop();
});

describe('public feature pages', () => {
  it('lists the services, follows a built one, and signs up for the notice of one coming, in Japanese', async () => {
    const context = await newContext(browser, 375);
    const page = await context.newPage();
    await page.goto(`${service.baseUrl}/features?lang=ja`);
    await page.getByRole('heading', { level: 1, name: '音届けの機能' }).waitFor();
    expect(await page.title()).toBe('機能一覧 | 音届け Otodoke');

    await page.getByRole('link', { name: 'ミュージックビデオ配信の詳細' }).click();
    await page.getByRole('heading', { level: 1, name: 'ミュージックビデオ配信' }).waitFor();
    await page.getByText('提供中').first().waitFor();
    // The price of a music video up to 10 minutes, from the domain's price list (5,000 yen + tax).
    await expect
      .poll(() => page.getByRole('listitem').filter({ hasText: '10分以内' }).innerText())
      .toContain('5,500円');

    await page.goto(`${service.baseUrl}/features?lang=ja`);
    await page.getByRole('link', { name: '音楽出版（パブリッシング）の開始をメールで受け取る' }).click();
    await page.getByRole('heading', { level: 1, name: '音楽出版（パブリッシング）' }).waitFor();
    await page.getByText('このサービスは準備中で、まだご利用いただけません。').waitFor();
    const email = 'notify-ja@example.test';
    await page.getByLabel('メールアドレス').fill(email);
    await page.getByLabel(/開始のお知らせをメールで受け取ることに同意します/).check();
    await page.getByRole('button', { name: '登録する' }).click();
    await page.getByText('確認のメールを送りました').waitFor();

    const mailbox = await context.newPage();
    const mail = await latestMail(mailbox, service.baseUrl, email, /登録確認/);
    await page.goto(linkIn(mail, /\/feature-notices\/confirm\?/));
    await page.getByRole('heading', { name: 'お知らせメールの登録が完了しました' }).waitFor();
    await page.getByText('「音楽出版（パブリッシング）」を開始したときに').waitFor();
    await context.close();
  });

  it('does the same in English at 1280 px, and the short addresses land on their pages', async () => {
    const context = await newContext(browser, 1280);
    const page = await context.newPage();
    await page.goto(`${service.baseUrl}/features/linkcore?lang=en`);
    await page.getByRole('heading', { level: 1, name: 'LinkCore (smart links)' }).waitFor();
    await page.getByText('This service is coming soon: it is not available yet.').waitFor();
    const email = 'notify-en@example.test';
    await page.getByLabel('E-mail address').fill('not an address');
    await page.getByLabel(/I agree to receive an e-mail/).check();
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.getByText('Enter a valid email address.').waitFor();
    await page.getByLabel('E-mail address').fill(email);
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.getByText('We sent a confirmation mail').waitFor();

    const mailbox = await context.newPage();
    const mail = await latestMail(mailbox, service.baseUrl, email, /Confirm your notice/);
    await page.goto(linkIn(mail, /\/feature-notices\/confirm\?/));
    await page.getByRole('heading', { name: 'You are signed up' }).waitFor();

    await page.goto(`${service.baseUrl}/distribution?lang=en#price`);
    expect(new URL(page.url()).pathname).toBe('/features/creators-distribution');
    await page.getByRole('heading', { level: 2, name: 'Prices' }).waitFor();
    await page.goto(`${service.baseUrl}/video-kicks-karaoke?lang=en`);
    await page.getByRole('heading', { level: 1, name: 'Karaoke video distribution' }).waitFor();

    await page.goto(`${service.baseUrl}/store?lang=en`);
    await page.getByRole('heading', { level: 1, name: 'Stores' }).waitFor();
    await page.getByLabel('Search by store name').fill('spotify');
    await page.getByText('Stores found: 1').waitFor();
    await context.close();
  });
});
