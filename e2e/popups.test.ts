// Popups and one-time alerts in the browser: an operator writes a popup in the content editor (Japanese and English,
// its button) and publishes it; a member whose account has the message-modal flag sees it once. Then, with a popup
// published through the operators' API, a member
// whose account has the message-modal flag signs in and sees it as a modal (focus inside, Esc closes), reloads: gone;
// `?show_notice=1` shows it again and its button leads on. A one-time alert shows as a banner until closed; the
// operator's counts and preview page see it all.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, type RunningService, signInAs, startService } from './harness.ts';
import { api, enableModal, operatorPage, publishNotice, SAMPLE_ALERT, SAMPLE_POPUP } from './notices-fixtures.ts';

let service: RunningService;
let browser: Browser;
let operator: Page;
let popupId: number;

beforeAll(async () => {
  service = await startService();
  browser = await launchBrowser();
  operator = await operatorPage(browser, service.baseUrl);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await service?.stop();
});

/** Loads a dashboard address and waits for the popups' answer (so that "no dialog" is not judged too early). */
async function openDashboard(page: Page, path: string) {
  const popups = page.waitForResponse((response) => new URL(response.url()).pathname === '/member/popup');
  await page.goto(`${service.baseUrl}${path}`);
  await popups;
  await page.waitForLoadState('networkidle');
}

/** Writes a popup in the operators' editor, in English and Japanese with a button, and publishes it; its id. */
async function publishPopupInEditor(page: Page, sample: typeof SAMPLE_POPUP): Promise<number> {
  await page.goto(`${service.baseUrl}/admin/content/new?kind=popup&lang=en`);
  await page.getByRole('heading', { level: 1, name: 'New Popup' }).waitFor();
  const english = page.getByRole('region', { name: 'English', exact: true });
  await english.getByLabel('Title (English)').fill(sample.en.title);
  await page.getByRole('textbox', { name: 'Body (English)', exact: true }).click();
  await page.keyboard.type(sample.en.body.join(' '));
  const japanese = page.getByRole('region', { name: 'Japanese', exact: true });
  await japanese.getByRole('button', { name: 'Start writing in Japanese' }).click();
  await japanese.getByLabel('Title (Japanese)').fill(sample.ja.title);
  await page.getByRole('textbox', { name: 'Body (Japanese)', exact: true }).click();
  await page.keyboard.type(sample.ja.body.join(''));
  await page.getByLabel('Button link').fill(sample.ctaUrl ?? '');
  await page.getByRole('button', { name: 'Create draft' }).click();
  await page.waitForURL(/\/admin\/content\/\d+/);
  await page.getByText('All changes saved').waitFor();
  await page.getByRole('button', { name: 'Publish now' }).click();
  await page.getByText('Published', { exact: true }).first().waitFor();
  return Number(new URL(page.url()).pathname.split('/').at(-1));
}

