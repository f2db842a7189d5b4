// The releases capability: drafts, the rulebook, ISRC/UPC assignment and submission.
import { defineCapability } from '../../platform/capability.ts';
import { submittedReleaseUsesUploadSql } from './catalogue-reads.ts';
import type { ArtistCreditsJoin, ReleasePaymentOrders } from './release-types.ts';
import { registerReleasesRoutes } from './releases.routes.ts';
import { createReleasesService } from './releases.service.ts';

export const releasesCapability = defineCapability({
  name: 'releases',
  // A withdrawn payment goes back to the status its order started from: billing reads it (billing imports this feature).
  // The artists a release credits: the artists feature's table, as its subquery (artists imports this feature).
  needs: ['billing', 'artists'],
  create: (
    { db, config, readCache },
    { billing, artists }: { billing: { releaseOrders: ReleasePaymentOrders }; artists: { credits: ArtistCreditsJoin } },
  ) => ({
    releases: createReleasesService({
      db,
      identifiers: config.identifiers,
      paymentOrders: billing.releaseOrders,
      artistCredits: artists.credits,
      reads: readCache,
    }),
    // For the uploads capability (operators preview the files of submitted releases): it cannot import this feature.
    submittedReleaseUsesUpload: submittedReleaseUsesUploadSql,
  }),
  routes: (http, { releases }) => registerReleasesRoutes(http, { releases }),
});
