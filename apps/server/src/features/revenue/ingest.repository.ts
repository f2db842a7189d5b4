// SQL of a sales report import's life on its report row: the revenue lock imports and closes take turns under, the
// report row from `importing` to `imported`, the heartbeat of a stepped import, taking back an import that did not
// finish, failures and the months' currency rates. The staging and filing statements are in
// ingest-staging.repository.ts and ingest-filing.repository.ts, re-exported here for the import's callers.
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { selectRows } from '../../platform/db/rows.ts';
import { currencyRates, salesBatches, salesReportFailures, salesReports } from '../../platform/db/schema.ts';
import { clearStaging } from './ingest-staging.repository.ts';

export * from './ingest-filing.repository.ts';
export * from './ingest-staging.repository.ts';

/** Imports and closes take turns: a close never sees half an import. */
export async function lockRevenue(tx: Executor) {
  await tx.execute(sql`select pg_advisory_xact_lock(7220160001)`);
}

/**
 * How long an import may stand still before it is taken as stopped (its process ended) and taken back: longer than
 * any one step takes (a step is at most ten thousand lines; staging's last step resolves the whole file's keys).
 */
export const STALE_IMPORT_SECONDS = 600;

/** A step of an import says it is alive (by the clock, not the transaction's start); false when it was taken back. */
export async function touchImport(tx: Executor, reportId: number) {
  const touched = await selectRows<{ id: number }>(
    tx,
    sql`update sales_reports set heartbeat_at = clock_timestamp()
         where id = ${reportId} and state = 'importing' returning id`,
  );
  return touched.length > 0;
}

/**
 * Takes back everything an import that did not finish wrote: its lines, unmatched lines, batch and report row; nothing
 * when its report is no longer importing (its last step went through, whatever the caller heard).
 */
export async function discardImport(tx: Executor, reportId: number, batchId: number | null) {
  const [report] = await selectRows<{ state: string }>(
    tx,
    sql`select state from sales_reports where id = ${reportId} for update`,
  );
  if (report?.state !== 'importing') return;
  await clearStaging(tx, reportId, batchId);
  if (batchId !== null) {
    await tx.execute(sql`delete from sales_lines where batch_id = ${batchId}`);
    await tx.execute(sql`delete from sales_batches where id = ${batchId}`);
  }
  await tx.execute(sql`delete from unmatched_sales_lines where report_id = ${reportId}`);
  await tx.execute(sql`delete from sales_reports where id = ${reportId} and state = 'importing'`);
}

/**
 * Imports that stood still longer than STALE_IMPORT_SECONDS (their process ended mid-way) are taken back whole, each
 * with a failure record saying so; the store's file is fetched again (the failure names no listing). Under the
 * revenue lock.
 */
export async function discardStaleImports(tx: Executor) {
  const stale = await selectRows<{
    id: number;
    batch_id: number | null;
    source: string;
    store_id: string;
    file_name: string;
    sha256: string;
  }>(
    tx,
    sql`select r.id, b.id::int as batch_id, r.source, r.store_id, r.file_name, r.sha256
          from sales_reports r left join sales_batches b on b.report_id = r.id and b.kind = 'import'
         where r.state = 'importing' and r.heartbeat_at < now() - make_interval(secs => ${STALE_IMPORT_SECONDS})
         for update of r`,
  );
  for (const report of stale) {
    await discardImport(tx, report.id, report.batch_id);
    await tx.execute(sql`
      insert into sales_report_failures (source, store_id, file_name, sha256, reason)
      values (${report.source}, ${report.store_id}, ${report.file_name}, ${report.sha256},
              'the import stopped before it finished (its process ended) and was taken back whole')`);
  }
  return stale.length;
}

