// Files: announced, sent with tus (resumable, also across a restart), checked from their real bytes with ffprobe and
// sharp, judged by the domain rules, previewed, and never visible to another account.
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { RELEASE_STATUS } from '@otodoke/domain';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cmykJpeg,
  makeFlac,
  makeMp3,
  makeVideo,
  pngArtwork,
  wavHeader,
  writeWav,
} from '../src/features/uploads/sample-media.ts';
import { UPLOAD_CHECK_QUEUE } from '../src/features/uploads/uploads.service.ts';
import { releases, songs, uploads } from '../src/platform/db/schema.ts';
import { signIn, signUpVerified } from './flows.ts';
import { startTestService, type TestService } from './harness.ts';
import type { TestClient } from './test-client.ts';
import {
  announceUpload,
  createTusUpload,
  headTus,
  type PresentedUpload,
  patchTus,
  sendChunks,
  TUS_HEADERS,
  tusMetadata,
  uploadFile,
  waitForChecks,
} from './uploads-helper.ts';

const LABEL_ID = 1;
const FORBIDDEN_JA = '操作を実行する権限が不足しています';

let service: TestService;
let manager: TestClient;
let mediaDir: string;
const media = (name: string) => path.join(mediaDir, name);
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** A new TestClient on the (restarted) app carrying the old one's browser state: cookies, CSRF token, acid. */
function sameBrowser(client: TestClient): TestClient {
  const next = service.client(client.language);
  for (const [name, value] of client.cookies) next.cookies.set(name, value);
  next.csrfToken = client.csrfToken;
  next.acid = client.acid;
  return next;
}

async function inLanguage(client: TestClient, id: number, lang: 'ja' | 'en') {
  return (await client.get<PresentedUpload>(`/api/v2/me/uploads/${id}?lang=${lang}`)).body;
}

beforeAll(async () => {
  service = await startTestService({ seed: true });
  manager = service.client('ja');
  await signIn(service, manager, 'demo@otodoke.test', 'otodoke-demo');
  manager.acid = LABEL_ID;
  mediaDir = await mkdtemp(path.join(os.tmpdir(), 'otodoke-media-'));
  const video = { fps: 30, seconds: 31, codec: 'h264' as const };
  await Promise.all([
    writeWav(media('master.wav'), { seconds: 3, sampleRate: 44_100, bitDepth: 16, channels: 2 }),
    writeWav(media('mono.wav'), { seconds: 1, sampleRate: 44_100, bitDepth: 16, channels: 1 }),
    writeWav(media('low-rate.wav'), { seconds: 1, sampleRate: 22_050, bitDepth: 16, channels: 2 }),
    makeFlac(media('hires.flac'), { seconds: 2, sampleRate: 96_000, bitDepth: 24, channels: 2 }),
    makeMp3(media('lossy.mp3'), { seconds: 2 }),
    makeVideo(media('clip.mp4'), { ...video, width: 1280, height: 720, withAudio: true }),
    makeVideo(media('small.mp4'), { ...video, width: 640, height: 360, withAudio: true }),
    makeVideo(media('silent.mp4'), { ...video, width: 1280, height: 720, withAudio: false }),
    pngArtwork(media('cover.png'), { size: 3000, hue: 210, label: '音届け' }),
    pngArtwork(media('cover-2000.png'), { size: 2000, hue: 30 }),
    pngArtwork(media('cover-wide.png'), { size: 3200, height: 3000, hue: 120 }),
    cmykJpeg(media('cover-cmyk.jpg'), 3000),
    pngArtwork(media('portrait.png'), { size: 400, hue: 300 }),
  ]);
}, 120_000);
afterAll(async () => {
  await service?.close();
  if (mediaDir) await rm(mediaDir, { recursive: true, force: true });
});

