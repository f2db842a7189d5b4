// The double-entry ledger: every movement of money is a transaction whose entries sum to zero, between an account's
// wallet (its balance) and the service's own ledger accounts. Balances are kept on the ledger account row in the same
// statement as the entry; a wallet below zero is refused by a check constraint, so two concurrent debits can never
// spend the same yen. Posting is idempotent on (kind, reference): a retried job posts once.
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { isCheckViolation } from '../db/errors.ts';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from '../db/schema.ts';

/** The service's side of movements. */
export const SYSTEM_LEDGER_ACCOUNTS = [
  /** Revenue confirmed from the stores' reports, owed to artists. */
  'store_revenue',
  /** Affiliate rewards the service pays. */
  'affiliate_rewards',
  /** What accounts paid the service from their balance. */
  'payments',
  /** Withdrawals requested and not yet transferred. */
  'withdrawals_pending',
  /** Money sent to bank accounts. */
  'bank_transfers',
  /** Transfer fees kept on withdrawals. */
  'transfer_fees',
  /** Split shares in passage during a month close (credited to collaborators, then taken from owners; nets to zero). */
  'split_clearing',
  /** Test and demo money put in by operators (never used by a running service's flows). */
  'adjustments',
] as const;
export type SystemLedgerAccount = (typeof SYSTEM_LEDGER_ACCOUNTS)[number];

export type LedgerKind =
  | 'revenue'
  | 'split_in'
  | 'split_out'
  | 'affiliate_reward'
  | 'payment'
  | 'withdrawal'
  | 'withdrawal_paid'
  | 'withdrawal_rejected'
  | 'adjustment';

export type LedgerSide = { readonly wallet: number } | { readonly system: SystemLedgerAccount };

export type Posting = {
  readonly kind: LedgerKind;
  /** Unique per kind: the same posting twice is recorded once. */
  readonly reference: string;
  readonly memo?: { readonly ja: string; readonly en: string };
  readonly entries: ReadonlyArray<{ readonly side: LedgerSide; readonly amount: bigint | number }>;
};

export class InsufficientBalanceError extends Error {
  constructor() {
    super('a wallet would go below zero');
  }
}

function codeOf(side: LedgerSide): string {
  return 'wallet' in side ? `wallet:${side.wallet}` : `system:${side.system}`;
}

/** The ledger account of a wallet or a system account, made on first use. */
export async function ledgerAccountId(db: Executor, side: LedgerSide): Promise<number> {
  const code = codeOf(side);
  const [existing] = await db
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.code, code));
  if (existing) return existing.id;
  await db
    .insert(ledgerAccounts)
    .values({
      code,
      kind: 'wallet' in side ? 'wallet' : 'system',
      accountId: 'wallet' in side ? side.wallet : null,
    })
    .onConflictDoNothing();
  const [made] = await db.select({ id: ledgerAccounts.id }).from(ledgerAccounts).where(eq(ledgerAccounts.code, code));
  return made!.id;
}

/**
 * Records a movement. Returns the transaction id and whether it is new (false: the same kind and reference was posted
 * before, and nothing changed). Throws InsufficientBalanceError when a wallet would go below zero; call it inside the
 * caller's transaction so nothing of the surrounding write remains either.
 */
