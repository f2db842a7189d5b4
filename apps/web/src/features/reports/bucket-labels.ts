// Dates of the estimate report in the spec's form (YYYY/MM/DD) in both languages: the graph's ticks are short, its
// tooltips say the whole period a bar covers, cut to the range asked for (the first and last week or month may be
// partial).
import { addDays, DATE_FORMATS, formatIsoDate, type IsoDate, lastDayOfMonth } from '@otodoke/domain';
import type { EstimateDateType } from './estimate-query.ts';

/** "2026/01/31". */
export function slashDate(date: IsoDate): string {
  return formatIsoDate(date, DATE_FORMATS.ymdSlash);
}

/** "2026/01". */
export function slashMonth(date: IsoDate): string {
  return slashDate(date).slice(0, 7);
}

/** A tick under a bar: the day ("01/31"), the week's first day ("01/27") or the month ("2026/01"). */
export function bucketTick(date: IsoDate, dateType: EstimateDateType): string {
  return dateType === 'monthly' ? slashMonth(date) : slashDate(date).slice(5);
}

/** The days a bar stands for, inside the range: "2026/01/31", "2026/01/27 – 2026/02/02" or "2026/01". */
export function bucketPeriod(date: IsoDate, dateType: EstimateDateType, range: { from: IsoDate; to: IsoDate }): string {
  if (dateType === 'daily') return slashDate(date);
  const start = date < range.from ? range.from : date;
  const naturalEnd = dateType === 'weekly' ? addDays(date, 6) : lastDayOfMonth(date);
  const end = naturalEnd > range.to ? range.to : naturalEnd;
  if (dateType === 'monthly' && start === date && end === naturalEnd) return slashMonth(date);
  return start === end ? slashDate(start) : `${slashDate(start)} – ${slashDate(end)}`;
}
