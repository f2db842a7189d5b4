// Revenue: the estimate and financial (confirmed) reports, the balance's history, splits with collaborators, bank
// accounts and withdrawals; and the operators' side: sales report imports, the unmatched queue, currency rates, month
// closes and withdrawals to pay. Amounts: `*_micros` are yen micro-units (1 yen = 1 000 000) as decimal text, exact;
// `*_yen` are whole yen.
import {
  BANK_ACCOUNT_TYPES,
  ESTIMATE_REPORT_DETAIL_TYPES,
  FINANCIAL_REPORT_YEAR_MONTH_MODES,
  REVENUE_TYPES,
} from '@otodoke/domain';
import { z } from 'zod';
import {
  calendarDateSchema,
  calendarMonthSchema,
  idParamSchema,
  idSchema,
  okSchema,
  pageOf,
  pageQuerySchema,
} from './common.ts';
import { defineEndpoint } from './endpoint.ts';
import { multiline } from './text-guard.ts';

const REPORTS = { kind: 'account', permission: { id: 3000, level: 'readonly' } } as const;
const REVENUE_EDIT = { kind: 'account', permission: { id: 3000, level: 'editable' } } as const;
const ADMIN = { kind: 'admin' } as const;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const yearMonth = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/);
const micros = z.string().regex(/^-?\d+$/);

export const estimateDisplaySchema = z.enum(['release', 'song', 'country', 'jppref', 'store']);
export const estimateDateTypeSchema = z.enum(['daily', 'weekly', 'monthly']);

export const getEstimateReport = defineEndpoint({
  method: 'GET',
  path: '/api/v2/me/reports/estimate',
  summary: 'Estimated revenue and plays: a graph by day, week or month, and the detail by one dimension',
  tags: ['reports'],
  access: REPORTS,
  query: z.object({
    date_type: estimateDateTypeSchema.default('daily'),
    /** Defaults: the last 30 days up to yesterday (Tokyo). */
    from: calendarDateSchema.optional(),
    to: calendarDateSchema.optional(),
    display: estimateDisplaySchema.default('release'),
    /** Comma-separated detail types; all when absent. */
    detail_types: z.string().max(200).optional(),
  }),
  response: z.object({
    graph_data: z.array(
      z.object({ date: isoDate, quantity: z.number().int(), amount_micros: micros, amount_yen: z.number().int() }),
    ),
    detail_data: z.array(
      z.object({
        key: z.string(),
        label: z.string(),
        sub_label: z.string(),
        quantity: z.number().int(),
        amount_micros: micros,
        amount_yen: z.number().int(),
      }),
    ),
    by_detail_type: z.array(
      z.object({
        detail_type: z.enum(ESTIMATE_REPORT_DETAIL_TYPES),
        quantity: z.number().int(),
        amount_micros: micros,
      }),
    ),
    totals: z.object({ quantity: z.number().int(), amount_micros: micros, amount_yen: z.number().int() }),
    meta: z.object({
      /** The newest day any sales are known for (null before the first report). */
      last_update_date: isoDate.nullable(),
      from: isoDate,
      to: isoDate,
      date_type: estimateDateTypeSchema,
      display: estimateDisplaySchema,
    }),
  }),
});

const statementLineSchema = z.object({
  kind: z.enum(['sales', 'split_in', 'split_out']),
  revenue_type: z.enum(REVENUE_TYPES),
  store_id: z.string(),
  store_name: z.string(),
  release_id: z.number().int().nullable(),
  release_title: z.string(),
  sale_month: yearMonth,
  counterparty_name: z.string().nullable(),
  quantity: z.number().int(),
  amount_micros: micros,
  /** The whole yen this line brought into the wallet (its share of the total paid: the lines add up to it). */
  amount_yen: z.number().int(),
});

