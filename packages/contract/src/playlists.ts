// The service's curated playlists (/tcj_playlists): the public list of published ones with their releases on sale,
// and the operators' tools to write, order, publish and fill them with releases found by search.
import { z } from 'zod';
import { idParamSchema, idSchema, okSchema, pageOf, pageQuerySchema } from './common.ts';
import { defineEndpoint } from './endpoint.ts';

/** Longest playlist title and description, in characters. */
export const PLAYLIST_TITLE_MAX_LENGTH = 100;
export const PLAYLIST_DESCRIPTION_MAX_LENGTH = 1000;
/** Most releases in one playlist, and most playlists the operators may order at once. */
export const PLAYLIST_RELEASES_MAX = 100;
export const PLAYLISTS_MAX = 200;
/** Longest store address of a playlist. */
export const PLAYLIST_URL_MAX_LENGTH = 500;

const ADMIN = { kind: 'admin' } as const;
const PUBLIC = { kind: 'public' } as const;

export const playlistStatusSchema = z.enum(['draft', 'published']);

/** What a list is (spec: highlight category): the staff's picks, or a chart whose releases are ranked in order. */
export const PLAYLIST_CATEGORIES = ['chart', 'playlist'] as const;
export const playlistCategorySchema = z.enum(PLAYLIST_CATEGORIES);
export type PlaylistCategory = z.infer<typeof playlistCategorySchema>;

/** A release of a playlist as the public page shows it (only releases on sale are shown). */
export const playlistReleaseSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    /** The main artists' names, joined with ", ". */
    artist: z.string(),
    /** Its cover (a path on the site), or null when it has none. */
    artwork_url: z.string().nullable(),
  })
  .meta({ id: 'PlaylistRelease' });

const storeLinks = {
  spotify_url: z.string().nullable(),
  apple_music_url: z.string().nullable(),
  youtube_url: z.string().nullable(),
};

export const publicPlaylistSchema = z
  .object({
    id: z.number().int(),
    category: playlistCategorySchema,
    /** Title and description in the request's language (Japanese when the English one is blank). */
    title: z.string(),
    description: z.string(),
    ...storeLinks,
    releases: z.array(playlistReleaseSchema),
  })
  .meta({ id: 'PublicPlaylist' });

export const listPlaylists = defineEndpoint({
  method: 'GET',
  path: '/api/v2/playlists',
  summary: 'The published playlists in their order (all, or one category), each with its releases on sale',
  tags: ['playlists'],
  access: PUBLIC,
  query: pageQuerySchema.extend({ category: playlistCategorySchema.optional() }),
  response: pageOf(publicPlaylistSchema),
});

export const adminPlaylistSchema = z
  .object({
    id: z.number().int(),
    status: playlistStatusSchema,
    category: playlistCategorySchema,
    position: z.number().int(),
    title_ja: z.string(),
    title_en: z.string(),
    description_ja: z.string(),
    description_en: z.string(),
    ...storeLinks,
    /** Releases in it, and how many of them are on sale (only those show). */
    release_count: z.number().int(),
    on_sale_count: z.number().int(),
    updated_at: z.string(),
  })
  .meta({ id: 'AdminPlaylist' });

/** A release as the operators see it in a playlist or in the search: artwork through the operators' preview. */
export const adminPlaylistReleaseSchema = playlistReleaseSchema
  .extend({ on_sale: z.boolean(), street_date: z.string() })
  .meta({ id: 'AdminPlaylistRelease' });

export const adminPlaylistDetailSchema = adminPlaylistSchema
  .extend({ releases: z.array(adminPlaylistReleaseSchema) })
  .meta({ id: 'AdminPlaylistDetail' });

const optionalUrl = z
  .string()
  .trim()
  .max(PLAYLIST_URL_MAX_LENGTH)
  .nullable()
  .default(null)
  .transform((value) => (value === '' ? null : value));

