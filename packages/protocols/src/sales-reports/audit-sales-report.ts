// The first of an import's two passes: reads a whole report without touching the database and says whether it may be
// imported. A report is refused whole (never partly imported) when it is cut short or padded, when a row cannot be
// valued, or when its sales would come to more money than its summaries state: a store's report can never create
// money. What the second pass stages is exactly what this pass judged.
import { toMicros } from '@otodoke/domain';
import {
  REFUSED_REPORT_CODES,
  type SalesReportEvent,
  type SalesReportHeader,
  type SalesSummary,
} from './sales-report-types.ts';

/** Warnings kept on the report row (all are counted). */
const KEPT_WARNINGS = 200;

/** What one summary id comes to in one file: the importer adds the files of a multi-file report together. */
export type SummaryTotals = {
  readonly summaryId: string;
  readonly currency: string;
  /** Usages the summary declares (its first SY row's, the one the importer shares by); null when it declares none. */
  readonly declaredUsages: bigint | null;
  /** Net revenue of all its SY rows (UGC repeats an id per rights controller), micro-units; null when none states one. */
  readonly netMicros: bigint | null;
  /** Usages of the sales priced as a share of the summary (no amount of their own). */
  pricedUsages: bigint;
  pricedLines: number;
  /** Amounts of the sales that carry their own, micro-units. */
  ownMicros: bigint;
  ownLines: number;
};

export type ReportAudit = {
  readonly header: SalesReportHeader;
  readonly lines: number;
  readonly currencies: ReadonlySet<string>;
  readonly warnings: Array<{ line: number; code: string; message: string }>;
  readonly warningCount: number;
  readonly summaries: ReadonlyMap<string, SummaryTotals>;
};

/** Why a report is not imported: the line it was found at (0 for the file as a whole) and what is wrong. */
export class ReportRefused extends Error {
  readonly lineNo: number;
  readonly reason: string;
  constructor(lineNo: number, reason: string) {
    super(lineNo > 0 ? `line ${lineNo}: ${reason}` : reason);
    this.lineNo = lineNo;
    this.reason = reason;
  }
}

const between = (value: bigint, a: bigint, b: bigint) => value >= (a < b ? a : b) && value <= (a < b ? b : a);

/**
 * Money limits of one summary, for one file or for all the files of a report read so far. `isWhole`: these are
 * all the report's sales of the summary (a single-file report, or every file of it in), so its priced sales must
 * account for exactly the usages it declares; otherwise they may not exceed them.
 */
export function checkSummaryTotals(totals: SummaryTotals, isWhole: boolean, isMultiFile: boolean): string | null {
  const { summaryId, declaredUsages, netMicros, pricedUsages, pricedLines, ownMicros, ownLines } = totals;
  if (pricedLines > 0 && ownLines > 0) {
    return `summary "${summaryId}" has sales with amounts of their own and sales priced from it: it cannot be shared`;
  }
  if (pricedLines > 0) {
    if (declaredUsages === null) {
      return isMultiFile
        ? `summary "${summaryId}" declares no usages: its net revenue cannot be shared across the report's files`
        : null;
    }
    if (pricedUsages > declaredUsages || (isWhole && pricedUsages !== declaredUsages)) {
      return `summary "${summaryId}" reports ${declaredUsages} usages, its sales add up to ${pricedUsages}: the report disagrees with itself`;
    }
  }
  if (ownLines > 0 && netMicros === null) {
    return `summary "${summaryId}" states no net revenue: the amounts of its sales cannot be checked against it`;
  }
  if (ownLines > 0 && netMicros !== null && !between(ownMicros, 0n, netMicros)) {
    const [own, net] = [ownMicros, netMicros].map((micros) => (Number(micros) / 1e6).toString());
    return `the sales of summary "${summaryId}" add up to ${own}, more than its net revenue of ${net}`;
  }
  return null;
}

