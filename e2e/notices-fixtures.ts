// Popups, one-time alerts and messages with a picture set up through the operators' API (as the journeys and the
// screenshots need them), from a page signed in as an operator.
import type { Browser, Page } from 'playwright-core';

type Json = Record<string, unknown>;

export const OPERATOR = { email: 'admin@otodoke.test', password: 'otodoke-admin' };
export const MODAL_FLAG = 'isMessageModalAvailable';

/** One call of the API with the page's cookies and CSRF token; throws on anything but 2xx. */
export async function api(page: Page, baseUrl: string, method: 'GET' | 'POST' | 'PUT', url: string, body?: Json) {
  const me = await page.request.get(`${baseUrl}/api/v1/me`);
  const csrf = me.headers()['x-csrf-token'] ?? '';
  const answer = await page.request.fetch(`${baseUrl}${url}`, {
    method,
    headers: { 'x-csrf-token': csrf, 'content-type': 'application/json' },
    ...(body ? { data: JSON.stringify(body) } : {}),
  });
  if (!answer.ok()) throw new Error(`${method} ${url}: ${answer.status()} ${await answer.text()}`);
  return (await answer.json()) as Json;
}

/** A page of a new context of `browser`, signed in as the operator. */
export async function operatorPage(browser: Browser, baseUrl: string, width = 1280): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, locale: 'en-US' });
  const page = await context.newPage();
  await page.goto(`${baseUrl}/creators?action=signin&lang=en`);
  await page.locator('input[type="email"]').fill(OPERATOR.email);
  await page.locator('input[type="password"]').fill(OPERATOR.password);
  await page.locator('form button[type="submit"]').first().click();
  await page.waitForURL(/\/(dashboard|admin)/);
  return page;
}

const paragraphs = (...texts: string[]) => ({
  type: 'doc',
  content: texts.map((text) => ({ type: 'paragraph', content: [{ type: 'text', text }] })),
});

export interface NoticeSample {
  kind: 'popup' | 'alert';
  ja: { title: string; body: string[] };
  en: { title: string; body: string[] };
  display?: 'once' | 'until_read';
  ctaUrl?: string | null;
}

/** Creates the popup or alert as a draft with its settings, publishes it, and answers its id. */
export async function publishNotice(page: Page, baseUrl: string, sample: NoticeSample): Promise<number> {
  const created = await api(page, baseUrl, 'POST', '/admin/api/v2/content/entries', {
    kind: sample.kind,
    translations: {
      ja: { title: sample.ja.title, body: paragraphs(...sample.ja.body) },
      en: { title: sample.en.title, body: paragraphs(...sample.en.body) },
    },
    notice: { display: sample.display ?? 'once', cta_url: sample.ctaUrl ?? null },
  });
  const id = created.id as number;
  await api(page, baseUrl, 'POST', `/admin/api/v2/content/entries/${id}/status`, { action: 'publish' });
  return id;
}

/** Turns the message-modal flag on for the demo's accounts (the label, 1, and the person's own, 2). */
export async function enableModal(page: Page, baseUrl: string): Promise<void> {
  for (const account of [1, 2]) {
    await api(page, baseUrl, 'PUT', `/admin/api/v2/accounts/${account}/features/${MODAL_FLAG}`, { enabled: true });
  }
}

export const SAMPLE_POPUP: NoticeSample = {
  kind: 'popup',
  ja: {
    title: '年末年始の配信スケジュールのお知らせ',
    body: [
      '12月27日から1月5日まではストアの審査が混み合います。',
      '年内の配信をご希望の場合は、12月13日までにリリースの申請をお済ませください。',
    ],
  },
  en: {
    title: 'Release schedule over the holidays',
    body: [
      'Stores review releases more slowly from 27 December to 5 January.',
      'To go live this year, submit your release by 13 December.',
    ],
  },
  ctaUrl: '/dashboard/releases',
};

export const SAMPLE_ALERT: NoticeSample = {
  kind: 'alert',
  ja: {
    title: 'ご登録のメールアドレスをご確認ください',
    body: ['審査結果や収益のお知らせが届くよう、プロフィールのメールアドレスが最新かご確認ください。'],
  },
  en: {
    title: 'Please check your e-mail address',
    body: ['Make sure the address in your profile is current, so that review results and revenue notices reach you.'],
  },
  display: 'until_read',
  ctaUrl: '/dashboard/profile/basic-info',
};
