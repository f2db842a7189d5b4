// The estimate report's view in the address (/dashboard/reports/estimate?date_type=weekly&from=…), so a link or a
// reload shows the same report: the filters sent to the API (same names as its query) and how the detail is shown.
import {
  addDays,
  daysBetween,
  ESTIMATE_REPORT_DETAIL_TYPES,
  type EstimateReportDetailType,
  type IsoDate,
  isIsoDate,
  isOneOf,
  todayInTokyo,
  yesterday,
} from '@otodoke/domain';

export const ESTIMATE_DATE_TYPES = ['daily', 'weekly', 'monthly'] as const;
export type EstimateDateType = (typeof ESTIMATE_DATE_TYPES)[number];
export const ESTIMATE_DISPLAYS = ['release', 'song', 'country', 'jppref', 'store'] as const;
export type EstimateDisplay = (typeof ESTIMATE_DISPLAYS)[number];
export const ESTIMATE_METRICS = ['amount', 'quantity'] as const;
/** A figure the graph plots or the breakdown ranks by: estimated revenue, or plays and downloads. */
export type EstimateMetric = (typeof ESTIMATE_METRICS)[number];
export const SORT_ORDERS = ['desc', 'asc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** Days the default range covers, ending yesterday (the server's default too). */
export const DEFAULT_RANGE_DAYS = 30;
/** The longest range the server reads in one request (it cuts longer ones short). */
export const MAX_RANGE_DAYS = 1_100;
export const DETAIL_PAGE_SIZE = 25;

export interface EstimateFilters {
  dateType: EstimateDateType;
  from: IsoDate;
  to: IsoDate;
  display: EstimateDisplay;
  /** Empty: every detail type. */
  detailTypes: EstimateReportDetailType[];
}

export interface EstimateView extends EstimateFilters {
  /** What the graph plots. */
  chart: EstimateMetric;
  /** What the breakdown is ranked and sorted by, and which way. */
  sort: EstimateMetric;
  order: SortOrder;
  /** The breakdown's page. */
  page: number;
}

/** The default range: the 30 days up to yesterday in Tokyo (sales of today are never in yet). */
export function defaultRange(now: Date): { from: IsoDate; to: IsoDate } {
  const to = yesterday(todayInTokyo(now));
  return { from: addDays(to, -(DEFAULT_RANGE_DAYS - 1)), to };
}

export function defaultView(now: Date): EstimateView {
  return {
    dateType: 'daily',
    ...defaultRange(now),
    display: 'release',
    detailTypes: [],
    chart: 'amount',
    sort: 'amount',
    order: 'desc',
    page: 1,
  };
}

/** Detail types in the catalogue's order, without repeats; all of them (or none) means "every type", written []. */
export function normaliseDetailTypes(types: readonly string[]): EstimateReportDetailType[] {
  const chosen = ESTIMATE_REPORT_DETAIL_TYPES.filter((type) => types.includes(type));
  return chosen.length === ESTIMATE_REPORT_DETAIL_TYPES.length ? [] : chosen;
}

/** A detail type added to or taken out of the selection. */
export function toggleDetailType(
  selected: readonly EstimateReportDetailType[],
  type: EstimateReportDetailType,
): EstimateReportDetailType[] {
  return normaliseDetailTypes(selected.includes(type) ? selected.filter((each) => each !== type) : [...selected, type]);
}

