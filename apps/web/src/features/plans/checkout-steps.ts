// What the checkout does with the payment API's answers, and the addresses it sends people to (pure, tested).
import type { CheckoutMethod, CheckoutTarget, PaymentOrderView } from './plan-types.ts';

export const PAYMENTS_PATH = '/dashboard/profile/payments';
export const DASHBOARD_PRICING_PATH = '/dashboard/pricing';
export const PLAN_SETTINGS_PATH = '/dashboard/profile/plan';

/** The other engineer's page that shows an order: konbini and Pay-easy numbers, or where a payment stands. */
export function paymentResultPath(orderId: number): string {
  return `${PAYMENTS_PATH}/result?order=${orderId}`;
}

/** What the card page accepts as the address to come back to (the API's return_to rule). */
const RETURN_TO_PATTERN = /^\/[\w\-/?=&%.]*$/;

/** The card registration page, coming back to `returnTo` (or to its path alone when the query would not pass). */
export function cardRegistrationPath(returnTo: string): string {
  const path = RETURN_TO_PATTERN.test(returnTo) ? returnTo : returnTo.split(/[?#]/)[0]!;
  const safe = RETURN_TO_PATTERN.test(path) && path.length <= 200 ? path : '/dashboard';
  return `/dashboard/profile/card?return_to=${encodeURIComponent(safe)}`;
}

export type CheckoutStep =
  /** The money is in: close and say so. */
  | { kind: 'paid' }
  /** 3-D Secure or the carrier's page: the browser goes there and comes back to the result page. */
  | { kind: 'redirect'; url: string }
  /** Konbini or Pay-easy numbers, or a payment still being processed: the result page shows it. */
  | { kind: 'result'; path: string }
  /** Declined or given up: say why in the dialog and let the person choose again. */
  | { kind: 'declined'; message: string | null };

/** The next step after a payment call answered with an order. */
export function nextStepOf(
  order: Pick<PaymentOrderView, 'id' | 'statusGroup' | 'nextAction' | 'failure'>,
): CheckoutStep {
  if (order.statusGroup === 'paid') return { kind: 'paid' };
  if (order.statusGroup === 'canceled') return { kind: 'declined', message: order.failure?.message ?? null };
  if (order.nextAction?.type === 'redirect') return { kind: 'redirect', url: order.nextAction.url };
  return { kind: 'result', path: paymentResultPath(order.id) };
}

/**
 * One submission's idempotency key. The key is kept while the same thing is submitted again (a double click, a retry
 * after a network error), so the server answers the same order and charges once; what is submitted changing (another
 * method or coupon) takes a fresh key, as does a declined order (`signature: null` after a decline).
 */
export type CheckoutAttempt = { readonly key: string; readonly signature: string | null };

export function attemptFor(previous: CheckoutAttempt, signature: string, newKey: () => string): CheckoutAttempt {
  if (previous.signature === null || previous.signature === signature) return { key: previous.key, signature };
  return { key: newKey(), signature };
}

/** A random key the API accepts (letters, digits, hyphens); crypto.randomUUID needs a secure context. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** A stable text for what a checkout is for (cache key of its quote). */
export function targetKey(target: CheckoutTarget): string {
  if (target.kind === 'release') return `release:${target.releaseId}`;
  const { purchase } = target;
  return purchase.kind === 'plan' ? `plan:${purchase.plan}` : `${purchase.kind}:${purchase.quantity}`;
}

/** The methods offered: every open one, but paying from the balance only when there is a balance. */
export function offeredMethodsOf(card: { methods: readonly CheckoutMethod[]; balance: number }): CheckoutMethod[] {
  return card.methods.filter((method) => method !== 'balance' || card.balance > 0);
}

/** Whether the balance covers a total (tax included). */
export function isBalanceEnough(balance: number, total: number | undefined): boolean {
  return total !== undefined && balance >= total;
}

/**
 * The method selected at first: the registered card when there is one, else the first other open method that needs
 * no balance, else the balance when it covers the total.
 */
export function defaultMethodOf(
  card: { card: unknown; methods: readonly CheckoutMethod[]; balance: number },
  total: number | undefined,
): CheckoutMethod | null {
  const offered = offeredMethodsOf(card);
  if (card.card !== null && offered.includes('card')) return 'card';
  const other = offered.find((method) => method !== 'card' && method !== 'balance');
  if (other) return other;
  if (offered.includes('balance') && isBalanceEnough(card.balance, total)) return 'balance';
  return offered[0] ?? null;
}
