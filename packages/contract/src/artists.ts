// Artists of the current account, the public artist directory and links to store artist profiles.
import { ARTIST_BASE_TYPES, ARTIST_LINK_KINDS, ARTIST_TYPES, SORT_ORDERS } from '@otodoke/domain';
import { z } from 'zod';
import { idParamSchema, idSchema, okSchema, pageOf, queryFlag } from './common.ts';
import { defineEndpoint } from './endpoint.ts';
import { multiline } from './text-guard.ts';

const READ = { kind: 'account', permission: { id: 2000, level: 'readonly' } } as const;
const EDIT = { kind: 'account', permission: { id: 2000, level: 'editable' } } as const;

export const artistLinkSchema = z.object({
  kind: z.enum(ARTIST_LINK_KINDS),
  url: z.string().trim().max(500),
});
export const artistMemberSchema = z.object({
  name: z.string().trim().max(100),
  roles: z.array(z.string().max(50)).max(10),
});

export const artistSchema = z
  .object({
    id: z.number().int(),
    artist_type: z.enum(ARTIST_TYPES),
    name_ja: z.string(),
    name_kana: z.string(),
    name_en: z.string(),
    base_type: z.enum(ARTIST_BASE_TYPES).nullable(),
    profile_ja: z.string(),
    profile_en: z.string(),
    image_upload_id: z.number().int().nullable(),
    /** Where the image can be fetched by the signed-in account (null without one). */
    image_url: z.string().nullable(),
    links: z.array(artistLinkSchema),
    members: z.array(artistMemberSchema),
    apple_music_artist_id: z.string().nullable(),
    spotify_artist_id: z.string().nullable(),
    is_various_artists: z.boolean(),
    show_on_artist_page: z.boolean(),
    /** When the account agreed that the artist's releases may appear in the yearly statistics; null: not agreed. */
    stats_consent_at: z.string().nullable(),
    archived_at: z.string().nullable(),
    release_count: z.number().int(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'Artist' });

/** What a user may write; the server checks the rules (vocaloid names, kana, URLs, store ids). */
export const artistInputSchema = z.object({
  artist_type: z.enum(ARTIST_TYPES),
  name_ja: z.string().trim().max(100),
  name_kana: z.string().trim().max(100).default(''),
  name_en: z.string().trim().max(100).default(''),
  base_type: z.enum(ARTIST_BASE_TYPES).nullable().default(null),
  profile_ja: multiline(z.string().max(3500)).default(''),
  profile_en: multiline(z.string().max(3500)).default(''),
  image_upload_id: idSchema.nullable().default(null),
  links: z.array(artistLinkSchema).max(10).default([]),
  members: z.array(artistMemberSchema).max(30).default([]),
  /** A pasted store URL or a bare id; stored as the id. */
  apple_music_artist: z.string().trim().max(300).default(''),
  spotify_artist: z.string().trim().max(300).default(''),
  show_on_artist_page: z.boolean().default(false),
});

export const listMyArtists = defineEndpoint({
  method: 'GET',
  path: '/api/v1/me/artists',
  summary: "The account's artists, searchable and paged",
  tags: ['artists'],
  access: READ,
  query: z.object({
    q: z.string().trim().max(100).optional(),
    include_archived: queryFlag.default(false),
    sort_key: z.enum(['name', 'create_time', 'update_time']).default('update_time'),
    sort_order: z.enum(SORT_ORDERS).default('desc'),
    page: z.coerce.number().int().min(1).default(1),
    limit: z.coerce.number().int().min(1).max(100).default(20),
  }),
  response: pageOf(artistSchema),
});

export const createArtist = defineEndpoint({
  method: 'POST',
  path: '/api/v2/artists',
  summary: 'Register an artist for the current account',
  tags: ['artists'],
  access: EDIT,
  body: artistInputSchema,
  response: artistSchema,
  successStatus: 201,
});

export const getMyArtist = defineEndpoint({
  method: 'GET',
  path: '/api/v2/me/artists/{id}',
  summary: 'One artist of the current account',
  tags: ['artists'],
  access: READ,
  params: z.object({ id: idParamSchema }),
  response: artistSchema,
});

export const updateMyArtist = defineEndpoint({
  method: 'PUT',
  path: '/api/v2/me/artists/{id}',
  summary: 'Change an artist',
  tags: ['artists'],
  access: EDIT,
  params: z.object({ id: idParamSchema }),
  body: artistInputSchema,
  response: artistSchema,
});

export const deleteMyArtist = defineEndpoint({
  method: 'DELETE',
  path: '/api/v2/me/artists/{id}',
  summary: 'Delete an artist that no release uses (otherwise archive it: ART00001)',
  tags: ['artists'],
  access: EDIT,
  params: z.object({ id: idParamSchema }),
  response: okSchema,
});

export const archiveMyArtist = defineEndpoint({
  method: 'POST',
  path: '/api/v2/me/artists/{id}/archive',
  summary: 'Archive (hide from new releases) or restore an artist',
  tags: ['artists'],
  access: EDIT,
  params: z.object({ id: idParamSchema }),
  body: z.object({ archived: z.boolean() }),
  response: artistSchema,
});

export const setMyArtistStatsConsent = defineEndpoint({
  method: 'PUT',
  path: '/api/v2/me/artists/{id}/stats-consent',
  summary: "Agree (or stop agreeing) that the artist's releases may appear in the yearly music statistics",
  tags: ['artists'],
  access: EDIT,
  params: z.object({ id: idParamSchema }),
  body: z.object({ consent: z.boolean() }),
  response: artistSchema,
});

export const variousArtistsSchema = z
  .object({ name_ja: z.string(), name_kana: z.string(), name_en: z.string(), artist_id: z.number().int().nullable() })
  .meta({ id: 'VariousArtists' });

export const getVariousArtists = defineEndpoint({
  method: 'GET',
  path: '/api/v2/me/various-artists',
  summary: "Various Artists' fixed names and the account's artist for it, if created",
  tags: ['artists'],
  access: READ,
  response: variousArtistsSchema,
});

export const ensureVariousArtists = defineEndpoint({
  method: 'POST',
  path: '/api/v2/me/various-artists',
  summary: "Create the account's Various Artists artist (idempotent)",
  tags: ['artists'],
  access: EDIT,
  response: artistSchema,
});

export const storeArtistSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    url: z.string(),
    image_url: z.string().nullable(),
    genres: z.array(z.string()),
  })
  .meta({ id: 'StoreArtist' });

