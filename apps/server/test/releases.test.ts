// Release registration: drafts, every rule of the rulebook as the server applies it, identifiers, the status machine,
// deletion, the list and summary, terms, and who may do what.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gs1CheckDigit, isUpc } from '@otodoke/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeVideo, pngArtwork, writeWav } from '../src/features/uploads/sample-media.ts';
import { accounts, artists, releases, uploads } from '../src/platform/db/schema.ts';
import { signIn } from './flows.ts';
import { startTestService, type TestService } from './harness.ts';
import type { TestClient } from './test-client.ts';
import { uploadFile } from './uploads-helper.ts';

const LABEL = 1;
const PERSON = 2;

type Issue = { path: string; message: string };
type Reason = { reason: string; path: string; severity: string; message: string };
type Release = {
  id: number;
  type: string;
  status: string;
  status_code: number;
  is_editable: boolean;
  can_delete: boolean;
  upc: string | null;
  upc_assigned: boolean;
  songs: Array<{ id: number; isrc: string | null; isrc_assigned: boolean; title: string; artists: unknown[] }>;
  check: { fields: Issue[]; reasons: Reason[] };
  store_options: Array<{ id: string; available: boolean; reasons: Array<{ reason: string; message: string }> }>;
};
type ErrorBody = { code: string; message: string; details: Record<string, unknown> };

let service: TestService;
let demo: TestClient;
let demoEn: TestClient;
let artistA: number;
let artistB: number;
let artistC: number;
let artistD: number;

async function insertArtist(accountId: number, name: string, extra: Partial<typeof artists.$inferInsert> = {}) {
  const [row] = await service.database.db
    .insert(artists)
    .values({ accountId, artistType: 'individual', nameJa: name, nameEn: name, ...extra })
    .returning();
  return row!.id;
}

type Facts = Record<string, unknown>;
const WAV: Facts = {
  format: 'wav',
  sample_rate: 44100,
  bit_depth: 16,
  channels: 2,
  duration_seconds: 200,
  is_hires: false,
};
const HIRES: Facts = {
  format: 'flac',
  sample_rate: 96000,
  bit_depth: 24,
  channels: 2,
  duration_seconds: 200,
  is_hires: true,
};
const VIDEO: Facts = {
  container: 'mp4',
  codec: 'h264',
  width: 1920,
  height: 1080,
  frame_rate: 29.97,
  duration_seconds: 240,
  has_audio: true,
};
const ARTWORK: Facts = { format: 'png', width: 3000, height: 3000, colour_space: 'srgb' };

/** An accepted upload as the check job leaves it (the upload tests cover the real files and the job). */
async function insertUpload(
  accountId: number,
  kind: 'audio' | 'video' | 'artwork',
  facts: Facts,
  sha256 = randomBytes(32).toString('hex'),
) {
  const [row] = await service.database.db
    .insert(uploads)
    .values({
      accountId,
      tusId: randomBytes(8).toString('hex'),
      kind,
      status: 'accepted',
      originalName: `${kind}.bin`,
      sizeBytes: 1000,
      sha256,
      facts,
      completedAt: new Date(),
    })
    .returning();
  return row!.id;
}

const tomorrow = () => {
  const d = new Date(Date.now() + 2 * 86_400_000);
  return `${d.getUTCFullYear()}/${String(d.getUTCMonth() + 1).padStart(2, '0')}/${String(d.getUTCDate()).padStart(2, '0')}`;
};

function song(fileId: number | null, extra: Record<string, unknown> = {}) {
  return {
    title: '夜明けの歌',
    audio_language: 'ja',
    file_upload_id: fileId,
    artists: [],
    authors: [
      {
        is_lyricist: true,
        is_composer: true,
        real_name: '山田太郎',
        pen_name: 'YAMADA',
        is_foreign: false,
        show_on_artist_page: false,
      },
    ],
    ...extra,
  };
}

async function completeBody(songs: unknown[], extra: Record<string, unknown> = {}) {
  return {
    title: '夜明け',
    main_artist_ids: [artistA],
    primary_genre_id: '17',
    requested_sale_start_date: tomorrow(),
    store_ids: ['spotify', 'apple_music'],
    artwork_upload_id: await insertUpload(LABEL, 'artwork', ARTWORK),
    copyright_year: '2026',
    copyright_holder: 'Otodoke Demo Records',
    songs,
    ...extra,
  };
}

/** English answers: the signed-in individual prefers Japanese, so English is asked for with ?lang=en. */
const lang = (client: TestClient) => (client === demoEn ? '?lang=en' : '');

async function createDraft(client: TestClient, type: string, body: Record<string, unknown> = {}) {
  const created = await client.post<Release>(`/api/v1/me/releases${lang(client)}`, { type, ...body });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body;
}

async function save(client: TestClient, id: number, body: Record<string, unknown>) {
  return client.put<Release & ErrorBody>(`/api/v1/me/releases/${id}${lang(client)}`, body);
}

const reasonsOf = (release: Release) => release.check.reasons.map((r) => `${r.reason}@${r.path}`);

