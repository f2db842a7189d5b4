// @vitest-environment jsdom
// One mastering audio over a stubbed API: the player keeps the song's moment when switching sources, no credit means
// the purchase offer instead of the button, mastering asks first and spends on OK, and polling stops when work ends.
import { cleanup, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { SWRConfig } from 'swr';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { GlobalLayerProvider } from '../../app/global-layer/GlobalLayerProvider.tsx';
import { initI18n, loadCatalogs, registerCapabilityCatalogs } from '../../app/i18n/i18n.ts';
import { masteringCapability } from './capability.ts';
import { MasteringDetail } from './MasteringDetail.tsx';
import { audioFixture } from './mastering-fixtures.ts';

configure({ asyncUtilTimeout: 10_000 });

type Answer = () => { status: number; body: unknown };
let answers: Record<string, Answer[]>;
const calls: Array<{ method: string; path: string; body: unknown }> = [];

const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
  const path = new URL(url, 'http://localhost').pathname;
  const method = init?.method ?? 'GET';
  calls.push({ method, path, body: init?.body ? JSON.parse(String(init.body)) : undefined });
  const queue = answers[`${method} ${path}`] ?? [];
  const answer =
    (queue.length > 1 ? queue.shift() : queue[0]) ??
    (() => ({ status: 404, body: { code: 'NOT_FOUND', message: 'none' } }));
  const { status, body } = answer();
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
});

const playing = { value: false };
const play = vi.fn(async function (this: HTMLMediaElement) {
  playing.value = true;
});

beforeAll(async () => {
  initI18n('ja');
  registerCapabilityCatalogs([masteringCapability]);
  await loadCatalogs(['mastering'], 'ja');
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(HTMLMediaElement.prototype, 'paused', 'get').mockImplementation(() => !playing.value);
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(play);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {
    playing.value = false;
  });
  vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => {});
});
beforeEach(() => {
  answers = { 'GET /api/v2/me/mastering/audio/1': [() => ({ status: 200, body: audioFixture() })] };
  calls.length = 0;
  playing.value = false;
  play.mockClear();
});
afterEach(cleanup);
afterAll(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function show(props: { credits?: number | null; onBuyCredits?: () => void } = {}) {
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <MemoryRouter>
        <GlobalLayerProvider>
          <MasteringDetail
            id={1}
            canEdit
            credits={props.credits === undefined ? 3 : props.credits}
            mayPay
            onBuyCredits={props.onBuyCredits ?? (() => {})}
            onChanged={async () => {}}
            onClose={() => {}}
          />
        </GlobalLayerProvider>
      </MemoryRouter>
    </SWRConfig>,
  );
}

const audioElement = () => screen.getByTestId('mastering-audio') as HTMLAudioElement;

