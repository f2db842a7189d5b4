// Mastering an audio again: the earlier master (files, effect, figures) stays downloadable until the new one succeeds;
// a new master that fails or is canceled leaves it in place with the credit back, once; one that succeeds replaces it
// and its files go. Cancel while ffmpeg runs stops the ffmpeg processes and ends the run early.
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import type { MasteringAudio } from '@otodoke/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MASTERING_MASTER_QUEUE } from '../src/features/mastering/index.ts';
import { machineCanMaster } from '../src/integrations/mastering-engine/test-mix.ts';
import { masteringAudios, uploads } from '../src/platform/db/schema.ts';
import { signIn } from './flows.ts';
import { startTestService, type TestService } from './harness.ts';
import {
  AUDIO_PATH,
  CREDIT_PATH,
  type Credit,
  LABEL,
  masterDone,
  previewsDone,
  setCredits,
  uploadMix,
  waitForAudio,
} from './mastering-helpers.ts';
import type { TestClient } from './test-client.ts';

/** The bundled ffmpeg of a bare machine cannot master (npm test says so); every other machine runs these. */
const CAN_MASTER = await machineCanMaster();
/** Child processes are read from /proc (Linux, as CI). */
const HAS_PROC = existsSync('/proc/self/stat');
type Answer = { audio: MasteringAudio; credits: number };
let service: TestService;
let demo: TestClient;

beforeAll(async () => {
  if (!CAN_MASTER) return;
  service = await startTestService({ seed: true });
  demo = service.client('ja');
  await signIn(service, demo, 'demo@otodoke.test', 'otodoke-demo');
  demo.acid = LABEL;
}, 120_000);
afterAll(async () => {
  await service?.close();
});

const movementsOf = async (audioId: number) =>
  (await demo.get<Credit>(CREDIT_PATH)).body.movements.filter((m) => m.audio_id === audioId).map((m) => m.reason);

const stored = async (audioId: number) =>
  (await service.database.db.select().from(masteringAudios).where(eq(masteringAudios.id, audioId)))[0]!;

async function download(audioId: number, format: 'wav24' | 'wav16') {
  const answer = await demo.send('GET', `${AUDIO_PATH}/${audioId}/files/master/${format}`);
  return { status: answer.status, bytes: answer.bytes };
}

/** An audio from a new mix of `seconds`, previews done, mastered once with `dry`. */
async function masteredOnce(seconds: number, name: string): Promise<MasteringAudio> {
  const mix = await uploadMix(demo, seconds, name);
  const created = await demo.post<MasteringAudio>(AUDIO_PATH, { upload_id: mix });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  expect((await waitForAudio(demo, created.body.id, previewsDone, 90_000)).preview_status).toBe('success');
  const started = await demo.post<Answer>(`${AUDIO_PATH}/${created.body.id}/master`, { effect: 'dry' });
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  const done = await waitForAudio(demo, created.body.id, masterDone, 120_000);
  expect(done.mastering_status, done.error_message ?? '').toBe('success');
  expect(done).toMatchObject({ effect: 'dry', master_effect: 'dry', error_message: null });
  return done;
}

/** The ffmpeg processes this test process started (the app runs in it), zombies left out. */
async function ffmpegChildren(): Promise<number[]> {
  const found: number[] = [];
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = await readFile(`/proc/${entry}/stat`, 'utf8');
      const close = stat.lastIndexOf(')');
      const command = stat.slice(stat.indexOf('(') + 1, close);
      const [state, ppid] = stat
        .slice(close + 2)
        .split(' ')
        .slice(0, 2);
      if (command === 'ffmpeg' && Number(ppid) === process.pid && state !== 'Z') found.push(Number(entry));
    } catch {
      // The process ended while being read.
    }
  }
  return found;
}

