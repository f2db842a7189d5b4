// Stable application error codes with their ja/en messages. Services throw AppError; one mapper turns codes into
// HTTP statuses at the edge. Every code must have both messages.

export type Bilingual = { ja: string; en: string };

export const APP_ERRORS = {
  VALIDATION_FAILED: { ja: '修正が必要な項目があります', en: 'Some fields need to be corrected.' },
  NOT_SIGNED_IN: { ja: 'ログインしてください', en: 'Please sign in.' },
  AUTH_INVALID_CREDENTIALS: {
    ja: 'メールアドレスまたはパスワードが正しくありません',
    en: 'The e-mail address or password is incorrect.',
  },
  AUTH_LOCKED: {
    ja: 'ログインに続けて失敗したため、一時的にロックしています。しばらくしてから再度お試しください。',
    en: 'Too many failed sign-in attempts: sign-in is locked for a while. Please try again later.',
  },
  AUTH_WAIT: {
    ja: '短時間にログインが繰り返されました。しばらく待ってから再度お試しください。',
    en: 'Too many sign-in attempts in a short time. Please wait a moment and try again.',
  },
  CAPTCHA_INVALID: {
    ja: '画像認証を確認できませんでした。もう一度お試しください。',
    en: 'The captcha could not be verified. Please try again.',
  },
  EMAIL_NOT_VERIFIED: {
    ja: 'メールアドレスの確認が完了していません。確認メールのリンクを開いてください。',
    en: 'Your e-mail address is not confirmed yet. Please open the link in the confirmation mail.',
  },
  EMAIL_TAKEN: { ja: 'このメールアドレスは既に登録されています', en: 'This e-mail address is already registered.' },
  TOKEN_INVALID: {
    ja: 'このリンクは無効か、有効期限が切れています',
    en: 'This link is invalid or has expired.',
  },
  EMAIL_ALREADY_VERIFIED: {
    ja: 'このメールアドレスは確認済みです。ログインしてご利用ください。',
    en: 'This e-mail address is already confirmed. Please sign in.',
  },
  CODE_INVALID: { ja: '確認コードが正しくありません', en: 'The confirmation code is incorrect.' },
  CODE_EXPIRED: {
    ja: '確認コードの有効期限が切れました。もう一度ログインしてください。',
    en: 'The confirmation code has expired. Please sign in again.',
  },
  CODE_RESEND_TOO_SOON: {
    ja: '確認コードは送信済みです。少し待ってから再送してください。',
    en: 'A code was just sent. Please wait a moment before asking for another.',
  },
  PASSWORD_INCORRECT: { ja: '現在のパスワードが正しくありません', en: 'The current password is incorrect.' },
  FORBIDDEN: { ja: '操作を実行する権限が不足しています', en: 'You do not have permission to do this.' },
  INVALID_LOGIN_STATE: {
    ja: 'ログイン状態が不正なため、操作を実行できません。',
    en: 'This operation cannot be performed in the current sign-in state.',
  },
  CSRF_INVALID: {
    ja: '認証に失敗しました（ページを再読み込みしてください）',
    en: 'Authentication failed (please reload the page).',
  },
  NOT_FOUND: { ja: '指定されたリソースは存在しません。', en: 'The requested resource does not exist.' },
  ALREADY_MEMBER: { ja: 'このメールアドレスの方は既にメンバーです', en: 'This person is already a member.' },
  INVITE_EMAIL_MISMATCH: {
    ja: '招待されたメールアドレスでログインしてください',
    en: 'Please sign in with the e-mail address the invitation was sent to.',
  },
  LAST_MANAGER: {
    ja: 'アカウント管理者が1人もいなくなるため、この操作はできません',
    en: 'The account must keep at least one account manager.',
  },
  GOOGLE_SIGNIN_FAILED: { ja: '認証に失敗しました（Google）', en: 'Authentication failed (Google).' },
  RATE_LIMITED: {
    ja: 'エラーが発生しました。時間を置いて再度お試しください。',
    en: 'An error occurred. Please wait a while and try again.',
  },
  MAINTENANCE: {
    ja: 'ただいまメンテナンス中です。しばらくお待ちください。',
    en: 'Otodoke is under maintenance. Please check back shortly.',
  },
  // Artists (spec group ART) and releases and songs (group SONG): prefix and five digits.
  ART00001: {
    ja: 'リリースに使われているアーティストは削除できません。アーカイブしてください',
    en: 'An artist used on a release cannot be deleted. Archive it instead.',
  },
  ART00002: {
    ja: 'アーカイブされたアーティストは新しいリリースに設定できません',
    en: 'An archived artist cannot be added to a release.',
  },
  ART00003: {
    ja: 'ストアにアーティストが見つかりませんでした。URLまたはIDを確認してください',
    en: 'The artist was not found in the store. Check the URL or ID.',
  },
  ART00004: {
    ja: '「Various Artists」は変更・削除できません',
    en: 'Various Artists cannot be changed or deleted.',
  },
  SONG00001: {
    ja: '現在のステータスではこのリリースを変更できません',
    en: 'This release cannot be changed in its current status.',
  },
  SONG00002: {
    ja: 'リリース内容に修正が必要な項目があります',
    en: 'Some of the release details need to be corrected.',
  },
  SONG00003: {
    ja: 'このリリースのステータスは変更できません',
    en: 'The status of this release cannot be changed this way.',
  },
  SONG00004: {
    ja: 'ファイルの確認が完了していないか、使用できないファイルです',
    en: 'The file is still being checked or cannot be used.',
  },
  SONG00005: {
    ja: 'このリリース種別を登録するには利用規約への同意が必要です',
    en: 'You need to accept the terms before registering this kind of release.',
  },
  SONG00006: {
    ja: 'コードの割り当て可能な範囲がなくなりました。サポートにお問い合わせください',
    en: 'No more codes can be assigned. Please contact support.',
  },
  SONG00007: {
    ja: 'お支払い待ちのリリースは内容を変更できません。お支払いを済ませるか、お支払いを取り消して作成中に戻してから変更してください',
    en: 'A release awaiting payment cannot be changed. Pay for it, or cancel the payment to return it to draft before making changes.',
  },
  // Review and delivery to stores (apps/server features/distribution).
  DIST00001: {
    ja: 'このストアはこのリリースを配信できないか、既に選択されています',
    en: 'This store cannot take this release, or it is already chosen.',
  },
  DIST00002: {
    ja: 'ストアがこのリリースの内容を理由に受け付けず、その後リリースは変更されていません。再納品しても同じ理由で受け付けられない可能性が高いため、確認のうえ再納品してください',
    en: 'A store refused this release for its content, and the release has not changed since. Sent again, it will most likely be refused for the same reason: confirm before redelivering.',
  },
  // Revenue: sales reports, confirmed months, splits and withdrawals (apps/server features/revenue).
  REV00001: {
    ja: 'この月はまだ終わっていないため確定できません',
    en: 'This month is not over yet, so it cannot be confirmed.',
  },
  REV00002: {
    ja: 'これより後の月が既に確定しています',
    en: 'A later month has already been confirmed.',
  },
  REV00003: {
    ja: '売上レポートを取り込めませんでした',
    en: 'The sales report could not be imported.',
  },
  REV00004: {
    ja: 'この未照合の明細は既に処理されています',
    en: 'These unmatched lines have already been handled.',
  },
  REV00005: {
    ja: '前の月から順に確定してください',
    en: 'Months are confirmed in order: confirm the earlier month first.',
  },
  REV00006: {
    ja: 'この売上レポートは既に差し替えられています',
    en: 'This sales report has already been replaced.',
  },
  REV00008: {
    ja: 'この売上レポートは差し替えの取り込み中です。終わるまでお待ちください',
    en: 'A correction of this sales report is being imported. Wait until it has finished.',
  },
  REV00007: {
    ja: '売上レポートの取り込み中です。取り込みが終わってから確定してください',
    en: 'A sales report is being imported. Confirm the month once the import has finished.',
  },
  SPLIT00001: {
    ja: 'この招待は既に回答済みか、無効になっています',
    en: 'This invitation has already been answered or is no longer valid.',
  },
  SPLIT00002: {
    ja: 'このリリースには収益分配を設定できません',
    en: 'A revenue split cannot be set for this release.',
  },
  WDR00001: {
    ja: 'この出金申請は現在の状態では操作できません',
    en: 'This withdrawal cannot be changed in its current state.',
  },
  // Bulk release registration by CSV (features/bulk-upload).
  BULK00001: {
    ja: 'この一括登録は現在の状態では操作できません',
    en: 'This bulk upload cannot be changed in its current state.',
  },
  // Mastering (apps/server features/mastering): spec group MST.
  MST00001: {
    ja: 'マスタリングクレジットが不足しています。クレジットを購入してください',
    en: 'You have no mastering credits left. Please buy a credit.',
  },
  MST00002: {
    ja: 'この音源は現在の状態ではこの操作ができません。プレビューの作成完了またはマスタリングの終了をお待ちください',
    en: 'This audio cannot do this in its current state. Wait until its previews are ready or its mastering has finished.',
  },
  // Immersive audio (apps/server features/immersive-audio): spec group IMM.
  IMM00001: {
    ja: 'イマーシブオーディオはこのアカウントではご利用いただけません。ご利用を希望される場合はお問い合わせください',
    en: 'Immersive audio is not enabled for this account. Please contact us if you would like to use it.',
  },
  IMM00002: {
    ja: '楽曲が見つかりません。このアカウントのリリースの楽曲を選んでください',
    en: "The song was not found. Choose a song of one of this account's releases.",
  },
  IMM00003: {
    ja: 'イマーシブオーディオを追加できるのは音源のリリース（シングル・アルバム）の楽曲だけです',
    en: 'Immersive audio can only be added to songs of audio releases (singles and albums).',
  },
  IMM00004: {
    ja: 'この楽曲にはすでにイマーシブオーディオが登録されています',
    en: 'This song already has an immersive audio edition.',
  },
  IMM00005: {
    ja: 'ファイルの形式が登録済みのイマーシブオーディオの形式と一致しません',
    en: 'The file format does not match the format of this immersive audio edition.',
  },
  IMM00006: {
    ja: 'イマーシブオーディオ用にアップロードされ、確認が完了したファイルを選んでください',
    en: 'Choose a file uploaded for immersive audio whose upload checks have finished.',
  },
  IMM00007: {
    ja: '現在の状態ではファイルを変更できません',
    en: 'The file cannot be changed in the current status.',
  },
  IMM00008: {
    ja: 'ファイルの確認が完了していないため、お支払いに進めません',
    en: 'The file has not passed verification yet, so it cannot be paid for.',
  },
  IMM00009: {
    ja: 'ファイルを確認中です。確認が終わるまでお待ちください',
    en: 'The file is being verified. Please wait until verification has finished.',
  },
  IMM00010: {
    ja: 'このイマーシブオーディオはお支払い済みです',
    en: 'This immersive audio edition has already been paid for.',
  },
  IMM00011: {
    ja: 'お支払い後のイマーシブオーディオは削除できません',
    en: 'An immersive audio edition cannot be deleted once it has been paid for or while its payment is open.',
  },
  IMM00012: {
    ja: 'このリリースは現在の状態ではイマーシブオーディオを配信できません',
    en: 'Immersive audio cannot be distributed with this release in its current status.',
  },
  IMM00013: {
    ja: '元の楽曲の音源ファイルがまだ登録されていません。先にリリースに音源を登録してください',
    en: 'The song has no stereo audio file yet. Add the audio file to the release first.',
  },
  // The operators' re-run of an immersive file check (not a spec code: the spec's IMM group ends at 13).
  IMMERSIVE_RERUN_REFUSED: {
    ja: 'ファイルの確認処理自体が失敗した（確認できなかった）立体音響版だけ、確認をやり直せます',
    en: 'Only an edition whose file check could not run (the check itself failed) can be checked again.',
  },
  // Plans, payments and coupons (apps/server features/billing). CUB: coupons.
  CARD_NOT_REGISTERED: { ja: 'クレジットカードが登録されていません', en: 'No credit card is registered.' },
  BALANCE_INSUFFICIENT: { ja: '残高が不足しています', en: 'Your balance is insufficient.' },
  PAYMENT_METHOD_UNAVAILABLE: {
    ja: 'この支払い方法は現在ご利用いただけません',
    en: 'This payment method is not available.',
  },
  PAYMENT_NOT_NEEDED: {
    ja: 'このリリースは現在お支払いの対象ではありません',
    en: 'This release is not waiting for a payment.',
  },
  PAYMENT_NOT_CANCELABLE: {
    ja: 'このお支払いは取り消せない状態です',
    en: 'This payment can no longer be canceled.',
  },
  PAYMENT_GATEWAY_UNAVAILABLE: {
    ja: '決済サービスに接続できませんでした。時間を置いて再度お試しください。',
    en: 'The payment service could not be reached. Please wait a while and try again.',
  },
  PLAN_UNAVAILABLE: {
    ja: 'このプランは現在お申し込みいただけません',
    en: 'This plan is not available to your account now.',
  },
  PLAN_RENEWAL_NOT_OPEN: {
    ja: 'プランの更新は期間終了の60日前から可能です',
    en: 'A plan can be renewed from 60 days before its term ends.',
  },
  NO_ACTIVE_PLAN: {
    ja: '枠の追加には有効な使い放題プランが必要です',
    en: 'Adding capacity needs an active unlimited plan.',
  },
  PLAN_LIMIT_ARTISTS: {
    ja: 'ご利用中のプランで登録できるアーティスト数の上限に達しています。プランの変更かアーティスト枠の追加をご検討ください',
    en: 'Your plan has no room for another artist. Change the plan or add artist capacity.',
  },
  PLAN_LIMIT_MEMBERS: {
    ja: 'ご利用中のプランで追加できるチームメンバー数の上限に達しています。プランの変更かメンバー枠の追加をご検討ください',
    en: 'Your plan has no room for another team member. Change the plan or add member capacity.',
  },
  CUB00001: { ja: 'クーポンコードが見つかりません', en: 'This coupon code does not exist.' },
  CUB00002: { ja: 'このクーポンは有効期限が切れています', en: 'This coupon has expired.' },
  CUB00003: { ja: 'このクーポンは利用上限に達しました', en: 'This coupon has been used up.' },
  CUB00004: { ja: 'このクーポンは使用済みです', en: 'You have already used this coupon.' },
  CUB00005: {
    ja: 'このクーポンはこのお支払いには使えません',
    en: 'This coupon cannot be used for this payment.',
  },
  CUB00006: { ja: 'このクーポンはまだ利用開始前です', en: 'This coupon cannot be used yet.' },
  // The operators' content editor (apps/server features/content/admin).
  CONTENT_STALE: {
    ja: '他の担当者がこのコンテンツを更新しました。再読み込みして最新の内容を確認してから保存してください',
    en: 'Someone else saved this content after you opened it. Reload to see their changes, then save again.',
  },
  CONTENT_LAST_TRANSLATION: {
    ja: 'コンテンツには少なくとも1つの言語が必要です',
    en: 'An entry keeps one language at least.',
  },
  // Files sent with tus (apps/server features/uploads).
  UPLOAD_TOO_LARGE: { ja: 'ファイルが大きすぎます', en: 'The file is too large.' },
  UPLOAD_FAILED: { ja: 'ファイルアップロードが失敗しました', en: 'The file upload failed.' },
  // Requests refused before any feature reads them (apps/server platform/http).
  REQUEST_TOO_LARGE: { ja: '送信されたデータが大きすぎます', en: 'The request is too large.' },
  WEBHOOK_SIGNATURE_INVALID: {
    ja: '通知の署名を確認できませんでした',
    en: 'The signature of the notification could not be verified.',
  },
  UNEXPECTED: {
    ja: '予期せぬエラーが発生しました。時間を置いて再度お試しください。',
    en: 'An unexpected error occurred. Please wait a while and try again.',
  },
} as const satisfies Record<string, Bilingual>;

export type AppErrorCode = keyof typeof APP_ERRORS;

export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly details: Record<string, unknown>;

  constructor(code: AppErrorCode, details: Record<string, unknown> = {}) {
    super(APP_ERRORS[code].en);
    this.name = 'AppError';
    this.code = code;
    this.details = details;
  }

  /** A validation failure of named (snake_case wire) fields; the edge picks each message's language. */
  static invalidFields(fields: Record<string, Bilingual>): AppError {
    return new AppError('VALIDATION_FAILED', { fields });
  }
}

export function appErrorMessage(code: AppErrorCode, language: 'ja' | 'en'): string {
  return APP_ERRORS[code][language];
}