beforeAll(async () => {
  service = await startTestService({ seed: true });
  demo = service.client('ja');
  await signIn(service, demo, 'demo@otodoke.test', 'otodoke-demo');
  demo.acid = LABEL;
  demoEn = service.client('en');
  await signIn(service, demoEn, 'demo@otodoke.test', 'otodoke-demo');
  demoEn.acid = LABEL;
  artistA = await insertArtist(LABEL, '朝焼けバンド');
  artistB = await insertArtist(LABEL, 'Blue Hour');
  artistC = await insertArtist(LABEL, 'Cosmo');
  artistD = await insertArtist(LABEL, 'Daybreak');
});
afterAll(async () => {
  await service?.close();
});

describe('a draft', () => {
  it('starts in creating with what a submission still needs, and the stores of its media', async () => {
    const draft = await createDraft(demo, 'album');
    expect(draft).toMatchObject({ status: 'creating', status_code: 100, is_editable: true, can_delete: true });
    const paths = draft.check.fields.map((f) => f.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        'title',
        'primary_genre_id',
        'main_artist_ids',
        'requested_sale_start_date',
        'artwork_file_id',
        'songs',
      ]),
    );
    expect(draft.check.fields.find((f) => f.path === 'title')!.message).toBe('必須入力項目です');
    expect(draft.check.fields.find((f) => f.path === 'songs')!.message).toBe('楽曲を2曲以上登録してください');
    const storeIds = draft.store_options.map((s) => s.id);
    expect(storeIds).toContain('spotify');
    expect(storeIds).not.toContain('itunes_ringtone');
  });

  it('keeps incomplete data but refuses malformed values with the field and the message', async () => {
    const draft = await createDraft(demo, 'single');
    const badIsrc = await save(demo, draft.id, { songs: [song(null, { isrc: 'JP-123' })] });
    expect(badIsrc.status).toBe(400);
    expect(badIsrc.body.details.fields).toEqual({
      'songs.0.isrc': 'ISRCは「JP-XXX-00-00000」の形式（12文字）で入力してください',
    });
    const badUpc = await demoEn.put<ErrorBody>(`/api/v1/me/releases/${draft.id}?lang=en`, { upc: '4599990000013' });
    expect(badUpc.status).toBe(400);
    expect((badUpc.body.details.fields as Record<string, string>).upc).toMatch(/check digit/);
    const body = '459999000001';
    const goodUpc = body + gs1CheckDigit(body);
    const ok = await save(demo, draft.id, { title: '途中', upc: goodUpc });
    expect(ok.status).toBe(200);
    expect(ok.body.upc).toBe(goodUpc);
  });

  it('refuses label names with the service brand anywhere and generic words as the whole name', async () => {
    const draft = await createDraft(demo, 'single');
    const message = 'レーベル名に使用できない語句が含まれています。正式なレーベル名がない場合は空欄にしてください';
    for (const label of [
      'Otodoke Records',
      'ＯＴＯＤＯＫＥ',
      '音届けレコーズ',
      'label',
      'No Label',
      'インディーズ',
      'Independiente',
    ]) {
      const saved = await save(demo, draft.id, { label_name: label });
      expect(saved.status, label).toBe(400);
      expect((saved.body.details.fields as Record<string, string>).label_name).toBe(message);
    }
    for (const label of ['Blue Label Works', 'Independent Sounds Tokyo', '夜明けレーベル']) {
      expect((await save(demo, draft.id, { label_name: label })).status, label).toBe(200);
    }
  });

  it("refuses another account's artists and files, and archived artists", async () => {
    const draft = await createDraft(demo, 'single');
    const otherArtist = await insertArtist(PERSON + 100 - 100, 'Someone else');
    const foreignFile = await insertUpload(PERSON, 'audio', WAV);
    expect((await save(demo, draft.id, { main_artist_ids: [otherArtist] })).status).toBe(404);
    expect((await save(demo, draft.id, { songs: [song(foreignFile)] })).status).toBe(404);
    const archived = await insertArtist(LABEL, 'Retired', { archivedAt: new Date() });
    const refused = await save(demo, draft.id, { main_artist_ids: [archived] });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('ART00002');
    const video = await insertUpload(LABEL, 'video', VIDEO);
    const wrongKind = await save(demo, draft.id, { songs: [song(video)] });
    expect(wrongKind.status).toBe(409);
    expect(wrongKind.body.code).toBe('SONG00004');
  });
});

