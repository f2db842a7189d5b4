// How the team is counted, the same everywhere (dashboard, team page, plan usage): the plan's member limit counts the
// team members who are not account managers (the server's plan limits do the same), so managers are counted apart.

export type TeamCounts = {
  /** Account managers: not counted against the plan. */
  managers: number;
  /** Everyone else: what the plan's "team members" limit counts. */
  members: number;
};

export function teamCountsOf(people: ReadonlyArray<{ isAccountManager: boolean }>): TeamCounts {
  const managers = people.filter((person) => person.isAccountManager).length;
  return { managers, members: people.length - managers };
}