/** Reads the view from the address; anything missing or unreadable falls back to the defaults. */
export function readEstimateView(params: URLSearchParams, now: Date): EstimateView {
  const fallback = defaultView(now);
  const pick = <T extends string>(values: readonly T[], key: string, otherwise: T): T => {
    const value = params.get(key);
    return isOneOf(values, value) ? value : otherwise;
  };
  const dateOf = (key: string): IsoDate | null => {
    const value = params.get(key);
    return value && isIsoDate(value) ? value : null;
  };
  const to = dateOf('to') ?? fallback.to;
  let from = dateOf('from') ?? (dateOf('to') ? addDays(to, -(DEFAULT_RANGE_DAYS - 1)) : fallback.from);
  if (from > to) from = to;
  const page = Number(params.get('page'));
  return {
    dateType: pick(ESTIMATE_DATE_TYPES, 'date_type', fallback.dateType),
    from,
    to,
    display: pick(ESTIMATE_DISPLAYS, 'display', fallback.display),
    detailTypes: normaliseDetailTypes((params.get('detail_types') ?? '').split(',')),
    chart: pick(ESTIMATE_METRICS, 'chart', fallback.chart),
    sort: pick(ESTIMATE_METRICS, 'sort', fallback.sort),
    order: pick(SORT_ORDERS, 'order', fallback.order),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/**
 * The address's query for a view. Dates are always written, so a shared link shows the same days tomorrow; the other
 * defaults are left out.
 */
export function estimateViewParams(view: EstimateView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.dateType !== 'daily') params.set('date_type', view.dateType);
  params.set('from', view.from);
  params.set('to', view.to);
  if (view.display !== 'release') params.set('display', view.display);
  if (view.detailTypes.length > 0) params.set('detail_types', view.detailTypes.join(','));
  if (view.chart !== 'amount') params.set('chart', view.chart);
  if (view.sort !== 'amount') params.set('sort', view.sort);
  if (view.order !== 'desc') params.set('order', view.order);
  if (view.page > 1) params.set('page', String(view.page));
  return params;
}

/** What GET /api/v2/me/reports/estimate is asked for (camelCase; the client writes snake_case). */
export function estimateApiQuery(filters: EstimateFilters) {
  return {
    dateType: filters.dateType,
    from: filters.from,
    to: filters.to,
    display: filters.display,
    detailTypes: filters.detailTypes.length > 0 ? filters.detailTypes.join(',') : undefined,
  };
}

/** The CSV of the same filters, in the interface language and for the account this tab works for. */
export function estimateCsvUrl(
  apiPath: string,
  filters: EstimateFilters,
  language: string,
  acid: number | null,
): string {
  const params = new URLSearchParams({
    date_type: filters.dateType,
    from: filters.from,
    to: filters.to,
    display: filters.display,
  });
  if (filters.detailTypes.length > 0) params.set('detail_types', filters.detailTypes.join(','));
  params.set('lang', language);
  if (acid !== null) params.set('_acid', String(acid));
  return `${apiPath}/csv?${params}`;
}

/**
 * A date as people type it: "2026/01/05", "2026-1-5", "20260105", full-width digits from a Japanese keyboard; null
 * when it is not a calendar date.
 */
export function parseTypedDate(text: string): IsoDate | null {
  const plain = text.normalize('NFKC').trim();
  const match = /^(\d{4})[/.-](\d{1,2})[/.-](\d{1,2})$/.exec(plain) ?? /^(\d{4})(\d{2})(\d{2})$/.exec(plain);
  if (!match) return null;
  const iso = `${match[1]}-${match[2]?.padStart(2, '0')}-${match[3]?.padStart(2, '0')}`;
  return isIsoDate(iso) ? iso : null;
}

export type RangeProblem = 'fromInvalid' | 'toInvalid' | 'fromAfterTo' | 'tooLong';

/** What is wrong with a range typed by hand (ISO dates or null for text that is no date), or null. */
export function rangeProblemOf(from: IsoDate | null, to: IsoDate | null): RangeProblem | null {
  if (from === null) return 'fromInvalid';
  if (to === null) return 'toInvalid';
  const days = daysBetween(from, to);
  if (days < 0) return 'fromAfterTo';
  if (days + 1 > MAX_RANGE_DAYS) return 'tooLong';
  return null;
}

export type QuickRange = 'yesterday' | 'last7' | 'last30' | 'last12months';
export const QUICK_RANGES: readonly QuickRange[] = ['yesterday', 'last7', 'last30', 'last12months'];

/** The filters a quick range button sets: its days (ending yesterday) and the graph step that suits them. */
export function quickRange(range: QuickRange, now: Date): { from: IsoDate; to: IsoDate; dateType: EstimateDateType } {
  const to = yesterday(todayInTokyo(now));
  switch (range) {
    case 'yesterday':
      return { from: to, to, dateType: 'daily' };
    case 'last7':
      return { from: addDays(to, -6), to, dateType: 'daily' };
    case 'last30':
      return { from: addDays(to, -29), to, dateType: 'daily' };
    case 'last12months':
      return { from: addDays(to, -364), to, dateType: 'monthly' };
  }
}

/** The quick range a view is showing, if any (its button is shown pressed). */
export function activeQuickRange(
  view: Pick<EstimateFilters, 'from' | 'to' | 'dateType'>,
  now: Date,
): QuickRange | null {
  return (
    QUICK_RANGES.find((range) => {
      const quick = quickRange(range, now);
      return quick.from === view.from && quick.to === view.to && quick.dateType === view.dateType;
    }) ?? null
  );
}
