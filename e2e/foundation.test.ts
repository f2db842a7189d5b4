// The foundation journeys a person takes in a real browser: sign-up to team permissions, and the sign-in lock.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeIn, latestMail, launchBrowser, linkIn, newContext, type RunningService, startService } from './harness.ts';

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

const PASSWORD = 'journey-password-1';

async function enterCodeFromMail(page: Page, mailbox: Page, email: string) {
  const mail = await latestMail(mailbox, service.baseUrl, email, /\d{6}/);
  await page.getByLabel(/Verification code|確認コード/).fill(codeIn(mail));
  await page.getByRole('button', { name: /^(Verify|確認する)$/ }).click();
}

describe('foundation journey', () => {
  it('signs up in English, confirms by mail, signs in with the code, switches to Japanese and invites a readonly member who is refused an edit', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const mailbox = await context.newPage();
    const owner = 'owner@journey.test';

    await page.goto(`${service.baseUrl}/?lang=en`);
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('en');
    await page.getByRole('link', { name: 'Sign up' }).first().click();
    await page.waitForURL(/action=signup/);
    await page.getByLabel('Your name').fill('Journey Owner');
    await page.getByLabel('Email address').fill(owner);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByLabel(/I agree/).check();
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('heading', { name: 'Check your email' }).waitFor();

    const verification = await latestMail(mailbox, service.baseUrl, owner, /Confirm your e-mail/);

    // Someone else signing up with the same address sees the same screen; the owner is mailed a way in instead.
    const otherContext = await newContext(browser);
    const other = await otherContext.newPage();
    await other.goto(`${service.baseUrl}/creators?action=signup&lang=en`);
    await other.getByLabel('Your name').fill('Someone Else');
    await other.getByLabel('Email address').fill(owner);
    await other.getByLabel('Password').fill('another-password-1');
    await other.getByLabel(/I agree/).check();
    await other.getByRole('button', { name: 'Create account' }).click();
    await other.getByRole('heading', { name: 'Check your email' }).waitFor();
    await other.getByText(`We sent an email to ${owner}.`, { exact: false }).waitFor();
    await otherContext.close();
    await latestMail(mailbox, service.baseUrl, owner, /Someone tried to sign up/);
    await page.goto(linkIn(verification, /action=welcome/));
    await page
      .getByRole('link', { name: 'Sign in' })
      .or(page.getByRole('button', { name: 'Sign in' }))
      .first()
      .click();
    await page.waitForURL(/action=signin/);
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();

    await page.getByLabel('Email address').fill(owner);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByText('Two-factor authentication').waitFor();
    await enterCodeFromMail(page, mailbox, owner);
    await page.waitForURL(/\/dashboard/);
    await page.getByText('Journey Owner').first().waitFor();

    const remembered = page.waitForResponse((r) => r.url().endsWith('/api/v1/me/language') && r.ok());
    await page.getByRole('link', { name: '日本語' }).first().click();
    await remembered;
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('ja');
    await page.getByText('ダッシュボード').first().waitFor();

    const member = 'member@journey.test';
    await page.goto(`${service.baseUrl}/dashboard/profile/team`);
    await page.getByRole('button', { name: 'メンバーを招待' }).click();
    await page.getByLabel('メールアドレス').fill(member);
    await page.getByLabel('すべての権限').click();
    await page.getByRole('option', { name: '閲覧のみ' }).click();
    await page.getByRole('button', { name: '招待を送信' }).click();
    await page.getByText(member).first().waitFor();

    const memberContext = await newContext(browser);
    const memberPage = await memberContext.newPage();
    const invitation = await latestMail(mailbox, service.baseUrl, member, /invited|招待/);
    await memberPage.goto(linkIn(invitation, /action=invite/));
    await memberPage.getByRole('link', { name: /アカウントを作成して承認|Sign up to accept/ }).click();
    await memberPage.waitForURL(/action=signup/);
    await memberPage.getByLabel(/Your name|お名前/).fill('Journey Member');
    await memberPage.locator('input[type="password"]').fill(PASSWORD);
    await memberPage.getByLabel(/I agree|同意/).check();
    await memberPage.getByRole('button', { name: /Create account|アカウントを作成/ }).click();
    await memberPage.waitForURL(/action=signin/);
    // The address changes before the router has swapped the sign-up form (same field labels) for the sign-in form.
    await memberPage.getByRole('heading', { name: /^(Sign in|サインイン)$/ }).waitFor();
    await memberPage.getByLabel(/Email address|メールアドレス/).fill(member);
    await memberPage.locator('input[type="password"]').fill(PASSWORD);
    await memberPage.getByRole('button', { name: /^(Sign in|サインイン)$/ }).click();
    await enterCodeFromMail(memberPage, mailbox, member);
    await memberPage.waitForURL(/\/dashboard/);

    await memberPage.goto(`${service.baseUrl}/dashboard/profile/basic-info`);
    await memberPage.getByLabel(/Account name|アカウント名/).fill('Renamed by member');
    await memberPage.getByRole('button', { name: /^(Save|保存)$/ }).click();
    await memberPage.getByText(/操作を実行する権限が不足しています|You do not have permission to do this/).waitFor();
    await context.close();
    await memberContext.close();
  });

  it('asks for the captcha after wrong passwords, then locks the sign-in', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(`${service.baseUrl}/creators?action=signin&lang=en`);
    const tryWrong = async () => {
      await page.getByLabel('Email address').fill('demo@otodoke.test');
      await page.getByLabel('Password').fill('not-the-password');
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    };
    for (let i = 0; i < 3; i++) {
      await tryWrong();
      await page.getByText('The e-mail address or password is incorrect.').waitFor();
    }
    await page.getByText("Confirm you're not a robot").waitFor();
    for (let i = 0; i < 2; i++) {
      await page.locator('altcha-widget').waitFor();
      // The proof of work solves itself; a person sees the box ticked.
      await expect
        .poll(() => page.locator('altcha-widget input[type="checkbox"]').isChecked(), { timeout: 30_000 })
        .toBe(true);
      await tryWrong();
      if (i === 0) await page.getByText('The e-mail address or password is incorrect.').waitFor();
    }
    await page.getByText('Sign-in temporarily locked').waitFor();
    await context.close();
  });
});
