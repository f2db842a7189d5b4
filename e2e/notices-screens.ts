// What the screenshots of popups, the one-time alert and a message with a picture need: published through the
// operators' API from an operator's own browser context, with the demo's message-modal flag on, and archived again
// after their screens, so that the other dashboard screens show no banner or popup.
import type { Browser, Page } from 'playwright-core';
import { api, enableModal, operatorPage, publishNotice, SAMPLE_ALERT, SAMPLE_POPUP } from './notices-fixtures.ts';

let made: { popup: number; alert: number } | null = null;

function browserOf(page: Page): Browser {
  const browser = page.context().browser();
  if (!browser) throw new Error('the page has no browser to open an operator context in');
  return browser;
}

async function asOperator(page: Page, baseUrl: string, work: (operator: Page) => Promise<void>) {
  const operator = await operatorPage(browserOf(page), baseUrl);
  try {
    await work(operator);
  } finally {
    await operator.context().close();
  }
}

/** The sample popup and alert published (made the first time, with a message with a picture). */
export function withNotices(page: Page, baseUrl: string): Promise<void> {
  return asOperator(page, baseUrl, async (operator) => {
    if (made) {
      for (const id of [made.popup, made.alert]) {
        await api(operator, baseUrl, 'POST', `/admin/api/v2/content/entries/${id}/status`, { action: 'publish' });
      }
      return;
    }
    await enableModal(operator, baseUrl);
    made = {
      popup: await publishNotice(operator, baseUrl, SAMPLE_POPUP),
      alert: await publishNotice(operator, baseUrl, SAMPLE_ALERT),
    };
    await api(operator, baseUrl, 'POST', '/admin/api/v2/messages', {
      title_ja: 'あなたの楽曲がチャートインしました',
      title_en: 'Your song entered a chart',
      body_ja: '「Night Drive」が今週のJ-Popチャートで32位に入りました。おめでとうございます！',
      body_en: '"Night Drive" entered this week\'s J-Pop chart at number 32. Congratulations!',
      link_path: '/dashboard/reports/estimate',
      static_image_type: 'chart_in',
    });
  });
}

/** The sample popup and alert archived (the message stays in the inbox). */
export function withoutNotices(page: Page, baseUrl: string): Promise<void> {
  const ids = made;
  if (!ids) return Promise.resolve();
  return asOperator(page, baseUrl, async (operator) => {
    for (const id of [ids.popup, ids.alert]) {
      await api(operator, baseUrl, 'POST', `/admin/api/v2/content/entries/${id}/status`, { action: 'archive' });
    }
  });
}
