// The public pricing page: reached from the landing page, prices from the domain's list, tax included, in ja and en.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, type RunningService, startService } from './harness.ts';

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

describe('pricing page', () => {
  it('is linked from the landing page and shows tax-inclusive prices in Japanese and English', async () => {
    const context = await newContext(browser, 375);
    const page = await context.newPage();
    await page.goto(`${service.baseUrl}/?lang=ja`);
    await page.getByRole('link', { name: '料金の詳細を見る' }).click();
    await page.getByRole('heading', { name: '料金', exact: true }).waitFor();
    const single = page.getByRole('listitem').filter({ hasText: 'シングル' });
    await expect.poll(() => single.innerText()).toContain('1,650円');
    await expect.poll(() => single.innerText()).toContain('税抜 1,500円');
    await page.getByText('165,000円').waitFor();

    await page.goto(`${service.baseUrl}/pricing?lang=en`);
    await page.getByRole('heading', { name: 'Pricing', exact: true }).waitFor();
    await page.getByText('¥5,500').first().waitFor();
    expect(await page.title()).toBe('Pricing | Otodoke');
    await context.close();
  });
});
