import { DashboardHome } from '../features/dashboard/index.ts';

/** /dashboard */
export function DashboardHomePage() {
  return <DashboardHome />;
}
