// Content: operators' entries (guide articles now; news, popups, alerts, page blocks later). Owner: features/content.
// Tables: content_entries, content_translations, content_versions, content_search_grams, guide_categories,
//   guide_tags, guide_articles, guide_article_tags.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';
import { individuals } from './identity.ts';

export type ContentKind = 'guide_article' | 'news' | 'popup' | 'alert' | 'page_block';
export type ContentStatus = 'draft' | 'scheduled' | 'published' | 'archived';
export type ContentLanguage = 'ja' | 'en';

/** A ProseMirror (Tiptap) document as stored: `{ type: 'doc', content: [...] }` (features/content/document.ts). */
export type StoredDocument = { type: 'doc'; content?: unknown[] };

/** One piece of content of any kind; its texts are per language in content_translations. */
export const contentEntries = pgTable(
  'content_entries',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').$type<ContentKind>().notNull(),
    /** A stable name (the starter guide finds its own entries by it); null for operators' entries. */
    slug: text('slug').unique(),
    status: text('status').$type<ContentStatus>().notNull().default('draft'),
    /** When a scheduled or published entry is (or became) visible: the public reads compare it with now. */
    publishAt: timestamp('publish_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => individuals.id, { onDelete: 'set null' }),
    updatedBy: integer('updated_by').references(() => individuals.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('content_entries_kind_idx').on(t.kind, t.status, t.publishAt),
    check(
      'content_entries_publish_at_check',
      sql`${t.status} not in ('scheduled', 'published') or ${t.publishAt} is not null`,
    ),
  ],
);

/** The entry's text in one language (an entry may exist in one language only). */
export const contentTranslations = pgTable(
  'content_translations',
  {
    entryId: integer('entry_id')
      .notNull()
      .references(() => contentEntries.id, { onDelete: 'cascade' }),
    language: text('language').$type<ContentLanguage>().notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    body: jsonb('body').$type<StoredDocument>().notNull(),
    /** The body as plain text, blocks separated by new lines (excerpts, reading time). */
    bodyText: text('body_text').notNull().default(''),
    /** Title, summary and body normalised for search (search-text.ts), fields separated by U+0001. */
    searchText: text('search_text').notNull().default(''),
    readingMinutes: smallint('reading_minutes').notNull().default(1),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.entryId, t.language] })],
);

/** Every save of a translation, for history and restore. */
export const contentVersions = pgTable(
  'content_versions',
  {
    id: serial('id').primaryKey(),
    entryId: integer('entry_id')
      .notNull()
      .references(() => contentEntries.id, { onDelete: 'cascade' }),
    language: text('language').$type<ContentLanguage>().notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    body: jsonb('body').$type<StoredDocument>().notNull(),
    createdBy: integer('created_by').references(() => individuals.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('content_versions_entry_idx').on(t.entryId, t.language, t.id)],
);

/** The bigram index of each translation, per field, written in the transaction of each save. */
export const contentSearchGrams = pgTable(
  'content_search_grams',
  {
    gram: text('gram').notNull(),
    entryId: integer('entry_id')
      .notNull()
      .references(() => contentEntries.id, { onDelete: 'cascade' }),
    language: text('language').$type<ContentLanguage>().notNull(),
    titleCount: smallint('title_count').notNull().default(0),
    summaryCount: smallint('summary_count').notNull().default(0),
    bodyCount: integer('body_count').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.gram, t.entryId, t.language] }),
    index('content_search_grams_entry_idx').on(t.entryId, t.language),
  ],
);

export const guideCategories = pgTable('guide_categories', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  position: integer('position').notNull().default(0),
  nameJa: text('name_ja').notNull(),
  nameEn: text('name_en').notNull(),
  descriptionJa: text('description_ja').notNull().default(''),
  descriptionEn: text('description_en').notNull().default(''),
  createdAt: createdAt(),
});

export const guideTags = pgTable('guide_tags', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  nameJa: text('name_ja').notNull(),
  nameEn: text('name_en').notNull(),
});

/** What a guide article adds to its entry: its category, place in it, and whether the guide's front page features it. */
export const guideArticles = pgTable(
  'guide_articles',
  {
    entryId: integer('entry_id')
      .primaryKey()
      .references(() => contentEntries.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => guideCategories.id, { onDelete: 'restrict' }),
    featured: boolean('featured').notNull().default(false),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('guide_articles_category_idx').on(t.categoryId, t.position)],
);

export const guideArticleTags = pgTable(
  'guide_article_tags',
  {
    entryId: integer('entry_id')
      .notNull()
      .references(() => guideArticles.entryId, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => guideTags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.entryId, t.tagId] }), index('guide_article_tags_tag_idx').on(t.tagId)],
);
