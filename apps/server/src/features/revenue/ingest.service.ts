// Importing stores' sales reports. A file is kept in storage, hashed, then read twice: once to judge it whole without
// the database (a report cut short, with a row that cannot be valued, or whose sales come to more than its summaries
// is refused: audit-sales-report.ts), then as a stream into staging, matched to releases and songs by ICPN and ISRC,
// valued in yen by the rates kept with the report, into the lines, the unmatched queue and the rollups. A small file
// goes in as ONE transaction; a large one in short steps (so the service answers meanwhile, PGlite's one connection
// included) that nothing sees until the last, which makes all of it visible at once; an import that stopped (a crash)
// is taken back whole. The same file twice changes nothing (its SHA-256 is unique); a file that fails leaves nothing
// but a failure record. An operator may replace an imported report with a corrected file: the old lines are reversed
// as the new ones come in. Imports and month closes take turns (an advisory lock, and a close waits for an import
// under way), so a close never confirms half a report.
// The steps are in import-steps.ts and import-staging.ts, the checks in import-checks.ts, failures in import-failures.ts.
import { createHash } from 'node:crypto';
import { pipeline } from 'node:stream/promises';
import { setImmediate } from 'node:timers/promises';
import { AppError, isYearMonth, toMicros } from '@otodoke/domain';
import { auditSalesReport, type ReportAudit } from '@otodoke/protocols/sales-reports/audit-sales-report.ts';
import { readSalesReport } from '@otodoke/protocols/sales-reports/read-sales-report.ts';
import type { Db } from '../../platform/db/client.ts';
import { isUniqueViolation } from '../../platform/db/errors.ts';
import type { Logger } from '../../platform/logger.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import {
  failureKindOf,
  failureReasonOf,
  type ImportFailureKind,
  ImportUnderWay,
  INTERNAL_FAILURE_REASON,
  isFailureOfTheFile,
  PassingFailure,
  SameReport,
} from './import-failures.ts';
import { type Staged, stage } from './import-staging.ts';
import { begin, fileStaged, finish, type StoredFile } from './import-steps.ts';
import * as repo from './ingest.repository.ts';
import type { Begun, ImportInput, IngestDeps, RunStep } from './ingest-types.ts';
import type { AccountReads } from './passed-reads.ts';

export { type ImportFailureKind, importFailureKindOfReason } from './import-failures.ts';
export type { ImportInput, ImportSource } from './ingest-types.ts';

export type ImportResult =
  | {
      readonly outcome: 'imported';
      readonly reportId: number;
      readonly lines: number;
      readonly matched: number;
      readonly unmatched: number;
      readonly jpyMicros: bigint;
      readonly warnings: number;
    }
  | { readonly outcome: 'duplicate'; readonly reportId: number }
  | { readonly outcome: 'failed'; readonly reason: string; readonly kind: ImportFailureKind };

/** Lines per step of a large import: each step is one short transaction, so the service answers between them. */
const STEP_LINES = 10_000;
/**
 * On PGlite a statement runs on the event loop and a transaction holds the only connection: a step of a thousand
 * lines keeps both to tens of milliseconds, so requests wait no longer than that while a large report goes in.
 */
export const PGLITE_STEP_LINES = 1_000;

export function createIngestService(deps: {
  db: Db;
  storage: Storage;
  logger: Logger;
  accounts: Pick<AccountReads, 'accountsJoinSql'>;
  stepLines?: number;
}) {
  const ingest: IngestDeps = { ...deps, stepLines: deps.stepLines ?? STEP_LINES };
  return {
    /** Imports one report file; safe to call again with the same file. */
    importReport: (input: ImportInput): Promise<ImportResult> => importReport(ingest, input),

    /** Keeps the month's rate of a currency (yen per unit). */
    async setRate(month: string, currency: string, yenPerUnit: string, by: number | null) {
      if (!isYearMonth(month))
        throw AppError.invalidFields({ month: { ja: '年月が正しくありません', en: 'Invalid month.' } });
      toMicros(yenPerUnit);
      await repo.upsertRate(ingest.db, { month, currency: currency.toUpperCase(), yenPerUnit, updatedBy: by });
    },
  };
}

export type IngestService = ReturnType<typeof createIngestService>;

async function importReport(deps: IngestDeps, input: ImportInput): Promise<ImportResult> {
  const { db, storage, logger } = deps;
  const stored = await storeFile(deps, input);
  if ('outcome' in stored) return stored;
  try {
    // Judged whole before any transaction: a file refused here never held the database.
    const read = await auditSalesReport(
      readSalesReport(storage.createReadStream(stored.key), { fileName: input.fileName }),
    );
    const { reportId, totals } = await importAudited(deps, input, read, stored);
    logger.info(
      { storeId: input.storeId, fileName: input.fileName, lines: read.lines, unmatched: totals.unmatched },
      'sales report imported',
    );
    return {
      outcome: 'imported' as const,
      reportId,
      lines: read.lines,
      matched: totals.matched,
      unmatched: totals.unmatched,
      jpyMicros: totals.jpyMicros,
      warnings: read.warningCount,
    };
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof SameReport) return { outcome: 'duplicate', reportId: error.reportId };
    if (isUniqueViolation(error)) {
      // The same file imported by another worker at the same moment.
      const row = await repo.findReportBySha256(db, stored.sha256);
      if (row) return { outcome: 'duplicate', reportId: row.id };
    }
    if (error instanceof ImportUnderWay)
      return { outcome: 'failed', reason: `${error.message}: try again in a moment`, kind: 'busy' };
    const reason = failureReasonOf(error);
    if (reason === null) logger.error({ err: error, storeId: input.storeId }, 'sales report import failed');
    const said = reason ?? INTERNAL_FAILURE_REASON;
    await recordFailure(deps, input, stored.sha256, said, isFailureOfTheFile(error));
    return { outcome: 'failed', reason: said, kind: reason === null ? 'internal' : failureKindOf(error) };
  }
}

