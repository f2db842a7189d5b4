// The operators' content API: entries of every kind, their translations, versions, status, secret preview links,
// images (responsive webp sizes) and embeds of releases and artists; and the public preview a link opens.
import {
  ACCOUNT_MODEL_TYPES,
  OLD_BANNER_COLOURS,
  PERSON_COMPANY_TYPES,
  PLAN_NAMES,
  SUPPORTED_LANGUAGES,
  USER_FEATURE_FLAGS,
} from '@otodoke/domain';
import { z } from 'zod';
import { contentDocumentSchema } from './artist-guide.ts';
import { idParamSchema, idSchema, languageSchema, okSchema, pageOf } from './common.ts';
import { defineEndpoint } from './endpoint.ts';
import { multiline } from './text-guard.ts';

const ADMIN = { kind: 'admin' } as const;
const TAGS = ['admin', 'content'];

export const CONTENT_KINDS = ['guide_article', 'news', 'popup', 'alert', 'page'] as const;
export const CONTENT_STATUSES = ['draft', 'scheduled', 'published', 'archived'] as const;
/** Longest title and summary of a translation, in characters. */
export const CONTENT_TITLE_MAX_LENGTH = 200;
export const CONTENT_SUMMARY_MAX_LENGTH = 1000;
/** The widths an image is kept at (never wider than the original; the original's width when it is narrower). */
export const CONTENT_IMAGE_WIDTHS = [480, 960, 1600] as const;
/** Where a content image's size is served (public, cached for a year: a new image gets a new id). */
export const CONTENT_IMAGE_PATH = '/media/content/{id}/{width}.webp';
/** Where a secret preview link opens in the web app; the API reads it at `getContentPreview`. */
export const CONTENT_PREVIEW_WEB_PATH = '/preview/content/{token}';

export function contentImageUrl(id: number, width: number): string {
  return `/media/content/${id}/${width}.webp`;
}

export const contentKindSchema = z.enum(CONTENT_KINDS);
export const contentStatusSchema = z.enum(CONTENT_STATUSES);

/** An instant on the wire: ISO 8601 with a time zone (what `toISOString()` writes). */
const instantSchema = z.iso.datetime({ offset: true });

/** The text of an entry in one language as the editor sends it. */
export const contentTranslationInputSchema = z.object({
  title: z.string().trim().min(1).max(CONTENT_TITLE_MAX_LENGTH),
  summary: multiline(z.string().trim().max(CONTENT_SUMMARY_MAX_LENGTH)).default(''),
  /**
   * A ProseMirror (Tiptap) document. Nodes: paragraph, heading (level 2-4), bulletList, orderedList, listItem,
   * blockquote, codeBlock, horizontalRule, hardBreak, text (marks bold, italic, underline, strike, code, link{href}),
   * image {src, alt (required), width, height, imageId, widths} (src: `contentImageUrl(id, largest width)`,
   * widths: the variants' widths, from `createContentImage`), embed {kind:
   * 'release'|'artist', id}. An image without alt text is refused (400, details.fields.body_{lang}, details.nodes).
   */
  body: contentDocumentSchema,
});

export const contentTranslationsInputSchema = z.object({
  ja: contentTranslationInputSchema.optional(),
  en: contentTranslationInputSchema.optional(),
});

/** A guide article's place: its category, tags, whether the guide's front page features it, and its position. */
export const contentGuideFieldsSchema = z.object({
  category_id: idSchema,
  tag_ids: z.array(idSchema).max(50).default([]),
  featured: z.boolean().default(false),
  position: z.number().int().min(0).max(100_000).default(0),
});

/** Who a popup or one-time alert is for (an empty list: everyone), how often it shows, its button and its end. */
export const contentNoticeFieldsSchema = z.object({
  display: z.enum(['once', 'until_read']).default('once'),
  person_company_types: z.array(z.enum(PERSON_COMPANY_TYPES)).default([]),
  account_model_types: z.array(z.enum(ACCOUNT_MODEL_TYPES)).default([]),
  plans: z.array(z.enum(PLAN_NAMES)).default([]),
  feature_flag: z.enum(USER_FEATURE_FLAGS).nullable().default(null),
  /** A path of the service ("/…") or an https address; null: no button. */
  cta_url: z.string().trim().max(500).nullable().default(null),
  ends_at: instantSchema.nullable().default(null),
  /** A one-time alert's banner colour (null or absent on an alert: white); a popup has none (given: 400). */
  banner_colour: z.enum(OLD_BANNER_COLOURS).nullable().default(null),
});

export const contentTranslationSchema = z.object({
  title: z.string(),
  summary: z.string(),
  body: contentDocumentSchema,
  updated_at: z.string(),
});

/** What an embed shows: the server fills these before rendering (`renderContentHtml`'s `embeds`). */
export const contentEmbedFactsSchema = z
  .object({
    kind: z.enum(['release', 'artist']),
    id: z.number().int(),
    title: z.string(),
    /** The release's artists; empty for an artist. */
    artist: z.string(),
    cover_url: z.string().nullable(),
    /** The public page it links to; null when there is none (the card is not a link). */
    link_path: z.string().nullable(),
  })
  .meta({ id: 'ContentEmbedFacts' });

