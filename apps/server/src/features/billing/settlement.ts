// What follows when a payment order changes status: the order's own record (receipt number, deadlines), what the money
// buys (release paid, plan term, credits), the affiliate reward, the follow-up jobs and the mails.
import {
  canMovePaymentOrder,
  canTransition,
  formatTaxIncluded,
  isDeferredPayMethod,
  PAYMENT_ORDER_STATUS,
  type PaymentOrderStatusName,
  paymentOrderStatusName,
  RELEASE_STATUS,
  type ReleaseStatusName,
  releaseStatusName,
} from '@otodoke/domain';
import type { Executor } from '../../platform/db/client.ts';
import { takeNextNumber } from '../../platform/db/counters.ts';
import type { PaymentNextActionJson } from '../../platform/db/schema.ts';
import type { PaymentOrderRow } from './billing.repository.ts';
import * as repo from './billing.repository.ts';
import { itemName } from './payment-labels.ts';
import { formatDeadline, paymentNumbersText } from './payment-mail.ts';
import {
  ABANDONED_REDIRECT_MS,
  isRenewalStatus,
  ordererOf,
  PAYMENT_SYNC_QUEUE,
  type PaymentsContext,
} from './payments-context.ts';
import { fulfilPlanPurchase } from './plan-terms.ts';

export interface OrderChange {
  actor: 'gateway' | 'user' | 'system';
  gatewayPaymentId?: string;
  nextAction?: PaymentNextActionJson | null;
  failureCode?: string | null;
}

/** Who is told about the order, and how the mails name it. */
interface MailContext {
  orderer: Awaited<ReturnType<typeof ordererOf>>;
  item: string;
  paymentsUrl: string;
}

export async function moveRelease(
  ctx: PaymentsContext,
  tx: Executor,
  releaseId: number,
  from: ReleaseStatusName,
  to: ReleaseStatusName,
) {
  if (!canTransition(from, to, 'system') && !canTransition(from, to, 'user')) {
    ctx.logger.warn({ releaseId, from, to }, 'release status change refused');
    return;
  }
  await repo.moveReleaseForPayment(tx, releaseId, from, to);
}

/** Moves a locked order to `to` along the transition table and carries out what that means. */
export async function settle(
  ctx: PaymentsContext,
  tx: Executor,
  order: PaymentOrderRow,
  to: PaymentOrderStatusName,
  change: OrderChange,
): Promise<PaymentOrderRow> {
  let from = paymentOrderStatusName(order.status)!;
  const at = ctx.now();
  if (from === to) {
    if (change.gatewayPaymentId && !order.gatewayPaymentId) {
      return repo.updateOrder(tx, order.id, { gatewayPaymentId: change.gatewayPaymentId });
    }
    return order;
  }
  // Whatever the gateway says of a payment, it has the order: that is the entry step.
  if (from === 'created' && change.actor === 'gateway') from = 'entried';
  if (!canMovePaymentOrder(from, to, change.actor)) {
    if (to === 'paid') {
      // Money arrived for an order that had ended: an operator must refund it or give what was paid for.
      ctx.logger.error({ orderId: order.id, from, actor: change.actor }, 'payment received for a closed order');
    } else {
      ctx.logger.warn({ orderId: order.id, from, to, actor: change.actor }, 'payment order change refused');
    }
    return order;
  }
  const action = change.nextAction ?? null;
  const expiresAt =
    action && (action.type === 'konbini' || action.type === 'payeasy') ? new Date(action.expiresAt) : null;
  const updated = await repo.updateOrder(tx, order.id, await orderValues(tx, to, change, action, expiresAt, at));
  const mail = await mailContextOf(ctx, tx, updated);

  // A deferred order delivers when it is accepted; its settlement later only records the money.
  const deferred = isDeferredPayMethod(updated.method);
  if (to === 'authed' && deferred) await fulfil(ctx, tx, updated, at);
  if (to === 'paid') {
    if (!(deferred && from === 'authed')) await fulfil(ctx, tx, updated, at);
    await ctx.affiliate.accrue(tx, updated);
    if (mail.orderer) {
      await ctx.mailer.enqueue(tx, mail.orderer.email, updated.language, {
        template: 'payment_paid',
        params: {
          name: mail.orderer.name,
          item: mail.item,
          total: formatTaxIncluded(updated.net, updated.language),
          receiptNumber: updated.receiptNumber!,
          url: mail.paymentsUrl,
        },
      });
    }
  } else if (to === 'wait_auth' && action?.type === 'redirect') {
    // A 3-D Secure or carrier page left unanswered: after a day the order is given up at the gateway.
    await ctx.jobs.send(
      PAYMENT_SYNC_QUEUE,
      { order_id: updated.id },
      {
        tx,
        startAfter: new Date(at.getTime() + ABANDONED_REDIRECT_MS),
        singletonKey: `payment-abandoned-${updated.id}`,
      },
    );
  } else if (to === 'wait_auth' && expiresAt && action && action.type !== 'redirect') {
    await awaitVoucher(ctx, tx, updated, action, expiresAt, mail);
  } else if (to === 'expired' || to === 'canceled') {
    await closeUnpaid(ctx, tx, updated, to, mail);
  }
  return updated;
}

