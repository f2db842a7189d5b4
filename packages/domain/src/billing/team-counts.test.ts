import { describe, expect, it } from 'vitest';
import { teamCountsOf } from './team-counts.ts';

describe('team counts', () => {
  it('counts account managers apart from the team members the plan limits', () => {
    // The owner (a manager) and one invited member: the plan page shows 1 / 3, and so does everything else.
    expect(teamCountsOf([{ isAccountManager: true }, { isAccountManager: false }])).toEqual({
      managers: 1,
      members: 1,
    });
    expect(teamCountsOf([{ isAccountManager: true }])).toEqual({ managers: 1, members: 0 });
    expect(teamCountsOf([])).toEqual({ managers: 0, members: 0 });
  });
});
