// Saving content: an entry and its translations in one transaction, each save kept as a version and indexed for
// search (bigrams per field) in that same transaction. The operators' editor and the starter guide write through it.
import { AppError, type Language, SUPPORTED_LANGUAGES } from '@otodoke/domain';
import type { Db, Executor } from '../../platform/db/client.ts';
import type { ContentKind, ContentStatus } from '../../platform/db/schema.ts';
import * as repo from './content.repository.ts';
import { type ContentDocument, documentBlocks, documentProblems, readingMinutes } from './document.ts';
import { bigramCounts, FIELD_SEPARATOR, normaliseForSearch } from './search-text.ts';

export interface TranslationInput {
  title: string;
  summary: string;
  body: ContentDocument;
}

export interface GuideArticleInput {
  /** A stable name: a second save with the same slug creates nothing (the starter guide). */
  slug?: string | null;
  status: ContentStatus;
  /** When it becomes visible; now when published without one. */
  publishAt?: Date | null;
  categoryId: number;
  featured?: boolean;
  position?: number;
  tagIds?: number[];
  /** One language at least; an article may exist in one only. */
  translations: Partial<Record<Language, TranslationInput>>;
}

/** What the index and the version keep of one translation, derived from its document. */
export function indexTranslation(input: TranslationInput, language: Language) {
  const blocks = documentBlocks(input.body);
  const bodyText = blocks.join('\n');
  const title = normaliseForSearch(input.title);
  const summary = normaliseForSearch(input.summary);
  const body = blocks.map(normaliseForSearch).join(FIELD_SEPARATOR);
  const grams = new Map<string, { gram: string; titleCount: number; summaryCount: number; bodyCount: number }>();
  const add = (counts: Map<string, number>, field: 'titleCount' | 'summaryCount' | 'bodyCount') => {
    for (const [gram, n] of counts) {
      const row = grams.get(gram) ?? { gram, titleCount: 0, summaryCount: 0, bodyCount: 0 };
      // smallint columns for the title and summary counts.
      row[field] = field === 'bodyCount' ? n : Math.min(n, 32_767);
      grams.set(gram, row);
    }
  };
  add(bigramCounts(title), 'titleCount');
  add(bigramCounts(summary), 'summaryCount');
  add(bigramCounts(body), 'bodyCount');
  return {
    bodyText,
    searchText: [title, summary, body].join(FIELD_SEPARATOR),
    readingMinutes: readingMinutes(`${input.title}\n${input.summary}\n${bodyText}`, language),
    grams: [...grams.values()],
  };
}

/** Refuses translations without a title or with a body that is not a valid document (each image needs alt text). */
export function checkTranslations(translations: GuideArticleInput['translations']): void {
  const fields: Record<string, { ja: string; en: string }> = {};
  const given = SUPPORTED_LANGUAGES.filter((language) => translations[language] !== undefined);
  if (given.length === 0)
    fields.translations = { ja: '日本語か英語の本文が必要です', en: 'Write it in Japanese or English.' };
  for (const language of given) {
    const text = translations[language]!;
    if (text.title.trim() === '')
      fields[`title_${language}`] = { ja: '必須入力項目です', en: 'This field is required.' };
    const problems = documentProblems(text.body);
    if (problems.length > 0) {
      const altMissing = problems.filter((problem) => problem.endsWith(': alt required'));
      fields[`body_${language}`] =
        altMissing.length > 0
          ? { ja: '画像には代替テキストが必要です', en: 'Every image needs alt text.' }
          : { ja: '本文の形式が正しくありません', en: 'The body is not a valid document.' };
      // Each image without alt text by its place in the document (`body_ja.content.3`), for the editor to point at.
      for (const problem of altMissing) {
        fields[`body_${language}.${problem.slice(0, -': alt required'.length)}`] = {
          ja: 'この画像に代替テキストを入力してください',
          en: 'Give this image alt text.',
        };
      }
    }
  }
  if (Object.keys(fields).length > 0) throw AppError.invalidFields(fields);
}

/** Writes the given translations (a version each, the search index replaced) in the caller's transaction. */
export async function writeTranslations(
  tx: Executor,
  entryId: number,
  translations: GuideArticleInput['translations'],
  by: number | null,
): Promise<void> {
  for (const language of SUPPORTED_LANGUAGES) {
    const text = translations[language];
    if (!text) continue;
    const indexed = indexTranslation(text, language);
    await repo.saveTranslation(
      tx,
      {
        entryId,
        language,
        title: text.title.trim(),
        summary: text.summary.trim(),
        body: text.body,
        bodyText: indexed.bodyText,
        searchText: indexed.searchText,
        readingMinutes: indexed.readingMinutes,
      },
      indexed.grams,
      by,
    );
  }
}

