// Steps the mastering API tests share: real mixes made as WAV files, uploaded the way the web app does, the account's
// credits set, and polling an audio until its previews or master are done.
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { MasteringAudio } from '@otodoke/contract';
import type { UploadKind } from '@otodoke/domain';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { writeWav } from '../src/features/uploads/sample-media.ts';
import { runFfmpeg } from '../src/integrations/mastering-engine/ffmpeg-run.ts';
import { mediaToolsFromEnv } from '../src/integrations/media-probe/media-tools.ts';
import { accounts } from '../src/platform/db/schema.ts';
import type { TestService } from './harness.ts';
import type { TestClient } from './test-client.ts';
import { type PresentedUpload, uploadFile } from './uploads-helper.ts';

export const LABEL = 1;
export const AUDIO_PATH = '/api/v2/me/mastering/audio';
export const CREDIT_PATH = '/api/v2/me/mastering/credit';

export interface ErrorBody {
  code: string;
  message: string;
  details: Record<string, unknown>;
}
export interface Credit {
  credits: number;
  movements: Array<{ id: number; audio_id: number | null; reason: 'spend' | 'refund'; delta: number }>;
}

/** A stereo mix of `seconds` as a 16-bit 44.1 kHz WAV, uploaded and accepted; its upload id. */
export async function uploadMix(client: TestClient, seconds: number, name: string, frequency = 220): Promise<number> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'otodoke-mastering-test-'));
  const file = path.join(dir, name);
  await writeWav(file, { seconds, sampleRate: 44_100, bitDepth: 16, channels: 2, frequency });
  const upload = await uploadFile(client, 'audio', file);
  expect(upload.status, JSON.stringify(upload.problems)).toBe('accepted');
  return upload.id;
}

/**
 * A lossy commercial-style track made now by ffmpeg from a stereo tone: MP3 (LAME, 192 kb/s) or AAC in an M4A, sent as
 * `kind`; the checked upload.
 */
export async function uploadLossy(
  client: TestClient,
  format: 'mp3' | 'm4a',
  kind: UploadKind,
  seconds = 6,
): Promise<PresentedUpload> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'otodoke-mastering-test-'));
  const wav = path.join(dir, 'tone.wav');
  await writeWav(wav, { seconds, sampleRate: 44_100, bitDepth: 16, channels: 2, frequency: 880 });
  const file = path.join(dir, `reference.${format}`);
  const codec = format === 'mp3' ? ['-c:a', 'libmp3lame'] : ['-c:a', 'aac'];
  const { ffmpeg } = await mediaToolsFromEnv();
  await runFfmpeg(ffmpeg.path!, ['-v', 'error', '-i', `file:${wav}`, ...codec, '-b:a', '192k', '-y', `file:${file}`]);
  return uploadFile(client, kind, file);
}

export async function setCredits(service: TestService, credits: number, accountId = LABEL): Promise<void> {
  await service.database.db.update(accounts).set({ masteringCredits: credits }).where(eq(accounts.id, accountId));
}

/** Polls the audio until `done` holds of it (or fails after `timeoutMs`). */
export async function waitForAudio(
  client: TestClient,
  id: number,
  done: (audio: MasteringAudio) => boolean,
  timeoutMs = 60_000,
): Promise<MasteringAudio> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const got = await client.get<MasteringAudio>(`${AUDIO_PATH}/${id}`);
    expect(got.status).toBe(200);
    if (done(got.body)) return got.body;
    if (Date.now() > deadline) throw new Error(`audio ${id} not done: ${JSON.stringify(got.body).slice(0, 400)}`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

export const previewsDone = (audio: MasteringAudio) => audio.preview_status !== 'processing';
export const masterDone = (audio: MasteringAudio) => audio.mastering_status !== 'processing';

/** A client on the app the service runs now (after a restart), with the same session, CSRF token and account. */
export function reopen(service: TestService, client: TestClient): TestClient {
  const next = service.client(client.language);
  for (const [name, value] of client.cookies) next.cookies.set(name, value);
  next.csrfToken = client.csrfToken;
  next.acid = client.acid;
  return next;
}

/** The sample rate and bit depth in a WAV's `fmt ` chunk. */
export function wavFormat(bytes: Buffer): { sampleRate: number; bitDepth: number } {
  let offset = 12;
  while (offset + 8 <= bytes.length) {
    const id = bytes.subarray(offset, offset + 4).toString('ascii');
    const size = bytes.readUInt32LE(offset + 4);
    if (id === 'fmt ')
      return { sampleRate: bytes.readUInt32LE(offset + 12), bitDepth: bytes.readUInt16LE(offset + 22) };
    offset += 8 + size + (size % 2);
  }
  throw new Error('no fmt chunk');
}
