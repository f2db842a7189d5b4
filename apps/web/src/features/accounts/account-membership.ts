// Leaving an account (DELETE /api/v1/me/accounts/{id}/membership): the server refuses to leave an account without
// a manager (409 LAST_MANAGER). The list says only whether one is a manager and how many members there are, so the
// screen can rule out the sure case (the only member) and leaves the rest to the server.
import type { listMyAccounts } from '@otodoke/contract';
import type { ApiResult } from '../../app/api-client.ts';

export type ManagedAccount = ApiResult<typeof listMyAccounts>['items'][number];

/** Whether to offer "leave": not when the individual is the account's only member (and so its last manager). */
export function canOfferLeave(account: Pick<ManagedAccount, 'isAccountManager' | 'memberCount'>): boolean {
  return !(account.isAccountManager && account.memberCount <= 1);
}

/** The account to work for after leaving `left`: the current one if it was another, else the first one left. */
export function accountAfterLeaving(
  accounts: ReadonlyArray<Pick<ManagedAccount, 'id' | 'isCurrent'>>,
  left: number,
): { id: number; needsSwitch: boolean } | null {
  const current = accounts.find((account) => account.isCurrent);
  if (current && current.id !== left) return { id: current.id, needsSwitch: false };
  const next = accounts.find((account) => account.id !== left);
  return next ? { id: next.id, needsSwitch: true } : null;
}
