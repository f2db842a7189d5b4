// Importing stores' sales reports. A file is kept in storage, hashed, then read as a stream and imported in ONE
// transaction: the report row, its lines (matched to releases and songs by ICPN and ISRC, valued in yen by the rates
// kept with the report), the unmatched queue and the rollups. The same file twice changes nothing (its SHA-256 is
// unique); a file that fails leaves nothing but a failure record. Imports and month closes take turns (an advisory
// lock), so a close never confirms half a report.
import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { AppError, detailTypeOf, findPrefectureByIsoCode, isYearMonth, monthOf, toMicros } from '@otodoke/domain';
import { eq, sql } from 'drizzle-orm';
import { readSalesReport } from '../../integrations/sales-reports/read-sales-report.ts';
import type { SalesReportHeader } from '../../integrations/sales-reports/sales-report-types.ts';
import type { Db, Executor } from '../../platform/db/client.ts';
import { isUniqueViolation } from '../../platform/db/errors.ts';
import { currencyRates, salesBatches, salesReportFailures, salesReports } from '../../platform/db/schema.ts';
import type { Logger } from '../../platform/logger.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import * as repo from './ingest.repository.ts';

/** Lines sent to the database per statement. */
const BATCH_LINES = 5_000;
/** Warnings kept on the report row (all are counted). */
const KEPT_WARNINGS = 200;

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
  | { readonly outcome: 'failed'; readonly reason: string };

class ImportFailure extends Error {}

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

