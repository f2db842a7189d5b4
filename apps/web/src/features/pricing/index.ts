export { PricingOverview } from './PricingOverview.tsx';
