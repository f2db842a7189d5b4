// The release journey in a real browser: an album with two songs from real files in Japanese (fixing what the form
// reports), and a music video in English, both then in the release list.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeVideo, pngArtwork, writeWav } from '../apps/server/src/features/uploads/sample-media.ts';
import { launchBrowser, newContext, type RunningService, startService } from './harness.ts';

let service: RunningService;
let browser: Browser;
let files: string;

beforeAll(async () => {
  files = mkdtempSync(path.join(tmpdir(), 'otodoke-e2e-media-'));
  await Promise.all([
    pngArtwork(path.join(files, 'cover.png'), { size: 3000, hue: 30, label: 'はじまりの朝' }),
    writeWav(path.join(files, 'ring.wav'), {
      seconds: 20,
      sampleRate: 44_100,
      bitDepth: 16,
      channels: 2,
      frequency: 660,
    }),
    writeWav(path.join(files, 'song1.wav'), {
      seconds: 34,
      sampleRate: 44_100,
      bitDepth: 16,
      channels: 2,
      frequency: 330,
    }),
    writeWav(path.join(files, 'song2.wav'), {
      seconds: 36,
      sampleRate: 48_000,
      bitDepth: 24,
      channels: 2,
      frequency: 392,
    }),
    makeVideo(path.join(files, 'video.mp4'), {
      width: 1280,
      height: 720,
      fps: 30,
      seconds: 32,
      withAudio: true,
      codec: 'h264',
    }),
  ]);
  service = await startService();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await service?.stop();
  rmSync(files, { recursive: true, force: true });
});

const field = (page: Page, formPath: string) => page.locator(`#release-field-${formPath.replaceAll('.', '-')}`);

async function signIn(page: Page, lang: 'ja' | 'en') {
  await page.goto(`${service.baseUrl}/creators?action=signin&lang=${lang}`);
  await page.locator('input[type="email"]').fill('demo@otodoke.test');
  await page.locator('input[type="password"]').fill('otodoke-demo');
  await page.locator('form button[type="submit"]').first().click();
  await page.waitForURL(/\/dashboard/);
}

/** Sends a file through the upload field inside `container` and waits for the server's checks to accept it. */
async function upload(container: ReturnType<Page['locator']>, file: string, accepted: RegExp) {
  await container.locator('input[type="file"]').setInputFiles(file);
  await container.getByText(accepted).first().waitFor({ timeout: 60_000 });
}

async function pickMainArtist(page: Page, typed: string, name: RegExp) {
  await field(page, 'mainArtistIds').fill(typed);
  await page.getByRole('option', { name }).click();
}

async function addAuthor(page: Page, song: number, author: { lyricist: boolean; composer: boolean; realName: string }) {
  const body = page.locator(`#release-song-${song}-body`);
  await body.getByRole('button', { name: /^(作家を追加|Add songwriter)$/ }).click();
  const row = `songs.${song}.authors.0`;
  const lyricist = field(page, `${row}.type`);
  if (author.lyricist) await lyricist.check();
  if (author.composer) await body.getByRole('checkbox', { name: /^(作曲|Composer)$/ }).check();
  await field(page, `${row}.realName`).fill(author.realName);
  await saveAuthorRow(body);
}

/** Saves the author row being edited and waits until the check has passed and the row is shown saved. */
/**
 * Closes the "saved" snackbar, as a person does who wants what lies under it: it sits over the bottom left of the
 * page for 6 s, and a pointer resting on it keeps it there.
 */
async function closeSnackbar(page: Page) {
  const snackbar = page.getByRole('status').filter({ has: page.getByRole('button', { name: /^(閉じる|Close)$/ }) });
  if (await snackbar.isVisible()) await snackbar.getByRole('button', { name: /^(閉じる|Close)$/ }).click();
  await snackbar.waitFor({ state: 'hidden' });
}

async function saveAuthorRow(body: ReturnType<Page['locator']>) {
  await body.getByRole('button', { name: /^(保存|Save)$/ }).click();
  await body.getByRole('button', { name: /^(作家 1 を編集|Edit songwriter 1)$/ }).waitFor();
}

