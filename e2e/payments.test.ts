// Paying, in the browser, through the payment gateway simulator's own pages: an operator creates a plan coupon; the
// label upgrades its plan with it by card through 3-D Secure and downloads the receipt PDF; then the personal
// account pays a single at a convenience store and lets the voucher lapse.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, type RunningService, signInAs, startService } from './harness.ts';

let service: RunningService;
let browser: Browser;

beforeAll(async () => {
  service = await startService();
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await service?.stop();
});

function signIn(page: Page, email: string, password: string, lang: 'ja' | 'en') {
  return signInAs(page, service.baseUrl, email, password, lang);
}

describe('paying', () => {
  it('upgrades the plan with a coupon by card through 3-D Secure, and gives a receipt PDF', async () => {
    // The operator creates a 20 % coupon for unlimited plans.
    const operator = await (await newContext(browser, 1280)).newPage();
    await signIn(operator, 'admin@otodoke.test', 'otodoke-admin', 'ja');
    await operator.goto(`${service.baseUrl}/admin?section=payments&lang=ja`);
    await operator.getByRole('button', { name: 'クーポンを作成' }).click();
    const dialog = operator.getByRole('dialog');
    await dialog.getByLabel('コード').fill('plan-e2e');
    await dialog.getByLabel('対象のカテゴリ').click();
    await operator.getByRole('option', { name: 'Unlimited プラン' }).click();
    await dialog.getByLabel('割合で割引').check();
    await dialog.getByLabel('割引率（%）').fill('20');
    await dialog.getByRole('button', { name: '作成する' }).click();
    await operator.getByText('PLAN-E2E').first().waitFor();

    const page = await (await newContext(browser, 375)).newPage();
    await signIn(page, 'demo@otodoke.test', 'otodoke-demo', 'ja');
    // A card that asks for 3-D Secure, typed on the gateway's page.
    await page.goto(`${service.baseUrl}/dashboard/profile/card?lang=ja`);
    await page.getByRole('button', { name: 'カードを変更する' }).click();
    await page.waitForURL(/\/simulator\/checkout\//);
    await page.locator('#card-number').fill('4000 0027 6000 3184');
    await page.locator('#card-expiry').fill('12/34');
    await page.locator('#card-cvc').fill('123');
    await page.locator('#card-name').fill('TARO OTODOKE');
    await page.getByRole('button', { name: /登録する/ }).click();
    await page.waitForURL(/\/dashboard\/profile\/card/);
    await page.getByText('•••• 3184').first().waitFor();

    await page.goto(`${service.baseUrl}/dashboard/pricing?lang=ja`);
    await page.getByRole('button', { name: 'このプランにアップグレード' }).first().click();
    const checkout = page.getByRole('dialog');
    await checkout.getByLabel('クーポンコード').fill('PLAN-E2E');
    await checkout.getByRole('button', { name: '適用' }).click();
    await checkout.getByText(/クーポン PLAN-E2E を適用しました/).waitFor();
    await checkout.getByLabel(/クレジットカード/).check();
    await checkout.getByRole('button', { name: 'お支払いへ進む' }).click();

    // The simulator's 3-D Secure page, then back to the result.
    await page.waitForURL(/\/simulator\/3ds\//);
    await page.getByRole('button', { name: /認証する/ }).click();
    await page.waitForURL(/\/dashboard\/profile\/payments\/result/);
    await page.getByText('お支払いが完了しました').first().waitFor({ timeout: 20_000 });
    const receipt = page.getByRole('link', { name: /領収書をダウンロード/ });
    const href = await receipt.getAttribute('href');
    const pdf = await page.request.get(`${service.baseUrl}${href}`);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

    await page.goto(`${service.baseUrl}/dashboard/profile/plan?lang=ja`);
    await page.getByText('Unlimited Pro').first().waitFor();
  });

  it('pays a single at a convenience store and shows the lapsed voucher as expired', async () => {
    const page = await (await newContext(browser, 1280)).newPage();
    await signIn(page, 'demo@otodoke.test', 'otodoke-demo', 'en');
    await page.goto(`${service.baseUrl}/dashboard/releases?_acid=2&lang=en`);
    await page.getByRole('button', { name: /Pay/ }).first().click();
    const checkout = page.getByRole('dialog');
    await checkout.getByText('¥1,650').first().waitFor();
    await checkout.getByLabel(/Convenience store/).check();
    await checkout.getByRole('button', { name: 'Proceed to payment' }).click();

    await page.waitForURL(/\/dashboard\/profile\/payments\/result/);
    await page.getByText('FamilyMart').first().waitFor({ timeout: 20_000 });
    // On the simulator's voucher page, the deadline passes without a payment.
    const voucher = await page
      .getByRole('link', { name: /simulator/i })
      .first()
      .getAttribute('href');
    const simulatorPage = await page.context().newPage();
    await simulatorPage.goto(voucher!);
    await simulatorPage.getByRole('button', { name: /Let it expire/ }).click();
    await simulatorPage.getByText('The deadline has passed.').first().waitFor();
    // Back on the result page later: the order has expired.
    await page.reload();
    await page.getByText('The payment deadline has passed').first().waitFor({ timeout: 20_000 });

    await page.goto(`${service.baseUrl}/dashboard/releases?_acid=2&lang=en`);
    await page.getByText('Payment failed').first().waitFor();
  });
});
