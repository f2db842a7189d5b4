// A release's status in words and colour, and what follows a submission.
import {
  isPaymentAwaitedStatus,
  type Language,
  RELEASE_STATUS_LABELS,
  type ReleaseStatusGroup,
  type ReleaseStatusName,
  withdrawTarget,
} from '@otodoke/domain';

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

/**
 * Why a release waiting for its payment is read-only, and whether its payment can be canceled here to edit it again:
 * 'withdrawable' (cancel here), 'orderOpen' (a payment is under way: cancel it under Payments first), or null when
 * the release does not wait for a payment.
 */
export function paymentLock(status: string): 'withdrawable' | 'orderOpen' | null {
  if (!isStatusName(status) || !isPaymentAwaitedStatus(status)) return null;
  return withdrawTarget(status) ? 'withdrawable' : 'orderOpen';
}
