// SQL that reads published news and pages for the public: an entry is visible once published (or scheduled) with a
// publication time in the past, compared with the clock at each query (no job makes it appear); its texts come in the
// asked language, else in the other one (an entry may exist in one language only).
import type { Language } from '@otodoke/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { selectRows } from '../../platform/db/rows.ts';
import type { StoredDocument } from '../../platform/db/schema.ts';

export type PublicKind = 'news' | 'page';

/** Whether entry `e` of a kind is visible at `now`. */
export function visibleEntry(kind: PublicKind, now: Date): SQL {
  return sql`e.kind = ${kind} and e.status in ('published', 'scheduled') and e.publish_at <= ${now.toISOString()}::timestamptz`;
}

/** The translation `t` of `e` in the asked language, else the other one. */
function translationOf(language: Language): SQL {
  return sql`join lateral (
      select x.language, x.title, x.summary, x.body_text, x.updated_at from content_translations x
      where x.entry_id = e.id order by (x.language = ${language}) desc limit 1
    ) t on true`;
}

export interface EntrySummaryRow {
  id: number;
  slug: string | null;
  title: string;
  summary: string;
  body_text: string;
  language: Language;
  publish_at: string | Date;
  updated_at: string | Date;
}

export interface EntryRow extends EntrySummaryRow {
  body: StoredDocument;
  available_languages: Language[];
}

const SUMMARY_COLUMNS = sql`e.id, e.slug, t.title, t.summary, t.body_text, t.language, e.publish_at,
  greatest(e.updated_at, t.updated_at, e.publish_at) as updated_at`;

/** One page of visible entries of a kind, newest first, and how many there are in all. */
export async function listVisible(
  db: Executor,
  now: Date,
  language: Language,
  query: { kind: PublicKind; page: number; limit: number },
): Promise<{ rows: EntrySummaryRow[]; total: number }> {
  const [rows, counted] = await Promise.all([
    selectRows<EntrySummaryRow>(
      db,
      sql`select ${SUMMARY_COLUMNS} from content_entries e ${translationOf(language)}
        where ${visibleEntry(query.kind, now)} order by e.publish_at desc, e.id desc
        limit ${query.limit} offset ${(query.page - 1) * query.limit}`,
    ),
    selectRows<{ total: number }>(
      db,
      sql`select count(*)::int as total from content_entries e where ${visibleEntry(query.kind, now)}`,
    ),
  ]);
  return { rows, total: counted[0]?.total ?? 0 };
}

/** The newest visible entries of a kind with their bodies (the feeds). */
export function listNewestWithBodies(
  db: Executor,
  now: Date,
  language: Language,
  query: { kind: PublicKind; limit: number },
): Promise<(EntrySummaryRow & { body: StoredDocument })[]> {
  return selectRows<EntrySummaryRow & { body: StoredDocument }>(
    db,
    sql`select ${SUMMARY_COLUMNS}, b.body from content_entries e ${translationOf(language)}
      join content_translations b on b.entry_id = e.id and b.language = t.language
      where ${visibleEntry(query.kind, now)} order by e.publish_at desc, e.id desc limit ${query.limit}`,
  );
}

/** A visible entry of a kind by id or by slug, with its body and languages; null when there is none. */
export async function findVisible(
  db: Executor,
  now: Date,
  language: Language,
  kind: PublicKind,
  key: { id: number } | { slug: string },
): Promise<EntryRow | null> {
  const which = 'id' in key ? sql`e.id = ${key.id}` : sql`e.slug = ${key.slug}`;
  const [row] = await selectRows<EntryRow>(
    db,
    sql`select ${SUMMARY_COLUMNS}, b.body,
        (select array_agg(y.language order by y.language desc) from content_translations y where y.entry_id = e.id)
          as available_languages
      from content_entries e ${translationOf(language)}
      join content_translations b on b.entry_id = e.id and b.language = t.language
      where ${visibleEntry(kind, now)} and ${which}`,
  );
  return row ?? null;
}

/**
 * The visible entries of a kind just older and just newer than one (publication time, then id): two keyset look-ups on
 * the kind's index.
 */
export async function neighbours(
  db: Executor,
  now: Date,
  language: Language,
  me: { kind: PublicKind; id: number; publishAt: string | Date },
) {
  const at = new Date(me.publishAt).toISOString();
  const one = async (side: 'older' | 'newer') => {
    const [row] = await selectRows<{ id: number; title: string }>(
      db,
      sql`select e.id, t.title from content_entries e ${translationOf(language)}
        where ${visibleEntry(me.kind, now)} and ${
          side === 'older'
            ? sql`(e.publish_at < ${at}::timestamptz or (e.publish_at = ${at}::timestamptz and e.id < ${me.id}))
              order by e.publish_at desc, e.id desc`
            : sql`(e.publish_at > ${at}::timestamptz or (e.publish_at = ${at}::timestamptz and e.id > ${me.id}))
              order by e.publish_at, e.id`
        } limit 1`,
    );
    return row ? { id: row.id, title: row.title } : null;
  };
  const [older, newer] = await Promise.all([one('older'), one('newer')]);
  return { older, newer };
}

/** Every visible entry of a kind, with its slug, languages and when it last changed (the sitemap). */
export function listAllVisible(db: Executor, now: Date, kind: PublicKind) {
  return selectRows<{ id: number; slug: string | null; languages: Language[]; updated_at: string | Date }>(
    db,
    sql`select e.id, e.slug, array_agg(t.language order by t.language desc) as languages,
        greatest(e.updated_at, max(t.updated_at), e.publish_at) as updated_at
      from content_entries e join content_translations t on t.entry_id = e.id
      where ${visibleEntry(kind, now)} group by e.id order by e.publish_at desc, e.id desc`,
  );
}

/** A description for the page's head: the summary, else the body's first lines (at most 160 characters). */
export function describe(row: { summary: string; body_text: string }): string {
  const text = (row.summary.trim() || row.body_text).replace(/\s+/g, ' ').trim();
  const chars = [...text];
  return chars.length > 160 ? `${chars.slice(0, 159).join('')}…` : text;
}

/** A timestamp as ISO text, whichever type the driver gave. */
export function isoTime(value: string | Date): string {
  return new Date(value).toISOString();
}

/** A path parameter that names a row id, or null. */
export function positiveId(value: string | undefined): number | null {
  return value && /^[1-9]\d{0,9}$/.test(value) && Number(value) <= 2_147_483_647 ? Number(value) : null;
}
