// What the checkout does with the payment API's answers, and the addresses it sends people to (pure, tested).
import { planPurchaseSchema } from '@otodoke/contract';
import { COUPON_CODE_PATTERN, normalizeCouponCode } from '@otodoke/domain';
import type { CheckoutMethod, CheckoutTarget, PaymentOrderView, PlanPurchase } from './plan-types.ts';

export const PAYMENTS_PATH = '/dashboard/profile/payments';
export const DASHBOARD_PRICING_PATH = '/dashboard/pricing';
export const PLAN_SETTINGS_PATH = '/dashboard/profile/plan';

/** The other engineer's page that shows an order: konbini and Pay-easy numbers, or where a payment stands. */
export function paymentResultPath(orderId: number): string {
  return `${PAYMENTS_PATH}/result?order=${orderId}`;
}

/** What the card page accepts as the address to come back to (the API's return_to rule). */
const RETURN_TO_PATTERN = /^\/[\w\-/?=&%.]*$/;
const RETURN_TO_MAX = 200;

const isReturnable = (address: string) => RETURN_TO_PATTERN.test(address) && address.length <= RETURN_TO_MAX;

/**
 * The card registration page, coming back to `returnTo`. When the whole address would not pass, it comes back to the
 * path with only the checkout (and its coupon) named, else to the path alone, so the checkout still opens again.
 */
export function cardRegistrationPath(returnTo: string): string {
  const withoutHash = returnTo.split('#')[0]!;
  const at = withoutHash.indexOf('?');
  const path = at < 0 ? withoutHash : withoutHash.slice(0, at);
  const kept = new URLSearchParams();
  const query = new URLSearchParams(at < 0 ? '' : withoutHash.slice(at + 1));
  for (const name of [CHECKOUT_PARAM, COUPON_PARAM]) {
    const value = query.get(name);
    if (value) kept.set(name, value);
  }
  const candidates = [returnTo, kept.size > 0 ? `${path}?${kept.toString()}` : path, path];
  const safe = candidates.find(isReturnable) ?? '/dashboard';
  return `/dashboard/profile/card?return_to=${encodeURIComponent(safe)}`;
}

/** The query parameter that reopens a checkout when the card page sends the browser back. */
export const CHECKOUT_PARAM = 'checkout';
/** The query parameter that carries the coupon typed into that checkout through the card page. */
export const COUPON_PARAM = 'coupon';

/** The coupon code an address carries back to a reopened checkout (as the API writes codes), or '' for none. */
export function couponCodeFrom(search: URLSearchParams): string {
  const code = normalizeCouponCode(search.get(COUPON_PARAM) ?? '');
  return COUPON_CODE_PATTERN.test(code) ? code : '';
}

/** A checkout named in an address: the page that owns it opens it again (a release's title is the page's to add). */
export type CheckoutToReopen =
  | { kind: 'release'; releaseId: number }
  | { kind: 'immersive'; immersiveSongId: number }
  | { kind: 'plan'; purchase: PlanPurchase };

/** The value of CHECKOUT_PARAM for a checkout ("release-6", "plan-unlimited_pro", "artist_capacity-3"). */
export function checkoutParamOf(target: CheckoutTarget): string {
  if (target.kind === 'release') return `release-${target.releaseId}`;
  if (target.kind === 'immersive') return `immersive-${target.immersiveSongId}`;
  const { purchase } = target;
  return purchase.kind === 'plan' ? `plan-${purchase.plan}` : `${purchase.kind}-${purchase.quantity}`;
}

/** The checkout an address asks to reopen, or null (none, or not one the API would take). */
export function checkoutToReopenFrom(search: URLSearchParams): CheckoutToReopen | null {
  const value = search.get(CHECKOUT_PARAM);
  const match = value ? /^([a-z_0-9]+)-([a-z_0-9]+)$/.exec(value) : null;
  if (!match) return null;
  const [, kind, rest] = match as unknown as [string, string, string];
  if (kind === 'release') {
    const releaseId = /^\d{1,9}$/.test(rest) ? Number(rest) : 0;
    return releaseId > 0 ? { kind: 'release', releaseId } : null;
  }
  if (kind === 'immersive') {
    const immersiveSongId = /^\d{1,9}$/.test(rest) ? Number(rest) : 0;
    return immersiveSongId > 0 ? { kind: 'immersive', immersiveSongId } : null;
  }
  const candidate =
    kind === 'plan' ? { kind, plan: rest } : { kind, quantity: /^\d{1,3}$/.test(rest) ? Number(rest) : 0 };
  const parsed = planPurchaseSchema.safeParse(candidate);
  return parsed.success ? { kind: 'plan', purchase: parsed.data } : null;
}

/**
 * The page's address with the checkout named in it (and the coupon typed into it, when it is a code): where the card
 * page comes back to, the checkout open again with the same coupon.
 */
export function checkoutReturnPath(pathname: string, search: string, target: CheckoutTarget, couponCode = ''): string {
  const params = new URLSearchParams(search);
  params.set(CHECKOUT_PARAM, checkoutParamOf(target));
  params.delete(COUPON_PARAM);
  const coupon = couponCodeFrom(new URLSearchParams({ [COUPON_PARAM]: couponCode }));
  if (coupon) params.set(COUPON_PARAM, coupon);
  return `${pathname}?${params.toString()}`;
}

/** The query without CHECKOUT_PARAM and its coupon (once the checkout is open again, a reload should not reopen it). */
export function withoutCheckoutParam(search: URLSearchParams): URLSearchParams {
  const params = new URLSearchParams(search);
  params.delete(CHECKOUT_PARAM);
  params.delete(COUPON_PARAM);
  return params;
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
  if (target.kind === 'immersive') return `immersive:${target.immersiveSongId}`;
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
 * The method selected at first: the registered card; with no card registered, the balance when it covers the total
 * (nothing more to do), else the card whenever it is open (going on registers one); else the first other open method
 * that needs no balance.
 */
export function defaultMethodOf(
  card: { card: unknown; methods: readonly CheckoutMethod[]; balance: number },
  total: number | undefined,
): CheckoutMethod | null {
  const offered = offeredMethodsOf(card);
  const balanceCovers = offered.includes('balance') && isBalanceEnough(card.balance, total);
  if (card.card !== null && offered.includes('card')) return 'card';
  if (balanceCovers) return 'balance';
  if (offered.includes('card')) return 'card';
  const other = offered.find((method) => method !== 'card' && method !== 'balance');
  if (other) return other;
  return offered[0] ?? null;
}
