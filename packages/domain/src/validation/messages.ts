import type { Language, LocalisedText } from '../enumerations/misc.ts';
import { formatTemplate, type TemplateParams } from '../template.ts';

/**
 * Validation messages of spec section 5. Only `required` and `fixRequired` are
 * given verbatim by the spec; the other Japanese texts are ours, worded as the
 * product's screens word them ("〜してください", "〜が正しくありません").
 * `{n}` stands for the limit and is filled by formatValidationMessage.
 */
export const VALIDATION_MESSAGES = {
  required: { ja: '必須入力項目です', en: 'This field is required.' },
  fixRequired: {
    ja: '修正が必要な項目があります',
    en: 'Some fields need to be corrected.',
  },
  nonNegativeInteger: {
    ja: '0以上の整数を入力してください',
    en: 'Enter a whole number of 0 or more.',
  },
  halfWidthAlphabet: {
    ja: '半角英字で入力してください',
    en: 'Use half-width letters (A–Z) only.',
  },
  halfWidthAlnumSymbols: {
    ja: '半角英数字・記号で入力してください',
    en: 'Use half-width letters, numbers and symbols only.',
  },
  fullWidthKatakana: {
    ja: '全角カタカナで入力してください',
    en: 'Use full-width katakana only.',
  },
  secondsRange: {
    ja: '秒は0〜59の範囲で入力してください',
    en: 'Seconds must be between 0 and 59.',
  },
  url: { ja: 'URLの形式が正しくありません', en: 'Enter a valid URL.' },
  youtubeChannelUrl: {
    ja: 'YouTubeチャンネルのURLは「/channel/xxxxx」または「/@xxxxx」の形式で入力してください',
    en: 'Enter the YouTube channel URL in the /channel/xxxxx or /@xxxxx form.',
  },
  youtubeChannelId: {
    ja: 'チャンネルIDは「UC」から始まる形式で入力してください',
    en: 'Enter a channel ID that starts with "UC".',
  },
  youtubeChannelNotFound: {
    ja: '入力されたURLのチャンネルが見つかりませんでした',
    en: 'No channel was found for this URL.',
  },
  keywordMin: {
    ja: 'キーワードは{n}文字以上で入力してください',
    en: 'Enter a keyword of at least {n} characters.',
  },
  textMax: {
    ja: '{n}文字以内で入力してください',
    en: 'Enter no more than {n} characters.',
  },
  passwordMin: {
    ja: 'パスワードは{n}文字以上で入力してください',
    en: 'Your password must be at least {n} characters long.',
  },
  passwordMismatch: { ja: 'パスワードが一致しません', en: 'The passwords do not match.' },
  email: {
    ja: 'メールアドレスの形式が正しくありません',
    en: 'Enter a valid email address.',
  },
  phone: { ja: '電話番号の形式が正しくありません', en: 'Enter a valid phone number.' },
  postalCode: {
    ja: '郵便番号の形式が正しくありません',
    en: 'Enter a valid postal code (e.g. 123-4567).',
  },
  invoiceRegistrationNumber: {
    ja: '登録番号は「T」と13桁の数字で入力してください',
    en: 'Enter the invoice registration number as T followed by 13 digits.',
  },
  noSpaces: { ja: 'スペースは入力できません', en: 'Spaces are not allowed.' },
  sameFamilyGivenName: {
    ja: '姓と名に同じ内容は入力できません',
    en: 'Family name and given name cannot be the same.',
  },
  bankHolderChars: {
    ja: '口座名義に使用できない文字が含まれています',
    en: 'The account holder name contains characters that cannot be used.',
  },
  digits: { ja: '{n}桁の数字で入力してください', en: 'Enter a {n}-digit number.' },
  minLength: {
    ja: '{n}文字以上で入力してください',
    en: 'Enter at least {n} characters.',
  },
  maxLength: {
    ja: '{n}文字以内で入力してください',
    en: 'Enter no more than {n} characters.',
  },
  greaterThan: {
    ja: '{n}より大きい数値を入力してください',
    en: 'Enter a number greater than {n}.',
  },
  min: { ja: '{n}以上の数値を入力してください', en: 'Enter a number of {n} or more.' },
  max: { ja: '{n}以下の数値を入力してください', en: 'Enter a number of {n} or less.' },
  checkboxMax: {
    ja: '{n}個まで選択できます',
    en: 'You can select up to {n}.',
  },
  date: {
    ja: '日付はYYYY/MM/DDの形式で入力してください',
    en: 'Enter the date as YYYY/MM/DD.',
  },
  calendarDate: {
    ja: '日付はYYYY-MM-DDの形式で、{min}年から{max}年までの日付を入力してください',
    en: 'Enter a date as YYYY-MM-DD between the years {min} and {max}.',
  },
  calendarMonth: {
    ja: '年月はYYYY-MMの形式で、{min}年から{max}年までの年月を入力してください',
    en: 'Enter a month as YYYY-MM between the years {min} and {max}.',
  },
  time: { ja: '時間はMM:SSの形式で入力してください', en: 'Enter the time as MM:SS.' },
  noFutureDate: {
    ja: '未来の日付は指定できません',
    en: 'The date cannot be in the future.',
  },
  noPastDate: {
    ja: '過去の日付は指定できません',
    en: 'The date cannot be in the past.',
  },
  isrc: {
    ja: 'ISRCは「JP-XXX-00-00000」の形式（12文字）で入力してください',
    en: 'Enter the ISRC as 12 characters, e.g. JP-XXX-00-00000.',
  },
  upc: {
    ja: 'UPC/JANコードが正しくありません（12桁または13桁、チェックデジットを確認してください）',
    en: 'The UPC/JAN code is not valid (12 or 13 digits with a correct check digit).',
  },
  appleMusicArtist: {
    ja: 'Apple MusicのアーティストURL（https://music.apple.com/…/artist/…）またはIDを入力してください',
    en: 'Enter an Apple Music artist URL (https://music.apple.com/…/artist/…) or ID.',
  },
  spotifyArtist: {
    ja: 'SpotifyのアーティストURL（https://open.spotify.com/artist/…）またはIDを入力してください',
    en: 'Enter a Spotify artist URL (https://open.spotify.com/artist/…) or ID.',
  },
  upcTaken: {
    ja: 'このUPC／JANコードは別のリリースで使われています',
    en: 'This UPC/JAN code is used by another release.',
  },
  isrcReserved: {
    ja: 'このISRCは音届けが付与する範囲のため入力できません。空欄にすると登録完了時に付与されます',
    en: 'This ISRC is in the range Otodoke assigns. Leave it empty and one is assigned when you submit.',
  },
  invalidChoice: {
    ja: '選択肢から選んでください',
    en: 'Choose one of the options.',
  },
  storeNotChoosable: {
    ja: '選択できないストアです（{store}）',
    en: 'This store cannot be chosen ({store}).',
  },
  territoryNotChoosable: {
    ja: '選択できない国・地域が含まれています',
    en: 'Some of the countries cannot be chosen.',
  },
  duplicateArtist: { ja: '同じアーティストが重複しています', en: 'The same artist appears twice.' },
  minSongs: {
    ja: '楽曲を{n}曲以上登録してください',
    en: 'Add at least {n} songs.',
  },
  year4: { ja: '西暦4桁で入力してください', en: 'Enter a four-digit year.' },
  previewTooShort: {
    ja: '{n}秒未満の音源は試聴開始位置を指定できません',
    en: 'Tracks shorter than {n} seconds have no selectable preview start.',
  },
  previewRange: {
    ja: '試聴開始位置から曲の終わりまで{n}秒以上必要です',
    en: 'At least {n} seconds are needed from the preview start to the end.',
  },
  authorTypeRequired: {
    ja: '作詞または作曲のいずれかを選択してください',
    en: 'Select lyricist or composer.',
  },
  lyricistAndComposerRequired: {
    ja: '作詞者と作曲者をそれぞれ1名以上登録してください',
    en: 'Add at least one lyricist and one composer.',
  },
  composerRequired: {
    ja: '作曲者を1名以上登録してください',
    en: 'Add at least one composer.',
  },
  authorRealNameNoAlphabet: {
    ja: '国内の作家の本名にアルファベットは使用できません',
    en: 'A domestic author’s real name cannot contain alphabet letters.',
  },
  authorUnsaved: {
    ja: '作家情報は保存ボタンを押して保存してください',
    en: 'Save the author information with the Save button.',
  },
  requiredOnArtistPage: {
    ja: 'アーティストページに表示する場合は必須です',
    en: 'Required when shown on the artist page.',
  },
  vocaloidArtistName: {
    ja: 'ボーカロイドの名前はアーティスト名に使用できません',
    en: 'A Vocaloid name cannot be used as an artist name.',
  },
  reservedArtistName: {
    ja: '「ヴァリアス・アーティスト（Various Artists）」はアーティスト名に使用できません',
    en: '"Various Artists" is reserved and cannot be used as an artist name.',
  },
  labelBannedWord: {
    ja: 'レーベル名に使用できない語句が含まれています。正式なレーベル名がない場合は空欄にしてください',
    en: 'The label name contains a word that cannot be used. Leave it empty if you have no official label name.',
  },
  revenueShareRateRequired: {
    ja: '収益分配率を入力してください',
    en: 'Enter the revenue share rate.',
  },
  revenueShareRateFormat: {
    ja: '分配率は小数点以下2桁までの数値で入力してください',
    en: 'Enter the share as a number with up to two decimal places.',
  },
  revenueShareRateRange: {
    ja: '分配率は0.01%〜100%の範囲で入力してください',
    en: 'Enter a share between 0.01% and 100%.',
  },
  revenueShareRateSum: {
    ja: '分配率の合計を100%にしてください',
    en: 'The shares must add up to 100%.',
  },
  revenueShareDuplicateEmail: {
    ja: 'このメールアドレスはすでに分配先に追加されています',
    en: 'This email address has already been added.',
  },
  revenueShareOwnEmail: {
    ja: 'ご自身のメールアドレスは分配先に追加できません',
    en: 'You cannot add your own email address as a collaborator.',
  },
  bankBranchNotFound: {
    ja: '支店が見つかりません',
    en: 'The branch cannot be found.',
  },
  withdrawalMinimum: {
    ja: '出金額は{n}円以上で入力してください',
    en: 'The minimum withdrawal is ¥{n}.',
  },
  creditCardNotRegistered: {
    ja: 'クレジットカードが登録されていません',
    en: 'No credit card is registered.',
  },
  balanceInsufficient: { ja: '残高が不足しています', en: 'Your balance is insufficient.' },
  loginFailed: {
    ja: 'メールアドレスまたはパスワードが正しくありません',
    en: 'The email address or password is incorrect.',
  },
  accountLocked: {
    ja: 'ログインに複数回失敗したため、一時的にロックされています。しばらく時間を置いてから再度お試しください',
    en: 'Too many failed sign-in attempts. Your account is temporarily locked; please try again later.',
  },
  signInFixErrors: {
    ja: '入力内容にエラーがあります。修正してください',
    en: 'Please correct the errors in your input.',
  },
  invalidCharacters: {
    ja: '使用できない文字が含まれています',
    en: 'This contains characters that cannot be used.',
  },
  controlCharacters: {
    ja: '改行や制御文字は入力できません',
    en: 'Line breaks and control characters are not allowed here.',
  },
  servicePath: {
    ja: '音届け内のページのパスを「/」から始めて入力してください（例: /dashboard/releases）',
    en: 'Enter the path of a page on Otodoke, starting with "/" (e.g. /dashboard/releases).',
  },
} as const satisfies Readonly<Record<string, LocalisedText>>;

export type ValidationMessageId = keyof typeof VALIDATION_MESSAGES;

export const formatValidationMessage = (id: ValidationMessageId, lang: Language, params?: TemplateParams): string =>
  formatTemplate(VALIDATION_MESSAGES[id][lang], params);

/** The message in both languages, for a service that answers in the reader's language later. */
export const validationMessageInBoth = (id: ValidationMessageId, params?: TemplateParams): LocalisedText => ({
  ja: formatValidationMessage(id, 'ja', params),
  en: formatValidationMessage(id, 'en', params),
});
