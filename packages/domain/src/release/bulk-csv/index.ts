// Bulk release registration by CSV: the template's columns and messages, the row parser, and the CSV it writes.
export {
  BULK_CSV_ALL_STORES,
  BULK_CSV_COLUMN_KEYS,
  BULK_CSV_COLUMNS,
  BULK_CSV_LIST_SEPARATOR,
  BULK_CSV_MAX_RELEASES,
  BULK_CSV_MAX_ROWS,
  type BulkCsvColumn,
  type BulkCsvColumnKey,
} from './columns.ts';
export { bulkCsvErrorReport, bulkCsvExampleRows, bulkCsvTemplate, formatCsv } from './csv-text.ts';
export { bulkCsvLocation } from './location.ts';
export { BULK_CSV_MESSAGES, type BulkCsvMessageId, bulkCsvMessage } from './messages.ts';
export { buildBulkReleases } from './row-parser.ts';
export type {
  BulkCsvContext,
  BulkCsvError,
  BulkCsvResult,
  BulkReleaseDraft,
  BulkReleaseInput,
  BulkReleaseOrigin,
  BulkSongInput,
} from './types.ts';