/** An import is under way (its lines going in step by step): a month close waits for it. */
export async function isImportUnderWay(tx: Executor) {
  const [row] = await selectRows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from sales_reports where state = 'importing'`,
  );
  return (row?.n ?? 0) > 0;
}

/** The report imported (or being imported) from a file with these bytes. */
export async function findReportBySha256(ex: Executor, sha256: string) {
  const [row] = await ex
    .select({ id: salesReports.id, state: salesReports.state })
    .from(salesReports)
    .where(eq(salesReports.sha256, sha256));
  return row;
}

/** How many lines a report has; 0 when there is no such report. */
export async function reportLineCount(ex: Executor, reportId: number) {
  const [row] = await ex.select({ lines: salesReports.lines }).from(salesReports).where(eq(salesReports.id, reportId));
  return row?.lines ?? 0;
}

/** The report in force (not replaced) with this message id and file number, but the one `exceptId` names. */
export async function findSameReportFile(
  tx: Executor,
  file: { storeId: string; messageId: string; fileNumber: number; exceptId: number },
) {
  const [same] = await tx
    .select({ id: salesReports.id, state: salesReports.state })
    .from(salesReports)
    .where(
      sql`${salesReports.storeId} = ${file.storeId} and ${salesReports.messageId} = ${file.messageId}
          and ${salesReports.fileNumber} = ${file.fileNumber} and ${salesReports.replacedBy} is null
          and ${salesReports.id} <> ${file.exceptId}`,
    );
  return same;
}

/** The files in force of a multi-file report, but the one `exceptId` names, with the summary totals each kept. */
export async function otherFilesOfReport(tx: Executor, storeId: string, messageId: string, exceptId: number) {
  return tx
    .select({ fileNumber: salesReports.fileNumber, totals: salesReports.summaryTotals })
    .from(salesReports)
    .where(
      sql`${salesReports.storeId} = ${storeId} and ${salesReports.messageId} = ${messageId}
          and ${salesReports.replacedBy} is null
          and ${salesReports.id} <> ${exceptId}`,
    );
}

/** How many files of a multi-file report are in force (not replaced). */
export async function countReportFiles(tx: Executor, storeId: string, messageId: string) {
  const [files] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(salesReports)
    .where(
      sql`${salesReports.storeId} = ${storeId} and ${salesReports.messageId} = ${messageId}
          and ${salesReports.replacedBy} is null`,
    );
  return files?.n ?? 0;
}

/** The report a correction replaces, locked. */
export async function lockReportToReplace(tx: Executor, reportId: number) {
  const [old] = await tx
    .select({
      id: salesReports.id,
      storeId: salesReports.storeId,
      replacedBy: salesReports.replacedBy,
      state: salesReports.state,
    })
    .from(salesReports)
    .where(eq(salesReports.id, reportId))
    .for('update');
  return old;
}

/** Another correction of the report is being imported right now. */
export async function isCorrectionUnderWay(tx: Executor, reportId: number) {
  const [underWay] = await tx
    .select({ id: salesReports.id })
    .from(salesReports)
    .where(sql`${salesReports.replacesReportId} = ${reportId} and ${salesReports.state} = 'importing'`);
  return underWay !== undefined;
}

/** The report row of an import (`importing`: no report, queue or statement shows it yet) and its batch. */
export async function insertImportingReport(
  tx: Executor,
  values: Omit<typeof salesReports.$inferInsert, 'state' | 'heartbeatAt'>,
) {
  const [report] = await tx
    .insert(salesReports)
    .values({ ...values, state: 'importing', heartbeatAt: sql`clock_timestamp()` })
    .returning({ id: salesReports.id });
  const [batch] = await tx
    .insert(salesBatches)
    .values({ kind: 'import', reportId: report!.id })
    .returning({ id: salesBatches.id });
  return { reportId: report!.id, batchId: batch!.id };
}

/** The state of a report, locked (undefined: there is no such report). */
export async function lockReportState(tx: Executor, reportId: number) {
  const [row] = await tx
    .select({ state: salesReports.state })
    .from(salesReports)
    .where(eq(salesReports.id, reportId))
    .for('update');
  return row?.state;
}

/** A report replaced by its correction; false when something else replaced it first. */
export async function markReplaced(tx: Executor, reportId: number, byReportId: number) {
  const replaced = await tx
    .update(salesReports)
    .set({ replacedBy: byReportId, replacedAt: sql`now()` })
    .where(sql`${salesReports.id} = ${reportId} and ${salesReports.replacedBy} is null`)
    .returning({ id: salesReports.id });
  return replaced.length > 0;
}

/** The import's last word on its report: imported, with what it filed and what it warns of. */
export async function markImported(
  tx: Executor,
  reportId: number,
  values: Pick<typeof salesReports.$inferInsert, 'matchedLines' | 'unmatchedLines' | 'revenueJpyMicros' | 'warnings'>,
) {
  await tx
    .update(salesReports)
    .set({ state: 'imported', ...values })
    .where(eq(salesReports.id, reportId));
}

export async function insertImportFailure(ex: Executor, failure: typeof salesReportFailures.$inferInsert) {
  await ex.insert(salesReportFailures).values(failure);
}

/** The rates kept for a month (yen per unit of each currency). */
export async function monthRates(ex: Executor, month: string) {
  return ex.select().from(currencyRates).where(eq(currencyRates.month, month));
}

export async function upsertRate(
  ex: Executor,
  rate: { month: string; currency: string; yenPerUnit: string; updatedBy: number | null },
) {
  await ex
    .insert(currencyRates)
    .values(rate)
    .onConflictDoUpdate({
      target: [currencyRates.month, currencyRates.currency],
      set: { yenPerUnit: rate.yenPerUnit, updatedBy: rate.updatedBy, updatedAt: sql`now()` },
    });
}
