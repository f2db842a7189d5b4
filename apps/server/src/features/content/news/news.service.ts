// The public news: a page of published items (newest first), one item with its body and neighbours, and the newest
// items with their bodies for the RSS and Atom feeds. Texts in the asked language, else the other one (said so).
import { AppError, type Language } from '@otodoke/domain';
import type { Db } from '../../../platform/db/client.ts';
import * as reads from '../published-entries.ts';

/** How many items the feeds carry. */
export const FEED_ITEMS = 20;

export function presentNewsSummary(row: reads.EntrySummaryRow, language: Language) {
  return {
    id: row.id,
    title: row.title,
    summary: row.summary,
    language: row.language,
    requested_language: language,
    is_fallback: row.language !== language,
    published_at: reads.isoTime(row.publish_at),
  };
}

export function createNewsService(deps: { db: Db; now?: () => Date }) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  return {
    async list(query: { page: number; limit: number }, language: Language) {
      const { rows, total } = await reads.listVisible(db, now(), language, { kind: 'news', ...query });
      return {
        items: rows.map((row) => presentNewsSummary(row, language)),
        total,
        page: query.page,
        limit: query.limit,
      };
    },

    async item(id: number, language: Language) {
      const at = now();
      const row = await reads.findVisible(db, at, language, 'news', { id });
      if (!row) throw new AppError('NOT_FOUND');
      const around = await reads.neighbours(db, at, language, { kind: 'news', id, publishAt: row.publish_at });
      return {
        ...presentNewsSummary(row, language),
        body: row.body as { type: 'doc'; content: Record<string, unknown>[] },
        available_languages: row.available_languages,
        updated_at: reads.isoTime(row.updated_at),
        older: around.older,
        newer: around.newer,
      };
    },

    /** The newest items with their bodies, for the feeds. */
    feedItems(language: Language) {
      return reads.listNewestWithBodies(db, now(), language, { kind: 'news', limit: FEED_ITEMS });
    },

    /** One item's head facts, or null when it is not published. */
    find: (id: number, language: Language) => reads.findVisible(db, now(), language, 'news', { id }),

    sitemap: () => reads.listAllVisible(db, now(), 'news'),
  };
}

export type NewsService = ReturnType<typeof createNewsService>;
