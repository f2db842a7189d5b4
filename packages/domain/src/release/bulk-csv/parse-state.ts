// The state of one bulk CSV conversion (problems, artists by name, UPCs seen) and the checks that report into it.
import type { LocalisedText } from '../../enumerations/misc.ts';
import type { TemplateParams } from '../../template.ts';
import { formatValidationMessage, type ValidationMessageId } from '../../validation/messages.ts';
import { textLength } from '../../validation/rules.ts';
import { code } from './cells.ts';
import type { BulkCsvColumnKey } from './columns.ts';
import { BULK_CSV_MESSAGES, bulkCsvMessage } from './messages.ts';
import type { BulkCsvContext, BulkCsvError } from './types.ts';

type ContextArtist = BulkCsvContext['artists'][number];

export type ParseState = {
  readonly context: BulkCsvContext;
  /** Problems in the order found; each (row, column, message) once. */
  readonly errors: BulkCsvError[];
  readonly seen: Set<string>;
  /** The account's artists by Japanese and English name (a name may belong to several). */
  readonly artistsByName: ReadonlyMap<string, ReadonlySet<number>>;
  readonly artistById: ReadonlyMap<number, ContextArtist>;
  /** Normalised UPCs of the file, each with the first row that gave it. */
  readonly firstRowOfUpc: Map<string, number>;
};

export const createParseState = (context: BulkCsvContext): ParseState => {
  const artistsByName = new Map<string, Set<number>>();
  for (const artist of context.artists) {
    for (const name of [artist.nameJa, artist.nameEn]) {
      const trimmed = name.trim();
      if (trimmed === '') continue;
      const ids = artistsByName.get(trimmed) ?? new Set<number>();
      ids.add(artist.id);
      artistsByName.set(trimmed, ids);
    }
  }
  return {
    context,
    errors: [],
    seen: new Set<string>(),
    artistsByName,
    artistById: new Map(context.artists.map((a) => [a.id, a])),
    firstRowOfUpc: new Map<string, number>(),
  };
};

/** Records a problem unless the same one was already recorded at that row and column. */
export const report = (state: ParseState, row: number | null, columnKey: string | null, message: LocalisedText) => {
  const id = `${row}|${columnKey}|${message.ja}`;
  if (state.seen.has(id)) return;
  state.seen.add(id);
  state.errors.push({ row, column: columnKey, message });
};

/** A rulebook validation message in both languages. */
export const rule = (id: ValidationMessageId, params?: TemplateParams): LocalisedText => ({
  ja: formatValidationMessage(id, 'ja', params),
  en: formatValidationMessage(id, 'en', params),
});

/** A 1/0 cell; empty gives `fallback`, anything else is reported and gives `fallback`. */
export const flag = (
  state: ParseState,
  row: number,
  columnKey: BulkCsvColumnKey,
  value: string,
  fallback: boolean,
): boolean => {
  const v = code(value);
  if (v === '') return fallback;
  if (v === '1') return true;
  if (v === '0') return false;
  report(state, row, columnKey, BULK_CSV_MESSAGES.flag);
  return fallback;
};

export const maxLength = (state: ParseState, row: number, columnKey: BulkCsvColumnKey, value: string, max: number) => {
  if (textLength(value) > max) report(state, row, columnKey, rule('maxLength', { n: max }));
};

/** Names of one cell to artist ids; unknown, ambiguous and repeated names are reported. */
export const resolveArtists = (
  state: ParseState,
  row: number,
  columnKey: BulkCsvColumnKey,
  names: readonly string[],
  max: number,
): number[] => {
  const ids: number[] = [];
  if (names.length > max) report(state, row, columnKey, bulkCsvMessage('tooManyArtists', { n: max }));
  for (const name of names) {
    const found = state.artistsByName.get(name);
    if (!found) report(state, row, columnKey, bulkCsvMessage('artistNotFound', { name }));
    else if (found.size > 1) report(state, row, columnKey, bulkCsvMessage('artistAmbiguous', { name }));
    else {
      const id = [...found][0]!;
      if (ids.includes(id)) report(state, row, columnKey, BULK_CSV_MESSAGES.artistDuplicated);
      else ids.push(id);
    }
  }
  return ids;
};