describe('submitting', () => {
  it('assigns ISRCs and a UPC, and waits for payment on the pay-per-release plan', async () => {
    await service.database.db.update(accounts).set({ plan: 'payper' }).where(eq(accounts.id, LABEL));
    try {
      await submitsAndWaitsForPayment();
    } finally {
      await service.database.db.update(accounts).set({ plan: 'unlimited_standard' }).where(eq(accounts.id, LABEL));
    }
  });

  async function submitsAndWaitsForPayment() {
    const draft = await createDraft(demo, 'album');
    const body = await completeBody([
      song(await insertUpload(LABEL, 'audio', WAV)),
      song(await insertUpload(LABEL, 'audio', WAV), { title: '二曲目' }),
    ]);
    const saved = await save(demo, draft.id, body);
    expect(saved.status).toBe(200);
    expect(saved.body.check).toEqual({ fields: [], reasons: [] });
    const submitted = await demo.post<Release>(`/api/v1/me/releases/${draft.id}/submit`);
    expect(submitted.status).toBe(200);
    expect(submitted.body).toMatchObject({
      status: 'creating_wait_create_payment',
      status_code: 105,
      upc_assigned: true,
    });
    expect(isUpc(submitted.body.upc!)).toBe(true);
    expect(submitted.body.upc).toMatch(/^4599990\d{6}$/);
    const year = String(new Date().getUTCFullYear() % 100).padStart(2, '0');
    for (const s of submitted.body.songs) {
      expect(s.isrc).toMatch(new RegExp(`^JPZ99${year}\\d{5}$`));
      expect(s.isrc_assigned).toBe(true);
    }
    expect(new Set(submitted.body.songs.map((s) => s.isrc)).size).toBe(2);

    // While it waits for its payment it is read-only: a save is refused and leaves it waiting.
    expect(submitted.body.is_editable).toBe(false);
    const changed = {
      ...body,
      title: '夜明け（改）',
      songs: submitted.body.songs.map((s, i) => ({ ...(body.songs[i] as object), id: s.id })),
    };
    const locked = await save(demo, draft.id, changed);
    expect(locked.status).toBe(409);
    expect(locked.body.code).toBe('SONG00007');
    expect(locked.body.message).toContain('お支払い待ちのリリースは内容を変更できません');
    const lockedEn = await save(demoEn, draft.id, changed);
    expect(lockedEn.body.message).toContain('A release awaiting payment cannot be changed');
    const still = await demo.get<Release>(`/api/v1/me/releases/${draft.id}`);
    expect(still.body).toMatchObject({ status: 'creating_wait_create_payment', title: '夜明け' });
    // Canceling the payment takes it back to the draft, where it can be changed; the assigned codes stay.
    const withdrawn = await demo.post<Release>(`/api/v1/me/releases/${draft.id}/withdraw`);
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body).toMatchObject({ status: 'creating', is_editable: true });
    const twice = await demo.post<ErrorBody>(`/api/v1/me/releases/${draft.id}/withdraw`);
    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe('SONG00003');
    const edited = await save(demo, draft.id, changed);
    expect(edited.status).toBe(200);
    expect(edited.body.status).toBe('creating');
    expect(edited.body.upc).toBe(submitted.body.upc);
    expect(edited.body.songs.map((s) => s.isrc)).toEqual(submitted.body.songs.map((s) => s.isrc));
    // Submitting twice in a row is refused by the status machine.
    expect((await demo.post(`/api/v1/me/releases/${draft.id}/submit`)).status).toBe(200);
    const again = await demo.post<ErrorBody>(`/api/v1/me/releases/${draft.id}/submit`);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('SONG00003');
  }

  it('is complete at once under an unlimited plan, and then the release can no longer be edited or deleted', async () => {
    {
      const draft = await createDraft(demo, 'single');
      await save(demo, draft.id, await completeBody([song(await insertUpload(LABEL, 'audio', WAV))]));
      const submitted = await demo.post<Release>(`/api/v1/me/releases/${draft.id}/submit`);
      expect(submitted.body).toMatchObject({ status: 'creating_complete', is_editable: false, can_delete: false });
      const edit = await save(demo, draft.id, { title: 'x' });
      expect(edit.status).toBe(409);
      expect(edit.body.code).toBe('SONG00001');
      expect(edit.body.message).toBe('現在のステータスではこのリリースを変更できません');
      const del = await demo.delete<ErrorBody>(`/api/v1/me/releases/${draft.id}`);
      expect(del.status).toBe(409);
    }
  });

  it('reports every blocking problem at once, next to its field, in the language of the request', async () => {
    const draft = await createDraft(demoEn, 'single');
    await save(demoEn, draft.id, {
      title: 'Dawn',
      songs: [song(null, { authors: [{ is_lyricist: false, is_composer: true, real_name: '作曲者', pen_name: '' }] })],
    });
    const refused = await demoEn.post<ErrorBody>(`/api/v1/me/releases/${draft.id}/submit?lang=en`);
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('SONG00002');
    const fields = refused.body.details.fields as Record<string, string>;
    expect(fields['songs.0.authors']).toBe('Add at least one lyricist and one composer.');
    expect(fields['songs.0.file_id']).toBe('This field is required.');
    expect(fields.requested_sale_start_date).toBe('This field is required.');
  });

  it('needs only a composer for an instrumental, and refuses a past sale date', async () => {
    const draft = await createDraft(demo, 'single');
    const composerOnly = [{ is_lyricist: false, is_composer: true, real_name: '作曲者', pen_name: '' }];
    const saved = await save(
      demo,
      draft.id,
      await completeBody(
        [song(await insertUpload(LABEL, 'audio', WAV), { audio_language: 'zxx', authors: composerOnly })],
        {
          requested_sale_start_date: '2020/01/01',
        },
      ),
    );
    expect(saved.body.check.fields).toEqual([
      { path: 'requested_sale_start_date', message: '過去の日付は指定できません' },
    ]);
  });
});

