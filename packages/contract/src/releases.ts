// Releases and songs of the current account: list, summary, drafts, submission, deletion; terms acknowledgements.
import {
  ARTIST_INPUT_ROLES,
  IMMERSIVE_AUDIO_FORMATS,
  RELEASE_SORT_KEYS,
  RELEASE_STATUS_GROUPS,
  RELEASE_TERMS_SERVICES,
  RELEASE_TYPES,
  SONG_CATEGORIES,
  SORT_ORDERS,
  VARIABLE_PRICE_TYPES,
} from '@otodoke/domain';
import { z } from 'zod';
import { idParamSchema, idSchema, okSchema, pageOf } from './common.ts';
import { defineEndpoint } from './endpoint.ts';
import { multiline } from './text-guard.ts';
import { uploadSchema } from './uploads.ts';

const READ = { kind: 'account', permission: { id: 1000, level: 'readonly' } } as const;
const EDIT = { kind: 'account', permission: { id: 1000, level: 'editable' } } as const;

export const releaseTypeSchema = z.enum(RELEASE_TYPES);
export const releaseSortKeySchema = z.enum(RELEASE_SORT_KEYS);
export const releaseStatusGroupSchema = z.enum(RELEASE_STATUS_GROUPS);

export const songAuthorSchema = z.object({
  is_lyricist: z.boolean(),
  is_composer: z.boolean(),
  real_name: z.string().trim().max(100),
  pen_name: z.string().trim().max(100).default(''),
  is_foreign: z.boolean().default(false),
  show_on_artist_page: z.boolean().default(false),
});

export const songArtistInputSchema = z.object({
  artist_id: idSchema,
  input_role: z.enum(ARTIST_INPUT_ROLES),
  roles: z.array(z.string().max(50)).max(10).default([]),
});

export const songInputSchema = z.object({
  /** An existing song of this release; absent for a new one. */
  id: idSchema.optional(),
  title: z.string().trim().max(200).default(''),
  version: z.string().trim().max(100).default(''),
  tieup: z.string().trim().max(200).default(''),
  original_singer: z.string().trim().max(100).default(''),
  category: z.enum(SONG_CATEGORIES).default('original'),
  audio_language: z.string().max(8).default(''),
  explicit: z.boolean().default(false),
  lyrics: multiline(z.string().max(10_000)).default(''),
  synced_lyrics: multiline(z.string().max(20_000)).default(''),
  /** Empty: one is assigned from the account's range on submission. */
  isrc: z.string().trim().max(20).default(''),
  moods: z.array(z.string().max(40)).max(3).default([]),
  preview_start_seconds: z.number().int().min(0).nullable().default(null),
  file_upload_id: idSchema.nullable().default(null),
  immersive_audio_format: z.enum(IMMERSIVE_AUDIO_FORMATS).nullable().default(null),
  artists: z.array(songArtistInputSchema).max(20).default([]),
  authors: z.array(songAuthorSchema).max(20).default([]),
});

export const releaseInputSchema = z.object({
  title: z.string().trim().max(200).default(''),
  version: z.string().trim().max(100).default(''),
  label_name: z.string().trim().max(100).default(''),
  primary_genre_id: z.string().max(4).default(''),
  secondary_genre_id: z.string().max(4).default(''),
  main_artist_ids: z.array(idSchema).max(10).default([]),
  /** YYYY/MM/DD, today (Japan) or later. */
  requested_sale_start_date: z.string().trim().max(10).default(''),
  sell_media_option: z
    .enum(['delivery_only', 'delivery_cd_together', 'cd_before_delivery', 'delivery_before_cd'])
    .default('delivery_only'),
  variable_price_type: z.literal(VARIABLE_PRICE_TYPES).default(3),
  worldwide: z.boolean().default(true),
  territories: z.array(z.string().length(2)).max(250).default([]),
  store_ids: z.array(z.string().max(40)).max(100).default([]),
  use_submit: z.boolean().default(false),
  /** Empty: one is assigned on submission. */
  upc: z.string().trim().max(20).default(''),
  artwork_upload_id: idSchema.nullable().default(null),
  copyright_year: z.string().trim().max(4).default(''),
  copyright_holder: z.string().trim().max(100).default(''),
  songs: z.array(songInputSchema).max(99).default([]),
});

