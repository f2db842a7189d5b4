// Where the revenue screens live. The financial report and the balance each answer at two addresses (the spec's);
// links use the first.
export const REVENUE_PATHS = {
  financial: '/creators/dashboard/reports/financial',
  balance: '/member/balance',
  withdrawal: '/member/withdrawal',
} as const;

export type FinancialMode = 'yearmonth' | 'fixed';

/** The report's view from its address: ?mode=fixed for the twelve months, else one month (?year_month=YYYY-MM). */
export function financialQueryOf(search: URLSearchParams): { mode: FinancialMode; yearMonth: string | undefined } {
  const mode: FinancialMode = search.get('mode') === 'fixed' ? 'fixed' : 'yearmonth';
  const raw = search.get('year_month') ?? '';
  const yearMonth = /^\d{4}-(0[1-9]|1[0-2])$/.test(raw) ? raw : undefined;
  return { mode, yearMonth: mode === 'yearmonth' ? yearMonth : undefined };
}

/** The page of a paged list from ?page= (1 when absent or not a page number). */
export function pageOf(search: URLSearchParams): number {
  const raw = search.get('page') ?? '';
  return /^[1-9]\d{0,5}$/.test(raw) ? Number(raw) : 1;
}