describe('the metadata check reasons', () => {
  async function checked(type: string, songs: unknown[], extra: Record<string, unknown> = {}) {
    const draft = await createDraft(demo, type);
    const saved = await save(demo, draft.id, await completeBody(songs, extra));
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    return saved.body;
  }
  const wav = () => insertUpload(LABEL, 'audio', WAV);

  it('counts songs and main artists', async () => {
    const four = await Promise.all([1, 2, 3, 4].map(async (n) => song(await wav(), { title: `曲${n}` })));
    expect(reasonsOf(await checked('single', four))).toContain('exceed_number_of_album_songs@songs');
    const many = await checked('single', [song(await wav())], {
      main_artist_ids: [artistA, artistB, artistC, artistD],
    });
    expect(reasonsOf(many)).toContain('exceed_number_of_main_artist@main_artist_ids');
    // Included in an unlimited plan; charged per extra artist when paying per release.
    const underPlan = await checked('single', [song(await wav())], { main_artist_ids: [artistA, artistB] });
    expect(underPlan.check.reasons).toEqual([]);
    await service.database.db.update(accounts).set({ plan: 'payper' }).where(eq(accounts.id, LABEL));
    try {
      const two = await checked('single', [song(await wav())], { main_artist_ids: [artistA, artistB] });
      expect(two.check.reasons).toEqual([
        expect.objectContaining({ reason: 'required_to_pay_use_added_main_artist', severity: 'notice' }),
      ]);
    } finally {
      await service.database.db.update(accounts).set({ plan: 'unlimited_standard' }).where(eq(accounts.id, LABEL));
    }
  });

  it('asks for Various Artists on a mixed album and on songs by many artists', async () => {
    const mixed = await checked('mixed_album', [song(await wav()), song(await wav(), { title: '2' })]);
    expect(reasonsOf(mixed)).toContain('required_to_set_various_artists@main_artist_ids');
    const va =
      (await demo.post<{ id: number }>('/api/v2/me/various-artists')).body.id ??
      (await insertArtist(LABEL, 'ヴァリアス・アーティスト', { isVariousArtists: true, artistType: 'group' }));
    const fixed = await checked('mixed_album', [song(await wav()), song(await wav(), { title: '2' })], {
      main_artist_ids: [va],
    });
    expect(reasonsOf(fixed)).not.toContain('required_to_set_various_artists@main_artist_ids');
  });

  it('refuses lyrics for instrumentals, Submit for videos, duplicated ISRCs and covers on Content ID', async () => {
    const lyrics = await checked('single', [song(await wav(), { audio_language: 'zxx', lyrics: 'らら' })]);
    expect(reasonsOf(lyrics)).toContain('lyrics_not_allowed_to_set@songs.0.lyrics');
    const dup = await checked('album', [
      song(await wav(), { isrc: 'JP-ZZ1-26-00001' }),
      song(await wav(), { isrc: 'JPZZ12600001' }),
    ]);
    expect(reasonsOf(dup)).toContain('exist_songs_with_same_isrc@songs.1.isrc');
    const cover = await checked('single', [song(await wav(), { category: 'cover', original_singer: '原曲歌手' })], {
      store_ids: ['spotify', 'youtube_content_id'],
    });
    expect(reasonsOf(cover)).toContain('cover_song_is_set@songs.0.category');
    expect(cover.check.reasons[0]!.message).toBe('カバー曲が含まれているため、この操作はできません');
  });

  it('refuses an ISRC another account uses, or this account uses for another recording', async () => {
    const first = await checked('single', [song(await wav(), { isrc: 'JPZZ22600077' })]);
    expect(reasonsOf(first)).not.toContain('exist_songs_with_same_isrc@songs.0.isrc');
    const otherRecording = await checked('single', [song(await wav(), { isrc: 'JPZZ22600077' })]);
    expect(reasonsOf(otherRecording)).toContain('exist_songs_with_same_isrc@songs.0.isrc');
    // The same recording (same file contents) on a later album keeps its ISRC.
    const sha = randomBytes(32).toString('hex');
    await checked('single', [song(await insertUpload(LABEL, 'audio', WAV, sha), { isrc: 'JPZZ22600078' })]);
    const album = await checked('album', [
      song(await insertUpload(LABEL, 'audio', WAV, sha), { isrc: 'JPZZ22600078' }),
      song(await wav(), { title: '2' }),
    ]);
    expect(reasonsOf(album)).not.toContain('exist_songs_with_same_isrc@songs.0.isrc');
  });

  it('wants the same featured artist of every song on the release instead', async () => {
    const feat = [{ artist_id: artistB, input_role: 'featured', roles: [] }];
    const release = await checked('album', [
      song(await wav(), { artists: feat }),
      song(await wav(), { title: '2', artists: feat }),
    ]);
    expect(reasonsOf(release)).toContain('all_same_featuring_artist_is_set@songs');
  });

  it('flags immersive audio without the process, and lyric sync made stale by a new file', async () => {
    const immersive = await checked('single', [song(await wav(), { immersive_audio_format: 'dolby' })]);
    expect(reasonsOf(immersive)).toContain('invalid_immersive_audio_process@songs.0.immersive_audio_format');

    const draft = await createDraft(demo, 'single');
    const body = await completeBody([song(await wav(), { synced_lyrics: '[00:01.00]夜明け' })]);
    const first = await save(demo, draft.id, body);
    expect(reasonsOf(first.body)).not.toContain('song_file_was_changed_after_set_lyric_sync@songs.0.lyrics');
    const changed = await save(demo, draft.id, {
      ...body,
      songs: [{ ...(body.songs[0] as object), id: first.body.songs[0]!.id, file_upload_id: await wav() }],
    });
    expect(reasonsOf(changed.body)).toContain('song_file_was_changed_after_set_lyric_sync@songs.0.lyrics');
  });

  it('uses the OEM label and needs a director on music videos', async () => {
    await service.database.db.update(accounts).set({ accountModelType: 'OEM' }).where(eq(accounts.id, LABEL));
    try {
      const oem = await checked('single', [song(await wav())], { label_name: 'Blue Label Works' });
      expect(reasonsOf(oem)).toContain('custom_label_name_not_allowed_to_set@label_name');
    } finally {
      await service.database.db.update(accounts).set({ accountModelType: 'VD' }).where(eq(accounts.id, LABEL));
    }
    await demo.post('/api/vf/acknowledges/music_video');
    const video = await insertUpload(LABEL, 'video', VIDEO);
    const mv = await checked('music_video', [song(video)], { store_ids: ['apple_music'], use_submit: true });
    expect(reasonsOf(mv)).toEqual(
      expect.arrayContaining([
        'has_song_without_required_role@songs.0.artists',
        'submit_not_allowed_to_set@use_submit',
      ]),
    );
    const directed = await checked(
      'music_video',
      [
        song(await insertUpload(LABEL, 'video', VIDEO), {
          artists: [{ artist_id: artistB, input_role: 'featured', roles: ['director'] }],
        }),
      ],
      { store_ids: ['apple_music'] },
    );
    expect(reasonsOf(directed)).not.toContain('has_song_without_required_role@songs.0.artists');
  });
});

