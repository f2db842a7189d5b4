// Bulk release registration by CSV: the template's columns, and the pure conversion of a parsed file into draft
// release inputs with every problem found at once, each by spreadsheet row and column.
//
// One row is one song. Rows with the same release_key form one release, their songs in the order of the rows.
// Release columns (release_type … territories) are written on the first row of the release; on its later rows they
// may repeat the same value or be left empty, and any other value is an error (so copying rows down is safe and a
// typo in one row is never silently ignored).
import type { ArtistInputRole, SongCategory } from '../enumerations/artist-song.ts';
import { SONG_CATEGORIES } from '../enumerations/artist-song.ts';
import { isOneOf } from '../enumerations/helpers.ts';
import type { Language, LocalisedText } from '../enumerations/misc.ts';
import {
  RELEASE_TYPE_LABELS,
  RELEASE_TYPES,
  type ReleaseMetadataCheckReason,
  type ReleaseType,
} from '../enumerations/release.ts';
import { APP_ERRORS } from '../errors/app-error.ts';
import { formatTemplate, type TemplateParams } from '../template.ts';
import { formatValidationMessage, type ValidationMessageId } from '../validation/messages.ts';
import { RELEASE_METADATA_CHECK_MESSAGES } from '../validation/release-check-messages.ts';
import { japanDate, parseDateYmd, textLength } from '../validation/rules.ts';
import { isGenreId } from './genres.ts';
import { isIsrc, isUpc, normaliseIsrc, normaliseUpc } from './identifiers.ts';
import { MAX_AUTHORS_PER_SONG, MAX_FEATURED_ARTISTS_PER_SONG, NAME_MAX_LENGTH, RELEASE_TYPE_RULES } from './limits.ts';
import { UPLOAD_FORMAT_NAMES, type UploadKind } from './media-requirements.ts';
import { type ReleaseCheckInput, releaseFieldIssues, releaseMetadataIssues } from './release-check.ts';
import {
  findStore,
  STORE_UNAVAILABLE_MESSAGES,
  storesForMedia,
  storeUnavailableReasons,
  TERRITORY_CHOICES,
} from './stores.ts';

/** Data rows one file may hold (the header row not counted). */
export const BULK_CSV_MAX_ROWS = 1000;
/** Releases one file may create. */
export const BULK_CSV_MAX_RELEASES = 200;
/** Separates several values in one cell (artists, stores, authors); the full-width ； is read the same way. */
export const BULK_CSV_LIST_SEPARATOR = ';';
/** The stores cell value meaning every store that can take the release. */
export const BULK_CSV_ALL_STORES = 'all';

export const BULK_CSV_COLUMN_KEYS = [
  'release_key',
  'release_type',
  'release_title',
  'release_version',
  'main_artists',
  'label_name',
  'primary_genre_id',
  'secondary_genre_id',
  'requested_sale_start_date',
  'upc',
  'copyright_year',
  'copyright_holder',
  'stores',
  'worldwide',
  'territories',
  'song_title',
  'song_version',
  'isrc',
  'audio_language',
  'explicit',
  'category',
  'original_singer',
  'lyricists',
  'composers',
  'foreign_authors',
  'featured_artists',
  'audio_upload_id',
  'lyrics',
] as const;
export type BulkCsvColumnKey = (typeof BULK_CSV_COLUMN_KEYS)[number];

export type BulkCsvColumn = {
  readonly key: BulkCsvColumnKey;
  /** `release`: one value per release (first row); `song`: one value per row. */
  readonly level: 'release' | 'song';
  readonly required: boolean;
  readonly description: LocalisedText;
  /** The two example rows of the template (one album with two songs). */
  readonly examples: readonly [string, string];
};

const column = (
  key: BulkCsvColumnKey,
  level: 'release' | 'song',
  required: boolean,
  description: LocalisedText,
  examples: readonly [string, string],
): BulkCsvColumn => ({ key, level, required, description, examples });

