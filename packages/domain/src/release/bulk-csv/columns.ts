// The bulk CSV template's columns, in order, with their help text and example cells; the limits of one file.
//
// One row is one song. Rows with the same release_key form one release, their songs in the order of the rows.
// Release columns (release_type … territories) are written on the first row of the release; on its later rows they
// may repeat the same value or be left empty, and any other value is an error (so copying rows down is safe and a
// typo in one row is never silently ignored).
import type { LocalisedText } from '../../enumerations/misc.ts';
import { RELEASE_TYPE_LABELS, RELEASE_TYPES } from '../../enumerations/release.ts';
import { TERRITORY_CHOICES } from '../stores.ts';

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
