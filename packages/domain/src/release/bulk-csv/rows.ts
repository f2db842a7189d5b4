// The bulk CSV's structure: the header row's columns, the data rows' cells, and rows grouped into releases by key.
import { isOneOf } from '../../enumerations/helpers.ts';
import { type Cells, normaliseHeader, type Row } from './cells.ts';
import { BULK_CSV_COLUMN_KEYS, BULK_CSV_COLUMNS, BULK_CSV_MAX_RELEASES, type BulkCsvColumnKey } from './columns.ts';
import { BULK_CSV_MESSAGES, bulkCsvMessage } from './messages.ts';
import { type ParseState, report, rule } from './parse-state.ts';

/** The header row's columns by name, in any order; optional columns may be left out. Problems go on row 1. */
export const readHeader = (
  state: ParseState,
  records: readonly (readonly string[])[],
): { header: string[]; positions: Map<BulkCsvColumnKey, number> } => {
  const header = (records[0] ?? []).map(normaliseHeader);
  const positions = new Map<BulkCsvColumnKey, number>();
  for (const [index, name] of header.entries()) {
    if (name === '') continue;
    if (!isOneOf(BULK_CSV_COLUMN_KEYS, name)) report(state, 1, name, BULK_CSV_MESSAGES.unknownColumn);
    else if (positions.has(name)) report(state, 1, name, BULK_CSV_MESSAGES.duplicateColumn);
    else positions.set(name, index);
  }
  for (const c of BULK_CSV_COLUMNS) {
    if (c.required && !positions.has(c.key)) report(state, 1, c.key, BULK_CSV_MESSAGES.missingColumn);
  }
  return { header, positions };
};

/** The data rows with their cells by column; rows of empty cells are skipped, cells beyond the header reported. */
export const readRows = (
  state: ParseState,
  records: readonly (readonly string[])[],
  header: readonly string[],
  positions: ReadonlyMap<BulkCsvColumnKey, number>,
): Row[] => {
  const rows: Row[] = [];
  records.slice(1).forEach((record, index) => {
    const rowNumber = index + 2;
    // Spreadsheets leave rows of empty cells behind; they are not rows of the file.
    if (record.every((cell) => cell.trim() === '')) return;
    const lastUsed = record.reduce((last, cell, i) => (cell.trim() !== '' ? i : last), -1);
    if (lastUsed >= header.length) report(state, rowNumber, null, BULK_CSV_MESSAGES.extraCells);
    const cells = Object.fromEntries(
      BULK_CSV_COLUMN_KEYS.map((key) => {
        const at = positions.get(key);
        const raw = at === undefined ? '' : (record[at] ?? '');
        // Lyrics keep their line breaks and inner spacing; every other cell is one trimmed line.
        return [key, key === 'lyrics' ? raw.replace(/\r\n?/g, '\n').trim() : raw.trim()];
      }),
    ) as Cells;
    rows.push({ row: rowNumber, cells });
  });
  return rows;
};

/** Rows grouped into releases by key, releases in order of first appearance; rows without a key are reported. */
export const groupRows = (state: ParseState, rows: readonly Row[]): Map<string, Row[]> => {
  const groups = new Map<string, Row[]>();
  for (const row of rows) {
    const key = row.cells.release_key;
    if (key === '') {
      report(state, row.row, 'release_key', rule('required'));
      continue;
    }
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  if (groups.size > BULK_CSV_MAX_RELEASES) {
    report(state, null, null, bulkCsvMessage('tooManyReleases', { n: BULK_CSV_MAX_RELEASES }));
  }
  return groups;
};
