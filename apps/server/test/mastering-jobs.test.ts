// Mastering jobs and their credits: MST00002 before previews are ready, cancel (previews, a queued master, with the
// credit back), a failing master that gives its credit back once however often it runs, replace (new previews, no
// credit), a job queued before a restart that finds its audio moved on, and a master used on a draft release's song.
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
  type ErrorBody,
  LABEL,
  masterDone,
  previewsDone,
  reopen,
  setCredits,
  uploadMix,
  waitForAudio,
} from './mastering-helpers.ts';
import type { TestClient } from './test-client.ts';

/** The bundled ffmpeg of a bare machine cannot master (npm test says so); every other machine runs these. */
const CAN_MASTER = await machineCanMaster();
type Answer = { audio: MasteringAudio; credits: number };
let service: TestService;
let demo: TestClient;
let mixA: number;
let mixB: number;
let audioA: MasteringAudio;
let audioB: MasteringAudio;

/** Restarts the app (same database), with or without workers, and moves the client to it. */
async function restart(runWorkers: boolean) {
  await service.restart({ runWorkers });
  demo = reopen(service, demo);
}

const movementsOf = async (audioId: number) =>
  (await demo.get<Credit>(CREDIT_PATH)).body.movements.filter((m) => m.audio_id === audioId).map((m) => m.reason);

beforeAll(async () => {
  if (!CAN_MASTER) return;
  service = await startTestService({ seed: true });
  demo = service.client('ja');
  await signIn(service, demo, 'demo@otodoke.test', 'otodoke-demo');
  demo.acid = LABEL;
  mixA = await uploadMix(demo, 6, 'mix-a.wav');
  mixB = await uploadMix(demo, 5, 'mix-b.wav', 440);
  const a = await demo.post<MasteringAudio>(AUDIO_PATH, { upload_id: mixA });
  const b = await demo.post<MasteringAudio>(AUDIO_PATH, { upload_id: mixB });
  audioA = await waitForAudio(demo, a.body.id, previewsDone);
  audioB = await waitForAudio(demo, b.body.id, previewsDone);
  expect([audioA.preview_status, audioB.preview_status]).toEqual(['success', 'success']);
}, 120_000);
afterAll(async () => {
  await service?.close();
});

describe.skipIf(!CAN_MASTER)('with the workers stopped (jobs stay queued)', () => {
  beforeAll(async () => restart(false), 30_000);

  it('refuses to master before the previews are ready (MST00002) and cancels the previews', async () => {
    const created = await demo.post<MasteringAudio>(AUDIO_PATH, { upload_id: mixA, name: 'pending' });
    expect(created.body.preview_status).toBe('processing');
    await setCredits(service, 1);
    const early = await demo.post<ErrorBody>(`${AUDIO_PATH}/${created.body.id}/master`, { effect: 'dry' });
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({ code: 'MST00002', details: { preview_status: 'processing' } });
    const canceled = await demo.post<Answer>(`${AUDIO_PATH}/${created.body.id}/cancel`);
    expect(canceled.body).toMatchObject({ audio: { preview_status: 'canceled' }, credits: 1 });
    const again = await demo.post<ErrorBody>(`${AUDIO_PATH}/${created.body.id}/cancel`);
    expect(again.body.code).toBe('MST00002');
  });

  it('cancels a queued master: no master, the credit back, replace and delete refused while it ran', async () => {
    await setCredits(service, 1);
    const started = await demo.post<Answer>(`${AUDIO_PATH}/${audioA.id}/master`, { effect: 'balance' });
    expect(started.body).toMatchObject({ audio: { mastering_status: 'processing', effect: 'balance' }, credits: 0 });
    const replace = await demo.post<ErrorBody>(`/api/v1/me/mastering/audio/${audioA.id}/replace`, { upload_id: mixB });
    expect(replace.body.code).toBe('MST00002');
    expect((await demo.delete<ErrorBody>(`${AUDIO_PATH}/${audioA.id}`)).body.code).toBe('MST00002');
    const canceled = await demo.post<Answer>(`${AUDIO_PATH}/${audioA.id}/cancel`);
    expect(canceled.body).toMatchObject({ audio: { mastering_status: null }, credits: 1 });
    expect(await movementsOf(audioA.id)).toEqual(['refund', 'spend']);
  });

  it('gives the credit of a failing master back exactly once, however often the job runs', async () => {
    await setCredits(service, 1);
    const started = await demo.post<Answer>(`${AUDIO_PATH}/${audioB.id}/master`, { effect: 'dry' });
    expect(started.body.credits).toBe(0);
    await setCredits(service, 1);
    // The source file vanishes from storage before the job runs.
    const [source] = await service.database.db.select().from(uploads).where(eq(uploads.id, mixB));
    await service.app.storage.delete(source!.storageKey!);
    const job = { audio_id: audioB.id, attempt: await attemptOf(audioB.id) };
    await service.app.mastering.runs.master(job);
    await service.app.mastering.runs.master(job);
    const failed = (await demo.get<MasteringAudio>(`${AUDIO_PATH}/${audioB.id}`)).body;
    expect(failed.mastering_status).toBe('failed');
    expect(failed.error_message).toBe('音源ファイルが見つかりませんでした。ファイルを差し替えてください');
    expect((await demo.get<Credit>(CREDIT_PATH)).body.credits).toBe(2);
    expect(await movementsOf(audioB.id)).toEqual(['refund', 'spend']);
    await setCredits(service, 1);
  });

  it('runs a master queued before a restart, and lets the jobs whose audio moved on do nothing', async () => {
    // A new attempt on the audio whose earlier master was canceled: queued now, run by the next process.
    const queued = await demo.post<Answer>(`${AUDIO_PATH}/${audioA.id}/master`, { effect: 'wet' });
    expect(queued.body).toMatchObject({ audio: { mastering_status: 'processing' }, credits: 0 });
    await restart(true);
    const mastered = await waitForAudio(demo, audioA.id, masterDone);
    expect(mastered.mastering_status, mastered.error_message ?? '').toBe('success');
    await service.app.jobs.drain(MASTERING_MASTER_QUEUE, 20_000);
    expect((await demo.get<MasteringAudio>(`${AUDIO_PATH}/${audioB.id}`)).body.mastering_status).toBe('failed');
    expect((await demo.get<Credit>(CREDIT_PATH)).body.credits).toBe(0);
    // One spend per attempt: the canceled one given back, the one that ran kept; the failed one given back once.
    expect(await movementsOf(audioA.id)).toEqual(['spend', 'refund', 'spend']);
    expect(await movementsOf(audioB.id)).toEqual(['refund', 'spend']);
  }, 60_000);
});

