// Every problem the editor shows, from the saved release's check, from a refused save or submission, and from the
// editor's own checks, in one shape keyed by form field path.
import type { ApiRequestError } from '../../app/api-error.ts';
import { API_ERROR_CODES } from '../../app/api-error.ts';
import { formPathOf } from './issue-paths.ts';
import type { ReleaseCheck } from './release-types.ts';

/** The submission was refused because something blocks it (details: fields and reasons). */
export const RELEASE_CHECK_FAILED = 'SONG00002';
/** The release's status does not allow the change. */
export const RELEASE_NOT_EDITABLE = 'SONG00001';
/** The type needs terms the account has not accepted. */
export const RELEASE_TERMS_REQUIRED = 'SONG00005';
/** The release waits for its payment: it is paid, or its payment canceled, before it can be changed. */
export const RELEASE_PAYMENT_AWAITED = 'SONG00007';

export type ProblemSeverity = 'error' | 'notice';

export interface ReleaseProblem {
  /** Form field path ("songs.0.title"). */
  path: string;
  message: string;
  severity: ProblemSeverity;
  /** The metadata check reason (spec section 5), when it is one. */
  reason?: string;
}

export function problemsFromCheck(check: ReleaseCheck): ReleaseProblem[] {
  return [
    ...check.fields.map((field) => ({
      path: formPathOf(field.path),
      message: field.message,
      severity: 'error' as const,
    })),
    ...check.reasons.map((item) => ({
      path: formPathOf(item.path),
      message: item.message,
      severity: item.severity,
      reason: item.reason,
    })),
  ];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function fieldEntries(fields: unknown): ReleaseProblem[] {
  if (!isRecord(fields)) return [];
  return Object.entries(fields).flatMap(([path, message]) => {
    const messages = Array.isArray(message) ? message : [message];
    return messages
      .filter((text): text is string => typeof text === 'string' && text !== '')
      .map((text) => ({ path: formPathOf(path), message: text, severity: 'error' as const }));
  });
}

function reasonEntries(reasons: unknown): ReleaseProblem[] {
  if (!Array.isArray(reasons)) return [];
  return reasons.filter(isRecord).flatMap((item) => {
    if (typeof item.message !== 'string' || typeof item.path !== 'string') return [];
    return [
      {
        path: formPathOf(item.path),
        message: item.message,
        severity: item.severity === 'notice' ? ('notice' as const) : ('error' as const),
        ...(typeof item.reason === 'string' ? { reason: item.reason } : {}),
      },
    ];
  });
}

/**
 * The problems a refused save (VALIDATION_FAILED) or submission (SONG00002) names, or an error about one field (a
 * file still being checked: `details.field`); null for any other error, which the caller hands to the general
 * error handler.
 */
export function problemsFromError(error: ApiRequestError): ReleaseProblem[] | null {
  if (error.code === RELEASE_CHECK_FAILED || error.code === API_ERROR_CODES.validationFailed) {
    return [...fieldEntries(error.details.fields), ...reasonEntries(error.details.reasons)];
  }
  const { field } = error.details;
  if (typeof field === 'string' && field !== '' && error.isClientError) {
    return [{ path: formPathOf(field), message: error.message, severity: 'error' }];
  }
  return null;
}

/** Problems grouped by field path, in the order they came. */
export function problemsByPath(problems: readonly ReleaseProblem[]): Map<string, ReleaseProblem[]> {
  const byPath = new Map<string, ReleaseProblem[]>();
  for (const problem of problems) {
    const list = byPath.get(problem.path) ?? [];
    if (!list.some((item) => item.message === problem.message)) list.push(problem);
    byPath.set(problem.path, list);
  }
  return byPath;
}

/** Blocking problems at a path or under it ("songs.1" counts "songs.1.title"). */
export function countErrorsUnder(problems: readonly ReleaseProblem[], prefix: string): number {
  return problems.filter(
    (problem) => problem.severity === 'error' && (problem.path === prefix || problem.path.startsWith(`${prefix}.`)),
  ).length;
}

/** The same problem said twice (a check and a refused submission) is listed once. */
export function uniqueProblems(problems: readonly ReleaseProblem[]): ReleaseProblem[] {
  const seen = new Set<string>();
  return problems.filter((problem) => {
    const key = `${problem.path}\u0000${problem.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Whether a form value holds something the person put there (an empty text, list or unticked box does not). */
function isFilledValue(value: unknown): boolean {
  if (value === undefined || value === null || value === false || value === '') return false;
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

function leafPaths(tree: unknown, prefix: string): string[] {
  if (tree === true) return prefix === '' ? [] : [prefix];
  if (typeof tree !== 'object' || tree === null) return [];
  return Object.entries(tree).flatMap(([key, value]) => leafPaths(value, prefix === '' ? key : `${prefix}.${key}`));
}

function valueAt(values: unknown, path: string): unknown {
  let current = values;
  for (const segment of path.split('.')) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string, unknown>)[segment];
  }
  return current;
}

/**
 * The fields the person has been to, from RHF's touchedFields (left after focusing) and dirtyFields (changed):
 * "songs.0.title". A changed field counts only when it holds something, so the empty fields of a song just added are
 * not taken as visited.
 */
export function visitedPaths(touched: unknown, dirty: unknown, values: unknown): string[] {
  const changed = leafPaths(dirty, '').filter((path) => isFilledValue(valueAt(values, path)));
  return [...new Set([...leafPaths(touched, ''), ...changed])];
}

/**
 * Whether a problem of the saved release's check is shown next to its field yet: once the person tried to submit,
 * or once they have been to that field, to something in it (a row's field for the row) or to the field it is about
 * (a row for its virtual parts). A fresh draft does not open covered in "required".
 */
export function isProblemShown(path: string, visited: Iterable<string>, attempted: boolean): boolean {
  if (attempted) return true;
  for (const field of visited) {
    if (field === path || field.startsWith(`${path}.`) || path.startsWith(`${field}.`)) return true;
  }
  return false;
}
