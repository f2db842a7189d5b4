// The landing page's loading in a real browser: it paints from the prerendered markup, the app starts after the page
// has loaded and renders over it without a shift, links work before that; every other page preloads the app.
import type { Browser, Page } from 'playwright-core';
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

/** Runs before the page's scripts: adds up the layout shifts not caused by input. */
const OBSERVE_SHIFTS = `
  window.__cls = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__cls += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
`;

/** Whether React has rendered into #root (createRoot marks its container with a `__reactContainer$…` key). */
const appStarted = (page: Page) =>
  page.evaluate(() => Object.keys(document.getElementById('root')!).some((key) => key.startsWith('__reactContainer')));

/** When the app chunk was asked for and when the page's load event began, in ms since navigation. */
const timings = (page: Page) =>
  page.evaluate(() => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const app = performance.getEntriesByType('resource').find((entry) => /\/assets\/app-[^/]+\.js$/.test(entry.name));
    return { load: navigation.loadEventStart, app: app?.startTime ?? null };
  });

describe('landing page', () => {
  it('paints without the app, starts it after load with no layout shift, and the app switches the language', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.addInitScript(OBSERVE_SHIFTS);
    const response = await page.goto(`${service.baseUrl}/?lang=ja`);
    const html = await response!.text();
    expect(html).toContain('<div id="root" data-prerendered>');
    expect(html).not.toContain('rel="modulepreload"');
    const prerenderedTitle = await page.locator('#hero-title').textContent();
    expect(prerenderedTitle).toBeTruthy();

    await expect.poll(() => appStarted(page), { timeout: 15_000 }).toBe(true);
    const { load, app } = await timings(page);
    expect(app).not.toBeNull();
    expect(app!).toBeGreaterThanOrEqual(load);
    // The app renders the same page over the markup: same text, nothing moved.
    expect(await page.locator('#hero-title').textContent()).toBe(prerenderedTitle);
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => (window as unknown as { __cls: number }).__cls)).toBeLessThanOrEqual(0.05);

    await page.getByRole('link', { name: 'English' }).first().click();
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('en');
    await expect.poll(() => page.locator('#hero-title').textContent()).not.toBe(prerenderedTitle);
    expect(new URL(page.url()).pathname).toBe('/');
    await context.close();
  });

  it('follows a link before the app has started: the links are real anchors', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    // The app chunk never arrives: whatever works here works without the app.
    await page.route(/\/assets\/app-[^/]+\.js$/, (route) => route.abort());
    await page.goto(`${service.baseUrl}/?lang=en`);
    expect(await appStarted(page)).toBe(false);
    await page.getByRole('link', { name: 'Sign up' }).first().click();
    await page.waitForURL(/action=signup/);
    await context.close();
  });

  it('switches the language and reaches the navigation on a phone before the app has started', async () => {
    const context = await newContext(browser, 375);
    const page = await context.newPage();
    await page.route(/\/assets\/app-[^/]+\.js$/, (route) => route.abort());
    await page.goto(`${service.baseUrl}/?lang=en`);
    // The menu button leads to the footer's navigation, which has every link of the menu.
    await page.getByRole('link', { name: 'Open menu' }).click();
    await page.waitForURL(/#site-navigation$/);
    await page.locator('#site-navigation').getByRole('link', { name: 'Pricing' }).waitFor();
    // The language links are pages of their own: the server renders the landing page in Japanese.
    await page.getByRole('link', { name: '日本語' }).first().click();
    await page.waitForURL(/lang=ja/);
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('ja');
    expect(await appStarted(page)).toBe(false);
    await context.close();
  });

  it('opens the menu in place and switches the language without a new page once the app has started', async () => {
    const context = await newContext(browser, 375);
    const page = await context.newPage();
    await page.goto(`${service.baseUrl}/?lang=en`);
    await expect.poll(() => appStarted(page), { timeout: 15_000 }).toBe(true);
    await page.getByRole('link', { name: 'Open menu' }).click();
    const drawer = page.getByRole('presentation').locator('nav');
    await drawer.getByRole('link', { name: 'Pricing' }).waitFor();
    expect(new URL(page.url()).hash).toBe('');
    await page.keyboard.press('Escape');
    await page.locator('#site-navigation').scrollIntoViewIfNeeded();
    await page.getByRole('link', { name: '日本語' }).last().click();
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('ja');
    expect(new URL(page.url()).search).toBe('?lang=en');
    await context.close();
  });

  it('preloads the app on other pages, which the app renders at once', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const response = await page.goto(`${service.baseUrl}/pricing?lang=en`);
    const html = await response!.text();
    expect(html).not.toContain('data-prerendered');
    expect(html).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/app-[^"]+\.js">/);
    await page.getByRole('heading', { name: 'Pricing', exact: true }).waitFor();
    expect(await appStarted(page)).toBe(true);
    await context.close();
  });
});
