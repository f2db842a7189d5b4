// SQL that reads the public Artist Guide: only articles published (or scheduled) with a publication time in the past
// are visible, compared with the clock at each query, so a scheduled article appears on time with no job.
import type { Language } from '@otodoke/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { selectRows } from '../../platform/db/rows.ts';
import type { StoredDocument } from '../../platform/db/schema.ts';

/** The visibility of entry `e` at `now`. */
function visible(now: Date): SQL {
  return sql`e.kind = 'guide_article' and e.status in ('published', 'scheduled') and e.publish_at <= ${now.toISOString()}::timestamptz`;
}

/** The translation of `e` in the asked language, else the other one (an entry may exist in one language only). */
function translationOf(language: Language): SQL {
  return sql`join lateral (
      select t.language, t.title, t.summary, t.reading_minutes, t.body_text from content_translations t
      where t.entry_id = e.id order by (t.language = ${language}) desc limit 1
    ) t on true`;
}

export interface SummaryRow {
  id: number;
  category_id: number;
  title: string;
  summary: string;
  language: Language;
  featured: boolean;
  reading_minutes: number;
  publish_at: string;
  body_text: string;
  position: number;
}

const SUMMARY_COLUMNS = sql`e.id, a.category_id, t.title, t.summary, t.language, a.featured, t.reading_minutes,
  e.publish_at, t.body_text, a.position`;

export interface CategoryRow {
  id: number;
  slug: string;
  position: number;
  name_ja: string;
  name_en: string;
  description_ja: string;
  description_en: string;
  article_count: number;
}

export function listCategories(db: Executor, now: Date, id?: number): Promise<CategoryRow[]> {
  return selectRows<CategoryRow>(
    db,
    sql`select c.id, c.slug, c.position, c.name_ja, c.name_en, c.description_ja, c.description_en,
        (select count(*)::int from guide_articles a join content_entries e on e.id = a.entry_id
          where a.category_id = c.id and ${visible(now)}) as article_count
      from guide_categories c ${id === undefined ? sql`` : sql`where c.id = ${id}`}
      order by c.position, c.id`,
  );
}

export function listTags(db: Executor, now: Date) {
  return selectRows<{ id: number; slug: string; name_ja: string; name_en: string; article_count: number }>(
    db,
    sql`select g.id, g.slug, g.name_ja, g.name_en, count(*)::int as article_count
      from guide_tags g join guide_article_tags at on at.tag_id = g.id
      join content_entries e on e.id = at.entry_id
      where ${visible(now)}
      group by g.id order by article_count desc, g.id`,
  );
}

export function tagsOf(db: Executor, entryIds: number[]) {
  if (entryIds.length === 0) return Promise.resolve([]);
  return selectRows<{ entry_id: number; id: number; name_ja: string; name_en: string }>(
    db,
    sql`select at.entry_id, g.id, g.name_ja, g.name_en from guide_article_tags at join guide_tags g on g.id = at.tag_id
      where at.entry_id in (${sql.join(
        entryIds.map((id) => sql`${id}`),
        sql`, `,
      )}) order by g.id`,
  );
}

export function listFeatured(db: Executor, now: Date, language: Language): Promise<SummaryRow[]> {
  return selectRows<SummaryRow>(
    db,
    sql`select ${SUMMARY_COLUMNS} from content_entries e join guide_articles a on a.entry_id = e.id
      ${translationOf(language)}
      where ${visible(now)} and a.featured order by e.publish_at desc, e.id limit 12`,
  );
}

export async function listInCategory(
  db: Executor,
  now: Date,
  language: Language,
  query: { categoryId: number; tagId?: number | undefined; page: number; limit: number },
): Promise<{ rows: SummaryRow[]; total: number }> {
  const where = sql`${visible(now)} and a.category_id = ${query.categoryId} ${
    query.tagId === undefined
      ? sql``
      : sql`and exists (select 1 from guide_article_tags at where at.entry_id = e.id and at.tag_id = ${query.tagId})`
  }`;
  const rows = await selectRows<SummaryRow & { total: number }>(
    db,
    sql`select ${SUMMARY_COLUMNS}, count(*) over ()::int as total
      from content_entries e join guide_articles a on a.entry_id = e.id ${translationOf(language)}
      where ${where} order by a.position, e.publish_at desc, e.id
      limit ${query.limit} offset ${(query.page - 1) * query.limit}`,
  );
  return { rows, total: rows[0]?.total ?? 0 };
}

export interface ArticleRow extends SummaryRow {
  body: StoredDocument;
  updated_at: string;
  available_languages: Language[];
}

export async function findArticle(db: Executor, now: Date, language: Language, id: number) {
  const [row] = await selectRows<ArticleRow>(
    db,
    sql`select ${SUMMARY_COLUMNS}, b.body, e.updated_at,
        (select array_agg(x.language order by x.language desc) from content_translations x where x.entry_id = e.id)
          as available_languages
      from content_entries e join guide_articles a on a.entry_id = e.id ${translationOf(language)}
      join content_translations b on b.entry_id = e.id and b.language = t.language
      where ${visible(now)} and e.id = ${id}`,
  );
  return row ?? null;
}

