// The operators' side of revenue: sales report imports, the unmatched queue, currency rates and month closes.
// Amounts: `*_micros` are yen micro-units (1 yen = 1 000 000) as decimal text, exact; `*_yen` are whole yen.
import { z } from 'zod';
import { calendarMonthSchema, idSchema, okSchema, pageOf, pageQuerySchema } from './common.ts';
import { defineEndpoint } from './endpoint.ts';
import { ADMIN, isoDate, micros, yearMonth } from './revenue-common.ts';

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