/** The attempt the audio's running master is on (the job's key), as stored. */
async function attemptOf(audioId: number): Promise<number> {
  const [stored] = await service.database.db.select().from(masteringAudios).where(eq(masteringAudios.id, audioId));
  expect(stored!.masteringStatus).toBe('processing');
  return stored!.masteringAttempt;
}

describe.skipIf(!CAN_MASTER)('a finished master', () => {
  it('is used as the audio of a song on a draft release, whose checks see the new file', async () => {
    const draft = await demo.post<{ id: number; songs: Array<{ id: number }> }>('/api/v1/me/releases', {
      type: 'single',
      title: 'Dawn',
      songs: [{ title: 'Dawn', audio_language: 'ja', file_upload_id: null, artists: [], authors: [] }],
    });
    expect(draft.status, JSON.stringify(draft.body)).toBe(201);
    const songId = draft.body.songs[0]!.id;
    const path = `${AUDIO_PATH}/${audioA.id}/use`;
    expect((await demo.post(path, { release_id: draft.body.id + 1000, song_id: songId })).status).toBe(404);
    const unmastered = await demo.post<ErrorBody>(`${AUDIO_PATH}/${audioB.id}/use`, {
      release_id: draft.body.id,
      song_id: songId,
    });
    expect(unmastered.body.code).toBe('MST00002');

    const used = await demo.post<{ upload_id: number }>(path, { release_id: draft.body.id, song_id: songId });
    expect(used.status, JSON.stringify(used.body)).toBe(200);
    const release = await demo.get<{
      songs: Array<{ file_upload_id: number; file: { status: string; facts: Record<string, unknown> } | null }>;
      check: { fields: Array<{ path: string }> };
    }>(`/api/v1/me/releases/${draft.body.id}`);
    expect(release.body.songs[0]!.file_upload_id).toBe(used.body.upload_id);
    expect(release.body.songs[0]!.file).toMatchObject({
      status: 'accepted',
      facts: { sample_rate: 44_100, bit_depth: 16, channels: 2 },
    });
    expect(release.body.check.fields.filter((f) => f.path.startsWith('songs.0.file'))).toEqual([]);
  }, 60_000);

  it('is forgotten when the source is replaced: new previews, and no credit spent', async () => {
    const before = (await demo.get<Credit>(CREDIT_PATH)).body;
    const replaced = await demo.post<MasteringAudio>(`/api/v1/me/mastering/audio/${audioA.id}/replace`, {
      upload_id: await uploadMix(demo, 7, 'mix-c.wav', 550),
    });
    expect(replaced.status, JSON.stringify(replaced.body)).toBe(200);
    expect(replaced.body).toMatchObject({
      source_file_name: 'mix-c.wav',
      preview_status: 'processing',
      mastering_status: null,
      master_analysis: null,
      effect: null,
    });
    const done = await waitForAudio(demo, audioA.id, previewsDone);
    expect(done.preview_status).toBe('success');
    expect(done.analysis?.duration_seconds).toBeCloseTo(7, 0);
    expect((await demo.send('GET', `${AUDIO_PATH}/${audioA.id}/files/master/wav24`)).status).toBe(404);
    const after = (await demo.get<Credit>(CREDIT_PATH)).body;
    expect(after.credits).toBe(before.credits);
    expect(after.movements.length).toBe(before.movements.length);
  }, 60_000);
});
