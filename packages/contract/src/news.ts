// The public news (spec: GET /api/v2/feeds/news) and the content pages (/contents/{id}, /jobs, /10th-anniversary):
// published entries only, in the asked language or, when an entry has only the other one, in that one (said so).
import { z } from 'zod';
import { contentDocumentSchema } from './artist-guide.ts';
import { idParamSchema, languageSchema, pageOf, pageQuerySchema } from './common.ts';
import { defineEndpoint } from './endpoint.ts';

const PUBLIC = { kind: 'public' } as const;

/** A page entry's stable name (`jobs`, `10th-anniversary`), or its id. */
export const CONTENT_PAGE_KEY_PATTERN = /^[a-z0-9][a-z0-9-]{0,63}$/;

/** The language the texts are in, the one asked for (they differ when the entry lacks it), and the ones it has. */
const languageFields = {
  language: languageSchema,
  requested_language: languageSchema,
  /** True when the texts are in the other language because the entry has none in the asked one. */
  is_fallback: z.boolean(),
};

export const newsSummarySchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    summary: z.string(),
    ...languageFields,
    published_at: z.string(),
  })
  .meta({ id: 'NewsSummary' });

const newsNeighbourSchema = z.object({ id: z.number().int(), title: z.string() }).nullable();

export const newsArticleSchema = newsSummarySchema
  .extend({
    body: contentDocumentSchema,
    available_languages: z.array(languageSchema),
    updated_at: z.string(),
    /** The next older item and the next newer one (the list shows the newest first). */
    older: newsNeighbourSchema,
    newer: newsNeighbourSchema,
  })
  .meta({ id: 'NewsArticle' });

export const contentPageSchema = z
  .object({
    id: z.number().int(),
    /** The page's own address when it has one (`jobs` → /jobs); null: only /contents/{id}. */
    slug: z.string().nullable(),
    title: z.string(),
    summary: z.string(),
    ...languageFields,
    body: contentDocumentSchema,
    available_languages: z.array(languageSchema),
    published_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'ContentPage' });

export const listNews = defineEndpoint({
  method: 'GET',
  path: '/api/v2/feeds/news',
  summary: 'Published news, newest first, in the asked language (or the other one, said so)',
  tags: ['news'],
  access: PUBLIC,
  query: pageQuerySchema,
  response: pageOf(newsSummarySchema),
});

export const getNews = defineEndpoint({
  method: 'GET',
  path: '/api/v2/feeds/news/{id}',
  summary: 'One published news item with its body and the items before and after it',
  tags: ['news'],
  access: PUBLIC,
  params: z.object({ id: idParamSchema }),
  response: newsArticleSchema,
});

export const getContentPage = defineEndpoint({
  method: 'GET',
  path: '/api/v2/contents/{key}',
  summary: 'One published page, by id or by its stable name (jobs, 10th-anniversary)',
  tags: ['news'],
  access: PUBLIC,
  params: z.object({ key: z.string().regex(CONTENT_PAGE_KEY_PATTERN) }),
  response: contentPageSchema,
});
