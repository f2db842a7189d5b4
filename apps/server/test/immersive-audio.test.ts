// Immersive audio editions through the API: the account flag, which songs can get one, one edition a song (also when
// two creates race), the file and its verification job through every outcome (each broken check gives its code, in
// the request's language), a job surviving a restart and skipping an old attempt, the download, and authorisation.
import { IMMERSIVE_AUDIO_VERIFICATION_STATUS } from '@otodoke/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMMERSIVE_VERIFY_QUEUE } from '../src/features/immersive-audio/index.ts';
import { immersiveSongs, uploads } from '../src/platform/db/schema.ts';
import { signIn } from './flows.ts';
import { startTestService, type TestService } from './harness.ts';
import {
  createEdition,
  type Edition,
  type ErrorBody,
  putFile,
  songOnRelease,
  uploadAdm,
  uploadMpegh,
  waitVerified,
} from './immersive-helpers.ts';
import type { TestClient } from './test-client.ts';
import { uploadFile } from './uploads-helper.ts';

const LABEL = 1;
const PERSON = 2;
const BASE = '/api/v2/me/immersive_audio';

let service: TestService;
let demo: TestClient;
let demoEn: TestClient;
let operator: TestClient;

const setFlag = (accountId: number, enabled: boolean) =>
  operator.put(`/admin/api/v2/accounts/${accountId}/features/isImmersiveAudioAvailable`, { enabled });

/** Clients of the app running now (after a restart the old ones point at the closed one). */
async function connect() {
  demo = service.client('ja');
  await signIn(service, demo, 'demo@otodoke.test', 'otodoke-demo');
  demo.acid = PERSON;
  demoEn = service.client('en');
  await signIn(service, demoEn, 'demo@otodoke.test', 'otodoke-demo');
  demoEn.acid = PERSON;
}

beforeAll(async () => {
  service = await startTestService({ seed: true });
  operator = service.client('en');
  await operator.post('/api/v1/auth/signin', { email: 'admin@otodoke.test', password: 'otodoke-admin' });
  expect((await setFlag(PERSON, true)).status).toBe(200);
  expect((await setFlag(LABEL, false)).status).toBe(200);
  await connect();
}, 120_000);
afterAll(async () => {
  await service?.close();
});

