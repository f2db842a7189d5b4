// A release's status in words and colour, and what follows a submission.
import { type Language, RELEASE_STATUS_LABELS, type ReleaseStatusGroup, type ReleaseStatusName } from '@otodoke/domain';

export type StatusChipColour = 'default' | 'info' | 'warning' | 'secondary' | 'success' | 'primary';

/** One colour per status group, so the list reads at a glance. */
export const STATUS_GROUP_COLOURS: Readonly<Record<ReleaseStatusGroup, StatusChipColour>> = {
  draft: 'default',
  in_review: 'info',
  payment: 'warning',
  distribution: 'primary',
  on_sale: 'success',
  ended: 'default',
};

function isStatusName(status: string): status is ReleaseStatusName {
  return Object.hasOwn(RELEASE_STATUS_LABELS, status);
}

export function releaseStatusLabel(status: string, language: Language): string {
  return isStatusName(status) ? RELEASE_STATUS_LABELS[status][language] : status;
}

/** Statuses in which the release waits for the account to pay before it goes on. */
const PAYMENT_NEXT: readonly string[] = [
  'creating_wait_create_payment',
  'refine_wait_create_payment',
  'payment_waiting',
  'payment_failure',
];

/** Statuses in which the service checks and reviews what was submitted. */
const REVIEW_NEXT: readonly string[] = ['creating_complete', 'creating_cdc_done', 'refine_complete', 'refine_cdc_done'];

/** What happens after a submission, by the status it led to. */
export function nextStepAfterSubmit(status: string): 'payment' | 'review' | 'other' {
  if (PAYMENT_NEXT.includes(status)) return 'payment';
  if (REVIEW_NEXT.includes(status)) return 'review';
  return 'other';
}

/** Statuses where the reviewers asked for changes: the editor says so on top. */
export function isChangeRequested(status: string): boolean {
  return status === 'review_sendback' || status === 'vocaloid_review_rejwait' || status === 'store_review_rejwait';
}
