// @vitest-environment jsdom
// The operators' list of immersive editions over a stubbed API: rows with their account, ISRC and statuses, the
// filters and search sent as the request's query, the empty state when nothing matches, the edition's dialog (codes in
// both languages, the file, the stores), and "check again": asked first, the attempt seen sent once, then said done.
import { cleanup, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { SWRConfig } from 'swr';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { GlobalLayerProvider } from '../../../app/global-layer/GlobalLayerProvider.tsx';
import { applyLanguage } from '../../../app/i18n/change-language.ts';
import { initI18n, loadCatalogs, registerCapabilityCatalogs } from '../../../app/i18n/i18n.ts';
import { immersiveAudioCapability } from '../capability.ts';
import { AdminImmersiveSection } from './AdminImmersiveSection.tsx';

// A loaded machine renders slowly: wait for the page as long as the other feature tests do.
configure({ asyncUtilTimeout: 10_000 });

const item = (over: Record<string, unknown>) => ({
  id: 7,
  format: 'dolby',
  status_code: 100,
  status: 'creating',
  verification_status_code: 230,
  verification_status: 'verify_operation_failed',
  invalid_code_count: 0,
  can_rerun_verification: true,
  verification_attempt: 1,
  account: { id: 2, name: '星降る街角' },
  release: { id: 3, title: '夜明けのアルバム' },
  song: { id: 9, title: '夜明け', isrc: 'JPXX02600001' },
  created_at: '2026-11-20T00:00:00.000Z',
  updated_at: '2026-11-21T03:00:00.000Z',
  ...over,
});

const refused = item({
  id: 8,
  format: '360RA',
  verification_status_code: 220,
  verification_status: 'verification_failed',
  invalid_code_count: 2,
  can_rerun_verification: false,
  account: { id: 1, name: 'Otodoke Demo Records' },
  song: { id: 10, title: '黄昏', isrc: 'JPXX02600002' },
});

const detail = (over: Record<string, unknown>) => ({
  ...item({}),
  action_status: 'editable',
  invalid_codes: [],
  facts: null,
  file_name: 'dawn-atmos.wav',
  release: { id: 3, title: '夜明けのアルバム', status: 450 },
  song: { id: 9, title: '夜明け', isrc: 'JPXX02600001', duration_seconds: 192 },
  stores: [{ id: 'apple_music', name: 'Apple Music' }],
  price: 3000,
  verified_at: null,
  paid_at: null,
  delivered_at: null,
  account: { id: 2, name: '星降る街角', manager_email: 'hoshi@example.test' },
  file: { upload_id: 40, name: 'dawn-atmos.wav', size_bytes: 104_857_600, content_type: 'audio/wav', stored: true },
  store_deliveries: [
    {
      store_id: 'apple_music',
      store_name: 'Apple Music',
      status: 'on_sale',
      status_label: '販売中',
      updated_at: '2026-11-21T00:00:00.000Z',
      on_sale_at: '2026-11-21T00:00:00.000Z',
      taken_down_at: null,
      reason: null,
      reason_code: null,
    },
  ],
  ...over,
});

let editions: Array<ReturnType<typeof item>>;
let details: Record<number, ReturnType<typeof detail>>;
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
  const { pathname, searchParams } = new URL(url, 'http://localhost');
  if (pathname === '/admin/api/v2/immersive_audio/songs') {
    const q = searchParams.get('q');
    const shown = editions.filter((each) => !q || each.song.title.includes(q) || each.account.name.includes(q));
    return json({ items: shown, total: shown.length, page: 1, limit: 20 });
  }
  const rerun = pathname.match(/^\/admin\/api\/v2\/immersive_audio\/songs\/(\d+)\/verification$/);
  if (rerun && init?.method === 'POST') {
    const id = Number(rerun[1]);
    const queued = detail({
      id,
      verification_status_code: 200,
      verification_status: 'verification_queued',
      verification_attempt: 2,
      can_rerun_verification: false,
      action_status: 'readonly',
    });
    details[id] = queued;
    editions = editions.map((each) =>
      each.id === id ? { ...each, verification_status: 'verification_queued', can_rerun_verification: false } : each,
    );
    return json({ queued: true, edition: queued });
  }
  const one = pathname.match(/^\/admin\/api\/v2\/immersive_audio\/songs\/(\d+)$/);
  if (one) return details[Number(one[1])] ? json(details[Number(one[1])]) : json({ code: 'NOT_FOUND' }, 404);
  return json({ code: 'NOT_FOUND', message: 'not found' }, 404);
});
const listQueries = () =>
  fetchMock.mock.calls
    .map(([url]) => new URL(url, 'http://localhost'))
    .filter((url) => url.pathname === '/admin/api/v2/immersive_audio/songs')
    .map((url) => Object.fromEntries(url.searchParams));
const reruns = () =>
  fetchMock.mock.calls.filter(([url, init]) => url.endsWith('/verification') && init?.method === 'POST');

beforeAll(async () => {
  initI18n('ja');
  registerCapabilityCatalogs([immersiveAudioCapability]);
  await loadCatalogs(['immersive-audio'], 'ja');
  vi.stubGlobal('fetch', fetchMock);
});
beforeEach(() => {
  fetchMock.mockClear();
  editions = [item({}), refused];
  details = {
    7: detail({}),
    8: detail({
      ...refused,
      invalid_codes: [
        {
          family: '360RA',
          code: 5,
          message: 'サンプリング周波数が44100Hzです。48kHzで書き出してください。',
          messages: {
            ja: 'サンプリング周波数が44100Hzです。48kHzで書き出してください。',
            en: 'The sample rate is 44100 Hz. Export at 48 kHz.',
          },
          params: { found: 44100 },
        },
      ],
      store_deliveries: [],
    }),
  };
});
afterEach(async () => {
  cleanup();
  await applyLanguage('ja');
});
afterAll(() => vi.unstubAllGlobals());

