import { describe, expect, it } from 'vitest';
import {
  bankAccountBody,
  bankAccountFieldOf,
  bankAccountProblems,
  EMPTY_BANK_ACCOUNT,
  holderNamePreview,
  parseYenAmount,
  withdrawalAmountProblem,
  withdrawalBreakdown,
} from './withdrawal-form.ts';

describe('the amount to withdraw', () => {
  it('reads amounts as people type them', () => {
    expect(parseYenAmount('10000')).toBe(10000);
    expect(parseYenAmount('10,000')).toBe(10000);
    expect(parseYenAmount('１０，０００')).toBe(10000);
    expect(parseYenAmount('¥10,000')).toBe(10000);
    expect(parseYenAmount('10,000円')).toBe(10000);
    expect(parseYenAmount('1000.5')).toBeNull();
    expect(parseYenAmount('-1000')).toBeNull();
    expect(parseYenAmount('1e4')).toBeNull();
    expect(parseYenAmount('12345678901234')).toBeNull();
  });

  it('refuses what the server refuses, with its messages', () => {
    expect(withdrawalAmountProblem('', 5000, 'ja')).toBe('必須入力項目です');
    expect(withdrawalAmountProblem('999', 5000, 'ja')).toBe('出金額は1,000円以上で入力してください');
    expect(withdrawalAmountProblem('999', 5000, 'en')).toBe('The minimum withdrawal is ¥1,000.');
    expect(withdrawalAmountProblem('5001', 5000, 'ja')).toBe('残高が不足しています');
    expect(withdrawalAmountProblem('5001', 5000, 'en')).toBe('Your balance is insufficient.');
    expect(withdrawalAmountProblem('12.5', 5000, 'ja')).toBe('0以上の整数を入力してください');
    expect(withdrawalAmountProblem('1000', 5000, 'ja')).toBeNull();
    expect(withdrawalAmountProblem('5,000', 5000, 'ja')).toBeNull();
  });

  it('shows the fee taken from the amount and what reaches the bank', () => {
    expect(withdrawalBreakdown('10,000')).toEqual({ amount: 10000, fee: 330, net: 9670 });
    expect(withdrawalBreakdown('1000')).toEqual({ amount: 1000, fee: 330, net: 670 });
    expect(withdrawalBreakdown('300')).toBeNull();
    expect(withdrawalBreakdown('abc')).toBeNull();
  });
});

describe('a new bank account', () => {
  const bankBranch = { bank: { code: '0001', name: 'みずほ' }, branch: { code: '001', name: '東京営業部' } };

  it('previews the holder name as the bank records it', () => {
    expect(holderNamePreview('ヤマダ　タロウ')).toEqual({ normalized: 'ﾔﾏﾀﾞ ﾀﾛｳ', isAccepted: true });
    expect(holderNamePreview('やまだ たろう')).toEqual({ normalized: 'ﾔﾏﾀﾞ ﾀﾛｳ', isAccepted: true });
    expect(holderNamePreview('山田太郎').isAccepted).toBe(false);
    expect(holderNamePreview('  ').isAccepted).toBe(false);
  });

  it('asks for every field, seven digits and a name banks take', () => {
    expect(bankAccountProblems(EMPTY_BANK_ACCOUNT, 'ja')).toEqual({
      bank: '必須入力項目です',
      accountNumber: '必須入力項目です',
      holderName: '必須入力項目です',
    });
    expect(
      bankAccountProblems(
        {
          ...EMPTY_BANK_ACCOUNT,
          bankBranch: { ...bankBranch, branch: null },
          accountNumber: '12345',
          holderName: '山田',
        },
        'en',
      ),
    ).toEqual({
      branch: 'This field is required.',
      accountNumber: 'Enter a 7-digit number.',
      holderName: 'The account holder name contains characters that cannot be used.',
    });
    expect(
      bankAccountProblems(
        { bankBranch, accountType: 'checking', accountNumber: '１２３４５６７', holderName: 'ﾔﾏﾀﾞ' },
        'ja',
      ),
    ).toEqual({});
  });

  it('sends the codes and half-width digits, and puts the server’s messages on the right fields', () => {
    expect(
      bankAccountBody({
        bankBranch,
        accountType: 'savings',
        accountNumber: '１２３４５６７',
        holderName: 'ヤマダ タロウ',
      }),
    ).toEqual({
      bankCode: '0001',
      branchCode: '001',
      accountType: 'savings',
      accountNumber: '1234567',
      accountHolderName: 'ヤマダ タロウ',
    });
    expect(bankAccountFieldOf('accountHolderName')).toBe('holderName');
    expect(bankAccountFieldOf('branchCode')).toBe('branch');
    expect(bankAccountFieldOf('somethingElse')).toBeNull();
  });
});
