import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { matchWebRoute } from '@otodoke/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { appChunkPaths, headTags, loadShellTemplate, scriptJson } from './html-shell.ts';

const distDir = mkdtempSync(path.join(tmpdir(), 'otodoke-shell-'));
writeFileSync(
  path.join(distDir, 'index.html'),
  '<html lang="ja"><head><!--app-head--></head><body><div id="root"></div><!--app-bootstrap--></body></html>',
);
afterAll(() => rmSync(distDir, { recursive: true, force: true }));

describe('bootstrap JSON in a <script> element', () => {
  it('leaves no character that could end the element, open a comment or break a line', () => {
    const value = { name: '</script><!--<script>-->\u2028\u2029&' };
    const json = scriptJson(value);
    expect(json).not.toMatch(/[<>\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual(value);
  });
});

describe('head tags', () => {
  const pricing = matchWebRoute('/pricing')!.route;
  const tagsOf = (html: string) => html.split('\n').map((line) => line.trim());

  it('give a public page its address per language and the hreflang pairs between them', () => {
    const tags = tagsOf(
      headTags({
        route: pricing,
        language: 'en',
        url: 'https://otodoke.example/pricing?lang=en&x=1',
        notFoundTitle: '',
      }),
    );
    expect(tags).toContain('<link rel="canonical" href="https://otodoke.example/pricing?lang=en">');
    expect(tags).toContain('<link rel="alternate" hreflang="ja" href="https://otodoke.example/pricing">');
    expect(tags).toContain('<link rel="alternate" hreflang="en" href="https://otodoke.example/pricing?lang=en">');
    expect(tags).toContain('<link rel="alternate" hreflang="x-default" href="https://otodoke.example/pricing">');
    expect(tags).toContain('<meta property="og:url" content="https://otodoke.example/pricing?lang=en">');
    expect(tags).not.toContain('<meta name="robots" content="noindex">');
  });

  it("put the page's own facts first, escaped, with its image and only the languages it exists in", () => {
    const html = headTags({
      route: pricing,
      language: 'ja',
      url: 'https://otodoke.example/pricing',
      notFoundTitle: '',
      facts: { title: 'ISRC と "UPC" <入門>', description: '説明 & 概要', image: '/images/a.png', languages: ['ja'] },
    });
    const tags = tagsOf(html);
    expect(tags).toContain('<title>ISRC と &quot;UPC&quot; &lt;入門&gt; | 音届け Otodoke</title>');
    expect(tags).toContain('<meta name="description" content="説明 &amp; 概要">');
    expect(tags).toContain('<meta property="og:image" content="https://otodoke.example/images/a.png">');
    expect(tags).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(tags).toContain('<meta property="og:type" content="article">');
    expect(html).not.toContain('hreflang="en"');
    expect(tags).toContain('<link rel="alternate" hreflang="x-default" href="https://otodoke.example/pricing">');
  });

  it('keep pages that are not public out of search engines, with no canonical address', () => {
    const dashboard = matchWebRoute('/dashboard')!.route;
    const html = headTags({
      route: dashboard,
      language: 'ja',
      url: 'https://otodoke.example/dashboard',
      notFoundTitle: '',
    });
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).not.toContain('rel="canonical"');
    const missing = headTags({
      route: null,
      language: 'en',
      url: 'https://otodoke.example/x',
      notFoundTitle: 'Not found',
    });
    expect(missing).toContain('<title>Not found</title>');
    expect(missing).toContain('<meta name="robots" content="noindex">');
    // A secret preview link is public to whoever has it, and still never indexed.
    const preview = headTags({
      route: matchWebRoute('/preview/content/abc')!.route,
      language: 'ja',
      url: 'https://otodoke.example/preview/content/abc',
      notFoundTitle: '',
    });
    expect(preview).toContain('<meta name="robots" content="noindex">');
    expect(preview).not.toContain('rel="canonical"');
    expect(preview).not.toContain('hreflang');
  });
});

describe('the shell template', () => {
  it('inserts head tags and state containing $ patterns literally', () => {
    const shell = loadShellTemplate(distDir);
    const html = shell.render("<title>$` $' $& $$ $1</title>", { name: "$'$`$&$$" }, 'en', 'n0nce');
    expect(html).toBe(
      '<html lang="en"><head><title>$` $\' $& $$ $1</title></head><body><div id="root"></div>' +
        '<script nonce="n0nce">window.__OTODOKE_BOOTSTRAP__ = {"name":"$\'$`$&$$"};</script></body></html>',
    );
  });
});

describe("the app's chunks", () => {
  const builtDir = mkdtempSync(path.join(tmpdir(), 'otodoke-shell-built-'));
  afterAll(() => rmSync(builtDir, { recursive: true, force: true }));
  const template =
    '<html lang="ja"><head><!--app-head--><script type="module" crossorigin src="/assets/boot-1.js"></script></head>' +
    '<body><div id="root"></div><!--app-bootstrap--></body></html>';
  /** As Vite writes it: the boot imports the app with import(); the app imports the runtime and the boot's helper. */
  const manifest = {
    '_boot-1.js': { file: 'assets/boot-1.js', name: 'boot', dynamicImports: ['_app-2.js'] },
    '_app-2.js': {
      file: 'assets/app-2.js',
      name: 'app',
      imports: ['_rolldown-runtime-3.js', '_boot-1.js'],
      dynamicImports: ['src/features/pricing/PricingPage.tsx'],
    },
    '_rolldown-runtime-3.js': { file: 'assets/rolldown-runtime-3.js', name: 'rolldown-runtime' },
    'src/features/pricing/PricingPage.tsx': {
      file: 'assets/PricingPage-4.js',
      isDynamicEntry: true,
      imports: ['_app-2.js'],
    },
  };
  writeFileSync(path.join(builtDir, 'index.html'), template);
  mkdirSync(path.join(builtDir, '.vite'));
  writeFileSync(path.join(builtDir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  const preloadsOf = (html: string) =>
    [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((match) => match[1]);

  it('are the chunks the boot loads with import() and what they import, lazy pages and the boot left out', () => {
    expect(appChunkPaths(template, manifest)).toEqual(['/assets/app-2.js', '/assets/rolldown-runtime-3.js']);
    expect(appChunkPaths(template, null)).toEqual([]);
    expect(appChunkPaths('<html></html>', manifest)).toEqual([]);
  });

  it('are preloaded on pages the app renders at once, not on the prerendered landing', () => {
    const shell = loadShellTemplate(builtDir);
    const page = shell.render('<title>t</title>', {}, 'ja', 'n0nce');
    expect(preloadsOf(page)).toEqual(['/assets/app-2.js', '/assets/rolldown-runtime-3.js']);
    expect(page).toContain('<div id="root"></div>');

    const landing = shell.render('<title>t</title>', {}, 'ja', 'n0nce', '<main>音届け</main>');
    expect(preloadsOf(landing)).toEqual([]);
    expect(landing).toContain('<div id="root" data-prerendered><main>音届け</main></div>');
  });
});