/** The order's new values; a paid order takes the next receipt number of its year. */
async function orderValues(
  tx: Executor,
  to: PaymentOrderStatusName,
  change: OrderChange,
  action: PaymentNextActionJson | null,
  expiresAt: Date | null,
  at: Date,
) {
  const values: Parameters<typeof repo.updateOrder>[2] = {
    status: PAYMENT_ORDER_STATUS[to],
    ...(change.gatewayPaymentId ? { gatewayPaymentId: change.gatewayPaymentId } : {}),
    nextAction: action,
    failureCode: change.failureCode ?? null,
    ...(expiresAt ? { expiresAt } : {}),
  };
  if (to === 'paid') {
    // Receipt series run by the Japanese calendar year.
    const year = new Date(at.getTime() + 9 * 3_600_000).getUTCFullYear();
    const serial = (await takeNextNumber(tx, 'receipt', 'R', year)) + 1;
    values.paidAt = at;
    values.closedAt = at;
    values.receiptNumber = `R${year}-${String(serial).padStart(6, '0')}`;
  }
  if (to === 'expired' || to === 'canceled') values.closedAt = at;
  return values;
}

async function mailContextOf(ctx: PaymentsContext, tx: Executor, updated: PaymentOrderRow): Promise<MailContext> {
  const orderer = await ordererOf(ctx, tx, updated);
  const releaseTitle = updated.releaseId
    ? ((await repo.releasesByIds(tx, [updated.releaseId]))[0]?.title ?? null)
    : null;
  return {
    orderer,
    item: itemName(updated, releaseTitle, updated.language),
    paymentsUrl: `${ctx.publicUrl}/dashboard/profile/payments?_acid=${updated.accountId}`,
  };
}

/** Konbini or Pay-easy numbers issued: tell the user how to pay, and look again once the deadline passed. */
async function awaitVoucher(
  ctx: PaymentsContext,
  tx: Executor,
  updated: PaymentOrderRow,
  action: Exclude<PaymentNextActionJson, { type: 'redirect' }>,
  expiresAt: Date,
  mail: MailContext,
) {
  const language = updated.language;
  await ctx.jobs.send(
    PAYMENT_SYNC_QUEUE,
    { order_id: updated.id },
    {
      tx,
      startAfter: new Date(expiresAt.getTime() + 60_000),
      singletonKey: `payment-sync-${updated.id}`,
    },
  );
  if (mail.orderer) {
    await ctx.mailer.enqueue(tx, mail.orderer.email, language, {
      template: 'payment_waiting',
      params: {
        name: mail.orderer.name,
        item: mail.item,
        total: formatTaxIncluded(updated.net, language),
        method: updated.method === 'payeasy' ? 'payeasy' : 'conveni',
        numbers: paymentNumbersText(action, language),
        deadline: formatDeadline(expiresAt, language),
        url: `${ctx.publicUrl}/dashboard/profile/payments/result?order=${updated.id}&_acid=${updated.accountId}`,
      },
    });
  }
}

/** An order given up or expired: its coupon is free again and its release waits for another payment. */
async function closeUnpaid(
  ctx: PaymentsContext,
  tx: Executor,
  updated: PaymentOrderRow,
  to: 'expired' | 'canceled',
  mail: MailContext,
) {
  const language = updated.language;
  await repo.releaseRedemption(tx, updated.id);
  await ctx.events.publish(tx, 'payment.closed', {
    order_id: updated.id,
    account_id: updated.accountId,
    immersive_song_id: updated.immersiveSongId,
  });
  if (updated.releaseId) {
    const release = await repo.lockRelease(tx, updated.accountId, updated.releaseId);
    const status = release ? releaseStatusName(release.status) : undefined;
    if (release && status === 'payment_waiting') await moveRelease(ctx, tx, release.id, status, 'payment_failure');
  }
  if (to === 'expired' && mail.orderer) {
    await ctx.mailer.enqueue(tx, mail.orderer.email, language, {
      template: 'payment_expired',
      params: {
        name: mail.orderer.name,
        item: mail.item,
        total: formatTaxIncluded(updated.net, language),
        url: mail.paymentsUrl,
      },
    });
  }
}

/** What the money buys, written in the same transaction as the order turning paid. */
async function fulfil(ctx: PaymentsContext, tx: Executor, order: PaymentOrderRow, at: Date) {
  if (order.kind === 'release' && order.releaseId) {
    const release = await repo.lockRelease(tx, order.accountId, order.releaseId);
    const status = release ? releaseStatusName(release.status) : undefined;
    if (!release || !status) return publishSettled(ctx, tx, order);
    // A renewal fee settles in distribution, through the event below.
    if (isRenewalStatus(status)) return publishSettled(ctx, tx, order);
    // Paid while waiting, or paid late after the order was given up: either way the release goes on.
    if (status === 'payment_waiting' || status === 'payment_failure') {
      if (status === 'payment_failure') await moveRelease(ctx, tx, release.id, status, 'payment_waiting');
      await moveRelease(ctx, tx, release.id, 'payment_waiting', 'payment_success');
      const next =
        order.releaseStatusBefore === RELEASE_STATUS.refine_wait_create_payment
          ? 'refine_complete'
          : 'creating_complete';
      await moveRelease(ctx, tx, release.id, 'payment_success', next);
    }
    return publishSettled(ctx, tx, order);
  }
  // An immersive edition is the immersive audio feature's: it follows the event below.
  if (order.kind === 'immersive') return publishSettled(ctx, tx, order);
  await fulfilPlanPurchase(ctx, tx, order, at);
  await publishSettled(ctx, tx, order);
}

/** The order is fulfilled: others act on it in the same transaction or after it commits. */
async function publishSettled(ctx: PaymentsContext, tx: Executor, order: PaymentOrderRow) {
  await ctx.events.publish(tx, 'payment.settled', {
    order_id: order.id,
    account_id: order.accountId,
    release_id: order.releaseId,
    product: order.kind,
    immersive_song_id: order.immersiveSongId,
  });
}
