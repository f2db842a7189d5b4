// Places a problem reported by wire path (rulebook or release service) on the file's row and column.
import type { BulkCsvColumnKey } from './columns.ts';
import type { BulkReleaseOrigin } from './types.ts';

const RELEASE_PATH_COLUMNS: Readonly<Record<string, BulkCsvColumnKey>> = {
  title: 'release_title',
  version: 'release_version',
  label_name: 'label_name',
  primary_genre_id: 'primary_genre_id',
  secondary_genre_id: 'secondary_genre_id',
  main_artist_ids: 'main_artists',
  requested_sale_start_date: 'requested_sale_start_date',
  upc: 'upc',
  copyright_year: 'copyright_year',
  copyright_holder: 'copyright_holder',
  store_ids: 'stores',
  worldwide: 'worldwide',
  territories: 'territories',
  type: 'release_type',
};

const SONG_PATH_COLUMNS: Readonly<Record<string, BulkCsvColumnKey>> = {
  title: 'song_title',
  version: 'song_version',
  isrc: 'isrc',
  audio_language: 'audio_language',
  explicit: 'explicit',
  category: 'category',
  original_singer: 'original_singer',
  lyrics: 'lyrics',
  file_id: 'audio_upload_id',
  file_upload_id: 'audio_upload_id',
  artists: 'featured_artists',
  authors: 'lyricists',
};

/**
 * The row and column of a problem the rulebook (or the release service) reports by wire path, such as
 * "songs.2.authors.0.real_name". Paths it does not know land on the release's first row.
 */
export const bulkCsvLocation = (origin: BulkReleaseOrigin, path: string): { row: number; column: string } => {
  const first = origin.rows[0] ?? 1;
  const song = /^songs\.(\d+)\.([a-z_]+)(?:\.(\d+)\.)?/.exec(path);
  if (song) {
    const index = Number(song[1]);
    const field = song[2]!;
    const row = origin.rows[index] ?? first;
    if (field === 'authors' && song[3] !== undefined) {
      return { row, column: origin.authorColumns[index]?.[Number(song[3])] ?? 'lyricists' };
    }
    return { row, column: SONG_PATH_COLUMNS[field] ?? 'song_title' };
  }
  if (path === 'songs') return { row: first, column: 'release_key' };
  return { row: first, column: RELEASE_PATH_COLUMNS[path.split('.')[0]!] ?? 'release_key' };
};
