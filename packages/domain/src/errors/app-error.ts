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
