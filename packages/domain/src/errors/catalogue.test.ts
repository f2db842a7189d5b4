import { describe, expect, it } from 'vitest';
import {
  API_ERROR_CODE_GROUPS,
  API_TCC_ERROR_CODES,
  CONFIRM_DIALOG_DEFAULTS,
  ERROR_MESSAGES,
  formatCatalogueMessage,
  INFO_MESSAGES,
  isClientErrorStatus,
  normaliseErrorCode,
  SUCCESS_MESSAGES,
} from './catalogue.ts';

describe('message catalogue', () => {
  const all = { ...ERROR_MESSAGES, ...SUCCESS_MESSAGES, ...INFO_MESSAGES, ...CONFIRM_DIALOG_DEFAULTS };

  it.each(Object.entries(all))('%s has ja and en texts', (_id, message) => {
    expect(message.ja.trim()).not.toBe('');
    expect(message.en.trim()).not.toBe('');
  });

  it('keeps the spec Japanese texts verbatim', () => {
    expect(ERROR_MESSAGES.error.ja).toBe('エラーが発生しました');
    expect(ERROR_MESSAGES.errorRetryLater.ja).toBe('エラーが発生しました。時間を置いて再度お試しください。');
    expect(ERROR_MESSAGES.fileUploadFailed.ja).toBe('ファイルアップロードが失敗しました');
    expect(ERROR_MESSAGES.imageUploadFailed.ja).toBe('画像のアップロードが失敗しました');
    expect(ERROR_MESSAGES.authFailed.ja).toBe('認証に失敗しました');
    expect(ERROR_MESSAGES.notFound.ja).toBe('指定されたリソースは存在しません。');
    expect(ERROR_MESSAGES.unexpected.ja).toBe('予期せぬエラーが発生しました。時間を置いて再度お試しください。');
    expect(ERROR_MESSAGES.forbidden.ja).toBe('操作を実行する権限が不足しています');
    expect(ERROR_MESSAGES.invalidLoginState.ja).toBe('ログイン状態が不正なため、操作を実行できません。');
    expect(CONFIRM_DIALOG_DEFAULTS.title.ja).toBe('確認');
    expect(CONFIRM_DIALOG_DEFAULTS.text.ja).toBe('本当に実行しますか？');
  });

  it('formats variants with parameters', () => {
    expect(formatCatalogueMessage('authFailedWithReason', 'ja', { reason: 'invalid_grant' })).toBe(
      '認証に失敗しました（invalid_grant）',
    );
    expect(formatCatalogueMessage('errorRetryLaterWithAction', 'ja', { action: '保存' })).toBe(
      '保存：エラーが発生しました。時間を置いて再度お試しください。',
    );
    expect(formatCatalogueMessage('saved', 'en')).toBe('Saved.');
  });
});

describe('normaliseErrorCode', () => {
  it.each([
    ['body code wins', 'ART001', 'ECONNABORTED', 400, 'ART001'],
    ['numeric body code', 12, 'ERR', 500, 12],
    ['then the error code', undefined, 'ECONNABORTED', 0, 'ECONNABORTED'],
    ['empty body code is absent', '', 'ERR_NETWORK', undefined, 'ERR_NETWORK'],
    ['then the HTTP status', null, null, 404, 404],
    ['status 0 is absent', undefined, undefined, 0, -1],
    ['else -1', undefined, undefined, undefined, -1],
  ] as const)('%s', (_name, body, error, status, expected) => {
    expect(normaliseErrorCode(body, error, status)).toBe(expected);
  });
});

describe('codes and statuses', () => {
  it('holds the API v2 group sizes', () => {
    expect(API_ERROR_CODE_GROUPS).toMatchObject({ ART: 7, SONG: 7, PUB: 10, IMM: 13, LC: 1 });
    expect(API_TCC_ERROR_CODES).toHaveLength(15);
    expect(API_TCC_ERROR_CODES.at(0)).toBe('00000');
    expect(API_TCC_ERROR_CODES.at(-1)).toBe('00014');
  });

  it('treats 400 to 499 as client errors', () => {
    expect(isClientErrorStatus(400)).toBe(true);
    expect(isClientErrorStatus(499)).toBe(true);
    expect(isClientErrorStatus(500)).toBe(false);
    expect(isClientErrorStatus(302)).toBe(false);
  });
});
