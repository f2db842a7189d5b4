// Content: operators' entries (guide articles, news, popups, one-time alerts and pages), their images,
// who saw a popup or alert, and the curated playlists. Owner: features/content (popups and alerts in its notices/,
// playlists in its playlists/).
// Tables: content_entries, content_translations, content_versions, content_search_grams, guide_categories,
//   guide_tags, guide_articles, guide_article_tags, content_images, content_notice_settings, content_notice_views,
//   curated_playlists, curated_playlist_items.
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
import { releases } from './catalogue.ts';
import { createdAt, updatedAt } from './columns.ts';
import { accounts, individuals } from './identity.ts';
import { uploads } from './uploads.ts';

/** `page`: a page of its own (`/contents/{id}`, `/jobs`, `/10th-anniversary`). */
export type ContentKind = 'guide_article' | 'news' | 'popup' | 'alert' | 'page';
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
    /** SHA-256 (hex) of the secret preview link's token; null: no preview link (a new one replaces the old). */
    previewTokenHash: text('preview_token_hash').unique(),
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

/** One size of a content image, made when the image was added (webp). */
export type ContentImageVariant = { width: number; height: number; storageKey: string; bytes: number };

/** An image operators put into content, uploaded through the upload endpoint, with its responsive sizes. */
export const contentImages = pgTable('content_images', {
  id: serial('id').primaryKey(),
  uploadId: integer('upload_id')
    .notNull()
    .references(() => uploads.id, { onDelete: 'restrict' }),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  /** Smallest first; the last is the largest kept (never wider than the original). */
  variants: jsonb('variants').$type<ContentImageVariant[]>().notNull(),
  createdBy: integer('created_by').references(() => individuals.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

/** Who a popup or one-time alert is for, how often it shows, and its button. An empty list means everyone. */
export const contentNoticeSettings = pgTable('content_notice_settings', {
  entryId: integer('entry_id')
    .primaryKey()
    .references(() => contentEntries.id, { onDelete: 'cascade' }),
  /** `once`: shown a single time; `until_read`: shown at each visit until read (closed, its button, or read). */
  display: text('display').$type<'once' | 'until_read'>().notNull().default('once'),
  personCompanyTypes: jsonb('person_company_types').$type<Array<'person' | 'company'>>().notNull().default([]),
  accountModelTypes: jsonb('account_model_types').$type<Array<'VD' | 'LS' | 'OEM'>>().notNull().default([]),
  plans: jsonb('plans').$type<string[]>().notNull().default([]),
  /** A feature flag (domain USER_FEATURE_FLAGS) the account must have on; null: no flag needed. */
  featureFlag: text('feature_flag'),
  /** Where the button leads (a path of the service or an https address); null: no button. */
  ctaUrl: text('cta_url'),
  /** A one-time alert's banner colour (spec: old banner colour white, black); null for a popup. */
  bannerColour: text('banner_colour').$type<'white' | 'black'>(),
  /** After this, it shows to nobody; null: until archived. */
  endsAt: timestamp('ends_at', { withTimezone: true }),
});

/** That an account was shown a popup or alert, and whether and how it was read (team members share it). */
export const contentNoticeViews = pgTable(
  'content_notice_views',
  {
    entryId: integer('entry_id')
      .notNull()
      .references(() => contentEntries.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    shownAt: timestamp('shown_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
    /** The one-time alert's part that was clicked (spec: close, cta); null for a popup read another way. */
    clickedPart: text('clicked_part').$type<'close' | 'cta'>(),
  },
  (t) => [primaryKey({ columns: [t.entryId, t.accountId] }), index('content_notice_views_account_idx').on(t.accountId)],
);

/** The service's playlists as operators curate them (`/tcj_playlists`). */
export const curatedPlaylists = pgTable(
  'curated_playlists',
  {
    id: serial('id').primaryKey(),
    status: text('status').$type<'draft' | 'published'>().notNull().default('draft'),
    /** What the list is (spec: highlight category): a playlist of the staff's picks, or a chart of the service's. */
    category: text('category').$type<'playlist' | 'chart'>().notNull().default('playlist'),
    position: integer('position').notNull().default(0),
    titleJa: text('title_ja').notNull(),
    titleEn: text('title_en').notNull().default(''),
    descriptionJa: text('description_ja').notNull().default(''),
    descriptionEn: text('description_en').notNull().default(''),
    /** The playlist on stores (https addresses), shown as links. */
    spotifyUrl: text('spotify_url'),
    appleMusicUrl: text('apple_music_url'),
    youtubeUrl: text('youtube_url'),
    coverImageId: integer('cover_image_id').references(() => contentImages.id, { onDelete: 'set null' }),
    createdBy: integer('created_by').references(() => individuals.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('curated_playlists_status_idx').on(t.status, t.position)],
);

/** The releases of a curated playlist, in order (only releases on sale are shown). */
export const curatedPlaylistItems = pgTable(
  'curated_playlist_items',
  {
    playlistId: integer('playlist_id')
      .notNull()
      .references(() => curatedPlaylists.id, { onDelete: 'cascade' }),
    releaseId: integer('release_id')
      .notNull()
      .references(() => releases.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.playlistId, t.releaseId] })],
);
