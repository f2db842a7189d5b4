// The checks of a sales report import that need the database, made as it begins: a correction replaces a report it
// may replace, a file of a multi-file report agrees with the files before it, and every currency has a rate in yen.
import { AppError, isYearMonth, monthOf } from '@otodoke/domain';
import {
  checkSummaryTotals,
  type ReportAudit,
  type SummaryTotals,
} from '@otodoke/protocols/sales-reports/audit-sales-report.ts';
import type { SalesReportHeader } from '@otodoke/protocols/sales-reports/sales-report-types.ts';
import type { Executor } from '../../platform/db/client.ts';
import { ImportFailure } from './import-failures.ts';
import * as repo from './ingest.repository.ts';
import type { ImportInput } from './ingest-types.ts';

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

export const keptTotalsOf = (summaries: ReadonlyMap<string, SummaryTotals>): KeptSummaryTotals =>
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

/**
 * A file of a multi-file report: its sales and those of the report's files imported before may not come to more
 * than their summaries; once every file is in, the priced sales must account for every usage declared.
 */
export async function checkWithOtherFiles(tx: Executor, input: ImportInput, audit: ReportAudit) {
  const { header } = audit;
  if (header.numberOfFiles <= 1) return;
  if (!header.messageId) throw new ImportFailure("a file of a multi-file report must carry the report's MessageId");
  const others = await repo.otherFilesOfReport(tx, input.storeId, header.messageId, input.replacesReportId ?? 0);
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
export async function lockReplaced(tx: Executor, reportId: number, storeId: string) {
  const old = await repo.lockReportToReplace(tx, reportId);
  if (old?.state !== 'imported') throw new AppError('NOT_FOUND');
  if (old.replacedBy !== null) throw new AppError('REV00006');
  if (await repo.isCorrectionUnderWay(tx, reportId)) throw new AppError('REV00008');
  if (old.storeId !== storeId) {
    throw AppError.invalidFields({
      store_id: {
        ja: '差し替えるレポートと同じストアを選択してください',
        en: 'Choose the same store as the report being replaced.',
      },
    });
  }
}

/** Yen per unit of each currency: the report month's table, overridden by the rates given with the file. */
export async function ratesFor(
  tx: Executor,
  header: SalesReportHeader,
  given: Readonly<Record<string, string>> | undefined,
) {
  const rates: Record<string, string> = { JPY: '1' };
  const month = header.usageStart ? monthOf(header.usageStart) : null;
  if (month && isYearMonth(month)) {
    for (const row of await repo.monthRates(tx, month)) rates[row.currency] = row.yenPerUnit;
  }
  for (const [currency, rate] of Object.entries(given ?? {})) rates[currency.toUpperCase()] = rate;
  return rates;
}

/** Every currency of the file has a rate, else the import fails saying which and for what month. */
export function checkRatesCover(rates: Record<string, string>, audit: ReportAudit) {
  const missing = [...audit.currencies].filter((currency) => !(currency in rates));
  if (missing.length > 0) {
    throw new ImportFailure(
      `no exchange rate for ${missing.join(', ')} in ${audit.header.usageStart?.slice(0, 7) ?? 'the report month'}`,
    );
  }
}
