// The mastering API on real mixes and the real engine: sending a mix, previews, the files with byte ranges, lists,
// who may read and master, credits (MST00001, twenty parallel requests spend one credit) and the master's downloads.
import type { MasteringAudio } from '@otodoke/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { machineCanMaster } from '../src/integrations/mastering-engine/test-mix.ts';
import { accountMembers, individuals } from '../src/platform/db/schema.ts';
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
  setCredits,
  uploadLossy,
  uploadMix,
  waitForAudio,
  wavFormat,
} from './mastering-helpers.ts';
import type { TestClient } from './test-client.ts';

/** The bundled ffmpeg of a bare machine cannot master (npm test says so); every other machine runs these. */
const CAN_MASTER = await machineCanMaster();
const PERSONAL = 2;
let service: TestService;
let demo: TestClient;
let shortMix: number;
let longMix: number;
let reference: number;
let shortAudio: MasteringAudio;

beforeAll(async () => {
  if (!CAN_MASTER) return;
  service = await startTestService({ seed: true });
  demo = service.client('ja');
  await signIn(service, demo, 'demo@otodoke.test', 'otodoke-demo');
  demo.acid = LABEL;
  shortMix = await uploadMix(demo, 8, 'short-mix.wav');
  longMix = await uploadMix(demo, 36, 'long-mix.wav', 330);
  reference = await uploadMix(demo, 6, 'reference.wav', 660);
}, 120_000);
afterAll(async () => {
  await service?.close();
});

describe.skipIf(!CAN_MASTER)('sending a mix', () => {
  it('analyses an accepted upload and renders the three previews, from 0 for a mix under 30 seconds', async () => {
    const created = await demo.post<MasteringAudio>(AUDIO_PATH, { upload_id: shortMix, preview_start_seconds: 20 });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({
      name: 'short-mix',
      source_upload_id: shortMix,
      source_file_name: 'short-mix.wav',
      preview_start_seconds: 0,
      preview_status: 'processing',
      mastering_status: null,
      effect: null,
    });
    shortAudio = await waitForAudio(demo, created.body.id, previewsDone);
    expect(shortAudio.preview_status).toBe('success');
    expect(shortAudio.preview_progress).toBe(100);
    expect(shortAudio.analysis?.duration_seconds).toBeCloseTo(8, 0);
    expect(Object.keys(shortAudio.previews).sort()).toEqual(['balance', 'dry', 'wet']);
    expect(shortAudio.duration_seconds).toBeCloseTo(8, 0);
  });

  it('keeps a chosen start inside a longer mix (start + 30 s within it), with a reference track', async () => {
    const created = await demo.post<MasteringAudio>(AUDIO_PATH, {
      upload_id: longMix,
      reference_upload_id: reference,
      name: 'Long one',
      preview_start_seconds: 25,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Long one',
      preview_start_seconds: 6,
      reference_upload_id: reference,
      reference_file_name: 'reference.wav',
    });
    const done = await waitForAudio(demo, created.body.id, previewsDone);
    expect(done.preview_status).toBe('success');
    expect(done.previews.wet?.duration_seconds).toBeCloseTo(30, 0);
  }, 60_000);

  it("refuses an upload that is not the account's accepted audio, and malformed requests", async () => {
    const missing = await demo.post<ErrorBody>(AUDIO_PATH, { upload_id: 999_999 });
    expect(missing.status).toBe(404);
    const bad = await demo.post<ErrorBody>(AUDIO_PATH, { upload_id: 'x' });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('VALIDATION_FAILED');
    // The label's upload is not the personal account's.
    demo.acid = PERSONAL;
    expect((await demo.post<ErrorBody>(AUDIO_PATH, { upload_id: shortMix })).status).toBe(404);
    demo.acid = LABEL;
  });

  it('renames, and renders the previews again from a new start', async () => {
    const list = await demo.get<{ items: MasteringAudio[] }>(AUDIO_PATH);
    const long = list.body.items.find((a) => a.name === 'Long one')!;
    const renamed = await demo.patch<MasteringAudio>(`${AUDIO_PATH}/${long.id}`, { name: 'Long mix' });
    expect(renamed.body).toMatchObject({ name: 'Long mix', preview_status: 'success', preview_start_seconds: 6 });
    const moved = await demo.patch<MasteringAudio>(`${AUDIO_PATH}/${long.id}`, { preview_start_seconds: 2 });
    expect(moved.body).toMatchObject({ preview_start_seconds: 2, preview_status: 'processing' });
    expect((await waitForAudio(demo, long.id, previewsDone)).preview_status).toBe('success');
  });
});

