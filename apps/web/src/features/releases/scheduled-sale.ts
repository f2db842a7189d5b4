// A release the stores hold but do not sell yet: "配信予定" with the date the owner chose, until a store reports it on
// sale (the stores keep it off sale until that day; then the status becomes 配信中).
import type { Language } from '@otodoke/domain';
import { formatDate } from '../../app/i18n/format.ts';

/** Delivered to every store, or to some (others refused): waiting for a store to put it on sale. */
const WAITING_FOR_SALE: readonly string[] = ['distribution_allsuccess', 'distribution_partsuccess'];

/** The chosen sale date (YYYY-MM-DD) while the release waits to go on sale; null in any other status. */
export function scheduledSaleDate(status: string, requestedSaleStartDate: string): string | null {
  if (!WAITING_FOR_SALE.includes(status)) return null;
  return saleDateIso(requestedSaleStartDate);
}

/**
 * A sale date as a release keeps it (YYYY/MM/DD, or YYYY-MM-DD) as YYYY-MM-DD, for the interface to write in its
 * language (useFormat().date reads a plain calendar date as that day); null for none or anything else.
 */
export function saleDateIso(text: string | null | undefined): string | null {
  const match = /^(\d{4})[/-](\d{2})[/-](\d{2})$/.exec((text ?? '').trim());
  return match ? `${match[1]}-${match[2]}-${match[3]}` : null;
}

/** A calendar date as the interface writes dates: YYYY/MM/DD in ja, "Dec 24, 2026" in en (that day, in any zone). */
export const calendarDateText = (isoDate: string, language: Language): string => formatDate(isoDate, language);
