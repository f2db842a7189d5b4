import { describe, expect, it } from 'vitest';
import { accountAfterLeaving, canOfferLeave } from './account-membership.ts';

describe('leaving an account', () => {
  it('is not offered to the only member, who is necessarily its last manager', () => {
    expect(canOfferLeave({ isAccountManager: true, memberCount: 1 })).toBe(false);
  });

  it('is offered to members, and to managers of a team (the server knows whether another manager is left)', () => {
    expect(canOfferLeave({ isAccountManager: false, memberCount: 3 })).toBe(true);
    expect(canOfferLeave({ isAccountManager: true, memberCount: 2 })).toBe(true);
  });

  it('keeps working for the current account when another one is left', () => {
    const accounts = [
      { id: 1, isCurrent: false },
      { id: 2, isCurrent: true },
    ];
    expect(accountAfterLeaving(accounts, 1)).toEqual({ id: 2, needsSwitch: false });
  });

  it('switches to another account after leaving the current one, or to none when none is left', () => {
    const accounts = [
      { id: 1, isCurrent: true },
      { id: 2, isCurrent: false },
    ];
    expect(accountAfterLeaving(accounts, 1)).toEqual({ id: 2, needsSwitch: true });
    expect(accountAfterLeaving([{ id: 1, isCurrent: true }], 1)).toBeNull();
  });
});
