// What the screenshots of /tcj_playlists and its console tab need first, through the operators' API as the signed-in
// operator: no published playlist (the empty page), or a published chart and playlists filled with the demo's releases.
import type { Page } from 'playwright-core';

type Json = Record<string, unknown>;

async function api(page: Page, baseUrl: string, method: 'GET' | 'POST' | 'PUT', url: string, body?: Json) {
  const me = await page.request.get(`${baseUrl}/api/v1/me`);
  const csrf = me.headers()['x-csrf-token'] ?? '';
  const answer = await page.request.fetch(`${baseUrl}${url}`, {
    method,
    headers: { 'x-csrf-token': csrf, 'content-type': 'application/json' },
    ...(body ? { data: JSON.stringify(body) } : {}),
  });
  if (!answer.ok()) throw new Error(`${method} ${url}: ${answer.status()} ${await answer.text()}`);
  return (await answer.json()) as Json;
}

async function playlists(page: Page, baseUrl: string) {
  const list = await api(page, baseUrl, 'GET', '/admin/api/v2/playlists?limit=100');
  return list.items as { id: number; status: string; title_ja: string }[];
}

/** Every playlist back to draft: the public page shows its empty state. */
export async function withoutPublishedPlaylists(page: Page, baseUrl: string): Promise<void> {
  for (const playlist of await playlists(page, baseUrl)) {
    if (playlist.status === 'published') {
      await api(page, baseUrl, 'POST', `/admin/api/v2/playlists/${playlist.id}/status`, { status: 'draft' });
    }
  }
}

const SAMPLES = [
  {
    category: 'chart',
    title_ja: '音届け週間チャート',
    title_en: 'Otodoke weekly chart',
    description_ja: '今週、音届けで最も聴かれたリリース。',
    description_en: 'The releases most played through Otodoke this week.',
    spotify_url: null,
    apple_music_url: null,
    youtube_url: null,
  },
  {
    title_ja: '深夜のドライブ',
    title_en: 'Late-night drive',
    description_ja: '街の灯りが流れていく夜に。音届けのアーティストによる、静かで心地よいナンバーを集めました。',
    description_en: 'For nights when the city lights drift by: calm, warm songs by Otodoke artists.',
    spotify_url: 'https://open.spotify.com/playlist/37i9dQZF1DX0000000000',
    apple_music_url: 'https://music.apple.com/jp/playlist/pl.otodoke-night',
    youtube_url: 'https://www.youtube.com/playlist?list=PLotodokeNight',
  },
  {
    title_ja: '今週の新着',
    title_en: 'New this week',
    description_ja: '',
    description_en: '',
    spotify_url: 'https://open.spotify.com/playlist/37i9dQZF1DX1111111111',
    apple_music_url: null,
    youtube_url: null,
  },
];

/** The sample playlists, created once and published, filled with the demo's releases on sale. */
export async function withPublishedPlaylists(page: Page, baseUrl: string): Promise<void> {
  const existing = await playlists(page, baseUrl);
  const found = await api(page, baseUrl, 'GET', '/admin/api/v2/playlist-releases?limit=8');
  const releaseIds = (found.items as { id: number }[]).map((release) => release.id);
  if (releaseIds.length === 0) throw new Error('the demo has no release on sale to put in a playlist');
  for (const [index, sample] of SAMPLES.entries()) {
    let id = existing.find((playlist) => playlist.title_ja === sample.title_ja)?.id;
    if (id === undefined) {
      id = (await api(page, baseUrl, 'POST', '/admin/api/v2/playlists', sample)).id as number;
      // The chart ranks every release found, the first playlist too; the last one holds two.
      const ids = index < 2 ? releaseIds : releaseIds.slice(0, 2).reverse();
      await api(page, baseUrl, 'PUT', `/admin/api/v2/playlists/${id}/releases`, { release_ids: ids });
    }
    await api(page, baseUrl, 'POST', `/admin/api/v2/playlists/${id}/status`, { status: 'published' });
  }
}
