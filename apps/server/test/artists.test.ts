// Artists of an account: the naming rules, members and links, the image, store links checked against the store
// catalogue, Various Artists, archiving and deletion, the session's artist list, the public artist directory, and
// who may do what.
import { randomBytes } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requireUsableArtists } from '../src/features/artists/index.ts';
import {
  artists,
  planTerms,
  releaseArtists,
  releases,
  songArtists,
  songs,
  uploads,
} from '../src/platform/db/schema.ts';
import { createLocalStorage } from '../src/platform/storage/local-storage.ts';
import { linkFrom, PASSWORD, signIn, signUpVerified } from './flows.ts';
import { startTestService, type TestService } from './harness.ts';
import type { TestClient } from './test-client.ts';
import { uploadFile } from './uploads-helper.ts';

const LABEL = 1;
const FORBIDDEN_JA = '操作を実行する権限が不足しています';
const NOT_FOUND_JA = '指定されたリソースは存在しません。';
/** Artists of the store simulator's catalogue. */
const APPLE_ID = '1519745401';
const APPLE_URL = `https://music.apple.com/jp/artist/hoshikuzu-picnic/${APPLE_ID}`;
const SPOTIFY_ID = '8XCntB1Nn6myIJENdRVEFF';
const SPOTIFY_URL = `https://open.spotify.com/artist/${SPOTIFY_ID}?si=3f1c2a`;

interface Artist {
  id: number;
  artist_type: 'individual' | 'group';
  name_ja: string;
  name_kana: string;
  name_en: string;
  base_type: 'vocaloid' | null;
  profile_ja: string;
  profile_en: string;
  image_upload_id: number | null;
  image_url: string | null;
  links: { kind: string; url: string }[];
  members: { name: string; roles: string[] }[];
  apple_music_artist_id: string | null;
  spotify_artist_id: string | null;
  is_various_artists: boolean;
  show_on_artist_page: boolean;
  archived_at: string | null;
  release_count: number;
  created_at: string;
  updated_at: string;
}
interface Page<T> {
  items: T[];
  total: number;
  page: number;
  limit: number;
}
interface ErrorBody {
  code: string;
  message: string;
  details: { fields?: Record<string, string>; field?: string; [key: string]: unknown };
  status_code: number;
}
type Answer = Artist & ErrorBody;

let service: TestService;

/** Asks for English on one request only (`?lang=` would be remembered in a cookie for the next ones). */
function inEnglish(client: TestClient, method: 'POST' | 'DELETE', url: string, body?: unknown) {
  return client.request<ErrorBody>(method, url, body, { 'x-otodoke-language': 'en' });
}
let storageDir: string;
let demo: TestClient;
let stranger: TestClient;

function artistInput(overrides: Record<string, unknown> = {}) {
  return { artist_type: 'individual', name_ja: `テスト歌手${randomBytes(3).toString('hex')}`, ...overrides };
}

async function create(client: TestClient, overrides: Record<string, unknown> = {}): Promise<Artist> {
  const created = await client.post<Answer>('/api/v2/artists', artistInput(overrides));
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body;
}

/** An artist photo as a person has one: a real 400×400 PNG. */
function photo(colour = '#3366cc'): Promise<Buffer> {
  return sharp({ create: { width: 400, height: 400, channels: 3, background: colour } })
    .png()
    .toBuffer();
}

/** A photo sent the way the web app sends it (announce, tus, checks), accepted for the client's account. */
async function uploadedPhoto(client: TestClient, colour?: string): Promise<{ id: number; bytes: Buffer }> {
  const bytes = await photo(colour);
  const upload = await uploadFile(client, 'image', bytes, 'photo.png');
  expect(upload.status).toBe('accepted');
  return { id: upload.id, bytes };
}

/**
 * A file in a state the upload flow cannot be paused in (still checking), or of a kind whose real file would be heavy
 * to make here (accepted audio, 3000-pixel artwork), stored as the check job leaves it.
 */
async function storedUpload(
  accountId: number,
  kind: 'image' | 'artwork' | 'audio',
  status: 'accepted' | 'checking' = 'accepted',
): Promise<{ id: number; bytes: Buffer }> {
  const bytes = await photo();
  const key = `uploads/${accountId}/${randomBytes(9).toString('base64url')}`;
  await createLocalStorage(storageDir).put(key, bytes);
  const [row] = await service.database.db
    .insert(uploads)
    .values({
      accountId,
      tusId: randomBytes(8).toString('hex'),
      kind,
      status,
      originalName: `${kind}.png`,
      sizeBytes: bytes.length,
      storageKey: key,
      detectedType: 'image/png',
      facts: { format: 'png', width: 400, height: 400 },
      completedAt: new Date(),
    })
    .returning();
  return { id: row!.id, bytes };
}

/** A release crediting artists as main artists and on a song, as the releases feature stores them. */
async function insertRelease(
  accountId: number,
  status: number,
  credits: { main?: number[]; onSong?: number[] },
  extra: Partial<typeof releases.$inferInsert> = {},
): Promise<number> {
  const db = service.database.db;
  const [release] = await db
    .insert(releases)
    .values({
      accountId,
      type: 'single',
      status,
      title: '夜明けのうた',
      requestedSaleStartDate: '2025/04/01',
      ...extra,
    })
    .returning();
  const main = credits.main ?? [];
  if (main.length > 0) {
    await db
      .insert(releaseArtists)
      .values(main.map((artistId, index) => ({ releaseId: release!.id, artistId, position: index + 1 })));
  }
  const onSong = credits.onSong ?? [];
  if (onSong.length > 0) {
    const [song] = await db
      .insert(songs)
      .values({ accountId, releaseId: release!.id, position: 1, title: '夜明けのうた' })
      .returning();
    await db.insert(songArtists).values(
      onSong.map((artistId, index) => ({
        songId: song!.id,
        artistId,
        inputRole: 'featured' as const,
        roles: [],
        position: index + 1,
      })),
    );
  }
  return release!.id;
}