describe('a mastering audio', () => {
  it('switches between the original and the previews at the same moment of the song, playing on', async () => {
    show();
    await screen.findByRole('heading', { name: '夜明けのうた' });
    const media = audioElement();
    expect(media.getAttribute('src')).toBe('/api/v2/me/mastering/audio/1/files/original');
    // The original plays at 1:15 (previews start at 1:00).
    playing.value = true;
    media.currentTime = 75;
    fireEvent.timeUpdate(media);
    expect(screen.getByText('1:15 / 3:20')).toBeTruthy();

    const balance = screen.getByRole('button', { name: 'Balance' });
    fireEvent.click(balance);
    expect(balance.getAttribute('aria-pressed')).toBe('true');
    expect(media.getAttribute('src')).toBe('/api/v2/me/mastering/audio/1/files/preview/balance');
    fireEvent.loadedMetadata(media);
    expect(media.currentTime).toBe(15);
    expect(play).toHaveBeenCalledTimes(1);

    // 5 s later in the preview, key 1 goes back to the original at 1:20.
    media.currentTime = 20;
    fireEvent.timeUpdate(media);
    fireEvent.keyDown(balance, { key: '1' });
    expect(media.getAttribute('src')).toBe('/api/v2/me/mastering/audio/1/files/original');
    expect(screen.getByRole('button', { name: 'オリジナル' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.loadedMetadata(media);
    expect(media.currentTime).toBe(80);
    expect(play).toHaveBeenCalledTimes(2);

    // Paused, key 4 switches to Wet at the same moment without starting playback.
    playing.value = false;
    fireEvent.keyDown(balance, { key: '4' });
    fireEvent.loadedMetadata(media);
    expect(media.getAttribute('src')).toBe('/api/v2/me/mastering/audio/1/files/preview/wet');
    expect(media.currentTime).toBe(20);
    expect(play).toHaveBeenCalledTimes(2);
    // The figures compare the original with the effect listened to.
    expect(within(screen.getByRole('table', { name: 'ビフォー・アフター' })).getByText('-13.9 LUFS')).toBeTruthy();
  });

  it('offers the credit purchase instead of mastering when no credit is left', async () => {
    const buy = vi.fn();
    show({ credits: 0, onBuyCredits: buy });
    expect(await screen.findByText('マスタリングのクレジットがありません')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /でマスタリング$/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'クレジットを購入' }));
    expect(buy).toHaveBeenCalledTimes(1);
  });

  it('asks before spending a credit, and masters with the effect listened to only on OK', async () => {
    answers['POST /api/v2/me/mastering/audio/1/master'] = [
      () => ({
        status: 200,
        body: { audio: audioFixture({ mastering_status: 'processing', effect: 'wet' }), credits: 2 },
      }),
    ];
    show();
    await screen.findByRole('heading', { name: '夜明けのうた' });
    fireEvent.click(screen.getByRole('button', { name: 'Wet' }));
    expect(screen.getByText(/1クレジットを使います（残り 3）/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Wet でマスタリング' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Wet でマスタリングしますか？')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    // Cancelled: nothing is spent.
    fireEvent.click(within(dialog).getByRole('button', { name: 'キャンセル' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    // Confirmed: one request with the effect.
    fireEvent.click(screen.getByRole('button', { name: 'Wet でマスタリング' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'マスタリングする' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1));
    expect(calls.find((call) => call.method === 'POST')).toEqual({
      method: 'POST',
      path: '/api/v2/me/mastering/audio/1/master',
      body: { effect: 'wet' },
    });
  });

  it('follows the work every 1.5 s while it runs and stops asking once it is done', async () => {
    answers['GET /api/v2/me/mastering/audio/1'] = [
      () => ({ status: 200, body: audioFixture({ preview_status: 'processing', preview_progress: 40, previews: {} }) }),
      () => ({ status: 200, body: audioFixture() }),
    ];
    show();
    expect(await screen.findByText('解析して試聴を作成しています… 40%')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Balance' }).hasAttribute('disabled')).toBe(true);
    await waitFor(() => expect(screen.queryByText(/解析して試聴を作成しています/)).toBeNull(), { timeout: 5000 });
    const reads = () => calls.filter((call) => call.path === '/api/v2/me/mastering/audio/1').length;
    expect(reads()).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 3500));
    expect(reads()).toBe(2);
    expect(screen.getByRole('button', { name: 'Balance' }).hasAttribute('disabled')).toBe(false);
  }, 15_000);

  it('says why mastering failed and that the credit came back', async () => {
    answers['GET /api/v2/me/mastering/audio/1'] = [
      () => ({
        status: 200,
        body: audioFixture({ mastering_status: 'failed', error_message: '音源を読めませんでした' }),
      }),
    ];
    show();
    expect(await screen.findByText(/マスタリングに失敗しました: 音源を読めませんでした/)).toBeTruthy();
    expect(screen.getByText(/使用したクレジットは戻しました。/)).toBeTruthy();
  });

  it('keeps offering the earlier master while a new one is made, and says so', async () => {
    const earlier = {
      master_effect: 'dry',
      master_analysis: audioFixture().previews.dry!,
      mastered_at: '2026-11-20T11:00:00.000Z',
    } as const;
    answers['GET /api/v2/me/mastering/audio/1'] = [
      () => ({
        status: 200,
        body: audioFixture({ ...earlier, mastering_status: 'processing', mastering_progress: 35, effect: 'wet' }),
      }),
    ];
    show();
    expect(await screen.findByText(/Wet でマスタリングし直しています… 35%/)).toBeTruthy();
    expect(screen.getByText(/Dry でマスタリング$/)).toBeTruthy();
    expect(screen.getByText(/Wet でマスタリングし直しています。できあがるまで/)).toBeTruthy();
    const download = screen.getByRole('link', { name: 'ダウンロード（24ビット WAV）' });
    expect(download.getAttribute('href')).toBe('/api/v2/me/mastering/audio/1/files/master/wav24');
    expect(screen.getByRole('button', { name: '曲に使う' })).toBeTruthy();
    // Cancel says the current master stays.
    fireEvent.click(screen.getByRole('button', { name: '中止する' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/これまでのマスタリング済み音源が残ります/)).toBeTruthy();
  });

  it('says a new master failed, the earlier one stayed and the credit came back', async () => {
    answers['GET /api/v2/me/mastering/audio/1'] = [
      () => ({
        status: 200,
        body: audioFixture({
          mastering_status: 'success',
          effect: 'dry',
          master_effect: 'dry',
          master_analysis: audioFixture().previews.dry!,
          mastered_at: '2026-11-20T11:00:00.000Z',
          error_message: '音源ファイルが見つかりませんでした',
        }),
      }),
    ];
    show();
    expect(
      await screen.findByText(/マスタリングし直せませんでした: 音源ファイルが見つかりませんでした これまでの Dry/),
    ).toBeTruthy();
    expect(screen.getByText(/使用したクレジットは戻しました。/)).toBeTruthy();
    expect(screen.queryByText(/マスタリングに失敗しました/)).toBeNull();
    expect(screen.getByRole('link', { name: 'ダウンロード（16ビット / 44.1kHz WAV）' })).toBeTruthy();
  });
});
