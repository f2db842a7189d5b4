// Checkout and the life of a payment order: price (with coupon and tax), one order per purchase however often it is
// submitted, the charge at the gateway, and the effects once the money is in (release paid, plan term, credits).
// docs/decisions/0008-payments-and-coupons.md

import type { checkoutMethodSchema, planPurchaseSchema } from '@otodoke/contract';
import {
  AppError,
  type CouponPurchase,
  canMovePaymentOrder,
  canTransition,
  type DeferredPayMethod,
  deferredPayMethodsFor,
  formatTaxIncluded,
  invoiceTotal,
  isDeferredPayMethod,
  MASTERING_CREDITS,
  PAY_METHOD_LABELS,
  PAYMENT_ORDER_STATUS,
  type PaymentOrderStatusName,
  type PlanName,
  PRODUCT_LABELS,
  type PriceLine,
  paymentOrderStatusName,
  planUnavailableReasons,
  quotePlanPurchase,
  RELEASE_STATUS,
  type ReleaseStatusName,
  type ReleaseType,
  releaseCouponProduct,
  releasePriceLines,
  releaseStatusName,
  STANDARD_TAX_RATE_PERCENT,
} from '@otodoke/domain';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  GatewayMethod,
  GatewayPayment,
  PaymentGateway,
} from '../../integrations/payment-gateway/payment-gateway.ts';
import { GatewayError } from '../../integrations/payment-gateway/payment-gateway.ts';
import type { IndividualRow } from '../../platform/auth/sessions.ts';
import type { Db, Executor } from '../../platform/db/client.ts';
import { accounts as accountsTable, type PaymentNextActionJson } from '../../platform/db/schema.ts';
import type { ActingAccount } from '../../platform/http/context.ts';
import type { Jobs } from '../../platform/jobs/jobs.ts';
import { lockWallet, post } from '../../platform/ledger/ledger.ts';
import type { Logger } from '../../platform/logger.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { takeNextNumber } from '../releases/releases.repository.ts';
import type { AffiliateService } from './affiliate.service.ts';
import { iso, presentLines, presentOrder } from './billing.presenter.ts';
import type { PaymentOrderRow } from './billing.repository.ts';
import * as repo from './billing.repository.ts';
import { type AppliedCoupon, applyCoupon, couponReasonMessage } from './coupons.service.ts';
import { formatDeadline, paymentNumbersText } from './payment-mail.ts';
import { asPlanTerm, type PlanState, planStateOf } from './plan-state.ts';
import { type ReceiptInput, renderReceiptPdf } from './receipt-pdf.ts';

type Language = 'ja' | 'en';
type CheckoutMethod = z.output<typeof checkoutMethodSchema>;
type PlanPurchase = z.output<typeof planPurchaseSchema>;
type Target = { kind: 'release'; releaseId: number } | { kind: 'plan'; purchase: PlanPurchase };

/** Re-asks the gateway about one order (after its deadline, or when a notification may have been lost). */
export const PAYMENT_SYNC_QUEUE = 'payment-sync';
/** Puts the account's plan in line with its terms when a term ends. */
export const PLAN_TERM_QUEUE = 'plan-term-end';

type GatewayCheckoutMethod = Exclude<CheckoutMethod, 'balance' | DeferredPayMethod>;
/** Konbini and Pay-easy numbers are valid this long (the gateway's default of 3 days, to the end of the day). */
const VOUCHER_DAYS_MS = 4 * 86_400_000;
/** How long a 3-D Secure or carrier page may stay unanswered before the order is given up. */
const ABANDONED_REDIRECT_MS = 24 * 3_600_000;

const GATEWAY_METHOD: Readonly<Record<GatewayCheckoutMethod, GatewayMethod>> = {
  card: 'card',
  conveni: 'konbini',
  payeasy: 'payeasy',
  carrier: 'carrier',
};

/** Releases waiting for (another) payment. */
const PAYABLE_RELEASE_STATUSES: readonly ReleaseStatusName[] = [
  'creating_wait_create_payment',
  'refine_wait_create_payment',
  'payment_failure',
];

export const PLAN_LABELS: Readonly<Record<PlanName, { ja: string; en: string }>> = {
  payper: { ja: '都度払い', en: 'Pay per release' },
  unlimited_starter: { ja: '使い放題プラン スターター', en: 'Unlimited Starter' },
  unlimited_standard: { ja: '使い放題プラン スタンダード', en: 'Unlimited Standard' },
  unlimited_pro: { ja: '使い放題プラン プロ', en: 'Unlimited Pro' },
  unlimited_enterprise: { ja: '使い放題プラン エンタープライズ', en: 'Unlimited Enterprise' },
};

