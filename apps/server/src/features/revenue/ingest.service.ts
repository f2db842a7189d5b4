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
import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { AppError, detailTypeOf, findPrefectureByIsoCode, isYearMonth, monthOf, toMicros } from '@otodoke/domain';
import { eq, sql } from 'drizzle-orm';
import {
  auditSalesReport,
  checkSummaryTotals,
  type ReportAudit,
  ReportRefused,
  type SummaryTotals,
} from '../../integrations/sales-reports/audit-sales-report.ts';
import { readSalesReport } from '../../integrations/sales-reports/read-sales-report.ts';
import { type SalesReportHeader, SalesReportReadError } from '../../integrations/sales-reports/sales-report-types.ts';
import type { Db, Executor } from '../../platform/db/client.ts';
import { databaseErrorOf, isUniqueViolation } from '../../platform/db/errors.ts';
import { currencyRates, salesBatches, salesReportFailures, salesReports } from '../../platform/db/schema.ts';
import type { Logger } from '../../platform/logger.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import * as repo from './ingest.repository.ts';

export type ImportSource = 'sftp' | 'upload';

export type ImportInput = {
  readonly source: ImportSource;
  readonly storeId: string;
  readonly fileName: string;
  /** The file's bytes; read once into storage. */
  readonly body: Readable;
  readonly uploadedBy?: number | null;
  /** Rates given with the file (an operator's upload), currency -> yen per unit; else the month's table. */
  readonly rates?: Readonly<Record<string, string>>;
  /** An imported report this file corrects (an operator's upload): its lines are reversed as this one comes in. */
  readonly replacesReportId?: number;
  /** How the store listed the file (SFTP): a failure is remembered for this listing, not for the name forever. */
  readonly listing?: { readonly size: number; readonly modifiedMs: number | null };
};

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

/**
 * What kind of failure, for the operator's screen to explain in their language (the reason stays as detail):
 * not a report we read, a damaged compressed file, another import under way, contents refused, or our fault.
 */
export type ImportFailureKind = 'not_report' | 'damaged' | 'busy' | 'refused' | 'internal';

/** The recorded words of a failure that was ours (logged), and of a damaged gzip file: importFailureKindOfReason reads them. */
const INTERNAL_FAILURE_REASON = 'the report could not be imported (an internal error was logged)';
const DAMAGED_GZIP_REASON = 'the file is not valid gzip';

/**
 * The kind of a failure recorded earlier (sales_report_failures keeps only its words), read back from those words as
 * this file writes them: the reader's "not a sales report" messages, the damaged gzip, our own error; else refused.
 */
export function importFailureKindOfReason(reason: string): ImportFailureKind {
  if (reason === INTERNAL_FAILURE_REASON) return 'internal';
  if (reason === DAMAGED_GZIP_REASON) return 'damaged';
  if (/: not a sales report( line)?$/.test(reason) || / is not a sales report we read: /.test(reason)) {
    return 'not_report';
  }
  if (reason.endsWith(': try again in a moment')) return 'busy';
  return 'refused';
}

class ImportFailure extends Error {}

/**
 * A failure of the moment, not of the file (the same file being imported right now, a lost connection, an import
 * interrupted): the store's file is tried again at the next round.
 */
class PassingFailure extends ImportFailure {}

/** The same file or report is going in right now: nothing to record, the caller tries again in a moment. */
class ImportUnderWay extends PassingFailure {}

/** Per summary id: what its sales came to in this file, as kept on the report for the other files of its report. */
type KeptSummaryTotals = Record<
  string,
  {
    priced_usages: string;
    own_micros: string;
    priced_lines: number;
    own_lines: number;
    /** What the file's SY rows declared: every file of a report must declare a summary alike. */
    declared_usages: string | null;
    net_micros: string | null;
    currency: string;
  }
>;

