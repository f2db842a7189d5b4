// The payment gateway's side of an order: sending an order to it (charge), and applying what it says of the payment,
// whether asked (refresh, the sync job) or told (the signed webhook).
import { AppError, PAYMENT_ORDER_STATUS, type PaymentOrderStatusName } from '@otodoke/domain';
import type { GatewayPayment, PaymentGateway } from '../../integrations/payment-gateway/payment-gateway.ts';
import { GatewayError } from '../../integrations/payment-gateway/payment-gateway.ts';
import type { PaymentNextActionJson } from '../../platform/db/schema.ts';
import * as repo from './billing.repository.ts';
import {
  ABANDONED_REDIRECT_MS,
  GATEWAY_METHOD,
  type GatewayCheckoutMethod,
  ordererOf,
  PAYMENT_SYNC_QUEUE,
  type PaymentsContext,
} from './payments-context.ts';
import { settle } from './settlement.ts';

/**
 * Sends a `created` order to the gateway. Safe to repeat: the gateway key is the order's, so however often this
 * runs (a double submission, a retry after a timeout) the gateway charges once. Everything it needs is read from
 * the order, so a retry charges exactly what was ordered, the way it was ordered.
 */
export async function charge(ctx: PaymentsContext, orderId: number) {
  const { db, gateway, publicUrl } = ctx;
  const order = await repo.findOrderById(db, orderId);
  if (!order || order.status !== PAYMENT_ORDER_STATUS.created) return;
  const accountRow = await ctx.accounts.accountRowById(db, order.accountId);
  const orderer = await ordererOf(ctx, db, order);
  const card = order.method === 'card' ? await repo.findCard(db, order.accountId) : null;
  const customer = order.method === 'card' ? await repo.findCustomer(db, order.accountId) : null;
  if (order.method === 'card' && !(card && customer)) throw new AppError('CARD_NOT_REGISTERED');
  // From here the gateway may hold a payment for this order: it is never canceled here without asking it.
  if (!order.gatewayAttemptedAt) await repo.updateOrder(db, order.id, { gatewayAttemptedAt: ctx.now() });
  let payment: GatewayPayment;
  try {
    payment = await gateway.createPayment({
      amount: order.total,
      method: GATEWAY_METHOD[order.method as GatewayCheckoutMethod],
      idempotencyKey: `otodoke-order-${order.id}`,
      description: `Otodoke order ${order.id}`,
      // _acid keeps the returning tab on the account that paid, whichever account the session would pick.
      returnUrl: `${publicUrl}/dashboard/profile/payments/result?order=${order.id}&_acid=${order.accountId}`,
      metadata: { order_id: String(order.id), account_id: String(order.accountId) },
      ...(customer ? { customerId: customer.gatewayCustomerId } : {}),
      ...(card ? { paymentMethodId: card.gatewayPaymentMethodId } : {}),
      ...(order.method !== 'card'
        ? {
            billing: {
              name: accountRow?.companyName || accountRow?.name || orderer?.name || '',
              email: orderer?.email ?? '',
            },
          }
        : {}),
    });
  } catch (error) {
    if (error instanceof GatewayError && error.payment) {
      payment = error.payment;
    } else {
      ctx.logger.warn({ err: error, orderId: order.id }, 'payment gateway did not take the order');
      // Unknown whether the gateway took it: the sync job asks again with the same key until it answers.
      await ctx.jobs.send(PAYMENT_SYNC_QUEUE, { order_id: order.id }, { singletonKey: `payment-retry-${order.id}` });
      throw new AppError('PAYMENT_GATEWAY_UNAVAILABLE');
    }
  }
  await applyGatewayPayment(ctx, payment, 'gateway', order.id);
}

/** The order status, next step and failure a gateway payment stands for. */
function targetOf(payment: GatewayPayment): {
  status: PaymentOrderStatusName;
  nextAction: PaymentNextActionJson | null;
  failureCode: string | null;
} {
  const failureCode = payment.lastError ? (payment.lastError.declineCode ?? payment.lastError.code) : null;
  // A konbini or Pay-easy number whose deadline passed: the gateway reports a failed attempt, then a cancel.
  if (failureCode === 'payment_intent_payment_attempt_expired' && payment.status !== 'succeeded') {
    return { status: 'expired', nextAction: null, failureCode };
  }
  switch (payment.status) {
    case 'succeeded':
      return { status: 'paid', nextAction: null, failureCode: null };
    case 'processing':
      return { status: 'entried', nextAction: null, failureCode: null };
    case 'requires_action': {
      const action = payment.nextAction;
      const nextAction: PaymentNextActionJson | null = !action
        ? null
        : action.type === 'redirect'
          ? action
          : action.type === 'konbini'
            ? { ...action, expiresAt: action.expiresAt.toISOString() }
            : { ...action, expiresAt: action.expiresAt.toISOString() };
      return { status: 'wait_auth', nextAction, failureCode: null };
    }
    case 'requires_payment_method':
      return { status: 'canceled', nextAction: null, failureCode: failureCode ?? 'card_declined' };
    case 'canceled':
      return failureCode === 'payment_intent_payment_attempt_expired'
        ? { status: 'expired', nextAction: null, failureCode }
        : { status: 'canceled', nextAction: null, failureCode: failureCode ?? 'canceled' };
  }
}

