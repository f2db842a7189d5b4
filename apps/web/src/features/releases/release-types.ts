// The web's view (camelCase) of the release wire types, named once for the feature.
import type { getMyRelease, getUpload, listMyReleases, updateMyRelease } from '@otodoke/contract';
import type { ApiResult, CallArgs } from '../../app/api-client.ts';

export type Release = ApiResult<typeof getMyRelease>;
export type ReleaseListItem = ApiResult<typeof listMyReleases>['items'][number];
export type ReleaseSong = Release['songs'][number];
export type ReleaseCheck = Release['check'];
export type StoreOption = Release['storeOptions'][number];
export type Upload = ApiResult<typeof getUpload>;
/** What PUT /api/v1/me/releases/{id} takes, camelCase. */
export type ReleaseBody = NonNullable<CallArgs<typeof updateMyRelease>['body']>;
