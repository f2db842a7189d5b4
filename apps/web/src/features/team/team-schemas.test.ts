import { describe, expect, it } from 'vitest';
import { inviteSchema } from './team-schemas.ts';

describe('invitation form', () => {
  it('requires an e-mail address, with the spec message', () => {
    const result = inviteSchema('ja').safeParse({ email: ' ', isAccountManager: false });
    expect(result.error?.issues[0]?.message).toBe('必須入力項目です');
  });

  it('refuses an address that is not one', () => {
    const result = inviteSchema('en').safeParse({ email: 'not-an-address', isAccountManager: false });
    expect(result.error?.issues[0]?.message).toBe('Enter a valid email address.');
  });

  it('accepts an address with spaces around it', () => {
    expect(inviteSchema('ja').safeParse({ email: ' member@example.test ', isAccountManager: true }).success).toBe(true);
  });
});
