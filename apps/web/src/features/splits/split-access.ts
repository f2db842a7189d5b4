// Who sees and changes splits: the account's feature flag, the "reports & revenue" permission (3000), and which of
// the person's accounts can take a share (the server accepts an invitation only into an account they manage).
import type { Session } from '../../app/bootstrap.ts';

type SessionAccount = Session['availableAccountList'][number];

/** On unless operators turned it off for the account: only an explicit false hides splits (as on the server). */
export function isSplitAvailable(features: Readonly<Record<string, boolean>> | null | undefined): boolean {
  return features?.isMoneySplitAvailable !== false;
}

/** Setting a split needs 3000 editable; account managers have every permission. */
export function canEditSplits(individual: Session['individual'] | null | undefined): boolean {
  if (!individual) return false;
  return individual.isAccountManager || individual.permissions['3000'] === 'editable';
}

/** The accounts an invitation can be accepted into: those the person manages. */
export function receivingAccounts(accounts: readonly SessionAccount[]): SessionAccount[] {
  return accounts.filter((account) => account.isAccountManager);
}

/** The account chosen first: the one being worked for when it can receive, else the first that can. */
export function defaultReceivingAccount(accounts: readonly SessionAccount[], acid: number | null): number | null {
  const receiving = receivingAccounts(accounts);
  return (receiving.find((account) => account.id === acid) ?? receiving[0])?.id ?? null;
}
