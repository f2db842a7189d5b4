import { canBulkUploadTransition, type ReleaseType } from '@otodoke/domain';
import type { Language } from '../../platform/http/context.ts';
import type { BatchRow } from './bulk-upload.repository.ts';

export function presentBatchSummary(batch: BatchRow) {
  return {
    id: batch.id,
    status: batch.status,
    original_name: batch.originalName,
    row_count: batch.rowCount,
    release_count: batch.releaseCount,
    song_count: batch.songCount,
    error_count: batch.errors.length,
    can_reserve: canBulkUploadTransition(batch.status, 'doing'),
    can_cancel: canBulkUploadTransition(batch.status, 'cancel'),
    created_at: batch.createdAt.toISOString(),
    reserved_at: batch.reservedAt?.toISOString() ?? null,
    finished_at: batch.finishedAt?.toISOString() ?? null,
  };
}

export function presentBatch(batch: BatchRow, language: Language) {
  return {
    ...presentBatchSummary(batch),
    errors: batch.errors.map((error) => ({ row: error.row, column: error.column, message: error.message[language] })),
    releases: batch.releases.map((release, index) => ({
      key: release.origin.key,
      type: release.input.type as ReleaseType,
      title: release.input.title,
      artist_names: release.artistNames,
      song_count: release.input.songs.length,
      rows: release.origin.rows,
      release_id: batch.releaseIds[index] ?? null,
    })),
    release_ids: batch.releaseIds,
  };
}
