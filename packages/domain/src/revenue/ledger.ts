// The revenue ledger's shape: every movement of money is a double-entry posting whose entries add up to zero, so
// balances are sums of entries and money is never created or lost. Amounts are bigint JPY micro-units; a positive
// amount is a debit, a negative one a credit.

/** Why money moved; the names are ours. */
export const LEDGER_POSTING_KINDS = [
  'sales_import',
  'split',
  'withdrawal_request',
  'withdrawal_paid',
  'withdrawal_rejected',
  'adjustment',
] as const;
export type LedgerPostingKind = (typeof LEDGER_POSTING_KINDS)[number];

export type LedgerEntry = {
  /** The ledger account's key, e.g. "store_receivable" or "balance:123". */
  readonly ledgerAccount: string;
  /** JPY micro-units; positive debits, negative credits. */
  readonly amount: bigint;
};

export type LedgerPosting = {
  readonly kind: LedgerPostingKind;
  /** What the posting is about (a sales report id, a withdrawal id), so a retried job posts once. */
  readonly reference: string;
  readonly entries: readonly LedgerEntry[];
};

/**
 * Throws an Error naming the problem unless the entries make a valid posting: at least two entries, each with a
 * ledger account and a non-zero bigint amount, adding up to zero.
 */
export const assertBalanced = (entries: readonly LedgerEntry[]): void => {
  if (entries.length < 2) throw new Error(`A posting needs at least two entries, got ${entries.length}`);
  let sum = 0n;
  entries.forEach(({ ledgerAccount, amount }, index) => {
    if (ledgerAccount.trim() === '') throw new Error(`Entry ${index} has no ledger account`);
    if (typeof amount !== 'bigint') throw new Error(`Entry ${index} (${ledgerAccount}) has a non-bigint amount`);
    if (amount === 0n) throw new Error(`Entry ${index} (${ledgerAccount}) has a zero amount`);
    sum += amount;
  });
  if (sum !== 0n) throw new Error(`The posting's entries add up to ${sum}, not zero`);
};

/** The change a set of entries makes to one ledger account. */
export const ledgerAccountChange = (entries: readonly LedgerEntry[], ledgerAccount: string): bigint =>
  entries.reduce((sum, entry) => (entry.ledgerAccount === ledgerAccount ? sum + entry.amount : sum), 0n);
