// Whether an account may move to a plan, with the spec's reasons when not.
import type { PlanName, PlanUnavailableReason } from '../enumerations/plan-payment.ts';
import { PLANS } from './prices.ts';

export type PlanAccountState = {
  readonly currentPlan: PlanName;
  readonly personCompanyType: 'person' | 'company';
  /** Artists that are not archived. */
  readonly artistCount: number;
  /** Team members besides the manager. */
  readonly memberCount: number;
  readonly hasWaitingPlanPayment: boolean;
  /** Capacity bought on top of the current term (it stays with the term through an upgrade). */
  readonly extraArtists?: number;
  readonly extraMembers?: number;
};

/** Every reason the account cannot take `target` now; empty when it can. */
export const planUnavailableReasons = (target: PlanName, account: PlanAccountState): PlanUnavailableReason[] => {
  const reasons: PlanUnavailableReason[] = [];
  const plan = PLANS[target];
  const current = PLANS[account.currentPlan];
  if (account.hasWaitingPlanPayment) reasons.push('exist_waiting_plan_payment');
  if (!plan.accountTypes.includes(account.personCompanyType)) {
    reasons.push(
      account.personCompanyType === 'person'
        ? 'only_available_for_company_account'
        : 'only_available_for_person_account',
    );
  }
  if (account.currentPlan !== 'payper' && plan.rank < current.rank) reasons.push('cannot_downgrade_than_current_plan');
  if (account.currentPlan === 'unlimited_pro' && target === 'unlimited_enterprise') {
    reasons.push('cannot_direct_upgrade_from_pro_to_enterprise');
  }
  if (plan.artists !== null && account.artistCount > plan.artists + (account.extraArtists ?? 0))
    reasons.push('exceed_artist_count');
  if (account.memberCount > plan.members + (account.extraMembers ?? 0)) reasons.push('exceed_member_count');
  return reasons;
};