describe('release registration journey', () => {
  it('registers an album with two songs from real files in Japanese, fixing what the form reports', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, 'ja');

    await page.goto(`${service.baseUrl}/dashboard/releases/new`);
    await page.getByRole('heading', { name: 'リリースの種類を選ぶ' }).waitFor();
    await page.getByRole('button', { name: /^アルバム/ }).click();
    await page.waitForURL(/release_id=\d+/);
    await field(page, 'title').waitFor();

    await field(page, 'title').fill('はじまりの朝');
    await pickMainArtist(page, '朝焼け', /朝焼けバンド/);
    await field(page, 'primaryGenreId').selectOption({ label: 'J-Rock' });
    await field(page, 'copyrightYear').fill('2026');
    await field(page, 'copyrightHolder').fill('Daybreak Records');
    await upload(field(page, 'artworkUploadId'), path.join(files, 'cover.png'), /3000×3000 px/);

    for (const [index, title, file] of [
      [0, '始まりの歌', 'song1.wav'],
      [1, '朝の光', 'song2.wav'],
    ] as const) {
      await page.getByRole('button', { name: '曲を追加' }).click();
      await field(page, `songs.${index}.title`).fill(title);
      await field(page, `songs.${index}.audioLanguage`).selectOption({ label: '日本語' });
      await upload(field(page, `songs.${index}.fileUploadId`), path.join(files, file), /WAV · /);
      // The second song's author is entered as lyricist only: the form must ask for a composer.
      await addAuthor(page, index, {
        lyricist: true,
        composer: index === 0,
        realName: index === 0 ? '朝日陽介' : '東雲蓮',
      });
    }

    await page.getByRole('button', { name: '配信できるストアをすべて選択' }).click();
    const saleDate = new Date(Date.now() + 20 * 86_400_000);
    await field(page, 'requestedSaleStartDate').fill(
      `${saleDate.getFullYear()}/${String(saleDate.getMonth() + 1).padStart(2, '0')}/${String(saleDate.getDate()).padStart(2, '0')}`,
    );
    await page.getByRole('button', { name: '下書き保存' }).click();
    await page.getByText('すべて保存済み').waitFor();

    // The review lists what blocks the submission; the problem sits next to the second song's authors.
    await page.getByText('作詞者と作曲者をそれぞれ1名以上登録してください').first().waitFor();
    const body = page.locator('#release-song-1-body');
    await closeSnackbar(page);
    // The row opens for editing. In two full runs the first click left it closed (never when run alone; the cause is
    // not found yet, noted in issue 13): the row is opened again when it has not opened.
    const composer = body.getByRole('checkbox', { name: /^作曲$/ });
    for (let attempt = 0; attempt < 3 && !(await composer.isVisible()); attempt++) {
      await body.getByRole('button', { name: /作家 1 を編集/ }).click();
      await composer.waitFor({ timeout: 5_000 }).catch(() => {});
    }
    await composer.check();
    await saveAuthorRow(body);
    await page.getByRole('button', { name: '下書き保存' }).click();
    await page.getByText('すべて保存済み').waitFor();
    await page.getByText('問題は見つかりませんでした。「登録を完了する」で登録を完了できます。').waitFor();

    await page.getByRole('button', { name: '登録を完了する' }).first().click();
    await page.getByRole('dialog').getByRole('button', { name: '登録を完了する' }).click();
    await page.getByText('リリースの登録を受け付けました').waitFor();

    await page.goto(`${service.baseUrl}/dashboard/releases`);
    const row = page.getByText('はじまりの朝').first();
    await row.waitFor();
    await context.close();
  });

  it('registers a music video in English and sees both releases in the list', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, 'en');

    await page.goto(`${service.baseUrl}/dashboard/releases/new?lang=en`);
    await page.getByRole('heading', { name: 'Choose the type of release' }).waitFor();
    await page.getByRole('button', { name: /^Music video(?! album)/ }).click();
    await page.waitForURL(/release_id=\d+/);
    await field(page, 'title').waitFor();
    await field(page, 'title').fill('Morning Light (Music Video)');
    await pickMainArtist(page, '水野', /水野ひかり|Hikari Mizuno/);
    await field(page, 'primaryGenreId').selectOption({ label: 'Singer/Songwriter' });
    await field(page, 'copyrightYear').fill('2026');
    await field(page, 'copyrightHolder').fill('Daybreak Records');
    if ((await field(page, 'songs.0.title').count()) === 0)
      await page.getByRole('button', { name: 'Add song' }).click();
    await field(page, 'songs.0.title').fill('Morning Light');
    await field(page, 'songs.0.audioLanguage').selectOption({ label: 'English' });
    await upload(field(page, 'songs.0.fileUploadId'), path.join(files, 'video.mp4'), /H\.264 · /);
    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.getByText('All changes saved').waitFor();

    await page.goto(`${service.baseUrl}/dashboard/releases?lang=en`);
    await page.getByText('Morning Light (Music Video)').first().waitFor();
    await page.getByText('はじまりの朝').first().waitFor();
    expect(await page.getByText('Draft').count()).toBeGreaterThan(0);
    await context.close();
  });

  it('registers each of the other six types in the browser, from the chooser to a finished registration', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, 'ja');
    const saleDate = new Date(Date.now() + 25 * 86_400_000);
    const sale = `${saleDate.getFullYear()}/${String(saleDate.getMonth() + 1).padStart(2, '0')}/${String(saleDate.getDate()).padStart(2, '0')}`;
    const cases = [
      { type: 'シングル', title: 'E2Eシングル', media: 'audio', songs: ['song1.wav'] },
      { type: '着うた', title: 'E2E着うた', media: 'ringtone', songs: ['ring.wav'] },
      {
        type: 'ミックスアルバム',
        title: 'E2Eミックス',
        media: 'audio',
        songs: ['song1.wav', 'song2.wav'],
        various: true,
      },
      { type: 'ミュージックビデオアルバム', title: 'E2E映像集', media: 'video', songs: ['video.mp4', 'video.mp4'] },
      { type: 'カラオケ映像', title: 'E2Eカラオケ', media: 'video', songs: ['video.mp4'], terms: true },
      { type: 'ライブ映像', title: 'E2Eライブ', media: 'video', songs: ['video.mp4'] },
    ] as const;
    for (const entry of cases) {
      await page.goto(`${service.baseUrl}/dashboard/releases/new`);
      await page.getByRole('heading', { name: 'リリースの種類を選ぶ' }).waitFor();
      await page.getByRole('button', { name: new RegExp(`^${entry.type}`) }).click();
      if ('terms' in entry) {
        // The karaoke terms come first; agreeing returns to the chooser.
        await page.getByRole('heading', { name: 'カラオケ映像配信に関する規約' }).waitFor();
        await page.getByLabel('上記の規約を読み、内容に同意します').check();
        await page.getByRole('button', { name: '同意して進む' }).click();
        await page.getByRole('heading', { name: 'リリースの種類を選ぶ' }).waitFor();
        await page.getByRole('button', { name: new RegExp(`^${entry.type}`) }).click();
      }
      await page.waitForURL(/release_id=\d+/);
      await field(page, 'title').fill(entry.title);
      await pickMainArtist(page, '水野', /水野ひかり/);
      if ('various' in entry) {
        await page.getByRole('button', { name: 'ヴァリアス・アーティストを追加' }).click();
        await page
          .getByRole('button', { name: /ヴァリアス・アーティスト/ })
          .first()
          .waitFor();
      }
      await field(page, 'primaryGenreId').selectOption({ label: 'J-Pop' });
      await field(page, 'copyrightYear').fill('2026');
      await field(page, 'copyrightHolder').fill('Daybreak Records');
      if (entry.media !== 'ringtone')
        await upload(field(page, 'artworkUploadId'), path.join(files, 'cover.png'), /3000×3000 px/);
      for (const [index, file] of entry.songs.entries()) {
        if ((await field(page, `songs.${index}.title`).count()) === 0)
          await page.getByRole('button', { name: '曲を追加' }).click();
        await field(page, `songs.${index}.title`).fill(`${entry.title} ${index + 1}`);
        await field(page, `songs.${index}.audioLanguage`).selectOption({ label: '日本語' });
        if (entry.media !== 'video') {
          await upload(field(page, `songs.${index}.fileUploadId`), path.join(files, file), /WAV · /);
          await addAuthor(page, index, { lyricist: true, composer: true, realName: '水野ひかり' });
        } else {
          await upload(field(page, `songs.${index}.fileUploadId`), path.join(files, file), /H\.264 · /);
          if (entry.type !== 'カラオケ映像') {
            // Music and concert videos credit a director.
            await page
              .locator(`#release-song-${index}-body`)
              .getByRole('button', { name: 'アーティストを追加' })
              .click();
            await field(page, `songs.${index}.artists.0.artistId`).selectOption({ label: '水野ひかり' });
            await field(page, `songs.${index}.artists.0.roles`).fill('監督');
            await page.getByRole('option', { name: '監督', exact: true }).click();
          }
        }
      }
      await page.getByRole('button', { name: '配信できるストアをすべて選択' }).click();
      await field(page, 'requestedSaleStartDate').fill(sale);
      await page.getByRole('button', { name: '下書き保存' }).click();
      await page.getByText('すべて保存済み').waitFor();
      await page
        .getByText('問題は見つかりませんでした。「登録を完了する」で登録を完了できます。')
        .waitFor({ timeout: 15_000 })
        .catch(async () => {
          throw new Error(`${entry.type}: ${await page.locator('#release-section-review').innerText()}`);
        });
      await page.getByRole('button', { name: '登録を完了する' }).first().click();
      await page.getByRole('dialog').getByRole('button', { name: '登録を完了する' }).click();
      await page.getByText('リリースの登録を受け付けました').waitFor();
    }
    await page.goto(`${service.baseUrl}/dashboard/releases?q=E2E`);
    for (const entry of cases) await page.getByText(entry.title, { exact: true }).first().waitFor();
    await context.close();
  }, 240_000);
});
