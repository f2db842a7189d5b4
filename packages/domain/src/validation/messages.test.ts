import { describe, expect, it } from 'vitest';
import { RELEASE_METADATA_CHECK_REASONS } from '../enumerations/release.ts';
import { formatValidationMessage, VALIDATION_MESSAGES, type ValidationMessageId } from './messages.ts';
import { RELEASE_METADATA_CHECK_MESSAGES } from './release-check-messages.ts';

const placeholders = (text: string): string[] => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '').sort();

describe('validation messages', () => {
  const entries = Object.entries(VALIDATION_MESSAGES);

  it.each(entries)('%s has ja and en texts with the same placeholders', (_id, message) => {
    expect(message.ja.trim()).not.toBe('');
    expect(message.en.trim()).not.toBe('');
    expect(placeholders(message.ja)).toEqual(placeholders(message.en));
  });

  it('uses the two Japanese texts the spec gives verbatim', () => {
    expect(VALIDATION_MESSAGES.required.ja).toBe('必須入力項目です');
    expect(VALIDATION_MESSAGES.fixRequired.ja).toBe('修正が必要な項目があります');
  });

  it('covers every rule id the server and web rely on', () => {
    const ids: ValidationMessageId[] = [
      'required',
      'fixRequired',
      'nonNegativeInteger',
      'halfWidthAlphabet',
      'halfWidthAlnumSymbols',
      'fullWidthKatakana',
      'secondsRange',
      'url',
      'youtubeChannelUrl',
      'youtubeChannelId',
      'keywordMin',
      'textMax',
      'passwordMin',
      'passwordMismatch',
      'email',
      'phone',
      'postalCode',
      'invoiceRegistrationNumber',
      'noSpaces',
      'sameFamilyGivenName',
      'bankHolderChars',
      'digits',
      'minLength',
      'maxLength',
      'greaterThan',
      'min',
      'max',
      'checkboxMax',
      'date',
      'time',
      'noFutureDate',
      'year4',
      'loginFailed',
      'accountLocked',
    ];
    for (const id of ids) expect(VALIDATION_MESSAGES).toHaveProperty(id);
  });

  it('fills placeholders in either language', () => {
    expect(formatValidationMessage('passwordMin', 'ja', { n: 8 })).toBe('パスワードは8文字以上で入力してください');
    expect(formatValidationMessage('textMax', 'en', { n: 3500 })).toBe('Enter no more than 3500 characters.');
    expect(formatValidationMessage('required', 'en')).toBe('This field is required.');
  });

  it('leaves a placeholder visible when its value is missing', () => {
    expect(formatValidationMessage('digits', 'ja')).toBe('{n}桁の数字で入力してください');
  });
});

describe('release metadata check messages', () => {
  it('has a ja and en text for every reason', () => {
    for (const reason of RELEASE_METADATA_CHECK_REASONS) {
      expect(RELEASE_METADATA_CHECK_MESSAGES[reason].ja).not.toBe('');
      expect(RELEASE_METADATA_CHECK_MESSAGES[reason].en).not.toBe('');
    }
  });
});
