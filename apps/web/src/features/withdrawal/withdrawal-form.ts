// The rules of the withdrawal screen, checked in the browser with the server's own rules and messages (the domain's),
// so a person learns what is wrong before sending: the amount (minimum, balance), and a new bank account's number and
// holder name as the bank will record it.
import {
  type BankAccountType,
  formatValidationMessage,
  isBankHolderName,
  isValidAccountNumber,
  normalizeBankHolderName,
  validateWithdrawalAmount,
  WITHDRAWAL_FEE_YEN,
  withdrawalNet,
} from '@otodoke/domain';
import type { BankBranchValue } from './BankBranchPicker.tsx';

type Lang = 'ja' | 'en';

/** Longest amount typed (a trillion yen is the API's ceiling). */
const MAX_AMOUNT_DIGITS = 13;

/**
 * An amount as people type it: "10000", "10,000", "１００００", "¥10,000" or "10,000円". Null when it is not a whole
 * number of yen.
 */
export function parseYenAmount(text: string): number | null {
  const plain = text.normalize('NFKC').replace(/[\s,¥￥円]/g, '');
  if (!/^\d+$/.test(plain) || plain.replace(/^0+(?=\d)/, '').length > MAX_AMOUNT_DIGITS) return null;
  return Number(plain);
}

/** What is wrong with the amount typed, in the server's words; null when it can be requested. */
export function withdrawalAmountProblem(text: string, balance: number, lang: Lang): string | null {
  if (text.trim() === '') return formatValidationMessage('required', lang);
  const amount = parseYenAmount(text);
  if (amount === null) return formatValidationMessage('nonNegativeInteger', lang);
  const problem = validateWithdrawalAmount(amount, balance);
  return problem ? formatValidationMessage(problem.message, lang, problem.params) : null;
}

/** The fee and what reaches the bank for an amount typed; null while the amount does not cover the fee. */
export function withdrawalBreakdown(text: string): { amount: number; fee: number; net: number } | null {
  const amount = parseYenAmount(text);
  if (amount === null || amount <= WITHDRAWAL_FEE_YEN) return null;
  return { amount, fee: WITHDRAWAL_FEE_YEN, net: withdrawalNet(amount) };
}

export interface BankAccountFormValues {
  bankBranch: BankBranchValue;
  accountType: BankAccountType;
  accountNumber: string;
  holderName: string;
}

export type BankAccountField = 'bank' | 'branch' | 'accountType' | 'accountNumber' | 'holderName';
export type BankAccountErrors = Partial<Record<BankAccountField, string>>;

export const EMPTY_BANK_ACCOUNT: BankAccountFormValues = {
  bankBranch: { bank: null, branch: null },
  accountType: 'savings',
  accountNumber: '',
  holderName: '',
};

/** The holder name as the bank will record it (half-width kana, upper case), and whether banks take it. */
export function holderNamePreview(text: string): { normalized: string; isAccepted: boolean } {
  const normalized = normalizeBankHolderName(text);
  return { normalized, isAccepted: normalized !== '' && isBankHolderName(normalized) };
}

/** The account number as typed, in half-width digits (the server does the same). */
function accountNumberOf(text: string): string {
  return text.normalize('NFKC').trim();
}

/** Field messages for a new bank account, the server's checks done early; empty when it can be sent. */
export function bankAccountProblems(values: BankAccountFormValues, lang: Lang): BankAccountErrors {
  const errors: BankAccountErrors = {};
  const required = formatValidationMessage('required', lang);
  if (!values.bankBranch.bank) errors.bank = required;
  else if (!values.bankBranch.branch) errors.branch = required;
  const number = accountNumberOf(values.accountNumber);
  if (!number) errors.accountNumber = required;
  else if (!isValidAccountNumber(number)) errors.accountNumber = formatValidationMessage('digits', lang, { n: 7 });
  const holder = holderNamePreview(values.holderName);
  if (!holder.normalized) errors.holderName = required;
  else if (!holder.isAccepted) errors.holderName = formatValidationMessage('bankHolderChars', lang);
  return errors;
}

/** The API's body for a new bank account (holder name sent as typed: the server converts it the same way). */
export function bankAccountBody(values: BankAccountFormValues) {
  return {
    bankCode: values.bankBranch.bank?.code ?? '',
    branchCode: values.bankBranch.branch?.code ?? '',
    accountType: values.accountType,
    accountNumber: accountNumberOf(values.accountNumber),
    accountHolderName: values.holderName,
  };
}

/** Where the server's field messages (VALIDATION_FAILED, camelCase names) go on the form. */
export function bankAccountFieldOf(serverField: string): BankAccountField | null {
  const fields: Record<string, BankAccountField> = {
    bankCode: 'bank',
    branchCode: 'branch',
    accountType: 'accountType',
    accountNumber: 'accountNumber',
    accountHolderName: 'holderName',
  };
  return fields[serverField] ?? null;
}
