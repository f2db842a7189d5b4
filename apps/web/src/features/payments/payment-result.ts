// What the payment result page shows for an order, and when it asks the server again.
import type { PaymentOrder } from './payment-types.ts';

export type ResultView =
  | 'paid'
  | 'accepted'
  | 'konbini'
  | 'payeasy'
  | 'authenticate'
  | 'waiting'
  | 'processing'
  | 'failed';

type OrderState = Pick<PaymentOrder, 'status' | 'nextAction'> & { method?: string };

/** Settled later (monthly invoice, revenue share, partner): accepted orders of these wait for no gateway. */
const DEFERRED_METHODS = ['monthly_bill', 'revenue_share', 'by_oem'];
const isAcceptedForLater = (order: OrderState) =>
  order.status === 'authed' && DEFERRED_METHODS.includes(order.method ?? '');

export function resultViewOf(order: OrderState): ResultView {
  if (isAcceptedForLater(order)) return 'accepted';
  switch (order.status) {
    case 'paid':
      return 'paid';
    case 'expired':
    case 'canceled':
      return 'failed';
    case 'wait_auth':
      if (order.nextAction?.type === 'konbini') return 'konbini';
      if (order.nextAction?.type === 'payeasy') return 'payeasy';
      if (order.nextAction?.type === 'redirect') return 'authenticate';
      return 'waiting';
    default:
      return 'processing';
  }
}

export const POLL_INTERVAL_MS = 2_000;
/** After this long the page stops asking and offers a reload instead. */
export const POLL_LIMIT_MS = 60_000;

/**
 * Orders the gateway is still deciding (created, entried, authed) or that wait for the buyer on the gateway's page
 * (3-D Secure, carrier) change by themselves; konbini and Pay-easy numbers wait days, so those are not polled.
 */
export function isSettling(order: OrderState): boolean {
  if (isAcceptedForLater(order)) return false;
  if (order.status === 'created' || order.status === 'entried' || order.status === 'authed') return true;
  return order.status === 'wait_auth' && order.nextAction?.type === 'redirect';
}

/** How long to wait before asking again, or null to stop (nothing will change by itself, or the time is up). */
export function nextPollDelay(order: OrderState, elapsedMs: number): number | null {
  if (!isSettling(order)) return null;
  return elapsedMs + POLL_INTERVAL_MS > POLL_LIMIT_MS ? null : POLL_INTERVAL_MS;
}

/** Whether the buyer may still cancel (the server decides; this only shows the button). */
export function canCancel(order: OrderState): boolean {
  return order.status === 'wait_auth' && order.nextAction !== null;
}
