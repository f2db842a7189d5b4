// The bulk CSV's own problem messages (ja/en); the rest are the release rulebook's messages.
import type { LocalisedText } from '../../enumerations/misc.ts';
import { APP_ERRORS } from '../../errors/app-error.ts';
import { formatTemplate, type TemplateParams } from '../../template.ts';

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
