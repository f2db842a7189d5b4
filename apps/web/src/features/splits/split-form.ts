// The split form of a release: its values as typed, the running total, the domain's rules as messages per form
// field (the same rules and words as the server), the request body, and which field shows each server field error.
import type { setReleaseSplit } from '@otodoke/contract';
import {
  BASIS_POINTS_TOTAL,
  formatShareRate,
  parseShareRate,
  SPLIT_STATUS,
  shareRateTextProblem,
  type ValidationMessageId,
  validateSplit,
} from '@otodoke/domain';
import type { ApiResult, CallArgs } from '../../app/api-client.ts';

export type SplitVersion = ApiResult<typeof setReleaseSplit>;
export type SplitBody = NonNullable<CallArgs<typeof setReleaseSplit>['body']>;

export interface CollaboratorRow {
  email: string;
  rate: string;
  /** The collaborator's answer when the row came from a saved split (shown beside it; never sent). */
  status: number | null;
}

export interface SplitFormValues {
  ownerRate: string;
  collaborators: CollaboratorRow[];
}

/** A field of the form a message belongs to; `total` is the line under the collaborators. */
export type SplitField = 'ownerRate' | `collaborators.${number}.email` | `collaborators.${number}.rate` | 'total';

/**
 * What the dialog starts from: the split set for next month if there is one, else the one in force, else everything
 * to the owner. Declined and ended shares are left out: saving them again would invite those people again.
 */
export function splitFormFrom(version: SplitVersion | null | undefined): SplitFormValues {
  if (!version) return { ownerRate: '100', collaborators: [] };
  const kept = version.shares.filter(
    (share) => share.status === SPLIT_STATUS.invited || share.status === SPLIT_STATUS.accepted,
  );
  const dropped = version.shares
    .filter((share) => !kept.includes(share))
    .reduce((sum, share) => sum + share.shareBp, 0);
  return {
    // What a declined collaborator would have had goes back to the owner, so the form still adds up to 100%.
    ownerRate: formatShareRate(version.ownerShareBp + dropped),
    collaborators: kept.map((share) => ({
      email: share.email,
      rate: formatShareRate(share.shareBp),
      status: share.status,
    })),
  };
}

export interface RateTotal {
  /** The rates that can be read, added up. */
  basisPoints: number;
  /** Every rate is entered and readable, so the total means something. */
  isComplete: boolean;
}

export function rateTotal(values: SplitFormValues): RateTotal {
  const rates = [values.ownerRate, ...values.collaborators.map((row) => row.rate)].map((text) =>
    text.trim() === '' ? null : parseShareRate(text),
  );
  return {
    basisPoints: rates.reduce<number>((sum, rate) => sum + (rate ?? 0), 0),
    isComplete: rates.every((rate) => rate !== null),
  };
}

/** How far a total is from 100%: positive when some is left to share, negative when too much is shared. */
export const rateGap = (total: RateTotal): number => BASIS_POINTS_TOTAL - total.basisPoints;

const rateOf = (text: string): number | null => (text.trim() === '' ? null : parseShareRate(text));

/**
 * Problems of the form keyed by form field, empty when it can be sent. An unreadable rate says how to write it
 * (the domain's format message) rather than that it is missing; the rest are validateSplit's rules.
 */
export function splitProblems(
  values: SplitFormValues,
  ownerEmail: string,
): Partial<Record<SplitField, ValidationMessageId>> {
  const problems: Partial<Record<SplitField, ValidationMessageId>> = {};
  const byPath = validateSplit({
    ownerEmail,
    ownerRateBasisPoints: rateOf(values.ownerRate),
    collaborators: values.collaborators.map((row) => ({ email: row.email, rateBasisPoints: rateOf(row.rate) })),
  });
  for (const [path, message] of Object.entries(byPath)) {
    const field = splitFieldOf(path);
    if (field) problems[field] = message;
  }
  const formatProblem = (text: string) => {
    const problem = shareRateTextProblem(text);
    return problem === 'revenueShareRateFormat' ? problem : null;
  };
  const ownerFormat = formatProblem(values.ownerRate);
  if (ownerFormat) problems.ownerRate = ownerFormat;
  values.collaborators.forEach((row, index) => {
    const rowFormat = formatProblem(row.rate);
    if (rowFormat) problems[`collaborators.${index}.rate`] = rowFormat;
  });
  return problems;
}

const COLLABORATOR_PATH = /^collaborators\.(\d+)\.(email|rate)$/;

/**
 * The form field a server (or validateSplit) field path belongs to: "owner_rate" (camelCased by the client to
 * "ownerRate"), "collaborators.N.email", "collaborators.N.rate", "total_rate" ("totalRate"). Null for anything
 * else, which the caller shows as a general message.
 */
export function splitFieldOf(path: string): SplitField | null {
  if (path === 'owner_rate' || path === 'ownerRate') return 'ownerRate';
  if (path === 'total_rate' || path === 'totalRate') return 'total';
  const match = COLLABORATOR_PATH.exec(path);
  if (!match) return null;
  return `collaborators.${Number(match[1])}.${match[2] as 'email' | 'rate'}`;
}

/** The body of PUT /api/v2/me/releases/{id}/split: rates as typed (the server reads them as the form did). */
export function splitBodyFrom(values: SplitFormValues): SplitBody {
  return {
    ownerRate: values.ownerRate.trim(),
    collaborators: values.collaborators.map((row) => ({ email: row.email.trim(), rate: row.rate.trim() })),
  };
}

/** An empty collaborator row, for "add a collaborator". */
export const newCollaboratorRow = (): CollaboratorRow => ({ email: '', rate: '', status: null });
