// Reading an uploaded CSV file: its text (UTF-8 with or without a BOM, or Shift_JIS as Excel in Japan saves it) and
// its records. Problems come back as the bulk upload's file-level errors, never as exceptions.
import { BULK_CSV_MESSAGES, type BulkCsvError, bulkCsvMessage } from '@otodoke/domain';
import { CsvError } from 'csv-parse';
import { parse } from 'csv-parse/sync';

const UTF8_BOM = Buffer.from([0xef, 0xbb, 0xbf]);

/** The text of the file; Shift_JIS only when the bytes are not valid UTF-8 (ASCII reads the same either way). */
export function decodeCsv(bytes: Buffer): string | null {
  const hasBom = bytes.subarray(0, 3).equals(UTF8_BOM);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(hasBom ? bytes.subarray(3) : bytes);
  } catch {
    if (hasBom) return null;
  }
  try {
    return new TextDecoder('shift_jis', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/** The line where a quoted cell opens and never closes, or null when every quote is paired. */
export function unclosedQuoteLine(text: string): number | null {
  let line = 1;
  let openedAt: number | null = null;
  let atFieldStart = true;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (openedAt !== null) {
      if (char === '"') {
        if (text[i + 1] === '"') i++;
        else openedAt = null;
      } else if (char === '\n') line++;
      continue;
    }
    if (char === '"' && atFieldStart) openedAt = line;
    if (char === '\n') line++;
    atFieldStart = char === ',' || char === '\n' || char === '\r';
  }
  return openedAt;
}

export type CsvReading = { records: string[][]; error: null } | { records: null; error: BulkCsvError };

export function readCsv(bytes: Buffer): CsvReading {
  const text = decodeCsv(bytes);
  if (text === null)
    return { records: null, error: { row: null, column: null, message: BULK_CSV_MESSAGES.fileEncoding } };
  try {
    // Quotes inside an unquoted cell are kept as written; rows may be shorter or longer than the header. Empty lines
    // stay records, so record numbers are the rows a spreadsheet shows.
    const records = parse(text, {
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: false,
    }) as string[][];
    return { records, error: null };
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    const line =
      (error.code === 'CSV_QUOTE_NOT_CLOSED' ? unclosedQuoteLine(text) : null) ??
      (typeof error.lines === 'number' ? error.lines : 1);
    return { records: null, error: { row: null, column: null, message: bulkCsvMessage('fileUnreadable', { line }) } };
  }
}
