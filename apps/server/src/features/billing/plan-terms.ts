// The terms of an unlimited plan: what a paid plan purchase adds (a year, an upgrade, capacity, credits), the job at
// each term's end, and the account's plan kept in line with its terms.
import { MASTERING_CREDITS } from '@otodoke/domain';
import type { Executor } from '../../platform/db/client.ts';
import type { PaymentOrderRow } from './billing.repository.ts';
import * as repo from './billing.repository.ts';
import { type PaymentsContext, PLAN_TERM_QUEUE } from './payments-context.ts';
import { planStateOf } from './plan-state.ts';

/** A year of the plan from `starts`, recorded as a term bought by the order, with its end job. */
async function addYearTerm(
  ctx: PaymentsContext,
  tx: Executor,
  order: PaymentOrderRow,
  starts: Date,
  extra: { extraArtists: number; extraMembers: number } | null,
) {
  const ends = new Date(starts);
  ends.setUTCFullYear(ends.getUTCFullYear() + 1);
  await repo.insertTerm(tx, {
    accountId: order.accountId,
    plan: order.plan!,
    startsAt: starts,
    endsAt: ends,
    ...(extra ?? {}),
    orderId: order.id,
  });
  await repo.updateOrder(tx, order.id, { termStartsAt: starts, termEndsAt: ends });
  await scheduleTermEnd(ctx, tx, order.accountId, ends);
}

/** What a paid plan purchase buys, written in the same transaction as the order turning paid. */
export async function fulfilPlanPurchase(ctx: PaymentsContext, tx: Executor, order: PaymentOrderRow, at: Date) {
  const state = await planStateOf(tx, ctx.usage, order.accountId, at);
  switch (order.purchaseType) {
    case 'plan_new':
    case 'plan_return': {
      // The year starts when the money arrives (a konbini payment may come days after the order).
      await addYearTerm(ctx, tx, order, state.activeTerm ? state.activeTerm.endsAt : at, null);
      break;
    }
    case 'plan_renewal': {
      const base = state.lastTerm;
      await addYearTerm(ctx, tx, order, base && base.endsAt > at ? base.endsAt : at, {
        extraArtists: base?.extraArtists ?? 0,
        extraMembers: base?.extraMembers ?? 0,
      });
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
        ctx.logger.error({ orderId: order.id }, 'capacity paid for after its term ended');
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
      await ctx.accounts.addMasteringCredits(tx, order.accountId, quantity * MASTERING_CREDITS[order.purchaseType]);
      break;
    }
  }
  await syncAccountPlan(ctx, tx, order.accountId, at);
}

async function scheduleTermEnd(ctx: PaymentsContext, tx: Executor | undefined, accountId: number, endsAt: Date) {
  await ctx.jobs.send(
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
async function syncAccountPlan(ctx: PaymentsContext, tx: Executor, accountId: number, at: Date) {
  const state = await planStateOf(tx, ctx.usage, accountId, at);
  await ctx.accounts.setAccountPlan(tx, accountId, state.activeTerm?.plan ?? 'payper');
}

/**
 * At start: every account's plan follows its terms, and every term still running has its end job (terms that
 * came from before payments existed had none). Idempotent: the jobs are keyed by account and end.
 */
export async function reconcilePlans(ctx: PaymentsContext) {
  const at = ctx.now();
  for (const term of await repo.runningTerms(ctx.db, at))
    await scheduleTermEnd(ctx, undefined, term.accountId, term.endsAt);
  await ctx.accounts.setPlansFrom(ctx.db, repo.planAtSql(at));
}

/** The plan-term-end job. */
export async function termEnded(ctx: PaymentsContext, accountId: number) {
  await ctx.db.transaction(async (tx) => {
    await ctx.accounts.lockAccount(tx, accountId);
    await syncAccountPlan(ctx, tx, accountId, ctx.now());
  });
}
