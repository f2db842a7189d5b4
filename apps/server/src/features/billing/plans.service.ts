// The plan pages' facts: the current plan and term, what is used of it, and which plans the account may take.
import {
  PLAN_NAMES,
  PLAN_RENEWAL_WINDOW_DAYS,
  PLANS,
  type PlanName,
  type PlanUnavailableReason,
  planUnavailableReasons,
  quotePlanPurchase,
} from '@otodoke/domain';
import type { Db } from '../../platform/db/client.ts';
import { NO_READ_CACHE, type ReadCache } from '../../platform/db/read-cache.ts';
import type { ActingAccount } from '../../platform/http/context.ts';
import { lastBuilt } from '../../platform/http/response-reuse.ts';
import { iso } from './billing.presenter.ts';
import type { PlanUsage } from './passed-reads.ts';
import { asPlanTerm, type PlanFacts, planFactsOf, planMoment, planStateFrom, planStateOf } from './plan-state.ts';

type Language = 'ja' | 'en';

export const PLAN_REASON_MESSAGES: Readonly<Record<PlanUnavailableReason, { ja: string; en: string }>> = {
  cannot_direct_upgrade_from_pro_to_enterprise: {
    ja: 'プロプランからエンタープライズプランへは直接変更できません。お問い合わせください',
    en: 'Pro cannot be changed to Enterprise directly. Please contact us.',
  },
  exceed_artist_count: {
    ja: '登録アーティスト数がこのプランの上限を超えています',
    en: 'You have more artists than this plan allows.',
  },
  exceed_member_count: {
    ja: 'チームメンバー数がこのプランの上限を超えています',
    en: 'You have more team members than this plan allows.',
  },
  cannot_downgrade_than_current_plan: {
    ja: '現在のプランより下のプランには変更できません',
    en: 'You cannot change to a plan below your current one.',
  },
  only_available_for_person_account: {
    ja: '個人アカウントのみお申し込みいただけます',
    en: 'Only personal accounts can take this plan.',
  },
  only_available_for_company_account: {
    ja: '法人アカウントのみお申し込みいただけます',
    en: 'Only company accounts can take this plan.',
  },
  exist_waiting_plan_payment: {
    ja: 'お支払い待ちのプランのお申し込みがあります',
    en: 'A plan order is already waiting for payment.',
  },
};

const DAY_MS = 86_400_000;

/** The plan summary as sent: the plan state at `at` and what is used of the plan. */
function presentSummary(account: ActingAccount, facts: PlanFacts, at: Date) {
  const state = planStateFrom(facts, at);
  const plan = state.activeTerm?.plan ?? 'payper';
  const definition = PLANS[plan];
  const extraArtists = state.activeTermRow?.extraArtists ?? 0;
  const extraMembers = state.activeTermRow?.extraMembers ?? 0;
  const term = (row: { plan: string; startsAt: Date; endsAt: Date } | null) =>
    row
      ? { plan: row.plan as PlanName, starts_at: row.startsAt.toISOString(), ends_at: row.endsAt.toISOString() }
      : null;
  const base = state.renewalBase;
  return {
    plan,
    term: term(state.activeTerm),
    next_term: term(state.nextTerm),
    renewal_opens_at: base ? iso(new Date(base.endsAt.getTime() - PLAN_RENEWAL_WINDOW_DAYS * DAY_MS)) : null,
    had_plan_before: state.hadPlanBefore,
    artists: {
      used: state.artistCount,
      limit: definition.artists === null ? null : definition.artists + extraArtists,
      extra: extraArtists,
    },
    members: { used: state.memberCount, limit: definition.members + extraMembers, extra: extraMembers },
    mastering_credits: account.row.masteringCredits,
    waiting_order_id: state.waitingPlanOrderId,
    person_company_type: account.row.personCompanyType,
  };
}

/** `usage`: the account's artists and members as the plan counts them (the artists and team capabilities'). */
export function createPlansService(deps: {
  db: Db;
  usage: PlanUsage;
  now?: () => Date;
  /** Keeps the summary's facts until their tables change; nothing kept when not given. */
  reads?: Pick<ReadCache, 'remember'>;
}) {
  const { db, usage } = deps;
  const now = deps.now ?? (() => new Date());
  const lastSummary = lastBuilt<PlanFacts, ReturnType<typeof presentSummary>>();

  return {
    async summary(account: ActingAccount) {
      const accountId = account.row.id;
      const facts = await (deps.reads ?? NO_READ_CACHE).remember(`plans:facts:${accountId}`, () =>
        planFactsOf(db, usage, accountId),
      );
      const at = now();
      // Kept facts and the same moment among their terms give the same summary: built and serialized once.
      return lastSummary(facts!, [account.row, planMoment(facts!, at)], () => presentSummary(account, facts!, at));
    },

    async checkAvailable(account: ActingAccount, only: Exclude<PlanName, 'payper'> | undefined, language: Language) {
      const at = now();
      const state = await planStateOf(db, usage, account.row.id, at);
      const current = state.activeTerm?.plan ?? 'payper';
      const plans = PLAN_NAMES.filter((name): name is Exclude<PlanName, 'payper'> => name !== 'payper').filter(
        (name) => !only || name === only,
      );
      return {
        plans: plans.map((plan) => {
          const reasons = planUnavailableReasons(plan, {
            currentPlan: current,
            personCompanyType: account.row.personCompanyType,
            artistCount: state.artistCount,
            memberCount: state.memberCount,
            hasWaitingPlanPayment: state.waitingPlanOrderId !== null,
            extraArtists: state.activeTermRow?.extraArtists ?? 0,
            extraMembers: state.activeTermRow?.extraMembers ?? 0,
          });
          const renewing = plan === current;
          const quote = quotePlanPurchase(
            { kind: 'plan', plan },
            {
              activeTerm: renewing ? state.renewalBase : state.activeTerm,
              hadPlanBefore: state.hadPlanBefore,
              futureTerms: renewing
                ? []
                : state.currentAndFuture.filter((term) => term !== state.activeTermRow).map(asPlanTerm),
            },
            at,
          );
          return {
            plan,
            available: reasons.length === 0 && !('refusal' in quote),
            purchase_type: 'refusal' in quote ? null : quote.purchaseType,
            reasons: reasons.map((reason) => ({ reason, message: PLAN_REASON_MESSAGES[reason][language] })),
          };
        }),
      };
    },

    async activeArtists(account: ActingAccount, language: Language) {
      const state = await planStateOf(db, usage, account.row.id, now());
      const plan = state.activeTerm?.plan ?? 'payper';
      const limit = PLANS[plan].artists;
      const rows = await usage.activeArtists(db, account.row.id);
      return {
        items: rows.map((row) => ({
          id: row.id,
          name: language === 'en' && row.nameEn ? row.nameEn : row.nameJa,
          release_count: row.releaseCount,
        })),
        limit: limit === null ? null : limit + (state.activeTermRow?.extraArtists ?? 0),
      };
    },
  };
}

export type PlansService = ReturnType<typeof createPlansService>;