/** Applies what the gateway says about a payment to its order (idempotent; never moves a final order). */
export async function applyGatewayPayment(
  ctx: PaymentsContext,
  payment: GatewayPayment,
  actor: 'gateway' | 'user' | 'system',
  orderId: number | null,
  eventId?: { id: string; type: string },
): Promise<void> {
  const { logger } = ctx;
  await ctx.db.transaction(async (tx) => {
    if (eventId && !(await repo.recordGatewayEvent(tx, eventId.id, eventId.type, payment.id))) return;
    const id = orderId ?? (await repo.findOrderByGatewayId(tx, payment.id))?.id ?? Number(payment.metadata.order_id);
    const order = Number.isSafeInteger(id) && id > 0 ? await repo.lockOrderById(tx, id) : null;
    if (!order) {
      logger.warn({ paymentId: payment.id }, 'gateway payment without an order');
      return;
    }
    if (order.gatewayPaymentId && order.gatewayPaymentId !== payment.id) {
      logger.warn({ orderId: order.id, paymentId: payment.id }, 'gateway payment of another attempt ignored');
      return;
    }
    if (payment.amount !== order.total) {
      logger.error({ orderId: order.id, paymentId: payment.id }, 'gateway amount differs from the order');
      return;
    }
    const target = targetOf(payment);
    await settle(ctx, tx, order, target.status, {
      actor,
      gatewayPaymentId: payment.id,
      nextAction: target.nextAction,
      failureCode: target.failureCode,
    });
  });
}

/** A signed notification from the gateway. Throws WebhookSignatureError for anything not signed by it. */
export async function handleWebhook(ctx: PaymentsContext, rawBody: string, signature: string | undefined) {
  let event: ReturnType<PaymentGateway['verifyWebhook']>;
  try {
    event = ctx.gateway.verifyWebhook(rawBody, signature, ctx.now());
  } catch (error) {
    // A signed event of a kind this service does not act on is acknowledged, so the gateway stops resending it.
    if (error instanceof GatewayError && error.code === 'unsupported_event_type') return;
    throw error;
  }
  await applyGatewayPayment(ctx, event.payment, 'gateway', null, { id: event.id, type: event.type });
}

/** The payment-sync job: asks the gateway where an order stands. */
export async function syncOrder(ctx: PaymentsContext, orderId: number) {
  const { db, gateway, now } = ctx;
  const order = await repo.findOrderById(db, orderId);
  if (!order || order.status >= PAYMENT_ORDER_STATUS.paid) return;
  // The gateway did not answer the first time: the same request again (same key) finds or makes the payment.
  if (!order.gatewayPaymentId) {
    if (order.status === PAYMENT_ORDER_STATUS.created && order.gatewayAttemptedAt) await charge(ctx, order.id);
    return;
  }
  try {
    const payment = await gateway.retrievePayment(order.gatewayPaymentId);
    const abandoned =
      payment.status === 'requires_action' &&
      payment.nextAction?.type === 'redirect' &&
      now().getTime() - order.updatedAt.getTime() >= ABANDONED_REDIRECT_MS;
    await applyGatewayPayment(
      ctx,
      abandoned ? await gateway.cancelPayment(payment.id, `otodoke-abandon-${order.id}`) : payment,
      'gateway',
      order.id,
    );
  } catch (error) {
    // The gateway does not know the payment (the simulator forgets on restart): past its deadline, nothing can
    // arrive any more, so the order expires; before it, the job tries again later.
    const unknown = error instanceof GatewayError && error.status === 404;
    if (!unknown || !order.expiresAt || order.expiresAt > now()) throw error;
    await db.transaction(async (tx) => {
      const locked = await repo.lockOrderById(tx, order.id);
      if (locked)
        await settle(ctx, tx, locked, 'expired', {
          actor: 'system',
          failureCode: 'payment_intent_payment_attempt_expired',
        });
    });
  }
}
