// The releases capability: drafts, the rulebook, ISRC/UPC assignment and submission.
import { defineCapability } from '../../platform/capability.ts';
import { registerReleasesRoutes } from './releases.routes.ts';
import { createReleasesService } from './releases.service.ts';

export const releasesCapability = defineCapability({
  name: 'releases',
  create: ({ db, config }) => ({ releases: createReleasesService({ db, identifiers: config.identifiers }) }),
  routes: (http, { releases }) => registerReleasesRoutes(http, { releases }),
});
