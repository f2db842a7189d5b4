// Where an account stands with its unlimited plan at a moment: the term running now, a renewal bought ahead, what it
// had before, and how much of the plan it uses.
import type { PlanName } from '@otodoke/domain';
import type { Executor } from '../../platform/db/client.ts';
import type { PlanTermRow } from './billing.repository.ts';
import * as repo from './billing.repository.ts';
import type { PlanUsage } from './passed-reads.ts';

export interface PlanState {
  activeTerm: { plan: PlanName; startsAt: Date; endsAt: Date } | null;
  activeTermRow: PlanTermRow | null;
  /** A term bought ahead that starts when the active one ends. */
  nextTerm: PlanTermRow | null;
  /** The term a renewal or an upgrade is measured against: the active one, or the last bought ahead. */
  renewalBase: { plan: PlanName; startsAt: Date; endsAt: Date } | null;
  /** The term ending last (for renewals). */
  lastTerm: PlanTermRow | null;
  currentAndFuture: PlanTermRow[];
  hadPlanBefore: boolean;
  artistCount: number;
  memberCount: number;
  waitingPlanOrderId: number | null;
}

export const asPlanTerm = (row: PlanTermRow) => ({
  plan: row.plan as PlanName,
  startsAt: row.startsAt,
  endsAt: row.endsAt,
});

/** What a plan state is worked out from: the account's terms, its waiting plan order and its usage. */
export interface PlanFacts {
  terms: PlanTermRow[];
  waitingPlanOrderId: number | null;
  artistCount: number;
  memberCount: number;
}

/** `usage` counts the account's artists and members (their owners' reads, passed in). */
export async function planFactsOf(db: Executor, usage: PlanUsage, accountId: number): Promise<PlanFacts> {
  // Four independent reads: on PostgreSQL they overlap (a transaction's run one after another on its connection).
  const [terms, waiting, artists, memberCount] = await Promise.all([
    repo.termsOf(db, accountId),
    repo.findWaitingPlanOrder(db, accountId),
    usage.activeArtists(db, accountId),
    usage.memberCount(db, accountId),
  ]);
  return { terms, waitingPlanOrderId: waiting?.id ?? null, artistCount: artists.length, memberCount };
}

export async function planStateOf(db: Executor, usage: PlanUsage, accountId: number, at: Date): Promise<PlanState> {
  return planStateFrom(await planFactsOf(db, usage, accountId), at);
}

/**
 * Where `at` stands among the terms' starts and ends: `planStateFrom` compares `at` with nothing else, so two
 * instants with the same moment have the same plan state (how many boundaries are passed, and how many reached).
 */
export function planMoment(facts: PlanFacts, at: Date): string {
  const time = at.getTime();
  let passed = 0;
  let reached = 0;
  for (const term of facts.terms) {
    for (const boundary of [term.startsAt.getTime(), term.endsAt.getTime()]) {
      if (boundary < time) passed++;
      if (boundary <= time) reached++;
    }
  }
  return `${passed}:${reached}`;
}

/** The plan state at `at`, from facts read now or kept (a term starting or ending is a matter of the clock). */
export function planStateFrom(facts: PlanFacts, at: Date): PlanState {
  const { terms } = facts;
  const active = terms.find((term) => term.startsAt <= at && at < term.endsAt) ?? null;
  const future = terms.filter((term) => term.startsAt >= at && term !== active);
  const currentAndFuture = [...(active ? [active] : []), ...future];
  const lastTerm = currentAndFuture.at(-1) ?? null;
  return {
    activeTerm: active ? asPlanTerm(active) : null,
    activeTermRow: active,
    nextTerm: active ? (future.find((term) => term.startsAt.getTime() === active.endsAt.getTime()) ?? null) : null,
    // A renewal is allowed in the window before the last term bought ends, so measure it against that term.
    renewalBase: active ? asPlanTerm(lastTerm ?? active) : null,
    lastTerm,
    currentAndFuture,
    hadPlanBefore: terms.some((term) => term.endsAt <= at),
    artistCount: facts.artistCount,
    memberCount: facts.memberCount,
    waitingPlanOrderId: facts.waitingPlanOrderId,
  };
}