describe('starting an edition', () => {
  it('needs the account flag isImmersiveAudioAvailable (IMM00001)', async () => {
    const { songId } = await songOnRelease(service, LABEL);
    demo.acid = LABEL;
    try {
      const refused = await createEdition(demo, songId);
      expect(refused.status).toBe(403);
      expect(refused.body.code).toBe('IMM00001');
      expect(refused.body.message).toContain('イマーシブオーディオ');
    } finally {
      demo.acid = PERSON;
    }
  });

  it('takes only a song of the account (IMM00002), of an audio release (IMM00003) that has not ended (IMM00012)', async () => {
    const other = await songOnRelease(service, LABEL);
    const notOurs = await createEdition(demo, other.songId);
    expect(notOurs.status).toBe(404);
    expect(notOurs.body.code).toBe('IMM00002');
    expect((await createEdition(demo, 2_000_000_000)).body.code).toBe('IMM00002');

    const video = await songOnRelease(service, PERSON, { type: 'music_video' });
    const notAudio = await demoEn.post<ErrorBody>(`${BASE}/songs?lang=en`, { song_id: video.songId, format: 'dolby' });
    expect(notAudio.status).toBe(409);
    expect(notAudio.body).toMatchObject({ code: 'IMM00003', details: { release_type: 'music_video' } });
    expect(notAudio.body.message).toContain('audio releases');

    const ended = await songOnRelease(service, PERSON, { status: 520 });
    expect((await createEdition(demo, ended.songId)).body.code).toBe('IMM00012');
  });

  it('creates one edition a song, also when two creates race (IMM00004)', async () => {
    const { songId, releaseId } = await songOnRelease(service, PERSON, { title: '並走' });
    const candidates = await demo.get<{ items: Array<{ song_id: number }> }>(`${BASE}/candidates?q=並走`);
    expect(candidates.body.items.map((item) => item.song_id)).toEqual([songId]);

    const [a, b] = await Promise.all([createEdition(demo, songId, 'dolby'), createEdition(demo, songId, 'dolby')]);
    const statuses = [a.status, b.status].sort();
    expect(statuses).toEqual([201, 409]);
    const created = (a.status === 201 ? a : b).body;
    expect((a.status === 409 ? a : b).body.code).toBe('IMM00004');
    expect(created).toMatchObject({
      format: 'dolby',
      status: 'creating',
      status_code: 100,
      action_status: 'editable',
      verification_status: 'none',
      invalid_codes: [],
      facts: null,
      file_name: null,
      release: { id: releaseId, status: 100 },
      song: { id: songId, duration_seconds: 1 },
      price: 3000,
    });
    // Only the stores of the release that take Dolby Atmos.
    expect(created.stores.map((store) => store.id).sort()).toEqual(['amazon_music', 'apple_music']);
    const rows = await service.database.db.select().from(immersiveSongs).where(eq(immersiveSongs.songId, songId));
    expect(rows).toHaveLength(1);
    expect((await createEdition(demo, songId, '360RA')).body.code).toBe('IMM00004');
    const after = await demo.get<{ items: unknown[]; total: number }>(`${BASE}/candidates?q=並走`);
    expect(after.body).toMatchObject({ items: [], total: 0 });
  });

  it('lists the editions newest first, page by page, searchable, with an empty answer when nothing matches', async () => {
    const first = await songOnRelease(service, PERSON, { title: 'ページ一' });
    const second = await songOnRelease(service, PERSON, { title: 'ページ二' });
    const a = (await createEdition(demo, first.songId)).body;
    const b = (await createEdition(demo, second.songId, '360RA')).body;
    const page1 = await demo.get<{ items: Edition[]; total: number; page: number; limit: number }>(
      `${BASE}/songs?q=ページ&limit=1`,
    );
    expect(page1.body).toMatchObject({ total: 2, page: 1, limit: 1 });
    expect(page1.body.items.map((item) => item.id)).toEqual([b.id]);
    const page2 = await demo.get<{ items: Edition[] }>(`${BASE}/songs?q=ページ&limit=1&page=2`);
    expect(page2.body.items.map((item) => item.id)).toEqual([a.id]);
    const none = await demo.get<{ items: Edition[]; total: number }>(`${BASE}/songs?q=no-such-song-anywhere`);
    expect(none.body).toMatchObject({ items: [], total: 0 });
    const bad = await demo.get<ErrorBody>(`${BASE}/songs?limit=1000`);
    expect(bad.status).toBe(400);
  });
});

