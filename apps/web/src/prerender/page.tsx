// Server side (built into dist/ssr/page.js, loaded by the server's HTML shell): renders a public page that declares
// its reads (`prefetch` of its route) for a signed-out visitor, from answers the server reads for it, so crawlers get
// the content and the page paints before its JS arrives. The app renders over it, starting from the same answers.

import { camelizeKeys } from '../app/api-case.ts';
import type { Capability, PageRoute } from '../app/capability.ts';
import type { Language } from '../app/constants.ts';
import { type PageDataEntry, type PagePrefetch, setRenderingPageData } from '../app/data/page-data.ts';
import { CAPABILITIES } from '../shell/features.ts';
import { renderRoute } from './render-route.tsx';

export interface RenderedPage {
  html: string;
  /** The answers the page was rendered from, for the bootstrap (`page_data`). */
  pageData: PageDataEntry[];
}

const ROUTES = new Map<string, PageRoute>(
  (CAPABILITIES as readonly Capability[]).flatMap((capability) =>
    (capability.routes ?? []).map((route) => [route.pattern, route] as const),
  ),
);

/** The WEB_ROUTES patterns this renderer can render (those whose route declares its reads). */
export const RENDERED_PATTERNS: readonly string[] = [...ROUTES.values()]
  .filter((route) => route.reads)
  .map((route) => route.pattern);

/** The reads a page of `pattern` needs (paths of the API, GET), or null when the page is not rendered here. */
export async function pageReads(
  pattern: string,
  params: Readonly<Record<string, string>>,
  language: Language,
  search = '',
): Promise<readonly PagePrefetch[] | null> {
  const reads = ROUTES.get(pattern)?.reads;
  return reads ? (await reads())(params, language, new URLSearchParams(search)) : null;
}

let queue: Promise<unknown> = Promise.resolve();

/** The page at `url` rendered from the answers (snake_case JSON, in the order of `reads`) to its reads. */
export function renderPage(input: {
  url: string;
  language: Language;
  reads: readonly PagePrefetch[];
  answers: readonly unknown[];
}): Promise<RenderedPage> {
  const pageData = input.reads.map((read, index) => ({ key: read.key, data: camelizeKeys(input.answers[index]) }));
  // One render at a time: the language and the page's answers are process-wide while it renders.
  const rendered = queue.then(async () => {
    try {
      const html = await renderRoute(input.url, input.language, () => setRenderingPageData(pageData));
      return { html, pageData };
    } finally {
      setRenderingPageData(null);
    }
  });
  queue = rendered.catch(() => undefined);
  return rendered;
}