async function myArtistList(client: TestClient): Promise<{ id: number; name: string }[]> {
  const me = await client.get<{ my_artist_list: { id: number; name: string }[] }>('/api/v1/me');
  expect(me.status).toBe(200);
  return me.body.my_artist_list;
}

/** A member of the demo label who joined through the real invitation mail, with the given permissions. */
async function invitedMember(email: string, permissions: Record<string, string>): Promise<TestClient> {
  const invite = await demo.post('/api/v1/me/team/invites', { email, permissions });
  expect(invite.status).toBe(201);
  const mail = await service.inbox.waitFor(email, /action=invite/);
  const token = linkFrom(mail.text, /action=invite/).searchParams.get('token');
  const client = service.client('ja');
  const signup = await client.post('/api/v1/auth/signup', {
    email,
    password: PASSWORD,
    name: 'Readonly Member',
    person_company_type: 'person',
    agree_terms: true,
    invite_token: token,
  });
  expect(signup.status).toBe(201);
  await signIn(service, client, email);
  client.acid = LABEL;
  return client;
}

beforeAll(async () => {
  storageDir = await mkdtemp(path.join(os.tmpdir(), 'otodoke-artists-files-'));
  service = await startTestService({ seed: true, env: { STORAGE_DIR: storageDir } });
  // These tests register many artists: the label bought room for them (the plan limit has its own test).
  await service.database.db.update(planTerms).set({ extraArtists: 100 }).where(eq(planTerms.accountId, LABEL));
  demo = service.client('ja');
  await signIn(service, demo, 'demo@otodoke.test', 'otodoke-demo');
  demo.acid = LABEL;
  stranger = service.client('ja');
  await signUpVerified(service, stranger, { email: 'artist-stranger@example.test' });
  await signIn(service, stranger, 'artist-stranger@example.test');
});
afterAll(async () => {
  await service?.close();
});

