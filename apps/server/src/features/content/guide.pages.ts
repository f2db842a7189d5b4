// What the HTML shell says of the Artist Guide's pages (features/shell, platform/http/page-facts.ts): an article's
// own title, summary and languages in the head (404 when it is not published), a category's name and description,
// and every published article in the sitemap.
import type { Language } from '@otodoke/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { selectRows } from '../../platform/db/rows.ts';
import type { ListedPage, PageFacts, PageProvider } from '../../platform/http/page-facts.ts';
import * as repo from './guide.repository.ts';

const positiveId = (value: string | undefined): number | null =>
  value && /^[1-9]\d{0,9}$/.test(value) && Number(value) <= 2_147_483_647 ? Number(value) : null;

export function guidePages(deps: { db: Db; now: () => Date }): Record<string, PageProvider> {
  const { db, now } = deps;
  const article = async (idText: string | undefined, language: Language): Promise<PageFacts | null> => {
    const id = positiveId(idText);
    if (id === null) return null;
    const row = await repo.findArticle(db, now(), language, id);
    if (!row) return null;
    return { title: row.title, description: row.summary, languages: row.available_languages };
  };
  return {
    '/guide/articles/:id': ({ params, language }) => article(params.id, language),
    '/guide/:categoryId/:articleId': ({ params, language }) => article(params.articleId, language),
    '/guide/categories/:id': async ({ params, language }) => {
      const id = positiveId(params.id);
      if (id === null) return null;
      const [category] = await repo.listCategories(db, now(), id);
      if (!category) return null;
      return {
        title: language === 'en' && category.name_en ? category.name_en : category.name_ja,
        description: language === 'en' && category.description_en ? category.description_en : category.description_ja,
      };
    },
  };
}

/** Every published article, in the languages it is written in, with when it last changed. */
export function guideSitemap(deps: { db: Db; now: () => Date }): () => Promise<ListedPage[]> {
  return async () => {
    const rows = await selectRows<{ id: number; languages: Language[]; updated_at: string }>(
      deps.db,
      sql`select e.id, array_agg(t.language order by t.language desc) as languages, e.updated_at
            from content_entries e join guide_articles a on a.entry_id = e.id
            join content_translations t on t.entry_id = e.id
           where e.kind = 'guide_article' and e.status in ('published', 'scheduled')
             and e.publish_at <= ${deps.now().toISOString()}::timestamptz
           group by e.id order by e.id`,
    );
    return rows.map((row) => ({
      path: `/guide/articles/${row.id}`,
      languages: row.languages,
      updatedAt: new Date(row.updated_at),
    }));
  };
}
