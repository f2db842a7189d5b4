// Checkout: the methods offered, one order per purchase however often it is submitted, and the payment started at
// once (from the balance, deferred, nothing to charge) or at the gateway.
import {
  AppError,
  deferredPayMethodsFor,
  isDeferredPayMethod,
  PAYMENT_ORDER_STATUS,
  RELEASE_STATUS,
  type ReleaseStatusName,
  STANDARD_TAX_RATE_PERCENT,
} from '@otodoke/domain';
import type { IndividualRow } from '../../platform/auth/sessions.ts';
import type { Executor } from '../../platform/db/client.ts';
import type { ActingAccount } from '../../platform/http/context.ts';
import { lockWallet, post } from '../../platform/ledger/ledger.ts';
import type { PaymentOrderRow } from './billing.repository.ts';
import * as repo from './billing.repository.ts';
import { charge } from './gateway-sync.ts';
import { price } from './payment-pricing.ts';
import { presentOrderRow } from './payment-view.ts';
import {
  type CheckoutMethod,
  GATEWAY_METHOD,
  type GatewayCheckoutMethod,
  isRenewalStatus,
  type Language,
  type PaymentsContext,
  type Target,
  VOUCHER_DAYS_MS,
} from './payments-context.ts';
import { moveRelease, settle } from './settlement.ts';

/** Releases waiting for (another) payment. */
const PAYABLE_RELEASE_STATUSES: readonly ReleaseStatusName[] = [
  'creating_wait_create_payment',
  'refine_wait_create_payment',
  'payment_failure',
];

export interface CheckoutInput {
  method: CheckoutMethod;
  couponCode: string | undefined;
  idempotencyKey: string;
}

// Paying from the balance needs no gateway; it is always offered (and refused when the balance is short). Deferred
// settlement is for the account models that have a contract for it.
export const availableMethods = (ctx: PaymentsContext, account: ActingAccount): CheckoutMethod[] => [
  ...(Object.keys(GATEWAY_METHOD) as GatewayCheckoutMethod[]).filter((method) =>
    ctx.gateway.methods.includes(GATEWAY_METHOD[method]),
  ),
  'balance',
  ...deferredPayMethodsFor(account.row.accountModelType),
];

export async function checkout(
  ctx: PaymentsContext,
  account: ActingAccount,
  individual: IndividualRow,
  target: Target,
  input: CheckoutInput,
  language: Language,
) {
  const { db } = ctx;
  if (!availableMethods(ctx, account).includes(input.method)) throw new AppError('PAYMENT_METHOD_UNAVAILABLE');
  if (input.method === 'card' && !(await repo.findCard(db, account.row.id))) throw new AppError('CARD_NOT_REGISTERED');

  const at = ctx.now();
  const order = await db.transaction(async (tx) => {
    await ctx.accounts.lockAccount(tx, account.row.id);
    const repeated = await repo.findOrderByKey(tx, account.row.id, input.idempotencyKey);
    if (repeated) return repeated;
    if (target.kind === 'release') {
      // A second checkout of the same release answers the order already waiting.
      const open = await repo.findOpenReleaseOrder(tx, target.releaseId);
      if (open && open.accountId === account.row.id) return open;
    }
    if (target.kind === 'immersive') {
      // The same for an immersive edition: one open order at a time.
      const open = await repo.findOpenImmersiveOrder(tx, target.immersiveSongId);
      if (open && open.accountId === account.row.id) return open;
    }
    const row = await placeOrder(ctx, tx, account, individual, target, input, language, at);
    return payAtOnce(ctx, tx, account, row, input.method);
  });

  if (order.status !== PAYMENT_ORDER_STATUS.created) return presentOrderRow(db, order, language);
  await charge(ctx, order.id);
  const fresh = await repo.findOrder(db, account.row.id, order.id);
  return presentOrderRow(db, fresh!, language);
}

