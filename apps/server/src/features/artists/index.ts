export {
  allArtistsConsentToStatsSql,
  artistCreditsJoin,
  artistNamesJaSql,
  artistNamesJoin,
  artistNamesSql,
} from './artist-joins.ts';
export { artistDisplayName } from './artists.presenter.ts';
export type { ArtistRow } from './artists.repository.ts';
export { activePlanArtists, usableArtists } from './artists.repository.ts';
export { registerArtistsRoutes } from './artists.routes.ts';
export {
  type ArtistsService,
  countOwnArtists,
  createArtistsService,
  isReservedArtistName,
  listArtistChoices,
  requireUsableArtists,
} from './artists.service.ts';
export { artistsCapability } from './capability.ts';
export { publicArtistCardsSql } from './public-artist-cards.ts';
