import { describe, expect, it } from 'vitest';
import type { Session } from '../../app/bootstrap.ts';
import { canEditSplits, defaultReceivingAccount, isSplitAvailable, receivingAccounts } from './split-access.ts';

type Individual = NonNullable<Session['individual']>;
const member = (isAccountManager: boolean, level?: 'readonly' | 'editable' | 'none') =>
  ({ isAccountManager, permissions: level ? { '3000': level } : {} }) as unknown as Individual;

const accounts = [
  { id: 1, name: 'Label', personCompanyType: 'company' as const, isAccountManager: false },
  { id: 2, name: 'Me', personCompanyType: 'person' as const, isAccountManager: true },
  { id: 3, name: 'Band', personCompanyType: 'company' as const, isAccountManager: true },
];

describe('split access', () => {
  it('shows splits unless the flag is explicitly off', () => {
    expect(isSplitAvailable(undefined)).toBe(true);
    expect(isSplitAvailable({})).toBe(true);
    expect(isSplitAvailable({ isMoneySplitAvailable: true })).toBe(true);
    expect(isSplitAvailable({ isMoneySplitAvailable: false })).toBe(false);
  });

  it('lets managers and members with the edit permission set splits', () => {
    expect(canEditSplits(member(true))).toBe(true);
    expect(canEditSplits(member(false, 'editable'))).toBe(true);
    expect(canEditSplits(member(false, 'readonly'))).toBe(false);
    expect(canEditSplits(null)).toBe(false);
  });

  it('offers only managed accounts to receive a share, the current one first', () => {
    expect(receivingAccounts(accounts).map((account) => account.id)).toEqual([2, 3]);
    expect(defaultReceivingAccount(accounts, 3)).toBe(3);
    expect(defaultReceivingAccount(accounts, 1)).toBe(2);
    expect(defaultReceivingAccount([accounts[0]!], 1)).toBeNull();
  });
});