/** Prices the purchase and writes its order (with the coupon redeemed and the release held), in the checkout's transaction. */
async function placeOrder(
  ctx: PaymentsContext,
  tx: Executor,
  account: ActingAccount,
  individual: IndividualRow,
  target: Target,
  input: CheckoutInput,
  language: Language,
  at: Date,
): Promise<PaymentOrderRow> {
  const { priced } = await price(tx, ctx.usage, account, target, input.couponCode, true, at);
  const isRenewal = priced.release !== null && isRenewalStatus(priced.release.status);
  if (priced.release && !PAYABLE_RELEASE_STATUSES.includes(priced.release.status) && !isRenewal) {
    throw new AppError('PAYMENT_NOT_NEEDED');
  }
  // Capacity and upgrades belong to the running term: a voucher that could be paid after it ends is not offered.
  const voucher = input.method === 'conveni' || input.method === 'payeasy';
  const termBound = priced.purchaseType === 'plan_upgrade' || priced.purchaseType?.endsWith('_capacity');
  if (voucher && termBound && priced.termEndsAt && priced.termEndsAt.getTime() - at.getTime() < VOUCHER_DAYS_MS) {
    throw new AppError('PAYMENT_METHOD_UNAVAILABLE');
  }
  const row = await repo.insertOrder(
    tx,
    {
      accountId: account.row.id,
      orderedBy: individual.id,
      kind: target.kind,
      purchaseType: priced.purchaseType,
      plan: priced.plan,
      releaseId: priced.release?.id ?? null,
      immersiveSongId: target.kind === 'immersive' ? target.immersiveSongId : null,
      releaseStatusBefore: priced.release ? RELEASE_STATUS[priced.release.status] : null,
      method: input.method,
      status: PAYMENT_ORDER_STATUS.created,
      subtotal: priced.subtotal,
      discount: priced.coupon?.discount ?? 0,
      net: priced.net,
      tax: priced.tax,
      total: priced.total,
      taxRatePercent: STANDARD_TAX_RATE_PERCENT,
      couponId: priced.coupon?.coupon.id ?? null,
      idempotencyKey: input.idempotencyKey,
      termStartsAt: priced.termStartsAt,
      termEndsAt: priced.termEndsAt,
      language,
    },
    priced.lines.map((line) => ({
      product: line.product,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      amount: line.amount,
    })),
  );
  if (priced.coupon) {
    await repo.insertRedemption(tx, {
      orderId: row.id,
      couponId: priced.coupon.coupon.id,
      accountId: account.row.id,
      amount: priced.coupon.discount,
    });
    await repo.activateCoupon(tx, priced.coupon.coupon.id, account.row.id, individual.id);
  }
  // A renewal is paid while the release stays on sale; a first payment holds the release until it arrives.
  if (priced.release && !isRenewal) {
    await moveRelease(ctx, tx, priced.release.id, priced.release.status, 'payment_waiting');
  }
  return row;
}

/** Settles, in the checkout's transaction, what needs no gateway; a gateway order is left `created`. */
async function payAtOnce(
  ctx: PaymentsContext,
  tx: Executor,
  account: ActingAccount,
  row: PaymentOrderRow,
  method: CheckoutMethod,
): Promise<PaymentOrderRow> {
  // A coupon that covers everything leaves nothing to charge: the order is paid here.
  if (row.total === 0) return settle(ctx, tx, row, 'paid', { actor: 'system' });
  // From the balance: the debit and the order being paid are one write (the account row is locked).
  if (method === 'balance') {
    if ((await lockWallet(tx, account.row.id)) < row.total) throw new AppError('BALANCE_INSUFFICIENT');
    await post(tx, {
      kind: 'payment',
      reference: String(row.id),
      memo: { ja: `お支払い（注文 ${row.id}）`, en: `Payment (order ${row.id})` },
      entries: [
        { side: { wallet: account.row.id }, amount: -row.total },
        { side: { system: 'payments' }, amount: row.total },
      ],
    });
    return settle(ctx, tx, row, 'paid', { actor: 'system' });
  }
  // Deferred settlement: accepted (authorised) now, so the release or plan goes ahead; settled later.
  if (isDeferredPayMethod(method)) return settle(ctx, tx, row, 'authed', { actor: 'system' });
  return row;
}
