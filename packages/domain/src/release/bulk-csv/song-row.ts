// The song columns of one row: checked and read into a song of the draft input, with where each author came from.
import { SONG_CATEGORIES, type SongCategory } from '../../enumerations/artist-song.ts';
import { isOneOf } from '../../enumerations/helpers.ts';
import { isIsrc, normaliseIsrc } from '../identifiers.ts';
import { MAX_AUTHORS_PER_SONG, MAX_FEATURED_ARTISTS_PER_SONG, NAME_MAX_LENGTH } from '../limits.ts';
import { UPLOAD_FORMAT_NAMES, type UploadKind } from '../media-requirements.ts';
import { AUDIO_LANGUAGE_PATTERN, code, type Row, splitList } from './cells.ts';
import { BULK_CSV_MESSAGES, bulkCsvMessage } from './messages.ts';
import { flag, maxLength, type ParseState, report, resolveArtists, rule } from './parse-state.ts';
import type { BulkSongInput } from './types.ts';

export type AuthorColumn = 'lyricists' | 'composers';

/** The song's category; empty is original, an unknown one is reported (and read as original). */
const readCategory = (state: ParseState, row: number, value: string): SongCategory => {
  if (value === '') return 'original';
  if (isOneOf(SONG_CATEGORIES, value)) return value;
  report(state, row, 'category', bulkCsvMessage('category', { choices: SONG_CATEGORIES.join(', ') }));
  return 'original';
};

/** Authors from the lyricists and composers cells: a name in both cells is one author who wrote both. */
const readAuthors = (
  state: ParseState,
  { row, cells }: Row,
): { authors: BulkSongInput['authors']; origins: AuthorColumn[] } => {
  const isForeign = flag(state, row, 'foreign_authors', cells.foreign_authors, false);
  const authors: BulkSongInput['authors'] = [];
  const origins: AuthorColumn[] = [];
  for (const [columnKey, names] of [
    ['lyricists', splitList(cells.lyricists)],
    ['composers', splitList(cells.composers)],
  ] as const) {
    for (const name of names) {
      const existing = authors.find((a) => a.real_name === name);
      if (existing) {
        if (columnKey === 'lyricists') existing.is_lyricist = true;
        else existing.is_composer = true;
        continue;
      }
      authors.push({
        is_lyricist: columnKey === 'lyricists',
        is_composer: columnKey === 'composers',
        real_name: name,
        pen_name: '',
        is_foreign: isForeign,
        show_on_artist_page: false,
      });
      origins.push(columnKey);
    }
  }
  if (authors.length > MAX_AUTHORS_PER_SONG) {
    report(state, row, 'composers', bulkCsvMessage('tooManyArtists', { n: MAX_AUTHORS_PER_SONG }));
  }
  for (const [j, author] of authors.entries()) maxLength(state, row, origins[j]!, author.real_name, NAME_MAX_LENGTH);
  return { authors, origins };
};

/** The uploaded file a song names: the account's, of the release's kind, and accepted; null when empty or wrong. */
const readUpload = (state: ParseState, row: number, value: string, fileKind: UploadKind): number | null => {
  if (value === '') return null;
  const id = /^\d{1,9}$/.test(value) ? Number(value) : Number.NaN;
  const upload = Number.isSafeInteger(id) && id > 0 ? state.context.uploads.get(id) : undefined;
  if (!Number.isSafeInteger(id) || id <= 0) report(state, row, 'audio_upload_id', BULK_CSV_MESSAGES.uploadId);
  else if (!upload) report(state, row, 'audio_upload_id', bulkCsvMessage('uploadNotFound', { id }));
  else if (upload.kind !== fileKind) {
    report(
      state,
      row,
      'audio_upload_id',
      bulkCsvMessage('uploadWrongKind', { id, expected: UPLOAD_FORMAT_NAMES[fileKind] }),
    );
  } else if (upload.status !== 'accepted') {
    report(state, row, 'audio_upload_id', bulkCsvMessage('uploadNotReady', { id }));
  } else return id;
  return null;
};

/** Checks one row's song cells and reads them; `fileKind` is the kind of file the release's songs take. */
export const parseSongRow = (
  state: ParseState,
  songRow: Row,
  fileKind: UploadKind,
): { song: BulkSongInput; authorColumns: AuthorColumn[] } => {
  const { row, cells } = songRow;
  if (cells.song_title === '') report(state, row, 'song_title', rule('required'));
  maxLength(state, row, 'song_version', cells.song_version, NAME_MAX_LENGTH);
  maxLength(state, row, 'original_singer', cells.original_singer, NAME_MAX_LENGTH);

  const isrc = code(cells.isrc);
  const audioLanguage = code(cells.audio_language).toLowerCase();
  if (audioLanguage !== '' && !AUDIO_LANGUAGE_PATTERN.test(audioLanguage)) {
    report(state, row, 'audio_language', BULK_CSV_MESSAGES.audioLanguage);
  }
  const categoryValue = code(cells.category).toLowerCase();
  const category = readCategory(state, row, categoryValue);
  const isKnownCategory = categoryValue === '' || isOneOf(SONG_CATEGORIES, categoryValue);
  if (cells.original_singer !== '' && isKnownCategory && category !== 'cover') {
    report(state, row, 'original_singer', BULK_CSV_MESSAGES.originalSingerNotCover);
  }

  const { authors, origins } = readAuthors(state, songRow);
  const featuredIds = resolveArtists(
    state,
    row,
    'featured_artists',
    splitList(cells.featured_artists),
    MAX_FEATURED_ARTISTS_PER_SONG,
  );
  const fileUploadId = readUpload(state, row, code(cells.audio_upload_id), fileKind);

  const song: BulkSongInput = {
    title: cells.song_title,
    version: cells.song_version,
    isrc: isrc !== '' && isIsrc(isrc) ? normaliseIsrc(isrc) : isrc,
    audio_language: audioLanguage,
    explicit: flag(state, row, 'explicit', cells.explicit, false),
    category,
    original_singer: cells.original_singer,
    lyrics: cells.lyrics,
    file_upload_id: fileUploadId,
    artists: featuredIds.map((artistId) => ({ artist_id: artistId, input_role: 'featured' as const, roles: [] })),
    authors,
  };
  return { song, authorColumns: origins };
};