async function until(check: () => Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe.skipIf(!CAN_MASTER)('mastering again', () => {
  it('keeps the earlier master downloadable while a new one runs, and in place when the new one fails', async () => {
    await setCredits(service, 2);
    const first = await masteredOnce(6, 'remaster-fails.wav');
    const before = await download(first.id, 'wav24');
    expect(before.status).toBe(200);
    // The mix vanishes from storage: the new master cannot be made.
    const [source] = await service.database.db.select().from(uploads).where(eq(uploads.id, first.source_upload_id));
    await service.app.storage.delete(source!.storageKey!);

    const started = await demo.post<Answer>(`${AUDIO_PATH}/${first.id}/master`, { effect: 'wet' });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expect(started.body.credits).toBe(0);
    // While it is made, the earlier master is still what the audio offers.
    expect(started.body.audio).toMatchObject({
      mastering_status: 'processing',
      effect: 'wet',
      master_effect: 'dry',
      mastered_at: first.mastered_at,
      master_analysis: first.master_analysis,
    });
    expect((await download(first.id, 'wav24')).status).toBe(200);

    const after = await waitForAudio(demo, first.id, masterDone);
    expect(after).toMatchObject({
      mastering_status: 'success',
      effect: 'dry',
      master_effect: 'dry',
      mastered_at: first.mastered_at,
      master_analysis: first.master_analysis,
      error_message: '音源ファイルが見つかりませんでした。ファイルを差し替えてください',
    });
    const kept = await download(first.id, 'wav24');
    expect(kept.status).toBe(200);
    expect(kept.bytes!.equals(before.bytes!)).toBe(true);
    expect((await download(first.id, 'wav16')).status).toBe(200);
    expect((await demo.get<Credit>(CREDIT_PATH)).body.credits).toBe(1);
    expect(await movementsOf(first.id)).toEqual(['refund', 'spend', 'spend']);
    await service.app.jobs.drain(MASTERING_MASTER_QUEUE, 20_000);
  }, 180_000);

  it('cancels a master while its ffmpeg runs: the processes stop, the earlier master stays, one refund', async () => {
    await setCredits(service, 2);
    // Long enough that the whole master runs for seconds: the cancel lands while ffmpeg works.
    const first = await masteredOnce(60, 'remaster-cancel.wav');
    const before = await download(first.id, 'wav24');
    const earlierKeys = (await stored(first.id)).masterKeys!;

    const started = await demo.post<Answer>(`${AUDIO_PATH}/${first.id}/master`, { effect: 'wet' });
    expect(started.body).toMatchObject({ audio: { mastering_status: 'processing', master_effect: 'dry' }, credits: 0 });
    const attempt = (await stored(first.id)).masteringAttempt;
    // The run is past its analysis (progress written) and an ffmpeg of it is working.
    await until(
      async () => {
        const audio = (await demo.get<MasteringAudio>(`${AUDIO_PATH}/${first.id}`)).body;
        expect(audio.mastering_status).toBe('processing');
        return audio.mastering_progress > 0 && (!HAS_PROC || (await ffmpegChildren()).length > 0);
      },
      60_000,
      'the master to run',
    );
    const canceledAt = Date.now();
    const canceled = await demo.post<Answer>(`${AUDIO_PATH}/${first.id}/cancel`);
    expect(canceled.status, JSON.stringify(canceled.body)).toBe(200);
    expect(canceled.body).toMatchObject({
      audio: { mastering_status: 'success', effect: 'dry', master_effect: 'dry', error_message: null },
      credits: 1,
    });

    // The run ends at once: its ffmpeg processes are killed (gone within moments, where the rest of the master would
    // keep ffmpeg working for seconds), none starts again, and its job is done.
    if (HAS_PROC) {
      await until(async () => (await ffmpegChildren()).length === 0, 2_000, 'the ffmpeg processes to be killed');
      const quietUntil = Date.now() + 1000;
      while (Date.now() < quietUntil) {
        expect(await ffmpegChildren()).toEqual([]);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    }
    await service.app.jobs.drain(MASTERING_MASTER_QUEUE, 5_000);
    expect(Date.now() - canceledAt).toBeLessThan(8_000);
    // Nothing of the canceled attempt was stored, and the earlier master is unchanged.
    const row = await stored(first.id);
    expect(row).toMatchObject({ masteringAttempt: attempt, masteringStatus: 'success', creditHeld: false });
    expect(row.masterKeys).toEqual({ ...earlierKeys, effect: 'dry' });
    const attemptFolder = earlierKeys.wav24.replace(/\/m\d+\//, `/m${attempt}/`);
    expect(attemptFolder).not.toBe(earlierKeys.wav24);
    expect(await service.app.storage.stat(attemptFolder)).toBeNull();
    const kept = await download(first.id, 'wav24');
    expect(kept.bytes!.equals(before.bytes!)).toBe(true);
    expect((await demo.get<Credit>(CREDIT_PATH)).body.credits).toBe(1);
    expect(await movementsOf(first.id)).toEqual(['refund', 'spend', 'spend']);
    // Canceling again is refused: nothing runs.
    expect((await demo.post<{ code: string }>(`${AUDIO_PATH}/${first.id}/cancel`)).body.code).toBe('MST00002');

    // A new master that succeeds replaces the earlier one: its files are served and the earlier files are gone.
    const again = await demo.post<Answer>(`${AUDIO_PATH}/${first.id}/master`, { effect: 'balance' });
    expect(again.body).toMatchObject({ audio: { effect: 'balance', master_effect: 'dry' }, credits: 0 });
    const done = await waitForAudio(demo, first.id, masterDone, 120_000);
    expect(done).toMatchObject({
      mastering_status: 'success',
      effect: 'balance',
      master_effect: 'balance',
      error_message: null,
    });
    expect(done.mastered_at).not.toBe(first.mastered_at);
    const replaced = await download(first.id, 'wav24');
    expect(replaced.status).toBe(200);
    expect(replaced.bytes!.equals(before.bytes!)).toBe(false);
    const newKeys = (await stored(first.id)).masterKeys!;
    expect(newKeys.effect).toBe('balance');
    expect(newKeys.wav24).not.toBe(earlierKeys.wav24);
    expect(await service.app.storage.stat(earlierKeys.wav24)).toBeNull();
    expect(await service.app.storage.stat(earlierKeys.wav16)).toBeNull();
    expect(await movementsOf(first.id)).toEqual(['spend', 'refund', 'spend', 'spend']);
  }, 300_000);
});