export const songSchema = z
  .object({
    id: z.number().int(),
    position: z.number().int(),
    title: z.string(),
    version: z.string(),
    tieup: z.string(),
    original_singer: z.string(),
    category: z.enum(SONG_CATEGORIES),
    audio_language: z.string(),
    explicit: z.boolean(),
    lyrics: z.string(),
    synced_lyrics: z.string(),
    isrc: z.string().nullable(),
    isrc_assigned: z.boolean(),
    moods: z.array(z.string()),
    preview_start_seconds: z.number().int().nullable(),
    file_upload_id: z.number().int().nullable(),
    file: uploadSchema.nullable(),
    immersive_audio_format: z.enum(IMMERSIVE_AUDIO_FORMATS).nullable(),
    artists: z.array(
      z.object({
        artist_id: z.number().int(),
        name: z.string(),
        input_role: z.enum(ARTIST_INPUT_ROLES),
        roles: z.array(z.string()),
      }),
    ),
    authors: z.array(songAuthorSchema),
  })
  .meta({ id: 'Song' });

const localisedIssue = z.object({ path: z.string(), message: z.string() });

export const releaseCheckSchema = z
  .object({
    /** Field problems a submission would meet now (required fields included). */
    fields: z.array(localisedIssue),
    /** Metadata check reasons (spec section 5); notices inform and do not block. */
    reasons: z.array(
      z.object({ reason: z.string(), path: z.string(), severity: z.enum(['error', 'notice']), message: z.string() }),
    ),
  })
  .meta({ id: 'ReleaseCheck' });

export const storeOptionSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    available: z.boolean(),
    reasons: z.array(z.object({ reason: z.string(), message: z.string() })),
  })
  .meta({ id: 'StoreOption' });

