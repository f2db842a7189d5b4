// Bulk release registration by CSV: a batch is made from an uploaded file, checked row by row, then registered as
// draft releases by a background job. The template and the report are plain CSV downloads at the paths below.
import { CSV_UPLOAD_BATCH_STATUSES, RELEASE_TYPES } from '@otodoke/domain';
import { z } from 'zod';
import { idParamSchema, idSchema, okSchema, pageOf } from './common.ts';
import { defineEndpoint } from './endpoint.ts';

const READ = { kind: 'account', permission: { id: 1000, level: 'readonly' } } as const;
const EDIT = { kind: 'account', permission: { id: 1000, level: 'editable' } } as const;

/** The template: header row and two example rows, UTF-8 with a BOM (public). */
export const BULK_UPLOAD_TEMPLATE_PATH = '/api/v2/bulk-upload/template.csv';
/** The error report of a batch (row, column, message in the request language), or its file when it has no errors. */
export const BULK_UPLOAD_DOWNLOAD_PATH = '/api/v2/me/bulk-upload/{id}/download';

export const bulkUploadStatusSchema = z.enum(CSV_UPLOAD_BATCH_STATUSES);

export const bulkUploadErrorSchema = z
  .object({
    /** Spreadsheet row (the header is row 1); null for a problem of the whole file. */
    row: z.number().int().nullable(),
    column: z.string().nullable(),
    message: z.string(),
  })
  .meta({ id: 'BulkUploadError' });

export const bulkUploadReleaseSchema = z
  .object({
    key: z.string(),
    type: z.enum(RELEASE_TYPES),
    title: z.string(),
    artist_names: z.array(z.string()),
    song_count: z.number().int(),
    /** The rows of the file the release was read from. */
    rows: z.array(z.number().int()),
    /** The draft created from it, once the batch succeeded. */
    release_id: z.number().int().nullable(),
  })
  .meta({ id: 'BulkUploadRelease' });

const batchFields = {
  id: z.number().int(),
  status: bulkUploadStatusSchema,
  original_name: z.string(),
  row_count: z.number().int(),
  release_count: z.number().int(),
  song_count: z.number().int(),
  error_count: z.number().int(),
  can_reserve: z.boolean(),
  can_cancel: z.boolean(),
  created_at: z.string(),
  reserved_at: z.string().nullable(),
  finished_at: z.string().nullable(),
};

export const bulkUploadBatchSummarySchema = z.object(batchFields).meta({ id: 'BulkUploadBatchSummary' });

export const bulkUploadBatchSchema = z
  .object({
    ...batchFields,
    errors: z.array(bulkUploadErrorSchema),
    releases: z.array(bulkUploadReleaseSchema),
    release_ids: z.array(z.number().int()),
  })
  .meta({ id: 'BulkUploadBatch' });

const idParams = z.object({ id: idParamSchema });

export const createBulkUpload = defineEndpoint({
  method: 'POST',
  path: '/api/v2/me/bulk-upload',
  summary: 'Check an uploaded CSV file row by row: ready with a preview, or failure with the errors',
  tags: ['bulk-upload'],
  access: EDIT,
  body: z.object({ csv_upload_id: idSchema }),
  response: bulkUploadBatchSchema,
  successStatus: 201,
});

export const listBulkUploads = defineEndpoint({
  method: 'GET',
  path: '/api/v2/me/bulk-upload',
  summary: "The account's CSV upload batches, newest first",
  tags: ['bulk-upload'],
  access: READ,
  query: z.object({
    page: z.coerce.number().int().min(1).default(1),
    limit: z.coerce.number().int().min(1).max(100).default(10),
  }),
  response: pageOf(bulkUploadBatchSummarySchema),
});

export const getBulkUpload = defineEndpoint({
  method: 'GET',
  path: '/api/v2/me/bulk-upload/{id}',
  summary: 'A batch: status, counts, errors by row and column, the releases and the drafts created',
  tags: ['bulk-upload'],
  access: READ,
  params: idParams,
  response: bulkUploadBatchSchema,
});

export const reserveBulkUpload = defineEndpoint({
  method: 'POST',
  path: '/api/v2/me/bulk-upload/{id}/reserve',
  summary: 'Register a ready batch: a job creates every draft in one transaction (all or none)',
  tags: ['bulk-upload'],
  access: EDIT,
  params: idParams,
  response: bulkUploadBatchSchema,
});

export const cancelBulkUpload = defineEndpoint({
  method: 'DELETE',
  path: '/api/v2/me/bulk-upload/{id}',
  summary: 'Cancel a batch that is not registered yet',
  tags: ['bulk-upload'],
  access: EDIT,
  params: idParams,
  response: okSchema,
});
