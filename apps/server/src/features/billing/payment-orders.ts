// An account's payment orders after checkout: the list, one order (refreshed from the gateway on request), the
// user's cancel; and the operators' deferred orders and their settlement.
import {
  AppError,
  canMovePaymentOrder,
  isDeferredPayMethod,
  PAYMENT_ORDER_STATUS,
  paymentOrderStatusName,
} from '@otodoke/domain';
import { GatewayError } from '../../integrations/payment-gateway/payment-gateway.ts';
import type { ActingAccount } from '../../platform/http/context.ts';
import * as repo from './billing.repository.ts';
import { applyGatewayPayment } from './gateway-sync.ts';
import { presentOrderRow, presentOrders } from './payment-view.ts';
import type { Language, PaymentsContext } from './payments-context.ts';
import { settle } from './settlement.ts';

export async function listOrders(
  ctx: PaymentsContext,
  account: ActingAccount,
  query: {
    kind?: 'plan' | 'release';
    status_group?: 'processing' | 'canceled' | 'paid';
    page: number;
    limit: number;
  },
  language: Language,
) {
  const statuses =
    query.status_group === 'processing'
      ? [100, 110, 210, 220]
      : query.status_group === 'paid'
        ? [PAYMENT_ORDER_STATUS.paid]
        : query.status_group === 'canceled'
          ? [PAYMENT_ORDER_STATUS.expired, PAYMENT_ORDER_STATUS.canceled]
          : undefined;
  const { rows, total } = await repo.listOrders(ctx.db, account.row.id, {
    ...(query.kind ? { kind: query.kind } : {}),
    ...(statuses ? { statuses } : {}),
    page: query.page,
    limit: query.limit,
  });
  return { items: await presentOrders(ctx.db, rows, language), total, page: query.page, limit: query.limit };
}

export async function getOrder(
  ctx: PaymentsContext,
  account: ActingAccount,
  id: number,
  refresh: boolean,
  language: Language,
) {
  const { db, gateway } = ctx;
  const order = await repo.findOrder(db, account.row.id, id);
  if (!order) throw new AppError('NOT_FOUND');
  if (refresh && order.gatewayPaymentId && order.status < PAYMENT_ORDER_STATUS.paid) {
    try {
      await applyGatewayPayment(ctx, await gateway.retrievePayment(order.gatewayPaymentId), 'gateway', order.id);
    } catch (error) {
      ctx.logger.warn({ err: error, orderId: order.id }, 'could not refresh the payment from the gateway');
    }
  }
  return presentOrderRow(db, (await repo.findOrder(db, account.row.id, id))!, language);
}

export async function cancelOrder(ctx: PaymentsContext, account: ActingAccount, id: number, language: Language) {
  const { db, gateway } = ctx;
  const order = await repo.findOrder(db, account.row.id, id);
  if (!order) throw new AppError('NOT_FOUND');
  const status = paymentOrderStatusName(order.status)!;
  if (!canMovePaymentOrder(status === 'created' ? 'created' : status, 'canceled', 'user')) {
    throw new AppError('PAYMENT_NOT_CANCELABLE');
  }
  if (order.gatewayPaymentId) {
    try {
      const payment = await gateway.cancelPayment(order.gatewayPaymentId, `otodoke-cancel-${order.id}`);
      await applyGatewayPayment(ctx, payment, 'user', order.id);
    } catch (error) {
      if (error instanceof GatewayError && error.code === 'payment_intent_unexpected_state') {
        // Paid in the meantime: the gateway's answer wins.
        await applyGatewayPayment(ctx, await gateway.retrievePayment(order.gatewayPaymentId), 'gateway', order.id);
        throw new AppError('PAYMENT_NOT_CANCELABLE');
      }
      throw error instanceof AppError ? error : new AppError('PAYMENT_GATEWAY_UNAVAILABLE');
    }
  } else {
    // Sent to the gateway without an answer: it may have taken the money, so only the gateway's word settles it.
    if (order.gatewayAttemptedAt) throw new AppError('PAYMENT_NOT_CANCELABLE');
    await db.transaction(async (tx) => {
      const locked = await repo.lockOrderById(tx, order.id);
      if (locked) await settle(ctx, tx, locked, 'canceled', { actor: 'user', failureCode: 'canceled' });
    });
  }
  return presentOrderRow(db, (await repo.findOrder(db, account.row.id, id))!, language);
}

/** Operators: deferred orders not settled yet, oldest first. */
export async function deferredOrders(ctx: PaymentsContext, query: { page: number; limit: number }, language: Language) {
  const { rows, total } = await repo.listDeferredOrders(ctx.db, ctx.accounts.accountNameSql, query);
  const presented = await presentOrders(
    ctx.db,
    rows.map((row) => row.order),
    language,
  );
  return {
    items: presented.map((order, index) => ({
      ...order,
      account_id: rows[index]!.order.accountId,
      account_name: rows[index]!.accountName,
    })),
    total,
    page: query.page,
    limit: query.limit,
  };
}

/** Operators: the money of a deferred order arrived (invoice paid, partner paid, deducted from revenue). */
export async function settleDeferred(ctx: PaymentsContext, orderId: number, language: Language) {
  const settled = await ctx.db.transaction(async (tx) => {
    const order = await repo.lockOrderById(tx, orderId);
    if (!order || !isDeferredPayMethod(order.method)) throw new AppError('NOT_FOUND');
    if (order.status !== PAYMENT_ORDER_STATUS.authed) throw new AppError('PAYMENT_NOT_CANCELABLE');
    return settle(ctx, tx, order, 'paid', { actor: 'system' });
  });
  return presentOrderRow(ctx.db, settled, language);
}

/** The gateway's id of an order's payment (demo seed, operators). */
export async function gatewayPaymentIdOf(ctx: PaymentsContext, orderId: number) {
  return (await repo.findOrderById(ctx.db, orderId))?.gatewayPaymentId ?? null;
}
