import { PricingOverview } from '../features/pricing/index.ts';

/** /pricing: plans, per-release fees and add-ons, tax included. */
export function PricingPage() {
  return <PricingOverview />;
}