/** Every column of the template, in the template's order, with what to write in it. */
export const BULK_CSV_COLUMNS: readonly BulkCsvColumn[] = [
  column(
    'release_key',
    'release',
    true,
    {
      ja: 'リリースを区別する任意の文字列。同じ値の行が1つのリリースになり、行の順に収録されます。',
      en: 'Any text naming the release. Rows with the same value form one release, songs in the order of the rows.',
    },
    ['A1', 'A1'],
  ),
  column(
    'release_type',
    'release',
    true,
    {
      ja: `リリースの種類: ${RELEASE_TYPES.map((type) => `${type}（${RELEASE_TYPE_LABELS[type].ja}）`).join('、')}`,
      en: `Kind of release: ${RELEASE_TYPES.map((type) => `${type} (${RELEASE_TYPE_LABELS[type].en})`).join(', ')}.`,
    },
    ['album', ''],
  ),
  column(
    'release_title',
    'release',
    true,
    { ja: 'リリースのタイトル（200文字以内）', en: 'Title of the release (up to 200 characters).' },
    ['夜明けのうた', ''],
  ),
  column(
    'release_version',
    'release',
    false,
    { ja: 'バージョン表記（例: Remastered）。なければ空欄', en: 'Version (e.g. Remastered); empty if none.' },
    ['', ''],
  ),
  column(
    'main_artists',
    'release',
    true,
    {
      ja: 'メインアーティスト名。登録済みのアーティストの名前（日本語名または英語名）を「;」区切りで最大3名',
      en: 'Main artists: names of your registered artists (Japanese or English name), separated by ";", up to 3.',
    },
    ['音届けバンド', ''],
  ),
  column(
    'label_name',
    'release',
    false,
    {
      ja: 'レーベル名。正式なレーベル名がない場合は空欄にしてください',
      en: 'Label name; leave it empty if you have no official label name.',
    },
    ['Sunrise Records', ''],
  ),
  column(
    'primary_genre_id',
    'release',
    false,
    { ja: 'メインジャンルのID（1〜38、201〜221）', en: 'Primary genre id (1–38, 201–221).' },
    ['17', ''],
  ),
  column(
    'secondary_genre_id',
    'release',
    false,
    { ja: 'サブジャンルのID。なければ空欄', en: 'Secondary genre id; empty if none.' },
    ['28', ''],
  ),
  column(
    'requested_sale_start_date',
    'release',
    false,
    { ja: '配信開始希望日（YYYY/MM/DD、今日以降）', en: 'Requested sale start date (YYYY/MM/DD, today or later).' },
    ['', ''],
  ),
  column(
    'upc',
    'release',
    false,
    {
      ja: 'UPC/JANコード（12桁または13桁）。空欄なら申請時に発行されます',
      en: 'UPC/JAN code (12 or 13 digits); empty to have one assigned on submission.',
    },
    ['', ''],
  ),
  column('copyright_year', 'release', false, { ja: '著作権の発生年（西暦4桁）', en: 'Copyright year (four digits).' }, [
    '',
    '',
  ]),
  column(
    'copyright_holder',
    'release',
    false,
    { ja: '著作権者（原盤権者）の名前', en: 'Copyright holder (owner of the master).' },
    ['Sunrise Records', ''],
  ),
  column(
    'stores',
    'release',
    false,
    {
      ja: '配信ストアのIDを「;」区切りで。「all」で配信できるすべてのストア',
      en: 'Store ids separated by ";", or "all" for every store that can take the release.',
    },
    ['all', ''],
  ),
  column(
    'worldwide',
    'release',
    false,
    {
      ja: '全世界に配信するなら1、地域を限定するなら0（空欄は1）',
      en: '1 to distribute worldwide, 0 to limit the countries (empty means 1).',
    },
    ['1', ''],
  ),
  column(
    'territories',
    'release',
    false,
    {
      ja: `worldwideが0のときの配信国（ISO 3166の2文字コード）を「;」区切りで。選べる国: ${TERRITORY_CHOICES.join(', ')}`,
      en: `When worldwide is 0: the countries (ISO 3166 two-letter codes) separated by ";". Choices: ${TERRITORY_CHOICES.join(', ')}.`,
    },
    ['', ''],
  ),
  column(
    'song_title',
    'song',
    true,
    { ja: '楽曲のタイトル（200文字以内）', en: 'Title of the song (up to 200 characters).' },
    ['夜明けのうた', '風のささやき'],
  ),
  column(
    'song_version',
    'song',
    false,
    { ja: '楽曲のバージョン表記（例: Acoustic Ver.）', en: 'Version of the song (e.g. Acoustic Ver.).' },
    ['', 'Instrumental'],
  ),
  column(
    'isrc',
    'song',
    false,
    {
      ja: 'ISRC（例: JP-XXX-00-00000）。空欄なら申請時に発行されます',
      en: 'ISRC (e.g. JP-XXX-00-00000); empty to have one assigned on submission.',
    },
    ['', ''],
  ),
  column(
    'audio_language',
    'song',
    false,
    {
      ja: '歌詞の言語コード（ja、en、ko など）。インストゥルメンタルは zxx',
      en: 'Language code of the lyrics (ja, en, ko…); zxx for an instrumental.',
    },
    ['ja', 'zxx'],
  ),
  column(
    'explicit',
    'song',
    false,
    {
      ja: '不適切な表現を含むなら1、含まないなら0（空欄は0）',
      en: '1 if the song has explicit content, else 0 (empty means 0).',
    },
    ['0', '0'],
  ),
  column(
    'category',
    'song',
    false,
    {
      ja: '楽曲の区分: original（オリジナル）、cover（カバー）、arrange（アレンジ）、pd（パブリックドメイン）。空欄は original',
      en: 'Kind of song: original, cover, arrange or pd (public domain); empty means original.',
    },
    ['original', 'original'],
  ),
  column(
    'original_singer',
    'song',
    false,
    {
      ja: 'カバー曲の原曲アーティスト（categoryがcoverのときのみ）',
      en: 'Original artist of a cover (only when category is cover).',
    },
    ['', ''],
  ),
  column(
    'lyricists',
    'song',
    false,
    { ja: '作詞者の本名を「;」区切りで', en: 'Real names of the lyricists, separated by ";".' },
    ['山田太郎', ''],
  ),
  column(
    'composers',
    'song',
    false,
    { ja: '作曲者の本名を「;」区切りで', en: 'Real names of the composers, separated by ";".' },
    ['山田太郎;佐藤花子', '佐藤花子'],
  ),
  column(
    'foreign_authors',
    'song',
    false,
    {
      ja: '作家が海外の作家なら1（本名にアルファベットを使えます）、国内なら0（空欄は0）',
      en: '1 if the authors are foreign (their real names may use the alphabet), else 0 (empty means 0).',
    },
    ['0', '0'],
  ),
  column(
    'featured_artists',
    'song',
    false,
    {
      ja: 'フィーチャリングアーティスト。登録済みのアーティスト名を「;」区切りで',
      en: 'Featured artists: names of your registered artists, separated by ";".',
    },
    ['', ''],
  ),
  column(
    'audio_upload_id',
    'song',
    false,
    {
      ja: 'アップロード済みの音源（映像リリースは映像）ファイルのID。空欄ならあとでリリース編集画面から追加できます',
      en: 'Id of an audio file you uploaded (a video file for video releases); empty to add the file later in the editor.',
    },
    ['', ''],
  ),
  column('lyrics', 'song', false, { ja: '歌詞（改行はセル内改行で）', en: 'Lyrics (line breaks inside the cell).' }, [
    '夜が明ける 光が差す',
    '',
  ]),
];

