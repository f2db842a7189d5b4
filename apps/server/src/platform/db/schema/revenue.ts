// Revenue: sales reports and lines, rollups, closes, statements, bank accounts, withdrawals. Owner: features/revenue.
// Tables: sales_reports, sales_report_failures, sales_batches, sales_lines, unmatched_sales_lines, sales_rollups,
//   sales_import_lines, sales_import_summaries, sales_import_keys, sales_rollup_parts, currency_rates, revenue_closes,
//   revenue_close_parts, revenue_statements, revenue_statement_lines, bank_accounts, withdrawals.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { releases } from './catalogue.ts';
import { createdAt } from './columns.ts';
import { accounts, individuals } from './identity.ts';

/** A sales report file as received (from a store's outbox over SFTP, or uploaded by an operator). */
export const salesReports = pgTable(
  'sales_reports',
  {
    id: serial('id').primaryKey(),
    source: text('source').$type<'sftp' | 'upload'>().notNull(),
    storeId: text('store_id').notNull(),
    fileName: text('file_name').notNull(),
    /** SHA-256 of the file's bytes: the same file twice is recognised and changes nothing. */
    sha256: text('sha256').notNull(),
    format: text('format').$type<'dsr' | 'apple'>().notNull(),
    profile: text('profile'),
    messageId: text('message_id'),
    fileNumber: integer('file_number').notNull().default(1),
    numberOfFiles: integer('number_of_files').notNull().default(1),
    periodStart: date('period_start', { mode: 'string' }),
    periodEnd: date('period_end', { mode: 'string' }),
    /** The rates the report was converted with: currency -> yen per unit, as decimal text. */
    currencyRates: jsonb('currency_rates').$type<Record<string, string>>().notNull().default({}),
    lines: integer('lines').notNull().default(0),
    matchedLines: integer('matched_lines').notNull().default(0),
    unmatchedLines: integer('unmatched_lines').notNull().default(0),
    revenueJpyMicros: bigint('revenue_jpy_micros', { mode: 'bigint' }).notNull().default(sql`0`),
    warnings: jsonb('warnings').$type<Array<{ line: number; code: string; message: string }>>().notNull().default([]),
    /** Per summary id, what this file's sales came to: the other files of a multi-file report are checked with it. */
    summaryTotals: jsonb('summary_totals').$type<Record<string, unknown>>().notNull().default({}),
    storageKey: text('storage_key'),
    uploadedBy: integer('uploaded_by').references(() => individuals.id, { onDelete: 'set null' }),
    /** The corrected report that took this one's place (its lines reversed in the same transaction). */
    replacedBy: integer('replaced_by'),
    /** The report this one corrects (set as its import begins: one correction of a report at a time). */
    replacesReportId: integer('replaces_report_id'),
    replacedAt: timestamp('replaced_at', { withTimezone: true }),
    /**
     * `importing` while a large file goes in step by step (its lines invisible until the last step), with the time of
     * its last step: an import that stopped (a crash) is taken back whole once it has been still for a while.
     */
    state: text('state').$type<'importing' | 'imported'>().notNull().default('imported'),
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }).notNull().defaultNow(),
    importedAt: createdAt(),
  },
  (t) => [uniqueIndex('sales_reports_sha256_key').on(t.sha256), index('sales_reports_store_idx').on(t.storeId, t.id)],
);

/** A report file that could not be imported: kept apart so the failed import leaves nothing else behind. */
export const salesReportFailures = pgTable('sales_report_failures', {
  id: serial('id').primaryKey(),
  source: text('source').notNull(),
  storeId: text('store_id').notNull(),
  fileName: text('file_name').notNull(),
  sha256: text('sha256').notNull(),
  reason: text('reason').notNull(),
  /** How the store listed the file when it failed: the poller fetches it again once the store's file changes. */
  listedSize: bigint('listed_size', { mode: 'number' }),
  listedModifiedMs: bigint('listed_modified_ms', { mode: 'number' }),
  createdAt: createdAt(),
});