describe('the file and its verification', () => {
  it('takes only an accepted immersive upload of the account (IMM00006), in the edition format (IMM00005)', async () => {
    const { songId } = await songOnRelease(service, PERSON);
    const edition = (await createEdition(demo, songId)).body;
    const wrongKind = await uploadFile(demo, 'csv', Buffer.from('a,b\n1,2\n'), 'list.csv');
    const refused = await putFile(demo, edition.id, wrongKind.id);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'IMM00006', details: { kind: 'csv' } });
    expect((await putFile(demo, edition.id, 2_000_000_000)).body.code).toBe('IMM00006');
    const adm = await uploadAdm(demo);
    expect(adm.status).toBe('accepted');
    const mismatch = await putFile(demo, edition.id, adm.id, '360RA');
    expect(mismatch.body.code).toBe('IMM00005');
    // Not an immersive container at all: the upload itself is refused.
    const garbage = await uploadFile(demo, 'immersive', Buffer.alloc(4096, 7), 'noise.wav');
    expect(garbage.status).toBe('rejected');
    expect((await putFile(demo, edition.id, garbage.id)).body.code).toBe('IMM00006');
  });

  it('takes immersive uploads up to 4 GiB', async () => {
    const tooBig = await demo.post<ErrorBody>('/api/v2/me/uploads', {
      kind: 'immersive',
      filename: 'huge-atmos.wav',
      size_bytes: 4 * 1024 ** 3 + 1,
    });
    expect(tooBig.status).toBe(400);
    expect(tooBig.body.code).toBe('VALIDATION_FAILED');
    expect(JSON.stringify(tooBig.body.details)).toContain('4 GB');
    const fits = await demo.post('/api/v2/me/uploads', {
      kind: 'immersive',
      filename: 'big-atmos.wav',
      size_bytes: 4 * 1024 ** 3,
    });
    expect(fits.status).toBe(201);
  });

  it('needs the stereo song to have its file (IMM00013)', async () => {
    const { songId } = await songOnRelease(service, PERSON, { withFile: false });
    const edition = (await createEdition(demo, songId)).body;
    const adm = await uploadAdm(demo);
    expect((await putFile(demo, edition.id, adm.id)).body.code).toBe('IMM00013');
  });

  it('verifies a valid Dolby Atmos master and a valid 360 Reality Audio file, and serves the file back', async () => {
    const dolbySong = await songOnRelease(service, PERSON);
    const dolby = (await createEdition(demo, dolbySong.songId, 'dolby')).body;
    const adm = await uploadAdm(demo, { objects: 4 });
    const queued = await putFile(demo, dolby.id, adm.id, 'dolby');
    expect(queued.status).toBe(200);
    expect(queued.body).toMatchObject({ verification_status_code: 200, action_status: 'readonly' });
    const verified = await waitVerified(demo, dolby.id);
    expect(verified).toMatchObject({
      verification_status: 'verification_success',
      verification_status_code: 300,
      invalid_codes: [],
      file_name: 'master-atmos.wav',
      action_status: 'editable',
      facts: { sample_rate: 48_000, bit_depth: 24, channels: 14 },
    });

    const raSong = await songOnRelease(service, PERSON);
    const ra = (await createEdition(demo, raSong.songId, '360RA')).body;
    const mp4 = await uploadMpegh(demo);
    await putFile(demo, ra.id, mp4.id);
    expect(await waitVerified(demo, ra.id)).toMatchObject({
      verification_status_code: 300,
      facts: { sample_rate: 48_000, profile_level: 0x0d },
    });

    const download = await demo.request('GET', `${BASE}/songs/${dolby.id}/file`);
    expect(download.status).toBe(200);
    expect(download.headers['content-disposition']).toContain('attachment');
    expect(Number(download.headers['content-length'])).toBe(adm.size_bytes);
    demo.acid = LABEL;
    try {
      expect((await demo.request('GET', `${BASE}/songs/${dolby.id}/file`)).status).toBe(404);
      expect((await demo.get(`${BASE}/songs/${dolby.id}`)).status).toBe(404);
    } finally {
      demo.acid = PERSON;
    }
  });

  const BROKEN: Array<[string, 'dolby' | '360RA', () => Promise<{ id: number }>, { family: string; code: number }]> = [
    ['the ds64 chunk missing', 'dolby', () => uploadAdm(demo, { omitChunk: 'ds64' }), { family: 'dolby', code: 1 }],
    ['16-bit PCM', 'dolby', () => uploadAdm(demo, { bitDepth: 16 }), { family: 'dolby', code: 2 }],
    ['130 channels', 'dolby', () => uploadAdm(demo, { objects: 120, seconds: 0.05 }), { family: 'dolby', code: 3 }],
    ['no chna', 'dolby', () => uploadAdm(demo, { omitChunk: 'chna' }), { family: 'dolby', code: 4 }],
    ['no axml', 'dolby', () => uploadAdm(demo, { omitChunk: 'axml' }), { family: 'dolby', code: 5 }],
    ['an MP4 as Dolby Atmos', 'dolby', () => uploadMpegh(demo), { family: 'other', code: 1 }],
    ['4 s against a 1 s song', 'dolby', () => uploadAdm(demo, { seconds: 4 }), { family: 'other', code: 2 }],
    ['no moov', '360RA', () => uploadMpegh(demo, { omitMoov: true }), { family: '360RA', code: 1 }],
    ['a video track', '360RA', () => uploadMpegh(demo, { handler: 'vide' }), { family: '360RA', code: 2 }],
    ['AAC (mp4a)', '360RA', () => uploadMpegh(demo, { sampleEntry: 'mp4a' }), { family: '360RA', code: 3 }],
    ['no mhaC', '360RA', () => uploadMpegh(demo, { mhaC: false }), { family: '360RA', code: 4 }],
    ['44.1 kHz', '360RA', () => uploadMpegh(demo, { sampleRate: 44_100 }), { family: '360RA', code: 5 }],
    ['baseline profile', '360RA', () => uploadMpegh(demo, { profileLevel: 0x01 }), { family: '360RA', code: 6 }],
  ];
  for (const [what, format, upload, expected] of BROKEN) {
    it(`refuses ${what} with ${expected.family} ${expected.code}, its message in the request's language`, async () => {
      const { songId } = await songOnRelease(service, PERSON);
      const edition = (await createEdition(demo, songId, format)).body;
      const file = await upload();
      expect((await putFile(demo, edition.id, file.id)).status).toBe(200);
      const done = await waitVerified(demo, edition.id);
      expect(done.verification_status).toBe('verification_failed');
      expect(done.invalid_codes.map(({ family, code }) => ({ family, code }))).toContainEqual(expected);
      expect(done.invalid_codes[0]!.message).toMatch(/[ぁ-んァ-ヶ一-龠]/);
      const en = (await demoEn.get<Edition>(`${BASE}/songs/${edition.id}?lang=en`)).body;
      expect(en.invalid_codes[0]!.message).not.toMatch(/[ぁ-んァ-ヶ一-龠]/);
      // Not verified: it cannot be paid for (IMM00008); another file can be sent.
      const pay = await demo.post<ErrorBody>(`${BASE}/songs/${edition.id}/payment`, {
        method: 'card',
        idempotency_key: `immersive-unverified-${edition.id}`,
      });
      expect(pay.body.code).toBe('IMM00008');
      expect(done.action_status).toBe('editable');
    });
  }

  it('reports an operation failure (230) when the stored file is gone', async () => {
    const { songId } = await songOnRelease(service, PERSON);
    const edition = (await createEdition(demo, songId)).body;
    const adm = await uploadAdm(demo);
    await service.database.db.update(uploads).set({ storageKey: 'uploads/gone-missing' }).where(eq(uploads.id, adm.id));
    await putFile(demo, edition.id, adm.id);
    const done = await waitVerified(demo, edition.id);
    expect(done).toMatchObject({ verification_status: 'verify_operation_failed', verification_status_code: 230 });
  });

  it('refuses a new file or a payment while a file is being checked (IMM00009)', async () => {
    const { songId } = await songOnRelease(service, PERSON);
    const edition = (await createEdition(demo, songId)).body;
    const adm = await uploadAdm(demo);
    await service.database.db
      .update(immersiveSongs)
      .set({ verificationStatus: IMMERSIVE_AUDIO_VERIFICATION_STATUS.verifying })
      .where(eq(immersiveSongs.id, edition.id));
    expect((await putFile(demo, edition.id, adm.id)).body.code).toBe('IMM00009');
    const pay = await demo.post<ErrorBody>(`${BASE}/songs/${edition.id}/payment`, {
      method: 'card',
      idempotency_key: `immersive-running-${edition.id}`,
    });
    expect(pay.body.code).toBe('IMM00009');
  });

  it('a job survives a restart, skips an old attempt, and a job run again after a crash checks again', async () => {
    const { songId } = await songOnRelease(service, PERSON);
    const edition = (await createEdition(demo, songId)).body;
    const broken = await uploadAdm(demo, { omitChunk: 'axml' });
    const good = await uploadAdm(demo);
    await service.restart({ runWorkers: false });
    await connect();
    await putFile(demo, edition.id, broken.id);
    const again = await putFile(demo, edition.id, good.id);
    expect(again.body.code).toBe('IMM00009');
    await service.restart({ runWorkers: true });
    await connect();
    const done = await waitVerified(demo, edition.id);
    expect(done).toMatchObject({ verification_status_code: 220 });

    // A new file: attempt 2. The old attempt's job, sent again, changes nothing.
    await putFile(demo, edition.id, good.id);
    expect(await waitVerified(demo, edition.id)).toMatchObject({ verification_status_code: 300 });
    const [row] = await service.database.db.select().from(immersiveSongs).where(eq(immersiveSongs.id, edition.id));
    expect(row!.verificationAttempt).toBe(2);
    await service.app.jobs.send(IMMERSIVE_VERIFY_QUEUE, { immersive_song_id: edition.id, attempt: 1 });
    await service.app.jobs.drain(IMMERSIVE_VERIFY_QUEUE);
    expect((await demo.get<Edition>(`${BASE}/songs/${edition.id}`)).body.verification_status_code).toBe(300);

    // Crashed mid-check (left verifying): the same attempt's job checks the file again and finishes.
    await service.database.db
      .update(immersiveSongs)
      .set({ verificationStatus: IMMERSIVE_AUDIO_VERIFICATION_STATUS.verifying, facts: null })
      .where(eq(immersiveSongs.id, edition.id));
    await service.app.jobs.send(IMMERSIVE_VERIFY_QUEUE, { immersive_song_id: edition.id, attempt: 2 });
    expect(await waitVerified(demo, edition.id)).toMatchObject({
      verification_status_code: 300,
      facts: { channels: 12 },
    });
  });
});