/** A statement's amount of one revenue type, exact and as the whole yen paid (these add up to the total paid). */
const revenueTypeAmountSchema = z.object({
  revenue_type: z.enum(REVENUE_TYPES),
  amount_micros: micros,
  amount_yen: z.number().int(),
});

export const getFinancialReport = defineEndpoint({
  method: 'GET',
  path: '/api/v2/me/reports/financial',
  summary: 'Confirmed monthly statements: one month in detail (yearmonth) or the last twelve months (fixed)',
  tags: ['reports'],
  access: REPORTS,
  query: z.object({
    mode: z.enum(FINANCIAL_REPORT_YEAR_MONTH_MODES).default('yearmonth'),
    /** The month to show (yearmonth mode); the newest confirmed month when absent. */
    year_month: calendarMonthSchema.optional(),
  }),
  response: z.object({
    /** Months with a statement for this account, newest first. */
    months: z.array(yearMonth),
    statement: z
      .object({
        month: yearMonth,
        total_yen: z.number().int(),
        carry_in_micros: micros,
        carry_out_micros: micros,
        by_revenue_type: z.array(revenueTypeAmountSchema),
        lines: z.array(statementLineSchema),
        /** Estimate beside confirmed, per store, for the sales dated in this month. */
        comparison: z.array(
          z.object({
            store_id: z.string(),
            store_name: z.string(),
            estimate_micros: micros,
            /** Sales dated in this month confirmed (in this statement or a later one). */
            confirmed_micros: micros,
            /** Sales dated in earlier months, reported late, confirmed in this statement. */
            from_earlier_micros: micros,
            /** Sales dated in this month still waiting to be confirmed (reported after the close). */
            pending_micros: micros,
          }),
        ),
      })
      .nullable(),
    /** Fixed mode: the last twelve months' totals by revenue type. */
    history: z.array(
      z.object({
        month: yearMonth,
        total_yen: z.number().int(),
        by_revenue_type: z.array(revenueTypeAmountSchema),
      }),
    ),
  }),
});

export const balanceEntrySchema = z
  .object({
    id: z.number().int(),
    kind: z.string(),
    amount: z.number().int(),
    memo: z.string(),
    created_at: z.string(),
  })
  .meta({ id: 'BalanceEntry' });

export const listBalanceEntries = defineEndpoint({
  method: 'GET',
  path: '/api/v2/me/balance/entries',
  summary: "The balance's movements, newest first",
  tags: ['balance'],
  access: REPORTS,
  query: pageQuerySchema,
  response: pageOf(balanceEntrySchema).extend({
    balance: z.number().int(),
    /** Withdrawals requested and not yet paid (already taken from the balance). */
    pending_withdrawals: z.number().int(),
    minimum_withdrawal: z.number().int(),
    transfer_fee: z.number().int(),
  }),
});

// Splits ------------------------------------------------------------------------------------------------------------

export const splitShareSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  share_bp: z.number().int(),
  /** Spec work split status: 100 invited, 200 accepted, 300 declined, 400 ended. */
  status: z.number().int(),
  collaborator_name: z.string().nullable(),
});

export const splitVersionSchema = z.object({
  id: z.number().int(),
  effective_from: yearMonth,
  owner_share_bp: z.number().int(),
  shares: z.array(splitShareSchema),
});

export const listMySplits = defineEndpoint({
  method: 'GET',
  path: '/api/v2/me/splits',
  summary: "The account's releases with their splits, and the splits it collaborates in",
  tags: ['splits'],
  access: REPORTS,
  response: z.object({
    releases: z.array(
      z.object({
        release_id: z.number().int(),
        title: z.string(),
        artist_name: z.string(),
        upc: z.string().nullable(),
        /** The version in force this month (null: all to the owner). */
        current: splitVersionSchema.nullable(),
        /** A version starting next month, when one was set. */
        upcoming: splitVersionSchema.nullable(),
      }),
    ),
    collaborations: z.array(
      z.object({
        share_id: z.number().int(),
        release_title: z.string(),
        owner_name: z.string(),
        share_bp: z.number().int(),
        status: z.number().int(),
        effective_from: yearMonth,
      }),
    ),
    /** Who got what, by month (confirmed statements). */
    history: z.array(
      z.object({
        month: yearMonth,
        release_title: z.string(),
        direction: z.enum(['in', 'out']),
        counterparty_name: z.string(),
        amount_micros: micros,
      }),
    ),
  }),
});