describe('stores and files judged for the release', () => {
  it('explains why a store cannot take the release, and refuses to submit to it', async () => {
    const draft = await createDraft(demoEn, 'single');
    const short = await insertUpload(LABEL, 'audio', { ...WAV, duration_seconds: 20 });
    const saved = await save(
      demoEn,
      draft.id,
      await completeBody([song(short, { preview_start_seconds: null })], {
        primary_genre_id: '17',
        worldwide: false,
        territories: ['JP'],
        store_ids: ['spotify', 'mora_hires', 'beatport', 'tiktok', 'recochoku'],
      }),
    );
    const options = Object.fromEntries(saved.body.store_options.map((o) => [o.id, o.reasons.map((r) => r.reason)]));
    expect(options.spotify).toEqual(['audio_less_than_30']);
    expect(options.mora_hires).toEqual(['need_hires']);
    expect(options.beatport).toEqual(['invalid_genre']);
    expect(options.tiktok).toEqual(['need_all_region']);
    expect(options.recochoku).toEqual([]);
    const tiktok = saved.body.store_options.find((o) => o.id === 'tiktok')!;
    expect(tiktok.reasons[0]!.message).toBe('This store only takes worldwide releases.');
    const storeProblems = saved.body.check.fields.filter((f) => f.path === 'store_ids');
    expect(storeProblems).toHaveLength(4);
    const hires = await insertUpload(LABEL, 'audio', HIRES);
    const better = await save(demoEn, draft.id, await completeBody([song(hires)], { store_ids: ['mora_hires'] }));
    expect(better.body.store_options.find((o) => o.id === 'mora_hires')!.available).toBe(true);
  });

  it('knows before submit what the store simulator refuses: Qobuz takes hi-res audio only', async () => {
    const draft = await createDraft(demo, 'single');
    const body = await completeBody([song(await insertUpload(LABEL, 'audio', WAV))], {
      store_ids: ['spotify', 'qobuz'],
    });
    const saved = await save(demo, draft.id, body);
    const qobuz = saved.body.store_options.find((o) => o.id === 'qobuz')!;
    expect(qobuz.available).toBe(false);
    expect(qobuz.reasons).toEqual([
      { reason: 'need_hires', message: 'ハイレゾ音源（24bit／48kHz以上）のみ配信できるストアです' },
    ]);
    const refused = await demo.post<ErrorBody>(`/api/v1/me/releases/${draft.id}/submit`);
    expect(refused.status).toBe(422);
    expect((refused.body.details.fields as Record<string, string>).store_ids).toBe(
      'Qobuz: ハイレゾ音源（24bit／48kHz以上）のみ配信できるストアです',
    );
    const refusedEn = await demoEn.post<ErrorBody>(`/api/v1/me/releases/${draft.id}/submit?lang=en`);
    expect((refusedEn.body.details.fields as Record<string, string>).store_ids).toBe(
      'Qobuz: This store only takes hi-res audio (24-bit, 48 kHz or more).',
    );
    const hires = await save(demo, draft.id, { ...body, songs: [song(await insertUpload(LABEL, 'audio', HIRES))] });
    expect(hires.body.store_options.find((o) => o.id === 'qobuz')!.available).toBe(true);
  });

  it('judges a ringtone by its length and a concert video by the longer limit', async () => {
    const draft = await createDraft(demo, 'ringtone');
    const saved = await save(demo, draft.id, {
      songs: [song(await insertUpload(LABEL, 'audio', { ...WAV, duration_seconds: 60 }))],
    });
    expect(saved.body.check.fields).toContainEqual({
      path: 'songs.0.file_id',
      message: '着うたの長さは5〜40秒です（この音源は60秒）。',
    });
    await demo.post('/api/vf/acknowledges/music_video');
    const long = { ...VIDEO, duration_seconds: 2 * 3600 };
    const mv = await createDraft(demo, 'music_video');
    const mvSaved = await save(demo, mv.id, { songs: [song(await insertUpload(LABEL, 'video', long))] });
    expect(mvSaved.body.check.fields.some((f) => f.path === 'songs.0.file_id')).toBe(true);
    const concert = await createDraft(demo, 'live_concert_video');
    const concertSaved = await save(demo, concert.id, { songs: [song(await insertUpload(LABEL, 'video', long))] });
    expect(concertSaved.body.check.fields.some((f) => f.path === 'songs.0.file_id')).toBe(false);
  });

  it('checks the preview start against the 30-second rule', async () => {
    const draft = await createDraft(demo, 'single');
    const saved = await save(demo, draft.id, {
      songs: [
        song(await insertUpload(LABEL, 'audio', { ...WAV, duration_seconds: 40 }), { preview_start_seconds: 20 }),
      ],
    });
    expect(saved.body.check.fields).toContainEqual({
      path: 'songs.0.preview_start_seconds',
      message: '試聴開始位置から曲の終わりまで30秒以上必要です',
    });
  });
});

