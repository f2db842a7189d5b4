// Public face of the reports feature for the shell: where the reports are (the page itself loads with its route).

export { canSeeReports } from './report-access.ts';
export { REPORT_PATHS } from './report-paths.ts';
