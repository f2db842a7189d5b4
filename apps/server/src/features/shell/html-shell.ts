// Renders the web app's index.html with per-route head tags and the page bootstrap state inline, so the first
// paint needs no extra request and shared links preview correctly.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { WebRoute } from '@otodoke/contract';
import type { PageFacts } from '../../platform/http/page-facts.ts';

export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}

/**
 * JSON that is safe inside a <script> element: no `</script>`, `<!--` or `-->` can close or bend the element (every
 * `<` and `>` is escaped), and U+2028/U+2029 are escaped for older JavaScript parsers.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export interface HeadInput {
  route: WebRoute | null;
  language: 'ja' | 'en';
  url: string;
  notFoundTitle: string;
  /** What the page's capability says of the thing shown (platform/http/page-facts.ts). */
  facts?: PageFacts | null;
}

const SITE_NAME = { ja: '音届け Otodoke', en: 'Otodoke' } as const;

/** The address of a public page in a language: Japanese, the default, without `lang`; English with `?lang=en`. */
function pageUrlIn(url: URL, language: 'ja' | 'en'): string {
  return language === 'ja' ? `${url.origin}${url.pathname}` : `${url.origin}${url.pathname}?lang=en`;
}

export function headTags(input: HeadInput): string {
  const facts = input.facts ?? null;
  const title = facts
    ? `${facts.title} | ${SITE_NAME[input.language]}`
    : input.route
      ? input.route.title[input.language]
      : input.notFoundTitle;
  const description = facts?.description ?? input.route?.description?.[input.language];
  const url = new URL(input.url);
  // A secret preview is public to whoever has its link, and never indexed.
  const isPublic = input.route?.access === 'public' && !input.route.noindex;
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta property="og:title" content="${escapeHtml(title)}">`,
    `<meta property="og:type" content="${facts ? (facts.ogType ?? 'article') : 'website'}">`,
    `<meta property="og:url" content="${escapeHtml(isPublic ? pageUrlIn(url, input.language) : input.url)}">`,
    `<meta property="og:site_name" content="Otodoke">`,
    `<meta property="og:locale" content="${input.language === 'ja' ? 'ja_JP' : 'en_US'}">`,
    `<meta name="twitter:card" content="${facts?.image ? 'summary_large_image' : 'summary'}">`,
    `<meta name="twitter:title" content="${escapeHtml(title)}">`,
  ];
  if (description) {
    tags.push(
      `<meta name="description" content="${escapeHtml(description)}">`,
      `<meta property="og:description" content="${escapeHtml(description)}">`,
      `<meta name="twitter:description" content="${escapeHtml(description)}">`,
    );
  }
  if (facts?.image) {
    const image = new URL(facts.image, url.origin).href;
    tags.push(
      `<meta property="og:image" content="${escapeHtml(image)}">`,
      `<meta name="twitter:image" content="${escapeHtml(image)}">`,
    );
  }
  for (const feed of facts?.feeds ?? []) {
    const href = new URL(feed.href, url.origin).href;
    tags.push(
      `<link rel="alternate" type="${escapeHtml(feed.type)}" title="${escapeHtml(feed.title)}" href="${escapeHtml(href)}">`,
    );
  }
  if (isPublic) {
    // One address per language, and the pairs search engines follow between them.
    const languages = facts?.languages ?? (['ja', 'en'] as const);
    tags.push(`<link rel="canonical" href="${escapeHtml(pageUrlIn(url, input.language))}">`);
    for (const language of languages) {
      tags.push(`<link rel="alternate" hreflang="${language}" href="${escapeHtml(pageUrlIn(url, language))}">`);
    }
    if (languages.includes('ja')) {
      tags.push(`<link rel="alternate" hreflang="x-default" href="${escapeHtml(pageUrlIn(url, 'ja'))}">`);
    }
  } else {
    tags.push('<meta name="robots" content="noindex">');
  }
  return tags.join('\n    ');
}

export interface ShellTemplate {
  /**
   * `nonce`: the response's Content-Security-Policy script nonce, which lets the inline bootstrap script run.
   * `content`: markup rendered at build time to show inside #root until the app renders over it. Such a page is
   * marked `data-prerendered` and the app's chunks are not preloaded: the boot script starts the app once the page
   * has painted. Every other page preloads them, so they download alongside the boot script.
   */
  render(head: string, bootstrap: unknown, language: 'ja' | 'en', nonce: string, content?: string): string;
  /** The landing page as a signed-out visitor sees it, rendered at build time (dist/prerendered/); null if absent. */
  prerenderedLanding(language: 'ja' | 'en'): string | null;
  readonly built: boolean;
}

function readIfPresent(file: string): string | null {
  return existsSync(file) ? readFileSync(file, 'utf8') : null;
}

/** A chunk of Vite's build manifest (`dist/.vite/manifest.json`, keyed by source path or chunk name). */
interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
}

/**
 * The files of the app the entry script (the boot) loads with import(), and every chunk they import statically, as
 * `/assets/…` paths; none without a build manifest. What the boot itself imports statically the browser loads with it.
 */
export function appChunkPaths(template: string, manifest: Record<string, ManifestChunk> | null): string[] {
  const entryFile = /<script type="module"[^>]*\ssrc="\/([^"]+)"/.exec(template)?.[1];
  const chunks = Object.values(manifest ?? {});
  const entry = chunks.find((chunk) => chunk.file === entryFile);
  if (!manifest || !entry) return [];
  const staticClosure = (keys: readonly string[], into: Set<string>) => {
    for (const key of keys) {
      const chunk = manifest[key];
      if (!chunk || into.has(chunk.file)) continue;
      into.add(chunk.file);
      staticClosure(chunk.imports ?? [], into);
    }
  };
  const withEntry = new Set([entry.file]);
  staticClosure(entry.imports ?? [], withEntry);
  const app = new Set<string>();
  staticClosure(entry.dynamicImports ?? [], app);
  return [...app].filter((file) => !withEntry.has(file)).map((file) => `/${file}`);
}

export function loadShellTemplate(distDir: string): ShellTemplate {
  const file = path.join(distDir, 'index.html');
  if (!existsSync(file)) {
    return {
      built: false,
      prerenderedLanding: () => null,
      render: () =>
        '<!doctype html><meta charset="utf-8"><title>Otodoke</title><p>The web app is not built yet: run <code>npm run build</code> (npm start does it for you).</p>',
    };
  }
  const template = readFileSync(file, 'utf8');
  const manifest = readIfPresent(path.join(distDir, '.vite', 'manifest.json'));
  const preloads = appChunkPaths(template, manifest ? JSON.parse(manifest) : null)
    .map((href) => `\n    <link rel="modulepreload" crossorigin href="${escapeHtml(href)}">`)
    .join('');
  const landing = {
    ja: readIfPresent(path.join(distDir, 'prerendered', 'landing.ja.html')),
    en: readIfPresent(path.join(distDir, 'prerendered', 'landing.en.html')),
  };
  return {
    built: true,
    prerenderedLanding: (language) => landing[language],
    render(head, bootstrap, language, nonce, content) {
      const script = `<script nonce="${escapeHtml(nonce)}">window.__OTODOKE_BOOTSTRAP__ = ${scriptJson(bootstrap)};</script>`;
      // Function replacements: a replacement string would expand `$'`, `$\`` and `$&` found in user data (an
      // artist's name, a ?via= value) into pieces of the template.
      return template
        .replace(/<html([^>]*)\blang="[^"]*"/, (_whole, attributes: string) => `<html${attributes}lang="${language}"`)
        .replace('<!--app-head-->', () => (content ? head : head + preloads))
        .replace('<!--app-bootstrap-->', () => script)
        .replace('<div id="root"></div>', () =>
          content ? `<div id="root" data-prerendered>${content}</div>` : '<div id="root"></div>',
        );
    },
  };
}
