// Uploading a sales report file as the raw request body (POST /admin/api/v2/sales-reports/upload), with progress.
// fetch cannot report upload progress, so this uses XMLHttpRequest, sending what the API client sends (account id,
// CSRF token, language) and keeping the token and account id every answer carries, as callApi does.
import type { listSalesReports } from '@otodoke/contract';
import { camelizeKeys } from '../../../app/api-case.ts';
import type { ApiResult } from '../../../app/api-client.ts';
import { errorFromResponse, networkError } from '../../../app/api-error.ts';
import { parseAcid, requestContext } from '../../../app/request-context.ts';
import { CURRENCY_PATTERN, normaliseCurrencyText, normaliseRateText, YEN_PER_UNIT_PATTERN } from './admin-revenue.ts';

/** The server's path (apps/server revenue.routes.ts SALES_REPORT_UPLOAD_PATH; the route has no zod contract). */
export const SALES_REPORT_UPLOAD_PATH = '/admin/api/v2/sales-reports/upload';

export type SalesReport = ApiResult<typeof listSalesReports>['items'][number];
export type UploadResult = { outcome: 'imported' | 'duplicate'; report: SalesReport };

export interface RateRow {
  currency: string;
  rate: string;
}

export type RateRowProblem = { currency?: 'format' | 'duplicate'; rate?: 'format' };

/** The server takes file names of letters, digits and . - _ ( ) and spaces only: anything else becomes "_". */
export function uploadFileName(name: string): string {
  const cleaned = name.replace(/[^\w.\-() ]/g, '_').slice(-255);
  return /[^_. ]/.test(cleaned) ? cleaned : 'sales-report';
}

/** Problems of the optional rate rows, by row; rows left entirely empty are ignored. */
export function rateRowProblems(rows: readonly RateRow[]): Map<number, RateRowProblem> {
  const problems = new Map<number, RateRowProblem>();
  const seen = new Set<string>();
  rows.forEach((row, index) => {
    const currency = normaliseCurrencyText(row.currency);
    const rate = normaliseRateText(row.rate);
    if (currency === '' && rate === '') return;
    const problem: RateRowProblem = {};
    if (!CURRENCY_PATTERN.test(currency)) problem.currency = 'format';
    else if (seen.has(currency)) problem.currency = 'duplicate';
    seen.add(currency);
    if (!YEN_PER_UNIT_PATTERN.test(rate)) problem.rate = 'format';
    if (problem.currency || problem.rate) problems.set(index, problem);
  });
  return problems;
}

/**
 * The upload's address: store, file name, each given rate as rate_<CURRENCY>=<yen per unit>, and the report the file
 * replaces when it is a correction.
 */
export function uploadUrl(
  storeId: string,
  fileName: string,
  rates: readonly RateRow[],
  replacesReportId?: number,
): string {
  const query = new URLSearchParams({ store_id: storeId, file_name: uploadFileName(fileName) });
  if (replacesReportId !== undefined) query.set('replaces_report_id', String(replacesReportId));
  for (const row of rates) {
    const currency = normaliseCurrencyText(row.currency);
    const rate = normaliseRateText(row.rate);
    if (currency && rate) query.set(`rate_${currency}`, rate);
  }
  return `${SALES_REPORT_UPLOAD_PATH}?${query}`;
}

/** The server's kinds of failed import (REV00003 details.kind), each explained in the operator's language. */
export const IMPORT_FAILURE_KINDS = ['not_report', 'damaged', 'busy', 'refused', 'internal'] as const;
export type ImportFailureKind = (typeof IMPORT_FAILURE_KINDS)[number];

/** The kind of a refused upload from the error's details; null for any other error or an unknown kind. */
export function importFailureKindOf(details: Record<string, unknown>): ImportFailureKind | null {
  const kind = details.kind;
  return typeof kind === 'string' && (IMPORT_FAILURE_KINDS as readonly string[]).includes(kind)
    ? (kind as ImportFailureKind)
    : null;
}

/** The row a server field error about a rate ("rate_USD") belongs to, or -1. */
export function rateRowOfField(field: string, rows: readonly RateRow[]): number {
  const match = /^rate_([A-Z]{3})$/.exec(field);
  if (!match) return -1;
  return rows.findIndex((row) => normaliseCurrencyText(row.currency) === match[1]);
}

export interface UploadProgress {
  sent: number;
  total: number;
}

/**
 * Sends the file; resolves with the import's outcome, rejects with ApiRequestError (a refused or failed import,
 * e.g. 422 REV00003 with details.reason) or, when `signal` aborts, with an AbortError.
 */
export function uploadSalesReport(
  file: Blob,
  url: string,
  options: { onProgress: (progress: UploadProgress) => void; signal: AbortSignal },
): Promise<UploadResult> {
  const language = requestContext.language;
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.withCredentials = true;
    request.setRequestHeader('Accept', 'application/json');
    request.setRequestHeader('Accept-Language', language);
    request.setRequestHeader('Content-Type', 'application/octet-stream');
    if (requestContext.acid !== null) request.setRequestHeader('x-tcj-acid', String(requestContext.acid));
    if (requestContext.csrfToken) request.setRequestHeader('X-CSRF-TOKEN', requestContext.csrfToken);
    request.upload.onprogress = (event) =>
      options.onProgress({ sent: event.loaded, total: event.lengthComputable ? event.total : file.size });
    request.onload = () => {
      requestContext.setCsrfToken(request.getResponseHeader('x-csrf-token'));
      const acid = request.getResponseHeader('x-tcj-acid');
      if (acid !== null) requestContext.setAcid(parseAcid(acid));
      let json: unknown;
      try {
        json = request.responseText ? JSON.parse(request.responseText) : undefined;
      } catch {
        json = undefined;
      }
      if (request.status >= 200 && request.status < 300 && json !== undefined) {
        resolve(camelizeKeys(json) as UploadResult);
      } else reject(errorFromResponse(request.status, json, language));
    };
    request.onerror = () => reject(networkError(new Error('upload failed'), language));
    request.onabort = () => reject(new DOMException('The upload was stopped', 'AbortError'));
    options.signal.addEventListener('abort', () => request.abort(), { once: true });
    request.send(file);
  });
}
