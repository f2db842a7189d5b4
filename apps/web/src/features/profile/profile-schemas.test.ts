import { describe, expect, it } from 'vitest';
import {
  accountBasicInfoSchema,
  changePasswordSchema,
  individualNameSchema,
  newPasswordSchema,
} from './profile-schemas.ts';

function messages(result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
}

describe('basic info form', () => {
  it('requires the account name with the spec message', () => {
    const result = accountBasicInfoSchema('ja', false).safeParse({ accountName: '   ', companyName: '' });
    expect(messages(result)).toEqual({ accountName: '必須入力項目です' });
  });

  it('requires the company name only for company accounts', () => {
    expect(accountBasicInfoSchema('ja', false).safeParse({ accountName: 'A', companyName: '' }).success).toBe(true);
    const company = accountBasicInfoSchema('en', true).safeParse({ accountName: 'A', companyName: '' });
    expect(messages(company)).toEqual({ companyName: 'This field is required.' });
  });

  it('keeps names within the limits of the API', () => {
    const result = accountBasicInfoSchema('ja', false).safeParse({ accountName: 'x'.repeat(101), companyName: '' });
    expect(messages(result)).toEqual({ accountName: '100文字以内で入力してください' });
    expect(individualNameSchema('ja').safeParse({ name: '音届 太郎' }).success).toBe(true);
  });
});

describe('password forms', () => {
  it('asks for at least 8 characters and a matching confirmation', () => {
    const short = newPasswordSchema('ja').safeParse({ password: 'short', passwordConfirmation: 'short' });
    expect(messages(short)).toEqual({ password: 'パスワードは8文字以上で入力してください' });
    const mismatch = newPasswordSchema('ja').safeParse({ password: 'long-enough', passwordConfirmation: 'other-one' });
    expect(messages(mismatch)).toEqual({ passwordConfirmation: 'パスワードが一致しません' });
    expect(
      newPasswordSchema('ja').safeParse({ password: 'long-enough', passwordConfirmation: 'long-enough' }).success,
    ).toBe(true);
  });

  it('needs the current password only from individuals who have one', () => {
    const values = { currentPassword: '', password: 'long-enough', passwordConfirmation: 'long-enough' };
    expect(messages(changePasswordSchema('en', true).safeParse(values))).toEqual({
      currentPassword: 'This field is required.',
    });
    expect(changePasswordSchema('en', false).safeParse(values).success).toBe(true);
  });
});
