// Revenue in the browser: the label shares 30 % of a release with its guest vocalist, who accepts from the e-mailed
// link; a store's report of the next month's sales is uploaded by an operator, who confirms the month at its end
// (the server's clock for month closes is a file this journey moves forward); the label and the guest both see their
// amounts; the guest adds a bank account and withdraws, and an operator marks the transfer paid.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { addDays, firstDayOfMonth, monthOf, nextMonth, todayInTokyo } from '@otodoke/domain';
import { createDsrWriter } from '@otodoke/protocols/sales-reports/write-dsr.ts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  latestMail,
  launchBrowser,
  linkIn,
  newContext,
  type RunningService,
  signInAs,
  startService,
} from './harness.ts';

let service: RunningService;
let browser: Browser;
let clockDir: string;
let clockFile: string;

const RELEASE = '雨上がりの街';
const GUEST = { email: 'guest@otodoke.test', password: 'otodoke-guest' };

/** Month closes and splits on the server take this as now. */
function setClock(date: string) {
  writeFileSync(clockFile, `${date}T03:00:00Z`);
}

beforeAll(async () => {
  clockDir = mkdtempSync(path.join(tmpdir(), 'otodoke-clock-'));
  clockFile = path.join(clockDir, 'now');
  writeFileSync(clockFile, '');
  service = await startService({ env: { CLOCK_FILE: clockFile } });
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await service?.stop();
  rmSync(clockDir, { recursive: true, force: true });
});

function signIn(page: Page, email: string, password: string, lang: 'ja' | 'en') {
  return signInAs(page, service.baseUrl, email, password, lang);
}

/** The demo seeds its year of sales after the server starts; its last step is a withdrawal waiting for an operator. */
async function waitForDemoRevenue(page: Page) {
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    const answer = await page.request.get(`${service.baseUrl}/admin/api/v2/withdrawals`);
    if (answer.ok() && ((await answer.json()) as { total: number }).total >= 1) return;
    await page.waitForTimeout(2000);
  }
  throw new Error('the demo revenue was not seeded in time');
}

/** A store's daily report of the release's plays: JPY, 1 yen a stream on a JP subscription. */
function reportOf(release: { upc: string; isrcs: string[] }, day: string, streams: number) {
  const writer = createDsrWriter({
    header: {
      messageId: `E2E-${day}`,
      createdAt: `${day}T18:00:00Z`,
      usageStart: day,
      usageEnd: day,
      sender: { dpid: 'PADPIDA9900000077', name: 'LINE MUSIC' },
      recipient: { dpid: 'PADPIDA2026112501Z', name: 'Otodoke' },
      serviceDescription: 'LINE MUSIC Premium',
    },
  });
  const perTrack = Math.floor(streams / release.isrcs.length);
  const total = perTrack * release.isrcs.length;
  return (
    writer.headerText() +
    writer.summary({
      id: 'S1',
      commercialModel: 'SubscriptionModel',
      useType: 'OnDemandStream',
      territory: 'JP-13',
      serviceDescription: 'LINE MUSIC Premium',
      usages: total,
      users: 500,
      currency: 'JPY',
      netRevenue: `${total}.00`,
    }) +
    writer.block({
      release: { icpn: release.upc, dspReleaseId: 'lm-1', title: RELEASE, artist: 'Demo' },
      resources: release.isrcs.map((isrc, index) => ({
        isrc,
        dspResourceId: `lm-${index}`,
        title: `Track ${index + 1}`,
        artist: 'Demo',
        durationSeconds: 200,
      })),
      sales: release.isrcs.map((_, index) => ({
        summaryId: 'S1',
        resourceIndex: index,
        usages: perTrack,
        useType: 'OnDemandStream',
      })),
    }) +
    writer.footer()
  );
}

async function balanceOf(page: Page, acid?: number) {
  const answer = await page.request.get(`${service.baseUrl}/api/v2/me/balance/entries${acid ? `?_acid=${acid}` : ''}`);
  return ((await answer.json()) as { balance: number }).balance;
}

