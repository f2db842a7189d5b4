import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import * as api from '@otodoke/contract';
import { buildPath, type EndpointContract } from '@otodoke/contract';
import { RELEASE_STATUS } from '@otodoke/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artists, featureNotices, outboundMail, releaseArtists, releases } from '../src/platform/db/schema.ts';
import { signIn } from './flows.ts';
import { startTestService, type TestService } from './harness.ts';
import { storeAcceptedArtwork } from './stored-artwork.ts';
import type { TestClient } from './test-client.ts';

const LABEL = 1;
const ON_SALE = RELEASE_STATUS.distribution_onsale;
const INDEX_HTML =
  '<html lang="ja"><head><!--app-head--></head><body><!--app-bootstrap--><div id="root"></div></body></html>';

interface Card {
  id: number;
  title: string;
  artist: string;
  artwork_url: string | null;
  on_sale?: boolean;
}
interface Playlist {
  id: number;
  status: 'draft' | 'published';
  category: 'playlist' | 'chart';
  title_ja: string;
  release_count: number;
  on_sale_count: number;
  releases: Card[];
}
interface PublicPlaylist {
  id: number;
  category: 'playlist' | 'chart';
  title: string;
  description: string;
  spotify_url: string | null;
  releases: Card[];
}
interface Page<T> {
  items: T[];
  total: number;
}
interface ErrorBody {
  code: string;
  details: { fields?: Record<string, string> };
}

let service: TestService;
let storageDir: string;
let distDir: string;
let operator: TestClient;
let member: TestClient;
let artistId: number;

async function signedIn(email: string, password: string): Promise<TestClient> {
  const client = service.client('ja');
  await signIn(service, client, email, password);
  return client;
}

/** An accepted artwork of the label, stored as the upload check leaves it. */
const artwork = () => storeAcceptedArtwork(service.database.db, storageDir, LABEL);

async function release(title: string, status: number, extra: Partial<typeof releases.$inferInsert> = {}) {
  const db = service.database.db;
  const [row] = await db
    .insert(releases)
    .values({ accountId: LABEL, type: 'single', status, title, requestedSaleStartDate: '2025/05/01', ...extra })
    .returning();
  await db.insert(releaseArtists).values({ releaseId: row!.id, artistId, position: 1 });
  return row!.id;
}

async function createPlaylist(body: Record<string, unknown> = {}) {
  const created = await operator.post<Playlist>('/admin/api/v2/playlists', { title_ja: '夜のドライブ', ...body });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body;
}

const publicList = async (language: 'ja' | 'en' = 'ja') => {
  const answer = await service.client(language).get<Page<PublicPlaylist>>('/api/v2/playlists');
  expect(answer.status).toBe(200);
  return answer.body;
};

beforeAll(async () => {
  storageDir = await mkdtemp(path.join(os.tmpdir(), 'otodoke-playlists-files-'));
  distDir = await mkdtemp(path.join(os.tmpdir(), 'otodoke-playlists-dist-'));
  await writeFile(path.join(distDir, 'index.html'), INDEX_HTML);
  service = await startTestService({ seed: true, env: { STORAGE_DIR: storageDir, WEB_DIST_DIR: distDir } });
  operator = await signedIn('admin@otodoke.test', 'otodoke-admin');
  member = await signedIn('demo@otodoke.test', 'otodoke-demo');
  member.acid = LABEL;
  const [artist] = await service.database.db
    .insert(artists)
    .values({ accountId: LABEL, artistType: 'group', nameJa: '星降る街角', nameEn: 'Starfall Corner' })
    .returning();
  artistId = artist!.id;
});
afterAll(async () => {
  await service?.close();
  await rm(storageDir, { recursive: true, force: true });
  await rm(distDir, { recursive: true, force: true });
});

