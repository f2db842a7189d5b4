// @vitest-environment jsdom
// /tcj_playlists over a stubbed API: charts then playlists under their headings when both exist, a chart's ranks,
// one section alone without a heading, each section paged on its own, and the server's prefetch keys matching.
import { cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { SWRConfig, unstable_serialize } from 'swr';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n, loadCatalogs, registerCapabilityCatalogs } from '../../app/i18n/i18n.ts';
import { playlistsCapability } from './capability.ts';
import { PlaylistsPage } from './PlaylistsPage.tsx';
import { playlistsReads } from './page-reads.ts';

const release = (id: number, title: string) => ({ id, title, artist: '星降る街角', artwork_url: null });
const list = (id: number, category: 'chart' | 'playlist', title: string, releases: ReturnType<typeof release>[]) => ({
  id,
  category,
  title,
  description: '',
  spotify_url: null,
  apple_music_url: null,
  youtube_url: null,
  releases,
});
const CHART = list(1, 'chart', '週間チャート', [release(10, '一位の歌'), release(11, '二位の歌')]);
const PICKS = list(2, 'playlist', 'スタッフのおすすめ', [release(12, '夜の歌')]);

let answers: Record<'chart' | 'playlist', { items: unknown[]; total: number }>;
const fetchMock = vi.fn(async (url: string) => {
  const query = new URL(url, 'http://localhost').searchParams;
  const category = query.get('category') as 'chart' | 'playlist';
  const body = { ...answers[category], page: Number(query.get('page')), limit: Number(query.get('limit')) };
  return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
});

beforeAll(async () => {
  initI18n('ja');
  registerCapabilityCatalogs([playlistsCapability]);
  await loadCatalogs(['playlists'], 'ja');
  vi.stubGlobal('fetch', fetchMock);
});
beforeEach(() => {
  fetchMock.mockClear();
  answers = { chart: { items: [CHART], total: 1 }, playlist: { items: [PICKS], total: 1 } };
});
afterEach(cleanup);
afterAll(() => vi.unstubAllGlobals());

function open(path: string, fallback: Record<string, unknown> = {}) {
  const router = createMemoryRouter([{ path: '/tcj_playlists', Component: PlaylistsPage }], {
    initialEntries: [path],
  });
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, fallback }}>
      <RouterProvider router={router} />
    </SWRConfig>,
  );
  return router;
}

const requested = () => fetchMock.mock.calls.map(([url]) => new URL(url, 'http://localhost').search).sort();

describe('the playlists page', () => {
  it('shows the charts, then the playlists, under their headings, with a chart ranked', async () => {
    open('/tcj_playlists');
    const headings = await screen.findAllByRole('heading', { level: 2, name: /^(チャート|プレイリスト)$/ });
    expect(headings.map((heading) => heading.textContent)).toEqual(['チャート', 'プレイリスト']);
    const chart = screen.getByRole('list', { name: '「週間チャート」のランキング' });
    expect(
      within(chart)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['11位一位の歌星降る街角', '22位二位の歌星降る街角']);
    expect(screen.getByRole('heading', { level: 3, name: '週間チャート' })).toBeTruthy();
    const picks = screen.getByRole('list', { name: '「スタッフのおすすめ」の収録リリース' });
    expect(within(picks).queryByText(/位/)).toBeNull();
    expect(requested()).toEqual(['?category=chart&page=1&limit=12', '?category=playlist&page=1&limit=12']);
  });

  it('shows one category alone without a section heading, and the empty state with none', async () => {
    answers.chart = { items: [], total: 0 };
    open('/tcj_playlists');
    expect(await screen.findByRole('heading', { level: 2, name: 'スタッフのおすすめ' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'プレイリスト' })).toBeNull();
    expect(screen.getByText('1件のプレイリスト')).toBeTruthy();
    cleanup();
    answers.playlist = { items: [], total: 0 };
    open('/tcj_playlists');
    expect(await screen.findByText('まだ公開中のプレイリストはありません')).toBeTruthy();
  });

  it('pages each section on its own', async () => {
    answers.chart = { items: [CHART], total: 13 };
    answers.playlist = { items: [PICKS], total: 30 };
    const router = open('/tcj_playlists?chart_page=2');
    const charts = await screen.findByRole('navigation', { name: 'チャートのページ' });
    expect(requested()).toEqual(['?category=chart&page=2&limit=12', '?category=playlist&page=1&limit=12']);
    within(charts).getByRole('button', { name: /1/ }).click();
    await vi.waitFor(() => expect(router.state.location.search).toBe(''));
    // Once the page shows the new address, the other section's page keeps it.
    await vi.waitFor(() =>
      expect(within(charts).getByRole('button', { name: 'page 1' }).getAttribute('aria-current')).toBe('page'),
    );
    within(screen.getByRole('navigation', { name: 'プレイリストのページ' }))
      .getByRole('button', { name: /3/ })
      .click();
    await vi.waitFor(() => expect(router.state.location.search).toBe('?page=3'));
  });

  it('renders at once from what the server prefetched for the same address', () => {
    fetchMock.mockImplementation(() => new Promise<Response>(() => {}));
    const camel = (playlist: typeof CHART) => ({
      ...playlist,
      spotifyUrl: null,
      appleMusicUrl: null,
      youtubeUrl: null,
      releases: playlist.releases.map(({ artwork_url: _, ...rest }) => ({ ...rest, artworkUrl: null })),
    });
    const search = new URLSearchParams('?chart_page=1&page=1');
    const [chartRead, playlistRead] = playlistsReads({}, 'ja', search);
    const fallback = {
      [unstable_serialize(chartRead!.key)]: { items: [camel(CHART)], total: 1, page: 1, limit: 12 },
      [unstable_serialize(playlistRead!.key)]: { items: [camel(PICKS)], total: 1, page: 1, limit: 12 },
    };
    expect(chartRead!.path).toBe('/api/v2/playlists?category=chart&page=1&limit=12');
    open('/tcj_playlists?chart_page=1&page=1', fallback);
    expect(screen.getByRole('heading', { level: 3, name: '週間チャート' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'スタッフのおすすめ' })).toBeTruthy();
  });
});
