// Addresses of the payment screens and where an order leads (its release, the plan, the receipt).
import type { Language } from '../../app/constants.ts';
import type { PaymentOrder } from './payment-types.ts';

export const CARD_PAGE = '/dashboard/profile/card';
export const PAYMENTS_TAB = '/dashboard/profile/payments';
export const RECEIPTS_TAB = '/dashboard/profile/receipt';
export const PLAN_TAB = '/dashboard/profile/plan';
export const PRICING_PAGE = '/dashboard/pricing';

export function paymentResultPath(orderId: number): string {
  return `/dashboard/profile/payments/result?order=${orderId}`;
}

/** The order a result address names (?order=N), or null for anything else. */
export function orderIdFrom(search: URLSearchParams): number | null {
  const raw = search.get('order');
  if (raw === null || !/^\d{1,12}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 && Number.isSafeInteger(id) ? id : null;
}

function releasePath(releaseId: number): string {
  return `/dashboard/releases/new?release_id=${releaseId}`;
}

/** Where a paid order's "view" link goes: its release, or the plan tab (plans, capacity, credits). */
export function purchasedPathOf(order: Pick<PaymentOrder, 'kind' | 'release'>): string {
  return order.kind === 'release' && order.release ? releasePath(order.release.id) : PLAN_TAB;
}

/** Where to try again after an order failed: the release to pay for, or the plans to choose from. */
export function retryPathOf(order: Pick<PaymentOrder, 'kind' | 'release'>): string {
  return order.kind === 'release' && order.release ? releasePath(order.release.id) : PRICING_PAGE;
}

/**
 * The receipt PDF as a plain link: a download carries no headers, so the account and language go in the query (the
 * same way the bulk-upload downloads do).
 */
export function receiptHref(receiptUrl: string, language: Language, acid: number | null): string {
  const query = new URLSearchParams({ lang: language });
  if (acid !== null) query.set('_acid', String(acid));
  return `${receiptUrl}${receiptUrl.includes('?') ? '&' : '?'}${query}`;
}

/** The card page, coming back to `returnTo` once a card is saved. */
export function cardPagePath(returnTo?: string): string {
  return returnTo ? `${CARD_PAGE}?${new URLSearchParams({ return_to: returnTo })}` : CARD_PAGE;
}

/** A card payment the issuer or 3-D Secure refused (not one the buyer cancelled): another card may do. */
export function isCardDecline(order: Pick<PaymentOrder, 'method' | 'status' | 'failure'>): boolean {
  return (
    order.method === 'card' &&
    order.status === 'canceled' &&
    order.failure !== null &&
    order.failure.code !== 'canceled'
  );
}
