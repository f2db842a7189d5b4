// The operators' review queue: its filters, the colour of a release's status, and how each decision is presented
// (which need a reason, which ask first).
import {
  isReasonRequired,
  RELEASE_STATUS_LABELS,
  type ReleaseStatusName,
  type ReviewDecision,
  releaseStatusGroup,
} from '@otodoke/domain';

export const REVIEW_PATHS = ['all', 'main', 'vocaloid', 'store'] as const;
export type ReviewPath = (typeof REVIEW_PATHS)[number];

/** Queue rows per page (the contract's default). */
export const REVIEW_PAGE_SIZE = 20;

export type ReviewStatusColour = 'default' | 'info' | 'warning' | 'primary' | 'success';

/** Flagged releases stand out (someone must look again); the rest follow the status group. */
export function reviewStatusColour(status: string): ReviewStatusColour {
  if (!Object.hasOwn(RELEASE_STATUS_LABELS, status)) return 'default';
  if (status.endsWith('_flagged')) return 'warning';
  switch (releaseStatusGroup(status as ReleaseStatusName)) {
    case 'in_review':
      return 'info';
    case 'distribution':
      return 'primary';
    case 'on_sale':
      return 'success';
    default:
      return 'default';
  }
}

/** A rejection ends the release for good: the operator confirms it first. */
export const isConfirmedFirst = (decision: ReviewDecision): boolean => decision === 'reject';

/** A decision the owner must be told the reason for (send back, reject), without a reason yet. */
export function missingReason(decision: ReviewDecision, reason: string): boolean {
  return isReasonRequired(decision) && reason.trim() === '';
}

export type DecisionLook = { variant: 'contained' | 'outlined'; color: 'primary' | 'warning' | 'error' | 'inherit' };

export function decisionLook(decision: ReviewDecision): DecisionLook {
  switch (decision) {
    case 'approve':
      return { variant: 'contained', color: 'primary' };
    case 'reject':
      return { variant: 'outlined', color: 'error' };
    case 'sendback':
    case 'flag':
      return { variant: 'outlined', color: 'warning' };
    default:
      return { variant: 'outlined', color: 'inherit' };
  }
}
