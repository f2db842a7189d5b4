// Reading the bulk CSV's cells: a data row by column, and how header, code, list and date cells are normalised.
import { parseDateYmd } from '../../validation/rules.ts';
import type { BulkCsvColumnKey } from './columns.ts';

/** A data row's cells by column (columns left out of the file read as empty). */
export type Cells = Readonly<Record<BulkCsvColumnKey, string>>;
/** A data row and its spreadsheet row number. */
export type Row = { readonly row: number; readonly cells: Cells };

/** A header cell as people type it: any case, surrounding spaces, a BOM left by an editor. */
export const normaliseHeader = (value: string): string =>
  value
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase();

/** Codes, numbers and flags: full-width digits and letters read as half-width. */
export const code = (value: string): string => value.normalize('NFKC').trim();

export const splitList = (value: string): string[] =>
  value
    .split(/[;；]/)
    .map((item) => item.trim())
    .filter((item) => item !== '');

export const AUDIO_LANGUAGE_PATTERN = /^[a-z]{2,3}$/;

export const toDateYmd = (value: string): string | undefined => {
  const date = parseDateYmd(value);
  if (!date) return undefined;
  return `${date.year}/${String(date.month).padStart(2, '0')}/${String(date.day).padStart(2, '0')}`;
};
