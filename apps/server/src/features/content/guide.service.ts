// The public Artist Guide: categories, tags, featured articles, a category's articles, one article with its related
// articles and neighbours, and the Japanese search (normalised bigrams, search-text.ts).
import { AppError, KEYWORD_MIN_LENGTH, type Language, validationMessageInBoth } from '@otodoke/domain';
import type { Db } from '../../platform/db/client.ts';
import {
  isoTime,
  presentCategory,
  presentSearchHit,
  presentSummary,
  presentTag,
  type TagsByEntry,
} from './guide.presenter.ts';
import * as repo from './guide.repository.ts';
import { excerptAround, normalisedLength, normaliseForSearch, queryBigrams } from './search-text.ts';

const RELATED_LIMIT = 4;

export function createGuideService(deps: { db: Db; now?: () => Date }) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  async function tagsFor(ids: number[]): Promise<TagsByEntry> {
    const byEntry: TagsByEntry = new Map();
    for (const row of await repo.tagsOf(db, ids)) {
      const list = byEntry.get(row.entry_id) ?? [];
      list.push({ id: row.id, name_ja: row.name_ja, name_en: row.name_en });
      byEntry.set(row.entry_id, list);
    }
    return byEntry;
  }

  async function summaries(rows: repo.SummaryRow[], language: Language) {
    const tags = await tagsFor(rows.map((row) => row.id));
    return rows.map((row) => presentSummary(row, tags, language));
  }

  return {
    async categories(language: Language) {
      const rows = await repo.listCategories(db, now());
      return { items: rows.map((row) => presentCategory(row, language)) };
    },

    async tags(language: Language) {
      const rows = await repo.listTags(db, now());
      return { items: rows.map((row) => presentTag(row, language)) };
    },

    async featured(language: Language) {
      return { items: await summaries(await repo.listFeatured(db, now(), language), language) };
    },

    async categoryArticles(
      categoryId: number,
      query: { page: number; limit: number; tag?: number | undefined },
      language: Language,
    ) {
      const at = now();
      const [category] = await repo.listCategories(db, at, categoryId);
      if (!category) throw new AppError('NOT_FOUND');
      const { rows, total } = await repo.listInCategory(db, at, language, {
        categoryId,
        tagId: query.tag,
        page: query.page,
        limit: query.limit,
      });
      return {
        category: presentCategory(category, language),
        items: await summaries(rows, language),
        total,
        page: query.page,
        limit: query.limit,
      };
    },

    async article(id: number, language: Language) {
      const at = now();
      const row = await repo.findArticle(db, at, language, id);
      if (!row) throw new AppError('NOT_FOUND');
      const [related, around, category] = await Promise.all([
        repo.listRelated(db, at, language, id, RELATED_LIMIT),
        repo.neighbours(db, at, language, {
          id,
          categoryId: row.category_id,
          position: row.position,
          publishAt: row.publish_at,
        }),
        repo.findCategoryNames(db, row.category_id),
      ]);
      const tags = await tagsFor([row.id, ...related.map((one) => one.id)]);
      return {
        ...presentSummary(row, tags, language),
        body: row.body as { type: 'doc'; content: Record<string, unknown>[] },
        available_languages: row.available_languages,
        category: {
          id: row.category_id,
          name: category ? (language === 'en' && category.name_en ? category.name_en : category.name_ja) : '',
        },
        related: related.map((one) => presentSummary(one, tags, language)),
        previous: around.previous,
        next: around.next,
        updated_at: isoTime(row.updated_at),
      };
    },

    async search(query: { q: string; page: number; limit: number }, language: Language) {
      const normalised = normaliseForSearch(query.q);
      // The contract counts the typed characters; spaces and marks that normalise away may still leave one.
      if (normalisedLength(normalised) < KEYWORD_MIN_LENGTH) {
        throw AppError.invalidFields({ q: validationMessageInBoth('keywordMin', { n: KEYWORD_MIN_LENGTH }) });
      }
      const { rows, total } = await repo.search(db, now(), language, {
        normalised,
        grams: queryBigrams(normalised),
        page: query.page,
        limit: query.limit,
      });
      const tags = await tagsFor(rows.map((row) => row.id));
      return {
        q: query.q,
        items: rows.map((row) => {
          // The excerpt comes from the body, else the summary, wherever the query occurs.
          const source = [row.body_text, row.summary, row.title].find((text) =>
            normaliseForSearch(text).includes(normalised),
          );
          return presentSearchHit(row, tags, language, excerptAround(source ?? row.body_text, normalised));
        }),
        total,
        page: query.page,
        limit: query.limit,
      };
    },
  };
}

export type GuideService = ReturnType<typeof createGuideService>;
