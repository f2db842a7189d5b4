// Distribution in the browser: the personal account pays its single at a convenience store (through the payment
// gateway simulator's voucher page); an operator approves it in the review queue at /admin; the service delivers it
// over SFTP to the store simulator and the owner watches every store go on sale on the release page; then the owner
// asks for a takedown and watches the stores take it down.
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

const TITLE = 'はじめての配信';
const STORES = ['Apple Music', 'Spotify', 'LINE MUSIC', 'AWA'];

describe('distribution', () => {
  it('delivers a paid single approved by an operator to every store, then takes it down at the owner’s request', async () => {
    // The owner pays the single at a convenience store; the store's payment arrives through the simulator.
    const owner = await (await newContext(browser, 375)).newPage();
    await signIn(owner, 'demo@otodoke.test', 'otodoke-demo', 'en');
    await owner.goto(`${service.baseUrl}/dashboard/releases?_acid=2&lang=en`);
    await owner.getByRole('button', { name: /Pay/ }).first().click();
    const checkout = owner.getByRole('dialog');
    await checkout.getByLabel(/Convenience store/).check();
    await checkout.getByRole('button', { name: 'Proceed to payment' }).click();
    await owner.waitForURL(/\/dashboard\/profile\/payments\/result/);
    const voucher = await owner
      .getByRole('link', { name: /simulator/i })
      .first()
      .getAttribute('href');
    const shop = await owner.context().newPage();
    await shop.goto(voucher!);
    await shop.getByRole('button', { name: /Pay at the store/ }).click();
    await owner.reload();
    await owner.getByText('Payment complete').first().waitFor({ timeout: 30_000 });

    // The operator finds it in the review queue once the automatic checks passed, and approves it.
    const operator = await (await newContext(browser, 1280)).newPage();
    await signIn(operator, 'admin@otodoke.test', 'otodoke-admin', 'en');
    const open = operator.getByRole('button', { name: `Review "${TITLE}"` });
    const deadline = Date.now() + 60_000;
    while ((await open.count()) === 0 && Date.now() < deadline) {
      await operator.goto(`${service.baseUrl}/admin?lang=en`);
      await operator.getByRole('heading', { name: 'Waiting for review' }).waitFor();
      await operator.waitForTimeout(1000);
    }
    await open.first().click();
    const review = operator.getByRole('dialog');
    const releaseId = /Release ID: (\d+)/.exec((await review.getByText(/Release ID:/).textContent()) ?? '')?.[1];
    expect(releaseId).toBeTruthy();
    await review.getByRole('button', { name: 'Approve', exact: true }).click();
    await operator.getByText('Approved').first().waitFor();

    // The owner's release page, in Japanese: every chosen store goes on sale.
    await owner.goto(`${service.baseUrl}/dashboard/releases/new?release_id=${releaseId}&_acid=2&lang=ja`);
    await owner.getByRole('heading', { name: 'ストアでの配信状況' }).waitFor({ timeout: 30_000 });
    // On a phone the stores are a list, one item per store.
    const storeRows = owner.getByRole('list', { name: 'ストアごとの配信状況' }).getByRole('listitem');
    for (const store of STORES) {
      await storeRows.filter({ hasText: store }).filter({ hasText: '配信中' }).first().waitFor({ timeout: 90_000 });
    }
    expect(await storeRows.count()).toBe(STORES.length);
    // The history shows the operator's decision.
    await owner.getByText('審査承認').first().waitFor();

    // The owner asks for a takedown; the stores confirm it.
    await owner.getByRole('button', { name: '配信停止を依頼' }).click();
    const ask = owner.getByRole('dialog');
    await ask.getByLabel('配信停止の理由').fill('レーベル移籍のため');
    await ask.getByRole('button', { name: '配信停止を依頼する' }).click();
    await owner.getByRole('dialog').getByRole('button', { name: '配信を停止する' }).click();
    await owner.getByText('配信停止の依頼を受け付けました').first().waitFor();
    for (const store of STORES) {
      await storeRows
        .filter({ hasText: store })
        .filter({ hasText: '配信停止済み' })
        .first()
        .waitFor({ timeout: 90_000 });
    }
    await owner.getByText('配信停止（お客様のご依頼）').first().waitFor({ timeout: 30_000 });
    expect(await storeRows.filter({ hasText: '配信中' }).count()).toBe(0);
  });
});
