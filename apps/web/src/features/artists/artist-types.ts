// The artist shapes as the web sees them (camelCase results of the artist endpoints).
import type {
  getPublicArtist,
  getVariousArtists,
  listCommonArtists,
  listMyArtists,
  searchAppleMusicArtists,
} from '@otodoke/contract';
import type { ApiResult } from '../../app/api-client.ts';

export type MyArtist = ApiResult<typeof listMyArtists>['items'][number];
export type ArtistPage = ApiResult<typeof listMyArtists>;
export type VariousArtists = ApiResult<typeof getVariousArtists>;
export type DirectoryArtist = ApiResult<typeof listCommonArtists>['items'][number];
export type PublicArtist = ApiResult<typeof getPublicArtist>;
export type PublicArtistRelease = PublicArtist['releases'][number];
export type StoreArtist = ApiResult<typeof searchAppleMusicArtists>['items'][number];
export type StoreName = 'appleMusic' | 'spotify';
