// @vitest-environment jsdom
// /dashboard/immersive_audio over a stubbed API: without the account feature only the introduction and the support
// link (no form, no list request); with it, an edition refused by the check lists each reason with what to fix, and a
// verified one shows the facts read and the payment.
import { cleanup, configure, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { SWRConfig } from 'swr';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { camelizeKeys } from '../../app/api-case.ts';
import { GlobalLayerProvider } from '../../app/global-layer/GlobalLayerProvider.tsx';
import { applyLanguage } from '../../app/i18n/change-language.ts';
import { initI18n, loadCatalogs, registerCapabilityCatalogs } from '../../app/i18n/i18n.ts';
import { plansCapability } from '../plans/capability.ts';
import { pricingCapability } from '../pricing/capability.ts';
import { uploadsCapability } from '../uploads/capability.ts';
import { immersiveAudioCapability } from './capability.ts';
import { ImmersiveAudioScreen } from './ImmersiveAudioScreen.tsx';

// A loaded machine renders slowly: wait for the page as long as the other feature tests do.
configure({ asyncUtilTimeout: 10_000 });

const sessionWith = (isImmersiveAudioAvailable: boolean) => ({
  acid: 1,
  available_account_list: [],
  buid: null,
  user: { id: 1, name: '星降る街角', features: { isImmersiveAudioAvailable } },
  individual: { id: 1, name: '星', is_account_manager: true, permissions: {} },
  is_takeover: false,
  my_artist_list: [],
  message_counts: { general: 0, personal: 0, total: 0 },
  is_maintenance: false,
  csrf_token: 'token',
  theme: 'light',
  language: 'ja',
  page_via: null,
  first_steps: null,
  estimate_report: null,
});

const edition = (over: Record<string, unknown>) => ({
  id: 5,
  format: 'dolby',
  status_code: 100,
  status: 'creating',
  action_status: 'editable',
  verification_status_code: 220,
  verification_status: 'verification_failed',
  invalid_codes: [],
  facts: null,
  file_name: 'dawn-atmos.wav',
  release: { id: 3, title: '夜明けのアルバム', status: 450 },
  song: { id: 9, title: '夜明け', isrc: 'JPXX02600001', duration_seconds: 192 },
  stores: [{ id: 'apple_music', name: 'Apple Music' }],
  price: 3000,
  renewal_payable: false,
  term_ends_at: null,
  verified_at: null,
  paid_at: null,
  delivered_at: null,
  created_at: '2026-11-20T00:00:00.000Z',
  updated_at: '2026-11-20T00:00:00.000Z',
  ...over,
});

let session: ReturnType<typeof sessionWith>;
let shown = edition({});
const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
const fetchMock = vi.fn(async (url: string) => {
  const { pathname } = new URL(url, 'http://localhost');
  if (pathname === '/api/v1/me') return json(session);
  if (pathname === '/api/v2/me/immersive_audio/songs') return json({ items: [shown], total: 1, page: 1, limit: 10 });
  if (pathname === `/api/v2/me/immersive_audio/songs/${shown.id}`) return json(shown);
  return new Response(JSON.stringify({ code: 'NOT_FOUND', message: 'not found' }), { status: 404 });
});
const requestedPaths = () => fetchMock.mock.calls.map(([url]) => new URL(url, 'http://localhost').pathname);

beforeAll(async () => {
  initI18n('ja');
  registerCapabilityCatalogs([immersiveAudioCapability, uploadsCapability, plansCapability, pricingCapability]);
  await loadCatalogs(['immersive-audio', 'uploads', 'plans', 'pricing'], 'ja');
  vi.stubGlobal('fetch', fetchMock);
});
beforeEach(() => fetchMock.mockClear());
afterEach(async () => {
  cleanup();
  await applyLanguage('ja');
});
afterAll(() => vi.unstubAllGlobals());

function open(path: string) {
  const router = createMemoryRouter([{ path: '/dashboard/immersive_audio', Component: ImmersiveAudioScreen }], {
    initialEntries: [path],
  });
  render(
    <SWRConfig
      value={{ provider: () => new Map(), dedupingInterval: 0, fallback: { '/api/v1/me': camelizeKeys(session) } }}
    >
      <GlobalLayerProvider>
        <RouterProvider router={router} />
      </GlobalLayerProvider>
    </SWRConfig>,
  );
}

describe('without the account feature isImmersiveAudioAvailable', () => {
  it('explains immersive audio and how to ask for it, with no form and no list', async () => {
    session = sessionWith(false);
    open('/dashboard/immersive_audio');
    expect(await screen.findByText('ご利用にはお申し込みが必要です')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Dolby Atmos' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: '360 Reality Audio' })).toBeTruthy();
    const contact = screen.getByRole('link', { name: 'アーティストサポートに問い合わせる' });
    expect(contact.getAttribute('href')).toBe('/artist-support');
    expect(screen.queryByRole('button', { name: '立体音響版を追加' })).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(requestedPaths().filter((path) => path.includes('immersive_audio'))).toEqual([]);

    cleanup();
    await applyLanguage('en');
    open('/dashboard/immersive_audio');
    expect(await screen.findByText('Available on request')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Contact Artist support' })).toBeTruthy();
  });
});

describe('with the feature', () => {
  it('lists each reason a file was refused, with what to fix and its code, and offers another upload', async () => {
    session = sessionWith(true);
    shown = edition({
      invalid_codes: [
        {
          family: 'dolby',
          code: 2,
          message: '音声形式が44.1kHz／16bitです。48kHz・24bitのリニアPCMで書き出してください。',
        },
        { family: 'other', code: 2, message: 'ファイルの長さが150秒で、ステレオ音源（192秒）と合いません。' },
      ],
    });
    open('/dashboard/immersive_audio?id=5');
    const problems = await screen.findByRole('list', { name: '見つかった問題' });
    const items = within(problems).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText(/48kHz・24bitのリニアPCMで書き出してください/)).toBeTruthy();
    expect(within(items[0]!).getByText('コード dolby-2')).toBeTruthy();
    expect(within(items[1]!).getByText('コード other-2')).toBeTruthy();
    expect(screen.getByText('2件の問題が見つかりました')).toBeTruthy();
    expect(screen.getByText('内容を直したファイルをもう一度アップロードしてください。')).toBeTruthy();
    // Refused: no payment, but the edition may still be deleted.
    expect(screen.queryByRole('button', { name: /支払いへ進む/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'この立体音響版を削除' })).toBeTruthy();
  });

  it('shows what the check read from a verified file and the price to pay', async () => {
    session = sessionWith(true);
    shown = edition({
      verification_status_code: 300,
      verification_status: 'verification_success',
      verified_at: '2026-11-21T03:00:00.000Z',
      facts: {
        container: 'bw64',
        sample_rate: 48_000,
        bit_depth: 24,
        channels: 12,
        duration_seconds: 192,
        objects: 2,
        beds: 1,
        programme_name: 'Dawn',
      },
    });
    open('/dashboard/immersive_audio?id=5');
    expect(await screen.findByText('ファイルの確認が済みました。')).toBeTruthy();
    expect(screen.getByText('48 kHz')).toBeTruthy();
    expect(screen.getByText('24 bit')).toBeTruthy();
    expect(screen.getByText('オブジェクト 2／ベッド 1')).toBeTruthy();
    expect(screen.getByText('3:12')).toBeTruthy();
    expect(screen.getByText(/3,000円/)).toBeTruthy();
    expect(screen.getByRole('button', { name: '「夜明け」の立体音響版の支払いへ進む' })).toBeTruthy();
  });

  it('asks for the yearly fee when the release’s renewal is open, with the date the year ends', async () => {
    session = sessionWith(true);
    shown = edition({
      status_code: 630,
      status: 'renewal_editable_unsettled',
      action_status: 'paymentModifiable',
      verification_status_code: 300,
      verification_status: 'verification_success',
      renewal_payable: true,
      term_ends_at: '2027-01-15T03:00:00.000Z',
      paid_at: '2026-01-10T03:00:00.000Z',
      delivered_at: '2026-01-11T03:00:00.000Z',
    });
    open('/dashboard/immersive_audio?id=5');
    expect(await screen.findByText(/更新料 3,000円（税抜）をそれまでにお支払いください/)).toBeTruthy();
    expect(screen.getAllByText('更新料のお支払い待ち').length).toBeGreaterThan(0);
    expect(screen.getByText(/2027\/01\/15 までです/)).toBeTruthy();
    expect(screen.getByText('現在の配信期間: 2027/01/15 まで（リリースと同じ期間）')).toBeTruthy();
    expect(screen.getByRole('button', { name: '「夜明け」の立体音響版の支払いへ進む' })).toBeTruthy();
  });

  it('says the renewal is paid once it is', async () => {
    session = sessionWith(true);
    shown = edition({
      status_code: 620,
      status: 'renewal_editable_settled',
      action_status: 'readonly',
      verification_status_code: 300,
      verification_status: 'verification_success',
      term_ends_at: '2027-01-15T03:00:00.000Z',
      paid_at: '2026-12-01T03:00:00.000Z',
      delivered_at: '2026-01-11T03:00:00.000Z',
    });
    open('/dashboard/immersive_audio?id=5');
    expect(
      await screen.findByText('次の1年分の更新料はお支払い済みです。リリースとともに配信を続けます。'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: '「夜明け」の立体音響版の支払いへ進む' })).toBeNull();
  });
});
