// The upload as the web app sees it (camelCase getUpload answer).
import type { getUpload } from '@otodoke/contract';
import type { ApiResult } from '../../app/api-client.ts';

export type Upload = ApiResult<typeof getUpload>;
export type UploadFacts = NonNullable<Upload['facts']>;
export type { UploadKind } from '@otodoke/domain';
