// The steps of a sales report import around its staging: it begins (the checks, the report row and its batch), files
// the staged lines and takes back those of a report it replaces, then finishes, making everything visible at once.
import { AppError, detailTypeOf } from '@otodoke/domain';
import type { ReportAudit } from '@otodoke/protocols/sales-reports/audit-sales-report.ts';
import type { Executor } from '../../platform/db/client.ts';
import { checkRatesCover, checkWithOtherFiles, keptTotalsOf, lockReplaced, ratesFor } from './import-checks.ts';
import { ImportUnderWay, PassingFailure, SameReport } from './import-failures.ts';
import * as repo from './ingest.repository.ts';
import type { Begun, ImportInput, RunStep } from './ingest-types.ts';

/** The stored file an import reads: its SHA-256 and its key in storage. */
export type StoredFile = { readonly sha256: string; readonly key: string };

/**
 * The first step, under the revenue lock: stale imports taken back, the checks that need the database (the same
 * report from other bytes, the other files of a multi-file report, the report replaced, the rates), then the report
 * row (`importing`: no report, queue or statement shows it yet) and its batch.
 */
export async function begin(tx: Executor, input: ImportInput, read: ReportAudit, stored: StoredFile): Promise<Begun> {
  await repo.lockRevenue(tx);
  await repo.discardStaleImports(tx);
  if (input.replacesReportId !== undefined) await lockReplaced(tx, input.replacesReportId, input.storeId);
  if (read.header.messageId) {
    const same = await repo.findSameReportFile(tx, {
      storeId: input.storeId,
      messageId: read.header.messageId,
      fileNumber: read.header.fileNumber,
      exceptId: input.replacesReportId ?? 0,
    });
    if (same?.state === 'importing') throw new ImportUnderWay('the same report is being imported right now');
    if (same) throw new SameReport(same.id);
  }
  await checkWithOtherFiles(tx, input, read);
  const rates = await ratesFor(tx, read.header, input.rates);
  checkRatesCover(rates, read);
  const { reportId, batchId } = await repo.insertImportingReport(tx, {
    source: input.source,
    storeId: input.storeId,
    fileName: input.fileName,
    sha256: stored.sha256,
    format: read.header.format,
    profile: read.header.profile,
    messageId: read.header.messageId,
    fileNumber: read.header.fileNumber,
    numberOfFiles: read.header.numberOfFiles,
    periodStart: read.header.usageStart,
    periodEnd: read.header.usageEnd,
    currencyRates: rates,
    lines: read.lines,
    warnings: read.warnings,
    summaryTotals: keptTotalsOf(read.summaries),
    storageKey: stored.key,
    uploadedBy: input.uploadedBy ?? null,
    replacesReportId: input.replacesReportId ?? null,
  });
  return { reportId, batchId, rates, reversedThrough: '0' };
}

/** Files the staged lines a range a step, and takes back the lines of the report replaced, a range a step. */
export async function fileStaged(run: RunStep, stepLines: number, begun: Begun, input: ImportInput, read: ReportAudit) {
  const staged = await run((tx) => repo.stagedLineCount(tx, begun.reportId));
  if (staged !== read.lines) {
    throw new PassingFailure(`${staged} of the report's ${read.lines} lines were staged: the import was taken back`);
  }
  const uses = await run((tx) => repo.stagedUses(tx, begun.reportId));
  const detailTypes = uses.map((use) => ({
    ...use,
    detail_type:
      detailTypeOf({ commercialModel: use.commercial_model, useType: use.use_type, storeId: input.storeId }) ??
      'streaming',
  }));
  for (const chunk of await run((tx) => repo.stagedChunks(tx, begun.reportId, stepLines))) {
    await run((tx) =>
      repo.fileStagedLines(tx, {
        batchId: begun.batchId,
        reportId: begun.reportId,
        storeId: input.storeId,
        rates: begun.rates,
        detailTypes,
        fromLine: chunk.from_line,
        toLine: chunk.to_line,
      }),
    );
  }
  const replaced = input.replacesReportId;
  if (replaced === undefined) return;
  for (const chunk of await run((tx) => repo.reportLineChunks(tx, replaced, stepLines))) {
    await run((tx) =>
      repo.reverseReportLines(tx, {
        reportId: replaced,
        batchId: begun.batchId,
        fromId: chunk.from_id,
        toId: chunk.to_id,
      }),
    );
    begun.reversedThrough = chunk.to_id;
  }
}

/** The last step, under the revenue lock: everything the steps wrote becomes visible at once. */
export async function finish(tx: Executor, begun: Begun, input: ImportInput, read: ReportAudit) {
  await repo.lockRevenue(tx);
  const state = await repo.lockReportState(tx, begun.reportId);
  if (state !== 'importing') throw new PassingFailure('the import was interrupted and taken back: try again');
  if (input.replacesReportId !== undefined) {
    // Lines an operator filed from the replaced report's queue while the steps ran are taken back too.
    await repo.reverseReportLines(tx, {
      reportId: input.replacesReportId,
      batchId: begun.batchId,
      fromId: (BigInt(begun.reversedThrough) + 1n).toString(),
      toId: '9223372036854775807',
    });
    if (!(await repo.markReplaced(tx, input.replacesReportId, begun.reportId))) throw new AppError('REV00006');
  }
  await repo.completeImport(tx, {
    reportId: begun.reportId,
    batchId: begun.batchId,
    replacesReportId: input.replacesReportId,
  });
  const totals = await repo.batchTotals(tx, begun.batchId, begun.reportId);
  // What the steps wrote is what the audit judged, every line once, with its rollups: else nothing of it counts.
  if (totals.matched + totals.unmatched !== read.lines || !(await repo.isRolledUpWhole(tx, begun.batchId))) {
    throw new PassingFailure(
      `${totals.matched + totals.unmatched} of the report's ${read.lines} lines were filed: the import was taken back`,
    );
  }
  await repo.markImported(tx, begun.reportId, {
    matchedLines: totals.matched,
    unmatchedLines: totals.unmatched,
    revenueJpyMicros: totals.jpyMicros,
    warnings: await warningsOf(tx, input, read),
  });
  return totals;
}

/** The audit's warnings; a file of a multi-file report (1of2, 2of2) imported before the others says so. */
async function warningsOf(tx: Executor, input: ImportInput, read: ReportAudit) {
  const warnings = [...read.warnings];
  if (read.header.numberOfFiles > 1 && read.header.messageId) {
    const files = await repo.countReportFiles(tx, input.storeId, read.header.messageId);
    if (files < read.header.numberOfFiles) {
      warnings.push({
        line: 0,
        code: 'REPORT_INCOMPLETE',
        message: `file ${read.header.fileNumber} of ${read.header.numberOfFiles}: ${files} of the report's files are in so far`,
      });
    }
  }
  return warnings;
}