describe('revenue', () => {
  it('splits a month of sales 70/30 with a collaborator who then withdraws to a bank account', async () => {
    const operator = await (await newContext(browser, 1280)).newPage();
    await signIn(operator, 'admin@otodoke.test', 'otodoke-admin', 'en');
    await waitForDemoRevenue(operator);

    // The label sets the split from next month and invites the guest.
    const owner = await (await newContext(browser, 1280)).newPage();
    await signIn(owner, 'demo@otodoke.test', 'otodoke-demo', 'en');
    const list = (await (
      await owner.request.get(`${service.baseUrl}/api/v1/me/releases?_acid=1&limit=100`)
    ).json()) as {
      items: Array<{ id: number; title: string }>;
    };
    const releaseId = list.items.find((item) => item.title === RELEASE)!.id;
    const detail = (await (
      await owner.request.get(`${service.baseUrl}/api/v1/me/releases/${releaseId}?_acid=1`)
    ).json()) as {
      upc: string;
      songs: Array<{ isrc: string }>;
    };
    const release = { upc: detail.upc, isrcs: detail.songs.map((song) => song.isrc) };

    await owner.goto(`${service.baseUrl}/member/split?_acid=1&lang=en`);
    await owner.getByRole('heading', { name: 'Splits by release' }).waitFor();
    await owner.getByRole('button', { name: `Set up the split of "${RELEASE}"` }).click();
    const dialog = owner.getByRole('dialog');
    await dialog.getByLabel("This account's share").fill('70');
    await dialog.getByRole('button', { name: 'Add a collaborator' }).click();
    const collaborator = dialog.getByRole('group', { name: 'Collaborator 1' });
    await collaborator.getByLabel(/^Email address/).fill(GUEST.email);
    await collaborator.getByLabel(/^Share/).fill('30');
    await dialog.getByText('Total 100%').waitFor();
    await dialog.getByRole('button', { name: 'Save' }).click();
    const splitMonth = nextMonth(monthOf(todayInTokyo(new Date())));
    await owner
      .getByText(/^Split saved\. It applies from /)
      .first()
      .waitFor();

    // The guest accepts from the link in the mail, in Japanese, on a phone.
    const guest = await (await newContext(browser, 375)).newPage();
    const mail = await latestMail(guest, service.baseUrl, GUEST.email, /収益分配に招待|revenue split/);
    const link = linkIn(mail, /\/member\/split\?token=/);
    await signIn(guest, GUEST.email, GUEST.password, 'ja');
    await guest.goto(`${link}&lang=ja`);
    await guest.getByRole('heading', { name: '収益分配への招待' }).waitFor();
    await guest.getByRole('button', { name: '承認する' }).click();
    await guest
      .getByText(/招待を承認しました/)
      .first()
      .waitFor();

    // Sales of the split month arrive; the operator uploads the store's report.
    const day = `${splitMonth}-15`;
    const bytes = Buffer.from(reportOf(release, day, 10_000));
    await operator.goto(`${service.baseUrl}/admin?lang=en`);
    // The console's navigation: the sales section, with what waits in it counted on its tab.
    await operator.getByRole('tab', { name: /^Sales/ }).click();
    await operator.waitForURL(/section=revenue/);
    await operator.getByRole('heading', { name: 'Sales reports' }).waitFor();
    const upload = operator.getByRole('dialog', { name: 'Upload a sales report' });
    for (let attempt = 0; attempt < 3 && !(await upload.isVisible()); attempt++) {
      await operator.getByRole('button', { name: 'Upload a report' }).click();
      await upload.waitFor({ timeout: 10_000 }).catch(() => {});
    }
    await upload.getByRole('combobox', { name: /Store/ }).click();
    await operator.getByRole('option', { name: 'LINE MUSIC', exact: true }).click();
    await upload
      .locator('input[type="file"]')
      .setInputFiles({ name: `DSR_line_${day}.tsv`, mimeType: 'text/tab-separated-values', buffer: bytes });
    await upload.getByRole('button', { name: 'Upload' }).click();
    await upload.getByText('Imported', { exact: true }).first().waitFor({ timeout: 60_000 });
    await operator.keyboard.press('Escape');

    // The month ends; the operator closes every month up to it, one at a time.
    setClock(addDays(firstDayOfMonth(nextMonth(splitMonth)), 2));
    const splitMonthLabel = new Date(`${splitMonth}-01T00:00:00Z`).toLocaleString('en-US', {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    for (let round = 0; round < 3; round++) {
      await operator.goto(`${service.baseUrl}/admin?section=revenue&lang=en`);
      await operator.getByRole('heading', { name: 'Month close' }).waitFor();
      const next = operator.getByRole('button', { name: /^Close [A-Z][a-z]+ \d{4}$/ });
      await next.waitFor();
      const month = ((await next.textContent()) ?? '').replace('Close ', '').trim();
      await next.click();
      await operator.getByRole('dialog').getByRole('button', { name: 'Close the month' }).click();
      await operator.getByText(`${month} closed`, { exact: false }).first().waitFor({ timeout: 60_000 });
      if (month === splitMonthLabel) break;
    }

    // The label's statement shows the 30 % paid to the guest; the guest received it.
    await owner.goto(
      `${service.baseUrl}/creators/dashboard/reports/financial?year_month=${splitMonth}&_acid=1&lang=en`,
    );
    await owner.getByText('花村 ゆい').first().waitFor({ timeout: 30_000 });
    await owner.getByText('¥3,000').first().waitFor();
    await guest.goto(`${service.baseUrl}/creators/dashboard/reports/financial?year_month=${splitMonth}&lang=ja`);
    await guest.getByText('3,000円').first().waitFor();
    const guestBalance = await balanceOf(guest);
    expect(guestBalance).toBeGreaterThanOrEqual(3000);

    // The guest adds a bank account and withdraws 2,000 yen.
    await guest.goto(`${service.baseUrl}/member/withdrawal?lang=ja`);
    await guest.getByRole('button', { name: '口座を追加' }).click();
    const account = guest.getByRole('dialog');
    await account.getByLabel('金融機関').fill('みずほ');
    await guest.getByRole('option', { name: /0001 みずほ/ }).click();
    await account.getByLabel('支店').fill('東京営業部');
    await guest.getByRole('option', { name: /001 東京営業部/ }).click();
    await account.getByLabel('口座番号').fill('1234567');
    await account.getByLabel(/口座名義/).fill('ハナムラ ユイ');
    await account.getByText('ﾊﾅﾑﾗ ﾕｲ').first().waitFor();
    await account.getByRole('button', { name: '追加する' }).click();
    await guest.getByText('ﾊﾅﾑﾗ ﾕｲ').first().waitFor();
    await guest.getByLabel('出金額').fill('2000');
    await guest.getByRole('button', { name: '出金を申請する' }).click();
    await guest.getByRole('dialog').getByRole('button', { name: '申請する' }).click();
    await guest
      .getByText(/出金を申請しました/)
      .first()
      .waitFor();
    expect(await balanceOf(guest)).toBe(guestBalance - 2000);

    // The operator makes the transfer and marks it paid.
    await operator.goto(`${service.baseUrl}/admin?section=payments&lang=en`);
    await operator.getByRole('heading', { name: 'Withdrawals' }).waitFor();
    await operator.getByRole('button', { name: /Mark ¥1,670 to 花村 ゆい paid/ }).click();
    await operator.getByRole('dialog').getByRole('button', { name: 'Mark paid' }).click();
    await operator.getByText('Marked paid').first().waitFor();
    await guest.reload();
    await guest.getByText('振込済み').first().waitFor({ timeout: 20_000 });
  });

  it('refuses a report that disagrees with itself, and replaces an imported report with its corrected file', async () => {
    const operator = await (await newContext(browser, 1280)).newPage();
    await signIn(operator, 'admin@otodoke.test', 'otodoke-admin', 'ja');
    const day = todayInTokyo(new Date());
    const release = { upc: '4580000000994', isrcs: ['JPZZ02699901', 'JPZZ02699902'] };
    const honest = reportOf(release, day, 1000).replaceAll(`E2E-${day}`, `E2E-FIX-${day}`);
    // One sale row claims ten times its streams: the summary still says 1,000.
    const inflated = honest.replace(/^(SU02[^\n]*\t)500(\t|\n)/m, '$15000$2');
    expect(inflated).not.toBe(honest);

    const openUpload = async (name: string) => {
      const dialog = operator.getByRole('dialog', { name });
      return dialog;
    };
    const send = async (dialog: Awaited<ReturnType<typeof openUpload>>, file: string, body: string) => {
      await dialog
        .locator('input[type="file"]')
        .setInputFiles({ name: file, mimeType: 'text/tab-separated-values', buffer: Buffer.from(body) });
    };

    await operator.goto(`${service.baseUrl}/admin?section=revenue&lang=ja`);
    await operator.getByRole('heading', { name: '売上レポート' }).waitFor();
    const upload = await openUpload('売上レポートをアップロード');
    for (let attempt = 0; attempt < 3 && !(await upload.isVisible()); attempt++) {
      await operator.getByRole('button', { name: 'レポートをアップロード' }).click();
      await upload.waitFor({ timeout: 10_000 }).catch(() => {});
    }
    await upload.getByRole('combobox', { name: /ストア/ }).click();
    await operator.getByRole('option', { name: 'LINE MUSIC', exact: true }).click();
    await send(upload, `DSR_inflated_${day}.tsv`, inflated);
    await upload.getByRole('button', { name: 'アップロード', exact: true }).click();
    await upload.getByText('取り込めませんでした', { exact: true }).waitFor({ timeout: 60_000 });
    await upload.getByText(/summary "S1" reports 1000 usages, its sales add up to 5500/).waitFor();

    // The first, honest file goes in.
    await send(upload, `DSR_first_${day}.tsv`, honest);
    await upload.getByRole('button', { name: 'アップロード', exact: true }).click();
    await upload.getByText('取り込みました', { exact: true }).waitFor({ timeout: 60_000 });
    await upload.getByRole('button', { name: '閉じる' }).click();

    // The store sends a corrected file: the operator replaces the report with it.
    const corrected = honest.replace(/\tJPY\t1000\.00/, '\tJPY\t800.00');
    await operator
      .getByRole('button', { name: new RegExp(`DSR_first_${day}\\.tsv`) })
      .first()
      .click();
    const detail = operator.getByRole('dialog', { name: /レポート #\d+/ });
    await detail.getByRole('button', { name: '修正版で差し替え' }).click();
    const replace = operator.getByRole('dialog', { name: /レポート #\d+ を修正版で差し替え/ });
    await replace.waitFor();
    await send(replace, `DSR_corrected_${day}.tsv`, corrected);
    await replace.getByRole('button', { name: '差し替える' }).click();
    await operator
      .getByRole('dialog', { name: /を差し替えますか/ })
      .getByRole('button', { name: '差し替える' })
      .click();
    await replace.getByText('差し替えました', { exact: true }).waitFor({ timeout: 60_000 });
    await replace.getByRole('button', { name: '閉じる' }).click();
    await operator
      .getByText(/#\d+ に差し替え済み/)
      .first()
      .waitFor({ timeout: 20_000 });
  });
});
