// News and the content pages: the public API (paging, newest first, drafts, scheduled and archived items never shown,
// the other language when the asked one is missing), the RSS and Atom feeds (well-formed, escaped, absolute links),
// the pages' head (feeds advertised, 404 for what is not published), the sitemap, and the starter /jobs and
// /10th-anniversary pages.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ContentService, createContentService, doc } from '../src/features/content/index.ts';
import { startTestService, type TestService } from './harness.ts';
import type { TestClient } from './test-client.ts';

interface NewsSummary {
  id: number;
  title: string;
  summary: string;
  language: 'ja' | 'en';
  requested_language: 'ja' | 'en';
  is_fallback: boolean;
  published_at: string;
}
interface NewsPage {
  items: NewsSummary[];
  total: number;
  page: number;
  limit: number;
}
interface NewsArticle extends NewsSummary {
  body: { type: 'doc'; content: unknown[] };
  available_languages: string[];
  older: { id: number; title: string } | null;
  newer: { id: number; title: string } | null;
}

let service: TestService;
let content: ContentService;
let ja: TestClient;
let en: TestClient;
let clock = new Date('2026-06-01T00:00:00Z');
const ORIGIN = 'http://localhost:3000';

const distDir = mkdtempSync(path.join(tmpdir(), 'otodoke-news-dist-'));
writeFileSync(
  path.join(distDir, 'index.html'),
  '<!doctype html><html lang="ja"><head><!--app-head--></head><body><div id="root"></div><!--app-bootstrap--></body></html>',
);

const text = (title: string, body: string, summary = '') => ({ title, summary, body: doc.of(doc.p(body)) });

/** Publishes a news item at the clock's time (then moves the clock a minute on, so items have distinct times). */
async function publishNews(
  translations: Parameters<ContentService['createEntry']>[0]['translations'],
  options: { status?: 'published' | 'draft' | 'scheduled' | 'archived'; publishAt?: Date } = {},
) {
  const created = await content.createEntry(
    {
      kind: 'news',
      status: options.status ?? 'published',
      publishAt: options.publishAt ?? (options.status === 'draft' ? null : clock),
      translations,
    },
    null,
  );
  clock = new Date(clock.getTime() + 60_000);
  return created!.id;
}

const list = (client: TestClient, query = '') => client.request<NewsPage>('GET', `/api/v2/feeds/news${query}`);

beforeAll(async () => {
  service = await startTestService({ now: () => clock, env: { WEB_DIST_DIR: distDir } });
  content = createContentService({ db: service.database.db, now: () => clock });
  ja = service.client('ja');
  en = service.client('en');
});

afterAll(async () => {
  await service?.close();
  rmSync(distDir, { recursive: true, force: true });
});

describe('the news before anything is published', () => {
  it('answer an empty page, empty feeds and a news page that exists', async () => {
    const empty = await list(ja);
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual({ items: [], total: 0, page: 1, limit: 20 });
    const rss = await ja.get('/feed/news.rss');
    expect(rss.status).toBe(200);
    expect(XMLValidator.validate(rss.text)).toBe(true);
    expect(rss.text).not.toContain('<item>');
    expect((await ja.get('/feed/news')).status).toBe(200);
  });
});