export const playlistInputSchema = z.object({
  /** A chart shows its releases ranked; a playlist when not given. */
  category: playlistCategorySchema.default('playlist'),
  title_ja: z.string().trim().min(1).max(PLAYLIST_TITLE_MAX_LENGTH),
  title_en: z.string().trim().max(PLAYLIST_TITLE_MAX_LENGTH).default(''),
  description_ja: z.string().trim().max(PLAYLIST_DESCRIPTION_MAX_LENGTH).default(''),
  description_en: z.string().trim().max(PLAYLIST_DESCRIPTION_MAX_LENGTH).default(''),
  /** https addresses of the playlist on each store (the service checks the store's host); blank for none. */
  spotify_url: optionalUrl,
  apple_music_url: optionalUrl,
  youtube_url: optionalUrl,
});

const idParams = z.object({ id: idParamSchema });

export const listAdminPlaylists = defineEndpoint({
  method: 'GET',
  path: '/admin/api/v2/playlists',
  summary: 'Every playlist (drafts too) in the order the public page shows them',
  tags: ['admin'],
  access: ADMIN,
  query: pageQuerySchema,
  response: pageOf(adminPlaylistSchema),
});

export const getAdminPlaylist = defineEndpoint({
  method: 'GET',
  path: '/admin/api/v2/playlists/{id}',
  summary: 'One playlist with its releases in order',
  tags: ['admin'],
  access: ADMIN,
  params: idParams,
  response: adminPlaylistDetailSchema,
});

export const createPlaylist = defineEndpoint({
  method: 'POST',
  path: '/admin/api/v2/playlists',
  summary: 'Create a playlist as a draft, last in the order',
  tags: ['admin'],
  access: ADMIN,
  body: playlistInputSchema,
  response: adminPlaylistDetailSchema,
  successStatus: 201,
});

export const updatePlaylist = defineEndpoint({
  method: 'PUT',
  path: '/admin/api/v2/playlists/{id}',
  summary: "Change a playlist's category, titles, descriptions and store addresses",
  tags: ['admin'],
  access: ADMIN,
  params: idParams,
  body: playlistInputSchema,
  response: adminPlaylistDetailSchema,
});

export const setPlaylistStatus = defineEndpoint({
  method: 'POST',
  path: '/admin/api/v2/playlists/{id}/status',
  summary: 'Publish a playlist or take it back to draft',
  tags: ['admin'],
  access: ADMIN,
  params: idParams,
  body: z.object({ status: playlistStatusSchema }),
  response: adminPlaylistDetailSchema,
});

export const deletePlaylist = defineEndpoint({
  method: 'DELETE',
  path: '/admin/api/v2/playlists/{id}',
  summary: 'Delete a playlist (its releases stay as they are)',
  tags: ['admin'],
  access: ADMIN,
  params: idParams,
  response: okSchema,
});

export const reorderPlaylists = defineEndpoint({
  method: 'PUT',
  path: '/admin/api/v2/playlists-order',
  summary: 'Put every playlist in a new order (all of their ids, first shown first)',
  tags: ['admin'],
  access: ADMIN,
  body: z.object({ ids: z.array(idSchema).min(1).max(PLAYLISTS_MAX) }),
  response: okSchema,
});

export const setPlaylistReleases = defineEndpoint({
  method: 'PUT',
  path: '/admin/api/v2/playlists/{id}/releases',
  summary: "Set a playlist's releases in order (adds, removes and reorders); each must be on sale",
  tags: ['admin'],
  access: ADMIN,
  params: idParams,
  body: z.object({ release_ids: z.array(idSchema).max(PLAYLIST_RELEASES_MAX) }),
  response: adminPlaylistDetailSchema,
});

export const searchPlaylistReleases = defineEndpoint({
  method: 'GET',
  path: '/admin/api/v2/playlist-releases',
  summary: "The service's releases on sale whose title, artist or UPC matches, newest sale date first",
  tags: ['admin'],
  access: ADMIN,
  query: pageQuerySchema.extend({ q: z.string().trim().max(100).default('') }),
  response: pageOf(adminPlaylistReleaseSchema),
});
