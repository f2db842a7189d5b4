// Public face of the dashboard home feature.
export { DashboardHome } from './DashboardHome.tsx';