const keptTotalsOf = (summaries: ReadonlyMap<string, SummaryTotals>): KeptSummaryTotals =>
  Object.fromEntries(
    [...summaries.values()].map((totals) => [
      totals.summaryId,
      {
        priced_usages: totals.pricedUsages.toString(),
        own_micros: totals.ownMicros.toString(),
        priced_lines: totals.pricedLines,
        own_lines: totals.ownLines,
        declared_usages: totals.declaredUsages?.toString() ?? null,
        net_micros: totals.netMicros?.toString() ?? null,
        currency: totals.currency,
      },
    ]),
  );

/** The report (by the store's message id and file number) was imported before from other bytes (e.g. gzipped). */
class SameReport extends Error {
  constructor(readonly reportId: number) {
    super('the same report was imported before');
  }
}

function sha256Stream() {
  const hash = createHash('sha256');
  return { hash, update: (chunk: Buffer) => hash.update(chunk) };
}

/** Lines per step of a large import: each step is one short transaction, so the service answers between them. */
const STEP_LINES = 10_000;

export function createIngestService(deps: { db: Db; storage: Storage; logger: Logger; stepLines?: number }) {
  const { db, storage, logger } = deps;
  const stepLines = deps.stepLines ?? STEP_LINES;

  async function ratesFor(
    tx: Executor,
    header: SalesReportHeader,
    given: Readonly<Record<string, string>> | undefined,
  ) {
    const rates: Record<string, string> = { JPY: '1' };
    const month = header.usageStart ? monthOf(header.usageStart) : null;
    if (month && isYearMonth(month)) {
      const rows = await tx.select().from(currencyRates).where(eq(currencyRates.month, month));
      for (const row of rows) rates[row.currency] = row.yenPerUnit;
    }
    for (const [currency, rate] of Object.entries(given ?? {})) rates[currency.toUpperCase()] = rate;
    return rates;
  }

  /**
   * A file of a multi-file report: its sales and those of the report's files imported before may not come to more
   * than their summaries; once every file is in, the priced sales must account for every usage declared.
   */
  async function checkWithOtherFiles(tx: Executor, input: ImportInput, audit: ReportAudit) {
    const { header } = audit;
    if (header.numberOfFiles <= 1) return;
    if (!header.messageId) throw new ImportFailure("a file of a multi-file report must carry the report's MessageId");
    const others = await tx
      .select({ fileNumber: salesReports.fileNumber, totals: salesReports.summaryTotals })
      .from(salesReports)
      .where(
        sql`${salesReports.storeId} = ${input.storeId} and ${salesReports.messageId} = ${header.messageId}
            and ${salesReports.replacedBy} is null
            and ${salesReports.id} <> ${input.replacesReportId ?? 0}`,
      );
    const files = new Set([header.fileNumber, ...others.map((other) => other.fileNumber)]);
    const isWhole = files.size >= header.numberOfFiles;
    for (const totals of audit.summaries.values()) {
      const together = { ...totals };
      for (const other of others) {
        const kept = (other.totals as KeptSummaryTotals)[totals.summaryId];
        if (!kept) continue;
        const isAlike =
          kept.declared_usages === (totals.declaredUsages?.toString() ?? null) &&
          kept.net_micros === (totals.netMicros?.toString() ?? null) &&
          kept.currency === totals.currency;
        if (!isAlike) {
          throw new ImportFailure(
            `summary "${totals.summaryId}" is declared otherwise in file ${other.fileNumber} of the report (usages, net revenue or currency)`,
          );
        }
        together.pricedUsages += BigInt(kept.priced_usages);
        together.ownMicros += BigInt(kept.own_micros);
        together.pricedLines += kept.priced_lines;
        together.ownLines += kept.own_lines;
      }
      const problem = checkSummaryTotals(together, isWhole, true);
      if (problem) throw new ImportFailure(`with the report's other files: ${problem}`);
    }
  }

  /** The report a correction replaces, locked: it exists, was not replaced before, and is of the same store. */
  async function lockReplaced(tx: Executor, reportId: number, storeId: string) {
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
    if (old?.state !== 'imported') throw new AppError('NOT_FOUND');
    if (old.replacedBy !== null) throw new AppError('REV00006');
    const [underWay] = await tx
      .select({ id: salesReports.id })
      .from(salesReports)
      .where(sql`${salesReports.replacesReportId} = ${reportId} and ${salesReports.state} = 'importing'`);
    if (underWay) throw new AppError('REV00008');
    if (old.storeId !== storeId) {
      throw AppError.invalidFields({
        store_id: {
          ja: '差し替えるレポートと同じストアを選択してください',
          en: 'Choose the same store as the report being replaced.',
        },
      });
    }
  }

  type Begun = {
    reportId: number;
    batchId: number;
    rates: Record<string, string>;
    /** The last line of the replaced report reversed so far: the last step reverses any filed since. */
    reversedThrough: string;
  };

  /**
   * The first step, under the revenue lock: stale imports taken back, the checks that need the database (the same
   * report from other bytes, the other files of a multi-file report, the report replaced, the rates), then the report
   * row (`importing`: no report, queue or statement shows it yet) and its batch.
   */
  async function begin(tx: Executor, input: ImportInput, read: ReportAudit, sha256: string, key: string) {
    await repo.lockRevenue(tx);
    await repo.discardStaleImports(tx);
    if (input.replacesReportId !== undefined) await lockReplaced(tx, input.replacesReportId, input.storeId);
    if (read.header.messageId) {
      const [same] = await tx
        .select({ id: salesReports.id, state: salesReports.state })
        .from(salesReports)
        .where(
          sql`${salesReports.storeId} = ${input.storeId} and ${salesReports.messageId} = ${read.header.messageId}
              and ${salesReports.fileNumber} = ${read.header.fileNumber} and ${salesReports.replacedBy} is null
              and ${salesReports.id} <> ${input.replacesReportId ?? 0}`,
        );
      if (same?.state === 'importing') throw new ImportUnderWay('the same report is being imported right now');
      if (same) throw new SameReport(same.id);
    }
    await checkWithOtherFiles(tx, input, read);
    const rates = await ratesFor(tx, read.header, input.rates);
    const missing = [...read.currencies].filter((currency) => !(currency in rates));
    if (missing.length > 0) {
      throw new ImportFailure(
        `no exchange rate for ${missing.join(', ')} in ${read.header.usageStart?.slice(0, 7) ?? 'the report month'}`,
      );
    }
    const [report] = await tx
      .insert(salesReports)
      .values({
        source: input.source,
        storeId: input.storeId,
        fileName: input.fileName,
        sha256,
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
        storageKey: key,
        uploadedBy: input.uploadedBy ?? null,
        replacesReportId: input.replacesReportId ?? null,
        state: 'importing',
        heartbeatAt: sql`clock_timestamp()`,
      })
      .returning({ id: salesReports.id });
    const [batch] = await tx
      .insert(salesBatches)
      .values({ kind: 'import', reportId: report!.id })
      .returning({ id: salesBatches.id });
    return { reportId: report!.id, batchId: batch!.id, rates, reversedThrough: '0' } satisfies Begun;
  }

  /** Runs one step of an import: in the one transaction of a small file, or in a short transaction of its own. */
  type RunStep = <T>(step: (tx: Executor) => Promise<T>) => Promise<T>;

  /** Reads the stored file (judged whole by the audit before) into the staging tables, a batch of lines a step. */
  async function stage(run: RunStep, begun: Begun, key: string, fileName: string, audit: ReportAudit) {
    let batch: repo.StagedLine[] = [];
    const summaries: repo.StagedSummary[] = [];
    const seenSummaries = new Set<string>();
    /** Per ICPN and ISRC, the line whose period ends first: no store sells a release before its sale start. */
    const earliest = new Map<string, { lineNo: number; end: string }>();
    for await (const event of readSalesReport(storage.createReadStream(key), { fileName })) {
      if (event.kind === 'summary') {
        const s = event.summary;
        // UGC reports repeat a summary id once per rights controller; its lines carry their own amounts, and the
        // first row is the one a line's share would be taken from.
        if (seenSummaries.has(s.summaryId)) continue;
        seenSummaries.add(s.summaryId);
        summaries.push({
          summary_id: s.summaryId,
          currency: s.currency,
          net_micros: s.netRevenue ? toMicros(s.netRevenue).toString() : '0',
          usages: s.usages === null ? null : s.usages.toString(),
        });
      } else if (event.kind === 'sale') {
        const sale = event.sale;
        const prefecture =
          sale.territory.country === 'JP' && sale.territory.subdivision
            ? (findPrefectureByIsoCode(`JP-${sale.territory.subdivision}`)?.code ?? 0)
            : 0;
        batch.push({
          line_no: sale.lineNo,
          summary_id: sale.summaryId,
          isrc: sale.isrc ?? '',
          icpn: sale.icpn ?? '',
          title: sale.title ?? '',
          artist: sale.artist ?? '',
          sale_date: sale.periodStart ?? audit.header.usageStart ?? '',
          country: sale.territory.country ?? '',
          prefecture,
          commercial_model: sale.commercialModel,
          use_type: sale.useType,
          quantity: sale.usages.toString(),
          currency: sale.currency,
          revenue_micros: sale.revenue === null ? null : toMicros(sale.revenue).toString(),
        });
        const end = sale.periodEnd ?? audit.header.usageEnd ?? sale.periodStart ?? audit.header.usageStart ?? '';
        const pair = `${sale.icpn ?? ''}\t${sale.isrc ?? ''}`;
        const first = earliest.get(pair);
        if (end && (!first || end < first.end)) earliest.set(pair, { lineNo: sale.lineNo, end });
        if (batch.length >= stepLines) {
          const lines = batch;
          batch = [];
          await run((tx) => repo.stageLines(tx, begun.reportId, lines));
        }
      }
    }
    await run(async (tx) => {
      await repo.stageLines(tx, begun.reportId, batch);
      await repo.stageSummaries(tx, begun.reportId, summaries);
      await repo.resolveStaged(tx, begun.reportId);
      // Sales of a day before the release's sale start cannot be: the file is refused whole (decision 0011). A
      // store's day may be a UTC day, which begins at 09:00 in Tokyo: a period that ends on the eve is the start
      // day's first hours, and is filed on the start day with the periods that span it (clampToSaleStarts).
      let refusal: ReportRefused | undefined;
      for (const key of await repo.resolvedSaleStarts(tx, begun.reportId)) {
        const first = earliest.get(`${key.icpn}\t${key.isrc}`);
        const start = key.sale_start.replaceAll('/', '-');
        if (!first || first.end >= dayBefore(start) || (refusal && refusal.lineNo <= first.lineNo)) continue;
        refusal = new ReportRefused(
          first.lineNo,
          `sales through ${first.end} of "${key.title}" (${key.isrc || key.icpn}), which goes on sale on ${start}: no store sells a release before its sale start`,
        );
      }
      if (refusal) throw refusal;
      await repo.clampToSaleStarts(tx, begun.reportId);
    });
  }

  /** Files the staged lines a range a step, and takes back the lines of the report replaced, a range a step. */
  async function file(run: RunStep, begun: Begun, input: ImportInput, read: ReportAudit) {
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
  async function finish(tx: Executor, begun: Begun, input: ImportInput, read: ReportAudit) {
    await repo.lockRevenue(tx);
    const [row] = await tx
      .select({ state: salesReports.state })
      .from(salesReports)
      .where(eq(salesReports.id, begun.reportId))
      .for('update');
    if (row?.state !== 'importing') throw new PassingFailure('the import was interrupted and taken back: try again');
    if (input.replacesReportId !== undefined) {
      // Lines an operator filed from the replaced report's queue while the steps ran are taken back too.
      await repo.reverseReportLines(tx, {
        reportId: input.replacesReportId,
        batchId: begun.batchId,
        fromId: (BigInt(begun.reversedThrough) + 1n).toString(),
        toId: '9223372036854775807',
      });
      const replaced = await tx
        .update(salesReports)
        .set({ replacedBy: begun.reportId, replacedAt: sql`now()` })
        .where(sql`${salesReports.id} = ${input.replacesReportId} and ${salesReports.replacedBy} is null`)
        .returning({ id: salesReports.id });
      if (replaced.length === 0) throw new AppError('REV00006');
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
    // A multi-file report (1of2, 2of2) is imported file by file; until every file is in, the report says so.
    const warnings = [...read.warnings];
    if (read.header.numberOfFiles > 1 && read.header.messageId) {
      const [files] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(salesReports)
        .where(
          sql`${salesReports.storeId} = ${input.storeId} and ${salesReports.messageId} = ${read.header.messageId}
              and ${salesReports.replacedBy} is null`,
        );
      if ((files?.n ?? 0) < read.header.numberOfFiles) {
        warnings.push({
          line: 0,
          code: 'REPORT_INCOMPLETE',
          message: `file ${read.header.fileNumber} of ${read.header.numberOfFiles}: ${files?.n ?? 0} of the report's files are in so far`,
        });
      }
    }
    await tx
      .update(salesReports)
      .set({
        state: 'imported',
        matchedLines: totals.matched,
        unmatchedLines: totals.unmatched,
        revenueJpyMicros: totals.jpyMicros,
        warnings,
      })
      .where(eq(salesReports.id, begun.reportId));
    return totals;
  }

  /** Imports an audited file: one transaction when it is small, else short steps that stay invisible until the last. */
  async function importAudited(input: ImportInput, read: ReportAudit, sha256: string, key: string) {
    const replacedLines =
      input.replacesReportId === undefined
        ? 0
        : ((
            await db
              .select({ lines: salesReports.lines })
              .from(salesReports)
              .where(eq(salesReports.id, input.replacesReportId))
          )[0]?.lines ?? 0);
    if (read.lines <= stepLines && replacedLines <= stepLines) {
      return db.transaction(async (tx) => {
        const begun = await begin(tx, input, read, sha256, key);
        const inTransaction: RunStep = (step) => step(tx);
        await stage(inTransaction, begun, key, input.fileName, read);
        await file(inTransaction, begun, input, read);
        const totals = await finish(tx, begun, input, read);
        await repo.clearStaging(tx, begun.reportId, begun.batchId);
        return { reportId: begun.reportId, totals };
      });
    }
    const begun = await db.transaction((tx) => begin(tx, input, read, sha256, key));
    // Each step proves the import is still alive (and not taken back as stale meanwhile) in its own transaction.
    const inStep: RunStep = (step) =>
      db.transaction(async (tx) => {
        if (!(await repo.touchImport(tx, begun.reportId))) {
          throw new PassingFailure('the import was interrupted and taken back: try again');
        }
        const done = await step(tx);
        await repo.touchImport(tx, begun.reportId);
        return done;
      });
    try {
      await stage(inStep, begun, key, input.fileName, read);
      await file(inStep, begun, input, read);
      const totals = await db.transaction((tx) => finish(tx, begun, input, read));
      await db
        .transaction((tx) => repo.clearStaging(tx, begun.reportId, begun.batchId))
        .catch((error: unknown) => logger.warn({ err: error }, 'sales report staging not cleared'));
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

  /** `isOfTheFile`: the file itself is the cause, so the poller leaves it while the store lists it unchanged. */
  async function recordFailure(input: ImportInput, sha256: string, reason: string, isOfTheFile: boolean) {
    await db.insert(salesReportFailures).values({
      source: input.source,
      storeId: input.storeId,
      fileName: input.fileName,
      sha256,
      reason,
      listedSize: isOfTheFile ? (input.listing?.size ?? null) : null,
      listedModifiedMs: isOfTheFile ? (input.listing?.modifiedMs ?? null) : null,
    });
    logger.warn({ storeId: input.storeId, fileName: input.fileName, reason }, 'sales report not imported');
  }

  return {
    /** Imports one report file; safe to call again with the same file. */
    async importReport(input: ImportInput): Promise<ImportResult> {
      // Into storage first, hashed on the way: the importer reads the stored copy, and operators can fetch it later.
      const digest = sha256Stream();
      const scratchKey = `sales-reports/incoming/${Date.now()}-${Math.random().toString(36).slice(2)}`;
      const out = await storage.createWriteStream(scratchKey);
      input.body.on('data', (chunk: Buffer) => digest.update(chunk));
      await pipeline(input.body, out);
      const sha256 = digest.hash.digest('hex');
      const key = `sales-reports/${sha256}`;

      const [existing] = await db
        .select({ id: salesReports.id, state: salesReports.state })
        .from(salesReports)
        .where(eq(salesReports.sha256, sha256));
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

      try {
        // Judged whole before any transaction: a file refused here never held the database.
        const read = await auditSalesReport(
          readSalesReport(storage.createReadStream(key), { fileName: input.fileName }),
        );
        const { reportId, totals } = await importAudited(input, read, sha256, key);
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
          const [row] = await db
            .select({ id: salesReports.id })
            .from(salesReports)
            .where(eq(salesReports.sha256, sha256));
          if (row) return { outcome: 'duplicate', reportId: row.id };
        }
        if (error instanceof ImportUnderWay)
          return { outcome: 'failed', reason: `${error.message}: try again in a moment`, kind: 'busy' };
        const reason = failureReasonOf(error);
        if (reason === null) logger.error({ err: error, storeId: input.storeId }, 'sales report import failed');
        const said = reason ?? INTERNAL_FAILURE_REASON;
        await recordFailure(input, sha256, said, isFailureOfTheFile(error));
        return { outcome: 'failed', reason: said, kind: reason === null ? 'internal' : failureKindOf(error) };
      }
    },

    /** Keeps the month's rate of a currency (yen per unit). */
    async setRate(month: string, currency: string, yenPerUnit: string, by: number | null) {
      if (!isYearMonth(month))
        throw AppError.invalidFields({ month: { ja: '年月が正しくありません', en: 'Invalid month.' } });
      toMicros(yenPerUnit);
      await db
        .insert(currencyRates)
        .values({ month, currency: currency.toUpperCase(), yenPerUnit, updatedBy: by })
        .onConflictDoUpdate({
          target: [currencyRates.month, currencyRates.currency],
          set: { yenPerUnit, updatedBy: by, updatedAt: sql`now()` },
        });
    },
  };
}

/** The file is why it failed (it would fail again as it is), not the moment (the database, a crash). */
function isFailureOfTheFile(error: unknown): boolean {
  if (error instanceof PassingFailure) return false;
  if (error instanceof ReportRefused || error instanceof ImportFailure || error instanceof SalesReportReadError) {
    return true;
  }
  return databaseErrorOf(error)?.code === '22003';
}

/**
 * The words an operator reads for a failed import: the report's own problem, or what the database refused in its own
 * words (never the statement or its parameters); null for an error of ours, which is logged instead.
 */
function failureKindOf(error: unknown): ImportFailureKind {
  // The reader throws only for a file that is no report at all (empty, a first line naming no format, a line too long).
  if (error instanceof SalesReportReadError) return 'not_report';
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && code.startsWith('Z_')) return 'damaged';
  return 'refused';
}

function failureReasonOf(error: unknown): string | null {
  if (error instanceof ReportRefused || error instanceof ImportFailure || error instanceof SalesReportReadError) {
    return error.message;
  }
  const database = databaseErrorOf(error);
  if (database?.code === '22003') return 'a value of the report is out of range once converted to yen';
  if (database) return `the database refused the report: ${database.message}`;
  // Corrupt gzip and failing streams are about the file, and say so.
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && code.startsWith('Z_')) return DAMAGED_GZIP_REASON;
  return null;
}

export type IngestService = ReturnType<typeof createIngestService>;

/** The calendar day before a YYYY-MM-DD day (the same form); an unreadable day as it is. */
function dayBefore(day: string): string {
  const time = Date.parse(`${day}T00:00:00Z`);
  return Number.isNaN(time) ? day : new Date(time - 86_400_000).toISOString().slice(0, 10);
}
