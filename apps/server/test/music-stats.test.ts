import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../src/platform/db/rows.ts';
import { artists, releaseArtists, releases, salesRollups } from '../src/platform/db/schema.ts';
import { signIn, signUpVerified } from './flows.ts';
import { startTestService, type TestService } from './harness.ts';
import { storeAcceptedArtwork } from './stored-artwork.ts';
import type { TestClient } from './test-client.ts';

const LABEL = 1;
const INDEX_HTML =
  '<html lang="ja"><head><!--app-head--></head><body><!--app-bootstrap--><div id="root"></div></body></html>';
const ON_SALE = 500;

interface Consent {
  stats_consent_at: string | null;
}
interface Row {
  key: string;
  name: string;
  streams: number;
  share: number;
}
interface Stats {
  year: number;
  status: string;
  last_sale_date: string | null;
  totals: { streams: number; stores: number; countries: number; releases: number };
  months: { month: string; streams: number }[];
  top_stores: Row[];
  top_countries: Row[];
  genres: Row[];
  top_releases: { rank: number; title: string; artist_name: string; artwork_url: string | null; streams: number }[];
  years: { year: number; status: string }[];
  computed_at: string;
}

let service: TestService;
let distDir: string;
let storageDir: string;
let demo: TestClient;
let stranger: TestClient;
let visitor: TestClient;
let agreeing: number;
let refusing: number;
let agreedRelease: number;
let refusedRelease: number;
let sharedRelease: number;

async function artist(nameJa: string, nameEn: string): Promise<number> {
  const [row] = await service.database.db
    .insert(artists)
    .values({ accountId: LABEL, artistType: 'individual', nameJa, nameEn })
    .returning();
  return row!.id;
}

async function artwork(): Promise<number> {
  return (await storeAcceptedArtwork(service.database.db, storageDir, LABEL, 'my-private-cover-name.png')).id;
}

async function release(title: string, genre: string, artistIds: number[], artworkUploadId?: number): Promise<number> {
  const db = service.database.db;
  const [row] = await db
    .insert(releases)
    .values({
      accountId: LABEL,
      type: 'single',
      status: ON_SALE,
      title,
      primaryGenreId: genre,
      requestedSaleStartDate: '2024/01/01',
      artworkUploadId,
    })
    .returning();
  await db
    .insert(releaseArtists)
    .values(artistIds.map((artistId, index) => ({ releaseId: row!.id, artistId, position: index + 1 })));
  return row!.id;
}

/** One day's sales of a release as the importer rolls them up: the same quantity under each dimension. */
async function sold(input: {
  releaseId: number;
  day: string;
  store: string;
  country: string;
  quantity: number;
  detailType?: string;
  yen?: number;
}) {
  const detailType = input.detailType ?? 'streaming';
  const jpyMicros = BigInt(input.yen ?? 123_457) * 1_000_000n;
  const base = { accountId: LABEL, saleDate: input.day, detailType, quantity: input.quantity, jpyMicros };
  await service.database.db.insert(salesRollups).values([
    { ...base, dimension: 'store', key: input.store },
    { ...base, dimension: 'country', key: input.country },
    { ...base, dimension: 'release', key: String(input.releaseId) },
    { ...base, dimension: 'song', key: '999999' },
  ]);
}

const stats = (client: TestClient, year: number | string) => client.get<Stats>(`/api/v2/music-stats/${year}`);

