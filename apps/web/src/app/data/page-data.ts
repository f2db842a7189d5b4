// Answers of GET endpoints that came with the page (a page the server rendered for a signed-out visitor): SWR starts
// from them, so the app renders over the server's markup with the same content instead of a skeleton.
import { unstable_serialize } from 'swr';
import { apiKey } from './use-api.ts';
import type { EndpointRef } from '../api-client.ts';
import { fillPath } from '../api-client.ts';
import { snakifyKeys, toQueryString } from '../api-case.ts';

/** One read a server-rendered page needs: its SWR key (as the page's hook builds it) and the address to read. */
export interface PagePrefetch {
  key: readonly unknown[];
  path: string;
}

/** What the server puts in the bootstrap for SWR: the key and the camelCased answer. */
export interface PageDataEntry {
  key: readonly unknown[];
  data: unknown;
}

/** The read a page's `useApi(contract, args)` (plus `extra` key parts, e.g. the language) makes. */
export function prefetchOf(
  contract: EndpointRef,
  args: { params?: Record<string, unknown>; query?: Record<string, unknown> },
  ...extra: readonly unknown[]
): PagePrefetch {
  return {
    key: [...apiKey(contract, args), ...extra],
    path:
      fillPath(contract.path, snakifyKeys(args.params ?? {}) as Record<string, unknown>) + toQueryString(args.query),
  };
}

let rendering: Record<string, unknown> | null = null;

/** Server rendering only: the answers the page being rendered starts from (null when it is done). */
export function setRenderingPageData(entries: readonly PageDataEntry[] | null): void {
  rendering = entries ? fallbackOf(entries) : null;
}

function fallbackOf(entries: readonly PageDataEntry[]): Record<string, unknown> {
  return Object.fromEntries(entries.map((entry) => [unstable_serialize(entry.key), entry.data]));
}

function bootstrapEntries(): readonly PageDataEntry[] {
  if (typeof window === 'undefined') return [];
  const raw = (window.__OTODOKE_BOOTSTRAP__ as { page_data?: unknown } | undefined)?.page_data;
  return Array.isArray(raw) ? (raw as PageDataEntry[]) : [];
}

/** SWR's `fallback`: the page being rendered on the server, or what the server rendered this page from. */
export function pageDataFallback(): Record<string, unknown> {
  return rendering ?? fallbackOf(bootstrapEntries());
}
