// The renewal of a release paid per release as its owner reads it: the stage the renewal is at (from the release
// status and what the server allows) and the dates that matter. See docs/decisions/0009-review-and-delivery.md.
import { RENEWAL_FIXED_DAYS_BEFORE, RENEWAL_GRACE_DAYS, type ReleaseStatusName } from '@otodoke/domain';

/**
 * open: pay, or choose not to renew; fixed: pay only (too late to decline); grace: the term is over and unpaid, the
 * fee can still be paid before the takedown; paid: the term renews at its end; notRenewed: it ends at the term's end.
 */
export type RenewalStage = 'open' | 'fixed' | 'grace' | 'paid' | 'notRenewed';

export type RenewalSeverity = 'info' | 'warning' | 'error' | 'success';

const DAY_MS = 86_400_000;

const STAGES: Readonly<Partial<Record<ReleaseStatusName, RenewalStage>>> = {
  renewal_editable_unsettled: 'open',
  renewal_uneditable_unsettled: 'fixed',
  renewal_payment_failure: 'grace',
  renewal_editable_settled: 'paid',
  renewal_uneditable_settled: 'paid',
  renewal_payment_success: 'paid',
  renewal_canceled: 'notRenewed',
};

const SEVERITIES: Readonly<Record<RenewalStage, RenewalSeverity>> = {
  open: 'info',
  fixed: 'warning',
  grace: 'error',
  paid: 'success',
  notRenewed: 'info',
};

export interface RenewalNotice {
  stage: RenewalStage;
  severity: RenewalSeverity;
  /** When the paid term ends (null when the server has no term for the release). */
  termEndsAt: Date | null;
  /** From then on the renewal is fixed: choosing not to renew is no longer possible. */
  fixedAt: Date | null;
  /** When an unpaid release is taken down: the end of the term plus the grace period. */
  graceEndsAt: Date | null;
}

const stageOfStatus = (status: string): RenewalStage | undefined =>
  Object.hasOwn(STAGES, status) ? STAGES[status as ReleaseStatusName] : undefined;

/** The end of the grace period after an unpaid term: the day the release is taken down. */
export const graceEndsAt = (termEndsAt: Date | string): Date =>
  new Date(new Date(termEndsAt).getTime() + RENEWAL_GRACE_DAYS * DAY_MS);

/** The moment the renewal is fixed (no more "do not renew"), some days before the term ends. */
export const renewalFixedAt = (termEndsAt: Date | string): Date =>
  new Date(new Date(termEndsAt).getTime() - RENEWAL_FIXED_DAYS_BEFORE * DAY_MS);

/**
 * What the renewal block of a release says, or null when the release is not being renewed. The server's "may pay"
 * and "may decline" win over the status (a status this build does not know still gets a block with the buttons).
 */
export function renewalNoticeOf(distribution: {
  status: string;
  termEndsAt: string | null;
  canPayRenewal: boolean;
  canCancelRenewal: boolean;
}): RenewalNotice | null {
  const { status, termEndsAt, canPayRenewal, canCancelRenewal } = distribution;
  const stage =
    (canCancelRenewal ? 'open' : undefined) ?? stageOfStatus(status) ?? (canPayRenewal ? 'fixed' : undefined);
  if (!stage) return null;
  return {
    stage,
    severity: SEVERITIES[stage],
    termEndsAt: termEndsAt ? new Date(termEndsAt) : null,
    fixedAt: termEndsAt ? renewalFixedAt(termEndsAt) : null,
    graceEndsAt: termEndsAt ? graceEndsAt(termEndsAt) : null,
  };
}