describe('audio masters', () => {
  it('accepts a 44.1 kHz / 16-bit stereo WAV and reports what it read from the file', async () => {
    const bytes = await readFile(media('master.wav'));
    const upload = await uploadFile(manager, 'audio', bytes, 'Track 01.wav');
    expect(upload).toMatchObject({
      kind: 'audio',
      status: 'accepted',
      original_name: 'Track 01.wav',
      size_bytes: bytes.length,
      sha256: sha256(bytes),
      problems: [],
      preview_url: `/api/v2/me/uploads/${upload.id}/preview`,
    });
    expect(upload.facts).toEqual({
      format: 'wav',
      codec: 'pcm_s16le',
      sample_rate: 44_100,
      bit_depth: 16,
      channels: 2,
      duration_seconds: 3,
      is_hires: false,
    });
  });

  it('accepts a 96 kHz / 24-bit FLAC and marks it hi-res', async () => {
    const upload = await uploadFile(manager, 'audio', media('hires.flac'));
    expect(upload.status).toBe('accepted');
    expect(upload.facts).toMatchObject({
      format: 'flac',
      sample_rate: 96_000,
      bit_depth: 24,
      channels: 2,
      is_hires: true,
    });
  });

  it('rejects an MP3 renamed .wav: the type comes from the bytes, not the name', async () => {
    const upload = await uploadFile(manager, 'audio', media('lossy.mp3'), 'final-master.wav');
    expect(upload.status).toBe('rejected');
    expect(upload.problems).toEqual([
      { id: 'audioFormat', message: 'この音源はMP3形式です。WAVまたはFLAC形式でアップロードしてください。' },
    ]);
    expect((await inLanguage(manager, upload.id, 'en')).problems[0]!.message).toBe(
      'This audio is MP3. Upload WAV or FLAC.',
    );
    await inLanguage(manager, upload.id, 'ja');
  });

  it('rejects mono audio and audio below 44.1 kHz, saying what was found', async () => {
    const mono = await uploadFile(manager, 'audio', media('mono.wav'));
    expect(mono.status).toBe('rejected');
    expect(mono.problems).toEqual([
      { id: 'audioChannels', message: 'チャンネル数が1です。ステレオ（2チャンネル）の音源が必要です。' },
    ]);
    const lowRate = await uploadFile(manager, 'audio', media('low-rate.wav'));
    expect(lowRate.status).toBe('rejected');
    expect(lowRate.problems).toEqual([
      { id: 'audioSampleRate', message: 'サンプリング周波数が22.05kHzです。44.1kHz以上（192kHzまで）が必要です。' },
    ]);
    expect((await inLanguage(manager, lowRate.id, 'en')).problems[0]!.message).toBe(
      'The sample rate is 22.05kHz. 44.1 kHz or more (up to 192 kHz) is needed.',
    );
    await inLanguage(manager, lowRate.id, 'ja');
  });

  it('rejects a picture sent as audio as the wrong kind of file', async () => {
    const upload = await uploadFile(manager, 'audio', media('portrait.png'), 'song.wav');
    expect(upload.problems).toEqual([
      { id: 'wrongKind', message: 'このファイルはPNGです。WAV / FLACをアップロードしてください。' },
    ]);
  });

  it('rejects a WAV cut off in transfer (its header claims 10 MB, 1,000 bytes arrived), saying so', async () => {
    const header = wavHeader({ sampleRate: 44_100, bitDepth: 16, channels: 2, dataBytes: 10 * 1024 * 1024 });
    const bytes = Buffer.concat([header, Buffer.alloc(1000, 0x11)]);
    const upload = await uploadFile(manager, 'audio', bytes, 'cut-off.wav');
    expect(upload.status).toBe('rejected');
    expect(upload.problems).toEqual([
      {
        id: 'truncated',
        message:
          'ファイルが途中で切れています（ヘッダーでは10 MBのはずが、1 KBしかありません）。元のファイルをもう一度アップロードしてください。',
      },
    ]);
    expect((await inLanguage(manager, upload.id, 'en')).problems[0]!.message).toBe(
      'The file is cut off: its header declares 10 MB but only 1 KB arrived. Upload the original file again.',
    );
    await inLanguage(manager, upload.id, 'ja');
  });

  it('rejects bytes nothing can read as unreadable', async () => {
    const upload = await uploadFile(manager, 'audio', Buffer.from([0x00, 0x01, 0x02, 0xfe, 0xff, 0x00, 0x13]), 'x.wav');
    expect(upload.problems.map((problem) => problem.id)).toEqual(['unreadable']);
    expect(upload.problems[0]!.message).toBe(
      'ファイルを読み取れませんでした。壊れていないか確認して、もう一度アップロードしてください。',
    );
  });
});