describe.skipIf(!CAN_MASTER)('lists and who may see what', () => {
  it('lists newest first, a page at a time, and an account with none gets an empty page', async () => {
    const first = await demo.get<{ items: MasteringAudio[]; total: number }>(`${AUDIO_PATH}?page=1&limit=1`);
    expect(first.status).toBe(200);
    expect(first.body.total).toBe(2);
    expect(first.body.items).toHaveLength(1);
    expect(first.body.items[0]!.name).toBe('Long mix');
    const second = await demo.get<{ items: MasteringAudio[] }>(`${AUDIO_PATH}?page=2&limit=1`);
    expect(second.body.items[0]!.id).toBe(shortAudio.id);
    demo.acid = PERSONAL;
    const none = await demo.get<{ items: MasteringAudio[]; total: number }>(AUDIO_PATH);
    expect(none.body).toMatchObject({ items: [], total: 0 });
    // Another account's audio and files do not exist for this one.
    expect((await demo.get(`${AUDIO_PATH}/${shortAudio.id}`)).status).toBe(404);
    expect((await demo.send('GET', `${AUDIO_PATH}/${shortAudio.id}/files/preview/dry`)).status).toBe(404);
    expect((await demo.post(`${AUDIO_PATH}/${shortAudio.id}/master`, { effect: 'dry' })).status).toBe(404);
    demo.acid = LABEL;
  });

  it('lets a member with readonly mastering read but not master; without it, not even read', async () => {
    const [staff] = await service.database.db
      .select({ id: individuals.id })
      .from(individuals)
      .where(eq(individuals.email, 'staff@otodoke.test'));
    const setLevel = async (level: 'none' | 'readonly') => {
      const where = and(eq(accountMembers.accountId, LABEL), eq(accountMembers.individualId, staff!.id));
      const [member] = await service.database.db.select().from(accountMembers).where(where);
      await service.database.db
        .update(accountMembers)
        .set({ permissions: { ...member!.permissions, '7000': level } })
        .where(where);
    };
    const client = service.client('en');
    await signIn(service, client, 'staff@otodoke.test', 'otodoke-staff');
    client.acid = LABEL;
    await setLevel('none');
    expect((await client.get(AUDIO_PATH)).status).toBe(403);
    expect((await client.send('GET', `${AUDIO_PATH}/${shortAudio.id}/files/original`)).status).toBe(403);
    await setLevel('readonly');
    expect((await client.get(AUDIO_PATH)).status).toBe(200);
    expect((await client.get(CREDIT_PATH)).status).toBe(200);
    expect((await client.send('GET', `${AUDIO_PATH}/${shortAudio.id}/files/preview/wet`)).status).toBe(200);
    const refused = await client.post<ErrorBody>(`${AUDIO_PATH}/${shortAudio.id}/master`, { effect: 'wet' });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('FORBIDDEN');
    expect((await client.post(AUDIO_PATH, { upload_id: shortMix })).status).toBe(403);
  });
});

