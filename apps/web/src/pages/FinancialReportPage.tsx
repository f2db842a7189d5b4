import { FinancialReportScreen } from '../features/revenue/FinancialReportScreen.tsx';

/** /creators/dashboard/reports/financial and /member/report: confirmed monthly statements. */
export function FinancialReportPage() {
  return <FinancialReportScreen />;
}
