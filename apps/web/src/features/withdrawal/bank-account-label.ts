// How a bank account reads on the withdrawal screen: "みずほ 東京営業部 普通 ****567".
import type { BankAccountType } from '@otodoke/domain';

export interface BankAccountLike {
  bankName: string;
  branchName: string;
  accountType: BankAccountType;
  accountNumberMasked: string;
}

type TypeLabel = (type: BankAccountType) => string;

export function bankAccountLabel(account: BankAccountLike, typeLabel: TypeLabel): string {
  return `${account.bankName} ${account.branchName} ${typeLabel(account.accountType)} ${account.accountNumberMasked}`;
}
