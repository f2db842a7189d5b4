// Checkout and the life of a payment order: price (with coupon and tax), one order per purchase however often it is
// submitted, the charge at the gateway, and the effects once the money is in (release paid, plan term, credits).
// The use cases live in their own files; this composes them over one dependencies object.
// docs/decisions/0008-payments-and-coupons.md

import type { IndividualRow } from '../../platform/auth/sessions.ts';
import type { ActingAccount } from '../../platform/http/context.ts';
import { availableMethods, checkout } from './checkout.ts';
import { handleWebhook, syncOrder } from './gateway-sync.ts';
import {
  cancelOrder,
  deferredOrders,
  gatewayPaymentIdOf,
  getOrder,
  listOrders,
  settleDeferred,
} from './payment-orders.ts';
import { quote } from './payment-pricing.ts';
import {
  type CheckoutMethod,
  type Language,
  type PaymentsDeps,
  type PlanPurchase,
  paymentsContextOf,
} from './payments-context.ts';
import { reconcilePlans, termEnded } from './plan-terms.ts';
import { receiptOf } from './receipts.ts';

export { PLAN_LABELS } from './payment-labels.ts';
export { PAYMENT_SYNC_QUEUE, type PaymentsDeps, PLAN_TERM_QUEUE } from './payments-context.ts';

export function createPaymentsService(deps: PaymentsDeps) {
  const ctx = paymentsContextOf(deps);

  return {
    availableMethods: (account: ActingAccount) => availableMethods(ctx, account),

    quoteRelease: (account: ActingAccount, releaseId: number, couponCode: string | undefined, language: Language) =>
      quote(ctx, account, { kind: 'release', releaseId }, couponCode, language),

    quotePlan: (account: ActingAccount, purchase: PlanPurchase, couponCode: string | undefined, language: Language) =>
      quote(ctx, account, { kind: 'plan', purchase }, couponCode, language),

    quoteImmersive: (
      account: ActingAccount,
      immersiveSongId: number,
      couponCode: string | undefined,
      language: Language,
    ) => quote(ctx, account, { kind: 'immersive', immersiveSongId }, couponCode, language),

    payRelease(
      account: ActingAccount,
      individual: IndividualRow,
      body: { release_id: number; method: CheckoutMethod; coupon_code?: string | undefined; idempotency_key: string },
      language: Language,
    ) {
      return checkout(
        ctx,
        account,
        individual,
        { kind: 'release', releaseId: body.release_id },
        { method: body.method, couponCode: body.coupon_code, idempotencyKey: body.idempotency_key },
        language,
      );
    },

    payPlan(
      account: ActingAccount,
      individual: IndividualRow,
      body: {
        purchase: PlanPurchase;
        method: CheckoutMethod;
        coupon_code?: string | undefined;
        idempotency_key: string;
      },
      language: Language,
    ) {
      return checkout(
        ctx,
        account,
        individual,
        { kind: 'plan', purchase: body.purchase },
        { method: body.method, couponCode: body.coupon_code, idempotencyKey: body.idempotency_key },
        language,
      );
    },

    /**
     * Pays for an immersive edition the immersive audio feature found payable (verified, not paid, the account's):
     * an order of kind 'immersive' at the domain's price, through the same checkout (coupons of any distribution).
     */
    payImmersive(
      account: ActingAccount,
      individual: IndividualRow,
      immersiveSongId: number,
      body: { method: CheckoutMethod; coupon_code?: string | undefined; idempotency_key: string },
      language: Language,
    ) {
      return checkout(
        ctx,
        account,
        individual,
        { kind: 'immersive', immersiveSongId },
        { method: body.method, couponCode: body.coupon_code, idempotencyKey: body.idempotency_key },
        language,
      );
    },

    list: (account: ActingAccount, query: Parameters<typeof listOrders>[2], language: Language) =>
      listOrders(ctx, account, query, language),

    get: (account: ActingAccount, id: number, refresh: boolean, language: Language) =>
      getOrder(ctx, account, id, refresh, language),

    cancel: (account: ActingAccount, id: number, language: Language) => cancelOrder(ctx, account, id, language),

    /** The PDF receipt of a paid order of the account. */
    receipt: (account: ActingAccount, id: number, language: Language) => receiptOf(ctx, account, id, language),

    /** A signed notification from the gateway. Throws WebhookSignatureError for anything not signed by it. */
    handleWebhook: (rawBody: string, signature: string | undefined) => handleWebhook(ctx, rawBody, signature),

    /** Operators: deferred orders not settled yet, oldest first. */
    deferredOrders: (query: { page: number; limit: number }, language: Language) =>
      deferredOrders(ctx, query, language),

    /** Operators: the money of a deferred order arrived (invoice paid, partner paid, deducted from revenue). */
    settleDeferred: (orderId: number, language: Language) => settleDeferred(ctx, orderId, language),

    /** The gateway's id of an order's payment (demo seed, operators). */
    gatewayPaymentIdOf: (orderId: number) => gatewayPaymentIdOf(ctx, orderId),

    /** The payment-sync job: asks the gateway where an order stands. */
    sync: (orderId: number) => syncOrder(ctx, orderId),

    /**
     * At start: every account's plan follows its terms, and every term still running has its end job (terms that
     * came from before payments existed had none). Idempotent: the jobs are keyed by account and end.
     */
    reconcilePlans: () => reconcilePlans(ctx),

    /** The plan-term-end job. */
    termEnded: (accountId: number) => termEnded(ctx, accountId),
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
