// The ledger's books: after any sequence of postings (some refused for want of balance, some retried), every ledger
// account's kept balance equals the sum of its entries, wallets never go below zero, the whole ledger sums to zero,
// and the balances are what a simple model of the same movements says.

import { createSeededRandom } from '@otodoke/simulators/stores/simulator.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../db/client.ts';
import { accounts } from '../db/schema.ts';
import {
  InsufficientBalanceError,
  type LedgerSide,
  post,
  unbalancedLedgerAccounts,
  walletBalance,
  walletEntries,
} from './ledger.ts';

let database: Database;
const WALLETS = 5;

beforeAll(async () => {
  database = await openDatabase({ inMemory: true });
  for (let i = 0; i < WALLETS; i++) {
    await database.db.insert(accounts).values({ name: `Account ${i + 1}`, personCompanyType: 'person' });
  }
});

afterAll(async () => {
  await database?.close();
});

describe('the ledger', () => {
  it('keeps balances equal to their entries through 400 random postings, refusals and retries', async () => {
    const random = createSeededRandom('ledger-property');
    const pick = (n: number) => Math.floor(random() * n);
    const sides: LedgerSide[] = [
      ...Array.from({ length: WALLETS }, (_, i) => ({ wallet: i + 1 })),
      { system: 'store_revenue' },
      { system: 'withdrawals_pending' },
    ];
    const key = (side: LedgerSide) => ('wallet' in side ? `w${side.wallet}` : side.system);
    const model = new Map<string, bigint>(sides.map((side) => [key(side), 0n]));
    let refused = 0;
    let repeated = 0;
    for (let n = 0; n < 400; n++) {
      const from = sides[pick(sides.length)]!;
      let to = sides[pick(sides.length)]!;
      while (key(to) === key(from)) to = sides[pick(sides.length)]!;
      const amount = BigInt(1 + pick(5000));
      // A third of the time the same posting is sent twice, as a retried job would.
      const reference = `p${n}`;
      const times = random() < 0.33 ? 2 : 1;
      for (let attempt = 0; attempt < times; attempt++) {
        try {
          const result = await database.db.transaction((tx) =>
            post(tx, {
              kind: 'adjustment',
              reference,
              entries: [
                { side: from, amount: -amount },
                { side: to, amount },
              ],
            }),
          );
          if (result.isNew) {
            model.set(key(from), model.get(key(from))! - amount);
            model.set(key(to), model.get(key(to))! + amount);
          } else repeated += 1;
        } catch (error) {
          expect(error).toBeInstanceOf(InsufficientBalanceError);
          expect('wallet' in from).toBe(true);
          refused += 1;
          break;
        }
      }
    }
    expect(refused).toBeGreaterThan(10);
    expect(repeated).toBeGreaterThan(10);
    expect(await unbalancedLedgerAccounts(database.db)).toEqual([]);
    let total = 0n;
    for (const side of sides) {
      const expected = model.get(key(side))!;
      total += expected;
      if ('wallet' in side) {
        expect(expected).toBeGreaterThanOrEqual(0n);
        expect(BigInt(await walletBalance(database.db, side.wallet))).toBe(expected);
      }
    }
    expect(total).toBe(0n);
    const history = await walletEntries(database.db, 1, { offset: 0, limit: 1000 });
    expect(BigInt(history.entries.reduce((sum, entry) => sum + entry.amount, 0))).toBe(model.get('w1'));
  });

  it('refuses a posting that does not balance, and one with fewer than two entries', async () => {
    await expect(
      post(database.db, {
        kind: 'adjustment',
        reference: 'unbalanced',
        entries: [
          { side: { wallet: 1 }, amount: 10 },
          { side: { system: 'adjustments' }, amount: -9 },
        ],
      }),
    ).rejects.toThrow(/does not balance/);
    await expect(
      post(database.db, { kind: 'adjustment', reference: 'single', entries: [{ side: { wallet: 1 }, amount: 0 }] }),
    ).rejects.toThrow(/two entries/);
  });
});