export const contentChoiceSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name_ja: z.string(),
  name_en: z.string(),
});

export const contentEntrySchema = z
  .object({
    id: z.number().int(),
    kind: contentKindSchema,
    status: contentStatusSchema,
    publish_at: z.string().nullable(),
    created_at: z.string(),
    /** Send it back with a save: a save over a newer one is refused (409 CONTENT_STALE). */
    updated_at: z.string(),
    updated_by_name: z.string().nullable(),
    translations: z.object({ ja: contentTranslationSchema.optional(), en: contentTranslationSchema.optional() }),
    /** For guide articles; null for other kinds. */
    guide: contentGuideFieldsSchema.nullable(),
    /** For popups and alerts; null for other kinds. */
    notice: contentNoticeFieldsSchema.nullable(),
    /** The guide's categories and tags to choose from (empty for other kinds). */
    choices: z.object({ categories: z.array(contentChoiceSchema), tags: z.array(contentChoiceSchema) }),
    /** The facts of the releases and artists the bodies embed, for the editor's preview. */
    embeds: z.array(contentEmbedFactsSchema),
    has_preview_link: z.boolean(),
  })
  .meta({ id: 'ContentEntry' });

export const contentEntryRowSchema = z
  .object({
    id: z.number().int(),
    kind: contentKindSchema,
    status: contentStatusSchema,
    publish_at: z.string().nullable(),
    titles: z.object({ ja: z.string().nullable(), en: z.string().nullable() }),
    updated_at: z.string(),
    updated_by_name: z.string().nullable(),
  })
  .meta({ id: 'ContentEntryRow' });

export const CONTENT_ENTRY_SORTS = ['updated_desc', 'updated_asc', 'publish_desc', 'publish_asc', 'id_desc'] as const;

export const listContentEntries = defineEndpoint({
  method: 'GET',
  path: '/admin/api/v2/content/entries',
  summary: 'Content entries of every kind, filtered and searched by title, most recently updated first',
  tags: TAGS,
  access: ADMIN,
  query: z.object({
    kind: contentKindSchema.optional(),
    status: contentStatusSchema.optional(),
    q: z.string().trim().max(100).optional(),
    sort: z.enum(CONTENT_ENTRY_SORTS).default('updated_desc'),
    page: z.coerce.number().int().min(1).default(1),
    limit: z.coerce.number().int().min(1).max(100).default(20),
  }),
  response: pageOf(contentEntryRowSchema),
});

export const getContentEntry = defineEndpoint({
  method: 'GET',
  path: '/admin/api/v2/content/entries/{id}',
  summary: 'One entry with its translations and the fields of its kind',
  tags: TAGS,
  access: ADMIN,
  params: z.object({ id: idParamSchema }),
  response: contentEntrySchema,
});

export const createContentEntry = defineEndpoint({
  method: 'POST',
  path: '/admin/api/v2/content/entries',
  summary: 'Create an entry as a draft with its first translation(s) (guide: `guide` is required)',
  tags: TAGS,
  access: ADMIN,
  body: z.object({
    kind: contentKindSchema,
    translations: contentTranslationsInputSchema,
    guide: contentGuideFieldsSchema.optional(),
    notice: contentNoticeFieldsSchema.optional(),
  }),
  response: contentEntrySchema,
  successStatus: 201,
});

export const saveContentEntry = defineEndpoint({
  method: 'PUT',
  path: '/admin/api/v2/content/entries/{id}',
  summary: 'Save the translations given (others kept) and the fields of its kind in one transaction; each a version',
  tags: TAGS,
  access: ADMIN,
  params: z.object({ id: idParamSchema }),
  body: z.object({
    /** The entry's `updated_at` as loaded: refused with 409 CONTENT_STALE when someone saved since. */
    updated_at: z.string().min(1).max(40),
    translations: contentTranslationsInputSchema.default({}),
    guide: contentGuideFieldsSchema.optional(),
    notice: contentNoticeFieldsSchema.optional(),
  }),
  response: contentEntrySchema,
});

export const deleteContentTranslation = defineEndpoint({
  method: 'DELETE',
  path: '/admin/api/v2/content/entries/{id}/translations/{language}',
  summary: 'Remove one language of an entry (an entry keeps one at least: 409 CONTENT_LAST_TRANSLATION)',
  tags: TAGS,
  access: ADMIN,
  params: z.object({ id: idParamSchema, language: languageSchema }),
  query: z.object({ updated_at: z.string().min(1).max(40).optional() }),
  response: contentEntrySchema,
});

export const CONTENT_STATUS_ACTIONS = ['publish', 'schedule', 'draft', 'archive'] as const;

export const setContentEntryStatus = defineEndpoint({
  method: 'POST',
  path: '/admin/api/v2/content/entries/{id}/status',
  summary: 'Publish now, schedule (publish_at in the future), take back to draft, or archive',
  tags: TAGS,
  access: ADMIN,
  params: z.object({ id: idParamSchema }),
  body: z.object({
    action: z.enum(CONTENT_STATUS_ACTIONS),
    /** Required for `schedule` (in the future); ignored otherwise. */
    publish_at: instantSchema.optional(),
    updated_at: z.string().min(1).max(40).optional(),
  }),
  response: contentEntrySchema,
});