describe('popups', () => {
  it('are written and published by an operator in the editor, and a member sees one once', async () => {
    const sample = {
      ...SAMPLE_POPUP,
      ja: { title: '配信ストア追加のお知らせ', body: ['新しいストアへの配信を始めました。'] },
      en: { title: 'New stores added', body: ['Your releases can now go to more stores.'] },
    };
    const editorPage = await operatorPage(browser, service.baseUrl);
    const id = await publishPopupInEditor(editorPage, sample);
    await enableModal(operator, service.baseUrl);

    const page = await (await newContext(browser, 1280)).newPage();
    await signInAs(page, service.baseUrl, 'demo@otodoke.test', 'otodoke-demo', 'en');
    const dialog = page.getByRole('dialog', { name: sample.en.title });
    await dialog.waitFor();
    await dialog.getByText(sample.en.body[0]!).waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    // Once: the next visit shows no popup.
    await openDashboard(page, '/dashboard?lang=en');
    expect(await page.getByRole('dialog').count()).toBe(0);
    const stats = await api(operator, service.baseUrl, 'GET', `/admin/api/v2/content/${id}/notice-stats`);
    expect(stats).toMatchObject({ kind: 'popup', shown: 1 });
    // Archived, so that the next journey's popup is the only one.
    await api(operator, service.baseUrl, 'POST', `/admin/api/v2/content/entries/${id}/status`, { action: 'archive' });
    await page.context().close();
    await editorPage.context().close();
  });

  it('show once to a member with the message-modal flag, and again with show_notice=1', async () => {
    popupId = await publishNotice(operator, service.baseUrl, SAMPLE_POPUP);
    await enableModal(operator, service.baseUrl);

    const page = await (await newContext(browser, 375)).newPage();
    await signInAs(page, service.baseUrl, 'demo@otodoke.test', 'otodoke-demo', 'ja');
    const dialog = page.getByRole('dialog', { name: SAMPLE_POPUP.ja.title });
    await dialog.waitFor();
    await dialog.getByText(SAMPLE_POPUP.ja.body[1]!).waitFor();
    // The modal keeps the focus inside; Esc closes it.
    expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    await openDashboard(page, '/dashboard');
    expect(await page.getByRole('dialog').count()).toBe(0);

    await openDashboard(page, '/dashboard?show_notice=1');
    await dialog.waitFor();
    await dialog.getByRole('link', { name: '詳しく見る' }).click();
    await page.waitForURL(/\/dashboard\/releases$/);
    await dialog.waitFor({ state: 'hidden' });

    const stats = await api(operator, service.baseUrl, 'GET', `/admin/api/v2/content/${popupId}/notice-stats`);
    expect(stats).toMatchObject({ kind: 'popup', shown: 1, read: 1 });
  });

  it('stay out of the way of an account without the flag: not even asked for', async () => {
    await api(operator, service.baseUrl, 'PUT', '/admin/api/v2/accounts/1/features/isMessageModalAvailable', {
      enabled: false,
    });
    const page = await (await newContext(browser, 1280)).newPage();
    const asked: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/member/popup') asked.push(request.url());
    });
    await signInAs(page, service.baseUrl, 'staff@otodoke.test', 'otodoke-staff', 'en');
    await page.goto(`${service.baseUrl}/dashboard?show_notice=1`);
    await page.waitForLoadState('networkidle');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(asked).toEqual([]);
  });

  it('are previewed by the operator as members see them', async () => {
    await operator.goto(`${service.baseUrl}/preview/popup/${popupId}?lang=en`);
    const dialog = operator.getByRole('dialog', { name: SAMPLE_POPUP.en.title });
    await dialog.waitFor();
    await operator.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await operator.getByRole('button', { name: 'Open the popup' }).click();
    await dialog.waitFor();
  });
});

describe('one-time alerts', () => {
  it('show as a banner until closed, and the close is counted', async () => {
    const alertId = await publishNotice(operator, service.baseUrl, SAMPLE_ALERT);
    const page = await (await newContext(browser, 1280)).newPage();
    await signInAs(page, service.baseUrl, 'staff@otodoke.test', 'otodoke-staff', 'en');
    const banner = page.getByRole('region', { name: new RegExp(SAMPLE_ALERT.en.title) });
    await banner.waitFor();
    await banner.getByRole('link', { name: 'Learn more' }).waitFor();
    await page.reload();
    await banner.waitFor();
    await banner.getByRole('button', { name: 'Close this notice' }).click();
    await banner.waitFor({ state: 'hidden' });
    await page.reload();
    await page.waitForLoadState('networkidle');
    expect(await banner.count()).toBe(0);
    const stats = await api(operator, service.baseUrl, 'GET', `/admin/api/v2/content/${alertId}/notice-stats`);
    expect(stats).toMatchObject({ kind: 'alert', shown: 1, read: 1, close_clicks: 1, cta_clicks: 0 });
  });
});
