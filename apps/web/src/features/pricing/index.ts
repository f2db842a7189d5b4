// Public face of the pricing feature: the public price list, and the plan card and price rows the signed-in plan
// comparison (features/plans) shows too.
export { PlanCard } from './PlanCard.tsx';
export { PricingOverview } from './PricingOverview.tsx';
export { ADD_ON_ROWS, addOnPrice, planPrice, priceOf, UNLIMITED_PLANS, yen } from './price-rows.ts';