/** Problems only the bulk upload has (the rest are the rulebook's own messages). */
export const BULK_CSV_MESSAGES = {
  fileUnreadable: {
    ja: 'CSVの書式が正しくありません（{line}行目付近）。セルを囲む「"」が対になっているか確認してください',
    en: 'The CSV is malformed near line {line}. Check that the quotes (") around cells come in pairs.',
  },
  fileMissing: {
    ja: 'アップロードされたファイルを読み込めませんでした。もう一度アップロードしてください',
    en: 'The uploaded file could not be read. Please upload it again.',
  },
  fileEncoding: {
    ja: '文字コードを判別できませんでした。UTF-8またはShift_JISで保存してください',
    en: 'The character encoding could not be recognised. Save the file as UTF-8 or Shift_JIS.',
  },
  noDataRows: { ja: 'データ行がありません', en: 'The file has no data rows.' },
  tooManyRows: {
    ja: '1ファイルに登録できるのは{n}行までです',
    en: 'One file may hold up to {n} rows.',
  },
  tooManyReleases: {
    ja: '1ファイルで登録できるリリースは{n}件までです',
    en: 'One file may create up to {n} releases.',
  },
  unknownColumn: { ja: '不明な列です', en: 'Unknown column.' },
  duplicateColumn: { ja: '同じ列が2回あります', en: 'This column appears twice.' },
  missingColumn: { ja: '必須の列がありません', en: 'This required column is missing.' },
  extraCells: {
    ja: '見出し行より多くのセルがあります',
    en: 'The row has more cells than the header row.',
  },
  differsFromFirstRow: {
    ja: '同じリリースの最初の行（{row}行目）と値が異なります。同じ値にするか空欄にしてください',
    en: 'Differs from the first row of this release (row {row}). Repeat the same value or leave it empty.',
  },
  releaseType: {
    ja: 'リリースの種類は {choices} のいずれかを入力してください',
    en: 'The kind of release must be one of {choices}.',
  },
  termsRequired: APP_ERRORS.SONG00005,
  artistNotFound: {
    ja: 'アーティスト「{name}」が見つかりません。先にアーティストを登録してください',
    en: 'No artist named "{name}". Register the artist first.',
  },
  artistAmbiguous: {
    ja: '「{name}」という名前のアーティストが複数あります。どちらかの名前を変更してください',
    en: 'Several of your artists are named "{name}". Rename one of them.',
  },
  artistDuplicated: { ja: '同じアーティストが重複しています', en: 'The same artist appears twice.' },
  tooManyArtists: { ja: '{n}名まで入力できます', en: 'Up to {n} names.' },
  genre: { ja: 'ジャンルIDが正しくありません', en: 'This genre id does not exist.' },
  flag: { ja: '1または0を入力してください', en: 'Enter 1 or 0.' },
  storeUnknown: {
    ja: '選択できないストアです（{id}）',
    en: 'This store cannot be chosen ({id}).',
  },
  storeUnavailable: { ja: '{store}: {reason}', en: '{store}: {reason}' },
  noStoreAvailable: {
    ja: 'このリリースを配信できるストアがありません',
    en: 'No store can take this release.',
  },
  territoryUnknown: {
    ja: '選択できない国・地域です（{code}）',
    en: 'This country cannot be chosen ({code}).',
  },
  territoriesWithWorldwide: {
    ja: 'worldwideが1のときは空欄にしてください',
    en: 'Leave this empty when worldwide is 1.',
  },
  territoriesRequired: {
    ja: 'worldwideが0のときは配信国を入力してください',
    en: 'Enter the countries when worldwide is 0.',
  },
  category: {
    ja: '楽曲の区分は {choices} のいずれかを入力してください',
    en: 'The kind of song must be one of {choices}.',
  },
  audioLanguage: {
    ja: '言語コード（ja、en、zxx など半角英小文字2〜3文字）を入力してください',
    en: 'Enter a language code (two or three lower-case letters, such as ja, en or zxx).',
  },
  originalSingerNotCover: {
    ja: 'カバー曲（categoryがcover）のときのみ入力できます',
    en: 'Only for a cover (category cover).',
  },
  uploadId: { ja: 'アップロードIDは数字で入力してください', en: 'Enter the upload id as a number.' },
  uploadNotFound: {
    ja: 'アップロードID {id} のファイルが見つかりません',
    en: 'No uploaded file has the id {id}.',
  },
  uploadNotReady: {
    ja: 'アップロードID {id} のファイルは確認中か、使用できないファイルです',
    en: 'The file with the id {id} is still being checked or cannot be used.',
  },
  uploadWrongKind: {
    ja: 'アップロードID {id} のファイルは使用できません。{expected}のファイルを指定してください',
    en: 'The file with the id {id} cannot be used here. Give a {expected} file.',
  },
  upcTaken: {
    ja: 'このUPC/JANコードは別のリリースで使われています',
    en: 'This UPC/JAN code is used by another release.',
  },
  upcDuplicated: {
    ja: 'このUPC/JANコードはファイル内の別のリリース（{row}行目）でも使われています',
    en: 'This UPC/JAN code is also used by another release of the file (row {row}).',
  },
} as const satisfies Readonly<Record<string, LocalisedText>>;

