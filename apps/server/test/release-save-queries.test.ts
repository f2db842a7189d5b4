// How many SQL statements a release save costs: a fixed handful, whatever the number of songs and credits.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artists, uploads } from '../src/platform/db/schema.ts';
import { signIn } from './flows.ts';
import { startTestService, type TestService } from './harness.ts';
import type { TestClient } from './test-client.ts';

const LABEL = 1;
/** The most statements one save may run (the request's session and account reads included). */
const MAX_QUERIES_PER_SAVE = 16;

let service: TestService;
let demo: TestClient;
let counting = false;
let statements: string[] = [];
let artistIds: number[] = [];

async function insertArtist(name: string) {
  const [row] = await service.database.db
    .insert(artists)
    .values({ accountId: LABEL, artistType: 'individual', nameJa: name, nameEn: name })
    .returning();
  return row!.id;
}

async function insertUpload(kind: 'audio' | 'artwork', facts: Record<string, unknown>) {
  const [row] = await service.database.db
    .insert(uploads)
    .values({
      accountId: LABEL,
      tusId: randomBytes(8).toString('hex'),
      kind,
      status: 'accepted',
      originalName: `${kind}.bin`,
      sizeBytes: 1000,
      sha256: randomBytes(32).toString('hex'),
      facts,
      completedAt: new Date(),
    })
    .returning();
  return row!.id;
}

const WAV = { format: 'wav', sample_rate: 44100, bit_depth: 16, channels: 2, duration_seconds: 200, is_hires: false };

async function body(songCount: number, ids: number[] = []) {
  const songs = [];
  for (let i = 0; i < songCount; i++) {
    songs.push({
      ...(ids[i] === undefined ? {} : { id: ids[i] }),
      title: `曲${i + 1}`,
      audio_language: 'ja',
      file_upload_id: await insertUpload('audio', WAV),
      artists: [
        { artist_id: artistIds[i % artistIds.length]!, input_role: 'primary', roles: [] },
        { artist_id: artistIds[(i + 1) % artistIds.length]!, input_role: 'featured', roles: ['arranger'] },
      ],
      authors: [{ is_lyricist: true, is_composer: true, real_name: '山田太郎', pen_name: 'YAMADA' }],
    });
  }
  return {
    title: '数える',
    main_artist_ids: [artistIds[0]!],
    primary_genre_id: '17',
    store_ids: ['spotify', 'apple_music'],
    artwork_upload_id: await insertUpload('artwork', { format: 'png', width: 3000, height: 3000 }),
    copyright_year: '2026',
    copyright_holder: 'Otodoke Demo Records',
    songs,
  };
}

/** The statements of one request, and its answer. */
async function counted<T>(request: () => Promise<T>): Promise<{ result: T; queries: string[] }> {
  statements = [];
  counting = true;
  try {
    const result = await request();
    return { result, queries: statements };
  } finally {
    counting = false;
  }
}

type Saved = { id: number; songs: Array<{ id: number; title: string; artists: unknown[] }> };

/** A new draft saved with its songs, then saved again unchanged over the songs it now has. */
async function saves(songCount: number) {
  const created = await demo.post<Saved>('/api/v1/me/releases', { type: 'album' });
  expect(created.status).toBe(201);
  const first = await counted(() => demo.put<Saved>(`/api/v1/me/releases/${created.body.id}`, {}));
  expect(first.result.status).toBe(200);
  const fresh = await body(songCount);
  const inserting = await counted(() => demo.put<Saved>(`/api/v1/me/releases/${created.body.id}`, fresh));
  expect(inserting.result.status, JSON.stringify(inserting.result.body)).toBe(200);
  expect(inserting.result.body.songs).toHaveLength(songCount);
  const again = await body(
    songCount,
    inserting.result.body.songs.map((s) => s.id),
  );
  const updating = await counted(() => demo.put<Saved>(`/api/v1/me/releases/${created.body.id}`, again));
  expect(updating.result.status).toBe(200);
  expect(updating.result.body.songs.map((s) => s.id)).toEqual(inserting.result.body.songs.map((s) => s.id));
  expect(updating.result.body.songs.every((s) => s.artists.length === 2)).toBe(true);
  // The answer is built from what was written, and is what a fresh read gives.
  expect(inserting.result.body.songs.map((s) => s.title)).toEqual(again.songs.map((s) => s.title));
  expect(updating.result.body).toEqual((await demo.get<Saved>(`/api/v1/me/releases/${created.body.id}`)).body);
  return { empty: first.queries.length, inserting: inserting.queries.length, updating: updating.queries.length };
}

beforeAll(async () => {
  service = await startTestService({
    seed: true,
    runWorkers: false,
    onQuery: (sql) => {
      if (counting) statements.push(sql);
    },
  });
  demo = service.client('ja');
  await signIn(service, demo, 'demo@otodoke.test', 'otodoke-demo');
  demo.acid = LABEL;
  artistIds = [await insertArtist('数え歌'), await insertArtist('Counting Stars'), await insertArtist('Tally')];
});
afterAll(async () => {
  await service?.close();
});

describe('a release save', () => {
  it('runs a fixed handful of statements, the same for 1 song as for 10', async () => {
    const one = await saves(1);
    const ten = await saves(10);
    console.info(`queries per release save: 1 song ${JSON.stringify(one)}, 10 songs ${JSON.stringify(ten)}`);
    expect(ten.inserting).toBe(one.inserting);
    expect(ten.updating).toBe(one.updating);
    for (const n of [one.empty, one.inserting, one.updating]) expect(n).toBeLessThanOrEqual(MAX_QUERIES_PER_SAVE);
  });
});
