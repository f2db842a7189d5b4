// How a payment order moves (spec: created, entried, wait_auth, authed, paid, expired, canceled) and who moves it.
// `gateway`: the payment gateway's signed notification or its answer; `system`: the service's own jobs (expiry).
import type { PaymentOrderStatusName } from '../enumerations/plan-payment.ts';

export type PaymentActor = 'user' | 'system' | 'gateway';

type Step = { readonly to: readonly PaymentOrderStatusName[]; readonly by: readonly PaymentActor[] };

export const PAYMENT_ORDER_TRANSITIONS: ReadonlyArray<readonly [PaymentOrderStatusName, Step]> = [
  // The order is registered with the gateway (entry), or given up before that.
  ['created', { to: ['entried'], by: ['system'] }],
  // Paid without the gateway: from the balance, or a coupon that covers the whole price.
  ['created', { to: ['paid'], by: ['system'] }],
  // Deferred settlement (monthly invoice, OEM partner, revenue share): accepted now, settled later.
  ['created', { to: ['authed'], by: ['system'] }],
  ['created', { to: ['canceled'], by: ['user', 'system'] }],
  // Card: 3-D Secure redirect; konbini / Pay-easy: a payment number until its deadline; carrier: the carrier's page.
  ['entried', { to: ['wait_auth', 'authed', 'paid'], by: ['gateway'] }],
  ['entried', { to: ['canceled'], by: ['user', 'system', 'gateway'] }],
  ['entried', { to: ['expired'], by: ['system', 'gateway'] }],
  ['wait_auth', { to: ['authed', 'paid', 'canceled'], by: ['gateway'] }],
  ['wait_auth', { to: ['expired'], by: ['system', 'gateway'] }],
  ['wait_auth', { to: ['canceled'], by: ['user'] }],
  // An authorised card is captured, or the authorisation is voided.
  ['authed', { to: ['paid', 'canceled'], by: ['gateway', 'system'] }],
];

const INDEX = new Map<PaymentOrderStatusName, Map<PaymentOrderStatusName, Set<PaymentActor>>>();
for (const [from, step] of PAYMENT_ORDER_TRANSITIONS) {
  const targets = INDEX.get(from) ?? new Map<PaymentOrderStatusName, Set<PaymentActor>>();
  for (const to of step.to) {
    const actors = targets.get(to) ?? new Set<PaymentActor>();
    for (const actor of step.by) actors.add(actor);
    targets.set(to, actors);
  }
  INDEX.set(from, targets);
}

export const canMovePaymentOrder = (
  from: PaymentOrderStatusName,
  to: PaymentOrderStatusName,
  actor: PaymentActor,
): boolean => INDEX.get(from)?.get(to)?.has(actor) ?? false;

/** Paid, expired and canceled orders stay as they are (a refund is a new record, not a status). */
export const FINAL_PAYMENT_ORDER_STATUSES: readonly PaymentOrderStatusName[] = ['paid', 'expired', 'canceled'];
