// The error module keeps its own copies of a few domain values and messages; this test keeps the copies honest.
import * as domain from '@otodoke/domain';
import { describe, expect, it } from 'vitest';
import {
  API_ERROR_CODES,
  FALLBACK_MESSAGES,
  normaliseErrorCode,
  REDIRECT_ERROR_MESSAGE,
  UNKNOWN_ERROR_CODE,
  UNKNOWN_ERROR_MESSAGE,
} from './api-error.ts';
import { en } from './i18n/en.ts';
import { ja } from './i18n/ja.ts';

describe('the shell mirrors @otodoke/domain', () => {
  it('error normalisation and fallback texts', () => {
    expect(UNKNOWN_ERROR_CODE).toBe(domain.UNKNOWN_ERROR_CODE);
    expect(UNKNOWN_ERROR_MESSAGE).toBe(domain.UNKNOWN_ERROR_MESSAGE);
    expect(REDIRECT_ERROR_MESSAGE).toBe(domain.REDIRECT_ERROR_MESSAGE);
    const cases: Array<[unknown, unknown, number | null]> = [
      ['ART1', 'ECONNRESET', 500],
      [undefined, 'ECONNRESET', 500],
      [undefined, undefined, 404],
      [undefined, undefined, 0],
      ['', undefined, null],
      [12, undefined, 400],
    ];
    for (const [body, transport, status] of cases) {
      expect(normaliseErrorCode(body, transport, status)).toBe(
        domain.normaliseErrorCode(body as string | undefined, transport as string | undefined, status),
      );
    }
    expect(FALLBACK_MESSAGES.generic).toEqual(domain.ERROR_MESSAGES.error);
    expect(FALLBACK_MESSAGES.retryLater).toEqual(domain.ERROR_MESSAGES.errorRetryLater);
  });

  it('catalog texts that the domain also defines', () => {
    expect(ja.global.confirmTitle).toBe(domain.CONFIRM_DIALOG_DEFAULTS.title.ja);
    expect(en.global.confirmTitle).toBe(domain.CONFIRM_DIALOG_DEFAULTS.title.en);
    expect(ja.global.confirmText).toBe(domain.CONFIRM_DIALOG_DEFAULTS.text.ja);
    expect(ja.global.forbiddenBody).toBe(domain.ERROR_MESSAGES.invalidLoginState.ja);
    expect(en.global.forbiddenBody).toBe(domain.ERROR_MESSAGES.invalidLoginState.en);
    expect(ja.global.genericError).toBe(domain.ERROR_MESSAGES.error.ja);
    expect(en.global.genericError).toBe(domain.ERROR_MESSAGES.error.en);
    expect(ja.global.routeErrorBody).toBe(domain.ERROR_MESSAGES.unexpected.ja);
    expect(en.global.routeErrorBody).toBe(domain.ERROR_MESSAGES.unexpected.en);
    expect(API_ERROR_CODES.validationFailed).toBe('VALIDATION_FAILED');
  });
});
