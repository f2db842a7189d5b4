// What a plan purchase is (new, return, upgrade, renewal, capacity, mastering credits), what it costs and which term it
// buys (docs/decisions/0008-payments-and-coupons.md). Prices are yearly; upgrades and capacity are prorated by day to
// the end of the current term and rounded down, so nobody pays twice for the same days.
import type { PlanName, PurchaseType } from '../enumerations/plan-payment.ts';
import { ADD_ON_PRICES, PLANS } from './prices.ts';
import { line, type PriceLine } from './release-price.ts';

const DAY_MS = 86_400_000;
/** A plan may be renewed from this many days before its term ends. */
export const PLAN_RENEWAL_WINDOW_DAYS = 60;
/** Most capacity or credits bought at once. */
export const MAX_PURCHASE_QUANTITY = 100;

export type PlanTerm = { readonly plan: PlanName; readonly startsAt: Date; readonly endsAt: Date };

export type PlanPurchaseRequest =
  | { readonly kind: 'plan'; readonly plan: Exclude<PlanName, 'payper'> }
  | { readonly kind: 'artist_capacity' | 'member_capacity'; readonly quantity: number }
  | { readonly kind: 'mastering_credit' | 'mastering_credit_36'; readonly quantity: number };

export type PlanPurchaseRefusal = 'no_active_plan' | 'renewal_not_open' | 'invalid_quantity';

export type PlanPurchaseQuote = {
  readonly purchaseType: PurchaseType;
  readonly plan: PlanName | null;
  readonly lines: PriceLine[];
  /** The term the purchase starts or extends; null for mastering credits. */
  readonly termStartsAt: Date | null;
  readonly termEndsAt: Date | null;
};

/** One year later on the same calendar day (29 February becomes 28 February). */
export const addOneYear = (from: Date): Date => {
  const next = new Date(from);
  next.setUTCFullYear(from.getUTCFullYear() + 1);
  if (next.getUTCDate() !== from.getUTCDate()) next.setUTCDate(0);
  return next;
};

/** The share of the term still to run, in whole days (a started day counts), over the term's days. */
const remainingShare = (term: PlanTerm, now: Date) => {
  const total = Math.max(1, Math.round((term.endsAt.getTime() - term.startsAt.getTime()) / DAY_MS));
  const left = Math.min(total, Math.max(0, Math.ceil((term.endsAt.getTime() - now.getTime()) / DAY_MS)));
  return { left, total };
};

const prorate = (yearly: number, term: PlanTerm, now: Date) => {
  const { left, total } = remainingShare(term, now);
  return Math.floor((yearly * left) / total);
};

/**
 * The quote for a purchase, or why it is refused. Plan availability (downgrades, account type, capacity) is checked
 * by planUnavailableReasons; this decides the purchase type and the money.
 */
export const quotePlanPurchase = (
  request: PlanPurchaseRequest,
  account: {
    readonly activeTerm: PlanTerm | null;
    readonly hadPlanBefore: boolean;
    /** Terms already bought that start after the active one (an upgrade moves them up too, so it pays for them). */
    readonly futureTerms?: readonly PlanTerm[];
    /** Capacity bought on the term being renewed: the renewal carries it on, so it pays for it again. */
    readonly extraArtists?: number;
    readonly extraMembers?: number;
  },
  now: Date,
): PlanPurchaseQuote | { refusal: PlanPurchaseRefusal } => {
  const term = account.activeTerm;
  if (request.kind !== 'plan') {
    if (!Number.isSafeInteger(request.quantity) || request.quantity < 1 || request.quantity > MAX_PURCHASE_QUANTITY) {
      return { refusal: 'invalid_quantity' };
    }
  }
  switch (request.kind) {
    case 'plan': {
      const price = PLANS[request.plan].yearlyPrice;
      const product = PLANS[request.plan].product!;
      if (!term) {
        return {
          purchaseType: account.hadPlanBefore ? 'plan_return' : 'plan_new',
          plan: request.plan,
          lines: [line(product, 1, price)],
          termStartsAt: now,
          termEndsAt: addOneYear(now),
        };
      }
      if (term.plan === request.plan) {
        const opensAt = term.endsAt.getTime() - PLAN_RENEWAL_WINDOW_DAYS * DAY_MS;
        if (now.getTime() < opensAt) return { refusal: 'renewal_not_open' };
        const lines = [line(product, 1, price)];
        if (account.extraArtists)
          lines.push(line('artist_capacity', account.extraArtists, ADD_ON_PRICES.artist_capacity));
        if (account.extraMembers)
          lines.push(line('member_capacity', account.extraMembers, ADD_ON_PRICES.member_capacity));
        return {
          purchaseType: 'plan_renewal',
          plan: request.plan,
          lines,
          termStartsAt: term.endsAt,
          termEndsAt: addOneYear(term.endsAt),
        };
      }
      // An upgrade pays the difference for the days left; the term keeps its end. A year bought ahead moves up too
      // and pays the whole difference.
      const difference = Math.max(0, price - PLANS[term.plan].yearlyPrice);
      const ahead = (account.futureTerms ?? []).map((future) =>
        line(product, 1, Math.max(0, price - PLANS[future.plan].yearlyPrice)),
      );
      return {
        purchaseType: 'plan_upgrade',
        plan: request.plan,
        lines: [line(product, 1, prorate(difference, term, now)), ...ahead],
        termStartsAt: term.startsAt,
        termEndsAt: term.endsAt,
      };
    }
    case 'artist_capacity':
    case 'member_capacity': {
      if (!term) return { refusal: 'no_active_plan' };
      return {
        purchaseType: request.kind,
        plan: term.plan,
        lines: [line(request.kind, request.quantity, prorate(ADD_ON_PRICES[request.kind], term, now))],
        termStartsAt: term.startsAt,
        termEndsAt: term.endsAt,
      };
    }
    case 'mastering_credit':
    case 'mastering_credit_36':
      return {
        purchaseType: request.kind,
        plan: null,
        lines: [line(request.kind, request.quantity, ADD_ON_PRICES[request.kind])],
        termStartsAt: null,
        termEndsAt: null,
      };
  }
};