export function publishAtFor(status: ContentStatus, publishAt: Date | null | undefined, now: Date): Date | null {
  if (status === 'scheduled' && !publishAt) {
    throw AppError.invalidFields({
      publish_at: { ja: '公開日時を指定してください', en: 'Give the publication time.' },
    });
  }
  if (status === 'published') return publishAt ?? now;
  return publishAt ?? null;
}

/**
 * Creates a guide article in the caller's transaction; null when its slug exists already (nothing is written).
 * `by`: the operator who wrote it (null for the starter guide).
 */
export async function createGuideArticle(
  tx: Executor,
  input: GuideArticleInput,
  by: number | null,
  now: Date,
): Promise<{ id: number } | null> {
  checkTranslations(input.translations);
  const entry = await repo.insertEntry(tx, {
    kind: 'guide_article',
    slug: input.slug ?? null,
    status: input.status,
    publishAt: publishAtFor(input.status, input.publishAt, now),
    by,
  });
  if (!entry) return null;
  await repo.saveGuideArticle(tx, {
    entryId: entry.id,
    categoryId: input.categoryId,
    featured: input.featured ?? false,
    position: input.position ?? 0,
    tagIds: input.tagIds ?? [],
  });
  await writeTranslations(tx, entry.id, input.translations, by);
  return { id: entry.id };
}

export interface EntryInput {
  kind: Exclude<ContentKind, 'guide_article'>;
  /** A stable name: a second save with the same slug creates nothing (the starter pages). */
  slug?: string | null;
  status: ContentStatus;
  publishAt?: Date | null;
  translations: Partial<Record<Language, TranslationInput>>;
}

/**
 * Creates an entry of another kind than a guide article (news, a page) with its translations, in the caller's
 * transaction; null when its slug exists already (nothing is written).
 */
export async function createEntry(
  tx: Executor,
  input: EntryInput,
  by: number | null,
  now: Date,
): Promise<{ id: number } | null> {
  checkTranslations(input.translations);
  const entry = await repo.insertEntry(tx, {
    kind: input.kind,
    slug: input.slug ?? null,
    status: input.status,
    publishAt: publishAtFor(input.status, input.publishAt, now),
    by,
  });
  if (!entry) return null;
  await writeTranslations(tx, entry.id, input.translations, by);
  return { id: entry.id };
}

export function createContentService(deps: { db: Db; now?: () => Date }) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  return {
    createGuideArticle(input: GuideArticleInput, by: number | null) {
      return db.transaction((tx) => createGuideArticle(tx, input, by, now()));
    },

    /** A news item or a page (the operators' editor, the starter pages, tests). */
    createEntry(input: EntryInput, by: number | null) {
      return db.transaction((tx) => createEntry(tx, input, by, now()));
    },

    /** Replaces the given translations (others are kept) and the article's place; every save is a version. */
    updateGuideArticle(id: number, input: GuideArticleInput, by: number | null) {
      checkTranslations(input.translations);
      return db.transaction(async (tx) => {
        const entry = await repo.updateEntryState(tx, id, {
          status: input.status,
          publishAt: publishAtFor(input.status, input.publishAt, now()),
          by,
        });
        if (entry?.kind !== 'guide_article') throw new AppError('NOT_FOUND');
        await repo.saveGuideArticle(tx, {
          entryId: id,
          categoryId: input.categoryId,
          featured: input.featured ?? false,
          position: input.position ?? 0,
          tagIds: input.tagIds ?? [],
        });
        await writeTranslations(tx, id, input.translations, by);
        return { id };
      });
    },

    /** Publishes, schedules, takes back to draft or archives an entry. */
    async setStatus(id: number, status: ContentStatus, publishAt: Date | null, by: number | null) {
      const entry = await repo.updateEntryState(db, id, {
        status,
        publishAt: publishAtFor(status, publishAt, now()),
        by,
      });
      if (!entry) throw new AppError('NOT_FOUND');
      return entry;
    },

    versions: (entryId: number) => repo.listVersions(db, entryId),

    /** Saves an earlier version's text again as the translation's current text (itself a new version). */
    restoreVersion(versionId: number, by: number | null) {
      return db.transaction(async (tx) => {
        const version = await repo.findVersion(tx, versionId);
        if (!version) throw new AppError('NOT_FOUND');
        const text = { title: version.title, summary: version.summary, body: version.body as ContentDocument };
        await writeTranslations(tx, version.entryId, { [version.language]: text }, by);
        await repo.touchEntry(tx, version.entryId, by);
        return { entryId: version.entryId, language: version.language };
      });
    },
    upsertCategory: (values: Parameters<typeof repo.upsertCategory>[1]) => repo.upsertCategory(db, values),
    upsertTag: (values: Parameters<typeof repo.upsertTag>[1]) => repo.upsertTag(db, values),
  };
}

export type ContentService = ReturnType<typeof createContentService>;
