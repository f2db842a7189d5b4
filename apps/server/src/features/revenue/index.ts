// Public face of the revenue feature: sales report imports, reports, month closes with the ledger, splits and
// withdrawals.

export { lastClosedMonthSql, unmatchedSalesCountSql, withdrawalsWaitingCountSql } from './admin-counts.ts';
export { revenueCapability } from './capability.ts';
export { type CloseService, createCloseService } from './close.service.ts';
export { dashboardEstimateOf } from './dashboard-estimate.ts';
export { createIngestService, type ImportResult, type IngestService } from './ingest.service.ts';
export { createOperationsService, type OperationsService } from './operations.service.ts';
export { createReportPoller, type ReportPoller, startReportTicker } from './report-poller.ts';
export { createReportsService, type ReportsService } from './reports.service.ts';
export { ESTIMATE_CSV_PATH, registerRevenueRoutes, SALES_REPORT_UPLOAD_PATH } from './revenue.routes.ts';
export { createSplitsService, isSplitAvailable, type SplitsService } from './splits.service.ts';
export { musicStatsCapability } from './stats/capability.ts';
export { createWithdrawalService, type WithdrawalService } from './withdrawal.service.ts';
