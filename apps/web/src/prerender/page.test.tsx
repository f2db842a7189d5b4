// The server's page renderer (built into dist/ssr/page.js): which pages it renders, the reads they need, and an Artist
// Guide article rendered from the API's answer with the same SWR key the page's own hook reads.
import { unstable_serialize } from 'swr';
import { describe, expect, it } from 'vitest';
import { pageReads, RENDERED_PATTERNS, renderPage } from './page.tsx';

const ANSWER = {
  id: 7,
  category_id: 2,
  title: 'ISRC <script>alert(1)</script> とは',
  summary: '要約',
  language: 'ja',
  requested_language: 'ja',
  featured: false,
  reading_minutes: 4,
  updated_at: '2026-11-01T00:00:00.000Z',
  published_at: '2026-10-01T00:00:00.000Z',
  body: {
    type: 'doc',
    content: [
      { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: '見出し' }] },
      { type: 'paragraph', content: [{ type: 'text', text: '国際標準レコーディングコード' }] },
    ],
  },
  category: { id: 2, name: '配信の基本' },
  tags: [{ id: 3, name: 'ISRC' }],
  related: [],
  previous: null,
  next: { id: 8, title: '次の記事' },
};

describe('the server page renderer', () => {
  it('renders the pages that declare their reads, and nothing else', async () => {
    expect(RENDERED_PATTERNS).toEqual(
      expect.arrayContaining(['/guide', '/guide/articles/:id', '/guide/:categoryId/:articleId']),
    );
    expect(await pageReads('/guide/search', {}, 'ja')).toBeNull();
    expect((await pageReads('/guide', {}, 'ja'))!.map((read) => read.path)).toEqual([
      '/api/vf/artist-guide/categories',
      '/api/vf/artist-guide/featured',
      '/api/vf/artist-guide/tags',
    ]);
    expect(await pageReads('/guide/articles/:id', { id: 'abc' }, 'ja')).toEqual([]);
    // The news list reads the page the address names; the content pages read by slug or id.
    expect(await pageReads('/feed/news', {}, 'en', '?page=2')).toEqual([
      { key: ['/api/v2/feeds/news', null, { page: 2, limit: 10 }, 'en'], path: '/api/v2/feeds/news?page=2&limit=10' },
    ]);
    expect((await pageReads('/jobs', {}, 'ja'))!.map((read) => read.path)).toEqual(['/api/v2/contents/jobs']);
    expect((await pageReads('/contents/:contentId', { contentId: '12' }, 'ja'))!.map((read) => read.path)).toEqual([
      '/api/v2/contents/12',
    ]);
    expect(await pageReads('/guide/:categoryId/:articleId', { categoryId: '2', articleId: '7' }, 'en')).toEqual([
      { key: ['/api/vf/artist-guide/article/{id}', { id: 7 }, null, 'en'], path: '/api/vf/artist-guide/article/7' },
    ]);
  });

  it('renders an article from the answer, escaped, with its answer keyed as the page reads it', async () => {
    const reads = (await pageReads('/guide/articles/:id', { id: '7' }, 'ja'))!;
    const page = await renderPage({ url: '/guide/articles/7', language: 'ja', reads, answers: [ANSWER] });
    expect(page.html).toContain('ISRC &lt;script&gt;alert(1)&lt;/script&gt; とは</h1>');
    expect(page.html).not.toContain('<script>');
    expect(page.html).toContain('<h2>見出し</h2>');
    expect(page.html).toContain('国際標準レコーディングコード');
    expect(page.html).toContain('次の記事');
    expect(page.pageData).toHaveLength(1);
    // The key GuideArticlePage's useGuideApi builds (apiKey + language), so SWR starts from this answer.
    expect(unstable_serialize(page.pageData[0]!.key)).toBe(
      unstable_serialize(['/api/vf/artist-guide/article/{id}', { id: 7 }, null, 'ja']),
    );
    expect(page.pageData[0]!.data).toMatchObject({ categoryId: 2, readingMinutes: 4 });
  });

  it('renders in the asked language, one page at a time', async () => {
    const english = { ...ANSWER, title: 'What is an ISRC', language: 'en', requested_language: 'en' };
    const [ja, en] = await Promise.all([
      renderPage({
        url: '/guide/articles/7',
        language: 'ja',
        reads: (await pageReads('/guide/articles/:id', { id: '7' }, 'ja'))!,
        answers: [ANSWER],
      }),
      renderPage({
        url: '/guide/articles/7?lang=en',
        language: 'en',
        reads: (await pageReads('/guide/articles/:id', { id: '7' }, 'en'))!,
        answers: [english],
      }),
    ]);
    expect(ja.html).toContain('4分で読めます');
    expect(en.html).toContain('What is an ISRC</h1>');
    expect(en.html).toContain('4 min read');
    expect(en.html).not.toContain('分で読めます');
  });
});