describe('music videos', () => {
  it('accepts a 1280×720 30 fps H.264 MP4 with sound, with its facts', async () => {
    const upload = await uploadFile(manager, 'video', media('clip.mp4'));
    expect(upload.status).toBe('accepted');
    expect(upload.facts).toMatchObject({
      container: 'mp4',
      codec: 'h264',
      width: 1280,
      height: 720,
      frame_rate: 30,
      has_audio: true,
    });
    expect(upload.facts!.duration_seconds).toBeCloseTo(31, 0);
  });

  it('rejects 640×360 and a video without sound', async () => {
    const small = await uploadFile(manager, 'video', media('small.mp4'));
    expect(small.problems).toEqual([
      { id: 'videoResolution', message: '解像度が640×360です。1280×720以上、3840×2160以下が必要です。' },
    ]);
    const silent = await uploadFile(manager, 'video', media('silent.mp4'));
    expect(silent.problems).toEqual([
      { id: 'videoNoAudio', message: '動画に音声トラックがありません。音声付きの動画をアップロードしてください。' },
    ]);
    expect(silent.facts).toMatchObject({ has_audio: false, width: 1280 });
  });
});

describe('artwork and artist images', () => {
  it('accepts a 3000×3000 PNG and previews it as a 600 px JPEG', async () => {
    const upload = await uploadFile(manager, 'artwork', media('cover.png'));
    expect(upload.status).toBe('accepted');
    expect(upload.facts).toEqual({ format: 'png', width: 3000, height: 3000, colour_space: 'srgb' });
    const preview = await manager.send('GET', upload.preview_url!);
    expect(preview.status).toBe(200);
    expect(preview.headers['content-type']).toBe('image/jpeg');
    const picture = await sharp(preview.bytes!).metadata();
    expect([picture.format, picture.width, picture.height]).toEqual(['jpeg', 600, 600]);
    // The second request is served from the cached preview, byte for byte the same.
    expect(sha256((await manager.send('GET', upload.preview_url!)).bytes!)).toBe(sha256(preview.bytes!));
  });

  it('rejects artwork that is too small, not square, or CMYK', async () => {
    const small = await uploadFile(manager, 'artwork', media('cover-2000.png'));
    expect(small.problems).toEqual([
      {
        id: 'artworkTooSmall',
        message: '画像サイズが2000×2000です。3000×3000ピクセル以上（6000×6000まで）が必要です。',
      },
    ]);
    const wide = await uploadFile(manager, 'artwork', media('cover-wide.png'));
    expect(wide.problems).toEqual([
      { id: 'artworkNotSquare', message: '画像が正方形ではありません（3200×3000）。縦横同じサイズにしてください。' },
    ]);
    const cmyk = await uploadFile(manager, 'artwork', media('cover-cmyk.jpg'));
    expect(cmyk.facts).toMatchObject({ format: 'jpeg', colour_space: 'cmyk' });
    expect(cmyk.problems).toEqual([
      {
        id: 'artworkColourSpace',
        message: 'カラーモードがCMYKです。RGBの画像が必要です（CMYKやグレースケールは使えません）。',
      },
    ]);
    expect((await inLanguage(manager, cmyk.id, 'en')).problems[0]!.message).toBe(
      'The colour mode is CMYK. An RGB image is needed (not CMYK or greyscale).',
    );
    await inLanguage(manager, cmyk.id, 'ja');
  });

  it('accepts a 400 px artist image and refuses a sound file as one', async () => {
    const portrait = await uploadFile(manager, 'image', media('portrait.png'));
    expect(portrait.status).toBe('accepted');
    expect(portrait.facts).toMatchObject({ format: 'png', width: 400, height: 400 });
    const preview = await manager.send('GET', portrait.preview_url!);
    expect((await sharp(preview.bytes!).metadata()).width).toBe(400);

    const wav = await uploadFile(manager, 'image', media('mono.wav'), 'me.jpg');
    expect(wav.problems).toEqual([
      { id: 'wrongKind', message: 'このファイルはWAVです。JPEG / PNG / WebPをアップロードしてください。' },
    ]);
    expect((await manager.send('GET', wav.preview_url!)).status).toBe(404);
  });
});

