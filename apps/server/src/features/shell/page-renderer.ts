// The web build's server renderer (dist/ssr/page.js, src/prerender/page.tsx of the web app): public pages that
// declare their reads are rendered for signed-out visitors from the API's own answers, read in-process, so crawlers
// get the content and the page paints before its JS. Markup is kept while the answers it came from stay the same.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Language } from '@otodoke/domain';

/** A GET of the service's own API, as the visitor would make it: its status and JSON body. */
export type ReadApi = (path: string) => Promise<{ status: number; json: unknown }>;

interface PageRead {
  key: readonly unknown[];
  path: string;
}

/** What dist/ssr/page.js exports. */
interface RendererModule {
  RENDERED_PATTERNS: readonly string[];
  pageReads(
    pattern: string,
    params: Readonly<Record<string, string>>,
    language: Language,
    search: string,
  ): Promise<readonly PageRead[] | null>;
  renderPage(input: {
    url: string;
    language: Language;
    reads: readonly PageRead[];
    answers: readonly unknown[];
  }): Promise<RenderedPage>;
}

export interface RenderedPage {
  html: string;
  /** SWR keys and the answers, for the bootstrap: the app starts from them. */
  pageData: unknown[];
}

export interface PageRenderer {
  /**
   * The page rendered, or null: no build, a page that declares no reads, a read that did not answer 200, or a
   * renderer failure (reported; the shell then sends the app alone, as for any other page).
   */
  render(input: {
    url: string;
    pattern: string;
    params: Readonly<Record<string, string>>;
    language: Language;
    read: ReadApi;
  }): Promise<RenderedPage | null>;
}

/** Addresses (with their language) whose markup is kept. */
const KEPT_PAGES = 500;

export function loadPageRenderer(distDir: string, onError: (error: unknown) => void): PageRenderer {
  const file = path.join(distDir, 'ssr', 'page.js');
  let loading: Promise<RendererModule | null> | undefined;
  const load = () => {
    loading ??= existsSync(file)
      ? (import(pathToFileURL(file).href) as Promise<RendererModule>).catch((error: unknown) => {
          onError(error);
          return null;
        })
      : Promise.resolve(null);
    return loading;
  };
  const kept = new Map<string, { answers: string; page: RenderedPage }>();

  return {
    async render(input) {
      const renderer = await load();
      if (!renderer?.RENDERED_PATTERNS.includes(input.pattern)) return null;
      try {
        const reads = await renderer.pageReads(
          input.pattern,
          input.params,
          input.language,
          new URL(input.url, 'http://x').search,
        );
        if (!reads || reads.length === 0) return null;
        const answers = await Promise.all(reads.map((read) => input.read(read.path)));
        if (answers.some((answer) => answer.status !== 200)) return null;
        const json = answers.map((answer) => answer.json);
        const key = `${input.language} ${input.url}`;
        const fingerprint = JSON.stringify(json);
        const before = kept.get(key);
        kept.delete(key);
        const page =
          before?.answers === fingerprint
            ? before.page
            : await renderer.renderPage({ url: input.url, language: input.language, reads, answers: json });
        // Most recently used last; the oldest goes first.
        kept.set(key, { answers: fingerprint, page });
        if (kept.size > KEPT_PAGES) kept.delete(kept.keys().next().value!);
        return page;
      } catch (error) {
        onError(error);
        return null;
      }
    },
  };
}
