import { describe, expect, it } from 'vitest';

type Level = 'editable' | 'readonly' | 'none';

import { canEditPayments, canViewPayments } from './payment-permission.ts';

describe('who may see and change payments', () => {
  it('lets managers do everything', () => {
    const manager = { isAccountManager: true, permissions: { '4000': 'none' as Level } };
    expect(canViewPayments(manager)).toBe(true);
    expect(canEditPayments(manager)).toBe(true);
  });

  it('follows permission 4000 for members', () => {
    const member = (level: Level) => ({
      isAccountManager: false,
      permissions: { '1000': 'editable' as Level, '4000': level },
    });
    expect([canViewPayments(member('readonly')), canEditPayments(member('readonly'))]).toEqual([true, false]);
    expect([canViewPayments(member('editable')), canEditPayments(member('editable'))]).toEqual([true, true]);
    expect([canViewPayments(member('none')), canEditPayments(member('none'))]).toEqual([false, false]);
    expect(canViewPayments(null)).toBe(false);
  });
});