function open() {
  const router = createMemoryRouter([{ path: '/admin', Component: AdminImmersiveSection }], {
    initialEntries: ['/admin?section=review'],
  });
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <GlobalLayerProvider>
        <RouterProvider router={router} />
      </GlobalLayerProvider>
    </SWRConfig>,
  );
}

describe('the operators’ list of immersive editions', () => {
  it('lists every account’s editions, filters and searches them, and says when nothing matches', async () => {
    open();
    const table = await screen.findByRole('table', { name: '立体音響版の一覧' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('夜明け')).toBeTruthy();
    expect(within(rows[0]!).getByText(/JPXX02600001/)).toBeTruthy();
    expect(within(rows[0]!).getByText('星降る街角')).toBeTruthy();
    expect(within(rows[0]!).getByText('確認できませんでした')).toBeTruthy();
    expect(within(rows[1]!).getByText('360 Reality Audio')).toBeTruthy();
    expect(within(rows[1]!).getByText('問題 2件')).toBeTruthy();
    // Only the edition whose check could not run offers to check again.
    expect(within(rows[0]!).getByRole('button', { name: '「夜明け」のファイルの確認をやり直す' })).toBeTruthy();
    expect(within(rows[1]!).queryByRole('button', { name: /確認をやり直す/ })).toBeNull();
    expect(listQueries()[0]).toEqual({ page: '1', limit: '20', sort: 'updated_desc' });

    // A filter goes into the request (and back to page 1).
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'ファイルの確認' }));
    fireEvent.click(await screen.findByRole('option', { name: '確認できませんでした' }));
    await waitFor(() =>
      expect(listQueries().at(-1)).toEqual({
        page: '1',
        limit: '20',
        sort: 'updated_desc',
        verification_status: 'verify_operation_failed',
      }),
    );

    fireEvent.change(screen.getByRole('searchbox', { name: '立体音響版を検索' }), {
      target: { value: '存在しない曲' },
    });
    fireEvent.click(screen.getByRole('button', { name: '検索' }));
    expect(await screen.findByText('条件に合う立体音響版はありません')).toBeTruthy();
    expect(listQueries().at(-1)).toMatchObject({ q: '存在しない曲', verification_status: 'verify_operation_failed' });
    // The selects and the table are many MUI parts: a loaded machine needs more than the default 5 s.
  }, 20_000);

  it('says so when there is no edition at all', async () => {
    editions = [];
    open();
    expect(await screen.findByText('立体音響版はまだありません')).toBeTruthy();
  });

  it('checks a file again after asking, sending the attempt seen once, and says it is queued', async () => {
    open();
    const button = await screen.findByRole('button', { name: '「夜明け」のファイルの確認をやり直す' });
    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'ファイルの確認をやり直す' });
    expect(within(dialog).getByText(/同じファイルをもう一度確認します（2回目の確認）/)).toBeTruthy();
    expect(reruns()).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'やり直す' }));
    expect(await screen.findByText('ファイルの確認をやり直します。しばらくすると結果が表示されます。')).toBeTruthy();
    expect(reruns()).toHaveLength(1);
    const [url, init] = reruns()[0]!;
    expect(new URL(url, 'http://localhost').pathname).toBe('/admin/api/v2/immersive_audio/songs/7/verification');
    expect(JSON.parse(String(init?.body))).toEqual({ attempt: 1 });
    // The list is read again: the edition now waits for its check and offers nothing more.
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: '「夜明け」のファイルの確認をやり直す' })).toBeNull(),
    );
  });

  it('cancelling the question sends nothing', async () => {
    open();
    fireEvent.click(await screen.findByRole('button', { name: '「夜明け」のファイルの確認をやり直す' }));
    const dialog = await screen.findByRole('dialog', { name: 'ファイルの確認をやり直す' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'キャンセル' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(reruns()).toHaveLength(0);
  });

  it('opens an edition with its codes in both languages, its file and the release at the stores', async () => {
    open();
    fireEvent.click(await screen.findByRole('button', { name: '「黄昏」の立体音響版を開く' }));
    const dialog = await screen.findByRole('dialog', { name: '黄昏' });
    const codes = await within(dialog).findByRole('list', { name: '確認で見つかった問題の一覧' });
    expect(within(codes).getByText('コード 360RA-5')).toBeTruthy();
    expect(within(codes).getByText('サンプリング周波数が44100Hzです。48kHzで書き出してください。')).toBeTruthy();
    expect(within(codes).getByText('The sample rate is 44100 Hz. Export at 48 kHz.')).toBeTruthy();
    expect(within(dialog).getByText('Otodoke Demo Records（#1）')).toBeTruthy();
    expect(within(dialog).getByText('確認NG（220）')).toBeTruthy();
    expect(within(dialog).getByText('dawn-atmos.wav')).toBeTruthy();
    expect(within(dialog).getByText('リリースはまだどのストアにも送られていません。')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: '確認をやり直す' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: '閉じる' }));

    fireEvent.click(await screen.findByRole('button', { name: '「夜明け」の立体音響版を開く' }));
    const other = await screen.findByRole('dialog', { name: '夜明け' });
    expect(await within(other).findByText('hoshi@example.test')).toBeTruthy();
    const stores = within(other).getByRole('list', { name: 'ストアごとのリリースの配信状況' });
    expect(within(stores).getByText('Apple Music')).toBeTruthy();
    expect(within(stores).getByText('販売中')).toBeTruthy();
    expect(within(other).getByRole('button', { name: '確認をやり直す' })).toBeTruthy();
  });
});