beforeAll(async () => {
  distDir = mkdtempSync(path.join(tmpdir(), 'otodoke-web-dist-'));
  writeFileSync(path.join(distDir, 'index.html'), INDEX_HTML);
  storageDir = mkdtempSync(path.join(tmpdir(), 'otodoke-stats-files-'));
  // Mid-2026: 2024 and 2025 are over, 2026 is in progress.
  service = await startTestService({
    seed: true,
    env: { WEB_DIST_DIR: distDir, STORAGE_DIR: storageDir },
    now: () => new Date('2026-06-15T03:00:00Z'),
  });
  demo = service.client('ja');
  await signIn(service, demo, 'demo@otodoke.test', 'otodoke-demo');
  demo.acid = LABEL;
  stranger = service.client('ja');
  await signUpVerified(service, stranger, { email: 'stats-stranger@example.test' });
  await signIn(service, stranger, 'stats-stranger@example.test');
  visitor = service.client('ja');

  agreeing = await artist('承諾する歌手', 'Agreeing Singer');
  refusing = await artist('承諾しない歌手', '');
  agreedRelease = await release('承諾済みの歌', '14', [agreeing], await artwork());
  refusedRelease = await release('非公開の歌', '14', [refusing], await artwork());
  sharedRelease = await release('共演の歌', '20', [agreeing, refusing]);
  // The refusing artist's release sells the most: it must still never be named.
  await sold({ releaseId: refusedRelease, day: '2024-03-10', store: 'spotify', country: 'JP', quantity: 9000 });
  await sold({ releaseId: agreedRelease, day: '2024-03-11', store: 'spotify', country: 'JP', quantity: 4000 });
  await sold({ releaseId: agreedRelease, day: '2024-07-01', store: 'apple_music', country: 'US', quantity: 1500 });
  await sold({ releaseId: sharedRelease, day: '2024-12-31', store: 'line', country: 'JP', quantity: 700 });
  await sold({
    releaseId: agreedRelease,
    day: '2024-08-01',
    store: 'vk_store',
    country: 'TW',
    quantity: 30,
    detailType: 'vk_streaming',
  });
  // Downloads are not streams; a sale of the next year is not this year's.
  await sold({
    releaseId: agreedRelease,
    day: '2024-05-05',
    store: 'itunes',
    country: 'JP',
    quantity: 555,
    detailType: 'download',
  });
  await sold({ releaseId: agreedRelease, day: '2025-01-01', store: 'spotify', country: 'JP', quantity: 777 });
});
afterAll(async () => {
  await service?.close();
  rmSync(distDir, { recursive: true, force: true });
  rmSync(storageDir, { recursive: true, force: true });
});

describe('the consent to appear', () => {
  it('is off by default, recorded with its time when given, and cleared when withdrawn', async () => {
    const before = await demo.get<Consent>(`/api/v2/me/artists/${agreeing}`);
    expect(before.body.stats_consent_at).toBeNull();
    const given = await demo.put<Consent>(`/api/v2/me/artists/${agreeing}/stats-consent`, { consent: true });
    expect(given.status).toBe(200);
    const at = given.body.stats_consent_at!;
    expect(Date.parse(at)).toBeGreaterThan(Date.now() - 60_000);
    // Agreeing again keeps the first time.
    const again = await demo.put<Consent>(`/api/v2/me/artists/${agreeing}/stats-consent`, { consent: true });
    expect(again.body.stats_consent_at).toBe(at);
    const withdrawn = await demo.put<Consent>(`/api/v2/me/artists/${refusing}/stats-consent`, { consent: false });
    expect(withdrawn.body.stats_consent_at).toBeNull();
  });

  it("is another account's to give: a stranger gets 404, a signed-out visitor 401, bad input 400", async () => {
    const foreign = await stranger.put(`/api/v2/me/artists/${agreeing}/stats-consent`, { consent: false });
    expect(foreign.status).toBe(404);
    const signedOut = await visitor.put(`/api/v2/me/artists/${agreeing}/stats-consent`, { consent: true });
    expect(signedOut.status).toBe(401);
    const bad = await demo.put<Consent>(`/api/v2/me/artists/${agreeing}/stats-consent`, { consent: 'yes' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: expect.anything(), message: expect.any(String) });
  });
});

