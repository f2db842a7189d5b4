// SQL of the operators' content tools: the list of entries, one entry with its kind's fields, the entry locked for a
// save (optimistic concurrency), translations removed, notice settings, versions with who wrote them, preview tokens
// and content images. Writes of translations go through content.service.ts.
import type { Language } from '@otodoke/domain';
import { type AnyColumn, and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/client.ts';
import {
  type ContentImageVariant,
  type ContentKind,
  type ContentStatus,
  contentEntries,
  contentImages,
  contentNoticeSettings,
  contentSearchGrams,
  contentTranslations,
  contentVersions,
  guideArticles,
  guideArticleTags,
  guideCategories,
  guideTags,
} from '../../../platform/db/schema.ts';

/** The name of an individual by id, as a scalar subquery (the accounts feature's `individualNameSql`). */
export type NameSql = (individualId: SQL | AnyColumn) => SQL<string | null>;

export type EntrySort = 'updated_desc' | 'updated_asc' | 'publish_desc' | 'publish_asc' | 'id_desc';

const ORDER: Record<EntrySort, SQL[]> = {
  updated_desc: [sql`${contentEntries.updatedAt} desc`, sql`${contentEntries.id} desc`],
  updated_asc: [sql`${contentEntries.updatedAt} asc`, sql`${contentEntries.id} asc`],
  publish_desc: [sql`${contentEntries.publishAt} desc nulls last`, sql`${contentEntries.id} desc`],
  publish_asc: [sql`${contentEntries.publishAt} asc nulls last`, sql`${contentEntries.id} asc`],
  id_desc: [sql`${contentEntries.id} desc`],
};

/** `value` as an ILIKE pattern matching it anywhere, its own % and _ taken literally. */
function containsPattern(value: string): string {
  return `%${value.replaceAll(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

const titleIn = (language: Language) =>
  sql<string | null>`(select t.title from content_translations t
    where t.entry_id = ${contentEntries.id} and t.language = ${language})`;

export async function listEntries(
  db: Executor,
  query: { kind?: ContentKind; status?: ContentStatus; q?: string; sort: EntrySort; page: number; limit: number },
  nameSql: NameSql,
) {
  const where = and(
    query.kind ? eq(contentEntries.kind, query.kind) : undefined,
    query.status ? eq(contentEntries.status, query.status) : undefined,
    query.q
      ? sql`exists (select 1 from content_translations t
          where t.entry_id = ${contentEntries.id} and t.title ilike ${containsPattern(query.q)})`
      : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: contentEntries.id,
        kind: contentEntries.kind,
        status: contentEntries.status,
        publishAt: contentEntries.publishAt,
        updatedAt: contentEntries.updatedAt,
        titleJa: titleIn('ja'),
        titleEn: titleIn('en'),
        updatedByName: nameSql(contentEntries.updatedBy),
      })
      .from(contentEntries)
      .where(where)
      .orderBy(...ORDER[query.sort])
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ n: count() }).from(contentEntries).where(where),
  ]);
  return { rows, total: Number(counted?.n ?? 0) };
}

export type EntryRow = typeof contentEntries.$inferSelect;

export async function findEntry(db: Executor, id: number, nameSql: NameSql) {
  const [row] = await db
    .select({ entry: contentEntries, updatedByName: nameSql(contentEntries.updatedBy) })
    .from(contentEntries)
    .where(eq(contentEntries.id, id));
  return row ?? null;
}

/** Locks the entry for the rest of the transaction (two saves of one entry queue up); null when there is none. */
export async function lockEntry(tx: Executor, id: number): Promise<EntryRow | null> {
  const [row] = await tx.select().from(contentEntries).where(eq(contentEntries.id, id)).for('update');
  return row ?? null;
}

/**
 * Marks the entry saved by `by`: its `updated_at` moves on by a millisecond at least, so the time a client loaded
 * (millisecond precision on the wire) always differs from the one after any later save.
 */
export async function touchEntry(
  tx: Executor,
  id: number,
  by: number | null,
  state?: { status: ContentStatus; publishAt: Date | null },
): Promise<void> {
  await tx
    .update(contentEntries)
    .set({
      ...(state ?? {}),
      updatedBy: by,
      updatedAt: sql`greatest(now(), ${contentEntries.updatedAt} + interval '1 millisecond')`,
    })
    .where(eq(contentEntries.id, id));
}

export function translationsOf(db: Executor, entryId: number) {
  return db
    .select({
      language: contentTranslations.language,
      title: contentTranslations.title,
      summary: contentTranslations.summary,
      body: contentTranslations.body,
      updatedAt: contentTranslations.updatedAt,
    })
    .from(contentTranslations)
    .where(eq(contentTranslations.entryId, entryId))
    .orderBy(asc(contentTranslations.language));
}

/** Removes one language of an entry with its search index (its versions stay). */
export async function deleteTranslation(tx: Executor, entryId: number, language: Language): Promise<boolean> {
  const removed = await tx
    .delete(contentTranslations)
    .where(and(eq(contentTranslations.entryId, entryId), eq(contentTranslations.language, language)))
    .returning({ language: contentTranslations.language });
  await tx
    .delete(contentSearchGrams)
    .where(and(eq(contentSearchGrams.entryId, entryId), eq(contentSearchGrams.language, language)));
  return removed.length > 0;
}

export async function guideFieldsOf(db: Executor, entryId: number) {
  const [place] = await db.select().from(guideArticles).where(eq(guideArticles.entryId, entryId));
  if (!place) return null;
  const tags = await db
    .select({ tagId: guideArticleTags.tagId })
    .from(guideArticleTags)
    .where(eq(guideArticleTags.entryId, entryId))
    .orderBy(asc(guideArticleTags.tagId));
  return { ...place, tagIds: tags.map((tag) => tag.tagId) };
}

export async function guideChoices(db: Executor) {
  const [categories, tags] = await Promise.all([
    db
      .select({
        id: guideCategories.id,
        slug: guideCategories.slug,
        nameJa: guideCategories.nameJa,
        nameEn: guideCategories.nameEn,
      })
      .from(guideCategories)
      .orderBy(asc(guideCategories.position), asc(guideCategories.id)),
    db
      .select({ id: guideTags.id, slug: guideTags.slug, nameJa: guideTags.nameJa, nameEn: guideTags.nameEn })
      .from(guideTags)
      .orderBy(asc(guideTags.slug)),
  ]);
  return { categories, tags };
}

/** Which of the ids are guide categories and tags (a save naming others is refused). */
export async function existingGuideIds(db: Executor, categoryId: number, tagIds: number[]) {
  const [category] = await db
    .select({ id: guideCategories.id })
    .from(guideCategories)
    .where(eq(guideCategories.id, categoryId));
  const tags =
    tagIds.length === 0
      ? []
      : await db.select({ id: guideTags.id }).from(guideTags).where(inArray(guideTags.id, tagIds));
  return { category: Boolean(category), tagIds: new Set(tags.map((tag) => tag.id)) };
}

export type NoticeSettingsRow = typeof contentNoticeSettings.$inferSelect;

export async function noticeSettingsOf(db: Executor, entryId: number): Promise<NoticeSettingsRow | null> {
  const [row] = await db.select().from(contentNoticeSettings).where(eq(contentNoticeSettings.entryId, entryId));
  return row ?? null;
}

export async function saveNoticeSettings(tx: Executor, values: NoticeSettingsRow): Promise<void> {
  const { entryId, ...settings } = values;
  await tx
    .insert(contentNoticeSettings)
    .values(values)
    .onConflictDoUpdate({ target: contentNoticeSettings.entryId, set: settings });
}

export async function listVersions(
  db: Executor,
  entryId: number,
  query: { language?: Language; page: number; limit: number },
  nameSql: NameSql,
) {
  const where = and(
    eq(contentVersions.entryId, entryId),
    query.language ? eq(contentVersions.language, query.language) : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: contentVersions.id,
        language: contentVersions.language,
        title: contentVersions.title,
        createdAt: contentVersions.createdAt,
        createdByName: nameSql(contentVersions.createdBy),
      })
      .from(contentVersions)
      .where(where)
      .orderBy(desc(contentVersions.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ n: count() }).from(contentVersions).where(where),
  ]);
  return { rows, total: Number(counted?.n ?? 0) };
}

export async function findVersion(db: Executor, id: number, nameSql: NameSql) {
  const [row] = await db
    .select({ version: contentVersions, createdByName: nameSql(contentVersions.createdBy) })
    .from(contentVersions)
    .where(eq(contentVersions.id, id));
  return row ?? null;
}

/** Sets (a hash) or clears (null) the entry's preview token; false when there is no such entry. */
export async function setPreviewTokenHash(db: Executor, id: number, hash: string | null): Promise<boolean> {
  const rows = await db
    .update(contentEntries)
    .set({ previewTokenHash: hash })
    .where(eq(contentEntries.id, id))
    .returning({ id: contentEntries.id });
  return rows.length > 0;
}

export async function findEntryByPreviewHash(db: Executor, hash: string): Promise<EntryRow | null> {
  const [row] = await db.select().from(contentEntries).where(eq(contentEntries.previewTokenHash, hash));
  return row ?? null;
}

export async function insertImage(
  db: Executor,
  values: { uploadId: number; width: number; height: number; variants: ContentImageVariant[]; by: number },
) {
  const [row] = await db
    .insert(contentImages)
    .values({
      uploadId: values.uploadId,
      width: values.width,
      height: values.height,
      variants: values.variants,
      createdBy: values.by,
    })
    .returning();
  return row!;
}

export async function findImage(db: Executor, id: number) {
  const [row] = await db.select().from(contentImages).where(eq(contentImages.id, id));
  return row ?? null;
}

/** The images of the ids (the variants of the images a body shows). */
export async function imagesById(db: Executor, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(contentImages)
    .where(inArray(contentImages.id, [...new Set(ids)]));
}