const ADMIN_CONTRACTS: EndpointContract[] = [
  api.listAdminPlaylists,
  api.getAdminPlaylist,
  api.createPlaylist,
  api.updatePlaylist,
  api.setPlaylistStatus,
  api.deletePlaylist,
  api.reorderPlaylists,
  api.setPlaylistReleases,
  api.searchPlaylistReleases,
  api.listFeatureNoticeSummaries,
  api.sendFeatureOpeningNotice,
];

describe('who reaches the tools', () => {
  it('answers 403 to a member and 401 to a visitor on every operator route, before reading the body', async () => {
    const visitor = service.client('ja');
    for (const contract of ADMIN_CONTRACTS) {
      const url = buildPath(contract.path, { id: 1, feature: 'karaoke' });
      const body = contract.method === 'GET' || contract.method === 'DELETE' ? undefined : { title_ja: 'x' };
      const asMember = await member.request<ErrorBody>(contract.method, url, body);
      expect(asMember.status, `${contract.method} ${url}`).toBe(403);
      expect(asMember.body.code).toBe('FORBIDDEN');
      expect((await visitor.request(contract.method, url, body)).status, url).toBe(401);
    }
  });
});

describe('curated playlists', () => {
  it('keeps drafts and releases not on sale from the public, and shows published ones with their covers', async () => {
    const cover = await artwork();
    const shown = await release('真夜中のハイウェイ', ON_SALE, { artworkUploadId: cover.id });
    const renewal = await release('夏の終わり', RELEASE_STATUS.renewal_editable_settled);
    const inReview = await release('審査中の歌', RELEASE_STATUS.review_approved, { artworkUploadId: cover.id });
    const playlist = await createPlaylist({
      title_en: 'Night drive',
      description_ja: '夜に聴きたい曲',
      spotify_url: 'https://open.spotify.com/playlist/37i9dQZF1DX',
    });
    expect(playlist.status).toBe('draft');

    // A draft is not public, and cannot be published empty.
    const empty = await operator.post<ErrorBody>(`/admin/api/v2/playlists/${playlist.id}/status`, {
      status: 'published',
    });
    expect(empty.status).toBe(400);
    expect(Object.keys(empty.body.details.fields ?? {})).toEqual(['status']);

    // Only releases on sale can be added.
    const refused = await operator.put<ErrorBody>(`/admin/api/v2/playlists/${playlist.id}/releases`, {
      release_ids: [shown, inReview],
    });
    expect(refused.status).toBe(400);
    expect(refused.body.details.fields?.release_ids).toContain(String(inReview));
    const filled = await operator.put<Playlist>(`/admin/api/v2/playlists/${playlist.id}/releases`, {
      release_ids: [shown, renewal],
    });
    expect(filled.status).toBe(200);
    expect(filled.body.releases.map((card) => [card.id, card.artist])).toEqual([
      [shown, '星降る街角'],
      [renewal, '星降る街角'],
    ]);
    expect((await publicList()).items.find((each) => each.id === playlist.id)).toBeUndefined();

    const published = await operator.post<Playlist>(`/admin/api/v2/playlists/${playlist.id}/status`, {
      status: 'published',
    });
    expect(published.body.status).toBe('published');
    const [onPage] = (await publicList()).items.filter((each) => each.id === playlist.id);
    expect(onPage).toMatchObject({
      title: '夜のドライブ',
      description: '夜に聴きたい曲',
      spotify_url: 'https://open.spotify.com/playlist/37i9dQZF1DX',
    });
    const coverUrl = `/api/v2/playlists/${playlist.id}/releases/${shown}/artwork`;
    expect(onPage!.releases).toEqual([
      { id: shown, title: '真夜中のハイウェイ', artist: '星降る街角', artwork_url: coverUrl },
      { id: renewal, title: '夏の終わり', artist: '星降る街角', artwork_url: null },
    ]);
    const english = (await publicList('en')).items.find((each) => each.id === playlist.id);
    expect(english).toMatchObject({ title: 'Night drive', description: '夜に聴きたい曲' });
    expect(english!.releases[0]!.artist).toBe('Starfall Corner');

    const served = await service.app.http.inject({ method: 'GET', url: coverUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(cover.bytes)).toBe(true);

    // A release that leaves sale leaves the page (and its cover), and stays in the operators' list marked so.
    await service.database.db
      .update(releases)
      .set({ status: RELEASE_STATUS.takedown_admin })
      .where(eq(releases.id, shown));
    const after = (await publicList()).items.find((each) => each.id === playlist.id);
    expect(after!.releases.map((card) => card.id)).toEqual([renewal]);
    expect((await service.app.http.inject({ method: 'GET', url: coverUrl })).statusCode).toBe(404);
    const detail = await operator.get<Playlist>(`/admin/api/v2/playlists/${playlist.id}`);
    expect(detail.body).toMatchObject({ release_count: 2, on_sale_count: 1 });
    expect(detail.body.releases.map((card) => card.on_sale)).toEqual([false, true]);

    // Back to draft: gone from the public page, covers included.
    await service.database.db.update(releases).set({ status: ON_SALE }).where(eq(releases.id, shown));
    await operator.post(`/admin/api/v2/playlists/${playlist.id}/status`, { status: 'draft' });
    expect((await publicList()).items.find((each) => each.id === playlist.id)).toBeUndefined();
    expect((await service.app.http.inject({ method: 'GET', url: coverUrl })).statusCode).toBe(404);
  });

  it('reorders releases and playlists, and refuses an order that misses one', async () => {
    const a = await release('朝焼け', ON_SALE);
    const b = await release('昼下がり', ON_SALE);
    const c = await release('夕暮れ', ON_SALE);
    const first = await createPlaylist({ title_ja: '一日' });
    await operator.put(`/admin/api/v2/playlists/${first.id}/releases`, { release_ids: [a, b, c] });
    const moved = await operator.put<Playlist>(`/admin/api/v2/playlists/${first.id}/releases`, {
      release_ids: [c, a],
    });
    expect(moved.body.releases.map((card) => card.id)).toEqual([c, a]);
    const twice = await operator.put(`/admin/api/v2/playlists/${first.id}/releases`, { release_ids: [a, a] });
    expect(twice.status).toBe(400);

    const second = await createPlaylist({ title_ja: '二番目' });
    await operator.put(`/admin/api/v2/playlists/${second.id}/releases`, { release_ids: [b] });
    for (const id of [first.id, second.id]) {
      expect((await operator.post(`/admin/api/v2/playlists/${id}/status`, { status: 'published' })).status).toBe(200);
    }
    const all = await operator.get<Page<Playlist>>('/admin/api/v2/playlists?limit=100');
    const ids = all.body.items.map((each) => each.id);
    expect(ids.slice(-2)).toEqual([first.id, second.id]);
    const missing = await operator.put('/admin/api/v2/playlists-order', { ids: ids.slice(1) });
    expect(missing.status).toBe(400);
    const reordered = [second.id, first.id, ...ids.filter((id) => id !== first.id && id !== second.id)];
    expect((await operator.put('/admin/api/v2/playlists-order', { ids: reordered })).status).toBe(200);
    const shown = (await publicList()).items.map((each) => each.id);
    expect(shown.slice(0, 2)).toEqual([second.id, first.id]);

    expect((await operator.delete(`/admin/api/v2/playlists/${second.id}`)).status).toBe(200);
    expect((await publicList()).items.map((each) => each.id)).not.toContain(second.id);
    expect((await operator.get(`/admin/api/v2/playlists/${second.id}`)).status).toBe(404);
    expect((await operator.delete(`/admin/api/v2/playlists/${second.id}`)).status).toBe(404);
  });

  it('finds releases on sale by title, artist or UPC, never others', async () => {
    const onSale = await release('ラムネ色の空', ON_SALE, { upc: '4999999000017' });
    await release('ラムネ色の下書き', RELEASE_STATUS.creating);
    const search = (q: string) =>
      operator.get<Page<Card>>(`/admin/api/v2/playlist-releases?q=${encodeURIComponent(q)}`);
    expect((await search('ラムネ')).body.items.map((card) => card.id)).toEqual([onSale]);
    expect((await search('4999999000017')).body.items.map((card) => card.id)).toEqual([onSale]);
    expect((await search('starfall')).body.items.map((card) => card.id)).toContain(onSale);
    expect((await search('100%_')).body.total).toBe(0);
  });

  it('refuses store addresses off the store, with a message per field', async () => {
    const wrong = await operator.post<ErrorBody>('/admin/api/v2/playlists', {
      title_ja: '誤り',
      spotify_url: 'http://open.spotify.com/playlist/1',
      apple_music_url: 'https://evil.example/music.apple.com',
      youtube_url: 'javascript:alert(1)',
    });
    expect(wrong.status).toBe(400);
    expect(Object.keys(wrong.body.details.fields ?? {}).sort()).toEqual([
      'apple_music_url',
      'spotify_url',
      'youtube_url',
    ]);
    const blankTitle = await operator.post<ErrorBody>('/admin/api/v2/playlists', { title_ja: '   ' });
    expect(blankTitle.status).toBe(400);
  });

  it("puts the playlists in the page's head for link previews", async () => {
    const page = await service.app.http.inject({ method: 'GET', url: '/tcj_playlists' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>プレイリスト | 音届け Otodoke</title>');
    expect(page.body).toContain('一日');
    expect(page.body).toMatch(/<meta property="og:description" content="[^"]*音届け/);
    const sitemap = await service.app.http.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.body).toContain('/tcj_playlists</loc>');
  });

  it('keeps each list a chart or a playlist, and lists one category on request', async () => {
    const ranked = await release('ランキング1位', ON_SALE);
    const chart = await createPlaylist({ title_ja: '今週のチャート', category: 'chart' });
    expect(chart.category).toBe('chart');
    const picks = await createPlaylist({ title_ja: 'スタッフのおすすめ' });
    expect(picks.category).toBe('playlist');
    for (const id of [chart.id, picks.id]) {
      await operator.put(`/admin/api/v2/playlists/${id}/releases`, { release_ids: [ranked] });
      expect((await operator.post(`/admin/api/v2/playlists/${id}/status`, { status: 'published' })).status).toBe(200);
    }
    expect((await operator.get<Playlist>(`/admin/api/v2/playlists/${chart.id}`)).body.category).toBe('chart');
    const listed = (await operator.get<Page<Playlist>>('/admin/api/v2/playlists?limit=100')).body.items;
    expect(listed.filter((each) => [chart.id, picks.id].includes(each.id)).map((each) => each.category)).toEqual([
      'chart',
      'playlist',
    ]);

    const visitor = service.client('en');
    const only = async (query: string) =>
      (await visitor.get<Page<PublicPlaylist>>(`/api/v2/playlists${query}`)).body.items.map((each) => [
        each.id,
        each.category,
      ]);
    const both = await only('?limit=100');
    expect(both).toContainEqual([chart.id, 'chart']);
    expect(both).toContainEqual([picks.id, 'playlist']);
    expect(await only('?category=chart&limit=100')).toEqual([[chart.id, 'chart']]);
    expect(await only('?category=playlist&limit=100')).not.toContainEqual([chart.id, 'chart']);
    expect(await only('?category=playlist&limit=100')).toContainEqual([picks.id, 'playlist']);

    // Changing it moves the list between categories; an unknown category is refused, on the tools and the page.
    const changed = await operator.put<Playlist>(`/admin/api/v2/playlists/${chart.id}`, {
      title_ja: '今週のチャート',
      category: 'playlist',
    });
    expect(changed.body.category).toBe('playlist');
    expect(await only('?category=chart&limit=100')).toEqual([]);
    const wrong = await operator.put<ErrorBody>(`/admin/api/v2/playlists/${chart.id}`, {
      title_ja: '今週のチャート',
      category: 'album',
    });
    expect(wrong.status).toBe(400);
    expect(Object.keys(wrong.body.details.fields ?? {})).toEqual(['category']);
    expect((await operator.post('/admin/api/v2/playlists', { title_ja: 'x', category: 'Chart' })).status).toBe(400);
    expect((await visitor.get<ErrorBody>('/api/v2/playlists?category=album')).status).toBe(400);
    expect((await operator.get<Playlist>(`/admin/api/v2/playlists/${chart.id}`)).body.category).toBe('playlist');
  });
});

describe('the opening notice of a service', () => {
  const db = () => service.database.db;
  const openingMails = async () =>
    (await db().select().from(outboundMail)).filter((mail) => mail.template === 'feature_notice_opened');

  it('mails each confirmed address once, in its language, with a working unsubscribe link', async () => {
    const confirmedAt = new Date(Date.now() - 60_000);
    const lastMailedAt = new Date(Date.now() - 120_000);
    const base = { feature: 'karaoke', confirmedAt, lastMailedAt };
    await db()
      .insert(featureNotices)
      .values([
        { ...base, email: 'yui@example.test', language: 'ja', status: 'confirmed' },
        { ...base, email: 'sam@example.test', language: 'en', status: 'confirmed' },
        { ...base, email: 'pending@example.test', language: 'ja', status: 'pending', confirmedAt: null },
        { ...base, email: 'gone@example.test', language: 'ja', status: 'unsubscribed' },
        { ...base, feature: 'music-video', email: 'other@example.test', language: 'ja', status: 'confirmed' },
      ]);
    const summary = await operator.get<{ items: Record<string, unknown>[] }>('/admin/api/v2/feature-notices');
    expect(summary.body.items.find((item) => item.feature === 'karaoke')).toEqual({
      feature: 'karaoke',
      built: true,
      pending: 1,
      confirmed: 2,
      unsubscribed: 1,
      notified: 0,
      to_notify: 2,
    });

    // Two clicks at once: each address is mailed by one of them.
    const send = () => operator.post<{ sent: number }>('/admin/api/v2/feature-notices/karaoke/opening');
    const [one, two] = await Promise.all([send(), send()]);
    expect(one.body.sent + two.body.sent).toBe(2);
    const mails = await openingMails();
    expect(mails.map((mail) => mail.to).sort()).toEqual(['sam@example.test', 'yui@example.test']);
    expect(mails.find((mail) => mail.to === 'yui@example.test')!.subject).toContain('カラオケ映像配信');
    const english = mails.find((mail) => mail.to === 'sam@example.test')!;
    expect(english.subject).toBe('[Otodoke] "Karaoke video distribution" is now available');
    expect(english.text).toContain('http://localhost:3000/features/karaoke?lang=en');

    // Again, and after a restart: nobody is mailed twice.
    expect((await send()).body).toMatchObject({ sent: 0, summary: { notified: 2, to_notify: 0 } });
    await service.restart();
    operator = await signedIn('admin@otodoke.test', 'otodoke-admin');
    expect((await send()).body.sent).toBe(0);
    expect(await openingMails()).toHaveLength(2);

    // The mail's unsubscribe link works.
    const token = /token=([\w-]+)/.exec(english.text)?.[1];
    const stop = await service.client('en').post('/api/v2/feature-notices/unsubscribe', { token });
    expect(stop.status).toBe(200);
    const [row] = await db().select().from(featureNotices).where(eq(featureNotices.email, 'sam@example.test'));
    expect(row!.status).toBe('unsubscribed');
  });

  it('refuses to announce a service that has not opened', async () => {
    const answer = await operator.post<ErrorBody>('/admin/api/v2/feature-notices/publishing/opening');
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body.details.fields ?? {})).toEqual(['feature']);
    const unknown = await operator.post('/admin/api/v2/feature-notices/nothing/opening');
    expect(unknown.status).toBe(400);
  });
});