describe('terms, songs and authors', () => {
  it('needs the karaoke terms before a karaoke release', async () => {
    const client = service.client('ja');
    await signIn(service, client, 'demo@otodoke.test', 'otodoke-demo');
    client.acid = PERSON;
    expect((await client.get('/api/vf/acknowledges/karaoke')).body).toEqual({
      acknowledged: false,
      acknowledged_at: null,
    });
    const refused = await client.post<ErrorBody>('/api/v1/me/releases', { type: 'karaoke_video' });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('SONG00005');
    const ack = await client.post<{ acknowledged: boolean }>('/api/vf/acknowledges/karaoke');
    expect(ack.body.acknowledged).toBe(true);
    expect((await client.post('/api/v1/me/releases', { type: 'karaoke_video' })).status).toBe(201);
  });

  it('reads and changes one song through the same rules', async () => {
    const draft = await createDraft(demo, 'single');
    const saved = await save(demo, draft.id, { songs: [song(null)] });
    const songId = saved.body.songs[0]!.id;
    const read = await demo.get<{ release_id: number; title: string }>(`/api/v2/me/songs/${songId}`);
    expect(read.body).toMatchObject({ release_id: draft.id, title: '夜明けの歌' });
    const changed = await demo.put<{ title: string }>(
      `/api/v2/me/songs/${songId}`,
      song(null, { title: '新しい題名' }),
    );
    expect(changed.body.title).toBe('新しい題名');
    const bad = await demo.put<ErrorBody>(`/api/v2/me/songs/${songId}`, song(null, { isrc: 'nope' }));
    expect(bad.status).toBe(400);
  });

  it('checks an author entry and suggests authors used before', async () => {
    const res = await demo.post<{ fields: Issue[]; suggestions: Array<{ real_name: string }> }>(
      '/api/v2/me/authors/check',
      {
        is_lyricist: false,
        is_composer: false,
        real_name: 'Yamada',
        pen_name: '',
        is_foreign: false,
        show_on_artist_page: true,
      },
    );
    expect(res.body.fields).toEqual([
      { path: 'type', message: '作詞または作曲のいずれかを選択してください' },
      { path: 'real_name', message: '国内の作家の本名にアルファベットは使用できません' },
      { path: 'pen_name', message: 'アーティストページに表示する場合は必須です' },
    ]);
    const suggest = await demo.post<{ suggestions: Array<{ real_name: string }> }>('/api/v2/me/authors/check', {
      is_lyricist: true,
      is_composer: false,
      real_name: '山田',
    });
    expect(suggest.body.suggestions.map((s) => s.real_name)).toContain('山田太郎');
  });
});