describe('CSV files', () => {
  it('accepts UTF-8 (with a BOM) and Shift_JIS text, and refuses anything else', async () => {
    const csv = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('title,artist\n夜明け,音届 太郎\n')]);
    const accepted = await uploadFile(manager, 'csv', csv, 'releases.csv');
    expect(accepted).toMatchObject({ status: 'accepted', facts: { format: 'csv' }, problems: [] });
    const shiftJis = Buffer.from([0x83, 0x65, 0x83, 0x58, 0x83, 0x67, 0x2c, 0x0a]);
    expect(await uploadFile(manager, 'csv', shiftJis, 'sjis.csv')).toMatchObject({ status: 'accepted' });
    const binary = Buffer.from([0x00, 0x01, 0x02, 0xff, 0xfe, 0x00, 0x10]);
    const refused = await uploadFile(manager, 'csv', binary, 'binary.csv');
    expect(refused.problems).toEqual([
      { id: 'csvFormat', message: 'CSVファイル（UTF-8またはShift_JIS）をアップロードしてください。' },
    ]);
  });
});

describe('size limits', () => {
  it('refuses a file above the kind’s limit when it is announced, naming the limit', async () => {
    const tooBig = await manager.post('/api/v2/me/uploads', {
      kind: 'audio',
      filename: 'long.wav',
      size_bytes: 2048 * 1024 * 1024 + 1,
    });
    expect(tooBig.status).toBe(400);
    expect(tooBig.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: { fields: { size_bytes: 'ファイルが大きすぎます（上限 2 GB）。' } },
    });
    const english = await manager.post('/api/v2/me/uploads?lang=en', {
      kind: 'artwork',
      filename: 'cover.png',
      size_bytes: 51 * 1024 * 1024,
    });
    expect(english.body).toMatchObject({ details: { fields: { size_bytes: 'The file is too large (limit 50 MB).' } } });
    await manager.get('/api/v1/me?lang=ja');
  });

  it('answers 413 when the tus upload is longer than announced, and PATCH cannot write past the length', async () => {
    const announced = await announceUpload(manager, 'audio', 'short.wav', 1000);
    const longer = await createTusUpload(manager, announced, 1001);
    expect(longer.status).toBe(413);
    expect(longer.body).toMatchObject({
      code: 'UPLOAD_TOO_LARGE',
      message: 'ファイルが大きすぎます',
      status_code: 413,
      details: { max_bytes: 1000 },
    });
    const created = await createTusUpload(manager, announced, 1000);
    expect(created.status).toBe(201);
    const overflow = await patchTus(manager, String(created.headers.location), 0, Buffer.alloc(1500));
    expect(overflow.status).toBe(413);
    expect((await headTus(manager, String(created.headers.location))).headers['upload-offset']).toBe('0');
  });
});

