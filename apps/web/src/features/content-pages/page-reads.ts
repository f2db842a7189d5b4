// What a content page reads when the server renders it (loaded only there: it names contract endpoints).
import { getContentPage } from '@otodoke/contract';
import type { PagePrefetcher } from '../../app/capability.ts';
import { prefetchOf } from '../../app/data/page-data.ts';
import { CONTENT_PAGE_PATHS, contentPageKey } from './content-page-paths.ts';

function readsAt(pattern: string): PagePrefetcher {
  return (params, language) => {
    const key = contentPageKey(pattern.replace(':contentId', params.contentId ?? ''), params.contentId);
    return key === null ? [] : [prefetchOf(getContentPage, { params: { key } }, language)];
  };
}

/** /contents/:contentId (ContentPage's read, by id). */
export const contentPageReads = readsAt('/contents/:contentId');

/** The pages with an address of their own (/jobs, /10th-anniversary), by their pattern. */
export const namedPageReads: Readonly<Record<string, PagePrefetcher>> = Object.fromEntries(
  Object.values(CONTENT_PAGE_PATHS).map((pattern) => [pattern, readsAt(pattern)]),
);