describe('deleting, listing and the summary', () => {
  it('deletes drafts (with confirmation in the UI) and hides them everywhere', async () => {
    const draft = await createDraft(demo, 'single', { title: '消す予定' });
    expect((await demo.delete(`/api/v1/me/releases/${draft.id}`)).status).toBe(200);
    expect((await demo.get(`/api/v1/me/releases/${draft.id}`)).status).toBe(404);
    const [row] = await service.database.db.select().from(releases).where(eq(releases.id, draft.id));
    expect(row!.status).toBe(900);
    const list = await demo.get<{ items: Array<{ id: number }> }>('/api/v1/me/releases?q=消す予定');
    expect(list.body.items).toEqual([]);
  });

  it('sorts, filters by status group and type, searches and pages', async () => {
    const a = await createDraft(demo, 'album', { title: 'ソート検証A', requested_sale_start_date: '2030/01/02' });
    const b = await createDraft(demo, 'album', { title: 'ソート検証B', requested_sale_start_date: '2030/01/01' });
    const byDate = await demo.get<{ items: Array<{ id: number; title: string }>; total: number }>(
      '/api/v1/me/releases?q=ソート検証&sort_key=street_date&sort_order=asc',
    );
    expect(byDate.body.items.map((i) => i.id)).toEqual([b.id, a.id]);
    expect(byDate.body.total).toBe(2);
    const paged = await demo.get<{ items: unknown[]; total: number; page: number }>(
      '/api/v1/me/releases?q=ソート検証&limit=1&page=2&sort_key=create_time&sort_order=asc',
    );
    expect(paged.body).toMatchObject({ total: 2, page: 2 });
    expect((paged.body.items[0] as { id: number }).id).toBe(b.id);
    const drafts = await demo.get<{ items: Array<{ status_group: string }> }>(
      '/api/v1/me/releases?status_group=draft&limit=100',
    );
    expect(drafts.body.items.every((i) => i.status_group === 'draft')).toBe(true);
    const payment = await demo.get<{ items: Array<{ status: string }> }>(
      '/api/v1/me/releases?status_group=payment&limit=100',
    );
    expect(payment.body.items.length).toBeGreaterThan(0);
    expect(payment.body.items.every((i) => i.status === 'creating_wait_create_payment')).toBe(true);
    const albums = await demo.get<{ items: Array<{ type: string }> }>('/api/v1/me/releases?type=album&limit=100');
    expect(albums.body.items.every((i) => i.type === 'album')).toBe(true);
    const summary = await demo.get<{
      total: number;
      by_group: Record<string, number>;
      by_type: Record<string, number>;
    }>('/api/v2/me/releases/summary');
    const all = await demo.get<{ total: number }>('/api/v1/me/releases?limit=1');
    expect(summary.body.total).toBe(all.body.total);
    expect(Object.values(summary.body.by_group).reduce((x, y) => x + y, 0)).toBe(summary.body.total);
    expect(summary.body.by_group.draft).toBe(drafts.body.items.length);
  });
});

describe('who may see and change releases', () => {
  it("hides one account's releases and songs from another", async () => {
    const draft = await createDraft(demo, 'single');
    const saved = await save(demo, draft.id, { songs: [song(null)] });
    const other = service.client('ja');
    await signIn(service, other, 'demo@otodoke.test', 'otodoke-demo');
    other.acid = PERSON;
    expect((await other.get(`/api/v1/me/releases/${draft.id}`)).status).toBe(404);
    expect((await other.put(`/api/v1/me/releases/${draft.id}`, { title: 'x' })).status).toBe(404);
    expect((await other.post(`/api/v1/me/releases/${draft.id}/submit`)).status).toBe(404);
    expect((await other.delete(`/api/v1/me/releases/${draft.id}`)).status).toBe(404);
    expect((await other.get(`/api/v2/me/songs/${saved.body.songs[0]!.id}`)).status).toBe(404);
    const list = await other.get<{ items: Array<{ id: number }> }>('/api/v1/me/releases?limit=100');
    expect(list.body.items.map((i) => i.id)).not.toContain(draft.id);
  });

  it('lets a member with editable release permission work, and nobody signed out', async () => {
    const staff = service.client('ja');
    await signIn(service, staff, 'staff@otodoke.test', 'otodoke-staff');
    staff.acid = LABEL;
    const created = await staff.post<Release>('/api/v1/me/releases', { type: 'single', title: 'スタッフ作成' });
    expect(created.status).toBe(201);
    const anonymous = service.client('ja');
    expect((await anonymous.get('/api/v1/me/releases')).status).toBe(401);
    expect((await anonymous.post('/api/v1/me/releases', { type: 'single' })).status).toBe(401);
  });
});