export const contentVersionRowSchema = z
  .object({
    id: z.number().int(),
    language: languageSchema,
    title: z.string(),
    created_at: z.string(),
    created_by_name: z.string().nullable(),
  })
  .meta({ id: 'ContentVersionRow' });

export const contentVersionSchema = contentVersionRowSchema
  .extend({ entry_id: z.number().int(), summary: z.string(), body: contentDocumentSchema })
  .meta({ id: 'ContentVersion' });

export const listContentVersions = defineEndpoint({
  method: 'GET',
  path: '/admin/api/v2/content/entries/{id}/versions',
  summary: "An entry's saved versions in one language (or both), newest first",
  tags: TAGS,
  access: ADMIN,
  params: z.object({ id: idParamSchema }),
  query: z.object({
    language: languageSchema.optional(),
    page: z.coerce.number().int().min(1).default(1),
    limit: z.coerce.number().int().min(1).max(100).default(20),
  }),
  response: pageOf(contentVersionRowSchema),
});

export const getContentVersion = defineEndpoint({
  method: 'GET',
  path: '/admin/api/v2/content/versions/{id}',
  summary: 'One saved version with its text',
  tags: TAGS,
  access: ADMIN,
  params: z.object({ id: idParamSchema }),
  response: contentVersionSchema,
});

export const restoreContentVersion = defineEndpoint({
  method: 'POST',
  path: '/admin/api/v2/content/versions/{id}/restore',
  summary: "Save a version's text again as its language's current text (a new version; history is never deleted)",
  tags: TAGS,
  access: ADMIN,
  params: z.object({ id: idParamSchema }),
  body: z.object({ updated_at: z.string().min(1).max(40).optional() }),
  response: contentEntrySchema,
});

export const createContentPreviewLink = defineEndpoint({
  method: 'POST',
  path: '/admin/api/v2/content/entries/{id}/preview-link',
  summary: 'Make a secret preview link (replacing any earlier one); the address is shown this once only',
  tags: TAGS,
  access: ADMIN,
  params: z.object({ id: idParamSchema }),
  response: z.object({ token: z.string(), path: z.string(), url: z.string() }),
  successStatus: 201,
});

export const revokeContentPreviewLink = defineEndpoint({
  method: 'DELETE',
  path: '/admin/api/v2/content/entries/{id}/preview-link',
  summary: "Revoke the entry's preview link",
  tags: TAGS,
  access: ADMIN,
  params: z.object({ id: idParamSchema }),
  response: okSchema,
});

export const contentPreviewSchema = z
  .object({
    id: z.number().int(),
    kind: contentKindSchema,
    status: contentStatusSchema,
    publish_at: z.string().nullable(),
    translations: z.object(
      Object.fromEntries(
        SUPPORTED_LANGUAGES.map((language) => [
          language,
          z.object({ title: z.string(), summary: z.string(), html: z.string() }).optional(),
        ]),
      ) as Record<
        (typeof SUPPORTED_LANGUAGES)[number],
        z.ZodOptional<z.ZodObject<{ title: z.ZodString; summary: z.ZodString; html: z.ZodString }>>
      >,
    ),
  })
  .meta({ id: 'ContentPreview' });

export const getContentPreview = defineEndpoint({
  method: 'GET',
  path: '/api/v2/content/preview/{token}',
  summary: 'An entry as a secret preview link shows it, whatever its status (X-Robots-Tag: noindex)',
  tags: ['content'],
  access: { kind: 'public' },
  params: z.object({ token: z.string().min(1).max(100) }),
  response: contentPreviewSchema,
});

export const contentImageSchema = z
  .object({
    id: z.number().int(),
    width: z.number().int(),
    height: z.number().int(),
    /** Smallest first; put the last one's url in the image node's `src`, the id in `imageId`. */
    variants: z.array(z.object({ width: z.number().int(), height: z.number().int(), url: z.string() })),
  })
  .meta({ id: 'ContentImage' });

export const createContentImage = defineEndpoint({
  method: 'POST',
  path: '/admin/api/v2/content/images',
  summary:
    "Make a content image (webp sizes) of an accepted image upload the operator sent (createUpload, kind 'image')",
  tags: TAGS,
  access: ADMIN,
  body: z.object({ upload_id: idSchema }),
  response: contentImageSchema,
  successStatus: 201,
});

export const searchContentEmbeds = defineEndpoint({
  method: 'GET',
  path: '/admin/api/v2/content/embed-search',
  summary: 'Releases on sale or delivered, and public artists, to embed in a body',
  tags: TAGS,
  access: ADMIN,
  query: z.object({
    q: z.string().trim().min(1).max(100),
    kind: z.enum(['release', 'artist']).optional(),
    limit: z.coerce.number().int().min(1).max(50).default(20),
  }),
  response: z.object({ items: z.array(contentEmbedFactsSchema) }),
});