export async function post(tx: Executor, posting: Posting): Promise<{ transactionId: number; isNew: boolean }> {
  const entries = posting.entries.map((entry) => ({ side: entry.side, amount: BigInt(entry.amount) }));
  if (entries.length < 2) throw new Error(`posting ${posting.kind}:${posting.reference} needs two entries`);
  if (entries.some((entry) => entry.amount === 0n)) {
    throw new Error(`posting ${posting.kind}:${posting.reference} has an entry of zero`);
  }
  const sum = entries.reduce((total, entry) => total + entry.amount, 0n);
  if (sum !== 0n) throw new Error(`posting ${posting.kind}:${posting.reference} does not balance (${sum})`);

  const [created] = await tx
    .insert(ledgerTransactions)
    .values({
      kind: posting.kind,
      reference: posting.reference,
      memoJa: posting.memo?.ja ?? '',
      memoEn: posting.memo?.en ?? '',
    })
    .onConflictDoNothing()
    .returning({ id: ledgerTransactions.id });
  if (!created) {
    const [existing] = await tx
      .select({ id: ledgerTransactions.id })
      .from(ledgerTransactions)
      .where(and(eq(ledgerTransactions.kind, posting.kind), eq(ledgerTransactions.reference, posting.reference)));
    return { transactionId: existing!.id, isNew: false };
  }
  // Ledger accounts are updated in one order everywhere (wallets by id, then the service's accounts by id), the order
  // `lockWallet` callers take too, so two postings touching the same accounts never deadlock.
  const resolved = await Promise.all(
    entries.map(async (entry) => ({
      id: await ledgerAccountId(tx, entry.side),
      isWallet: 'wallet' in entry.side,
      amount: entry.amount,
    })),
  );
  resolved.sort((a, b) => Number(b.isWallet) - Number(a.isWallet) || a.id - b.id);
  await tx
    .insert(ledgerEntries)
    .values(resolved.map((entry) => ({ transactionId: created.id, ledgerAccountId: entry.id, amount: entry.amount })));
  try {
    for (const entry of resolved) {
      await tx
        .update(ledgerAccounts)
        .set({ balance: sql`${ledgerAccounts.balance} + ${entry.amount.toString()}::bigint` })
        .where(eq(ledgerAccounts.id, entry.id));
    }
  } catch (error) {
    if (isCheckViolation(error, 'ledger_accounts_wallet_not_negative')) throw new InsufficientBalanceError();
    throw error;
  }
  return { transactionId: created.id, isNew: true };
}

/** An account's balance in yen (0 before its first movement). */
export async function walletBalance(db: Executor, accountId: number): Promise<number> {
  const [row] = await db
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.code, `wallet:${accountId}`));
  return row ? Number(row.balance) : 0;
}

/** Locks the wallet row (made if missing) for the rest of the transaction and returns its balance. */
export async function lockWallet(tx: Executor, accountId: number): Promise<number> {
  const id = await ledgerAccountId(tx, { wallet: accountId });
  const [row] = await tx
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.id, id))
    .for('update');
  return Number(row!.balance);
}

export type WalletEntry = {
  id: number;
  transactionId: number;
  kind: string;
  reference: string;
  amount: number;
  memo: { ja: string; en: string };
  createdAt: Date;
};

/** A wallet's entries, newest first. */
export async function walletEntries(
  db: Executor,
  accountId: number,
  page: { offset: number; limit: number; kinds?: readonly string[] },
): Promise<{ entries: WalletEntry[]; total: number }> {
  const [wallet] = await db
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.code, `wallet:${accountId}`));
  if (!wallet) return { entries: [], total: 0 };
  const where = and(
    eq(ledgerEntries.ledgerAccountId, wallet.id),
    page.kinds && page.kinds.length > 0 ? inArray(ledgerTransactions.kind, [...page.kinds]) : undefined,
  );
  const rows = await db
    .select({
      id: ledgerEntries.id,
      transactionId: ledgerTransactions.id,
      kind: ledgerTransactions.kind,
      reference: ledgerTransactions.reference,
      amount: ledgerEntries.amount,
      memoJa: ledgerTransactions.memoJa,
      memoEn: ledgerTransactions.memoEn,
      createdAt: ledgerEntries.createdAt,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(where)
    .orderBy(desc(ledgerEntries.id))
    .limit(page.limit)
    .offset(page.offset);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(where);
  return {
    entries: rows.map((row) => ({
      id: row.id,
      transactionId: row.transactionId,
      kind: row.kind,
      reference: row.reference,
      amount: Number(row.amount),
      memo: { ja: row.memoJa, en: row.memoEn },
      createdAt: row.createdAt,
    })),
    total: count?.n ?? 0,
  };
}

/** Every ledger account whose kept balance differs from the sum of its entries (empty when the books are right). */
export async function unbalancedLedgerAccounts(
  db: Executor,
): Promise<Array<{ code: string; balance: string; sum: string }>> {
  const rows = await db.execute<{ code: string; balance: string; sum: string }>(sql`
    select a.code, a.balance::text as balance, coalesce(sum(e.amount), 0)::text as sum
      from ledger_accounts a left join ledger_entries e on e.ledger_account_id = a.id
     group by a.id, a.code, a.balance
    having a.balance <> coalesce(sum(e.amount), 0)`);
  return (rows as unknown as { rows: Array<{ code: string; balance: string; sum: string }> }).rows;
}