describe('every release type from real files', () => {
  it('registers and submits each of the eight types with uploaded, checked files', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'otodoke-types-'));
    try {
      const wavPath = path.join(dir, 'song.wav');
      const ringPath = path.join(dir, 'ring.wav');
      const videoPath = path.join(dir, 'video.mp4');
      const artPath = path.join(dir, 'art.png');
      await Promise.all([
        writeWav(wavPath, { seconds: 31, sampleRate: 44_100, bitDepth: 16, channels: 2, frequency: 440 }),
        writeWav(ringPath, { seconds: 20, sampleRate: 44_100, bitDepth: 16, channels: 2, frequency: 660 }),
        makeVideo(videoPath, { width: 1280, height: 720, fps: 30, seconds: 31, withAudio: true, codec: 'h264' }),
        pngArtwork(artPath, { size: 3000, hue: 200 }),
      ]);
      const accepted = async (kind: 'audio' | 'video' | 'artwork', file: string) => {
        const upload = await uploadFile(demo, kind, file);
        expect(upload.status, JSON.stringify(upload.problems)).toBe('accepted');
        return upload.id;
      };
      await demo.post('/api/vf/acknowledges/karaoke');
      await demo.post('/api/vf/acknowledges/music_video');
      const va = (await demo.post<{ id: number }>('/api/v2/me/various-artists')).body.id;
      const director = [{ artist_id: artistA, input_role: 'primary', roles: ['director'] }];
      const cases: Array<[string, () => Promise<unknown[]>, Record<string, unknown>]> = [
        [
          'album',
          async () => [song(await accepted('audio', wavPath)), song(await accepted('audio', wavPath), { title: '2' })],
          {},
        ],
        ['single', async () => [song(await accepted('audio', wavPath))], {}],
        ['ringtone', async () => [song(await accepted('audio', ringPath))], { store_ids: ['itunes_ringtone'] }],
        [
          'mixed_album',
          async () => [song(await accepted('audio', wavPath)), song(await accepted('audio', wavPath), { title: '2' })],
          { main_artist_ids: [va] },
        ],
        ['music_video', async () => [song(await accepted('video', videoPath), { artists: director })], {}],
        [
          'music_video_album',
          async () => [
            song(await accepted('video', videoPath), { artists: director }),
            song(await accepted('video', videoPath), { title: '2', artists: director }),
          ],
          {},
        ],
        ['karaoke_video', async () => [song(await accepted('video', videoPath))], {}],
        ['live_concert_video', async () => [song(await accepted('video', videoPath), { artists: director })], {}],
      ];
      for (const [type, songs, extra] of cases) {
        const draft = await createDraft(demo, type);
        const body = {
          ...(await completeBody(await songs(), extra)),
          artwork_upload_id: await accepted('artwork', artPath),
        };
        if (type.includes('video')) body.store_ids = ['apple_music', 'youtube_music_key'];
        if (type === 'ringtone') body.store_ids = ['itunes_ringtone'];
        const saved = await save(demo, draft.id, body);
        expect(saved.status, type).toBe(200);
        expect(saved.body.check, type).toEqual({ fields: [], reasons: [] });
        const submitted = await demo.post<Release>(`/api/v1/me/releases/${draft.id}/submit`);
        expect(submitted.body.status, type).toBe('creating_complete');
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('codes held by others', () => {
  it('lets a draft type any UPC but refuses one a submitted release holds, and keeps the service ISRC range for assignment', async () => {
    const first = await createDraft(demo, 'single');
    const body = await completeBody([song(await insertUpload(LABEL, 'audio', WAV))]);
    const submitted = await save(demo, first.id, body).then(() =>
      demo.post<Release>(`/api/v1/me/releases/${first.id}/submit`),
    );
    const heldUpc = submitted.body.upc!;
    const heldIsrc = submitted.body.songs[0]!.isrc!;

    const other = service.client('ja');
    await signIn(service, other, 'demo@otodoke.test', 'otodoke-demo');
    other.acid = PERSON;
    const draft = await other.post<Release>('/api/v1/me/releases', { type: 'single' });
    const taken = await other.put<ErrorBody>(`/api/v1/me/releases/${draft.body.id}`, { upc: heldUpc });
    expect(taken.status).toBe(400);
    expect((taken.body.details.fields as Record<string, string>).upc).toBe(
      'このUPC／JANコードは別のリリースで使われています',
    );
    const reserved = await other.put<ErrorBody>(`/api/v1/me/releases/${draft.body.id}`, {
      songs: [song(null, { isrc: heldIsrc })],
    });
    expect((reserved.body.details.fields as Record<string, string>)['songs.0.isrc']).toMatch(/音届けが付与する範囲/);
    // The song that was given the code keeps it through later saves.
    const again = await save(demo, first.id, {
      ...body,
      songs: [{ ...(body.songs[0] as object), id: submitted.body.songs[0]!.id, isrc: heldIsrc }],
    });
    expect(again.status).toBe(409); // submitted under the plan: no longer editable
  });

  it('limits primary artists per song as well', async () => {
    const draft = await createDraft(demo, 'single');
    const primaries = [artistA, artistB, artistC, artistD].map((id) => ({ artist_id: id, input_role: 'primary' }));
    const saved = await save(demo, draft.id, { songs: [song(null, { artists: primaries })] });
    expect(reasonsOf(saved.body)).toContain('exceed_number_of_main_artist@songs.0.artists');
  });
});