export type BulkCsvMessageId = keyof typeof BULK_CSV_MESSAGES;

export const bulkCsvMessage = (id: BulkCsvMessageId, params?: TemplateParams): LocalisedText => ({
  ja: formatTemplate(BULK_CSV_MESSAGES[id].ja, params),
  en: formatTemplate(BULK_CSV_MESSAGES[id].en, params),
});

/**
 * A problem of the file. `row` counts like a spreadsheet (the header is row 1, the first data row is row 2); it and
 * `column` are null for problems of the whole file.
 */
export type BulkCsvError = {
  readonly row: number | null;
  readonly column: string | null;
  readonly message: LocalisedText;
};

/** What the file is checked against: the account and what it owns. */
export type BulkCsvContext = {
  readonly now: Date;
  readonly account: ReleaseCheckInput['account'];
  /** The account's artists that can go on a new release (not archived). */
  readonly artists: ReadonlyArray<{
    readonly id: number;
    readonly nameJa: string;
    readonly nameEn: string;
    readonly isVariousArtists: boolean;
  }>;
  /** The account's uploads among the file's audio_upload_id values (others are not the account's). */
  readonly uploads: ReadonlyMap<number, { readonly kind: UploadKind; readonly status: string }>;
  /** Terms the account accepted (karaoke and music video releases need them). */
  readonly acknowledgedTerms: ReadonlySet<'karaoke' | 'music_video'>;
  /** UPCs (normalised) already on the account's or anyone's releases. */
  readonly takenUpcs: ReadonlySet<string>;
};

/** A song as the release save request takes it (snake_case wire form; the contract's schema fills the rest). */
export type BulkSongInput = {
  title: string;
  version: string;
  isrc: string;
  audio_language: string;
  explicit: boolean;
  category: SongCategory;
  original_singer: string;
  lyrics: string;
  file_upload_id: number | null;
  artists: Array<{ artist_id: number; input_role: ArtistInputRole; roles: string[] }>;
  authors: Array<{
    is_lyricist: boolean;
    is_composer: boolean;
    real_name: string;
    pen_name: string;
    is_foreign: boolean;
    show_on_artist_page: boolean;
  }>;
};

