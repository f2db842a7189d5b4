import { describe, expect, it } from 'vitest';
import { RELEASE_STATUS_NAMES } from '../enumerations/release.ts';
import { firstStepsOf, releaseProgressOf } from './first-steps.ts';

const states = (result: ReturnType<typeof firstStepsOf>) => result.steps.map((s) => `${s.step}:${s.state}`);

describe('a release’s progress through the first steps', () => {
  it('places every status, and leaves deleted releases out', () => {
    for (const status of RELEASE_STATUS_NAMES) {
      const progress = releaseProgressOf(status);
      if (status === 'deleted_by_user') expect(progress).toBeNull();
      else expect([0, 1, 2, 3, 4]).toContain(progress);
    }
    expect(releaseProgressOf('creating')).toBe(0);
    expect(releaseProgressOf('creating_wait_create_payment')).toBe(1);
    expect(releaseProgressOf('payment_failure')).toBe(1);
    expect(releaseProgressOf('payment_success')).toBe(2);
    expect(releaseProgressOf('creating_cdc_done')).toBe(2);
    expect(releaseProgressOf('review_sendback')).toBe(2);
    expect(releaseProgressOf('review_approved')).toBe(3);
    expect(releaseProgressOf('distribution_allsuccess')).toBe(3);
    expect(releaseProgressOf('distribution_onsale')).toBe(4);
    expect(releaseProgressOf('monetize_paused')).toBe(4);
    expect(releaseProgressOf('renewal_editable_settled')).toBe(4);
    expect(releaseProgressOf('takedown_admin')).toBe(4);
  });
});

describe('the first steps of an account', () => {
  it('starts at the artist for a new account', () => {
    const result = firstStepsOf({ artistCount: 0, releases: [] });
    expect(states(result)).toEqual(['artist:current', 'release:todo', 'payment:todo', 'review:todo', 'on_sale:todo']);
    expect(result.isComplete).toBe(false);
  });

  it('points at the newest draft, then at the release to pay', () => {
    const drafts = firstStepsOf({
      artistCount: 1,
      releases: [
        { status: 'creating', count: 2, newestId: 7 },
        { status: 'deleted_by_user', count: 1, newestId: 9 },
      ],
    });
    expect(states(drafts).slice(0, 2)).toEqual(['artist:done', 'release:current']);
    expect(drafts.steps[1]!.releaseId).toBe(7);
    const submitted = firstStepsOf({
      artistCount: 1,
      releases: [
        { status: 'creating', count: 1, newestId: 12 },
        { status: 'payment_waiting', count: 1, newestId: 10 },
      ],
    });
    expect(states(submitted).slice(1, 3)).toEqual(['release:done', 'payment:current']);
    expect(submitted.steps[2]!.releaseId).toBe(10);
    expect(submitted.steps[1]!.releaseId).toBeNull();
  });

  it('counts a plan-covered submission as paid, and is complete once a release is on sale', () => {
    const inReview = firstStepsOf({
      artistCount: 1,
      releases: [{ status: 'creating_complete', count: 1, newestId: 3 }],
    });
    expect(states(inReview).slice(2, 4)).toEqual(['payment:done', 'review:current']);
    const onSale = firstStepsOf({
      artistCount: 0,
      releases: [
        { status: 'distribution_onsale', count: 1, newestId: 3 },
        { status: 'creating', count: 1, newestId: 4 },
      ],
    });
    expect(onSale.steps.every((s) => s.state === 'done')).toBe(true);
    expect(onSale.isComplete).toBe(true);
  });
});
