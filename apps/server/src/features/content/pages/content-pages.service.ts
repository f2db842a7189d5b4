// The content pages operators write (kind `page`): one published page by id or by its stable name, in the asked
// language or the other one (said so).
import { AppError, type Language } from '@otodoke/domain';
import type { Db } from '../../../platform/db/client.ts';
import * as reads from '../published-entries.ts';

/** The pages that have an address of their own, by slug (the rest are at /contents/{id}). */
export const PAGE_PATHS: Readonly<Record<string, string>> = {
  jobs: '/jobs',
  '10th-anniversary': '/10th-anniversary',
};

/** A page's key in a path: all digits names an id; anything else a slug. */
export function pageKey(key: string): { id: number } | { slug: string } | null {
  if (/^\d+$/.test(key)) {
    const id = reads.positiveId(key);
    return id === null ? null : { id };
  }
  return { slug: key };
}

export function createContentPagesService(deps: { db: Db; now?: () => Date }) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const find = (key: { id: number } | { slug: string }, language: Language) =>
    reads.findVisible(db, now(), language, 'page', key);
  return {
    find,

    async page(keyText: string, language: Language) {
      const key = pageKey(keyText);
      const row = key && (await find(key, language));
      if (!row) throw new AppError('NOT_FOUND');
      return {
        id: row.id,
        slug: row.slug,
        title: row.title,
        summary: row.summary,
        language: row.language,
        requested_language: language,
        is_fallback: row.language !== language,
        body: row.body as { type: 'doc'; content: Record<string, unknown>[] },
        available_languages: row.available_languages,
        published_at: reads.isoTime(row.publish_at),
        updated_at: reads.isoTime(row.updated_at),
      };
    },

    sitemap: () => reads.listAllVisible(db, now(), 'page'),
  };
}

export type ContentPagesService = ReturnType<typeof createContentPagesService>;
