// A month's statement as the report reads it: sales lines grouped by store or by release with exact subtotals, late
// lines (sold in an earlier month, reported after that month's close) told apart, split lines kept aside, and the
// twelve-month history as bar widths.
import type { getFinancialReport } from '@otodoke/contract';
import { REVENUE_TYPES, type RevenueType } from '@otodoke/domain';
import type { ApiResult } from '../../app/api-client.ts';
import { sumMicros, toMicros } from './revenue-money.ts';

export type FinancialReport = ApiResult<typeof getFinancialReport>;
export type Statement = NonNullable<FinancialReport['statement']>;
export type StatementLine = Statement['lines'][number];
export type ComparisonRow = Statement['comparison'][number];
export type HistoryMonth = FinancialReport['history'][number];

export type LineGrouping = 'store' | 'release';

export interface LineGroup {
  key: string;
  /** The store's or the release's name ('' when the statement has none: the screen says "unknown"). */
  label: string;
  totalMicros: bigint;
  /** The whole yen the group's lines brought into the balance (what the report shows: the groups add up to the total). */
  totalYen: number;
  quantity: number;
  lines: StatementLine[];
}

/** A sales line dated before the statement's month: it reached us after that month was closed. */
export function isLateLine(line: Pick<StatementLine, 'kind' | 'saleMonth'>, statementMonth: string): boolean {
  return line.kind === 'sales' && line.saleMonth < statementMonth;
}

function groupKeyOf(line: StatementLine, by: LineGrouping): { key: string; label: string } {
  if (by === 'store') return { key: `store:${line.storeId}`, label: line.storeName || line.storeId };
  return {
    key: line.releaseId === null ? `title:${line.releaseTitle}` : `release:${line.releaseId}`,
    label: line.releaseTitle,
  };
}

const byAmountThenLabel = (a: { totalMicros: bigint; label: string }, b: { totalMicros: bigint; label: string }) =>
  a.totalMicros === b.totalMicros ? a.label.localeCompare(b.label) : a.totalMicros > b.totalMicros ? -1 : 1;

/**
 * The sales lines in groups, largest subtotal first; inside a group, this month's lines before late ones, each part
 * largest first. Split lines are not sales and are left out (see splitLinesOf).
 */
export function groupSalesLines(
  lines: readonly StatementLine[],
  by: LineGrouping,
  statementMonth: string,
): LineGroup[] {
  const groups = new Map<string, LineGroup>();
  for (const line of lines) {
    if (line.kind !== 'sales') continue;
    const { key, label } = groupKeyOf(line, by);
    const group = groups.get(key) ?? { key, label, totalMicros: 0n, totalYen: 0, quantity: 0, lines: [] };
    group.totalMicros += toMicros(line.amountMicros);
    group.totalYen += line.amountYen;
    group.quantity += line.quantity;
    group.lines.push(line);
    groups.set(key, group);
  }
  const lineOrder = (a: StatementLine, b: StatementLine) => {
    const lateA = isLateLine(a, statementMonth);
    if (lateA !== isLateLine(b, statementMonth)) return lateA ? 1 : -1;
    const [x, y] = [toMicros(a.amountMicros), toMicros(b.amountMicros)];
    return x === y ? 0 : x > y ? -1 : 1;
  };
  return [...groups.values()]
    .map((group) => ({ ...group, lines: group.lines.sort(lineOrder) }))
    .sort(byAmountThenLabel);
}

/** Shares of other people's releases paid to this account, and shares of this account's releases paid out. */
export function splitLinesOf(lines: readonly StatementLine[]): { received: StatementLine[]; paid: StatementLine[] } {
  return {
    received: lines.filter((line) => line.kind === 'split_in'),
    paid: lines.filter((line) => line.kind === 'split_out'),
  };
}

/** The sum of the late lines: what earlier months' sales add to this statement. */
export function lateTotalMicros(lines: readonly StatementLine[], statementMonth: string): bigint {
  return sumMicros(lines.filter((line) => isLateLine(line, statementMonth)).map((line) => line.amountMicros));
}

