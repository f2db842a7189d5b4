export { releasesCapability } from './capability.ts';
export {
  acknowledgedTerms,
  isArtistCredited,
  listArtistOnSaleReleases,
  onSaleArtworkIdSql,
  releaseArtistLinksSql,
  releaseStatsJoinSql,
  releasesJoinSql,
  releasesUsingArtistCountSql,
  songReleasesJoinSql,
  songsJoinSql,
  takenUpcs,
} from './catalogue-reads.ts';
export {
  findRelease,
  lockRelease,
  moveRelease,
  type ReleaseEventRow,
  type ReleaseMove,
  type ReleaseRow,
  recordReleaseNote,
  releaseHistory,
  releaseStatusOf,
} from './lifecycle.ts';
export { addReleaseStores, correctReleaseTitles, songIdsOfRelease } from './published-changes.ts';
export { ON_SALE_STATUS_CODES, releaseCardsSql } from './release-cards.ts';
export {
  artistReleaseCountSql,
  releaseArtistCount,
  releaseArtistsJoin,
  releasesInStatusesPage,
  releaseTitleSql,
  songFilesJoin,
} from './release-listings.ts';
export { firstStepsOfAccount } from './release-progress.ts';
export {
  releaseSummaries,
  releasesInStatuses,
  releasesInStatusesCountSql,
  releasesWithTermEndingBy,
} from './release-reads.ts';
export type { ReleaseView } from './releases.presenter.ts';
export { artistName } from './releases.presenter.ts';
export { registerReleasesRoutes } from './releases.routes.ts';
export { createReleasesService, type ReleaseInput, type ReleasesService } from './releases.service.ts';