export type BulkReleaseInput = {
  type: ReleaseType;
  title: string;
  version: string;
  label_name: string;
  primary_genre_id: string;
  secondary_genre_id: string;
  main_artist_ids: number[];
  requested_sale_start_date: string;
  upc: string;
  copyright_year: string;
  copyright_holder: string;
  store_ids: string[];
  worldwide: boolean;
  territories: string[];
  songs: BulkSongInput[];
};

/** Where a release came from in the file, to place problems found later (at registration) on rows and columns. */
export type BulkReleaseOrigin = {
  readonly key: string;
  /** Spreadsheet row of each song, in song order; the first is the release's row. */
  readonly rows: readonly number[];
  /** Per song: which cell each author came from. */
  readonly authorColumns: ReadonlyArray<ReadonlyArray<'lyricists' | 'composers'>>;
};

export type BulkReleaseDraft = {
  readonly origin: BulkReleaseOrigin;
  readonly input: BulkReleaseInput;
  /** Main artist names as written, for the preview. */
  readonly artistNames: readonly string[];
};

export type BulkCsvResult = { readonly releases: BulkReleaseDraft[]; readonly errors: BulkCsvError[] };

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

/** Metadata reasons a file must not carry; the others concern a submission and are left to the editor. */
const BLOCKING_REASONS: readonly ReleaseMetadataCheckReason[] = [
  'exceed_number_of_main_artist',
  'exceed_number_of_album_songs',
  'exist_songs_with_same_isrc',
  'lyrics_not_allowed_to_set',
  'custom_label_name_not_allowed_to_set',
  'cover_song_is_set',
];

const RELEASE_COLUMNS = BULK_CSV_COLUMNS.filter((c) => c.level === 'release').map((c) => c.key);

/** A header cell as people type it: any case, surrounding spaces, a BOM left by an editor. */
const normaliseHeader = (value: string): string =>
  value
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase();

/** Codes, numbers and flags: full-width digits and letters read as half-width. */
const code = (value: string): string => value.normalize('NFKC').trim();

const splitList = (value: string): string[] =>
  value
    .split(/[;；]/)
    .map((item) => item.trim())
    .filter((item) => item !== '');

const AUDIO_LANGUAGE_PATTERN = /^[a-z]{2,3}$/;

const toDateYmd = (value: string): string | undefined => {
  const date = parseDateYmd(value);
  if (!date) return undefined;
  return `${date.year}/${String(date.month).padStart(2, '0')}/${String(date.day).padStart(2, '0')}`;
};

type Cells = Readonly<Record<BulkCsvColumnKey, string>>;
type Row = { readonly row: number; readonly cells: Cells };

/**
 * Turns the records of a CSV file (header first, each a list of cells) into draft release inputs. Every problem is
 * reported, each at its row and column; the inputs are only meaningful when there is none.
 */
