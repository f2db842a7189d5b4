// Revenue reports: the estimate and financial (confirmed) reports and the balance's history. Amounts: `*_micros` are
// yen micro-units (1 yen = 1 000 000) as decimal text, exact; `*_yen` are whole yen.
import {
  ESTIMATE_REPORT_DETAIL_TYPES,
  ESTIMATE_REPORT_OLD_DATE_TYPES,
  FINANCIAL_REPORT_YEAR_MONTH_MODES,
  REVENUE_TYPES,
} from '@otodoke/domain';
import { z } from 'zod';
import { calendarDateSchema, calendarMonthSchema, pageOf, pageQuerySchema } from './common.ts';
import { defineEndpoint } from './endpoint.ts';
import { isoDate, micros, REPORTS, yearMonth } from './revenue-common.ts';

export const estimateDisplaySchema = z.enum(['release', 'song', 'country', 'jppref', 'store']);
export const estimateDateTypeSchema = z.enum(ESTIMATE_REPORT_OLD_DATE_TYPES);

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
