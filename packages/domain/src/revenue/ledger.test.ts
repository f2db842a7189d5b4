import { describe, expect, it } from 'vitest';
import { assertBalanced, type LedgerEntry, ledgerAccountChange } from './ledger.ts';

const entry = (ledgerAccount: string, amount: bigint): LedgerEntry => ({ ledgerAccount, amount });

describe('assertBalanced', () => {
  it('accepts entries that add up to zero', () => {
    const split = [entry('store_receivable', 1_000_000n), entry('balance:1', -700_000n), entry('balance:2', -300_000n)];
    expect(() => assertBalanced(split)).not.toThrow();
    expect(ledgerAccountChange(split, 'balance:1')).toBe(-700_000n);
    expect(ledgerAccountChange(split, 'balance:3')).toBe(0n);
  });

  it('names what is wrong with a posting', () => {
    expect(() => assertBalanced([])).toThrow('A posting needs at least two entries, got 0');
    expect(() => assertBalanced([entry('bank', 1n)])).toThrow(/at least two entries, got 1/);
    expect(() => assertBalanced([entry('bank', 10n), entry('balance:1', -9n)])).toThrow(
      "The posting's entries add up to 1, not zero",
    );
    expect(() => assertBalanced([entry('bank', 0n), entry('balance:1', 0n)])).toThrow(
      'Entry 0 (bank) has a zero amount',
    );
    expect(() => assertBalanced([entry('bank', 1n), entry(' ', -1n)])).toThrow('Entry 1 has no ledger account');
    const floatAmount = { ledgerAccount: 'bank', amount: 1.5 } as unknown as LedgerEntry;
    expect(() => assertBalanced([floatAmount, entry('balance:1', -1n)])).toThrow(/non-bigint/);
  });
});