export const setReleaseSplit = defineEndpoint({
  method: 'PUT',
  path: '/api/v2/me/releases/{id}/split',
  summary: "Sets the release's split from next month: the owner's rate and each collaborator's (invited by e-mail)",
  tags: ['splits'],
  access: REVENUE_EDIT,
  params: z.object({ id: idParamSchema }),
  body: z.object({
    /** Percent, up to two decimals, as typed ("70", "33.33"). */
    owner_rate: z.string().max(10),
    collaborators: z.array(z.object({ email: z.string().max(254), rate: z.string().max(10) })).max(20),
  }),
  response: splitVersionSchema,
});

export const getSplitInvitation = defineEndpoint({
  method: 'GET',
  path: '/api/v2/split-invitations/{token}',
  summary: 'An invitation to a split, as the invited person sees it',
  tags: ['splits'],
  access: { kind: 'session' },
  params: z.object({ token: z.string().min(10).max(100) }),
  response: z.object({
    release_title: z.string(),
    artist_name: z.string(),
    owner_name: z.string(),
    share_bp: z.number().int(),
    effective_from: yearMonth,
    status: z.number().int(),
    email: z.string(),
  }),
});

export const answerSplitInvitation = defineEndpoint({
  method: 'POST',
  path: '/api/v2/split-invitations/{token}/answer',
  summary: 'Accepts (into one of your accounts) or declines an invitation to a split',
  tags: ['splits'],
  access: { kind: 'session' },
  params: z.object({ token: z.string().min(10).max(100) }),
  body: z.object({ accept: z.boolean(), account_id: idSchema.optional() }),
  response: z.object({ status: z.number().int() }),
});

// Bank accounts and withdrawals ----------------------------------------------------------------------------------------

export const bankAccountSchema = z
  .object({
    id: z.number().int(),
    bank_code: z.string(),
    bank_name: z.string(),
    branch_code: z.string(),
    branch_name: z.string(),
    account_type: z.enum(BANK_ACCOUNT_TYPES),
    /** Only the last three digits. */
    account_number_masked: z.string(),
    holder_name: z.string(),
    created_at: z.string(),
  })
  .meta({ id: 'BankAccount' });

export const listBankAccounts = defineEndpoint({
  method: 'GET',
  path: '/api/v2/me/bank-accounts',
  summary: "The account's bank accounts for withdrawals",
  tags: ['withdrawal'],
  access: REPORTS,
  response: z.object({ items: z.array(bankAccountSchema) }),
});

export const createBankAccount = defineEndpoint({
  method: 'POST',
  path: '/api/v2/me/bank-accounts',
  summary: 'Adds a bank account (bank and branch from the Zengin code list; holder name in kana)',
  tags: ['withdrawal'],
  access: REVENUE_EDIT,
  body: z.object({
    bank_code: z.string().max(4),
    branch_code: z.string().max(3),
    account_type: z.enum(BANK_ACCOUNT_TYPES),
    account_number: z.string().max(10),
    account_holder_name: z.string().max(60),
  }),
  response: bankAccountSchema,
  successStatus: 201,
});

export const deleteBankAccount = defineEndpoint({
  method: 'DELETE',
  path: '/api/v2/me/bank-accounts/{id}',
  summary: 'Removes a bank account (past withdrawals keep it)',
  tags: ['withdrawal'],
  access: REVENUE_EDIT,
  params: z.object({ id: idParamSchema }),
  response: okSchema,
});