const PURCHASE_LABELS: Readonly<Record<string, { ja: string; en: string }>> = {
  artist_capacity: { ja: 'アーティスト枠の追加', en: 'Extra artist capacity' },
  member_capacity: { ja: 'メンバー枠の追加', en: 'Extra member capacity' },
  mastering_credit: { ja: 'マスタリングクレジット', en: 'Mastering credits' },
  mastering_credit_36: { ja: 'マスタリングクレジット（36回分）', en: 'Mastering credits (36)' },
};

interface Priced {
  lines: PriceLine[];
  subtotal: number;
  coupon: AppliedCoupon | null;
  net: number;
  tax: number;
  total: number;
  purchaseType: string | null;
  plan: PlanName | null;
  termStartsAt: Date | null;
  termEndsAt: Date | null;
  release: { id: number; title: string; type: string; status: ReleaseStatusName } | null;
}

export interface PaymentsDeps {
  db: Db;
  jobs: Jobs;
  mailer: Mailer;
  gateway: PaymentGateway;
  publicUrl: string;
  logger: Logger;
  /** The seller named on receipts. */
  seller: ReceiptInput['seller'];
  /** The affiliate reward an invited account's payment earns. */
  affiliate: Pick<AffiliateService, 'accrue'>;
  /**
   * Renewal of a release already on sale (pay per release): the statuses in which its yearly fee is payable, and
   * what a paid renewal does (the distribution feature's renewal), called in the paid transaction.
   */
  renewal?: {
    payableStatuses: readonly ReleaseStatusName[];
    paid(tx: Executor, releaseId: number): Promise<void>;
  };
  now?: () => Date;
}