export const releaseSchema = z
  .object({
    id: z.number().int(),
    type: releaseTypeSchema,
    status: z.string(),
    status_code: z.number().int(),
    status_group: releaseStatusGroupSchema,
    is_editable: z.boolean(),
    can_delete: z.boolean(),
    title: z.string(),
    version: z.string(),
    label_name: z.string(),
    primary_genre_id: z.string(),
    secondary_genre_id: z.string(),
    main_artist_ids: z.array(z.number().int()),
    main_artists: z.array(z.object({ id: z.number().int(), name: z.string(), is_various_artists: z.boolean() })),
    requested_sale_start_date: z.string(),
    sell_media_option: z.string(),
    variable_price_type: z.number().int(),
    worldwide: z.boolean(),
    territories: z.array(z.string()),
    store_ids: z.array(z.string()),
    use_submit: z.boolean(),
    upc: z.string().nullable(),
    upc_assigned: z.boolean(),
    artwork_upload_id: z.number().int().nullable(),
    artwork: uploadSchema.nullable(),
    copyright_year: z.string(),
    copyright_holder: z.string(),
    songs: z.array(songSchema),
    check: releaseCheckSchema,
    store_options: z.array(storeOptionSchema),
    submitted_at: z.string().nullable(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'Release' });

export const releaseListItemSchema = z
  .object({
    id: z.number().int(),
    type: releaseTypeSchema,
    status: z.string(),
    status_code: z.number().int(),
    status_group: releaseStatusGroupSchema,
    title: z.string(),
    version: z.string(),
    artist_names: z.array(z.string()),
    song_count: z.number().int(),
    upc: z.string().nullable(),
    requested_sale_start_date: z.string(),
    artwork_url: z.string().nullable(),
    is_editable: z.boolean(),
    can_delete: z.boolean(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'ReleaseListItem' });

const idParams = z.object({ id: idParamSchema });

export const listMyReleases = defineEndpoint({
  method: 'GET',
  path: '/api/v1/me/releases',
  summary: "The account's releases with sorting, status filter, search and paging",
  tags: ['releases'],
  access: READ,
  query: z.object({
    q: z.string().trim().max(100).optional(),
    status_group: releaseStatusGroupSchema.optional(),
    type: releaseTypeSchema.optional(),
    sort_key: releaseSortKeySchema.default('update_time'),
    sort_order: z.enum(SORT_ORDERS).default('desc'),
    page: z.coerce.number().int().min(1).default(1),
    limit: z.coerce.number().int().min(1).max(100).default(20),
  }),
  response: pageOf(releaseListItemSchema),
});

export const getReleaseSummary = defineEndpoint({
  method: 'GET',
  path: '/api/v2/me/releases/summary',
  summary: 'How many releases the account has in each status group',
  tags: ['releases'],
  access: READ,
  response: z.object({
    total: z.number().int(),
    by_group: z.record(releaseStatusGroupSchema, z.number().int()),
    by_type: z.record(releaseTypeSchema, z.number().int()),
  }),
});

export const createRelease = defineEndpoint({
  method: 'POST',
  path: '/api/v1/me/releases',
  summary: 'Start a release (a draft in status creating)',
  tags: ['releases'],
  access: EDIT,
  body: releaseInputSchema.extend({ type: releaseTypeSchema }),
  response: releaseSchema,
  successStatus: 201,
});

export const getMyRelease = defineEndpoint({
  method: 'GET',
  path: '/api/v1/me/releases/{id}',
  summary: 'A release with its songs, what a submission would need, and the store options',
  tags: ['releases'],
  access: READ,
  params: idParams,
  response: releaseSchema,
});

export const updateMyRelease = defineEndpoint({
  method: 'PUT',
  path: '/api/v1/me/releases/{id}',
  summary: 'Save the draft (whole release with songs in order); only while editable',
  tags: ['releases'],
  access: EDIT,
  params: idParams,
  body: releaseInputSchema,
  response: releaseSchema,
});

export const submitMyRelease = defineEndpoint({
  method: 'POST',
  path: '/api/v1/me/releases/{id}/submit',
  summary: 'Finish registration: every rule is checked, missing ISRC/UPC assigned, the status moves on',
  tags: ['releases'],
  access: EDIT,
  params: idParams,
  response: releaseSchema,
});

export const withdrawMyReleasePayment = defineEndpoint({
  method: 'POST',
  path: '/api/v1/me/releases/{id}/withdraw',
  summary:
    'Cancel the payment a submitted release waits for, to change it again: back to creating (or to the changes asked for)',
  tags: ['releases'],
  access: EDIT,
  params: idParams,
  response: releaseSchema,
});

export const deleteMyRelease = defineEndpoint({
  method: 'DELETE',
  path: '/api/v1/me/releases/{id}',
  summary: 'Delete a release (status deleted_by_user) where the life cycle allows it',
  tags: ['releases'],
  access: EDIT,
  params: idParams,
  response: okSchema,
});

export const getMySong = defineEndpoint({
  method: 'GET',
  path: '/api/v2/me/songs/{songId}',
  summary: 'One song',
  tags: ['releases'],
  access: READ,
  params: z.object({ songId: idParamSchema }),
  response: songSchema.extend({ release_id: z.number().int() }),
});

export const updateMySong = defineEndpoint({
  method: 'PUT',
  path: '/api/v2/me/songs/{songId}',
  summary: 'Change one song of an editable release',
  tags: ['releases'],
  access: EDIT,
  params: z.object({ songId: idParamSchema }),
  body: songInputSchema.omit({ id: true }),
  response: songSchema.extend({ release_id: z.number().int() }),
});

export const checkAuthor = defineEndpoint({
  method: 'POST',
  path: '/api/v2/me/authors/check',
  summary: "Check one author's entry and suggest authors the account used before",
  tags: ['releases'],
  access: READ,
  body: songAuthorSchema,
  response: z.object({
    fields: z.array(localisedIssue),
    suggestions: z.array(songAuthorSchema),
  }),
});

export const termsServiceSchema = z.enum(RELEASE_TERMS_SERVICES);

export const getAcknowledgement = defineEndpoint({
  method: 'GET',
  path: '/api/vf/acknowledges/{serviceId}',
  summary: 'Whether the account accepted the karaoke or music video terms',
  tags: ['releases'],
  access: READ,
  params: z.object({ serviceId: termsServiceSchema }),
  response: z.object({ acknowledged: z.boolean(), acknowledged_at: z.string().nullable() }),
});

export const acknowledgeTerms = defineEndpoint({
  method: 'POST',
  path: '/api/vf/acknowledges/{serviceId}',
  summary: 'Accept the karaoke or music video terms for the account',
  tags: ['releases'],
  access: EDIT,
  params: z.object({ serviceId: termsServiceSchema }),
  response: z.object({ acknowledged: z.boolean(), acknowledged_at: z.string().nullable() }),
});