export const withdrawalSchema = z
  .object({
    id: z.number().int(),
    amount: z.number().int(),
    fee: z.number().int(),
    net: z.number().int(),
    status: z.enum(['requested', 'paid', 'rejected']),
    reason: z.string(),
    bank_account: bankAccountSchema,
    created_at: z.string(),
    decided_at: z.string().nullable(),
  })
  .meta({ id: 'Withdrawal' });

export const listWithdrawals = defineEndpoint({
  method: 'GET',
  path: '/api/v2/me/withdrawals',
  summary: "The account's withdrawal requests, newest first",
  tags: ['withdrawal'],
  access: REPORTS,
  query: pageQuerySchema,
  response: pageOf(withdrawalSchema),
});

export const requestWithdrawal = defineEndpoint({
  method: 'POST',
  path: '/api/v2/me/withdrawals',
  summary: 'Requests a transfer of part of the balance to a bank account (the fee is taken from the amount)',
  tags: ['withdrawal'],
  access: REVENUE_EDIT,
  body: z.object({
    bank_account_id: idSchema,
    amount: z.number().int().positive().max(1_000_000_000_000),
    /** The same key twice makes one request. */
    idempotency_key: z.string().min(8).max(100),
  }),
  response: withdrawalSchema,
  successStatus: 201,
});

// Operators ---------------------------------------------------------------------------------------------------------

export const salesReportSchema = z
  .object({
    id: z.number().int(),
    source: z.enum(['sftp', 'upload']),
    store_id: z.string(),
    file_name: z.string(),
    format: z.enum(['dsr', 'apple']),
    profile: z.string().nullable(),
    period_start: isoDate.nullable(),
    period_end: isoDate.nullable(),
    file_number: z.number().int(),
    number_of_files: z.number().int(),
    lines: z.number().int(),
    matched_lines: z.number().int(),
    unmatched_lines: z.number().int(),
    revenue_micros: micros,
    currency_rates: z.record(z.string(), z.string()),
    warnings: z.array(z.object({ line: z.number().int(), code: z.string(), message: z.string() })),
    /** The corrected report that took this one's place (its lines reversed), and when. */
    replaced_by: z.number().int().nullable(),
    replaced_at: z.string().nullable(),
    imported_at: z.string(),
  })
  .meta({ id: 'SalesReport' });

export const listSalesReports = defineEndpoint({
  method: 'GET',
  path: '/admin/api/v2/sales-reports',
  summary: 'Imported sales reports, newest first, and the files that failed',
  tags: ['admin', 'revenue'],
  access: ADMIN,
  query: pageQuerySchema.extend({ store_id: z.string().max(64).optional() }),
  response: pageOf(salesReportSchema).extend({
    failures: z.array(
      z.object({
        id: z.number().int(),
        store_id: z.string(),
        file_name: z.string(),
        reason: z.string(),
        /** What kind of failure, for the screen to explain in the reader's language (the reason stays as detail). */
        kind: z.enum(['not_report', 'damaged', 'busy', 'refused', 'internal']),
        created_at: z.string(),
      }),
    ),
  }),
});

export const importResultSchema = z.object({
  outcome: z.enum(['imported', 'duplicate']),
  report: salesReportSchema,
});

export const listUnmatchedSales = defineEndpoint({
  method: 'GET',
  path: '/admin/api/v2/unmatched-sales',
  summary: 'Sales lines no release was found for, grouped by identifiers',
  tags: ['admin', 'revenue'],
  access: ADMIN,
  query: pageQuerySchema,
  response: pageOf(
    z.object({
      isrc: z.string(),
      icpn: z.string(),
      title: z.string(),
      artist: z.string(),
      store_ids: z.array(z.string()),
      lines: z.number().int(),
      quantity: z.number().int(),
      amount_micros: micros,
      first_date: isoDate,
      last_date: isoDate,
    }),
  ),
});

