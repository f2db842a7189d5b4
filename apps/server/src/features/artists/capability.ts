// The artists capability: an account's artists, Various Artists, store links and the public directory.
import { defineCapability } from '../../platform/capability.ts';
import { registerArtistsRoutes } from './artists.routes.ts';
import { createArtistsService } from './artists.service.ts';

export const artistsCapability = defineCapability({
  name: 'artists',
  create: ({ db, storage, integrations }) => ({
    artists: createArtistsService({ db, storeCatalog: integrations.storeCatalog, storage }),
  }),
  routes: (http, { artists }, { storage }) => registerArtistsRoutes(http, { artists, storage }),
});