/** The whole yen the late lines brought into the balance. */
export function lateTotalYen(lines: readonly StatementLine[], statementMonth: string): number {
  return lines.filter((line) => isLateLine(line, statementMonth)).reduce((sum, line) => sum + line.amountYen, 0);
}

/**
 * The whole yen of late sales for the statement's summary line, or null when they brought no whole yen in (a few sen
 * of late sales would read "0円" beside totals that are paid in whole yen).
 */
export function lateSummaryYen(lines: readonly StatementLine[], statementMonth: string): number | null {
  const yen = lateTotalYen(lines, statementMonth);
  return yen === 0 ? null : yen;
}

/**
 * Every revenue type in the spec's order with its amount, exact and as the whole yen paid (0 when the statement has
 * none of it).
 */
export function amountsByRevenueType(
  byRevenueType: ReadonlyArray<{ revenueType: RevenueType; amountMicros: string; amountYen: number }>,
): Array<{ revenueType: RevenueType; amountMicros: bigint; amountYen: number }> {
  return REVENUE_TYPES.map((revenueType) => {
    const ofType = byRevenueType.filter((each) => each.revenueType === revenueType);
    return {
      revenueType,
      amountMicros: sumMicros(ofType.map((each) => each.amountMicros)),
      amountYen: ofType.reduce((sum, each) => sum + each.amountYen, 0),
    };
  });
}

export type CarryNote =
  /** No fraction came in or went on. */
  | { kind: 'none' }
  /** The fraction under a yen carried in from last month and the one carried on to next month. */
  | { kind: 'fraction'; carryInMicros: bigint; carryOutMicros: bigint }
  /** Refunds took the month below zero: nothing was paid and the difference is taken from next month. */
  | { kind: 'belowZero'; carryOutMicros: bigint };

/** What the statement says about the fractions of a yen it carried, in and out. */
export function carryNoteOf(statement: Pick<Statement, 'carryInMicros' | 'carryOutMicros'>): CarryNote {
  const carryIn = toMicros(statement.carryInMicros);
  const carryOut = toMicros(statement.carryOutMicros);
  if (carryOut < 0n) return { kind: 'belowZero', carryOutMicros: carryOut };
  if (carryIn === 0n && carryOut === 0n) return { kind: 'none' };
  return { kind: 'fraction', carryInMicros: carryIn, carryOutMicros: carryOut };
}

/** The comparison's totals over every store. */
export function comparisonTotals(rows: readonly ComparisonRow[]) {
  return {
    estimateMicros: sumMicros(rows.map((row) => row.estimateMicros)),
    confirmedMicros: sumMicros(rows.map((row) => row.confirmedMicros)),
    fromEarlierMicros: sumMicros(rows.map((row) => row.fromEarlierMicros)),
    pendingMicros: sumMicros(rows.map((row) => row.pendingMicros)),
  };
}

export interface HistoryBar {
  month: string;
  totalYen: number;
  /** Each revenue type's part of the longest month's bar, in basis points (0..10000); negatives count as 0. */
  segments: Array<{ revenueType: RevenueType; amountMicros: bigint; amountYen: number; basisPoints: number }>;
}

/** Stacked bars for the twelve-month view, oldest month first, scaled to the largest month. */
export function historyBars(history: readonly HistoryMonth[]): HistoryBar[] {
  const months = [...history].sort((a, b) => a.month.localeCompare(b.month));
  const amounts = months.map((month) => amountsByRevenueType(month.byRevenueType));
  const positive = (micros: bigint) => (micros > 0n ? micros : 0n);
  const largest = amounts.reduce((max, types) => {
    const total = types.reduce((sum, type) => sum + positive(type.amountMicros), 0n);
    return total > max ? total : max;
  }, 0n);
  return months.map((month, index) => ({
    month: month.month,
    totalYen: month.totalYen,
    segments: (amounts[index] ?? []).map(({ revenueType, amountMicros, amountYen }) => ({
      revenueType,
      amountMicros,
      amountYen,
      basisPoints: largest === 0n ? 0 : Number((positive(amountMicros) * 10_000n) / largest),
    })),
  }));
}
