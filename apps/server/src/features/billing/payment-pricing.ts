// The price of a purchase (a release's distribution or a plan purchase), with its coupon and tax, and the quote of it.
import {
  AppError,
  type CouponPurchase,
  IMMERSIVE_AUDIO_PRICE,
  IMMERSIVE_AUDIO_PRODUCT,
  invoiceTotal,
  line,
  type PlanName,
  type PriceLine,
  planUnavailableReasons,
  quotePlanPurchase,
  type ReleaseStatusName,
  type ReleaseType,
  releaseCouponProduct,
  releasePriceLines,
  releaseStatusName,
  STANDARD_TAX_RATE_PERCENT,
} from '@otodoke/domain';
import type { Executor } from '../../platform/db/client.ts';
import type { ActingAccount } from '../../platform/http/context.ts';
import { iso, presentLines } from './billing.presenter.ts';
import * as repo from './billing.repository.ts';
import { type AppliedCoupon, applyCoupon, couponReasonMessage } from './coupons.service.ts';
import type { PlanUsage } from './passed-reads.ts';
import type { Language, PaymentsContext, Target } from './payments-context.ts';
import { asPlanTerm, type PlanState, planStateOf } from './plan-state.ts';

export interface Priced {
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

function couponPurchaseOf(target: Target, releaseType: ReleaseType | null): CouponPurchase {
  if (target.kind === 'release') return { category: 'distribution', product: releaseCouponProduct(releaseType!) };
  // An immersive edition is distribution too: coupons for any distribution apply, those for one release product not.
  if (target.kind === 'immersive') return { category: 'distribution', product: null };
  const kind = target.purchase.kind;
  if (kind === 'mastering_credit' || kind === 'mastering_credit_36') return { category: 'mastering', product: null };
  return { category: 'unlimited_plan', product: null };
}

type PlanQuote = Pick<Priced, 'lines' | 'purchaseType' | 'plan' | 'termStartsAt' | 'termEndsAt'>;

/** The lines and term of a plan purchase, refused when the plan cannot be bought now. */
async function pricePlanPurchase(
  tx: Executor,
  usage: PlanUsage,
  account: ActingAccount,
  target: Extract<Target, { kind: 'plan' }>,
  at: Date,
): Promise<{ quoted: PlanQuote; planState: PlanState }> {
  const state = await planStateOf(tx, usage, account.row.id, at);
  const purchase = target.purchase;
  if (purchase.kind === 'plan') {
    const reasons = planUnavailableReasons(purchase.plan, {
      currentPlan: state.activeTerm?.plan ?? 'payper',
      personCompanyType: account.row.personCompanyType,
      artistCount: state.artistCount,
      memberCount: state.memberCount,
      hasWaitingPlanPayment: state.waitingPlanOrderId !== null,
      extraArtists: state.activeTermRow?.extraArtists ?? 0,
      extraMembers: state.activeTermRow?.extraMembers ?? 0,
    });
    if (reasons.length > 0) throw new AppError('PLAN_UNAVAILABLE', { reasons });
  }
  // A renewal is measured against the last term bought; an upgrade or capacity against the term running now.
  const renewing = purchase.kind === 'plan' && purchase.plan === state.activeTerm?.plan;
  const quote = quotePlanPurchase(
    purchase,
    {
      activeTerm: renewing ? state.renewalBase : state.activeTerm,
      hadPlanBefore: state.hadPlanBefore,
      futureTerms: renewing
        ? []
        : state.currentAndFuture.filter((term) => term !== state.activeTermRow).map(asPlanTerm),
      extraArtists: renewing ? (state.lastTerm?.extraArtists ?? 0) : 0,
      extraMembers: renewing ? (state.lastTerm?.extraMembers ?? 0) : 0,
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
  const { lines, purchaseType, plan, termStartsAt, termEndsAt } = quote;
  return { quoted: { lines, purchaseType, plan, termStartsAt, termEndsAt }, planState: state };
}

/**
 * Prices a purchase. `strict` (checkout) throws every refusal; a quote reports a coupon problem in its answer and
 * prices without it.
 */
export async function price(
  tx: Executor,
  usage: PlanUsage,
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
  } else if (target.kind === 'immersive') {
    lines = [line(IMMERSIVE_AUDIO_PRODUCT, 1, IMMERSIVE_AUDIO_PRICE)];
    purchaseType = IMMERSIVE_AUDIO_PRODUCT;
  } else {
    const planned = await pricePlanPurchase(tx, usage, account, target, at);
    planState = planned.planState;
    ({ lines, purchaseType, plan, termStartsAt, termEndsAt } = planned.quoted);
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

/** What a purchase would cost, without buying it; a coupon that cannot be used is reported, not thrown. */
export async function quote(
  ctx: PaymentsContext,
  account: ActingAccount,
  target: Target,
  couponCode: string | undefined,
  language: Language,
) {
  const at = ctx.now();
  const { priced, couponProblem } = await price(ctx.db, ctx.usage, account, target, couponCode, false, at);
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
