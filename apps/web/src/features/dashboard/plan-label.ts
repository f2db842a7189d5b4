import { isOneOf, PLAN_NAMES } from '@otodoke/domain';
import type { TFunction } from 'i18next';

/** The display name of a plan (spec 3 plan names); an unknown plan shows as sent. */
export function planLabel(plan: string, t: TFunction): string {
  return isOneOf(PLAN_NAMES, plan) ? t(`dashboard.plans.${plan}`) : plan;
}