describe('a year of statistics', () => {
  it('equals the rollups: streams by month, store, country and genre', async () => {
    const answer = await stats(visitor, 2024);
    expect(answer.status).toBe(200);
    const body = answer.body;
    const [sum] = await selectRows<{ streams: string }>(
      service.database.db,
      sql`select coalesce(sum(quantity), 0)::text as streams from sales_rollups where dimension = 'store'
           and detail_type in ('streaming', 'vk_streaming') and sale_date between '2024-01-01' and '2024-12-31'`,
    );
    expect(body.totals.streams).toBe(Number(sum!.streams));
    expect(body.totals.streams).toBe(9000 + 4000 + 1500 + 700 + 30);
    expect(body).toMatchObject({ year: 2024, status: 'complete', last_sale_date: '2024-12-31' });
    expect(body.totals).toMatchObject({ stores: 4, countries: 3, releases: 3 });
    expect(body.months).toHaveLength(12);
    expect(body.months.find((month) => month.month === '2024-03')?.streams).toBe(13_000);
    expect(body.months.find((month) => month.month === '2024-05')?.streams).toBe(0);
    expect(body.top_stores[0]).toMatchObject({ key: 'spotify', name: 'Spotify', streams: 13_000 });
    expect(body.top_stores.map((row) => row.key)).not.toContain('itunes');
    expect(body.top_countries[0]).toMatchObject({ key: 'JP', name: '日本', streams: 13_700 });
    expect(body.genres.map((row) => [row.key, row.streams])).toEqual([
      ['14', 14_530],
      ['20', 700],
    ]);
    expect(body.years[0]).toEqual({ year: 2026, status: 'in_progress' });
    expect(body.years).toContainEqual({ year: 2024, status: 'complete' });
  });

  it('names only releases whose every artist agreed, with the name in the language asked for', async () => {
    const ja = (await stats(visitor, 2024)).body;
    expect(ja.top_releases).toEqual([
      {
        rank: 1,
        title: '承諾済みの歌',
        artist_name: '承諾する歌手',
        artwork_url: `/api/v2/music-stats/2024/releases/${agreedRelease}/artwork`,
        streams: 5530,
      },
    ]);
    const text = JSON.stringify(ja);
    expect(text).not.toContain('非公開の歌');
    expect(text).not.toContain('共演の歌');
    const en = (await service.client('en').get<Stats>('/api/v2/music-stats/2024?lang=en')).body;
    expect(en.top_releases[0]!.artist_name).toBe('Agreeing Singer');
    expect(en.top_countries[0]!.name).toBe('Japan');
  });

  it('follows a consent at once: the figures kept for the year are dropped when it changes', async () => {
    await demo.put<Consent>(`/api/v2/me/artists/${refusing}/stats-consent`, { consent: true });
    const both = (await stats(visitor, 2024)).body.top_releases.map((row) => row.title);
    expect(both).toEqual(['非公開の歌', '承諾済みの歌', '共演の歌']);
    await demo.put<Consent>(`/api/v2/me/artists/${refusing}/stats-consent`, { consent: false });
    const one = (await stats(visitor, 2024)).body.top_releases.map((row) => row.title);
    expect(one).toEqual(['承諾済みの歌']);
  });

  it('carries no money: no amount field and no yen figure of the rollups', async () => {
    const text = JSON.stringify((await stats(visitor, 2024)).body);
    expect(text).not.toMatch(/amount|yen|micros|revenue|price/i);
    expect(text).not.toContain('123457');
  });

  it('serves the cover of a top release only, under a neutral name', async () => {
    const cover = await visitor.get(`/api/v2/music-stats/2024/releases/${agreedRelease}/artwork`);
    expect(cover.status).toBe(200);
    expect(cover.headers['content-type']).toBe('image/png');
    expect(String(cover.headers['content-disposition'])).not.toContain('my-private-cover-name');
    expect((await visitor.get(`/api/v2/music-stats/2024/releases/${refusedRelease}/artwork`)).status).toBe(404);
    expect((await visitor.get(`/api/v2/music-stats/2024/releases/${sharedRelease}/artwork`)).status).toBe(404);
    expect((await visitor.get(`/api/v2/music-stats/2030/releases/${agreedRelease}/artwork`)).status).toBe(404);
  });

  it('answers the current year as in progress, and 404 for a year without a page', async () => {
    const current = await stats(visitor, 2026);
    expect(current.status).toBe(200);
    expect(current.body.status).toBe('in_progress');
    const empty = await stats(visitor, 2025);
    expect(empty.body).toMatchObject({ status: 'complete', totals: { streams: 777 } });
    for (const year of [2027, 2023, 1999]) expect((await stats(visitor, year)).status).toBe(404);
    const bad = await stats(visitor, 'abcd');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: expect.anything(), message: expect.any(String) });
  });
});

describe('the page as the server sends it', () => {
  it('puts the year and its total in the head, 404s a year without a page, and lists the years that are over', async () => {
    const page = await visitor.get('/music-stats/2024');
    expect(page.status).toBe(200);
    expect(page.text).toContain('<title>2024年 音楽配信統計 | 音届け Otodoke</title>');
    expect(page.text).toContain('15,230回');
    const en = await service.client('en').get('/music-stats/2024?lang=en');
    expect(en.text).toContain('<title>Music statistics 2024 | Otodoke</title>');
    expect((await visitor.get('/music-stats/2031')).status).toBe(404);
    expect((await visitor.get('/music-stats/abc')).status).toBe(404);
    const sitemap = (await visitor.get('/sitemap.xml')).text;
    expect(sitemap).toContain('<loc>http://localhost:3000/music-stats/2024</loc>');
    expect(sitemap).toContain('<loc>http://localhost:3000/music-stats/2025</loc>');
    expect(sitemap).not.toContain('/music-stats/2026');
  });
});