/**
 * Into storage first, hashed on the way: the importer reads the stored copy, and operators can fetch it later. A file
 * imported (or being imported) before answers at once.
 */
async function storeFile(deps: IngestDeps, input: ImportInput): Promise<StoredFile | ImportResult> {
  const { db, storage } = deps;
  const hash = createHash('sha256');
  const scratchKey = `sales-reports/incoming/${Date.now()}-${Math.random().toString(36).slice(2)}`;
  const out = await storage.createWriteStream(scratchKey);
  input.body.on('data', (chunk: Buffer) => hash.update(chunk));
  await pipeline(input.body, out);
  const sha256 = hash.digest('hex');
  const key = `sales-reports/${sha256}`;

  const existing = await repo.findReportBySha256(db, sha256);
  if (existing?.state === 'importing') {
    await storage.delete(scratchKey);
    return {
      outcome: 'failed',
      reason: 'the same file is being imported right now: try again in a moment',
      kind: 'busy',
    };
  }
  if (existing) {
    await storage.delete(scratchKey);
    if (existing.id === input.replacesReportId) {
      throw AppError.invalidFields({
        file: {
          ja: '差し替えるレポートと同じファイルです。修正したファイルを選択してください',
          en: 'This is the same file as the report being replaced: choose the corrected file.',
        },
      });
    }
    return { outcome: 'duplicate', reportId: existing.id };
  }
  if (!(await storage.stat(key))) {
    await storage.put(key, storage.createReadStream(scratchKey));
  }
  await storage.delete(scratchKey);
  return { sha256, key };
}

/** Imports an audited file: one transaction when it is small, else short steps that stay invisible until the last. */
async function importAudited(deps: IngestDeps, input: ImportInput, read: ReportAudit, stored: StoredFile) {
  const { db, logger, stepLines } = deps;
  const file = { key: stored.key, fileName: input.fileName };
  const replacedLines =
    input.replacesReportId === undefined ? 0 : await repo.reportLineCount(db, input.replacesReportId);
  if (read.lines <= stepLines && replacedLines <= stepLines) {
    return db.transaction(async (tx) => {
      const begun = await begin(tx, input, read, stored);
      const inTransaction: RunStep = (step) => step(tx);
      const staged = await stage(deps, inTransaction, begun, file, read);
      await fileStaged(inTransaction, stepLines, begun, input, read, staged);
      const totals = await finish(tx, begun, input, read);
      await repo.clearStaging(tx, begun.reportId, begun.batchId);
      return { reportId: begun.reportId, totals };
    });
  }
  const begun = await db.transaction((tx) => begin(tx, input, read, stored));
  // Each step proves the import is still alive (and not taken back as stale meanwhile) in its own transaction; after
  // it, the event loop takes in what arrived meanwhile, so a request's query is queued before the next step's.
  const inStep: RunStep = async (step) => {
    const done = await db.transaction(async (tx) => {
      if (!(await repo.touchImport(tx, begun.reportId))) {
        throw new PassingFailure('the import was interrupted and taken back: try again');
      }
      return step(tx);
    });
    await setImmediate();
    return done;
  };
  try {
    const staged = await stage(deps, inStep, begun, file, read);
    await fileStaged(inStep, stepLines, begun, input, read, staged);
    const totals = await db.transaction((tx) => finish(tx, begun, input, read));
    await clearStaged(db, begun, staged).catch((error: unknown) =>
      logger.warn({ err: error }, 'sales report staging not cleared'),
    );
    return { reportId: begun.reportId, totals };
  } catch (error) {
    await db
      .transaction(async (tx) => {
        await repo.lockRevenue(tx);
        await repo.discardImport(tx, begun.reportId, begun.batchId);
      })
      .catch((discardError: unknown) => logger.error({ err: discardError }, 'sales report import not taken back'));
    throw error;
  }
}

/** Empties an imported report's staging, a step's lines a transaction, then the rest. */
async function clearStaged(db: Db, begun: Begun, staged: Staged) {
  for (const range of staged.ranges) {
    await db.transaction((tx) => repo.clearStagedLines(tx, begun.reportId, range.fromLine, range.toLine));
    await setImmediate();
  }
  await db.transaction((tx) => repo.clearStaging(tx, begun.reportId, begun.batchId));
}

/** `isOfTheFile`: the file itself is the cause, so the poller leaves it while the store lists it unchanged. */
async function recordFailure(
  deps: IngestDeps,
  input: ImportInput,
  sha256: string,
  reason: string,
  isOfTheFile: boolean,
) {
  await repo.insertImportFailure(deps.db, {
    source: input.source,
    storeId: input.storeId,
    fileName: input.fileName,
    sha256,
    reason,
    listedSize: isOfTheFile ? (input.listing?.size ?? null) : null,
    listedModifiedMs: isOfTheFile ? (input.listing?.modifiedMs ?? null) : null,
  });
  deps.logger.warn({ storeId: input.storeId, fileName: input.fileName, reason }, 'sales report not imported');
}
