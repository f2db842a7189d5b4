// The bulk CSV's row parser: a parsed file's records to draft releases, with every problem by row and column.
import type { UploadKind } from '../media-requirements.ts';
import { BULK_CSV_COLUMN_KEYS, BULK_CSV_MAX_ROWS, type BulkCsvColumnKey } from './columns.ts';
import { BULK_CSV_MESSAGES, bulkCsvMessage } from './messages.ts';
import { createParseState, report, rule } from './parse-state.ts';
import { parseReleaseCells } from './release-row.ts';
import { groupRows, readHeader, readRows } from './rows.ts';
import { reportRulebookIssues } from './rulebook-check.ts';
import { type AuthorColumn, parseSongRow } from './song-row.ts';
import type {
  BulkCsvContext,
  BulkCsvError,
  BulkCsvResult,
  BulkReleaseDraft,
  BulkReleaseInput,
  BulkReleaseOrigin,
  BulkSongInput,
} from './types.ts';

const columnOrder = (key: string | null): number => {
  if (key === null) return -1;
  const index = BULK_CSV_COLUMN_KEYS.indexOf(key as BulkCsvColumnKey);
  return index === -1 ? BULK_CSV_COLUMN_KEYS.length : index;
};

const byRowAndColumn = (a: BulkCsvError, b: BulkCsvError): number =>
  (a.row ?? 0) - (b.row ?? 0) || columnOrder(a.column) - columnOrder(b.column);

/**
 * Turns the records of a CSV file (header first, each a list of cells) into draft release inputs. Every problem is
 * reported, each at its row and column; the inputs are only meaningful when there is none.
 */
export const buildBulkReleases = (records: readonly (readonly string[])[], context: BulkCsvContext): BulkCsvResult => {
  const state = createParseState(context);

  const { header, positions } = readHeader(state, records);
  if (state.errors.length > 0) return { releases: [], errors: state.errors };

  const rows = readRows(state, records, header, positions);
  if (rows.length === 0)
    return { releases: [], errors: [{ row: null, column: null, message: BULK_CSV_MESSAGES.noDataRows }] };
  if (rows.length > BULK_CSV_MAX_ROWS) {
    return {
      releases: [],
      errors: [{ row: null, column: null, message: bulkCsvMessage('tooManyRows', { n: BULK_CSV_MAX_ROWS }) }],
    };
  }

  const releases: BulkReleaseDraft[] = [];
  for (const [key, group] of groupRows(state, rows)) {
    const at = group[0]!.row;
    const { type, typeRule, fields, mainNames } = parseReleaseCells(state, group);

    // Songs: one per row.
    const fileKind: UploadKind = typeRule.media === 'video' ? 'video' : 'audio';
    const authorColumns: AuthorColumn[][] = [];
    const songs: BulkSongInput[] = group.map((row) => {
      const parsed = parseSongRow(state, row, fileKind);
      authorColumns.push(parsed.authorColumns);
      return parsed.song;
    });

    if (type && songs.length < typeRule.minSongs) {
      report(state, at, 'release_key', rule('minSongs', { n: typeRule.minSongs }));
    }

    const input: BulkReleaseInput = { ...fields, songs };
    const origin: BulkReleaseOrigin = { key, rows: group.map((r) => r.row), authorColumns };
    reportRulebookIssues(state, origin, input);

    releases.push({ origin, input, artistNames: mainNames });
  }

  state.errors.sort(byRowAndColumn);
  return { releases, errors: state.errors };
};
