// @vitest-environment jsdom
// The article page over a stubbed API: the other-language note, the rendered body, the title, the category redirect
// and the 404 page.
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { SWRConfig } from 'swr';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n, loadCatalogs, registerCapabilityCatalogs } from '../../app/i18n/i18n.ts';
import { artistGuideCapability } from './capability.ts';
import { GuideArticlePage } from './GuideArticlePage.tsx';

const article = {
  id: 5,
  category_id: 2,
  title: 'Setting up a revenue split',
  summary: 'Share revenue.',
  language: 'en',
  requested_language: 'ja',
  featured: false,
  reading_minutes: 3,
  published_at: '2026-11-01T00:00:00.000Z',
  updated_at: '2026-11-20T03:00:00.000Z',
  tags: [{ id: 1, name: 'Splits' }],
  available_languages: ['en'],
  category: { id: 2, name: '収益と出金' },
  related: [],
  previous: { id: 4, title: 'Estimated and confirmed revenue' },
  next: null,
  body: {
    type: 'doc',
    content: [
      { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Shares' }] },
      { type: 'paragraph', content: [{ type: 'text', text: '<img src=x onerror=alert(1)>' }] },
    ],
  },
};

const fetchMock = vi.fn(async (url: string) => {
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  if (url === '/api/vf/artist-guide/article/5') return json(200, article);
  return json(404, { code: 'NOT_FOUND', message: '見つかりません', details: {} });
});

beforeAll(async () => {
  initI18n('ja');
  registerCapabilityCatalogs([artistGuideCapability]);
  await loadCatalogs(['artist-guide'], 'ja');
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(cleanup);
afterAll(() => vi.unstubAllGlobals());

function open(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/guide/articles/:id', Component: GuideArticlePage },
      { path: '/guide/:categoryId/:articleId', Component: GuideArticlePage },
    ],
    { initialEntries: [path] },
  );
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <RouterProvider router={router} />
    </SWRConfig>,
  );
  return router;
}

describe('the article page', () => {
  it('says when the article exists only in the other language, and shows it in that language', async () => {
    open('/guide/articles/5');
    const title = await screen.findByRole('heading', { level: 1, name: 'Setting up a revenue split' });
    expect(title.getAttribute('lang')).toBe('en');
    expect(screen.getByText('この記事は英語版のみです')).toBeTruthy();
    expect(screen.getByText('3分で読めます')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Shares' })).toBeTruthy();
    // The body's text is text, not markup.
    expect(document.querySelector('.guide-article-body img')).toBeNull();
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeTruthy();
    expect(document.querySelector('.guide-article-body')?.getAttribute('lang')).toBe('en');
    expect(screen.getByRole('link', { name: /前の記事/ }).getAttribute('href')).toBe('/guide/articles/4');
    expect(document.title).toBe('Setting up a revenue split | アーティストガイド | 音届け Otodoke');
  });

  it('keeps the category form when it names the right category, and moves to the article form otherwise', async () => {
    const right = open('/guide/2/5');
    await screen.findByRole('heading', { level: 1, name: 'Setting up a revenue split' });
    expect(right.state.location.pathname).toBe('/guide/2/5');
    cleanup();
    const wrong = open('/guide/9/5');
    await screen.findByRole('heading', { level: 1, name: 'Setting up a revenue split' });
    expect(wrong.state.location.pathname).toBe('/guide/articles/5');
  });

  it('is the not-found page for an unknown article or a malformed address', async () => {
    open('/guide/articles/77');
    await screen.findByText('404');
    cleanup();
    fetchMock.mockClear();
    open('/guide/articles/abc');
    await screen.findByText('404');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