/**
 * What became of lines, in order: every import (and every resolution of unmatched lines) is a batch. A month's close
 * takes the batches up to a cut-off, so a line is confirmed exactly once, in the first close after it arrived.
 */
export const salesBatches = pgTable('sales_batches', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  kind: text('kind').$type<'import' | 'resolution' | 'reversal'>().notNull(),
  reportId: integer('report_id').references(() => salesReports.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

/** One matched sales line: what was sold, where, how, and for how much (in yen micro-units: 1 yen = 1 000 000). */
export const salesLines = pgTable(
  'sales_lines',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    batchId: bigint('batch_id', { mode: 'number' }).notNull(),
    reportId: integer('report_id').notNull(),
    accountId: integer('account_id').notNull(),
    releaseId: integer('release_id').notNull(),
    songId: integer('song_id'),
    storeId: text('store_id').notNull(),
    saleDate: date('sale_date', { mode: 'string' }).notNull(),
    country: text('country').notNull().default(''),
    /** JIS prefecture code 1..47 for stores that report them, 0 otherwise. */
    prefecture: smallint('prefecture').notNull().default(0),
    detailType: text('detail_type').notNull(),
    revenueType: text('revenue_type').notNull(),
    commercialModel: text('commercial_model').notNull().default(''),
    useType: text('use_type').notNull().default(''),
    quantity: bigint('quantity', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    /** In the report's currency, micro-units. */
    revenueMicros: bigint('revenue_micros', { mode: 'bigint' }).notNull(),
    jpyMicros: bigint('jpy_micros', { mode: 'bigint' }).notNull(),
  },
  (t) => [
    index('sales_lines_account_date_idx').on(t.accountId, t.saleDate),
    index('sales_lines_batch_idx').on(t.batchId),
    index('sales_lines_report_idx').on(t.reportId),
  ],
);

/** Lines no release or song could be found for, waiting for an operator. */
export const unmatchedSalesLines = pgTable(
  'unmatched_sales_lines',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    reportId: integer('report_id')
      .notNull()
      .references(() => salesReports.id, { onDelete: 'cascade' }),
    lineNo: integer('line_no').notNull(),
    storeId: text('store_id').notNull(),
    isrc: text('isrc').notNull().default(''),
    icpn: text('icpn').notNull().default(''),
    title: text('title').notNull().default(''),
    artist: text('artist').notNull().default(''),
    saleDate: date('sale_date', { mode: 'string' }).notNull(),
    country: text('country').notNull().default(''),
    prefecture: smallint('prefecture').notNull().default(0),
    commercialModel: text('commercial_model').notNull().default(''),
    useType: text('use_type').notNull().default(''),
    quantity: bigint('quantity', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    revenueMicros: bigint('revenue_micros', { mode: 'bigint' }).notNull(),
    jpyMicros: bigint('jpy_micros', { mode: 'bigint' }).notNull(),
    /** `pending` while its report is still importing (not in the operators' queue yet). */
    status: text('status')
      .$type<'pending' | 'open' | 'resolved' | 'dismissed' | 'replaced'>()
      .notNull()
      .default('open'),
    resolvedReleaseId: integer('resolved_release_id').references(() => releases.id, { onDelete: 'set null' }),
    resolvedBy: integer('resolved_by').references(() => individuals.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [
    index('unmatched_sales_lines_open_idx').on(t.status, t.isrc, t.icpn),
    index('unmatched_sales_lines_report_idx').on(t.reportId),
  ],
);

/**
 * Sales summed by account, day, one dimension (release, song, country, jppref, store) and detail type, kept in the same
 * transaction as the lines they sum; the estimate report reads only these.
 */
export const salesRollups = pgTable(
  'sales_rollups',
  {
    accountId: integer('account_id').notNull(),
    dimension: text('dimension').$type<'release' | 'song' | 'country' | 'jppref' | 'store'>().notNull(),
    saleDate: date('sale_date', { mode: 'string' }).notNull(),
    key: text('key').notNull(),
    detailType: text('detail_type').notNull(),
    quantity: bigint('quantity', { mode: 'number' }).notNull(),
    jpyMicros: bigint('jpy_micros', { mode: 'bigint' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.dimension, t.saleDate, t.key, t.detailType] })],
);

/**
 * A report's lines as read, while it is imported (staging: emptied once the report is in). Kept in a table, not a
 * temporary one, so a large report goes in over several short transactions and the service answers meanwhile.
 */
export const salesImportLines = pgTable(
  'sales_import_lines',
  {
    reportId: integer('report_id').notNull(),
    lineNo: integer('line_no').notNull(),
    summaryId: text('summary_id'),
    isrc: text('isrc').notNull(),
    icpn: text('icpn').notNull(),
    title: text('title').notNull(),
    artist: text('artist').notNull(),
    saleDate: date('sale_date', { mode: 'string' }).notNull(),
    country: text('country').notNull(),
    prefecture: smallint('prefecture').notNull(),
    commercialModel: text('commercial_model').notNull(),
    useType: text('use_type').notNull(),
    quantity: bigint('quantity', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    /** Micro-units of the currency when the line has its own amount; null: a share of its summary's. */
    revenueMicros: bigint('revenue_micros', { mode: 'bigint' }),
  },
  (t) => [index('sales_import_lines_report_idx').on(t.reportId, t.lineNo)],
);

/** A report's summaries while it is imported: what a line's share is taken from. */
export const salesImportSummaries = pgTable(
  'sales_import_summaries',
  {
    reportId: integer('report_id').notNull(),
    summaryId: text('summary_id').notNull(),
    currency: text('currency').notNull(),
    netMicros: bigint('net_micros', { mode: 'bigint' }).notNull(),
    /** Declared by the summary; null: shared by the usages of its lines (`readUsages`). */
    usages: bigint('usages', { mode: 'number' }),
    readUsages: bigint('read_usages', { mode: 'number' }),
  },
  (t) => [index('sales_import_summaries_report_idx').on(t.reportId, t.summaryId)],
);

/** Each distinct (ICPN, ISRC) of a report being imported, resolved once to its release, song and account. */
export const salesImportKeys = pgTable(
  'sales_import_keys',
  {
    reportId: integer('report_id').notNull(),
    icpn: text('icpn').notNull(),
    isrc: text('isrc').notNull(),
    accountId: integer('account_id'),
    releaseId: integer('release_id'),
    songId: integer('song_id'),
    revenueType: text('revenue_type'),
  },
  (t) => [index('sales_import_keys_report_idx').on(t.reportId, t.icpn, t.isrc)],
);

/** Rollups of a batch's lines as its steps go in, added to `sales_rollups` in the batch's last step. */
export const salesRollupParts = pgTable(
  'sales_rollup_parts',
  {
    batchId: bigint('batch_id', { mode: 'number' }).notNull(),
    accountId: integer('account_id').notNull(),
    dimension: text('dimension').notNull(),
    saleDate: date('sale_date', { mode: 'string' }).notNull(),
    key: text('key').notNull(),
    detailType: text('detail_type').notNull(),
    quantity: bigint('quantity', { mode: 'number' }).notNull(),
    jpyMicros: bigint('jpy_micros', { mode: 'bigint' }).notNull(),
  },
  (t) => [index('sales_rollup_parts_batch_idx').on(t.batchId)],
);

/** Yen per unit of a currency for the reports of a month (operators keep it); each report keeps the rates it used. */
export const currencyRates = pgTable(
  'currency_rates',
  {
    month: text('month').notNull(),
    currency: text('currency').notNull(),
    /** Decimal text, e.g. "151.2345". */
    yenPerUnit: text('yen_per_unit').notNull(),
    updatedBy: integer('updated_by').references(() => individuals.id, { onDelete: 'set null' }),
    updatedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.month, t.currency] })],
);

/** The months confirmed: which batches each close took. */
export const revenueCloses = pgTable('revenue_closes', {
  month: text('month').primaryKey(),
  /** Batches with an id up to this one (and after the previous close's) are confirmed in this month. */
  batchCutoff: bigint('batch_cutoff', { mode: 'number' }).notNull(),
  closedBy: integer('closed_by').references(() => individuals.id, { onDelete: 'set null' }),
  closedAt: createdAt(),
});

/**
 * A close under way: the sales lines it confirms, summed a piece of a batch at a time in short transactions (so the
 * embedded database keeps answering), read back and emptied by the close's last transaction.
 */
export const revenueCloseParts = pgTable(
  'revenue_close_parts',
  {
    /** One attempt at the close: two at once (or one cut short) never read each other's sums. */
    run: text('run').notNull(),
    month: text('month').notNull(),
    accountId: integer('account_id').notNull(),
    revenueType: text('revenue_type').notNull(),
    storeId: text('store_id').notNull(),
    releaseId: integer('release_id').notNull(),
    saleMonth: text('sale_month').notNull(),
    quantity: bigint('quantity', { mode: 'number' }).notNull(),
    jpyMicros: bigint('jpy_micros', { mode: 'bigint' }).notNull(),
  },
  (t) => [index('revenue_close_parts_run_idx').on(t.run), index('revenue_close_parts_month_idx').on(t.month)],
);

/** An account's confirmed statement for one month: its lines and the yen credited to its balance. */
export const revenueStatements = pgTable(
  'revenue_statements',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    month: text('month').notNull(),
    /** Sub-yen remainder carried in from the previous statement and out to the next, micro-units. */
    carryInMicros: bigint('carry_in_micros', { mode: 'bigint' }).notNull().default(sql`0`),
    carryOutMicros: bigint('carry_out_micros', { mode: 'bigint' }).notNull().default(sql`0`),
    totalYen: bigint('total_yen', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('revenue_statements_account_month_key').on(t.accountId, t.month)],
);

export const revenueStatementLines = pgTable(
  'revenue_statement_lines',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    statementId: integer('statement_id')
      .notNull()
      .references(() => revenueStatements.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'sales' | 'split_in' | 'split_out'>().notNull(),
    revenueType: text('revenue_type').notNull(),
    storeId: text('store_id').notNull().default(''),
    releaseId: integer('release_id'),
    /** The month the sales happened in ('YYYY-MM'): earlier than the statement's for lines reported late. */
    saleMonth: text('sale_month').notNull(),
    /** For splits: the other account. */
    counterpartyAccountId: integer('counterparty_account_id'),
    quantity: bigint('quantity', { mode: 'number' }).notNull().default(0),
    jpyMicros: bigint('jpy_micros', { mode: 'bigint' }).notNull(),
  },
  (t) => [index('revenue_statement_lines_statement_idx').on(t.statementId)],
);

export const bankAccounts = pgTable(
  'bank_accounts',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    bankCode: text('bank_code').notNull(),
    bankName: text('bank_name').notNull(),
    branchCode: text('branch_code').notNull(),
    branchName: text('branch_name').notNull(),
    accountType: text('account_type').$type<'savings' | 'checking'>().notNull(),
    accountNumber: text('account_number').notNull(),
    /** Half-width kana as banks print it. */
    holderName: text('holder_name').notNull(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('bank_accounts_account_idx').on(t.accountId)],
);

export const withdrawals = pgTable(
  'withdrawals',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    bankAccountId: integer('bank_account_id')
      .notNull()
      .references(() => bankAccounts.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    fee: bigint('fee', { mode: 'number' }).notNull(),
    status: text('status').$type<'requested' | 'paid' | 'rejected'>().notNull().default('requested'),
    /** The client's key: the same request sent twice (a double click, a retry) makes one withdrawal. */
    idempotencyKey: text('idempotency_key').notNull(),
    reason: text('reason').notNull().default(''),
    requestedBy: integer('requested_by').references(() => individuals.id, { onDelete: 'set null' }),
    decidedBy: integer('decided_by').references(() => individuals.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    index('withdrawals_account_idx').on(t.accountId, t.id),
    index('withdrawals_status_idx').on(t.status, t.id),
    uniqueIndex('withdrawals_idempotency_key').on(t.accountId, t.idempotencyKey),
  ],
);
