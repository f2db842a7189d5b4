// Why a sales report import failed: the errors an import throws, whether the file or the moment is to blame, the
// words an operator reads, and the kind of failure their screen explains (also read back from recorded words).

import { ReportRefused } from '@otodoke/protocols/sales-reports/audit-sales-report.ts';
import { SalesReportReadError } from '@otodoke/protocols/sales-reports/sales-report-types.ts';
import { databaseErrorOf } from '../../platform/db/errors.ts';

/**
 * What kind of failure, for the operator's screen to explain in their language (the reason stays as detail):
 * not a report we read, a damaged compressed file, another import under way, contents refused, or our fault.
 */
export type ImportFailureKind = 'not_report' | 'damaged' | 'busy' | 'refused' | 'internal';

/** The recorded words of a failure that was ours (logged), and of a damaged gzip file: importFailureKindOfReason reads them. */
export const INTERNAL_FAILURE_REASON = 'the report could not be imported (an internal error was logged)';
const DAMAGED_GZIP_REASON = 'the file is not valid gzip';

/**
 * The kind of a failure recorded earlier (sales_report_failures keeps only its words), read back from those words as
 * this file writes them: the reader's "not a sales report" messages, the damaged gzip, our own error; else refused.
 */
export function importFailureKindOfReason(reason: string): ImportFailureKind {
  if (reason === INTERNAL_FAILURE_REASON) return 'internal';
  if (reason === DAMAGED_GZIP_REASON) return 'damaged';
  if (/: not a sales report( line)?$/.test(reason) || / is not a sales report we read: /.test(reason)) {
    return 'not_report';
  }
  if (reason.endsWith(': try again in a moment')) return 'busy';
  return 'refused';
}

export class ImportFailure extends Error {}

/**
 * A failure of the moment, not of the file (the same file being imported right now, a lost connection, an import
 * interrupted): the store's file is tried again at the next round.
 */
export class PassingFailure extends ImportFailure {}

/** The same file or report is going in right now: nothing to record, the caller tries again in a moment. */
export class ImportUnderWay extends PassingFailure {}

/** The report (by the store's message id and file number) was imported before from other bytes (e.g. gzipped). */
export class SameReport extends Error {
  readonly reportId: number;
  constructor(reportId: number) {
    super('the same report was imported before');
    this.reportId = reportId;
  }
}

/** The file is why it failed (it would fail again as it is), not the moment (the database, a crash). */
export function isFailureOfTheFile(error: unknown): boolean {
  if (error instanceof PassingFailure) return false;
  if (error instanceof ReportRefused || error instanceof ImportFailure || error instanceof SalesReportReadError) {
    return true;
  }
  return databaseErrorOf(error)?.code === '22003';
}

/** The kind of a failed import's error, for the operator's screen (an error of ours is `internal` before this). */
export function failureKindOf(error: unknown): ImportFailureKind {
  // The reader throws only for a file that is no report at all (empty, a first line naming no format, a line too long).
  if (error instanceof SalesReportReadError) return 'not_report';
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && code.startsWith('Z_')) return 'damaged';
  return 'refused';
}

/**
 * The words an operator reads for a failed import: the report's own problem, or what the database refused in its own
 * words (never the statement or its parameters); null for an error of ours, which is logged instead.
 */
export function failureReasonOf(error: unknown): string | null {
  if (error instanceof ReportRefused || error instanceof ImportFailure || error instanceof SalesReportReadError) {
    return error.message;
  }
  const database = databaseErrorOf(error);
  if (database?.code === '22003') return 'a value of the report is out of range once converted to yen';
  if (database) return `the database refused the report: ${database.message}`;
  // Corrupt gzip and failing streams are about the file, and say so.
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && code.startsWith('Z_')) return DAMAGED_GZIP_REASON;
  return null;
}
