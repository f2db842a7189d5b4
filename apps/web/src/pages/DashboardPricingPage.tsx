import { PlanComparison } from '../features/plans/index.ts';

/** /dashboard/pricing: the plans the current account can choose, and choosing one. */
export function DashboardPricingPage() {
  return <PlanComparison />;
}
