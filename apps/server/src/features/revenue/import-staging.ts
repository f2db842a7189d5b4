// Reading a stored sales report into the staging tables, a batch of lines a step, its pairs of identifiers resolved to
// releases and songs a batch a step; a file with sales dated before a release's sale start is refused whole.
import { findPrefectureByIsoCode, toMicros } from '@otodoke/domain';
import { type ReportAudit, ReportRefused } from '@otodoke/protocols/sales-reports/audit-sales-report.ts';
import { readSalesReport } from '@otodoke/protocols/sales-reports/read-sales-report.ts';
import type { SalesRecord } from '@otodoke/protocols/sales-reports/sales-report-types.ts';
import * as repo from './ingest.repository.ts';
import type { Begun, IngestDeps, RunStep } from './ingest-types.ts';

/** Per ICPN and ISRC, the line whose period ends first: no store sells a release before its sale start. */
type EarliestSales = Map<string, { lineNo: number; end: string }>;

/** A sale as a row of the staging table. */
function stagedLineOf(sale: SalesRecord, audit: ReportAudit): repo.StagedLine {
  const prefecture =
    sale.territory.country === 'JP' && sale.territory.subdivision
      ? (findPrefectureByIsoCode(`JP-${sale.territory.subdivision}`)?.code ?? 0)
      : 0;
  return {
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
  };
}

/** What staging learnt of the file: the ranges of line numbers of its steps, and its pairs of sale terms. */
export type Staged = {
  /** Each step's lines: the first and last line number, and how many lines (a step of filing files one range). */
  readonly ranges: ReadonlyArray<StagedRange>;
  /** The distinct (commercial model, use type) pairs of the lines. */
  readonly uses: ReadonlyArray<{ commercial_model: string; use_type: string }>;
  /** Some pair of identifiers found no release. */
  readonly hasUnmatched: boolean;
};
export type StagedRange = { readonly fromLine: number; readonly toLine: number; readonly lines: number };

/**
 * Reads the stored file (judged whole by the audit before) into the staging tables, a batch of lines a step; then
 * resolves its distinct pairs of identifiers, a batch a step. What needs the whole file (each summary's usages, the
 * distinct pairs and sale terms) is counted here as the lines go by, so no statement reads the whole file.
 */
export async function stage(
  deps: Pick<IngestDeps, 'storage' | 'stepLines' | 'accounts'>,
  run: RunStep,
  begun: Begun,
  file: { key: string; fileName: string },
  audit: ReportAudit,
): Promise<Staged> {
  let batch: repo.StagedLine[] = [];
  const summaries: Omit<repo.StagedSummary, 'read_usages'>[] = [];
  const seenSummaries = new Set<string>();
  const readUsages = new Map<string, bigint>();
  const pairs = new Map<string, repo.StagedPair>();
  const uses = new Map<string, { commercial_model: string; use_type: string }>();
  const ranges: StagedRange[] = [];
  const earliest: EarliestSales = new Map();
  const stageBatch = async () => {
    const lines = batch;
    batch = [];
    if (lines.length === 0) return;
    ranges.push({ fromLine: lines[0]!.line_no, toLine: lines.at(-1)!.line_no, lines: lines.length });
    await run((tx) => repo.stageLines(tx, begun.reportId, lines));
  };
  for await (const event of readSalesReport(deps.storage.createReadStream(file.key), { fileName: file.fileName })) {
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
      const line = stagedLineOf(sale, audit);
      batch.push(line);
      if (line.summary_id !== null) {
        readUsages.set(line.summary_id, (readUsages.get(line.summary_id) ?? 0n) + sale.usages);
      }
      const pair = `${line.icpn}\t${line.isrc}`;
      if (!pairs.has(pair)) pairs.set(pair, { icpn: line.icpn, isrc: line.isrc });
      const use = `${line.commercial_model}\t${line.use_type}`;
      if (!uses.has(use)) uses.set(use, { commercial_model: line.commercial_model, use_type: line.use_type });
      const end = sale.periodEnd ?? audit.header.usageEnd ?? sale.periodStart ?? audit.header.usageStart ?? '';
      const first = earliest.get(pair);
      if (end && (!first || end < first.end)) earliest.set(pair, { lineNo: sale.lineNo, end });
      if (batch.length >= deps.stepLines) await stageBatch();
    }
  }
  await stageBatch();
  const counted = summaries.map((summary) => ({
    ...summary,
    read_usages: readUsages.get(summary.summary_id)?.toString() ?? null,
  }));
  await run((tx) => repo.stageSummaries(tx, begun.reportId, counted));
  const distinct = [...pairs.values()];
  for (let from = 0; from < distinct.length; from += deps.stepLines) {
    const share = distinct.slice(from, from + deps.stepLines);
    await run((tx) => repo.resolvePairs(tx, begun.reportId, share, deps.accounts.accountsJoinSql()));
  }
  const hasUnmatched = await run(async (tx) => {
    const refusal = saleBeforeSaleStart(await repo.resolvedSaleStarts(tx, begun.reportId), earliest);
    if (refusal) throw refusal;
    return repo.hasUnmatchedPairs(tx, begun.reportId);
  });
  return { ranges, uses: [...uses.values()], hasUnmatched };
}

/**
 * Sales of a day before the release's sale start cannot be: the file is refused whole (decision 0011), at the first
 * such line. A store's day may be a UTC day, which begins at 09:00 in Tokyo: a period that ends on the eve is the start
 * day's first hours, and is filed on the start day with the periods that span it (clampToSaleStarts).
 */
function saleBeforeSaleStart(
  saleStarts: Awaited<ReturnType<typeof repo.resolvedSaleStarts>>,
  earliest: EarliestSales,
): ReportRefused | undefined {
  let refusal: ReportRefused | undefined;
  for (const key of saleStarts) {
    const first = earliest.get(`${key.icpn}\t${key.isrc}`);
    const start = key.sale_start.replaceAll('/', '-');
    if (!first || first.end >= dayBefore(start) || (refusal && refusal.lineNo <= first.lineNo)) continue;
    refusal = new ReportRefused(
      first.lineNo,
      `sales through ${first.end} of "${key.title}" (${key.isrc || key.icpn}), which goes on sale on ${start}: no store sells a release before its sale start`,
    );
  }
  return refusal;
}

/** The calendar day before a YYYY-MM-DD day (the same form); an unreadable day as it is. */
function dayBefore(day: string): string {
  const time = Date.parse(`${day}T00:00:00Z`);
  return Number.isNaN(time) ? day : new Date(time - 86_400_000).toISOString().slice(0, 10);
}