const storeArtistQuery = z.object({ q: z.string().trim().min(1).max(300) });

export const searchAppleMusicArtists = defineEndpoint({
  method: 'GET',
  path: '/api/v2/me/apple-music/artists',
  summary: 'Find Apple Music artists by name, or resolve a pasted artist URL or id',
  tags: ['artists'],
  access: READ,
  query: storeArtistQuery,
  response: z.object({ items: z.array(storeArtistSchema), is_simulator: z.boolean() }),
});

export const searchSpotifyArtists = defineEndpoint({
  method: 'GET',
  path: '/api/v2/me/spotify/artists',
  summary: 'Find Spotify artists by name, or resolve a pasted artist URL or id',
  tags: ['artists'],
  access: READ,
  query: storeArtistQuery,
  response: z.object({ items: z.array(storeArtistSchema), is_simulator: z.boolean() }),
});

export const publicArtistSchema = z
  .object({
    id: z.number().int(),
    artist_type: z.enum(ARTIST_TYPES),
    name: z.string(),
    name_ja: z.string(),
    name_en: z.string(),
    profile: z.string(),
    image_url: z.string().nullable(),
    links: z.array(artistLinkSchema),
    members: z.array(artistMemberSchema),
    apple_music_url: z.string().nullable(),
    spotify_url: z.string().nullable(),
    releases: z.array(
      z.object({
        id: z.number().int(),
        type: z.string(),
        title: z.string(),
        street_date: z.string(),
        artwork_url: z.string().nullable(),
      }),
    ),
  })
  .meta({ id: 'PublicArtist' });

export const listCommonArtists = defineEndpoint({
  method: 'GET',
  path: '/api/v2/common-artists',
  summary: 'The public artist directory: artists their accounts chose to show',
  tags: ['artists'],
  access: { kind: 'public' },
  query: z.object({
    q: z.string().trim().max(100).optional(),
    page: z.coerce.number().int().min(1).default(1),
    limit: z.coerce.number().int().min(1).max(60).default(24),
  }),
  response: pageOf(
    z.object({
      id: z.number().int(),
      name: z.string(),
      artist_type: z.enum(ARTIST_TYPES),
      image_url: z.string().nullable(),
    }),
  ),
});

export const getPublicArtist = defineEndpoint({
  method: 'GET',
  path: '/api/v2/artists/{id}',
  summary: 'A public artist page (only for artists shown on the artist page)',
  tags: ['artists'],
  access: { kind: 'public' },
  params: z.object({ id: idParamSchema }),
  response: publicArtistSchema,
});
