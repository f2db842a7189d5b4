// The release columns of one release's rows: checked, and read from its first row into the draft's release part.
import { isOneOf } from '../../enumerations/helpers.ts';
import { RELEASE_TYPES, type ReleaseType } from '../../enumerations/release.ts';
import { formatTemplate } from '../../template.ts';
import { isGenreId } from '../genres.ts';
import { isUpc, normaliseUpc } from '../identifiers.ts';
import { NAME_MAX_LENGTH, RELEASE_TYPE_RULES, type ReleaseTypeRule } from '../limits.ts';
import {
  findStore,
  STORE_UNAVAILABLE_MESSAGES,
  type StoreFitInput,
  storesForMedia,
  storeUnavailableReasons,
  TERRITORY_CHOICES,
} from '../stores.ts';
import { code, type Row, splitList, toDateYmd } from './cells.ts';
import { BULK_CSV_ALL_STORES, BULK_CSV_COLUMNS } from './columns.ts';
import { BULK_CSV_MESSAGES, bulkCsvMessage } from './messages.ts';
import { flag, maxLength, type ParseState, report, resolveArtists, rule } from './parse-state.ts';
import type { BulkReleaseInput } from './types.ts';

const RELEASE_COLUMNS = BULK_CSV_COLUMNS.filter((c) => c.level === 'release').map((c) => c.key);

export type ParsedReleaseCells = {
  /** The type as written, undefined when missing or unknown (the rest is then checked as an album). */
  readonly type: ReleaseType | undefined;
  readonly typeRule: ReleaseTypeRule;
  readonly fields: Omit<BulkReleaseInput, 'songs'>;
  /** Main artist names as written, for the preview. */
  readonly mainNames: string[];
};

/** Later rows of a release repeat the first row's release cells or leave them empty. */
const reportDifferingRows = (state: ParseState, group: readonly Row[]) => {
  const first = group[0]!;
  for (const later of group.slice(1)) {
    for (const columnKey of RELEASE_COLUMNS) {
      if (columnKey === 'release_key') continue;
      const value = later.cells[columnKey];
      if (value !== '' && value !== first.cells[columnKey]) {
        report(state, later.row, columnKey, bulkCsvMessage('differsFromFirstRow', { row: first.row }));
      }
    }
  }
};

/** Stores: named ones must exist for this kind of release and accept it; "all" takes every one that does. */
const readStores = (state: ParseState, at: number, value: string, fit: StoreFitInput): string[] => {
  const media = fit.media;
  let storeIds: string[] = [];
  if (value.toLowerCase() === BULK_CSV_ALL_STORES) {
    storeIds = storesForMedia(media)
      .filter((store) => storeUnavailableReasons(store, fit).length === 0)
      .map((store) => store.id);
    if (storeIds.length === 0) report(state, at, 'stores', BULK_CSV_MESSAGES.noStoreAvailable);
  } else {
    for (const id of splitList(value)) {
      const store = findStore(id);
      if (!store?.media.includes(media)) {
        report(state, at, 'stores', bulkCsvMessage('storeUnknown', { id }));
        continue;
      }
      const reason = storeUnavailableReasons(store, fit)[0];
      if (reason) {
        const message = STORE_UNAVAILABLE_MESSAGES[reason];
        report(state, at, 'stores', {
          ja: formatTemplate(BULK_CSV_MESSAGES.storeUnavailable.ja, { store: store.name, reason: message.ja }),
          en: formatTemplate(BULK_CSV_MESSAGES.storeUnavailable.en, { store: store.name, reason: message.en }),
        });
      }
      if (!storeIds.includes(id)) storeIds.push(id);
    }
  }
  return storeIds;
};

