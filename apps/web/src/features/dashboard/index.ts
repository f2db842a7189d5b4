// Public face of the dashboard home feature.
export { DashboardHome } from './DashboardHome.tsx';
export { planLabel } from './plan-label.ts';
