// What /tcj_playlists reads when the server renders it (loaded only there: it names contract endpoints).
import { listPlaylists } from '@otodoke/contract';
import type { PagePrefetcher } from '../../app/capability.ts';
import { prefetchOf } from '../../app/data/page-data.ts';
import { readPageParam } from '../../ui/page-param.ts';
import { PLAYLISTS_PAGE_SIZE } from './playlist-view.ts';

/** The page of playlists the address names (PlaylistsPage's read). */
export const playlistsReads: PagePrefetcher = (_params, _language, search) => [
  prefetchOf(listPlaylists, { query: { page: readPageParam(search), limit: PLAYLISTS_PAGE_SIZE } }),
];