describe('registering an artist', () => {
  it('saves a group with its names, members, links, image and store profiles', async () => {
    const image = await uploadedPhoto(demo);
    const created = await demo.post<Answer>('/api/v2/artists', {
      artist_type: 'group',
      name_ja: '星屑ピクニック',
      name_kana: 'ホシクズピクニック',
      name_en: "Hoshikuzu Picnic (Tokyo's own)",
      profile_ja: '東京の四人組。',
      profile_en: 'A four-piece from Tokyo.',
      image_upload_id: image.id,
      links: [{ kind: 'official', url: 'https://hoshikuzu.example.jp/' }],
      members: [
        { name: '青井ハル', roles: ['vocals', ' guitar ', 'guitar', ''] },
        { name: 'ミナト', roles: ['ケンハモ'] },
      ],
      apple_music_artist: APPLE_URL,
      spotify_artist: SPOTIFY_URL,
      show_on_artist_page: true,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({
      artist_type: 'group',
      name_ja: '星屑ピクニック',
      name_kana: 'ホシクズピクニック',
      name_en: "Hoshikuzu Picnic (Tokyo's own)",
      base_type: null,
      image_upload_id: image.id,
      image_url: `/api/v2/me/uploads/${image.id}/preview`,
      links: [{ kind: 'official', url: 'https://hoshikuzu.example.jp/' }],
      // Known roles and free text both stay; blanks and repeats do not.
      members: [
        { name: '青井ハル', roles: ['vocals', 'guitar'] },
        { name: 'ミナト', roles: ['ケンハモ'] },
      ],
      // Pasted profile URLs are stored as the store's ids.
      apple_music_artist_id: APPLE_ID,
      spotify_artist_id: SPOTIFY_ID,
      is_various_artists: false,
      show_on_artist_page: true,
      archived_at: null,
      release_count: 0,
    });
    const read = await demo.get<Artist>(`/api/v2/me/artists/${created.body.id}`);
    expect(read.status).toBe(200);
    expect(read.body).toEqual(created.body);
    // The image URL handed out is one the account can open.
    const preview = await demo.get(created.body.image_url!);
    expect(preview.status).toBe(200);
    expect(preview.headers['content-type']).toMatch(/^image\//);
  });

  it('keeps the Vocaloid base type as an attribute, and no members for an individual', async () => {
    const artist = await create(demo, {
      name_ja: 'ぬくもりP',
      base_type: 'vocaloid',
      members: [{ name: '誰か', roles: [] }],
    });
    expect(artist).toMatchObject({ artist_type: 'individual', base_type: 'vocaloid', members: [] });
  });

  it('reports every broken rule at once, each under its field, in Japanese', async () => {
    const refused = await demo.post<ErrorBody>('/api/v2/artists', {
      artist_type: 'group',
      name_ja: '   ',
      name_kana: 'ほしくず',
      name_en: 'Ｈｏｓｈｉｋｕｚｕ',
      members: [{ name: '', roles: ['vocals'] }],
      links: [
        { kind: 'x', url: 'x.com/hoshikuzu' },
        { kind: 'other', url: '' },
      ],
      apple_music_artist: 'https://music.apple.com/jp/album/1519745401',
      spotify_artist: 'spotify:track:8XCntB1Nn6myIJENdRVEFF',
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 'VALIDATION_FAILED', message: '修正が必要な項目があります' });
    expect(refused.body.details.fields).toEqual({
      name_ja: '必須入力項目です',
      name_kana: '全角カタカナで入力してください',
      name_en: '半角英数字・記号で入力してください',
      'members.0.name': '必須入力項目です',
      'links.0.url': 'URLの形式が正しくありません',
      'links.1.url': '必須入力項目です',
      apple_music_artist:
        'Apple MusicのアーティストURL（https://music.apple.com/…/artist/…）またはIDを入力してください',
      spotify_artist: 'SpotifyのアーティストURL（https://open.spotify.com/artist/…）またはIDを入力してください',
    });
  });

  it('says the same in English to an English reader', async () => {
    const refused = await inEnglish(demo, 'POST', '/api/v2/artists', {
      artist_type: 'individual',
      name_ja: '初音ミク',
      name_kana: 'はつね',
      name_en: 'Various  Artists',
      links: [{ kind: 'official', url: 'not a url' }],
      spotify_artist: 'https://open.spotify.com/album/8XCntB1Nn6myIJENdRVEFF',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Some fields need to be corrected.');
    expect(refused.body.details.fields).toEqual({
      name_ja: 'A Vocaloid name cannot be used as an artist name.',
      name_kana: 'Use full-width katakana only.',
      name_en: '"Various Artists" is reserved and cannot be used as an artist name.',
      'links.0.url': 'Enter a valid URL.',
      spotify_artist: 'Enter a Spotify artist URL (https://open.spotify.com/artist/…) or ID.',
    });
  });

  it('refuses a Vocaloid name or the Various Artists name in any of the three forms', async () => {
    const cases: [Record<string, string>, string, string][] = [
      [{ name_ja: '鏡音リン' }, 'name_ja', 'ボーカロイドの名前はアーティスト名に使用できません'],
      [{ name_en: 'Hatsune Miku' }, 'name_en', 'ボーカロイドの名前はアーティスト名に使用できません'],
      [{ name_en: 'KAITO' }, 'name_en', 'ボーカロイドの名前はアーティスト名に使用できません'],
      [
        { name_ja: 'ヴァリアス・アーティスト' },
        'name_ja',
        '「ヴァリアス・アーティスト（Various Artists）」はアーティスト名に使用できません',
      ],
      [
        { name_ja: 'Various Artists' },
        'name_ja',
        '「ヴァリアス・アーティスト（Various Artists）」はアーティスト名に使用できません',
      ],
      [
        { name_kana: 'ヴァリアスアーティスト' },
        'name_kana',
        '「ヴァリアス・アーティスト（Various Artists）」はアーティスト名に使用できません',
      ],
      [
        { name_en: 'various artists' },
        'name_en',
        '「ヴァリアス・アーティスト（Various Artists）」はアーティスト名に使用できません',
      ],
    ];
    for (const [names, field, message] of cases) {
      const refused = await demo.post<ErrorBody>('/api/v2/artists', artistInput(names));
      expect(refused.status, field).toBe(400);
      expect(refused.body.details.fields, JSON.stringify(names)).toEqual({ [field]: message });
    }
    // A name that merely contains a character's name is the artist's own.
    const own = await create(demo, { name_ja: '初音ミクが好きな人', name_en: 'Miku Lover' });
    expect(own.name_ja).toBe('初音ミクが好きな人');
  });

  it('accepts English names with spaces and symbols, and katakana with the middle dot', async () => {
    const artist = await create(demo, { name_kana: 'ジョン・スミス', name_en: 'John Smith & The Night-Owls!' });
    expect(artist).toMatchObject({ name_kana: 'ジョン・スミス', name_en: 'John Smith & The Night-Owls!' });
  });

  it('limits profiles to 3500 characters', async () => {
    const refused = await demo.post<ErrorBody>('/api/v2/artists', artistInput({ profile_ja: 'あ'.repeat(3501) }));
    expect(refused.status).toBe(400);
    expect(refused.body.details.fields).toEqual({ profile_ja: '3500文字以内で入力してください' });
    const kept = await create(demo, { profile_ja: 'あ'.repeat(3500) });
    expect(kept.profile_ja).toHaveLength(3500);
  });
});

describe('store profiles', () => {
  it('takes a bare id or a spotify: URI, and clears with an empty value', async () => {
    const artist = await create(demo, {
      apple_music_artist: APPLE_ID,
      spotify_artist: `spotify:artist:${SPOTIFY_ID}`,
    });
    expect(artist).toMatchObject({ apple_music_artist_id: APPLE_ID, spotify_artist_id: SPOTIFY_ID });
    const cleared = await demo.put<Answer>(`/api/v2/me/artists/${artist.id}`, {
      artist_type: 'individual',
      name_ja: artist.name_ja,
      apple_music_artist: '',
      spotify_artist: '',
    });
    expect(cleared.status).toBe(200);
    expect(cleared.body).toMatchObject({ apple_music_artist_id: null, spotify_artist_id: null });
  });

  it('refuses a well-formed id the store does not have, naming the field (ART00003)', async () => {
    const apple = await demo.post<ErrorBody>('/api/v2/artists', artistInput({ apple_music_artist: '1000000001' }));
    expect(apple.status).toBe(404);
    expect(apple.body).toMatchObject({
      code: 'ART00003',
      message: 'ストアにアーティストが見つかりませんでした。URLまたはIDを確認してください',
      details: { field: 'apple_music_artist' },
    });
    const spotify = await inEnglish(
      demo,
      'POST',
      '/api/v2/artists',
      artistInput({ spotify_artist: 'https://open.spotify.com/intl-ja/artist/0000000000000000000000' }),
    );
    expect(spotify.status).toBe(404);
    expect(spotify.body).toMatchObject({
      code: 'ART00003',
      message: 'The artist was not found in the store. Check the URL or ID.',
      details: { field: 'spotify_artist' },
    });
  });

  it('finds store artists by name, or by a pasted profile URL, and says the catalogue is simulated', async () => {
    const byName = await demo.get<{ items: { id: string; name: string; url: string }[]; is_simulator: boolean }>(
      `/api/v2/me/apple-music/artists?q=${encodeURIComponent('ほしくず')}`,
    );
    expect(byName.status).toBe(200);
    expect(byName.body).toEqual({ items: [], is_simulator: true });
    const byRomaji = await demo.get<{ items: { id: string; name: string }[]; is_simulator: boolean }>(
      '/api/v2/me/apple-music/artists?q=hoshikuzu',
    );
    expect(byRomaji.body.items).toEqual([
      { id: APPLE_ID, name: '星屑ピクニック', url: APPLE_URL, image_url: null, genres: ['J-Pop'] },
    ]);
    const byUrl = await demo.get<{ items: { id: string; name: string }[] }>(
      `/api/v2/me/spotify/artists?q=${encodeURIComponent(SPOTIFY_URL)}`,
    );
    expect(byUrl.body.items.map(({ id, name }) => ({ id, name }))).toEqual([
      { id: SPOTIFY_ID, name: '星屑ピクニック' },
    ]);
    const unknownUrl = await demo.get<{ items: unknown[] }>(
      `/api/v2/me/spotify/artists?q=${encodeURIComponent('https://open.spotify.com/artist/0000000000000000000000')}`,
    );
    expect(unknownUrl.body.items).toEqual([]);
    const empty = await demo.get<ErrorBody>('/api/v2/me/spotify/artists?q=');
    expect(empty.status).toBe(400);
    expect(empty.body.details.fields).toEqual({ q: '必須入力項目です' });
  });
});

describe('the artist image', () => {
  it("must be the account's own accepted image", async () => {
    const foreign = await uploadedPhoto(stranger);
    const notMine = await demo.post<ErrorBody>('/api/v2/artists', artistInput({ image_upload_id: foreign.id }));
    expect(notMine.status).toBe(404);
    expect(notMine.body).toMatchObject({ code: 'NOT_FOUND', details: { field: 'image_upload_id' } });

    const audio = await storedUpload(LABEL, 'audio');
    const wrongKind = await demo.post<ErrorBody>('/api/v2/artists', artistInput({ image_upload_id: audio.id }));
    expect(wrongKind.status).toBe(409);
    expect(wrongKind.body).toMatchObject({
      code: 'SONG00004',
      message: 'ファイルの確認が完了していないか、使用できないファイルです',
      details: { field: 'image_upload_id' },
    });

    const checking = await storedUpload(LABEL, 'image', 'checking');
    const unchecked = await demo.post<ErrorBody>('/api/v2/artists', artistInput({ image_upload_id: checking.id }));
    expect(unchecked.status).toBe(409);
    expect(unchecked.body.code).toBe('SONG00004');
  });
});

describe("an account's artists", () => {
  it('are invisible to every other account: 404 on each /me route, and absent from its list', async () => {
    const mine = await create(demo);
    const routes = [
      () => stranger.get<ErrorBody>(`/api/v2/me/artists/${mine.id}`),
      () => stranger.put<ErrorBody>(`/api/v2/me/artists/${mine.id}`, artistInput()),
      () => stranger.delete<ErrorBody>(`/api/v2/me/artists/${mine.id}`),
      () => stranger.post<ErrorBody>(`/api/v2/me/artists/${mine.id}/archive`, { archived: true }),
    ];
    for (const call of routes) {
      const answer = await call();
      expect(answer.status).toBe(404);
      expect(answer.body).toMatchObject({ code: 'NOT_FOUND', message: NOT_FOUND_JA });
    }
    const list = await stranger.get<Page<Artist>>('/api/v1/me/artists?limit=100');
    expect(list.body.items.map((artist) => artist.id)).not.toContain(mine.id);
    expect((await demo.get<Artist>(`/api/v2/me/artists/${mine.id}`)).body.name_ja).toBe(mine.name_ja);
  });

  it('change with PUT, which checks the same rules', async () => {
    const artist = await create(demo, { name_en: 'Before' });
    const changed = await demo.put<Answer>(`/api/v2/me/artists/${artist.id}`, {
      artist_type: 'group',
      name_ja: artist.name_ja,
      name_en: 'After',
      members: [{ name: 'ソロ', roles: ['producer'] }],
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({
      name_en: 'After',
      artist_type: 'group',
      members: [{ name: 'ソロ', roles: ['producer'] }],
    });
    expect(new Date(changed.body.updated_at).getTime()).toBeGreaterThanOrEqual(new Date(artist.updated_at).getTime());
    const refused = await demo.put<ErrorBody>(`/api/v2/me/artists/${artist.id}`, {
      artist_type: 'group',
      name_ja: 'MEIKO',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.details.fields).toEqual({ name_ja: 'ボーカロイドの名前はアーティスト名に使用できません' });
  });
});

describe('the artist list', () => {
  let owner: TestClient;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    owner = service.client('ja');
    await signUpVerified(service, owner, { email: 'artist-list@example.test' });
    await signIn(service, owner, 'artist-list@example.test');
    for (const [key, name_ja, name_en, name_kana] of [
      ['Aurora', 'Aurora 100%', 'Aurora', ''],
      ['Blue', 'Blue_Hour', 'Blue Hour', ''],
      ['Cosmo', 'Cosmo', 'Cosmo', 'コスモ'],
      ['Dawn', 'Dawn', 'Dawn Chorus', ''],
      ['Echo', 'Echo', 'Echo', ''],
    ] as const) {
      ids[key] = (await create(owner, { name_ja, name_en, name_kana })).id;
    }
  });

  it('pages with a total, sorted by name either way', async () => {
    const first = await owner.get<Page<Artist>>('/api/v1/me/artists?sort_key=name&sort_order=asc&limit=2');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ total: 5, page: 1, limit: 2 });
    expect(first.body.items.map((a) => a.name_en)).toEqual(['Aurora', 'Blue Hour']);
    const third = await owner.get<Page<Artist>>('/api/v1/me/artists?sort_key=name&sort_order=asc&limit=2&page=3');
    expect(third.body.items.map((a) => a.name_en)).toEqual(['Echo']);
    const desc = await owner.get<Page<Artist>>('/api/v1/me/artists?sort_key=name&sort_order=desc');
    expect(desc.body.items.map((a) => a.name_en)).toEqual(['Echo', 'Dawn Chorus', 'Cosmo', 'Blue Hour', 'Aurora']);
  });

  it('sorts by creation and by last change', async () => {
    const created = await owner.get<Page<Artist>>('/api/v1/me/artists?sort_key=create_time&sort_order=asc');
    expect(created.body.items.map((a) => a.name_en)).toEqual(['Aurora', 'Blue Hour', 'Cosmo', 'Dawn Chorus', 'Echo']);
    const touched = await owner.put<Answer>(`/api/v2/me/artists/${ids.Cosmo}`, {
      artist_type: 'individual',
      name_ja: 'Cosmo',
      name_en: 'Cosmo',
      name_kana: 'コスモ',
    });
    expect(touched.status).toBe(200);
    const updated = await owner.get<Page<Artist>>('/api/v1/me/artists');
    expect(updated.body.items[0]!.name_en).toBe('Cosmo');
  });

  it('searches the three names, taking % and _ literally', async () => {
    const search = async (q: string) =>
      (await owner.get<Page<Artist>>(`/api/v1/me/artists?sort_key=name&sort_order=asc&q=${encodeURIComponent(q)}`))
        .body;
    expect((await search('chorus')).items.map((a) => a.name_ja)).toEqual(['Dawn']);
    expect((await search('コス')).items.map((a) => a.name_ja)).toEqual(['Cosmo']);
    expect((await search('%')).items.map((a) => a.name_ja)).toEqual(['Aurora 100%']);
    expect((await search('_')).items.map((a) => a.name_ja)).toEqual(['Blue_Hour']);
    const none = await search('zzz');
    expect(none).toMatchObject({ items: [], total: 0 });
  });

  it('counts the releases using each artist, once each, leaving out releases the user deleted', async () => {
    const accountId = (await owner.get<{ acid: number }>('/api/v1/me')).body.acid;
    await insertRelease(accountId, 100, { main: [ids.Aurora!, ids.Echo!], onSong: [ids.Aurora!] });
    await insertRelease(accountId, 450, { onSong: [ids.Aurora!] });
    await insertRelease(accountId, 900, { main: [ids.Aurora!, ids.Dawn!] });
    const list = await owner.get<Page<Artist>>('/api/v1/me/artists?sort_key=name&sort_order=asc');
    expect(Object.fromEntries(list.body.items.map((a) => [a.name_en, a.release_count]))).toEqual({
      Aurora: 2,
      'Blue Hour': 0,
      Cosmo: 0,
      'Dawn Chorus': 0,
      Echo: 1,
    });
    expect((await owner.get<Artist>(`/api/v2/me/artists/${ids.Aurora}`)).body.release_count).toBe(2);
  });

  it("refuses to delete an artist a release uses, even a deleted release's, and deletes an unused one", async () => {
    for (const id of [ids.Aurora, ids.Dawn]) {
      const refused = await owner.delete<ErrorBody>(`/api/v2/me/artists/${id}`);
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({
        code: 'ART00001',
        message: 'リリースに使われているアーティストは削除できません。アーカイブしてください',
      });
    }
    const deleted = await owner.delete(`/api/v2/me/artists/${ids.Blue}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ ok: true });
    expect((await owner.get(`/api/v2/me/artists/${ids.Blue}`)).status).toBe(404);
    expect((await owner.get<Page<Artist>>('/api/v1/me/artists')).body.total).toBe(4);
  });

  it('archives an artist out of the list, the session and new releases, and restores it', async () => {
    const archived = await owner.post<Answer>(`/api/v2/me/artists/${ids.Dawn}/archive`, { archived: true });
    expect(archived.status).toBe(200);
    expect(archived.body.archived_at).not.toBeNull();
    const shown = await owner.get<Page<Artist>>('/api/v1/me/artists');
    expect(shown.body.items.map((a) => a.id)).not.toContain(ids.Dawn);
    const all = await owner.get<Page<Artist>>('/api/v1/me/artists?include_archived=true');
    expect(all.body.items.map((a) => a.id)).toContain(ids.Dawn);
    // The flag as the web client writes it when the box is unticked.
    const unticked = await owner.get<Page<Artist>>('/api/v1/me/artists?include_archived=false');
    expect(unticked.body.items.map((a) => a.id)).not.toContain(ids.Dawn);
    expect((await myArtistList(owner)).map((a) => a.id)).not.toContain(ids.Dawn);

    const accountId = (await owner.get<{ acid: number }>('/api/v1/me')).body.acid;
    const db = service.database.db;
    await expect(requireUsableArtists(db, accountId, [ids.Aurora!, ids.Dawn!])).rejects.toMatchObject({
      code: 'ART00002',
      details: { artist_id: ids.Dawn },
    });
    const foreign = (await create(demo)).id;
    await expect(requireUsableArtists(db, accountId, [ids.Aurora!, foreign])).rejects.toMatchObject({
      code: 'NOT_FOUND',
      details: { artist_id: foreign },
    });
    const usable = await requireUsableArtists(db, accountId, [ids.Aurora!, ids.Echo!]);
    expect([...usable.keys()].sort()).toEqual([ids.Aurora, ids.Echo].sort());

    const restored = await owner.post<Answer>(`/api/v2/me/artists/${ids.Dawn}/archive`, { archived: false });
    expect(restored.body.archived_at).toBeNull();
    expect((await requireUsableArtists(db, accountId, [ids.Dawn!])).get(ids.Dawn!)?.nameEn).toBe('Dawn Chorus');
  });

  it("fills the session's artist list with the account's artists by name", async () => {
    expect(await myArtistList(owner)).toEqual([
      { id: ids.Aurora, name: 'Aurora 100%' },
      { id: ids.Cosmo, name: 'Cosmo' },
      { id: ids.Dawn, name: 'Dawn' },
      { id: ids.Echo, name: 'Echo' },
    ]);
    const signedOut = await service.client('ja').get<{ my_artist_list: unknown[] }>('/api/v1/me');
    expect(signedOut.body.my_artist_list).toEqual([]);
    expect((await myArtistList(stranger)).map((a) => a.id)).not.toContain(ids.Aurora);
  });
});

describe('Various Artists', () => {
  let owner: TestClient;

  beforeAll(async () => {
    owner = service.client('ja');
    await signUpVerified(service, owner, { email: 'various@example.test' });
    await signIn(service, owner, 'various@example.test');
  });

  it('has fixed names and no artist until the account creates it', async () => {
    const before = await owner.get('/api/v2/me/various-artists');
    expect(before.status).toBe(200);
    expect(before.body).toEqual({
      name_ja: 'ヴァリアス・アーティスト',
      name_kana: 'ヴァリアスアーティスト',
      name_en: 'Various Artists',
      artist_id: null,
    });
  });

  it('is created once, however often and however concurrently it is asked for', async () => {
    const [a, b, c] = await Promise.all([
      owner.post<Artist>('/api/v2/me/various-artists'),
      owner.post<Artist>('/api/v2/me/various-artists'),
      owner.post<Artist>('/api/v2/me/various-artists'),
    ]);
    for (const answer of [a, b, c]) expect(answer.status).toBe(200);
    expect(new Set([a.body.id, b.body.id, c.body.id]).size).toBe(1);
    expect(a.body).toMatchObject({
      artist_type: 'group',
      name_ja: 'ヴァリアス・アーティスト',
      name_kana: 'ヴァリアスアーティスト',
      name_en: 'Various Artists',
      is_various_artists: true,
      show_on_artist_page: false,
    });
    const again = await owner.post<Artist>('/api/v2/me/various-artists');
    expect(again.body.id).toBe(a.body.id);
    const accountId = (await owner.get<{ acid: number }>('/api/v1/me')).body.acid;
    const rows = await service.database.db.select().from(artists).where(eq(artists.accountId, accountId));
    expect(rows.filter((row) => row.isVariousArtists)).toHaveLength(1);
    expect((await owner.get('/api/v2/me/various-artists')).body.artist_id).toBe(a.body.id);
    expect(await myArtistList(owner)).toEqual([{ id: a.body.id, name: 'ヴァリアス・アーティスト' }]);
  });

  it('cannot be changed, archived or deleted (ART00004)', async () => {
    const id = (await owner.get<{ artist_id: number }>('/api/v2/me/various-artists')).body.artist_id;
    const attempts = [
      () => owner.put<ErrorBody>(`/api/v2/me/artists/${id}`, artistInput({ name_ja: '別の名前' })),
      () => owner.post<ErrorBody>(`/api/v2/me/artists/${id}/archive`, { archived: true }),
      () => owner.delete<ErrorBody>(`/api/v2/me/artists/${id}`),
    ];
    for (const attempt of attempts) {
      const refused = await attempt();
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({ code: 'ART00004', message: '「Various Artists」は変更・削除できません' });
    }
    const en = await inEnglish(owner, 'DELETE', `/api/v2/me/artists/${id}`);
    expect(en.body.message).toBe('Various Artists cannot be changed or deleted.');
    expect((await owner.get<Artist>(`/api/v2/me/artists/${id}`)).body.name_ja).toBe('ヴァリアス・アーティスト');
  });
});

describe('team permissions (2000)', () => {
  it('lets a readonly member look but not change anything', async () => {
    const existing = await create(demo);
    const member = await invitedMember('artists-readonly@example.test', { '2000': 'readonly' });
    expect((await member.get('/api/v1/me/artists')).status).toBe(200);
    expect((await member.get(`/api/v2/me/artists/${existing.id}`)).status).toBe(200);
    expect((await member.get('/api/v2/me/various-artists')).status).toBe(200);
    expect((await member.get('/api/v2/me/spotify/artists?q=kohaku')).status).toBe(200);
    const writes = [
      () => member.post<ErrorBody>('/api/v2/artists', artistInput()),
      () => member.put<ErrorBody>(`/api/v2/me/artists/${existing.id}`, artistInput()),
      () => member.delete<ErrorBody>(`/api/v2/me/artists/${existing.id}`),
      () => member.post<ErrorBody>(`/api/v2/me/artists/${existing.id}/archive`, { archived: true }),
      () => member.post<ErrorBody>('/api/v2/me/various-artists'),
    ];
    for (const write of writes) {
      const refused = await write();
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ code: 'FORBIDDEN', message: FORBIDDEN_JA });
    }
    expect((await demo.get<Artist>(`/api/v2/me/artists/${existing.id}`)).body.archived_at).toBeNull();
  });

  it('lets a member with 2000 editable register artists', async () => {
    const staff = service.client('ja');
    await signIn(service, staff, 'staff@otodoke.test', 'otodoke-staff');
    staff.acid = LABEL;
    const created = await staff.post<Artist>('/api/v2/artists', artistInput());
    expect(created.status).toBe(201);
  });

  it('answers 401 to a signed-out caller', async () => {
    const anonymous = service.client('ja');
    for (const answer of [
      await anonymous.get<ErrorBody>('/api/v1/me/artists'),
      await anonymous.post<ErrorBody>('/api/v2/artists', artistInput()),
      await anonymous.get<ErrorBody>('/api/v2/me/apple-music/artists?q=a'),
    ]) {
      expect(answer.status).toBe(401);
      expect(answer.body).toMatchObject({ code: 'NOT_SIGNED_IN', message: 'ログインしてください' });
    }
  });
});

describe('the public artist directory', () => {
  let shown: Artist;
  let hidden: Artist;
  let image: { id: number; bytes: Buffer };

  beforeAll(async () => {
    image = await uploadedPhoto(demo, '#cc6633');
    shown = await create(demo, {
      artist_type: 'group',
      name_ja: '木漏れ日スケッチ',
      name_en: 'Komorebi Sketch',
      profile_ja: '京都の三人組。',
      profile_en: 'A trio from Kyoto.',
      image_upload_id: image.id,
      members: [{ name: '葉山', roles: ['guitar'] }],
      links: [{ kind: 'youtube', url: 'https://www.youtube.com/@komorebi-sketch' }],
      apple_music_artist: APPLE_ID,
      spotify_artist: SPOTIFY_ID,
      show_on_artist_page: true,
    });
    hidden = await create(demo, { name_ja: '木漏れ日デモ', image_upload_id: image.id, show_on_artist_page: false });
    await demo.post('/api/v2/me/various-artists');
  });

  it('lists only artists their accounts chose to show, to anyone, searchable by name', async () => {
    const anonymous = service.client('ja');
    const found = await anonymous.get<
      Page<{ id: number; name: string; artist_type: string; image_url: string | null }>
    >(`/api/v2/common-artists?q=${encodeURIComponent('木漏れ日')}`);
    expect(found.status).toBe(200);
    expect(found.body).toEqual({
      items: [
        {
          id: shown.id,
          name: '木漏れ日スケッチ',
          artist_type: 'group',
          image_url: `/api/v2/artists/${shown.id}/image`,
        },
      ],
      total: 1,
      page: 1,
      limit: 24,
    });
    const english = await service
      .client('ja')
      .get<Page<{ id: number; name: string }>>('/api/v2/common-artists?q=komorebi&lang=en');
    expect(english.body.items).toEqual([expect.objectContaining({ id: shown.id, name: 'Komorebi Sketch' })]);
    const everyone = await anonymous.get<Page<{ id: number; name: string }>>('/api/v2/common-artists?limit=60');
    const listed = everyone.body.items.map((entry) => entry.id);
    expect(listed).toContain(shown.id);
    expect(listed).not.toContain(hidden.id);
    expect(everyone.body.items.map((entry) => entry.name)).not.toContain('ヴァリアス・アーティスト');
    expect(everyone.body.total).toBe(listed.length);
  });

  it('shows the artist page in the reader’s language, with store links, and 404 for an artist not shown', async () => {
    const anonymous = service.client('ja');
    const page = await anonymous.get(`/api/v2/artists/${shown.id}`);
    expect(page.status).toBe(200);
    expect(page.body).toEqual({
      id: shown.id,
      artist_type: 'group',
      name: '木漏れ日スケッチ',
      name_ja: '木漏れ日スケッチ',
      name_en: 'Komorebi Sketch',
      profile: '京都の三人組。',
      image_url: `/api/v2/artists/${shown.id}/image`,
      links: [{ kind: 'youtube', url: 'https://www.youtube.com/@komorebi-sketch' }],
      members: [{ name: '葉山', roles: ['guitar'] }],
      apple_music_url: `https://music.apple.com/jp/artist/${APPLE_ID}`,
      spotify_url: `https://open.spotify.com/artist/${SPOTIFY_ID}`,
      releases: [],
    });
    const english = await service.client('ja').get(`/api/v2/artists/${shown.id}?lang=en`);
    expect(english.body).toMatchObject({ name: 'Komorebi Sketch', profile: 'A trio from Kyoto.' });
    const notShown = await anonymous.get<ErrorBody>(`/api/v2/artists/${hidden.id}`);
    expect(notShown.status).toBe(404);
    expect(notShown.body).toMatchObject({ code: 'NOT_FOUND', message: NOT_FOUND_JA });
  });

  it('lists the releases on sale, newest first, with their artwork', async () => {
    const artwork = await storedUpload(LABEL, 'artwork');
    const older = await insertRelease(
      LABEL,
      450,
      { main: [shown.id] },
      { title: '春', requestedSaleStartDate: '2024/03/01' },
    );
    const newer = await insertRelease(
      LABEL,
      450,
      { onSong: [shown.id] },
      { title: '夏', requestedSaleStartDate: '2024/07/01', artworkUploadId: artwork.id, type: 'album' },
    );
    const draft = await insertRelease(
      LABEL,
      100,
      { main: [shown.id] },
      { title: '下書き', artworkUploadId: artwork.id },
    );
    const page = await service
      .client('ja')
      .get<{ releases: { id: number; title: string; artwork_url: string | null }[] }>(`/api/v2/artists/${shown.id}`);
    expect(page.body.releases).toEqual([
      {
        id: newer,
        type: 'album',
        title: '夏',
        street_date: '2024/07/01',
        artwork_url: `/api/v2/artists/${shown.id}/releases/${newer}/artwork`,
      },
      { id: older, type: 'single', title: '春', street_date: '2024/03/01', artwork_url: null },
    ]);
    const served = await service.app.http.inject({
      method: 'GET',
      url: `/api/v2/artists/${shown.id}/releases/${newer}/artwork`,
    });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(artwork.bytes)).toBe(true);
    const notOnSale = await service.app.http.inject({
      method: 'GET',
      url: `/api/v2/artists/${shown.id}/releases/${draft}/artwork`,
    });
    expect(notOnSale.statusCode).toBe(404);
  });

  it('serves the image of a shown artist to anyone, and nothing once the artist is hidden or archived', async () => {
    const inject = (id: number) => service.app.http.inject({ method: 'GET', url: `/api/v2/artists/${id}/image` });
    const served = await inject(shown.id);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(image.bytes)).toBe(true);
    expect((await inject(hidden.id)).statusCode).toBe(404);
    expect((await service.app.http.inject({ method: 'GET', url: '/api/v2/artists/abc/image' })).statusCode).toBe(404);

    expect((await demo.post(`/api/v2/me/artists/${shown.id}/archive`, { archived: true })).status).toBe(200);
    expect((await inject(shown.id)).statusCode).toBe(404);
    expect((await service.client('ja').get(`/api/v2/artists/${shown.id}`)).status).toBe(404);
    const directory = await service.client('ja').get<Page<{ id: number }>>('/api/v2/common-artists?q=komorebi');
    expect(directory.body.items).toEqual([]);
  });
});

describe('the plan limit', () => {
  it('keeps the active artists within the plan, counting capacity bought and not counting archived artists', async () => {
    const [spare] = await service.database.db
      .insert(artists)
      .values({ accountId: LABEL, artistType: 'individual', nameJa: '休業予定の歌手', nameEn: 'Resting Singer' })
      .returning();
    const active = (await demo.get<{ artists: { used: number } }>('/api/v2/me/plans/summary')).body.artists.used;
    // Exactly as many places as the label has active artists: the next one does not fit.
    await service.database.db
      .update(planTerms)
      .set({ extraArtists: active - 5 })
      .where(eq(planTerms.accountId, LABEL));
    try {
      const refused = await demo.post<{ code: string; message: string; details: Record<string, unknown> }>(
        '/api/v2/artists',
        { artist_type: 'individual', name_ja: '枠の外の歌手' },
      );
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({
        code: 'PLAN_LIMIT_ARTISTS',
        message:
          'ご利用中のプランで登録できるアーティスト数の上限に達しています。プランの変更かアーティスト枠の追加をご検討ください',
        details: { reason: 'exceed_artist_count', plan: 'unlimited_standard', limit: active },
      });
      // Archiving one frees its place; bringing it back needs one.
      expect((await demo.post(`/api/v2/me/artists/${spare!.id}/archive`, { archived: true })).status).toBe(200);
      const fits = await demo.post<{ id: number }>('/api/v2/artists', {
        artist_type: 'individual',
        name_ja: '空いた枠の歌手',
      });
      expect(fits.status).toBe(201);
      const back = await demo.post<{ code: string }>(`/api/v2/me/artists/${spare!.id}/archive`, { archived: false });
      expect(back.body.code).toBe('PLAN_LIMIT_ARTISTS');
    } finally {
      await service.database.db.update(planTerms).set({ extraArtists: 100 }).where(eq(planTerms.accountId, LABEL));
    }
  });
});
