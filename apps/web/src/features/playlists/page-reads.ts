// What /tcj_playlists reads when the server renders it (loaded only there: it names contract endpoints).
import { listPlaylists } from '@otodoke/contract';
import type { PagePrefetcher } from '../../app/capability.ts';
import { prefetchOf } from '../../app/data/page-data.ts';
import { PLAYLIST_SECTIONS, sectionQuery } from './playlist-view.ts';

/** The page of each section (charts, playlists) the address names: PlaylistsPage's reads, with the same queries. */
export const playlistsReads: PagePrefetcher = (_params, _language, search) =>
  PLAYLIST_SECTIONS.map((section) => prefetchOf(listPlaylists, { query: sectionQuery(search, section) }));
