// Bank accounts and withdrawals. A request takes the amount from the wallet at once (into the service's pending
// account) under the wallet's row lock and the never-below-zero constraint, so two requests at the same moment cannot
// spend the same yen; an operator then marks it paid (the transfer, less the fee) or rejects it (the amount returns).
import {
  AppError,
  type Bilingual,
  formatTemplate,
  formatYen,
  isBankHolderName,
  isValidAccountNumber,
  isValidBankCode,
  isValidBranchCode,
  type Language,
  normalizeBankHolderName,
  VALIDATION_MESSAGES,
  validateWithdrawalAmount,
  WITHDRAWAL_FEE_YEN,
  WITHDRAWAL_MINIMUM_YEN,
} from '@otodoke/domain';
import { and, asc, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { IndividualRow } from '../../platform/auth/sessions.ts';
import type { Db, Executor } from '../../platform/db/client.ts';
import { bankAccounts, withdrawals } from '../../platform/db/schema.ts';
import type { ActingAccount } from '../../platform/http/context.ts';
import {
  InsufficientBalanceError,
  lockWallet,
  post,
  walletBalance,
  walletEntries,
} from '../../platform/ledger/ledger.ts';
import { findBranch } from '../banks/index.ts';
import { type NoticeDeps, notifyAccount } from './revenue-notices.ts';

type BankAccountRow = typeof bankAccounts.$inferSelect;
type WithdrawalRow = typeof withdrawals.$inferSelect;

export function presentBankAccount(row: BankAccountRow) {
  return {
    id: row.id,
    bank_code: row.bankCode,
    bank_name: row.bankName,
    branch_code: row.branchCode,
    branch_name: row.branchName,
    account_type: row.accountType,
    account_number_masked: `****${row.accountNumber.slice(-3)}`,
    holder_name: row.holderName,
    created_at: row.createdAt.toISOString(),
  };
}

function presentWithdrawal(row: WithdrawalRow, bank: BankAccountRow) {
  return {
    id: row.id,
    amount: row.amount,
    fee: row.fee,
    net: row.amount - row.fee,
    status: row.status,
    reason: row.reason,
    bank_account: presentBankAccount(bank),
    created_at: row.createdAt.toISOString(),
    decided_at: row.decidedAt?.toISOString() ?? null,
  };
}

function field(id: keyof typeof VALIDATION_MESSAGES, params?: Record<string, string>): Bilingual {
  const message = VALIDATION_MESSAGES[id];
  return params ? { ja: formatTemplate(message.ja, params), en: formatTemplate(message.en, params) } : message;
}

export function createWithdrawalService(deps: { db: Db; notices: NoticeDeps; now?: () => Date }) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  async function pendingTotal(db: Executor, accountId: number) {
    const [row] = await db
      .select({ total: sql<string>`coalesce(sum(${withdrawals.amount}), 0)::text` })
      .from(withdrawals)
      .where(and(eq(withdrawals.accountId, accountId), eq(withdrawals.status, 'requested')));
    return Number(row?.total ?? 0);
  }

  async function adminRow(db: Executor, id: number) {
    const [row] = await db
      .select({
        withdrawal: withdrawals,
        bank: bankAccounts,
        accountName: deps.notices.accounts.accountNameSql(withdrawals.accountId),
      })
      .from(withdrawals)
      .innerJoin(bankAccounts, eq(bankAccounts.id, withdrawals.bankAccountId))
      .where(eq(withdrawals.id, id));
    if (!row) return null;
    return {
      ...presentWithdrawal(row.withdrawal, row.bank),
      account_id: row.withdrawal.accountId,
      account_name: row.accountName,
      account_number: row.bank.accountNumber,
    };
  }

  return {
    async entries(account: ActingAccount, query: { page: number; limit: number }, language: Language) {
      const { entries, total } = await walletEntries(db, account.row.id, {
        offset: (query.page - 1) * query.limit,
        limit: query.limit,
      });
      return {
        items: entries.map((entry) => ({
          id: entry.id,
          kind: entry.kind,
          amount: entry.amount,
          memo: entry.memo[language],
          created_at: entry.createdAt.toISOString(),
        })),
        total,
        page: query.page,
        limit: query.limit,
        balance: await walletBalance(db, account.row.id),
        pending_withdrawals: await pendingTotal(db, account.row.id),
        minimum_withdrawal: WITHDRAWAL_MINIMUM_YEN,
        transfer_fee: WITHDRAWAL_FEE_YEN,
      };
    },

    async bankAccounts(account: ActingAccount) {
      const list = await db
        .select()
        .from(bankAccounts)
        .where(and(eq(bankAccounts.accountId, account.row.id), isNull(bankAccounts.removedAt)))
        .orderBy(desc(bankAccounts.id));
      return { items: list.map(presentBankAccount) };
    },

    async addBankAccount(
      account: ActingAccount,
      body: {
        bank_code: string;
        branch_code: string;
        account_type: 'savings' | 'checking';
        account_number: string;
        account_holder_name: string;
      },
    ) {
      const fields: Record<string, Bilingual> = {};
      const number = body.account_number.normalize('NFKC').trim();
      const holder = normalizeBankHolderName(body.account_holder_name);
      if (!isValidBankCode(body.bank_code)) fields.bank_code = field('required');
      if (!isValidBranchCode(body.branch_code)) fields.branch_code = field('required');
      if (!number) fields.account_number = field('required');
      else if (!isValidAccountNumber(number)) fields.account_number = field('digits', { n: '7' });
      if (!holder) fields.account_holder_name = field('required');
      else if (!isBankHolderName(holder)) fields.account_holder_name = field('bankHolderChars');
      const branch = fields.bank_code || fields.branch_code ? null : await findBranch(body.bank_code, body.branch_code);
      if (!fields.bank_code && !fields.branch_code && !branch) {
        fields.branch_code = field('bankBranchNotFound');
      }
      if (Object.keys(fields).length > 0) throw AppError.invalidFields(fields);
      const [row] = await db
        .insert(bankAccounts)
        .values({
          accountId: account.row.id,
          bankCode: branch!.bank.code,
          bankName: branch!.bank.name,
          branchCode: branch!.branch.code,
          branchName: branch!.branch.name,
          accountType: body.account_type,
          accountNumber: number,
          holderName: holder,
        })
        .returning();
      return presentBankAccount(row!);
    },

    async removeBankAccount(account: ActingAccount, id: number) {
      const removed = await db
        .update(bankAccounts)
        .set({ removedAt: now() })
        .where(and(eq(bankAccounts.id, id), eq(bankAccounts.accountId, account.row.id), isNull(bankAccounts.removedAt)))
        .returning({ id: bankAccounts.id });
      if (removed.length === 0) throw new AppError('NOT_FOUND');
      return { ok: true as const };
    },

    async list(account: ActingAccount, query: { page: number; limit: number }) {
      const list = await db
        .select({ withdrawal: withdrawals, bank: bankAccounts })
        .from(withdrawals)
        .innerJoin(bankAccounts, eq(bankAccounts.id, withdrawals.bankAccountId))
        .where(eq(withdrawals.accountId, account.row.id))
        .orderBy(desc(withdrawals.id))
        .limit(query.limit)
        .offset((query.page - 1) * query.limit);
      const [total] = await db
        .select({ n: count() })
        .from(withdrawals)
        .where(eq(withdrawals.accountId, account.row.id));
      return {
        items: list.map((row) => presentWithdrawal(row.withdrawal, row.bank)),
        total: total?.n ?? 0,
        page: query.page,
        limit: query.limit,
      };
    },

    async request(
      account: ActingAccount,
      individual: IndividualRow,
      body: { bank_account_id: number; amount: number; idempotency_key: string },
    ) {
      const accountId = account.row.id;
      const existing = async () => {
        const [row] = await db
          .select({ withdrawal: withdrawals, bank: bankAccounts })
          .from(withdrawals)
          .innerJoin(bankAccounts, eq(bankAccounts.id, withdrawals.bankAccountId))
          .where(and(eq(withdrawals.accountId, accountId), eq(withdrawals.idempotencyKey, body.idempotency_key)));
        return row ? presentWithdrawal(row.withdrawal, row.bank) : null;
      };
      const before = await existing();
      if (before) return before;
      try {
        return await db.transaction(async (tx) => {
          const [bank] = await tx
            .select()
            .from(bankAccounts)
            .where(
              and(
                eq(bankAccounts.id, body.bank_account_id),
                eq(bankAccounts.accountId, accountId),
                isNull(bankAccounts.removedAt),
              ),
            );
          if (!bank) throw AppError.invalidFields({ bank_account_id: field('required') });
          const balance = await lockWallet(tx, accountId);
          const problem = validateWithdrawalAmount(body.amount, balance);
          if (problem?.message === 'balanceInsufficient') throw new AppError('BALANCE_INSUFFICIENT', { balance });
          if (problem) throw AppError.invalidFields({ amount: field(problem.message, problem.params as never) });
          const [row] = await tx
            .insert(withdrawals)
            .values({
              accountId,
              bankAccountId: bank.id,
              amount: body.amount,
              fee: WITHDRAWAL_FEE_YEN,
              idempotencyKey: body.idempotency_key,
              requestedBy: individual.id,
            })
            .returning();
          await post(tx, {
            kind: 'withdrawal',
            reference: String(row!.id),
            memo: {
              ja: `出金申請（${bank.bankName} ${bank.branchName}）`,
              en: `Withdrawal (${bank.bankName} ${bank.branchName})`,
            },
            entries: [
              { side: { wallet: accountId }, amount: -body.amount },
              { side: { system: 'withdrawals_pending' }, amount: body.amount },
            ],
          });
          return presentWithdrawal(row!, bank);
        });
      } catch (error) {
        if (error instanceof InsufficientBalanceError) throw new AppError('BALANCE_INSUFFICIENT');
        // The same key sent twice at once: the other request made it.
        const again = await existing();
        if (again) return again;
        throw error;
      }
    },

    async adminList(query: { page: number; limit: number; status: 'requested' | 'paid' | 'rejected' }) {
      const ids = await db
        .select({ id: withdrawals.id })
        .from(withdrawals)
        .where(eq(withdrawals.status, query.status))
        .orderBy(query.status === 'requested' ? asc(withdrawals.id) : desc(withdrawals.id))
        .limit(query.limit)
        .offset((query.page - 1) * query.limit);
      const [total] = await db.select({ n: count() }).from(withdrawals).where(eq(withdrawals.status, query.status));
      const items = [];
      for (const { id } of ids) items.push((await adminRow(db, id))!);
      return { items, total: total?.n ?? 0, page: query.page, limit: query.limit };
    },

    async decide(operator: IndividualRow, id: number, body: { decision: 'paid' | 'rejected'; reason: string }) {
      await db.transaction(async (tx) => {
        const [row] = await tx.select().from(withdrawals).where(eq(withdrawals.id, id)).for('update');
        if (!row) throw new AppError('NOT_FOUND');
        if (row.status !== 'requested') throw new AppError('WDR00001', { status: row.status });
        if (body.decision === 'rejected' && !body.reason.trim()) {
          throw AppError.invalidFields({ reason: field('required') });
        }
        await tx
          .update(withdrawals)
          .set({ status: body.decision, reason: body.reason.trim(), decidedBy: operator.id, decidedAt: now() })
          .where(eq(withdrawals.id, id));
        if (body.decision === 'paid') {
          await post(tx, {
            kind: 'withdrawal_paid',
            reference: String(id),
            entries: [
              { side: { system: 'withdrawals_pending' }, amount: -row.amount },
              { side: { system: 'bank_transfers' }, amount: row.amount - row.fee },
              { side: { system: 'transfer_fees' }, amount: row.fee },
            ],
          });
        } else {
          await post(tx, {
            kind: 'withdrawal_rejected',
            reference: String(id),
            memo: { ja: '出金申請の取り消し（残高に戻しました）', en: 'Withdrawal rejected (returned to the balance)' },
            entries: [
              { side: { system: 'withdrawals_pending' }, amount: -row.amount },
              { side: { wallet: row.accountId }, amount: row.amount },
            ],
          });
        }
        const net = row.amount - row.fee;
        await notifyAccount(
          tx,
          deps.notices,
          row.accountId,
          body.decision === 'paid'
            ? {
                subject: { ja: '出金の振込が完了しました', en: 'Your withdrawal was transferred' },
                body: {
                  ja: `出金申請（${formatYen(row.amount, 'ja')}）の振込が完了しました。振込額は手数料を差し引いた ${formatYen(net, 'ja')} です。`,
                  en: `Your withdrawal of ${formatYen(row.amount, 'en')} was transferred: ${formatYen(net, 'en')} after the fee.`,
                },
              }
            : {
                subject: { ja: '出金申請をお受けできませんでした', en: 'Your withdrawal could not be made' },
                body: {
                  ja: `出金申請（${formatYen(row.amount, 'ja')}）をお受けできませんでした。金額は残高に戻しています。理由: ${body.reason.trim()}`,
                  en: `Your withdrawal of ${formatYen(row.amount, 'en')} could not be made, and the amount is back in your balance. Reason: ${body.reason.trim()}`,
                },
              },
          '/member/withdrawal',
        );
      });
      return (await adminRow(db, id))!;
    },
  };
}

export type WithdrawalService = ReturnType<typeof createWithdrawalService>;