describe.skipIf(!CAN_MASTER)('files', () => {
  it('plays the original and each preview, seeking with byte ranges (206)', async () => {
    const original = await demo.send('GET', `${AUDIO_PATH}/${shortAudio.id}/files/original`);
    expect(original.status).toBe(200);
    expect(original.headers['content-type']).toMatch(/^audio\//);
    const whole = await demo.send('GET', `${AUDIO_PATH}/${shortAudio.id}/files/preview/balance`);
    expect(whole.status).toBe(200);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.bytes!.subarray(0, 4).toString('ascii')).toBe('RIFF');
    const part = await demo.send('GET', `${AUDIO_PATH}/${shortAudio.id}/files/preview/balance`, {
      headers: { range: 'bytes=100-1099' },
    });
    expect(part.status).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-1099/${whole.bytes!.length}`);
    expect(part.bytes!.equals(whole.bytes!.subarray(100, 1100))).toBe(true);
    expect((await demo.send('GET', `${AUDIO_PATH}/${shortAudio.id}/files/preview/louder`)).status).toBe(404);
    expect((await demo.send('GET', `${AUDIO_PATH}/${shortAudio.id}/files/master/wav24`)).status).toBe(404);
  });
});

describe.skipIf(!CAN_MASTER)('credits and mastering', () => {
  it('refuses to master without a credit (MST00001) and says how many there are', async () => {
    await setCredits(service, 0);
    const refused = await demo.post<ErrorBody>(`${AUDIO_PATH}/${shortAudio.id}/master`, { effect: 'balance' });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'MST00001', details: { credits: 0 } });
    expect(refused.body.message).toBe('マスタリングクレジットが不足しています。クレジットを購入してください');
    expect((await demo.get<MasteringAudio>(`${AUDIO_PATH}/${shortAudio.id}`)).body.mastering_status).toBeNull();
  });

  it('spends one credit for twenty parallel requests, masters the track and offers both downloads', async () => {
    await setCredits(service, 1);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        demo.post<{ audio: MasteringAudio; credits: number }>(`${AUDIO_PATH}/${shortAudio.id}/master`, {
          effect: 'wet',
        }),
      ),
    );
    for (const answer of answers) expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answers.every((a) => a.body.audio.effect === 'wet')).toBe(true);
    const credit = await demo.get<Credit>(CREDIT_PATH);
    expect(credit.body.credits).toBe(0);
    expect(credit.body.movements.filter((m) => m.audio_id === shortAudio.id)).toMatchObject([
      { reason: 'spend', delta: -1 },
    ]);

    const mastered = await waitForAudio(demo, shortAudio.id, masterDone);
    expect(mastered.mastering_status, mastered.error_message ?? '').toBe('success');
    expect(mastered.mastering_progress).toBe(100);
    expect(mastered.master_analysis?.integrated_lufs).toBeGreaterThan(-16);
    expect(mastered.mastered_at).not.toBeNull();

    const wav24 = await demo.send('GET', `${AUDIO_PATH}/${shortAudio.id}/files/master/wav24`);
    expect(wav24.status).toBe(200);
    expect(wav24.headers['content-disposition']).toContain('attachment; filename="short-mix_master_24bit.wav"');
    expect(wavFormat(wav24.bytes!).bitDepth).toBe(24);
    const wav16 = await demo.send('GET', `${AUDIO_PATH}/${shortAudio.id}/files/master/wav16`);
    expect(wav16.headers['content-disposition']).toContain('short-mix_master_16bit.wav');
    expect(wavFormat(wav16.bytes!)).toEqual({ sampleRate: 44_100, bitDepth: 16 });
    // Still no credit was given back: a master that worked keeps it.
    expect((await demo.get<Credit>(CREDIT_PATH)).body.credits).toBe(0);
  });

  it('deletes an audio and its files', async () => {
    const created = await demo.post<MasteringAudio>(AUDIO_PATH, { upload_id: shortMix, name: 'to delete' });
    await waitForAudio(demo, created.body.id, previewsDone);
    expect((await demo.delete(`${AUDIO_PATH}/${created.body.id}`)).body).toEqual({ ok: true });
    expect((await demo.get(`${AUDIO_PATH}/${created.body.id}`)).status).toBe(404);
    expect((await demo.send('GET', `${AUDIO_PATH}/${created.body.id}/files/preview/dry`)).status).toBe(404);
  });
});

describe.skipIf(!CAN_MASTER)('reference tracks in MP3 and AAC (M4A)', () => {
  it('accepts them as reference uploads only: release audio still refuses them, and a mix cannot be one', async () => {
    const asAudio = await uploadLossy(demo, 'mp3', 'audio');
    expect(asAudio.status).toBe('rejected');
    expect(asAudio.problems.map((p) => p.id)).toEqual(['audioFormat']);
    const mp3 = await uploadLossy(demo, 'mp3', 'reference');
    expect(mp3.status, JSON.stringify(mp3.problems)).toBe('accepted');
    expect(mp3.facts).toMatchObject({ format: 'mp3', codec: 'mp3', channels: 2 });
    expect(mp3.facts?.duration_seconds).toBeCloseTo(6, 0);
    // An MP3 sent as audio is not a reference either: the release rules refused it.
    const refused = await demo.post<ErrorBody>(AUDIO_PATH, { upload_id: shortMix, reference_upload_id: asAudio.id });
    expect(refused.body).toMatchObject({ code: 'SONG00004', details: { field: 'reference_upload_id' } });
    // A reference upload is no mix.
    const notMix = await demo.post<ErrorBody>(AUDIO_PATH, { upload_id: mp3.id });
    expect(notMix.body).toMatchObject({ code: 'SONG00004', details: { field: 'upload_id', kind: 'reference' } });
    // Nor a song's audio on a release.
    const draft = await demo.post<ErrorBody>('/api/v1/me/releases', {
      type: 'single',
      title: 'Reference',
      songs: [{ title: 'Reference', audio_language: 'ja', file_upload_id: mp3.id, artists: [], authors: [] }],
    });
    expect(draft.body).toMatchObject({ code: 'SONG00004', details: { field: 'songs.0.file_upload_id' } });
  }, 60_000);

  it('renders the previews matched to an MP3 reference and to an AAC (M4A) one', async () => {
    for (const format of ['mp3', 'm4a'] as const) {
      const upload = await uploadLossy(demo, format, 'reference');
      expect(upload.status, JSON.stringify(upload.problems)).toBe('accepted');
      expect(upload.facts).toMatchObject({ format, codec: format === 'mp3' ? 'mp3' : 'aac' });
      const created = await demo.post<MasteringAudio>(AUDIO_PATH, {
        upload_id: shortMix,
        reference_upload_id: upload.id,
        name: `with ${format}`,
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      expect(created.body).toMatchObject({
        reference_upload_id: upload.id,
        reference_file_name: `reference.${format}`,
      });
      const done = await waitForAudio(demo, created.body.id, previewsDone);
      expect(done.preview_status, done.error_message ?? '').toBe('success');
      expect(Object.keys(done.previews).sort()).toEqual(['balance', 'dry', 'wet']);
      // The reference's tone moved the previews: they differ from those of the same mix without one.
      expect(done.previews.balance?.bands).not.toEqual(shortAudio.previews.balance?.bands);
    }
    // And a reference can be swapped for one in another format afterwards.
    const m4a = await uploadLossy(demo, 'm4a', 'reference');
    const list = await demo.get<{ items: MasteringAudio[] }>(AUDIO_PATH);
    const withMp3 = list.body.items.find((a) => a.name === 'with mp3')!;
    const swapped = await demo.patch<MasteringAudio>(`${AUDIO_PATH}/${withMp3.id}`, { reference_upload_id: m4a.id });
    expect(swapped.body).toMatchObject({ reference_upload_id: m4a.id, preview_status: 'processing' });
    expect((await waitForAudio(demo, withMp3.id, previewsDone)).preview_status).toBe('success');
  }, 120_000);
});
