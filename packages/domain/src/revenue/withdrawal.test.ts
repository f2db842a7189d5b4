import { describe, expect, it } from 'vitest';
import { formatValidationMessage } from '../validation/messages.ts';
import { isBankHolderName } from '../validation/rules.ts';
import {
  isValidAccountNumber,
  isValidBankCode,
  isValidBranchCode,
  normalizeBankHolderName,
  validateWithdrawalAmount,
  WITHDRAWAL_FEE_YEN,
  WITHDRAWAL_MINIMUM_YEN,
  WITHDRAWAL_STATUS_LABELS,
  WITHDRAWAL_STATUSES,
  withdrawalNet,
} from './withdrawal.ts';

describe('withdrawal amounts', () => {
  it('takes the transfer fee from the amount', () => {
    expect(WITHDRAWAL_FEE_YEN).toBe(330);
    expect(withdrawalNet(1000)).toBe(670);
    expect(withdrawalNet(12_345n)).toBe(12_015n);
    expect(() => withdrawalNet(100)).toThrow(/transfer fee/);
  });

  it('refuses amounts below the minimum or above the balance', () => {
    expect(WITHDRAWAL_MINIMUM_YEN).toBe(1000);
    const belowMinimum = validateWithdrawalAmount(999, 5000);
    expect(belowMinimum).toEqual({ message: 'withdrawalMinimum', params: { n: '1,000' } });
    expect(formatValidationMessage('withdrawalMinimum', 'ja', belowMinimum?.params)).toBe(
      '出金額は1,000円以上で入力してください',
    );
    expect(formatValidationMessage('withdrawalMinimum', 'en', belowMinimum?.params)).toBe(
      'The minimum withdrawal is ¥1,000.',
    );
    expect(validateWithdrawalAmount(5001, 5000)).toEqual({ message: 'balanceInsufficient' });
    expect(validateWithdrawalAmount(2000n, 1999n)).toEqual({ message: 'balanceInsufficient' });
    expect(validateWithdrawalAmount(1000.5, 5000)).toEqual({ message: 'nonNegativeInteger' });
  });

  it('accepts the minimum and the whole balance', () => {
    expect(validateWithdrawalAmount(1000, 5000)).toBeNull();
    expect(validateWithdrawalAmount(5000n, 5000n)).toBeNull();
  });

  it('labels every status in both languages', () => {
    expect(Object.keys(WITHDRAWAL_STATUS_LABELS)).toEqual([...WITHDRAWAL_STATUSES]);
  });
});

describe('normalizeBankHolderName', () => {
  it.each([
    ['ヤマダ　タロウ', 'ﾔﾏﾀﾞ ﾀﾛｳ'],
    ['やまだ たろう', 'ﾔﾏﾀﾞ ﾀﾛｳ'],
    ['  ヤマダ   タロウ ', 'ﾔﾏﾀﾞ ﾀﾛｳ'],
    ['サトウ　ハナコ', 'ｻﾄｳ ﾊﾅｺ'],
    ['パク　ジョンヒョン', 'ﾊﾟｸ ｼﾞﾖﾝﾋﾖﾝ'],
    ['キャッシュ', 'ｷﾔﾂｼﾕ'],
    ['ヴィヴァルディ', 'ｳﾞｲｳﾞｱﾙﾃﾞｲ'],
    ['ﾔﾏﾀﾞ ﾀﾛｳ', 'ﾔﾏﾀﾞ ﾀﾛｳ'],
    ['ｶ）オトドケ', 'ｶ)ｵﾄﾄﾞｹ'],
    ['カ）オトドケ（ユ', 'ｶ)ｵﾄﾄﾞｹ(ﾕ'],
    ['john smith', 'JOHN SMITH'],
    ['ｊｏｈｎ　ｓｍｉｔｈ', 'JOHN SMITH'],
    ['ＡＢＣ－１２３／４．５，６', 'ABC-123/4.5,6'],
    ['「オトドケ」', '｢ｵﾄﾄﾞｹ｣'],
    ['タ\u3099イスケ', 'ﾀﾞｲｽｹ'],
    ['ヨーコ', 'ﾖｰｺ'],
    ['ジョン・スミス', 'ｼﾞﾖﾝ.ｽﾐｽ'],
  ])('writes %j as %j', (typed, expected) => {
    expect(normalizeBankHolderName(typed)).toBe(expected);
    expect(isBankHolderName(expected)).toBe(true);
  });

  it('leaves characters banks refuse for validation to report', () => {
    expect(normalizeBankHolderName('山田　太郎')).toBe('山田 太郎');
    expect(isBankHolderName(normalizeBankHolderName('山田　太郎'))).toBe(false);
    expect(normalizeBankHolderName('ＯＴＯ＠ＤＯＫＥ')).toBe('OTO@DOKE');
    expect(isBankHolderName('OTO@DOKE')).toBe(false);
  });
});

describe('bank details', () => {
  it('checks the digits of bank code, branch code and account number', () => {
    expect(isValidBankCode('0001')).toBe(true);
    expect(isValidBankCode('001')).toBe(false);
    expect(isValidBranchCode('123')).toBe(true);
    expect(isValidBranchCode('12a')).toBe(false);
    expect(isValidAccountNumber('0123456')).toBe(true);
    expect(isValidAccountNumber('123456')).toBe(false);
    expect(isValidAccountNumber('12345678')).toBe(false);
    expect(isValidAccountNumber('１２３４５６７')).toBe(false);
  });
});
