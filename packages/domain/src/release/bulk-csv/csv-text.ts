// CSV text the bulk upload writes: the template with its example rows, and the error report.
import type { Language } from '../../enumerations/misc.ts';
import { japanDate } from '../../validation/rules.ts';
import { BULK_CSV_COLUMNS } from './columns.ts';
import type { BulkCsvError } from './types.ts';

/** One CSV field: quoted when it holds a separator, a quote or a line break. */
const csvField = (value: string): string => (/[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

/** Rows as CSV text with CRLF line ends, as spreadsheets write it. */
export const formatCsv = (rows: readonly (readonly string[])[]): string =>
  `${rows.map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`;

/** The two example rows of the template (one album of two songs), released a month from `now`. */
export const bulkCsvExampleRows = (now: Date): [string[], string[]] => {
  const { year, month, day } = japanDate(new Date(now.getTime() + 30 * 24 * 60 * 60 * 1000));
  const saleDate = `${year}/${String(month).padStart(2, '0')}/${String(day).padStart(2, '0')}`;
  const example = (index: 0 | 1) =>
    BULK_CSV_COLUMNS.map((c) => {
      if (index === 0 && c.key === 'requested_sale_start_date') return saleDate;
      if (index === 0 && c.key === 'copyright_year') return String(japanDate(now).year);
      return c.examples[index];
    });
  return [example(0), example(1)];
};

/** The template: the header row and the two example rows. */
export const bulkCsvTemplate = (now: Date): string =>
  formatCsv([BULK_CSV_COLUMNS.map((c) => c.key), ...bulkCsvExampleRows(now)]);

/** The error report: row, column, message in `language`; a whole-file problem has empty row and column. */
export const bulkCsvErrorReport = (errors: readonly BulkCsvError[], language: Language): string => {
  const heading = language === 'ja' ? ['行', '列', 'エラー内容'] : ['row', 'column', 'message'];
  return formatCsv([
    heading,
    ...errors.map((e) => [e.row === null ? '' : String(e.row), e.column ?? '', e.message[language]]),
  ]);
};
