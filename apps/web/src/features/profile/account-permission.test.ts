import { describe, expect, it } from 'vitest';
import { canEditAccountSettings } from './account-permission.ts';

describe('who may edit the account settings', () => {
  it('lets managers and members with 8000 editable edit', () => {
    expect(canEditAccountSettings({ isAccountManager: true, permissions: {} })).toBe(true);
    expect(canEditAccountSettings({ isAccountManager: false, permissions: { '8000': 'editable' } })).toBe(true);
  });

  it('treats readonly, none and a missing entry as read-only', () => {
    expect(canEditAccountSettings({ isAccountManager: false, permissions: { '8000': 'readonly' } })).toBe(false);
    expect(canEditAccountSettings({ isAccountManager: false, permissions: { '8000': 'none' } })).toBe(false);
    expect(canEditAccountSettings({ isAccountManager: false, permissions: { '1000': 'editable' } })).toBe(false);
  });
});