describe('the news API', () => {
  let first: number;
  let second: number;
  let englishOnly: number;

  beforeAll(async () => {
    first = await publishNews({
      ja: text('最初のお知らせ', '本文です。', '要約です。'),
      en: text('First news', 'Body.'),
    });
    // Never shown: a draft, an archived item, and one scheduled for tomorrow.
    await publishNews({ ja: text('下書き', 'まだです。') }, { status: 'draft' });
    await publishNews({ ja: text('取り下げ', 'もう見せません。') }, { status: 'archived' });
    await publishNews(
      { ja: text('明日のお知らせ', 'まだです。') },
      { status: 'scheduled', publishAt: new Date(clock.getTime() + 86_400_000) },
    );
    second = await publishNews({ ja: text('二番目のお知らせ', '本文です。') });
    englishOnly = await publishNews({ en: text('English only', 'Only in English.') });
  });

  it('list the published items newest first, with paging and the count of all', async () => {
    const page = await list(ja);
    expect(page.body.items.map((item) => item.id)).toEqual([englishOnly, second, first]);
    expect(page.body.total).toBe(3);
    const paged = await list(ja, '?page=2&limit=2');
    expect(paged.body).toMatchObject({ total: 3, page: 2, limit: 2 });
    expect(paged.body.items.map((item) => item.id)).toEqual([first]);
    expect((await list(ja, '?page=9&limit=2')).body).toMatchObject({ items: [], total: 3 });
    const bad = await list(ja, '?limit=0');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      code: expect.anything(),
      message: expect.any(String),
      details: expect.any(Object),
    });
  });

  it('answer in the asked language, else in the other one and say so', async () => {
    const items = (await list(en)).body.items;
    expect(items.find((item) => item.id === first)).toMatchObject({
      title: 'First news',
      language: 'en',
      is_fallback: false,
    });
    expect(items.find((item) => item.id === second)).toMatchObject({
      title: '二番目のお知らせ',
      language: 'ja',
      requested_language: 'en',
      is_fallback: true,
    });
    const jaItems = (await list(ja)).body.items;
    expect(jaItems.find((item) => item.id === englishOnly)).toMatchObject({ language: 'en', is_fallback: true });
  });

  it('show one item with its body and its older and newer neighbours; 404 what is not published', async () => {
    const item = await ja.request<NewsArticle>('GET', `/api/v2/feeds/news/${second}`);
    expect(item.status).toBe(200);
    expect(item.body).toMatchObject({ id: second, title: '二番目のお知らせ', available_languages: ['ja'] });
    expect(item.body.older).toEqual({ id: first, title: '最初のお知らせ' });
    expect(item.body.newer).toEqual({ id: englishOnly, title: 'English only' });
    expect((await ja.request<NewsArticle>('GET', `/api/v2/feeds/news/${first}`)).body.older).toBeNull();
    expect((await ja.get('/api/v2/feeds/news/99999999')).status).toBe(404);
    expect((await ja.get('/api/v2/feeds/news/abc')).status).toBe(400);
  });

  it('show a scheduled item once its time has come, with no job', async () => {
    const at = new Date(clock.getTime() + 3_600_000);
    const later = await publishNews(
      { ja: text('予約したお知らせ', '時間になりました。') },
      { status: 'scheduled', publishAt: at },
    );
    expect((await ja.get(`/api/v2/feeds/news/${later}`)).status).toBe(404);
    expect((await ja.get(`/news/${later}`)).status).toBe(404);
    clock = new Date(at.getTime() + 1000);
    expect((await ja.get(`/api/v2/feeds/news/${later}`)).status).toBe(200);
    expect((await list(ja)).body.items[0]?.id).toBe(later);
  });
});

describe('the feeds', () => {
  const hostile = '</title><script>alert(1)</script> & "quotes"';
  let id: number;

  beforeAll(async () => {
    id = await publishNews({
      ja: {
        title: hostile,
        summary: '<b>要約</b>\u0007 & more',
        body: doc.of(doc.p('<img src=x onerror=alert(1)>'), doc.link('詳しくは', 'ガイド', '/guide', 'へ')),
      },
    });
  });

  for (const format of ['rss', 'atom'] as const) {
    it(`give well-formed ${format} with every text escaped and absolute links`, async () => {
      const response = await ja.get(`/feed/news.${format}`);
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toContain(
        format === 'rss' ? 'application/rss+xml' : 'application/atom+xml',
      );
      expect(XMLValidator.validate(response.text)).toBe(true);
      expect(response.text).not.toContain('<script>');
      expect(response.text).not.toContain('\u0007');
      const parsed = new XMLParser({ ignoreAttributes: false, processEntities: true, htmlEntities: true }).parse(
        response.text,
      );
      const entries = format === 'rss' ? parsed.rss.channel.item : parsed.feed.entry;
      const mine = entries.find((entry: { title: string }) => entry.title === hostile);
      expect(mine).toBeDefined();
      const link = format === 'rss' ? mine.link : mine.link['@_href'];
      expect(link).toBe(`${ORIGIN}/news/${id}`);
      // The body is HTML inside the XML, itself escaped: a reader gets the renderer's safe markup.
      const html: string = format === 'rss' ? mine['content:encoded'] : mine.content['#text'];
      expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
      expect(html).toContain(`href="${ORIGIN}/guide"`);
      // Drafts are in no feed.
      expect(response.text).not.toContain('下書き');
    });
  }

  it('give the feed in English with English links when asked', async () => {
    const atom = await en.get('/feed/news.atom?lang=en');
    expect(atom.text).toContain('<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en">');
    expect(atom.text).toContain(`href="${ORIGIN}/news/${id}?lang=en"`);
    expect(atom.text).toContain(
      `<link rel="self" type="application/atom+xml" href="${ORIGIN}/feed/news.atom?lang=en"/>`,
    );
  });
});

