// A new account's first steps, in order, as the dashboard shows them: add an artist, register (submit) a release, pay
// for it, pass review, and have it on sale. Where an account stands follows from its artists and its releases'
// statuses, never from what the browser remembers.
import { RELEASE_STATUS, type ReleaseStatusName } from '../enumerations/release.ts';
import { releaseStatusGroup } from './status-machine.ts';

export const FIRST_STEPS = ['artist', 'release', 'payment', 'review', 'on_sale'] as const;
export type FirstStep = (typeof FIRST_STEPS)[number];

export const FIRST_STEP_STATES = ['done', 'current', 'todo'] as const;
export type FirstStepState = (typeof FIRST_STEP_STATES)[number];

/** How far a release has come: 0 draft, 1 submitted (awaiting payment), 2 paid (in review), 3 approved, 4 on sale. */
export type ReleaseProgress = 0 | 1 | 2 | 3 | 4;

const AWAITING_PAYMENT: readonly ReleaseStatusName[] = [
  'creating_wait_create_payment',
  'payment_waiting',
  'payment_failure',
];
const APPROVED: readonly ReleaseStatusName[] = ['review_approved', 'vocaloid_review_approved', 'store_review_approved'];
/** Live statuses that only follow a release having been on sale. */
const AFTER_SALE: readonly ReleaseStatusName[] = ['distribution_parttakedown', 'monetize_paused'];

/**
 * How far a release in this status has come; null for a deleted one. A release sent back or refused by review has
 * been paid for and reviewed, so it stands at 2. A plan covers payment: such a release goes from 0 straight to 2.
 * A takedown (codes 500 to 590) ends a release that was out, and counts as having been on sale.
 */
export function releaseProgressOf(status: ReleaseStatusName): ReleaseProgress | null {
  if (status === 'deleted_by_user') return null;
  if (status === 'creating') return 0;
  if (AWAITING_PAYMENT.includes(status)) return 1;
  if (APPROVED.includes(status)) return 3;
  if (AFTER_SALE.includes(status)) return 4;
  const group = releaseStatusGroup(status);
  if (group === 'on_sale') return 4;
  if (group === 'distribution') return 3;
  const code = RELEASE_STATUS[status];
  if (code >= 500 && code < 600) return 4;
  return 2;
}

export interface FirstStepsInput {
  /** The account's own artists (archived ones and Various Artists left out). */
  artistCount: number;
  /** The account's releases by status: how many, and the newest one's id. */
  releases: ReadonlyArray<{ status: ReleaseStatusName; count: number; newestId: number }>;
}

export interface FirstStepView {
  step: FirstStep;
  state: FirstStepState;
  /** For the current release step: the newest release waiting at it (the draft to finish, the release to pay...). */
  releaseId: number | null;
}

/** Each step done, current (the first one not done) or still to do, and whether all are done. */
export function firstStepsOf(input: FirstStepsInput): { steps: FirstStepView[]; isComplete: boolean } {
  let furthest = -1;
  /** The newest release at each progress (0 to 4). */
  const newestAt = new Map<number, number>();
  for (const row of input.releases) {
    const progress = releaseProgressOf(row.status);
    if (progress === null || row.count <= 0) continue;
    furthest = Math.max(furthest, progress);
    newestAt.set(progress, Math.max(newestAt.get(progress) ?? 0, row.newestId));
  }
  // A release needs an artist: one that is past its draft means this step was done (even if the artist was archived).
  const done: Record<FirstStep, boolean> = {
    artist: input.artistCount > 0 || furthest >= 1,
    release: furthest >= 1,
    payment: furthest >= 2,
    review: furthest >= 3,
    on_sale: furthest >= 4,
  };
  const current = FIRST_STEPS.find((step) => !done[step]) ?? null;
  const steps = FIRST_STEPS.map((step, index): FirstStepView => {
    const state: FirstStepState = done[step] ? 'done' : step === current ? 'current' : 'todo';
    // Step 1 (release) waits on drafts (progress 0), step 2 (payment) on progress 1, and so on.
    const releaseId = state === 'current' && index > 0 ? (newestAt.get(index - 1) ?? null) : null;
    return { step, state, releaseId };
  });
  return { steps, isComplete: current === null };
}