export function createPaymentsService(deps: PaymentsDeps) {
  const { db, jobs, mailer, gateway, publicUrl, logger, seller } = deps;
  const now = deps.now ?? (() => new Date());

  // Paying from the balance needs no gateway; it is always offered (and refused when the balance is short). Deferred
  // settlement is for the account models that have a contract for it.
  const availableMethods = (account: ActingAccount): CheckoutMethod[] => [
    ...(Object.keys(GATEWAY_METHOD) as GatewayCheckoutMethod[]).filter((method) =>
      gateway.methods.includes(GATEWAY_METHOD[method]),
    ),
    'balance',
    ...deferredPayMethodsFor(account.row.accountModelType),
  ];

  const isRenewalStatus = (status: ReleaseStatusName) => deps.renewal?.payableStatuses.includes(status) ?? false;

  async function present(row: PaymentOrderRow, language: Language) {
    const [presented] = await presentMany([row], language);
    return presented!;
  }

  async function presentMany(rows: PaymentOrderRow[], language: Language) {
    const lines = await repo.linesOf(
      db,
      rows.map((row) => row.id),
    );
    const releaseIds = rows.flatMap((row) => (row.releaseId ? [row.releaseId] : []));
    const releases = new Map((await repo.releasesByIds(db, releaseIds)).map((row) => [row.id, row]));
    const codes = await repo.couponCodesByIds(
      db,
      rows.flatMap((row) => (row.couponId ? [row.couponId] : [])),
    );
    return rows.map((row) =>
      presentOrder(
        row,
        {
          lines: lines.filter((line) => line.orderId === row.id),
          release: row.releaseId ? (releases.get(row.releaseId) ?? null) : null,
          couponCode: row.couponId ? (codes.get(row.couponId) ?? null) : null,
        },
        language,
      ),
    );
  }

  function couponPurchaseOf(target: Target, releaseType: ReleaseType | null): CouponPurchase {
    if (target.kind === 'release') return { category: 'distribution', product: releaseCouponProduct(releaseType!) };
    const kind = target.purchase.kind;
    if (kind === 'mastering_credit' || kind === 'mastering_credit_36') return { category: 'mastering', product: null };
    return { category: 'unlimited_plan', product: null };
  }

  /**
   * Prices a purchase. `strict` (checkout) throws every refusal; a quote reports a coupon problem in its answer and
   * prices without it.
   */
  async function price(
    tx: Executor,
    account: ActingAccount,
    target: Target,
    couponCode: string | undefined,
    strict: boolean,
    at: Date,
  ): Promise<{ priced: Priced; couponProblem: Error | null; planState: PlanState | null }> {
    let lines: PriceLine[];
    let purchaseType: string | null = null;
    let plan: PlanName | null = null;
    let termStartsAt: Date | null = null;
    let termEndsAt: Date | null = null;
    let release: Priced['release'] = null;
    let planState: PlanState | null = null;
    if (target.kind === 'release') {
      const found = strict
        ? await repo.lockRelease(tx, account.row.id, target.releaseId)
        : await repo.findReleaseRow(tx, account.row.id, target.releaseId);
      if (!found) throw new AppError('NOT_FOUND');
      const status = releaseStatusName(found.status)!;
      release = { id: found.id, title: found.title, type: found.type, status };
      lines = releasePriceLines({
        type: found.type as ReleaseType,
        mainArtistCount: await repo.mainArtistCount(tx, found.id),
        videoSeconds: await repo.videoSeconds(tx, found.id),
      });
    } else {
      const state = await planStateOf(tx, account.row.id, at);
      planState = state;
      const purchase = target.purchase;
      if (purchase.kind === 'plan') {
        const reasons = planUnavailableReasons(purchase.plan, {
          currentPlan: planState.activeTerm?.plan ?? 'payper',
          personCompanyType: account.row.personCompanyType,
          artistCount: planState.artistCount,
          memberCount: planState.memberCount,
          hasWaitingPlanPayment: planState.waitingPlanOrderId !== null,
          extraArtists: planState.activeTermRow?.extraArtists ?? 0,
          extraMembers: planState.activeTermRow?.extraMembers ?? 0,
        });
        if (reasons.length > 0) throw new AppError('PLAN_UNAVAILABLE', { reasons });
      }
      // A renewal is measured against the last term bought; an upgrade or capacity against the term running now.
      const renewing = purchase.kind === 'plan' && purchase.plan === planState.activeTerm?.plan;
      const quote = quotePlanPurchase(
        purchase,
        {
          activeTerm: renewing ? planState.renewalBase : planState.activeTerm,
          hadPlanBefore: planState.hadPlanBefore,
          futureTerms: renewing
            ? []
            : state.currentAndFuture.filter((term) => term !== state.activeTermRow).map(asPlanTerm),
          extraArtists: renewing ? (planState.lastTerm?.extraArtists ?? 0) : 0,
          extraMembers: renewing ? (planState.lastTerm?.extraMembers ?? 0) : 0,
        },
        at,
      );
      if ('refusal' in quote) {
        throw new AppError(
          quote.refusal === 'renewal_not_open'
            ? 'PLAN_RENEWAL_NOT_OPEN'
            : quote.refusal === 'no_active_plan'
              ? 'NO_ACTIVE_PLAN'
              : 'VALIDATION_FAILED',
        );
      }
      ({ lines, purchaseType, plan, termStartsAt, termEndsAt } = quote);
    }
    const subtotal = lines.reduce((sum, line) => sum + line.amount, 0);
    let coupon: AppliedCoupon | null = null;
    let couponProblem: Error | null = null;
    if (couponCode?.trim()) {
      const purchase = couponPurchaseOf(target, (release?.type as ReleaseType | undefined) ?? null);
      try {
        coupon = await applyCoupon(tx, account.row.id, couponCode, purchase, subtotal, at, strict);
      } catch (error) {
        if (strict || !(error instanceof AppError)) throw error;
        couponProblem = error;
      }
    }
    const net = subtotal - (coupon?.discount ?? 0);
    const taxed = invoiceTotal([net], STANDARD_TAX_RATE_PERCENT);
    return {
      priced: {
        lines,
        subtotal,
        coupon,
        net,
        tax: taxed.tax,
        total: taxed.gross,
        purchaseType,
        plan,
        termStartsAt,
        termEndsAt,
        release,
      },
      couponProblem,
      planState,
    };
  }

  async function quote(account: ActingAccount, target: Target, couponCode: string | undefined, language: Language) {
    const at = now();
    const { priced, couponProblem } = await price(db, account, target, couponCode, false, at);
    const reason = couponProblem instanceof AppError ? (couponProblem.details.reason as string | undefined) : undefined;
    return {
      purchase_type: priced.purchaseType,
      plan: priced.plan,
      lines: presentLines(priced.lines),
      subtotal: priced.subtotal,
      discount: priced.coupon?.discount ?? 0,
      net: priced.net,
      tax: priced.tax,
      total: priced.total,
      tax_rate_percent: STANDARD_TAX_RATE_PERCENT,
      coupon: couponCode?.trim()
        ? {
            code: priced.coupon?.coupon.code ?? couponCode.trim(),
            discount: priced.coupon?.discount ?? 0,
            unusable_reason: reason ?? (couponProblem ? 'not_found' : null),
            message: couponProblem
              ? reason
                ? couponReasonMessage(reason as Parameters<typeof couponReasonMessage>[0], language)
                : couponReasonMessage('not_found', language)
              : null,
          }
        : null,
      term_starts_at: iso(priced.termStartsAt),
      term_ends_at: iso(priced.termEndsAt),
    };
  }

  /** What a mail or a list calls the thing bought. */
  function itemName(order: PaymentOrderRow, releaseTitle: string | null, language: Language): string {
    if (order.kind === 'release') return releaseTitle ?? '';
    if (order.purchaseType && PURCHASE_LABELS[order.purchaseType])
      return PURCHASE_LABELS[order.purchaseType]![language];
    return order.plan ? PLAN_LABELS[order.plan as PlanName][language] : '';
  }

  async function checkout(
    account: ActingAccount,
    individual: IndividualRow,
    target: Target,
    input: { method: CheckoutMethod; couponCode: string | undefined; idempotencyKey: string },
    language: Language,
  ) {
    if (!availableMethods(account).includes(input.method)) throw new AppError('PAYMENT_METHOD_UNAVAILABLE');
    if (input.method === 'card' && !(await repo.findCard(db, account.row.id)))
      throw new AppError('CARD_NOT_REGISTERED');

    const at = now();
    const order = await db.transaction(async (tx) => {
      await repo.lockAccount(tx, account.row.id);
      const repeated = await repo.findOrderByKey(tx, account.row.id, input.idempotencyKey);
      if (repeated) return repeated;
      if (target.kind === 'release') {
        // A second checkout of the same release answers the order already waiting.
        const open = await repo.findOpenReleaseOrder(tx, target.releaseId);
        if (open && open.accountId === account.row.id) return open;
      }
      const { priced } = await price(tx, account, target, input.couponCode, true, at);
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
        await moveRelease(tx, priced.release.id, priced.release.status, 'payment_waiting');
      }
      // A coupon that covers everything leaves nothing to charge: the order is paid here.
      if (row.total === 0) return settle(tx, row, 'paid', { actor: 'system' });
      // From the balance: the debit and the order being paid are one write (the account row is locked).
      if (input.method === 'balance') {
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
        return settle(tx, row, 'paid', { actor: 'system' });
      }
      // Deferred settlement: accepted (authorised) now, so the release or plan goes ahead; settled later.
      if (isDeferredPayMethod(input.method)) return settle(tx, row, 'authed', { actor: 'system' });
      return row;
    });

    if (order.status !== PAYMENT_ORDER_STATUS.created) return present(order, language);
    await charge(order.id);
    const fresh = await repo.findOrder(db, account.row.id, order.id);
    return present(fresh!, language);
  }

  /**
   * Sends a `created` order to the gateway. Safe to repeat: the gateway key is the order's, so however often this
   * runs (a double submission, a retry after a timeout) the gateway charges once. Everything it needs is read from
   * the order, so a retry charges exactly what was ordered, the way it was ordered.
   */
  async function charge(orderId: number) {
    const order = await repo.findOrderById(db, orderId);
    if (!order || order.status !== PAYMENT_ORDER_STATUS.created) return;
    const [accountRow] = await db.select().from(accountsTable).where(eq(accountsTable.id, order.accountId));
    const orderer = await repo.ordererOf(db, order);
    const card = order.method === 'card' ? await repo.findCard(db, order.accountId) : null;
    const customer = order.method === 'card' ? await repo.findCustomer(db, order.accountId) : null;
    if (order.method === 'card' && !(card && customer)) throw new AppError('CARD_NOT_REGISTERED');
    // From here the gateway may hold a payment for this order: it is never canceled here without asking it.
    if (!order.gatewayAttemptedAt) await repo.updateOrder(db, order.id, { gatewayAttemptedAt: now() });
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
        logger.warn({ err: error, orderId: order.id }, 'payment gateway did not take the order');
        // Unknown whether the gateway took it: the sync job asks again with the same key until it answers.
        await jobs.send(PAYMENT_SYNC_QUEUE, { order_id: order.id }, { singletonKey: `payment-retry-${order.id}` });
        throw new AppError('PAYMENT_GATEWAY_UNAVAILABLE');
      }
    }
    await applyGatewayPayment(payment, 'gateway', order.id);
  }

  async function moveRelease(tx: Executor, releaseId: number, from: ReleaseStatusName, to: ReleaseStatusName) {
    if (!canTransition(from, to, 'system') && !canTransition(from, to, 'user')) {
      logger.warn({ releaseId, from, to }, 'release status change refused');
      return;
    }
    await repo.setReleaseStatus(tx, releaseId, RELEASE_STATUS[to]);
  }

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
  async function applyGatewayPayment(
    payment: GatewayPayment,
    actor: 'gateway' | 'user' | 'system',
    orderId: number | null,
    eventId?: { id: string; type: string },
  ): Promise<void> {
    await db.transaction(async (tx) => {
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
      await settle(tx, order, target.status, {
        actor,
        gatewayPaymentId: payment.id,
        nextAction: target.nextAction,
        failureCode: target.failureCode,
      });
    });
  }

  /** Moves a locked order to `to` along the transition table and carries out what that means. */
  async function settle(
    tx: Executor,
    order: PaymentOrderRow,
    to: PaymentOrderStatusName,
    change: {
      actor: 'gateway' | 'user' | 'system';
      gatewayPaymentId?: string;
      nextAction?: PaymentNextActionJson | null;
      failureCode?: string | null;
    },
  ): Promise<PaymentOrderRow> {
    let from = paymentOrderStatusName(order.status)!;
    const at = now();
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
        logger.error({ orderId: order.id, from, actor: change.actor }, 'payment received for a closed order');
      } else {
        logger.warn({ orderId: order.id, from, to, actor: change.actor }, 'payment order change refused');
      }
      return order;
    }
    const action = change.nextAction ?? null;
    const expiresAt =
      action && (action.type === 'konbini' || action.type === 'payeasy') ? new Date(action.expiresAt) : null;
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
    const updated = await repo.updateOrder(tx, order.id, values);
    const orderer = await repo.ordererOf(tx, updated);
    const language = updated.language;
    const releaseTitle = updated.releaseId
      ? ((await repo.releasesByIds(tx, [updated.releaseId]))[0]?.title ?? null)
      : null;
    const item = itemName(updated, releaseTitle, language);
    const paymentsUrl = `${publicUrl}/dashboard/profile/payments?_acid=${updated.accountId}`;

    // A deferred order delivers when it is accepted; its settlement later only records the money.
    const deferred = isDeferredPayMethod(updated.method);
    if (to === 'authed' && deferred) await fulfil(tx, updated, at);
    if (to === 'paid') {
      if (!(deferred && from === 'authed')) await fulfil(tx, updated, at);
      await deps.affiliate.accrue(tx, updated);
      if (orderer) {
        await mailer.enqueue(tx, orderer.email, language, {
          template: 'payment_paid',
          params: {
            name: orderer.name,
            item,
            total: formatTaxIncluded(updated.net, language),
            receiptNumber: updated.receiptNumber!,
            url: paymentsUrl,
          },
        });
      }
    } else if (to === 'wait_auth' && action?.type === 'redirect') {
      // A 3-D Secure or carrier page left unanswered: after a day the order is given up at the gateway.
      await jobs.send(
        PAYMENT_SYNC_QUEUE,
        { order_id: updated.id },
        {
          tx,
          startAfter: new Date(at.getTime() + ABANDONED_REDIRECT_MS),
          singletonKey: `payment-abandoned-${updated.id}`,
        },
      );
    } else if (to === 'wait_auth' && expiresAt && action && action.type !== 'redirect') {
      // Tell the user how to pay while they are away from the screen, and look again once the deadline passed.
      await jobs.send(
        PAYMENT_SYNC_QUEUE,
        { order_id: updated.id },
        {
          tx,
          startAfter: new Date(expiresAt.getTime() + 60_000),
          singletonKey: `payment-sync-${updated.id}`,
        },
      );
      if (orderer) {
        await mailer.enqueue(tx, orderer.email, language, {
          template: 'payment_waiting',
          params: {
            name: orderer.name,
            item,
            total: formatTaxIncluded(updated.net, language),
            method: updated.method === 'payeasy' ? 'payeasy' : 'conveni',
            numbers: paymentNumbersText(action, language),
            deadline: formatDeadline(expiresAt, language),
            url: `${publicUrl}/dashboard/profile/payments/result?order=${updated.id}&_acid=${updated.accountId}`,
          },
        });
      }
    } else if (to === 'expired' || to === 'canceled') {
      await repo.releaseRedemption(tx, updated.id);
      if (updated.releaseId) {
        const release = await repo.lockRelease(tx, updated.accountId, updated.releaseId);
        const status = release ? releaseStatusName(release.status) : undefined;
        if (release && status === 'payment_waiting') await moveRelease(tx, release.id, status, 'payment_failure');
      }
      if (to === 'expired' && orderer) {
        await mailer.enqueue(tx, orderer.email, language, {
          template: 'payment_expired',
          params: { name: orderer.name, item, total: formatTaxIncluded(updated.net, language), url: paymentsUrl },
        });
      }
    }
    return updated;
  }

  /** What the money buys, written in the same transaction as the order turning paid. */
  async function fulfil(tx: Executor, order: PaymentOrderRow, at: Date) {
    if (order.kind === 'release' && order.releaseId) {
      const release = await repo.lockRelease(tx, order.accountId, order.releaseId);
      const status = release ? releaseStatusName(release.status) : undefined;
      if (!release || !status) return;
      if (isRenewalStatus(status)) {
        await deps.renewal?.paid(tx, release.id);
        return;
      }
      // Paid while waiting, or paid late after the order was given up: either way the release goes on.
      if (status === 'payment_waiting' || status === 'payment_failure') {
        if (status === 'payment_failure') await moveRelease(tx, release.id, status, 'payment_waiting');
        await repo.setReleaseStatus(tx, release.id, RELEASE_STATUS.payment_success);
        const next =
          order.releaseStatusBefore === RELEASE_STATUS.refine_wait_create_payment
            ? 'refine_complete'
            : 'creating_complete';
        await moveRelease(tx, release.id, 'payment_success', next);
      }
      return;
    }
    const state = await planStateOf(tx, order.accountId, at);
    switch (order.purchaseType) {
      case 'plan_new':
      case 'plan_return': {
        // The year starts when the money arrives (a konbini payment may come days after the order).
        const starts = state.activeTerm ? state.activeTerm.endsAt : at;
        const ends = new Date(starts);
        ends.setUTCFullYear(ends.getUTCFullYear() + 1);
        await repo.insertTerm(tx, {
          accountId: order.accountId,
          plan: order.plan!,
          startsAt: starts,
          endsAt: ends,
          orderId: order.id,
        });
        await repo.updateOrder(tx, order.id, { termStartsAt: starts, termEndsAt: ends });
        await scheduleTermEnd(tx, order.accountId, ends);
        break;
      }
      case 'plan_renewal': {
        const base = state.lastTerm;
        const starts = base && base.endsAt > at ? base.endsAt : at;
        const ends = new Date(starts);
        ends.setUTCFullYear(ends.getUTCFullYear() + 1);
        await repo.insertTerm(tx, {
          accountId: order.accountId,
          plan: order.plan!,
          startsAt: starts,
          endsAt: ends,
          extraArtists: base?.extraArtists ?? 0,
          extraMembers: base?.extraMembers ?? 0,
          orderId: order.id,
        });
        await repo.updateOrder(tx, order.id, { termStartsAt: starts, termEndsAt: ends });
        await scheduleTermEnd(tx, order.accountId, ends);
        break;
      }
      case 'plan_upgrade': {
        // The rest of this term, and a renewal already bought, move up to the new plan.
        for (const term of state.currentAndFuture) await repo.updateTerm(tx, term.id, { plan: order.plan! });
        break;
      }
      case 'artist_capacity':
      case 'member_capacity': {
        const term = state.activeTermRow;
        if (!term) {
          logger.error({ orderId: order.id }, 'capacity paid for after its term ended');
          break;
        }
        const quantity = (await repo.linesOf(tx, [order.id]))[0]?.quantity ?? 0;
        await repo.updateTerm(
          tx,
          term.id,
          order.purchaseType === 'artist_capacity'
            ? { extraArtists: term.extraArtists + quantity }
            : { extraMembers: term.extraMembers + quantity },
        );
        break;
      }
      case 'mastering_credit':
      case 'mastering_credit_36': {
        const quantity = (await repo.linesOf(tx, [order.id]))[0]?.quantity ?? 0;
        await repo.addMasteringCredits(tx, order.accountId, quantity * MASTERING_CREDITS[order.purchaseType]);
        break;
      }
    }
    await syncAccountPlan(tx, order.accountId, at);
  }

  async function scheduleTermEnd(tx: Executor | undefined, accountId: number, endsAt: Date) {
    await jobs.send(
      PLAN_TERM_QUEUE,
      { account_id: accountId },
      {
        ...(tx ? { tx } : {}),
        startAfter: new Date(endsAt.getTime() + 1_000),
        singletonKey: `plan-term-${accountId}-${endsAt.getTime()}`,
      },
    );
  }

  /** The account's plan is the plan of its term running now, else paying per release. */
  async function syncAccountPlan(tx: Executor, accountId: number, at: Date) {
    const state = await planStateOf(tx, accountId, at);
    await repo.setAccountPlan(tx, accountId, state.activeTerm?.plan ?? 'payper');
  }

  return {
    availableMethods,

    quoteRelease: (account: ActingAccount, releaseId: number, couponCode: string | undefined, language: Language) =>
      quote(account, { kind: 'release', releaseId }, couponCode, language),

    quotePlan: (account: ActingAccount, purchase: PlanPurchase, couponCode: string | undefined, language: Language) =>
      quote(account, { kind: 'plan', purchase }, couponCode, language),

    payRelease(
      account: ActingAccount,
      individual: IndividualRow,
      body: { release_id: number; method: CheckoutMethod; coupon_code?: string | undefined; idempotency_key: string },
      language: Language,
    ) {
      return checkout(
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
        account,
        individual,
        { kind: 'plan', purchase: body.purchase },
        { method: body.method, couponCode: body.coupon_code, idempotencyKey: body.idempotency_key },
        language,
      );
    },

    async list(
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
      const { rows, total } = await repo.listOrders(db, account.row.id, {
        ...(query.kind ? { kind: query.kind } : {}),
        ...(statuses ? { statuses } : {}),
        page: query.page,
        limit: query.limit,
      });
      return { items: await presentMany(rows, language), total, page: query.page, limit: query.limit };
    },

    async get(account: ActingAccount, id: number, refresh: boolean, language: Language) {
      const order = await repo.findOrder(db, account.row.id, id);
      if (!order) throw new AppError('NOT_FOUND');
      if (refresh && order.gatewayPaymentId && order.status < PAYMENT_ORDER_STATUS.paid) {
        try {
          await applyGatewayPayment(await gateway.retrievePayment(order.gatewayPaymentId), 'gateway', order.id);
        } catch (error) {
          logger.warn({ err: error, orderId: order.id }, 'could not refresh the payment from the gateway');
        }
      }
      return present((await repo.findOrder(db, account.row.id, id))!, language);
    },

    async cancel(account: ActingAccount, id: number, language: Language) {
      const order = await repo.findOrder(db, account.row.id, id);
      if (!order) throw new AppError('NOT_FOUND');
      const status = paymentOrderStatusName(order.status)!;
      if (!canMovePaymentOrder(status === 'created' ? 'created' : status, 'canceled', 'user')) {
        throw new AppError('PAYMENT_NOT_CANCELABLE');
      }
      if (order.gatewayPaymentId) {
        try {
          const payment = await gateway.cancelPayment(order.gatewayPaymentId, `otodoke-cancel-${order.id}`);
          await applyGatewayPayment(payment, 'user', order.id);
        } catch (error) {
          if (error instanceof GatewayError && error.code === 'payment_intent_unexpected_state') {
            // Paid in the meantime: the gateway's answer wins.
            await applyGatewayPayment(await gateway.retrievePayment(order.gatewayPaymentId), 'gateway', order.id);
            throw new AppError('PAYMENT_NOT_CANCELABLE');
          }
          throw error instanceof AppError ? error : new AppError('PAYMENT_GATEWAY_UNAVAILABLE');
        }
      } else {
        // Sent to the gateway without an answer: it may have taken the money, so only the gateway's word settles it.
        if (order.gatewayAttemptedAt) throw new AppError('PAYMENT_NOT_CANCELABLE');
        await db.transaction(async (tx) => {
          const locked = await repo.lockOrderById(tx, order.id);
          if (locked) await settle(tx, locked, 'canceled', { actor: 'user', failureCode: 'canceled' });
        });
      }
      return present((await repo.findOrder(db, account.row.id, id))!, language);
    },

    /** The PDF receipt of a paid order of the account. */
    async receipt(account: ActingAccount, id: number, language: Language) {
      const order = await repo.findOrder(db, account.row.id, id);
      if (!order?.receiptNumber || !order.paidAt) throw new AppError('NOT_FOUND');
      const lines = await repo.linesOf(db, [order.id]);
      const title = order.releaseId ? ((await repo.releasesByIds(db, [order.releaseId]))[0]?.title ?? null) : null;
      const couponCode = order.couponId
        ? ((await repo.couponCodesByIds(db, [order.couponId])).get(order.couponId) ?? null)
        : null;
      const pdf = await renderReceiptPdf({
        language,
        receiptNumber: order.receiptNumber,
        paidAt: order.paidAt,
        buyer: {
          name: account.row.companyName || account.row.name,
          isCompany: account.row.personCompanyType === 'company',
        },
        seller,
        lines: lines.map((line, index) => {
          const label = PRODUCT_LABELS[line.product]?.[language] ?? line.product;
          return {
            label: index === 0 && title ? `${label} ${language === 'ja' ? `「${title}」` : `"${title}"`}` : label,
            quantity: line.quantity,
            unitPrice: line.unitPrice,
            amount: line.amount,
          };
        }),
        subtotal: order.subtotal,
        discount: order.discount,
        couponCode,
        net: order.net,
        tax: order.tax,
        taxRatePercent: order.taxRatePercent,
        total: order.total,
        method: PAY_METHOD_LABELS[order.method as keyof typeof PAY_METHOD_LABELS]?.[language] ?? order.method,
      });
      return { fileName: `receipt-${order.receiptNumber}.pdf`, pdf };
    },

    /** A signed notification from the gateway. Throws WebhookSignatureError for anything not signed by it. */
    async handleWebhook(rawBody: string, signature: string | undefined) {
      let event: ReturnType<PaymentGateway['verifyWebhook']>;
      try {
        event = gateway.verifyWebhook(rawBody, signature, now());
      } catch (error) {
        // A signed event of a kind this service does not act on is acknowledged, so the gateway stops resending it.
        if (error instanceof GatewayError && error.code === 'unsupported_event_type') return;
        throw error;
      }
      await applyGatewayPayment(event.payment, 'gateway', null, { id: event.id, type: event.type });
    },

    /** Operators: deferred orders not settled yet, oldest first. */
    async deferredOrders(query: { page: number; limit: number }, language: Language) {
      const { rows, total } = await repo.listDeferredOrders(db, query);
      const presented = await presentMany(
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
    },

    /** Operators: the money of a deferred order arrived (invoice paid, partner paid, deducted from revenue). */
    async settleDeferred(orderId: number, language: Language) {
      const settled = await db.transaction(async (tx) => {
        const order = await repo.lockOrderById(tx, orderId);
        if (!order || !isDeferredPayMethod(order.method)) throw new AppError('NOT_FOUND');
        if (order.status !== PAYMENT_ORDER_STATUS.authed) throw new AppError('PAYMENT_NOT_CANCELABLE');
        return settle(tx, order, 'paid', { actor: 'system' });
      });
      return present(settled, language);
    },

    /** The gateway's id of an order's payment (demo seed, operators). */
    async gatewayPaymentIdOf(orderId: number) {
      return (await repo.findOrderById(db, orderId))?.gatewayPaymentId ?? null;
    },

    /** The payment-sync job: asks the gateway where an order stands. */
    async sync(orderId: number) {
      const order = await repo.findOrderById(db, orderId);
      if (!order || order.status >= PAYMENT_ORDER_STATUS.paid) return;
      // The gateway did not answer the first time: the same request again (same key) finds or makes the payment.
      if (!order.gatewayPaymentId) {
        if (order.status === PAYMENT_ORDER_STATUS.created && order.gatewayAttemptedAt) await charge(order.id);
        return;
      }
      try {
        const payment = await gateway.retrievePayment(order.gatewayPaymentId);
        const abandoned =
          payment.status === 'requires_action' &&
          payment.nextAction?.type === 'redirect' &&
          now().getTime() - order.updatedAt.getTime() >= ABANDONED_REDIRECT_MS;
        await applyGatewayPayment(
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
            await settle(tx, locked, 'expired', {
              actor: 'system',
              failureCode: 'payment_intent_payment_attempt_expired',
            });
        });
      }
    },

    /**
     * At start: every account's plan follows its terms, and every term still running has its end job (terms that
     * came from before payments existed had none). Idempotent: the jobs are keyed by account and end.
     */
    async reconcilePlans() {
      const at = now();
      for (const term of await repo.runningTerms(db, at)) await scheduleTermEnd(undefined, term.accountId, term.endsAt);
      await repo.setPlansFromTerms(db, at);
    },

    /** The plan-term-end job. */
    async termEnded(accountId: number) {
      await db.transaction(async (tx) => {
        await repo.lockAccount(tx, accountId);
        await syncAccountPlan(tx, accountId, now());
      });
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