export function createIngestService(deps: { db: Db; storage: Storage; logger: Logger }) {
  const { db, storage, logger } = deps;

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

  /** Reads the stored file into the open transaction; returns what the report row needs. */
  async function stream(tx: Parameters<Parameters<Db['transaction']>[0]>[0], key: string, fileName: string) {
    let header: SalesReportHeader | null = null;
    const warnings: Array<{ line: number; code: string; message: string }> = [];
    let warningCount = 0;
    let lines = 0;
    let batch: repo.StagedLine[] = [];
    const summaries: repo.StagedSummary[] = [];
    const seenSummaries = new Set<string>();
    const currencies = new Set<string>();
    for await (const event of readSalesReport(storage.createReadStream(key), { fileName })) {
      switch (event.kind) {
        case 'header':
          header = event.header;
          break;
        case 'summary': {
          const s = event.summary;
          // UGC reports repeat a summary id once per rights controller; its lines carry their own amounts, and the
          // first row is the one a line's share would be taken from.
          if (seenSummaries.has(s.summaryId)) break;
          seenSummaries.add(s.summaryId);
          currencies.add(s.currency);
          summaries.push({
            summary_id: s.summaryId,
            currency: s.currency,
            net_micros: s.netRevenue ? toMicros(s.netRevenue).toString() : '0',
            usages: s.usages === null ? null : s.usages.toString(),
          });
          break;
        }
        case 'sale': {
          const sale = event.sale;
          const date = sale.periodStart ?? header?.usageStart ?? null;
          if (!date) throw new ImportFailure(`line ${sale.lineNo}: no sale date in the line or the report`);
          const prefecture =
            sale.territory.country === 'JP' && sale.territory.subdivision
              ? (findPrefectureByIsoCode(`JP-${sale.territory.subdivision}`)?.code ?? 0)
              : 0;
          currencies.add(sale.currency);
          lines += 1;
          batch.push({
            line_no: sale.lineNo,
            summary_id: sale.summaryId,
            isrc: sale.isrc ?? '',
            icpn: sale.icpn ?? '',
            title: sale.title ?? '',
            artist: sale.artist ?? '',
            sale_date: date,
            country: sale.territory.country ?? '',
            prefecture,
            commercial_model: sale.commercialModel,
            use_type: sale.useType,
            quantity: sale.usages.toString(),
            currency: sale.currency,
            revenue_micros: sale.revenue === null ? null : toMicros(sale.revenue).toString(),
          });
          if (batch.length >= BATCH_LINES) {
            await repo.stageLines(tx, batch);
            batch = [];
          }
          break;
        }
        case 'warning':
          warningCount += 1;
          if (warnings.length < KEPT_WARNINGS) {
            warnings.push({ line: event.lineNo, code: event.code, message: event.message });
          }
          break;
        case 'footer':
          break;
      }
    }
    await repo.stageLines(tx, batch);
    await repo.stageSummaries(tx, summaries);
    if (!header) throw new ImportFailure('the file has no header');
    return { header, warnings, warningCount, lines, currencies };
  }

  async function recordFailure(input: ImportInput, sha256: string, reason: string) {
    await db.insert(salesReportFailures).values({
      source: input.source,
      storeId: input.storeId,
      fileName: input.fileName,
      sha256,
      reason,
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
        .select({ id: salesReports.id })
        .from(salesReports)
        .where(eq(salesReports.sha256, sha256));
      if (existing) {
        await storage.delete(scratchKey);
        return { outcome: 'duplicate', reportId: existing.id };
      }
      if (!(await storage.stat(key))) {
        await storage.put(key, storage.createReadStream(scratchKey));
      }
      await storage.delete(scratchKey);

      try {
        return await db.transaction(async (tx) => {
          await repo.lockRevenue(tx);
          await repo.createStaging(tx);
          const read = await stream(tx, key, input.fileName);
          if (read.header.messageId) {
            const [same] = await tx
              .select({ id: salesReports.id })
              .from(salesReports)
              .where(
                sql`${salesReports.storeId} = ${input.storeId} and ${salesReports.messageId} = ${read.header.messageId}
                    and ${salesReports.fileNumber} = ${read.header.fileNumber}`,
              );
            if (same) throw new SameReport(same.id);
          }
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
              storageKey: key,
              uploadedBy: input.uploadedBy ?? null,
            })
            .returning({ id: salesReports.id });
          const [batch] = await tx
            .insert(salesBatches)
            .values({ kind: 'import', reportId: report!.id })
            .returning({ id: salesBatches.id });
          const { uses } = await repo.stagedKinds(tx);
          const detailTypes = uses.map((use) => ({
            ...use,
            detail_type:
              detailTypeOf({ commercialModel: use.commercial_model, useType: use.use_type, storeId: input.storeId }) ??
              'streaming',
          }));
          await repo.fileStagedLines(tx, {
            batchId: batch!.id,
            reportId: report!.id,
            storeId: input.storeId,
            rates,
            detailTypes,
          });
          await repo.rollUpBatch(tx, batch!.id);
          const totals = await repo.batchTotals(tx, batch!.id, report!.id);
          // A multi-file report (1of2, 2of2) is imported file by file; until every file is in, the report says so.
          const warnings = [...read.warnings];
          if (read.header.numberOfFiles > 1 && read.header.messageId) {
            const [files] = await tx
              .select({ n: sql<number>`count(*)::int` })
              .from(salesReports)
              .where(
                sql`${salesReports.storeId} = ${input.storeId} and ${salesReports.messageId} = ${read.header.messageId}`,
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
              matchedLines: totals.matched,
              unmatchedLines: totals.unmatched,
              revenueJpyMicros: totals.jpyMicros,
              warnings,
            })
            .where(eq(salesReports.id, report!.id));
          logger.info(
            { storeId: input.storeId, fileName: input.fileName, lines: read.lines, unmatched: totals.unmatched },
            'sales report imported',
          );
          return {
            outcome: 'imported' as const,
            reportId: report!.id,
            lines: read.lines,
            matched: totals.matched,
            unmatched: totals.unmatched,
            jpyMicros: totals.jpyMicros,
            warnings: read.warningCount,
          };
        });
      } catch (error) {
        if (error instanceof SameReport) return { outcome: 'duplicate', reportId: error.reportId };
        if (isUniqueViolation(error)) {
          // The same file imported by another worker at the same moment.
          const [row] = await db
            .select({ id: salesReports.id })
            .from(salesReports)
            .where(eq(salesReports.sha256, sha256));
          if (row) return { outcome: 'duplicate', reportId: row.id };
        }
        const reason = error instanceof Error ? error.message : String(error);
        await recordFailure(input, sha256, reason);
        return { outcome: 'failed', reason };
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

export type IngestService = ReturnType<typeof createIngestService>;