describe('the news pages as the server sends them', () => {
  it('advertise the feeds, give an item its own title and 404 an unknown, draft or future one', async () => {
    const listPage = await ja.get('/feed/news');
    expect(listPage.text).toContain(
      `<link rel="alternate" type="application/rss+xml" title="音届け Otodoke ニュース (RSS)" href="${ORIGIN}/feed/news.rss">`,
    );
    expect(listPage.text).toContain(`type="application/atom+xml"`);
    expect(listPage.text).toContain('<meta property="og:type" content="website">');
    const id = await publishNews({ ja: text('新しいストア <追加>', '本文。', 'ストアが増えました & more') });
    const page = await ja.get(`/news/${id}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('<title>新しいストア &lt;追加&gt; | 音届け Otodoke</title>');
    expect(page.text).toContain('<meta name="description" content="ストアが増えました &amp; more">');
    expect(page.text).toContain('<meta property="og:type" content="article">');
    expect(page.text).not.toContain('hreflang="en"');
    expect(page.text).toContain('type="application/rss+xml"');
    expect((await ja.get('/news/99999999')).status).toBe(404);
    expect((await ja.get('/news/abc')).status).toBe(404);
    const draft = await publishNews({ ja: text('下書きのページ', 'まだ。') }, { status: 'draft' });
    expect((await ja.get(`/news/${draft}`)).status).toBe(404);
    const future = await publishNews(
      { ja: text('未来のページ', 'まだ。') },
      { status: 'scheduled', publishAt: new Date(clock.getTime() + 86_400_000) },
    );
    expect((await ja.get(`/news/${future}`)).status).toBe(404);
    const sitemap = (await ja.get('/sitemap.xml')).text;
    expect(sitemap).toContain(`<loc>${ORIGIN}/news/${id}</loc>`);
    expect(sitemap).not.toContain(`<loc>${ORIGIN}/news/${id}?lang=en</loc>`);
    expect(sitemap).not.toContain(`/news/${draft}<`);
    expect(sitemap).not.toContain(`/news/${future}<`);
  });
});

describe('the content pages', () => {
  it('have starter /jobs and /10th-anniversary pages in both languages, with the contact address', async () => {
    const jobs = await ja.request<{ id: number; title: string; slug: string; available_languages: string[] }>(
      'GET',
      '/api/v2/contents/jobs',
    );
    expect(jobs.status).toBe(200);
    expect(jobs.body).toMatchObject({ slug: 'jobs', title: '採用情報', available_languages: ['ja', 'en'] });
    expect(JSON.stringify(jobs.body)).toContain('mailto:support@otodoke.test');
    const anniversary = await en.request<{ title: string; is_fallback: boolean }>(
      'GET',
      '/api/v2/contents/10th-anniversary',
    );
    expect(anniversary.body).toMatchObject({ title: "Otodoke's 10th anniversary", is_fallback: false });
    expect((await ja.request('GET', `/api/v2/contents/${jobs.body.id}`)).body).toMatchObject({ slug: 'jobs' });
    const page = await en.get('/jobs?lang=en');
    expect(page.status).toBe(200);
    expect(page.text).toContain('<title>Jobs | Otodoke</title>');
    expect((await ja.get('/10th-anniversary')).status).toBe(200);
  });

  it('show a published page at /contents/{id}, and 404 a draft, a news item or an unknown key', async () => {
    const created = await content.createEntry(
      { kind: 'page', status: 'published', publishAt: clock, translations: { en: text('About <us>', 'Hello.') } },
      null,
    );
    const id = created!.id;
    const api = await ja.request<{ title: string; language: string; is_fallback: boolean }>(
      'GET',
      `/api/v2/contents/${id}`,
    );
    expect(api.body).toMatchObject({ title: 'About <us>', language: 'en', is_fallback: true });
    const page = await ja.get(`/contents/${id}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('<title>About &lt;us&gt; | 音届け Otodoke</title>');
    expect((await ja.get('/sitemap.xml')).text).toContain(`<loc>${ORIGIN}/contents/${id}?lang=en</loc>`);
    const draft = await content.createEntry(
      { kind: 'page', status: 'draft', translations: { ja: text('下書き', 'まだ。') } },
      null,
    );
    expect((await ja.get(`/api/v2/contents/${draft!.id}`)).status).toBe(404);
    expect((await ja.get(`/contents/${draft!.id}`)).status).toBe(404);
    const news = (await list(ja)).body.items[0]!.id;
    expect((await ja.get(`/api/v2/contents/${news}`)).status).toBe(404);
    expect((await ja.get('/api/v2/contents/no-such-page')).status).toBe(404);
    expect((await ja.get('/api/v2/contents/Bad_Key')).status).toBe(400);
    expect((await ja.get('/contents/no-such-page')).status).toBe(404);
  });
});
