// @vitest-environment jsdom
// /dashboard/mastering over a stubbed API: the credits and the empty list, ?mastering_modal=credit opening the credit
// purchase once (the query then leaves the address), and a read-only member without the upload form.
import { cleanup, configure, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { SWRConfig } from 'swr';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { GlobalLayerProvider } from '../../app/global-layer/GlobalLayerProvider.tsx';
import { initI18n, loadCatalogs, registerCapabilityCatalogs } from '../../app/i18n/i18n.ts';
import { plansCapability } from '../plans/capability.ts';
import { pricingCapability } from '../pricing/capability.ts';
import { uploadsCapability } from '../uploads/capability.ts';
import { masteringCapability } from './capability.ts';
import { MasteringPage } from './MasteringPage.tsx';

configure({ asyncUtilTimeout: 10_000 });

const sessionAs = (permissions: Record<string, string>, isAccountManager: boolean) => ({
  acid: 1,
  available_account_list: [],
  buid: null,
  user: { id: 1, name: '星降る街角', features: {} },
  individual: { id: 1, name: '星', is_account_manager: isAccountManager, permissions },
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

let session = sessionAs({}, true);
const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
const fetchMock = vi.fn(async (url: string) => {
  const { pathname } = new URL(url, 'http://localhost');
  if (pathname === '/api/v1/me') return json(session);
  if (pathname === '/api/v2/me/mastering/credit') return json({ credits: 0, movements: [] });
  if (pathname === '/api/v2/me/mastering/audio') return json({ items: [], total: 0, page: 1, limit: 10 });
  return new Response(JSON.stringify({ code: 'NOT_FOUND', message: 'not found' }), { status: 404 });
});

beforeAll(async () => {
  initI18n('ja');
  registerCapabilityCatalogs([masteringCapability, uploadsCapability, plansCapability, pricingCapability]);
  await loadCatalogs(['mastering', 'uploads', 'plans', 'pricing'], 'ja');
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(cleanup);
afterAll(() => vi.unstubAllGlobals());

function open(path: string) {
  const router = createMemoryRouter([{ path: '/dashboard/mastering', Component: MasteringPage }], {
    initialEntries: [path],
  });
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <GlobalLayerProvider>
        <RouterProvider router={router} />
      </GlobalLayerProvider>
    </SWRConfig>,
  );
  return router;
}

describe('the mastering page', () => {
  it('shows the credits left, the upload form and the empty list', async () => {
    session = sessionAs({}, true);
    open('/dashboard/mastering');
    expect(await screen.findByText('まだマスタリングはありません')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'ミックスをアップロード' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '解析と試聴の作成を始める' }).hasAttribute('disabled')).toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens the credit purchase for ?mastering_modal=credit, once', async () => {
    session = sessionAs({}, true);
    const router = open('/dashboard/mastering?mastering_modal=credit');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('spinbutton')).toBeTruthy();
    expect(router.state.location.search).toBe('');
  });

  it('gives a read-only member the page without the upload form', async () => {
    session = sessionAs({ '7000': 'readonly' }, false);
    open('/dashboard/mastering');
    expect(await screen.findByText('閲覧権限のみのため、アップロードやマスタリングはできません。')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'ミックスをアップロード' })).toBeNull();
  });
});
