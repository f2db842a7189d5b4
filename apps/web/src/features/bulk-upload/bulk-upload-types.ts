import type { getBulkUpload, listBulkUploads } from '@otodoke/contract';
import type { ApiResult } from '../../app/api-client.ts';

export type BulkUploadBatch = ApiResult<typeof getBulkUpload>;
export type BulkUploadBatchSummary = ApiResult<typeof listBulkUploads>['items'][number];
export type BulkUploadProblem = BulkUploadBatch['errors'][number];
export type BulkUploadRelease = BulkUploadBatch['releases'][number];
