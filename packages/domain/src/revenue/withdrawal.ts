// Withdrawing the revenue balance to a Japanese bank account: the amount rules, the transfer fee and the bank
// details as banks take them (Zengin format: half-width kana and upper-case letters in the holder name).
import type { LocalisedText } from '../enumerations/misc.ts';
import type { TemplateParams } from '../template.ts';
import type { ValidationMessageId } from '../validation/messages.ts';
import { isDigits } from '../validation/rules.ts';

/**
 * Our choices, not the spec's: the smallest withdrawal, so the fee never eats most of a payout, and the fee taken
 * from each withdrawal, a Japanese bank's Zengin transfer fee to another bank including consumption tax.
 */
export const WITHDRAWAL_MINIMUM_YEN = 1000;
export const WITHDRAWAL_FEE_YEN = 330;

/** A withdrawal's life; the names are ours (the spec has none). */
export const WITHDRAWAL_STATUSES = ['requested', 'paid', 'rejected'] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];
export const WITHDRAWAL_STATUS = {
  requested: 'requested',
  paid: 'paid',
  rejected: 'rejected',
} as const satisfies Readonly<Record<WithdrawalStatus, WithdrawalStatus>>;

export const WITHDRAWAL_STATUS_LABELS: Readonly<Record<WithdrawalStatus, LocalisedText>> = {
  requested: { ja: '申請中', en: 'Requested' },
  paid: { ja: '振込済み', en: 'Paid' },
  rejected: { ja: '振込不可', en: 'Rejected' },
};

const toBigint = (yen: bigint | number, what: string): bigint => {
  if (typeof yen === 'bigint') return yen;
  if (!Number.isSafeInteger(yen)) throw new RangeError(`${what} must be a whole number of yen, got ${yen}`);
  return BigInt(yen);
};

/** What reaches the bank account: the amount less the transfer fee (the fee is taken from the amount, not added). */
export function withdrawalNet(amount: number): number;
export function withdrawalNet(amount: bigint): bigint;
export function withdrawalNet(amount: bigint | number): bigint | number {
  const net = toBigint(amount, 'The amount') - BigInt(WITHDRAWAL_FEE_YEN);
  if (net < 0n) throw new RangeError(`The amount ${amount} does not cover the transfer fee`);
  return typeof amount === 'bigint' ? net : Number(net);
}

export type WithdrawalAmountProblem = { readonly message: ValidationMessageId; readonly params?: TemplateParams };

/**
 * Why a requested amount cannot be withdrawn, or null when it can: not a whole number of yen -> nonNegativeInteger,
 * below the minimum -> withdrawalMinimum (with the minimum as {n}), above the balance -> balanceInsufficient.
 */
export const validateWithdrawalAmount = (
  amount: bigint | number,
  balance: bigint | number,
): WithdrawalAmountProblem | null => {
  if (typeof amount === 'number' && !Number.isSafeInteger(amount)) return { message: 'nonNegativeInteger' };
  const requested = BigInt(amount);
  if (requested < BigInt(WITHDRAWAL_MINIMUM_YEN)) {
    return { message: 'withdrawalMinimum', params: { n: WITHDRAWAL_MINIMUM_YEN.toLocaleString('en-US') } };
  }
  if (requested > toBigint(balance, 'The balance')) return { message: 'balanceInsufficient' };
  return null;
};

/** Full-width katakana in the order of the half-width block U+FF66..U+FF9D (ｦ, ｧ..ｯ, ｰ, ｱ..ﾝ). */
const FULL_KATAKANA =
  'ヲァィゥェォャュョッーアイウエオカキクケコサシスセソタチツテトナニヌネノハヒフヘホマミムメモヤユヨラリルレロワン';
const HALF_KATAKANA = new Map([...FULL_KATAKANA].map((kana, index) => [kana, String.fromCharCode(0xff66 + index)]));
/** Banks take no small kana (キャ is written ｷﾔ), nor the old ヰ, ヱ. */
const LARGE_FORMS: Readonly<Record<string, string>> = {
  ｧ: 'ｱ',
  ｨ: 'ｲ',
  ｩ: 'ｳ',
  ｪ: 'ｴ',
  ｫ: 'ｵ',
  ｬ: 'ﾔ',
  ｭ: 'ﾕ',
  ｮ: 'ﾖ',
  ｯ: 'ﾂ',
  ヮ: 'ﾜ',
  ヵ: 'ｶ',
  ヶ: 'ｹ',
  ヰ: 'ｲ',
  ヱ: 'ｴ',
};
const DAKUTEN = 'ﾞ';
const HANDAKUTEN = 'ﾟ';

const toBankCharacter = (char: string): string => {
  const code = char.codePointAt(0) ?? 0;
  if (code === 0x3000) return ' ';
  if (code >= 0xff01 && code <= 0xff5e) return toBankCharacter(String.fromCharCode(code - 0xfee0));
  if (code >= 0x3041 && code <= 0x3096) return toBankCharacter(String.fromCharCode(code + 0x60));
  if (code === 0x3099 || code === 0x309b) return DAKUTEN;
  if (code === 0x309a || code === 0x309c) return HANDAKUTEN;
  if (char === '「') return '｢';
  if (char === '」') return '｣';
  // Banks have no middle dot; forms ask for a full stop between the parts of a foreign name.
  if (char === '・' || char === '･') return '.';
  // Dashes and minus signs that look like the hyphen banks take.
  if ((code >= 0x2010 && code <= 0x2015) || code === 0x2212) return '-';
  const half = HALF_KATAKANA.get(char) ?? char;
  return LARGE_FORMS[half] ?? half.toUpperCase();
};

/**
 * An account holder name as banks record it (the Zengin character set): kana and letters in half width, voiced
 * kana as two characters (ダ -> ﾀﾞ), small kana as large ones (ャ -> ﾔ), hiragana as katakana, latin letters upper
 * case, full-width digits, spaces and symbols in half width, the middle dot as a full stop, runs of spaces as one.
 * 'ヤマダ　タロウ' -> 'ﾔﾏﾀﾞ ﾀﾛｳ'. Characters banks refuse (kanji, @) are left as they are for isBankHolderName to
 * report.
 */
export const normalizeBankHolderName = (text: string): string =>
  [...text.normalize('NFD')].map(toBankCharacter).join('').replace(/ +/g, ' ').trim();

/** Account number: seven digits (shorter numbers are written with leading zeros, as on a passbook). */
export const isValidAccountNumber = (value: string): boolean => isDigits(value, 7);
export const isValidBranchCode = (value: string): boolean => isDigits(value, 3);
export const isValidBankCode = (value: string): boolean => isDigits(value, 4);
