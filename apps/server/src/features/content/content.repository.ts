// SQL that writes content: entries, their translations, the version of every save and the bigram index; guide
// categories, tags and the article's place. Reads of the public guide are in guide.repository.ts.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import {
  type ContentKind,
  type ContentLanguage,
  type ContentStatus,
  contentEntries,
  contentSearchGrams,
  contentTranslations,
  contentVersions,
  guideArticles,
  guideArticleTags,
  guideCategories,
  guideTags,
  type StoredDocument,
} from '../../platform/db/schema.ts';

export type EntryRow = typeof contentEntries.$inferSelect;

export async function insertEntry(
  db: Executor,
  values: { kind: ContentKind; slug: string | null; status: ContentStatus; publishAt: Date | null; by: number | null },
): Promise<EntryRow | null> {
  const [row] = await db
    .insert(contentEntries)
    .values({
      kind: values.kind,
      slug: values.slug,
      status: values.status,
      publishAt: values.publishAt,
      createdBy: values.by,
      updatedBy: values.by,
    })
    .onConflictDoNothing({ target: contentEntries.slug })
    .returning();
  return row ?? null;
}

export async function updateEntryState(
  db: Executor,
  id: number,
  values: { status: ContentStatus; publishAt: Date | null; by: number | null },
): Promise<EntryRow | null> {
  const [row] = await db
    .update(contentEntries)
    .set({ status: values.status, publishAt: values.publishAt, updatedBy: values.by, updatedAt: sql`now()` })
    .where(eq(contentEntries.id, id))
    .returning();
  return row ?? null;
}

export interface TranslationValues {
  entryId: number;
  language: ContentLanguage;
  title: string;
  summary: string;
  body: StoredDocument;
  bodyText: string;
  searchText: string;
  readingMinutes: number;
}

/** Writes the translation, keeps the version, and replaces its bigram index. */
export async function saveTranslation(
  db: Executor,
  values: TranslationValues,
  grams: { gram: string; titleCount: number; summaryCount: number; bodyCount: number }[],
  by: number | null,
): Promise<void> {
  await db
    .insert(contentTranslations)
    .values(values)
    .onConflictDoUpdate({
      target: [contentTranslations.entryId, contentTranslations.language],
      set: {
        title: values.title,
        summary: values.summary,
        body: values.body,
        bodyText: values.bodyText,
        searchText: values.searchText,
        readingMinutes: values.readingMinutes,
        updatedAt: sql`now()`,
      },
    });
  await db.insert(contentVersions).values({
    entryId: values.entryId,
    language: values.language,
    title: values.title,
    summary: values.summary,
    body: values.body,
    createdBy: by,
  });
  await db
    .delete(contentSearchGrams)
    .where(and(eq(contentSearchGrams.entryId, values.entryId), eq(contentSearchGrams.language, values.language)));
  // One statement per few thousand rows: PostgreSQL takes at most 65,535 parameters.
  for (let i = 0; i < grams.length; i += 2000) {
    await db
      .insert(contentSearchGrams)
      .values(
        grams.slice(i, i + 2000).map((gram) => ({ ...gram, entryId: values.entryId, language: values.language })),
      );
  }
}

export async function touchEntry(db: Executor, id: number, by: number | null): Promise<void> {
  await db.update(contentEntries).set({ updatedBy: by, updatedAt: sql`now()` }).where(eq(contentEntries.id, id));
}

export async function findVersion(db: Executor, id: number) {
  const [row] = await db.select().from(contentVersions).where(eq(contentVersions.id, id));
  return row ?? null;
}

export function listVersions(db: Executor, entryId: number) {
  return db.select().from(contentVersions).where(eq(contentVersions.entryId, entryId)).orderBy(contentVersions.id);
}

export async function upsertCategory(
  db: Executor,
  values: typeof guideCategories.$inferInsert & { slug: string },
): Promise<number> {
  const [row] = await db
    .insert(guideCategories)
    .values(values)
    .onConflictDoUpdate({ target: guideCategories.slug, set: { slug: sql`excluded.slug` } })
    .returning({ id: guideCategories.id });
  return row!.id;
}

export async function upsertTag(db: Executor, values: typeof guideTags.$inferInsert & { slug: string }) {
  const [row] = await db
    .insert(guideTags)
    .values(values)
    .onConflictDoUpdate({ target: guideTags.slug, set: { slug: sql`excluded.slug` } })
    .returning({ id: guideTags.id });
  return row!.id;
}

export async function tagIdsBySlug(db: Executor, slugs: string[]): Promise<Map<string, number>> {
  if (slugs.length === 0) return new Map();
  const rows = await db
    .select({ id: guideTags.id, slug: guideTags.slug })
    .from(guideTags)
    .where(inArray(guideTags.slug, slugs));
  return new Map(rows.map((row) => [row.slug, row.id]));
}

export async function saveGuideArticle(
  db: Executor,
  values: { entryId: number; categoryId: number; featured: boolean; position: number; tagIds: number[] },
): Promise<void> {
  const place = { categoryId: values.categoryId, featured: values.featured, position: values.position };
  await db
    .insert(guideArticles)
    .values({ entryId: values.entryId, ...place })
    .onConflictDoUpdate({ target: guideArticles.entryId, set: place });
  await db.delete(guideArticleTags).where(eq(guideArticleTags.entryId, values.entryId));
  if (values.tagIds.length > 0) {
    await db.insert(guideArticleTags).values(values.tagIds.map((tagId) => ({ entryId: values.entryId, tagId })));
  }
}

export async function guideIsEmpty(db: Executor): Promise<boolean> {
  const rows = await db.select({ id: guideCategories.id }).from(guideCategories).limit(1);
  return rows.length === 0;
}