/** The visible articles sharing the most tags with an article (then the newest), at most `limit`. */
export function listRelated(db: Executor, now: Date, language: Language, id: number, limit: number) {
  return selectRows<SummaryRow>(
    db,
    sql`select ${SUMMARY_COLUMNS} from (
        select other.entry_id, count(*) as shared from guide_article_tags mine
        join guide_article_tags other on other.tag_id = mine.tag_id and other.entry_id <> mine.entry_id
        where mine.entry_id = ${id} group by other.entry_id
      ) r
      join content_entries e on e.id = r.entry_id join guide_articles a on a.entry_id = e.id ${translationOf(language)}
      where ${visible(now)} order by r.shared desc, e.publish_at desc, e.id limit ${limit}`,
  );
}

/**
 * The visible articles before and after one in its category's order (position, newest first, id): two keyset look-ups
 * on the category's index, whatever the category's size.
 */
export async function neighbours(
  db: Executor,
  now: Date,
  language: Language,
  me: { id: number; categoryId: number; position: number; publishAt: string | Date },
) {
  const at = new Date(me.publishAt).toISOString();
  const one = async (place: 'previous' | 'next') => {
    const [row] = await selectRows<{ id: number; title: string }>(
      db,
      sql`select e.id, t.title from content_entries e join guide_articles a on a.entry_id = e.id ${translationOf(language)}
        where ${visible(now)} and a.category_id = ${me.categoryId} and ${
          place === 'previous'
            ? sql`(a.position < ${me.position} or (a.position = ${me.position} and (e.publish_at > ${at}::timestamptz
                or (e.publish_at = ${at}::timestamptz and e.id < ${me.id}))))
              order by a.position desc, e.publish_at, e.id desc`
            : sql`(a.position > ${me.position} or (a.position = ${me.position} and (e.publish_at < ${at}::timestamptz
                or (e.publish_at = ${at}::timestamptz and e.id > ${me.id}))))
              order by a.position, e.publish_at desc, e.id`
        } limit 1`,
    );
    return row ? { id: row.id, title: row.title } : null;
  };
  const [previous, next] = await Promise.all([one('previous'), one('next')]);
  return { previous, next };
}

/** A category's names, without counting its articles. */
export async function findCategoryNames(db: Executor, id: number) {
  const [row] = await selectRows<{ name_ja: string; name_en: string }>(
    db,
    sql`select name_ja, name_en from guide_categories where id = ${id}`,
  );
  return row ?? null;
}

export interface SearchRow extends SummaryRow {
  score: number;
  total: number;
}

/**
 * Visible articles whose translation holds every bigram of the query, and the query itself (the bigrams alone would
 * also take "東京" + "京都" for "東京都"); ranked by matched bigrams weighted by field (title over summary over body),
 * then the newest. An entry answers once, in the translation that scored best (the asked language on a tie).
 */
export async function search(
  db: Executor,
  now: Date,
  language: Language,
  query: { normalised: string; grams: string[]; page: number; limit: number },
): Promise<{ rows: SearchRow[]; total: number }> {
  const grams = sql.join(
    query.grams.map((gram) => sql`${gram}`),
    sql`, `,
  );
  // Candidates from the index (primary key look-ups by gram), checked for the whole query, visible, one per entry;
  // then one page of them, and only that page's texts read.
  const rows = await selectRows<SearchRow>(
    db,
    sql`with matched as (
        select g.entry_id, g.language,
          sum(case when g.title_count > 0 then 100 else 0 end + case when g.summary_count > 0 then 10 else 0 end
            + least(g.body_count, 9))::int as score
        from content_search_grams g where g.gram in (${grams})
        group by g.entry_id, g.language having count(*) = ${query.grams.length}
      ),
      hits as (
        select distinct on (m.entry_id) m.entry_id, m.language, m.score, e.publish_at
        from matched m join content_entries e on e.id = m.entry_id
        join content_translations x on x.entry_id = m.entry_id and x.language = m.language
        where ${visible(now)} and strpos(x.search_text, ${query.normalised}) > 0
        order by m.entry_id, m.score desc, (m.language = ${language}) desc
      ),
      page as (
        select h.*, count(*) over ()::int as total from hits h
        order by h.score desc, h.publish_at desc, h.entry_id
        limit ${query.limit} offset ${(query.page - 1) * query.limit}
      )
      select e.id, a.category_id, t.title, t.summary, t.language, a.featured, t.reading_minutes, e.publish_at,
        t.body_text, a.position, page.score, page.total
      from page join content_entries e on e.id = page.entry_id join guide_articles a on a.entry_id = e.id
      join content_translations t on t.entry_id = e.id and t.language = page.language
      order by page.score desc, page.publish_at desc, page.entry_id`,
  );
  return { rows, total: rows[0]?.total ?? 0 };
}
