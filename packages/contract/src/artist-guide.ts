// The Artist Guide's public API: categories, tags, featured articles, a category's articles, one article, and search.
import { isKeywordLongEnough, KEYWORD_MIN_LENGTH } from '@otodoke/domain';
import { z } from 'zod';
import { idParamSchema, languageSchema, pageOf, pageQuerySchema } from './common.ts';
import { defineEndpoint } from './endpoint.ts';

/** Longest search query, in characters. */
export const GUIDE_QUERY_MAX_LENGTH = 100;

const PUBLIC = { kind: 'public' } as const;

/** Which language the texts are in, and which the request asked for (they differ when the entry has only the other). */
const languageFields = { language: languageSchema, requested_language: languageSchema };

export const guideCategorySchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    position: z.number().int(),
    name: z.string(),
    description: z.string(),
    /** Published articles in it. */
    article_count: z.number().int(),
  })
  .meta({ id: 'GuideCategory' });

export const guideTagSchema = z
  .object({ id: z.number().int(), slug: z.string(), name: z.string(), article_count: z.number().int() })
  .meta({ id: 'GuideTag' });

export const guideArticleSummarySchema = z
  .object({
    id: z.number().int(),
    category_id: z.number().int(),
    title: z.string(),
    summary: z.string(),
    ...languageFields,
    featured: z.boolean(),
    reading_minutes: z.number().int(),
    published_at: z.string(),
    tags: z.array(z.object({ id: z.number().int(), name: z.string() })),
  })
  .meta({ id: 'GuideArticleSummary' });

/** A ProseMirror (Tiptap) document: `{ type: 'doc', content: [...] }`. */
export const contentDocumentSchema = z
  .object({ type: z.literal('doc'), content: z.array(z.record(z.string(), z.unknown())) })
  .meta({ id: 'ContentDocument' });

const neighbourSchema = z.object({ id: z.number().int(), title: z.string() }).nullable();

export const guideArticleSchema = guideArticleSummarySchema
  .extend({
    body: contentDocumentSchema,
    /** The languages the article is written in. */
    available_languages: z.array(languageSchema),
    category: z.object({ id: z.number().int(), name: z.string() }),
    /** Articles sharing the most tags with this one. */
    related: z.array(guideArticleSummarySchema),
    /** The articles before and after it in its category. */
    previous: neighbourSchema,
    next: neighbourSchema,
    updated_at: z.string(),
  })
  .meta({ id: 'GuideArticle' });

export const guideSearchHitSchema = guideArticleSummarySchema
  .extend({
    /** Plain text around the first match; `highlights` are ranges of it (UTF-16 offsets, end exclusive). */
    excerpt: z.object({
      text: z.string(),
      highlights: z.array(z.object({ start: z.number().int(), end: z.number().int() })),
    }),
    score: z.number(),
  })
  .meta({ id: 'GuideSearchHit' });

export const listGuideCategories = defineEndpoint({
  method: 'GET',
  path: '/api/vf/artist-guide/categories',
  summary: "The Artist Guide's categories in order, with their published article counts",
  tags: ['artist-guide'],
  access: PUBLIC,
  response: z.object({ items: z.array(guideCategorySchema) }),
});

export const listGuideTags = defineEndpoint({
  method: 'GET',
  path: '/api/vf/artist-guide/tags',
  summary: "The Artist Guide's tags that published articles carry",
  tags: ['artist-guide'],
  access: PUBLIC,
  response: z.object({ items: z.array(guideTagSchema) }),
});

export const listFeaturedGuideArticles = defineEndpoint({
  method: 'GET',
  path: '/api/vf/artist-guide/featured',
  summary: "The articles the guide's front page features",
  tags: ['artist-guide'],
  access: PUBLIC,
  response: z.object({ items: z.array(guideArticleSummarySchema) }),
});

export const listGuideCategoryArticles = defineEndpoint({
  method: 'GET',
  path: '/api/vf/artist-guide/articles/{categoryId}',
  summary: "A category's published articles in their order",
  tags: ['artist-guide'],
  access: PUBLIC,
  params: z.object({ categoryId: idParamSchema }),
  query: pageQuerySchema.extend({ tag: idParamSchema.optional() }),
  response: pageOf(guideArticleSummarySchema).extend({ category: guideCategorySchema }),
});

export const getGuideArticle = defineEndpoint({
  method: 'GET',
  path: '/api/vf/artist-guide/article/{id}',
  summary: 'One published article in the asked language (or the other one, said so), with related and neighbours',
  tags: ['artist-guide'],
  access: PUBLIC,
  params: z.object({ id: idParamSchema }),
  response: guideArticleSchema,
});

export const searchGuideArticles = defineEndpoint({
  method: 'GET',
  path: '/api/vf/artist-guide/search',
  summary: 'Search published articles (Japanese as typed: bigrams over normalised text), most relevant first',
  tags: ['artist-guide'],
  access: PUBLIC,
  query: pageQuerySchema.extend({
    q: z
      .string()
      .trim()
      .max(GUIDE_QUERY_MAX_LENGTH)
      .refine(isKeywordLongEnough, { params: { validation: 'keywordMin', n: KEYWORD_MIN_LENGTH } }),
  }),
  response: pageOf(guideSearchHitSchema).extend({ q: z.string() }),
});
