// The steps of a sales report import around its staging: it begins (the checks, the report row and its batch), files
// the staged lines and takes back those of a report it replaces, then finishes, making everything visible at once.
import { AppError, detailTypeOf } from '@otodoke/domain';
import type { ReportAudit } from '@otodoke/protocols/sales-reports/audit-sales-report.ts';
import type { Executor } from '../../platform/db/client.ts';
import { checkRatesCover, checkWithOtherFiles, keptTotalsOf, lockReplaced, ratesFor } from './import-checks.ts';
import { ImportUnderWay, PassingFailure, SameReport } from './import-failures.ts';
import type { Staged } from './import-staging.ts';
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
  return { reportId, batchId, rates, reversedThrough: '0', filed: { matched: 0, unmatched: 0, jpyMicros: 0n } };
}

/**
 * Files the staged lines a range a step (each step first dates its lines no earlier than their release's sale start),
 * and takes back the lines of the report replaced, a range a step.
 */
export async function fileStaged(
  run: RunStep,
  stepLines: number,
  begun: Begun,
  input: ImportInput,
  read: ReportAudit,
  staged: Staged,
) {
  const stagedLines = staged.ranges.reduce((sum, range) => sum + range.lines, 0);
  if (stagedLines !== read.lines) {
    throw new PassingFailure(
      `${stagedLines} of the report's ${read.lines} lines were staged: the import was taken back`,
    );
  }
  const detailTypes = staged.uses.map((use) => ({
    ...use,
    detail_type:
      detailTypeOf({ commercialModel: use.commercial_model, useType: use.use_type, storeId: input.storeId }) ??
      'streaming',
  }));
  for (const range of staged.ranges) {
    await run(async (tx) => {
      const found = await repo.stagedLineCount(tx, begun.reportId, range.fromLine, range.toLine);
      if (found !== range.lines) {
        throw new PassingFailure(
          `${found} of the ${range.lines} lines ${range.fromLine} to ${range.toLine} were staged: the import was taken back`,
        );
      }
      await repo.clampToSaleStarts(tx, begun.reportId, range.fromLine, range.toLine);
      const filed = await repo.fileStagedLines(tx, {
        batchId: begun.batchId,
        reportId: begun.reportId,
        storeId: input.storeId,
        rates: begun.rates,
        detailTypes,
        hasUnmatched: staged.hasUnmatched,
        fromLine: range.fromLine,
        toLine: range.toLine,
      });
      if (filed.matched + filed.unmatched !== range.lines || !filed.isRolledUpWhole) {
        throw new PassingFailure(
          `${filed.matched + filed.unmatched} of the ${range.lines} lines ${range.fromLine} to ${range.toLine} were filed: the import was taken back`,
        );
      }
      return filed;
    }).then((filed) => {
      // Counted once its step is in: a step that failed leaves the import, which is taken back whole.
      begun.filed.matched += filed.matched;
      begun.filed.unmatched += filed.unmatched;
      begun.filed.jpyMicros += filed.matchedMicros + filed.unmatchedMicros;
    });
  }
  const replaced = input.replacesReportId;
  if (replaced === undefined) return;
  for (const chunk of await run((tx) => repo.reportLineChunks(tx, replaced, stepLines))) {
    await run(async (tx) => {
      const reversed = await repo.reverseReportLines(tx, {
        reportId: replaced,
        batchId: begun.batchId,
        fromId: chunk.from_id,
        toId: chunk.to_id,
      });
      if (!reversed.isRolledUpWhole) {
        throw new PassingFailure('the replaced report was not taken back whole: the import was taken back');
      }
    });
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
    const late = await repo.reverseReportLines(tx, {
      reportId: input.replacesReportId,
      batchId: begun.batchId,
      fromId: (BigInt(begun.reversedThrough) + 1n).toString(),
      toId: '9223372036854775807',
    });
    if (!late.isRolledUpWhole) {
      throw new PassingFailure('the replaced report was not taken back whole: the import was taken back');
    }
    if (!(await repo.markReplaced(tx, input.replacesReportId, begun.reportId))) throw new AppError('REV00006');
  }
  await repo.completeImport(tx, {
    reportId: begun.reportId,
    batchId: begun.batchId,
    replacesReportId: input.replacesReportId,
  });
  // What the steps wrote is what the audit judged, every line once, with its rollups (each step checked its own):
  // else nothing of it counts.
  const totals = { ...begun.filed };
  if (totals.matched + totals.unmatched !== read.lines) {
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