describe('tus refusals', () => {
  it('answers with the error shape { code, message, details } in JSON, in the request’s language', async () => {
    const announced = await announceUpload(manager, 'audio', 'refusals.wav', 100);
    const url = String((await createTusUpload(manager, announced, 100)).headers.location);
    const english = { 'x-otodoke-language': 'en' };

    const overflow = await manager.send('PATCH', url, {
      payload: Buffer.alloc(150),
      headers: { ...TUS_HEADERS, ...english, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
    });
    expect(overflow.status).toBe(413);
    expect(overflow.headers['content-type']).toMatch(/^application\/json/);
    expect(overflow.body).toMatchObject({
      code: 'UPLOAD_TOO_LARGE',
      message: 'The file is too large.',
      status_code: 413,
    });

    const conflict = await patchTus(manager, url, 40, Buffer.alloc(10));
    expect(conflict.status).toBe(409);
    expect(conflict.body).toMatchObject({
      code: 'UPLOAD_FAILED',
      message: 'ファイルアップロードが失敗しました',
      status_code: 409,
      details: { reason: 'Upload-Offset conflict' },
    });

    const withoutVersion = await manager.send('PATCH', url, {
      payload: Buffer.alloc(10),
      headers: { ...english, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
    });
    expect(withoutVersion.status).toBe(412);
    expect(withoutVersion.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Some fields need to be corrected.',
      status_code: 412,
      details: { reason: 'Tus-Resumable Required' },
    });

    const badOffset = await manager.send('PATCH', url, {
      payload: Buffer.alloc(10),
      headers: { ...TUS_HEADERS, 'upload-offset': '-1', 'content-type': 'application/offset+octet-stream' },
    });
    expect(badOffset.status).toBe(400);
    expect(badOffset.body).toMatchObject({ code: 'VALIDATION_FAILED', status_code: 400 });
    for (const response of [overflow, conflict, withoutVersion, badOffset]) {
      expect(Object.keys(response.body).sort()).toEqual(['code', 'details', 'message', 'status_code']);
    }
    // Refusals change nothing: the upload still resumes from 0.
    expect((await headTus(manager, url)).headers['upload-offset']).toBe('0');
  });
});

describe('resuming', () => {
  it('resumes an interrupted upload from the offset the server reports', async () => {
    const bytes = await readFile(media('clip.mp4'));
    const announced = await announceUpload(manager, 'video', 'clip.mp4', bytes.length);
    const created = await createTusUpload(manager, announced, bytes.length);
    const url = String(created.headers.location);
    expect(url).toMatch(/^\/api\/v2\/uploads\/[0-9a-f]{32}$/);

    // A real connection that dies halfway through the body.
    const address = service.baseUrl();
    const half = Math.floor(bytes.length / 2);
    await new Promise<void>((resolve) => {
      const request = http.request(`${address}${url}`, {
        method: 'PATCH',
        headers: {
          cookie: [...manager.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
          'x-csrf-token': manager.csrfToken!,
          'x-tcj-acid': String(LABEL_ID),
          ...TUS_HEADERS,
          'upload-offset': '0',
          'content-type': 'application/offset+octet-stream',
          'content-length': String(bytes.length),
        },
      });
      request.on('error', () => resolve());
      request.write(bytes.subarray(0, half), () => {
        setTimeout(() => {
          request.destroy();
          resolve();
        }, 300);
      });
    });

    let offset = 0;
    for (let tries = 0; tries < 100 && offset === 0; tries++) {
      const head = await headTus(manager, url);
      expect(head.status).toBe(200);
      expect(head.headers['upload-length']).toBe(String(bytes.length));
      offset = Number(head.headers['upload-offset']);
      if (offset === 0) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(offset).toBeGreaterThan(0);
    expect(offset).toBeLessThanOrEqual(half);
    expect((await manager.get<PresentedUpload>(`/api/v2/me/uploads/${announced.id}`)).body.status).toBe('uploading');

    await sendChunks(manager, url, bytes, offset);
    const done = await waitForChecks(manager, announced.id);
    expect(done.status).toBe('accepted');
    expect(done.sha256).toBe(sha256(bytes));
  });

  it('resumes after the service restarts, and the checks queued before a restart still run', async () => {
    const bytes = await readFile(media('master.wav'));
    const announced = await announceUpload(manager, 'audio', 'restart.wav', bytes.length);
    const url = String((await createTusUpload(manager, announced, bytes.length)).headers.location);
    const half = Math.floor(bytes.length / 2);
    expect((await patchTus(manager, url, 0, bytes.subarray(0, half))).status).toBe(204);

    // Restarted without workers: the rest arrives, the checks are queued but nothing runs them yet.
    await service.restart({ runWorkers: false });
    let browser = sameBrowser(manager);
    const head = await headTus(browser, url);
    expect(head.headers['upload-offset']).toBe(String(half));
    await sendChunks(browser, url, bytes, half);
    expect((await browser.get<PresentedUpload>(`/api/v2/me/uploads/${announced.id}`)).body.status).toBe('checking');

    await service.restart();
    browser = sameBrowser(manager);
    const done = await waitForChecks(browser, announced.id);
    expect(done).toMatchObject({ status: 'accepted', sha256: sha256(bytes) });
    manager = browser;
  });

  it('runs a repeated check job without changing the outcome', async () => {
    const upload = await uploadFile(manager, 'audio', media('master.wav'));
    const [before] = await service.database.db.select().from(uploads).where(eq(uploads.id, upload.id));
    await service.app.jobs.send(UPLOAD_CHECK_QUEUE, { upload_id: upload.id });
    await service.app.jobs.drain(UPLOAD_CHECK_QUEUE);
    const [after] = await service.database.db.select().from(uploads).where(eq(uploads.id, upload.id));
    expect(after!.completedAt).toEqual(before!.completedAt);
    expect(after!.status).toBe('accepted');
  });

  it('lets the client cancel an unfinished upload, which then no longer exists', async () => {
    const announced = await announceUpload(manager, 'audio', 'cancel.wav', 100);
    const url = String((await createTusUpload(manager, announced, 100)).headers.location);
    expect((await patchTus(manager, url, 0, Buffer.alloc(40))).status).toBe(204);
    const cancelled = await manager.send('DELETE', url, { headers: { ...TUS_HEADERS } });
    expect(cancelled.status).toBe(204);
    expect((await manager.get(`/api/v2/me/uploads/${announced.id}`)).status).toBe(404);
  });
});

describe('previews', () => {
  it('serves audio with byte ranges and the type read from the file', async () => {
    const bytes = await readFile(media('master.wav'));
    const upload = await uploadFile(manager, 'audio', bytes, 'range.wav');
    const part = await manager.send('GET', upload.preview_url!, { headers: { range: 'bytes=0-99' } });
    expect(part.status).toBe(206);
    expect(part.headers['content-type']).toBe('audio/wav');
    expect(part.headers['content-range']).toBe(`bytes 0-99/${bytes.length}`);
    expect(part.bytes!.equals(bytes.subarray(0, 100))).toBe(true);
    const tail = await manager.send('GET', upload.preview_url!, { headers: { range: 'bytes=-10' } });
    expect(tail.bytes!.equals(bytes.subarray(bytes.length - 10))).toBe(true);
    const whole = await manager.send('GET', upload.preview_url!);
    expect(whole.status).toBe(200);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(sha256(whole.bytes!)).toBe(upload.sha256);
    const beyond = await manager.send('GET', upload.preview_url!, { headers: { range: `bytes=${bytes.length}-` } });
    expect(beyond.status).toBe(416);
  });

  it("lets an operator see and hear an account's files for the review, and no one else", async () => {
    const bytes = await readFile(media('master.wav'));
    const audio = await uploadFile(manager, 'audio', bytes, 'for-review.wav');
    const artwork = await uploadFile(manager, 'artwork', await readFile(media('cover-2000.png')), 'for-review.png');
    const operator = service.client('ja');
    await signIn(service, operator, 'admin@otodoke.test', 'otodoke-admin');
    // The review dialog names the owner's account, which is not the operator's.
    operator.acid = LABEL_ID;
    // Files no submitted release holds (drafts, anything else an account keeps) are not the operator's to open.
    expect((await operator.send('GET', audio.preview_url!)).status).toBe(404);
    expect((await operator.send('GET', artwork.preview_url!)).status).toBe(404);
    const db = service.database.db;
    const [release] = await db
      .insert(releases)
      .values({ accountId: LABEL_ID, type: 'single', status: RELEASE_STATUS.creating, artworkUploadId: artwork.id })
      .returning({ id: releases.id });
    await db.insert(songs).values({ accountId: LABEL_ID, releaseId: release!.id, position: 1, fileUploadId: audio.id });
    expect((await operator.send('GET', audio.preview_url!)).status).toBe(404);
    // Submitted for review: the operator sees and hears it.
    await db.update(releases).set({ status: RELEASE_STATUS.creating_cdc_done }).where(eq(releases.id, release!.id));
    const heard = await operator.send('GET', audio.preview_url!);
    expect(heard.status).toBe(200);
    expect(heard.headers['content-type']).toBe('audio/wav');
    expect(sha256(heard.bytes!)).toBe(audio.sha256);
    const seen = await operator.send('GET', artwork.preview_url!);
    expect(seen.status).toBe(200);
    expect(seen.headers['content-type']).toBe('image/jpeg');

    const stranger = service.client('ja');
    await signUpVerified(service, stranger, { email: 'stranger-previews@example.test' });
    await signIn(service, stranger, 'stranger-previews@example.test');
    expect((await stranger.send('GET', audio.preview_url!)).status).toBe(404);
    stranger.acid = LABEL_ID;
    expect((await stranger.send('GET', audio.preview_url!)).body).toMatchObject({ code: 'FORBIDDEN' });
    expect((await service.client('ja').send('GET', audio.preview_url!)).status).toBe(401);
  });
});

describe('who may see and send files', () => {
  let upload: PresentedUpload;
  let tusUrl: string;
  beforeAll(async () => {
    const bytes = await readFile(media('master.wav'));
    const announced = await announceUpload(manager, 'audio', 'private.wav', bytes.length);
    tusUrl = String((await createTusUpload(manager, announced, bytes.length)).headers.location);
    await patchTus(manager, tusUrl, 0, bytes.subarray(0, 1000));
    upload = (await manager.get<PresentedUpload>(`/api/v2/me/uploads/${announced.id}`)).body;
  });

  it('answers 404 to another account for every way of reaching the upload', async () => {
    const stranger = service.client('ja');
    await signUpVerified(service, stranger, { email: 'stranger-uploads@example.test' });
    await signIn(service, stranger, 'stranger-uploads@example.test');
    const notFound = { code: 'NOT_FOUND', message: '指定されたリソースは存在しません。', status_code: 404 };

    expect((await stranger.get(`/api/v2/me/uploads/${upload.id}`)).body).toEqual({ ...notFound, details: {} });
    expect((await stranger.send('GET', `/api/v2/me/uploads/${upload.id}/preview`)).body).toMatchObject(notFound);
    expect((await headTus(stranger, tusUrl)).status).toBe(404);
    expect((await patchTus(stranger, tusUrl, 1000, Buffer.alloc(10))).body).toMatchObject(notFound);
    expect((await stranger.send('DELETE', tusUrl, { headers: { ...TUS_HEADERS } })).status).toBe(404);
    expect((await createTusUpload(stranger, upload, upload.size_bytes)).body).toMatchObject(notFound);
    // Nothing the stranger did moved the upload.
    expect((await headTus(manager, tusUrl)).headers['upload-offset']).toBe('1000');

    // Their own upload's URL with the victim's id smuggled into the query reaches neither.
    const own = await announceUpload(stranger, 'audio', 'own.wav', 100);
    const created = await createTusUpload(stranger, own, 100);
    const ownUrl = String(created.headers.location);
    const victimId = tusUrl.split('/').at(-1);
    expect((await headTus(stranger, `${ownUrl}?x=/${victimId}`)).status).toBe(404);
    expect((await patchTus(stranger, `${ownUrl}?x=/${victimId}`, 1000, Buffer.alloc(10))).status).toBe(404);
    expect((await stranger.send('DELETE', `${ownUrl}?x=/${victimId}`, { headers: { ...TUS_HEADERS } })).status).toBe(
      404,
    );
    expect((await headTus(manager, tusUrl)).headers['upload-offset']).toBe('1000');
  });

  it('keeps to the announced size, creates once, and takes no bytes after the checks', async () => {
    const announced = await announceUpload(manager, 'image', 'tiny.png', 10);
    for (const length of ['9007199254740992', '10000000000000000', '1e3', '11']) {
      const refused = await manager.send('POST', '/api/v2/uploads', {
        headers: {
          ...TUS_HEADERS,
          'upload-length': length,
          'upload-metadata': tusMetadata({ upload_id: String(announced.id), filename: 'tiny.png' }),
        },
      });
      expect(refused.status, length).toBe(413);
    }
    const first = await createTusUpload(manager, announced, 10);
    expect(first.status).toBe(201);
    const url = String(first.headers.location);
    expect((await patchTus(manager, url, 0, Buffer.alloc(4))).status).toBe(204);
    const second = await createTusUpload(manager, announced, 10);
    expect(second.status).not.toBe(201);
    expect((await headTus(manager, url)).headers['upload-offset']).toBe('4');
    expect((await patchTus(manager, url, 4, Buffer.alloc(6))).status).toBe(204);
    const checked = await waitForChecks(manager, announced.id);
    expect(checked.status).toBe('rejected');
    const late = await patchTus(manager, url, 10, Buffer.alloc(5));
    expect(late.status).toBe(409);
  });

  it('refuses uploads to a member who may only read releases, but lets them read and upload artist images', async () => {
    const staff = service.client('ja');
    await signIn(service, staff, 'staff@otodoke.test', 'otodoke-staff');
    await staff.put('/api/v1/me/language', { language: 'ja' });
    staff.acid = LABEL_ID;
    const team = await manager.get<{ members: { individual_id: number; email: string }[] }>('/api/v1/me/team');
    const member = team.body.members.find((each) => each.email === 'staff@otodoke.test')!;
    const changed = await manager.patch(`/api/v1/me/team/members/${member.individual_id}`, {
      permissions: { '1000': 'readonly', '2000': 'editable' },
    });
    expect(changed.status).toBe(200);

    const refused = await staff.post('/api/v2/me/uploads', { kind: 'audio', filename: 'a.wav', size_bytes: 10 });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'FORBIDDEN', message: FORBIDDEN_JA });
    expect((await patchTus(staff, tusUrl, 1000, Buffer.alloc(10))).status).toBe(403);
    expect((await staff.get(`/api/v2/me/uploads/${upload.id}`)).status).toBe(200);

    const portrait = await uploadFile(staff, 'image', media('portrait.png'));
    expect(portrait.status).toBe('accepted');
  });

  it('asks a signed-out visitor to sign in and a request without the CSRF token to reload', async () => {
    const anonymous = service.client('ja');
    const signedOut = await createTusUpload(anonymous, upload, upload.size_bytes);
    expect(signedOut.status).toBe(401);
    expect(signedOut.body).toMatchObject({ code: 'NOT_SIGNED_IN' });
    const forged = await manager.send('PATCH', tusUrl, {
      payload: Buffer.alloc(10),
      headers: {
        ...TUS_HEADERS,
        'x-csrf-token': 'forged',
        'upload-offset': '1000',
        'content-type': 'application/offset+octet-stream',
      },
    });
    expect(forged.status).toBe(403);
    expect(forged.body).toMatchObject({ code: 'CSRF_INVALID' });
  });
});

describe('sample media', () => {
  it('writes a WAV whose header and length match what was asked', async () => {
    const wav = media('check.wav');
    const written = await writeWav(wav, { seconds: 0.5, sampleRate: 48_000, bitDepth: 24, channels: 2 });
    const bytes = await readFile(wav);
    expect(written).toBe(bytes.length);
    expect(bytes.length).toBe(44 + 24_000 * 2 * 3);
    expect(bytes.subarray(0, 4).toString('ascii')).toBe('RIFF');
    expect(bytes.subarray(8, 12).toString('ascii')).toBe('WAVE');
    expect([bytes.readUInt16LE(22), bytes.readUInt32LE(24), bytes.readUInt16LE(34)]).toEqual([2, 48_000, 24]);
  });
});
