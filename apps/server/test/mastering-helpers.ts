// Steps the mastering API tests share: real mixes made as WAV files, uploaded the way the web app does, the account's
// credits set, and polling an audio until its previews or master are done.
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { MasteringAudio } from '@otodoke/contract';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { writeWav } from '../src/features/uploads/sample-media.ts';
import { accounts } from '../src/platform/db/schema.ts';
import type { TestService } from './harness.ts';
import type { TestClient } from './test-client.ts';
import { uploadFile } from './uploads-helper.ts';

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
