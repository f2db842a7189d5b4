import { EstimateReportScreen } from '../features/reports/EstimateReportScreen.tsx';

/** /dashboard/reports/estimate: plays, downloads and estimated revenue, with the filters in the address. */
export function EstimateReportPage() {
  return <EstimateReportScreen />;
}