const totalsOf = (summary: SalesSummary): SummaryTotals => ({
  summaryId: summary.summaryId,
  currency: summary.currency,
  declaredUsages: summary.usages,
  netMicros: summary.netRevenue === null ? null : toMicros(summary.netRevenue),
  pricedUsages: 0n,
  pricedLines: 0,
  ownMicros: 0n,
  ownLines: 0,
});

/** Reads every event of a report; throws ReportRefused at the first reason not to import it. */
export async function auditSalesReport(events: AsyncIterable<SalesReportEvent>): Promise<ReportAudit> {
  let header: SalesReportHeader | null = null;
  const warnings: ReportAudit['warnings'] = [];
  let warningCount = 0;
  let lines = 0;
  const currencies = new Set<string>();
  const summaries = new Map<string, SummaryTotals>();
  for await (const event of events) {
    switch (event.kind) {
      case 'header':
        header = event.header;
        break;
      case 'summary': {
        const summary = event.summary;
        const known = summaries.get(summary.summaryId);
        if (!known) {
          summaries.set(summary.summaryId, totalsOf(summary));
        } else if (summary.netRevenue !== null) {
          // Another rights controller's row of the same id: its revenue is part of what the id's sales may come to.
          const net = toMicros(summary.netRevenue);
          summaries.set(summary.summaryId, { ...known, netMicros: (known.netMicros ?? 0n) + net });
        }
        break;
      }
      case 'sale': {
        const sale = event.sale;
        lines += 1;
        if (!sale.periodStart) throw new ReportRefused(sale.lineNo, 'no sale date in the line or the report');
        if (!/^[A-Z]{3}$/.test(sale.currency)) {
          throw new ReportRefused(sale.lineNo, `"${sale.currency}" is not a currency code`);
        }
        currencies.add(sale.currency);
        if (sale.summaryId === null) break;
        const totals = summaries.get(sale.summaryId);
        if (!totals)
          throw new ReportRefused(sale.lineNo, `sale refers to summary "${sale.summaryId}" before its SY row`);
        if (sale.revenue === null) {
          // A share of the summary's revenue by usages: a negative count would take from the other lines' shares
          // (a -1000 unmatched line against a +1001 matched one would credit a thousand times the summary).
          if (sale.usages < 0n) {
            throw new ReportRefused(
              sale.lineNo,
              `a sale priced from summary "${sale.summaryId}" counts ${sale.usages} usages`,
            );
          }
          totals.pricedUsages += sale.usages;
          totals.pricedLines += 1;
        } else {
          // A line's own amount has its summary's sign (a refund summary holds refunds): lines of opposite signs
          // would offset each other within the summary's total and credit the positive ones in full.
          const micros = toMicros(sale.revenue);
          const net = totals.netMicros ?? 0n;
          if ((net >= 0n && micros < 0n) || (net < 0n && micros > 0n)) {
            throw new ReportRefused(
              sale.lineNo,
              `a sale of ${sale.revenue} under summary "${sale.summaryId}", whose net revenue is ${(Number(net) / 1e6).toString()}`,
            );
          }
          totals.ownMicros += micros;
          totals.ownLines += 1;
        }
        break;
      }
      case 'warning':
        if (REFUSED_REPORT_CODES.has(event.code)) throw new ReportRefused(event.lineNo, event.message);
        warningCount += 1;
        if (warnings.length < KEPT_WARNINGS) {
          warnings.push({ line: event.lineNo, code: event.code, message: event.message });
        }
        break;
      case 'footer':
        break;
    }
  }
  if (!header) throw new ReportRefused(0, 'the file has no header');
  const isMultiFile = header.numberOfFiles > 1;
  for (const totals of summaries.values()) {
    const problem = checkSummaryTotals(totals, !isMultiFile, isMultiFile);
    if (problem) throw new ReportRefused(0, problem);
  }
  return { header, lines, currencies, warnings, warningCount, summaries };
}
