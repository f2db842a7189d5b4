// The names of balance movements: the ledger's kinds as the API sends them, and "other" for any kind added later.
const KNOWN_KINDS = [
  'revenue',
  'split_in',
  'split_out',
  'affiliate_reward',
  'payment',
  'withdrawal',
  'withdrawal_paid',
  'withdrawal_rejected',
  'adjustment',
] as const;

export type BalanceKind = (typeof KNOWN_KINDS)[number] | 'other';

export function balanceKindOf(kind: string): BalanceKind {
  return (KNOWN_KINDS as readonly string[]).includes(kind) ? (kind as BalanceKind) : 'other';
}
