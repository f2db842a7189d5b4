// Ledger: the double-entry money ledger (wallets and the service's accounts). Owner: platform/ledger.
// Tables: ledger_accounts, ledger_transactions, ledger_entries.
import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { accounts } from './identity.ts';

/**
 * A ledger account: an Otodoke account's wallet (its balance; never below zero, the check constraint refuses it even
 * under concurrent writes) or one of the service's own accounts (`system:store_revenue`, `system:withdrawals_pending`,
 * ...), which are the other side of every movement. `balance` is kept in step with the entries in the same statement
 * that writes them; a test checks it always equals their sum.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    kind: text('kind').$type<'wallet' | 'system'>().notNull(),
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    /** Yen. */
    balance: bigint('balance', { mode: 'bigint' }).notNull().default(sql`0`),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('ledger_accounts_code_key').on(t.code),
    uniqueIndex('ledger_accounts_wallet_key').on(t.accountId).where(sql`${t.kind} = 'wallet'`),
    check('ledger_accounts_wallet_not_negative', sql`${t.kind} <> 'wallet' or ${t.balance} >= 0`),
  ],
);

/** One movement of money: its entries sum to zero. `(kind, reference)` is unique, so a retried posting counts once. */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    reference: text('reference').notNull(),
    /** What the account holder reads in their history, both languages. */
    memoJa: text('memo_ja').notNull().default(''),
    memoEn: text('memo_en').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('ledger_transactions_reference_key').on(t.kind, t.reference)],
);

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    transactionId: bigint('transaction_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransactions.id, { onDelete: 'cascade' }),
    ledgerAccountId: integer('ledger_account_id')
      .notNull()
      .references(() => ledgerAccounts.id, { onDelete: 'cascade' }),
    /** Yen; positive into the ledger account, negative out of it. */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('ledger_entries_account_idx').on(t.ledgerAccountId, t.id),
    index('ledger_entries_transaction_idx').on(t.transactionId),
  ],
);