export const buildBulkReleases = (records: readonly (readonly string[])[], context: BulkCsvContext): BulkCsvResult => {
  const errors: BulkCsvError[] = [];
  const seen = new Set<string>();
  const report = (row: number | null, columnKey: string | null, message: LocalisedText) => {
    const id = `${row}|${columnKey}|${message.ja}`;
    if (seen.has(id)) return;
    seen.add(id);
    errors.push({ row, column: columnKey, message });
  };
  const rule = (id: ValidationMessageId, params?: TemplateParams): LocalisedText => ({
    ja: formatValidationMessage(id, 'ja', params),
    en: formatValidationMessage(id, 'en', params),
  });

  // Header: columns by name in any order; optional columns may be left out.
  const header = (records[0] ?? []).map(normaliseHeader);
  const positions = new Map<BulkCsvColumnKey, number>();
  for (const [index, name] of header.entries()) {
    if (name === '') continue;
    if (!isOneOf(BULK_CSV_COLUMN_KEYS, name)) report(1, name, BULK_CSV_MESSAGES.unknownColumn);
    else if (positions.has(name)) report(1, name, BULK_CSV_MESSAGES.duplicateColumn);
    else positions.set(name, index);
  }
  for (const c of BULK_CSV_COLUMNS) {
    if (c.required && !positions.has(c.key)) report(1, c.key, BULK_CSV_MESSAGES.missingColumn);
  }
  if (errors.length > 0) return { releases: [], errors };

  const rows: Row[] = [];
  records.slice(1).forEach((record, index) => {
    const rowNumber = index + 2;
    // Spreadsheets leave rows of empty cells behind; they are not rows of the file.
    if (record.every((cell) => cell.trim() === '')) return;
    const lastUsed = record.reduce((last, cell, i) => (cell.trim() !== '' ? i : last), -1);
    if (lastUsed >= header.length) report(rowNumber, null, BULK_CSV_MESSAGES.extraCells);
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
  if (rows.length === 0)
    return { releases: [], errors: [{ row: null, column: null, message: BULK_CSV_MESSAGES.noDataRows }] };
  if (rows.length > BULK_CSV_MAX_ROWS) {
    return {
      releases: [],
      errors: [{ row: null, column: null, message: bulkCsvMessage('tooManyRows', { n: BULK_CSV_MAX_ROWS }) }],
    };
  }

  // Group rows into releases by key, releases in order of first appearance.
  const groups = new Map<string, Row[]>();
  for (const row of rows) {
    const key = row.cells.release_key;
    if (key === '') {
      report(row.row, 'release_key', rule('required'));
      continue;
    }
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  if (groups.size > BULK_CSV_MAX_RELEASES) {
    report(null, null, bulkCsvMessage('tooManyReleases', { n: BULK_CSV_MAX_RELEASES }));
  }

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
  const artistById = new Map(context.artists.map((a) => [a.id, a]));

  /** Names of one cell to artist ids; unknown, ambiguous and repeated names are reported. */
  const resolveArtists = (
    row: number,
    columnKey: BulkCsvColumnKey,
    names: readonly string[],
    max: number,
  ): number[] => {
    const ids: number[] = [];
    if (names.length > max) report(row, columnKey, bulkCsvMessage('tooManyArtists', { n: max }));
    for (const name of names) {
      const found = artistsByName.get(name);
      if (!found) report(row, columnKey, bulkCsvMessage('artistNotFound', { name }));
      else if (found.size > 1) report(row, columnKey, bulkCsvMessage('artistAmbiguous', { name }));
      else {
        const id = [...found][0]!;
        if (ids.includes(id)) report(row, columnKey, BULK_CSV_MESSAGES.artistDuplicated);
        else ids.push(id);
      }
    }
    return ids;
  };

  const flag = (row: number, columnKey: BulkCsvColumnKey, value: string, fallback: boolean): boolean => {
    const v = code(value);
    if (v === '') return fallback;
    if (v === '1') return true;
    if (v === '0') return false;
    report(row, columnKey, BULK_CSV_MESSAGES.flag);
    return fallback;
  };

  const maxLength = (row: number, columnKey: BulkCsvColumnKey, value: string, max: number) => {
    if (textLength(value) > max) report(row, columnKey, rule('maxLength', { n: max }));
  };

  const firstRowOfUpc = new Map<string, number>();
  const releases: BulkReleaseDraft[] = [];

  for (const [key, group] of groups) {
    const first = group[0]!;
    const at = first.row;
    const cell = first.cells;

    // Release columns: later rows repeat the first row's value or leave the cell empty.
    for (const later of group.slice(1)) {
      for (const columnKey of RELEASE_COLUMNS) {
        if (columnKey === 'release_key') continue;
        const value = later.cells[columnKey];
        if (value !== '' && value !== cell[columnKey]) {
          report(later.row, columnKey, bulkCsvMessage('differsFromFirstRow', { row: at }));
        }
      }
    }

    const typeValue = code(cell.release_type);
    let type: ReleaseType | undefined;
    if (typeValue === '') report(at, 'release_type', rule('required'));
    else if (!isOneOf(RELEASE_TYPES, typeValue)) {
      report(at, 'release_type', bulkCsvMessage('releaseType', { choices: RELEASE_TYPES.join(', ') }));
    } else type = typeValue;
    // An unknown type still gets its other cells checked, as an album would be.
    const effectiveType: ReleaseType = type ?? 'album';
    const typeRule = RELEASE_TYPE_RULES[effectiveType];
    if (type && typeRule.terms && !context.acknowledgedTerms.has(typeRule.terms)) {
      report(at, 'release_type', BULK_CSV_MESSAGES.termsRequired);
    }

    if (cell.release_title === '') report(at, 'release_title', rule('required'));
    maxLength(at, 'release_version', cell.release_version, NAME_MAX_LENGTH);

    const mainNames = splitList(cell.main_artists);
    if (mainNames.length === 0) report(at, 'main_artists', rule('required'));
    // More than the limit is reported by the rulebook (exceed_number_of_main_artist) on the resolved artists.
    const mainArtistIds = resolveArtists(at, 'main_artists', mainNames, Number.POSITIVE_INFINITY);

    const primaryGenre = code(cell.primary_genre_id);
    if (primaryGenre !== '' && !isGenreId(primaryGenre)) report(at, 'primary_genre_id', BULK_CSV_MESSAGES.genre);
    const secondaryGenre = code(cell.secondary_genre_id);
    if (secondaryGenre !== '' && !isGenreId(secondaryGenre)) report(at, 'secondary_genre_id', BULK_CSV_MESSAGES.genre);

    const dateValue = code(cell.requested_sale_start_date);
    const saleDate = dateValue === '' ? '' : (toDateYmd(dateValue) ?? dateValue);

    const upc = code(cell.upc);
    if (upc !== '' && isUpc(upc)) {
      const normalised = normaliseUpc(upc);
      if (context.takenUpcs.has(normalised)) report(at, 'upc', BULK_CSV_MESSAGES.upcTaken);
      const other = firstRowOfUpc.get(normalised);
      if (other !== undefined) report(at, 'upc', bulkCsvMessage('upcDuplicated', { row: other }));
      else firstRowOfUpc.set(normalised, at);
    }

    const worldwide = flag(at, 'worldwide', cell.worldwide, true);
    const territories = splitList(code(cell.territories)).map((t) => t.toUpperCase());
    for (const territory of territories) {
      if (!(TERRITORY_CHOICES as readonly string[]).includes(territory)) {
        report(at, 'territories', bulkCsvMessage('territoryUnknown', { code: territory }));
      }
    }
    if (worldwide && territories.length > 0) report(at, 'territories', BULK_CSV_MESSAGES.territoriesWithWorldwide);
    if (!worldwide && territories.length === 0) report(at, 'territories', BULK_CSV_MESSAGES.territoriesRequired);

    // Stores: named ones must exist for this kind of release and accept it; "all" takes every one that does.
    const genreIds = [primaryGenre, secondaryGenre].filter((id) => id !== '' && isGenreId(id));
    const fit = { media: typeRule.media, genreIds, worldwide, songs: [] };
    const storesValue = code(cell.stores);
    let storeIds: string[] = [];
    if (storesValue.toLowerCase() === BULK_CSV_ALL_STORES) {
      storeIds = storesForMedia(typeRule.media)
        .filter((store) => storeUnavailableReasons(store, fit).length === 0)
        .map((store) => store.id);
      if (storeIds.length === 0) report(at, 'stores', BULK_CSV_MESSAGES.noStoreAvailable);
    } else {
      for (const id of splitList(storesValue)) {
        const store = findStore(id);
        if (!store?.media.includes(typeRule.media)) {
          report(at, 'stores', bulkCsvMessage('storeUnknown', { id }));
          continue;
        }
        const reason = storeUnavailableReasons(store, fit)[0];
        if (reason) {
          const message = STORE_UNAVAILABLE_MESSAGES[reason];
          report(at, 'stores', {
            ja: formatTemplate(BULK_CSV_MESSAGES.storeUnavailable.ja, { store: store.name, reason: message.ja }),
            en: formatTemplate(BULK_CSV_MESSAGES.storeUnavailable.en, { store: store.name, reason: message.en }),
          });
        }
        if (!storeIds.includes(id)) storeIds.push(id);
      }
    }

    // Songs: one per row.
    const fileKind: UploadKind = typeRule.media === 'video' ? 'video' : 'audio';
    const authorColumns: Array<Array<'lyricists' | 'composers'>> = [];
    const songs: BulkSongInput[] = group.map(({ row, cells }) => {
      if (cells.song_title === '') report(row, 'song_title', rule('required'));
      maxLength(row, 'song_version', cells.song_version, NAME_MAX_LENGTH);
      maxLength(row, 'original_singer', cells.original_singer, NAME_MAX_LENGTH);

      const isrc = code(cells.isrc);
      const audioLanguage = code(cells.audio_language).toLowerCase();
      if (audioLanguage !== '' && !AUDIO_LANGUAGE_PATTERN.test(audioLanguage)) {
        report(row, 'audio_language', BULK_CSV_MESSAGES.audioLanguage);
      }
      const categoryValue = code(cells.category).toLowerCase();
      let category: SongCategory = 'original';
      if (categoryValue !== '') {
        if (isOneOf(SONG_CATEGORIES, categoryValue)) category = categoryValue;
        else report(row, 'category', bulkCsvMessage('category', { choices: SONG_CATEGORIES.join(', ') }));
      }
      const isKnownCategory = categoryValue === '' || isOneOf(SONG_CATEGORIES, categoryValue);
      if (cells.original_singer !== '' && isKnownCategory && category !== 'cover') {
        report(row, 'original_singer', BULK_CSV_MESSAGES.originalSingerNotCover);
      }

      // Authors: a name in both cells is one author who wrote both.
      const isForeign = flag(row, 'foreign_authors', cells.foreign_authors, false);
      const authors: BulkSongInput['authors'] = [];
      const origins: Array<'lyricists' | 'composers'> = [];
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
      if (authors.length > MAX_AUTHORS_PER_SONG)
        report(row, 'composers', bulkCsvMessage('tooManyArtists', { n: MAX_AUTHORS_PER_SONG }));
      for (const [j, author] of authors.entries()) maxLength(row, origins[j]!, author.real_name, NAME_MAX_LENGTH);
      authorColumns.push(origins);

      const featuredIds = resolveArtists(
        row,
        'featured_artists',
        splitList(cells.featured_artists),
        MAX_FEATURED_ARTISTS_PER_SONG,
      );

      const uploadValue = code(cells.audio_upload_id);
      let fileUploadId: number | null = null;
      if (uploadValue !== '') {
        const id = /^\d{1,9}$/.test(uploadValue) ? Number(uploadValue) : Number.NaN;
        const upload = Number.isSafeInteger(id) && id > 0 ? context.uploads.get(id) : undefined;
        if (!Number.isSafeInteger(id) || id <= 0) report(row, 'audio_upload_id', BULK_CSV_MESSAGES.uploadId);
        else if (!upload) report(row, 'audio_upload_id', bulkCsvMessage('uploadNotFound', { id }));
        else if (upload.kind !== fileKind) {
          report(
            row,
            'audio_upload_id',
            bulkCsvMessage('uploadWrongKind', { id, expected: UPLOAD_FORMAT_NAMES[fileKind] }),
          );
        } else if (upload.status !== 'accepted')
          report(row, 'audio_upload_id', bulkCsvMessage('uploadNotReady', { id }));
        else fileUploadId = id;
      }

      return {
        title: cells.song_title,
        version: cells.song_version,
        isrc: isrc !== '' && isIsrc(isrc) ? normaliseIsrc(isrc) : isrc,
        audio_language: audioLanguage,
        explicit: flag(row, 'explicit', cells.explicit, false),
        category,
        original_singer: cells.original_singer,
        lyrics: cells.lyrics,
        file_upload_id: fileUploadId,
        artists: featuredIds.map((artistId) => ({ artist_id: artistId, input_role: 'featured' as const, roles: [] })),
        authors,
      };
    });

    if (type && songs.length < typeRule.minSongs) {
      report(at, 'release_key', rule('minSongs', { n: typeRule.minSongs }));
    }

    const input: BulkReleaseInput = {
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
      songs,
    };
    const origin: BulkReleaseOrigin = { key, rows: group.map((r) => r.row), authorColumns };

    // The rulebook in draft mode: formats, label words, identifiers, dates, authors; then the limits of the type.
    const check: ReleaseCheckInput = {
      type: effectiveType,
      title: input.title,
      labelName: input.label_name,
      primaryGenreId: input.primary_genre_id,
      mainArtists: mainArtistIds.map((id) => ({ id, isVariousArtists: artistById.get(id)?.isVariousArtists ?? false })),
      requestedSaleStartDate: input.requested_sale_start_date,
      worldwide,
      territories: input.territories,
      storeIds,
      useSubmit: false,
      upc: input.upc,
      hasArtwork: false,
      copyrightYear: input.copyright_year,
      copyrightHolder: input.copyright_holder,
      account: context.account,
      songs: songs.map((song) => ({
        title: song.title,
        category: song.category,
        audioLanguage: song.audio_language,
        lyrics: song.lyrics,
        isrc: song.isrc,
        originalSinger: song.original_singer,
        artists: song.artists.map((a) => ({ artistId: a.artist_id, inputRole: a.input_role, roles: a.roles })),
        authors: song.authors.map((a) => ({
          isLyricist: a.is_lyricist,
          isComposer: a.is_composer,
          realName: a.real_name,
          penName: a.pen_name,
          isForeign: a.is_foreign,
          showOnArtistPage: a.show_on_artist_page,
        })),
        hasMedia: song.file_upload_id !== null,
        previewStartSeconds: null,
        hasSyncedLyrics: false,
        syncedLyricsStale: false,
        immersiveAudioFormat: null,
      })),
    };
    for (const issue of releaseFieldIssues(check, 'draft', context.now)) {
      const where = bulkCsvLocation(origin, issue.path);
      report(where.row, where.column, rule(issue.message, issue.params));
    }
    for (const issue of releaseMetadataIssues(check)) {
      if (!BLOCKING_REASONS.includes(issue.reason)) continue;
      const where = bulkCsvLocation(origin, issue.path);
      report(where.row, where.column, RELEASE_METADATA_CHECK_MESSAGES[issue.reason]);
    }

    releases.push({ origin, input, artistNames: mainNames });
  }

  errors.sort((a, b) => (a.row ?? 0) - (b.row ?? 0) || columnOrder(a.column) - columnOrder(b.column));
  return { releases, errors };
};

const columnOrder = (key: string | null): number => {
  if (key === null) return -1;
  const index = BULK_CSV_COLUMN_KEYS.indexOf(key as BulkCsvColumnKey);
  return index === -1 ? BULK_CSV_COLUMN_KEYS.length : index;
};

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
