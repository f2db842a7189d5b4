// The curated playlists capability (/tcj_playlists): the public list of published playlists and their covers, the
// operators' playlist tools, and the page's head tags. Its tables are the content feature's.
import { defineCapability } from '../../../platform/capability.ts';
import { playlistsPages } from './playlists.pages.ts';
import { registerPlaylistsRoutes } from './playlists.routes.ts';
import { createPlaylistsService } from './playlists.service.ts';

export const playlistsCapability = defineCapability({
  name: 'playlists',
  create: ({ db, storage }) => ({ playlists: createPlaylistsService({ db, storage }) }),
  routes: (http, { playlists }, { storage }) => registerPlaylistsRoutes(http, { playlists, storage }),
  pages: ({ playlists }) => playlistsPages(playlists),
});