export const resolveUnmatchedSales = defineEndpoint({
  method: 'POST',
  path: '/admin/api/v2/unmatched-sales/resolve',
  summary:
    'Files the open lines with these identifiers under a release (and its song with the ISRC), or dismisses them',
  tags: ['admin', 'revenue'],
  access: ADMIN,
  body: z.object({
    isrc: z.string().max(20),
    icpn: z.string().max(20),
    /** A release id to file them under; absent: dismiss them. */
    release_id: idSchema.optional(),
  }),
  response: z.object({ lines: z.number().int() }),
});

export const listCurrencyRates = defineEndpoint({
  method: 'GET',
  path: '/admin/api/v2/currency-rates',
  summary: 'Yen per unit of each currency, by month',
  tags: ['admin', 'revenue'],
  access: ADMIN,
  response: z.object({
    items: z.array(
      z.object({ month: yearMonth, currency: z.string(), yen_per_unit: z.string(), updated_at: z.string() }),
    ),
  }),
});

export const putCurrencyRate = defineEndpoint({
  method: 'PUT',
  path: '/admin/api/v2/currency-rates',
  summary: "Sets a month's rate of a currency (reports imported later use it; imported ones keep theirs)",
  tags: ['admin', 'revenue'],
  access: ADMIN,
  body: z.object({
    month: calendarMonthSchema,
    currency: z.string().regex(/^[A-Z]{3}$/),
    yen_per_unit: z.string().regex(/^\d{1,9}(\.\d{1,6})?$/),
  }),
  response: okSchema,
});

export const listRevenueCloses = defineEndpoint({
  method: 'GET',
  path: '/admin/api/v2/revenue/closes',
  summary: 'Months confirmed, newest first, and the month a close would confirm next',
  tags: ['admin', 'revenue'],
  access: ADMIN,
  response: z.object({
    items: z.array(
      z.object({ month: yearMonth, closed_at: z.string(), statements: z.number().int(), total_yen: z.number().int() }),
    ),
    next_month: yearMonth.nullable(),
    /** The month the next close confirms and the first day (Tokyo) it may: the day after that month ends. */
    next_close: z.object({ month: yearMonth, opens_on: isoDate }),
  }),
});

export const closeRevenueMonth = defineEndpoint({
  method: 'POST',
  path: '/admin/api/v2/revenue/closes',
  summary: 'Confirms a month: statements, the ledger, splits; tells every account',
  tags: ['admin', 'revenue'],
  access: ADMIN,
  body: z.object({ month: calendarMonthSchema }),
  response: z.object({ month: yearMonth, statements: z.number().int() }),
  successStatus: 201,
});

export const adminWithdrawalSchema = withdrawalSchema.extend({
  account_id: z.number().int(),
  account_name: z.string(),
  /** Operators see the whole number to make the transfer. */
  account_number: z.string(),
});

export const listAdminWithdrawals = defineEndpoint({
  method: 'GET',
  path: '/admin/api/v2/withdrawals',
  summary: 'Withdrawal requests to transfer, oldest first',
  tags: ['admin', 'withdrawal'],
  access: ADMIN,
  query: pageQuerySchema.extend({ status: z.enum(['requested', 'paid', 'rejected']).default('requested') }),
  response: pageOf(adminWithdrawalSchema),
});

export const decideWithdrawal = defineEndpoint({
  method: 'POST',
  path: '/admin/api/v2/withdrawals/{id}/decision',
  summary: 'Marks a withdrawal paid (the transfer was made) or rejects it (the amount returns to the balance)',
  tags: ['admin', 'withdrawal'],
  access: ADMIN,
  params: z.object({ id: idParamSchema }),
  body: z.object({ decision: z.enum(['paid', 'rejected']), reason: multiline(z.string().max(500)).default('') }),
  response: adminWithdrawalSchema,
});