/** Checks the release cells of one release's rows and reads them from its first row. */
export const parseReleaseCells = (state: ParseState, group: readonly Row[]): ParsedReleaseCells => {
  const { context } = state;
  const first = group[0]!;
  const at = first.row;
  const cell = first.cells;

  reportDifferingRows(state, group);

  const typeValue = code(cell.release_type);
  let type: ReleaseType | undefined;
  if (typeValue === '') report(state, at, 'release_type', rule('required'));
  else if (!isOneOf(RELEASE_TYPES, typeValue)) {
    report(state, at, 'release_type', bulkCsvMessage('releaseType', { choices: RELEASE_TYPES.join(', ') }));
  } else type = typeValue;
  // An unknown type still gets its other cells checked, as an album would be.
  const effectiveType: ReleaseType = type ?? 'album';
  const typeRule = RELEASE_TYPE_RULES[effectiveType];
  if (type && typeRule.terms && !context.acknowledgedTerms.has(typeRule.terms)) {
    report(state, at, 'release_type', BULK_CSV_MESSAGES.termsRequired);
  }

  if (cell.release_title === '') report(state, at, 'release_title', rule('required'));
  maxLength(state, at, 'release_version', cell.release_version, NAME_MAX_LENGTH);

  const mainNames = splitList(cell.main_artists);
  if (mainNames.length === 0) report(state, at, 'main_artists', rule('required'));
  // More than the limit is reported by the rulebook (exceed_number_of_main_artist) on the resolved artists.
  const mainArtistIds = resolveArtists(state, at, 'main_artists', mainNames, Number.POSITIVE_INFINITY);

  const primaryGenre = code(cell.primary_genre_id);
  if (primaryGenre !== '' && !isGenreId(primaryGenre)) report(state, at, 'primary_genre_id', BULK_CSV_MESSAGES.genre);
  const secondaryGenre = code(cell.secondary_genre_id);
  if (secondaryGenre !== '' && !isGenreId(secondaryGenre)) {
    report(state, at, 'secondary_genre_id', BULK_CSV_MESSAGES.genre);
  }

  const dateValue = code(cell.requested_sale_start_date);
  const saleDate = dateValue === '' ? '' : (toDateYmd(dateValue) ?? dateValue);

  const upc = code(cell.upc);
  if (upc !== '' && isUpc(upc)) {
    const normalised = normaliseUpc(upc);
    if (context.takenUpcs.has(normalised)) report(state, at, 'upc', BULK_CSV_MESSAGES.upcTaken);
    const other = state.firstRowOfUpc.get(normalised);
    if (other !== undefined) report(state, at, 'upc', bulkCsvMessage('upcDuplicated', { row: other }));
    else state.firstRowOfUpc.set(normalised, at);
  }

  const worldwide = flag(state, at, 'worldwide', cell.worldwide, true);
  const territories = splitList(code(cell.territories)).map((t) => t.toUpperCase());
  for (const territory of territories) {
    if (!(TERRITORY_CHOICES as readonly string[]).includes(territory)) {
      report(state, at, 'territories', bulkCsvMessage('territoryUnknown', { code: territory }));
    }
  }
  if (worldwide && territories.length > 0) {
    report(state, at, 'territories', BULK_CSV_MESSAGES.territoriesWithWorldwide);
  }
  if (!worldwide && territories.length === 0) report(state, at, 'territories', BULK_CSV_MESSAGES.territoriesRequired);

  const genreIds = [primaryGenre, secondaryGenre].filter((id) => id !== '' && isGenreId(id));
  const storeIds = readStores(state, at, code(cell.stores), { media: typeRule.media, genreIds, worldwide, songs: [] });

  return {
    type,
    typeRule,
    mainNames,
    fields: {
      type: effectiveType,
      title: cell.release_title,
      version: cell.release_version,
      label_name: cell.label_name,
      primary_genre_id: primaryGenre !== '' && isGenreId(primaryGenre) ? primaryGenre : '',
      secondary_genre_id: secondaryGenre !== '' && isGenreId(secondaryGenre) ? secondaryGenre : '',
      main_artist_ids: mainArtistIds,
      requested_sale_start_date: saleDate,
      upc: upc !== '' && isUpc(upc) ? normaliseUpc(upc) : upc,
      copyright_year: code(cell.copyright_year),
      copyright_holder: cell.copyright_holder,
      store_ids: storeIds,
      worldwide,
      territories: worldwide ? [] : territories,
    },
  };
};
