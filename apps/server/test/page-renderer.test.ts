// Public pages the web build renders on the server (dist/ssr/page.js): what the shell sends signed-out visitors and
// signed-in members, that markup is kept while the API's answers stay the same, and that a failing renderer or a
// page whose read does not answer 200 still gets the app. The renderer here is a stand-in with the real module's
// exports; the real one is exercised by the browser journey (e2e/artist-guide.test.ts).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadPageRenderer } from '../src/features/shell/page-renderer.ts';
import { signIn } from './flows.ts';
import { startTestService, type TestService } from './harness.ts';

const distDir = mkdtempSync(path.join(tmpdir(), 'otodoke-ssr-dist-'));
writeFileSync(
  path.join(distDir, 'index.html'),
  '<!doctype html><html lang="ja"><head><!--app-head--></head><body><div id="root"></div><!--app-bootstrap--></body></html>',
);
mkdirSync(path.join(distDir, 'ssr'));
// The stand-in renders the article's title from the answer, escaped as React would, and counts its renders.
writeFileSync(
  path.join(distDir, 'ssr', 'page.js'),
  `export const RENDERED_PATTERNS = ['/guide/articles/:id'];
export const calls = { renders: 0, fail: false };
const escape = (text) => text.replace(/[&<>"']/g, (c) => '&#' + c.charCodeAt(0) + ';');
export function pageReads(pattern, params, language) {
  return [{ key: ['/api/vf/artist-guide/article/{id}', { id: Number(params.id) }, null, language], path: '/api/vf/artist-guide/article/' + params.id }];
}
export async function renderPage({ url, language, reads, answers }) {
  calls.renders += 1;
  if (calls.fail) throw new Error('renderer broke');
  return { html: '<main><h1 data-lang="' + language + '">' + escape(answers[0].title) + '</h1></main>', pageData: [{ key: reads[0].key, data: answers[0] }] };
}
`,
);
const stand = (await import(pathToFileURL(path.join(distDir, 'ssr', 'page.js')).href)) as {
  calls: { renders: number; fail: boolean };
};

let service: TestService;

beforeAll(async () => {
  service = await startTestService({ seed: true, env: { WEB_DIST_DIR: distDir } });
}, 120_000);

afterAll(async () => {
  await service?.close();
  rmSync(distDir, { recursive: true, force: true });
});

const bootstrapOf = (html: string) =>
  JSON.parse(/window\.__OTODOKE_BOOTSTRAP__ = (.*?);<\/script>/s.exec(html)![1]!) as Record<string, unknown>;

describe('server-rendered public pages', () => {
  it('sends a signed-out visitor the article rendered, and the answers it was rendered from', async () => {
    for (const language of ['ja', 'en'] as const) {
      const client = service.client(language);
      const article = await client.request<{ title: string }>('GET', '/api/vf/artist-guide/article/1');
      const page = await client.request('GET', `/guide/articles/1?lang=${language}`);
      expect(page.status).toBe(200);
      const html = page.text;
      expect(html).toContain(`<div id="root" data-prerendered><main><h1 data-lang="${language}">`);
      expect(html).toContain(article.body.title.replace(/&/g, '&#38;'));
      const pageData = bootstrapOf(html).page_data as { key: unknown[]; data: { title: string } }[];
      expect(pageData).toHaveLength(1);
      expect(pageData[0]!.key).toEqual(['/api/vf/artist-guide/article/{id}', { id: 1 }, null, language]);
      expect(pageData[0]!.data.title).toBe(article.body.title);
    }
  });

  it('sends a signed-in member the app alone', async () => {
    const member = service.client('ja');
    await signIn(service, member, 'demo@otodoke.test', 'otodoke-demo');
    const page = await member.request('GET', '/guide/articles/1');
    expect(page.status).toBe(200);
    expect(page.text).toContain('<div id="root"></div>');
    expect(bootstrapOf(page.text)).not.toHaveProperty('page_data');
  });

  it('sends no markup for an article that does not exist or a page it does not render', async () => {
    const client = service.client('ja');
    const missing = await client.request('GET', '/guide/articles/999999');
    expect(missing.status).toBe(404);
    expect(missing.text).not.toContain('data-prerendered');
    const home = await client.request('GET', '/guide');
    expect(home.text).toContain('<div id="root"></div>');
  });

  it('serves the app alone when the renderer fails', async () => {
    stand.calls.fail = true;
    try {
      // Another address: the first one's markup is kept (its answers have not changed).
      const page = await service.client('en').request('GET', '/guide/articles/2?lang=en');
      expect(page.status).toBe(200);
      expect(page.text).toContain('<div id="root"></div>');
    } finally {
      stand.calls.fail = false;
    }
  });
});

describe('the page renderer', () => {
  const answers = new Map<string, { status: number; json: unknown }>();
  const read = async (apiPath: string) => answers.get(apiPath) ?? { status: 404, json: null };
  const input = {
    url: '/guide/articles/5',
    pattern: '/guide/articles/:id',
    params: { id: '5' },
    language: 'ja' as const,
  };

  it('renders again only when the answers change', async () => {
    const errors: unknown[] = [];
    const renderer = loadPageRenderer(distDir, (error) => errors.push(error));
    answers.set('/api/vf/artist-guide/article/5', { status: 200, json: { title: 'A & B' } });
    const before = stand.calls.renders;
    const first = await renderer.render({ ...input, read });
    expect(first?.html).toBe('<main><h1 data-lang="ja">A &#38; B</h1></main>');
    await renderer.render({ ...input, read });
    expect(stand.calls.renders).toBe(before + 1);
    answers.set('/api/vf/artist-guide/article/5', { status: 200, json: { title: 'A & C' } });
    expect((await renderer.render({ ...input, read }))?.html).toContain('A &#38; C');
    expect(stand.calls.renders).toBe(before + 2);
    // Another language is another page.
    await renderer.render({ ...input, language: 'en', read });
    expect(stand.calls.renders).toBe(before + 3);
    expect(errors).toEqual([]);
  });

  it('gives null for a read that does not answer 200, a pattern it does not render, or a failure', async () => {
    const errors: unknown[] = [];
    const renderer = loadPageRenderer(distDir, (error) => errors.push(error));
    answers.set('/api/vf/artist-guide/article/6', { status: 404, json: null });
    expect(await renderer.render({ ...input, url: '/guide/articles/6', params: { id: '6' }, read })).toBeNull();
    expect(await renderer.render({ ...input, pattern: '/guide', read })).toBeNull();
    stand.calls.fail = true;
    try {
      answers.set('/api/vf/artist-guide/article/7', { status: 200, json: { title: 'x' } });
      expect(await renderer.render({ ...input, url: '/guide/articles/7', params: { id: '7' }, read })).toBeNull();
    } finally {
      stand.calls.fail = false;
    }
    expect(errors).toHaveLength(1);
  });

  it('gives null without a web build', async () => {
    const renderer = loadPageRenderer(path.join(distDir, 'missing'), () => undefined);
    expect(await renderer.render({ ...input, read })).toBeNull();
  });
});
