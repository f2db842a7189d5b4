// Where the reports live: the estimate report is this feature's page; the confirmed (financial) report is another's.
export const REPORT_PATHS = {
  estimate: '/dashboard/reports/estimate',
  financial: '/creators/dashboard/reports/financial',
} as const;
