// The operators' list of immersive editions: its filters as the address of a request, and what an edition row offers.
import type { getAdminImmersiveSong, listAdminImmersiveSongs } from '@otodoke/contract';
import {
  IMMERSIVE_AUDIO_FORMATS,
  IMMERSIVE_AUDIO_SONG_STATUS,
  IMMERSIVE_AUDIO_VERIFICATION_STATUS,
  type ImmersiveAudioFormat,
  type ImmersiveAudioSongStatusName,
  type ImmersiveAudioVerificationStatusName,
} from '@otodoke/domain';
import type { ApiResult } from '../../../app/api-client.ts';

export type AdminImmersiveItem = ApiResult<typeof listAdminImmersiveSongs>['items'][number];
export type AdminImmersiveSong = ApiResult<typeof getAdminImmersiveSong>;

export const ADMIN_PAGE_SIZE = 20;
export const ADMIN_SORTS = ['updated_desc', 'updated_asc'] as const;
export type AdminSort = (typeof ADMIN_SORTS)[number];

export const SONG_STATUS_OPTIONS = Object.keys(IMMERSIVE_AUDIO_SONG_STATUS) as ImmersiveAudioSongStatusName[];
/** The check's statuses an edition can be in (uploading is the upload's own, never stored on an edition). */
export const VERIFICATION_OPTIONS = (
  Object.keys(IMMERSIVE_AUDIO_VERIFICATION_STATUS) as ImmersiveAudioVerificationStatusName[]
).filter((name) => name !== 'uploading' && name !== 'upload_failed' && name !== 'upload_cancelled');
export const FORMAT_OPTIONS: readonly ImmersiveAudioFormat[] = IMMERSIVE_AUDIO_FORMATS;

/** What the operator chose above the list; '' is "all". */
export interface AdminFilters {
  q: string;
  status: ImmersiveAudioSongStatusName | '';
  verificationStatus: ImmersiveAudioVerificationStatusName | '';
  format: ImmersiveAudioFormat | '';
  sort: AdminSort;
  page: number;
}

export const INITIAL_FILTERS: AdminFilters = {
  q: '',
  status: '',
  verificationStatus: '',
  format: '',
  sort: 'updated_desc',
  page: 1,
};

/** The list request's query: only the filters chosen (the first page, unfiltered, is the plain address). */
export function adminListQuery(filters: AdminFilters) {
  return {
    page: filters.page,
    limit: ADMIN_PAGE_SIZE,
    sort: filters.sort,
    ...(filters.q ? { q: filters.q } : {}),
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.verificationStatus ? { verificationStatus: filters.verificationStatus } : {}),
    ...(filters.format ? { format: filters.format } : {}),
  };
}

/** Whether the list is narrowed (its empty state then says nothing matches, not that there is nothing). */
export const isFiltered = (filters: AdminFilters): boolean =>
  filters.q !== '' || filters.status !== '' || filters.verificationStatus !== '' || filters.format !== '';

/** Another filter value: back to the first page. */
export function withFilter<K extends Exclude<keyof AdminFilters, 'page'>>(
  filters: AdminFilters,
  key: K,
  value: AdminFilters[K],
): AdminFilters {
  return { ...filters, [key]: value, page: 1 };
}
