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

/** `usage` counts the account's artists and members (their owners' reads, passed in). */
export async function planStateOf(db: Executor, usage: PlanUsage, accountId: number, at: Date): Promise<PlanState> {
  const terms = await repo.termsOf(db, accountId);
  const active = terms.find((term) => term.startsAt <= at && at < term.endsAt) ?? null;
  const future = terms.filter((term) => term.startsAt >= at && term !== active);
  const currentAndFuture = [...(active ? [active] : []), ...future];
  const lastTerm = currentAndFuture.at(-1) ?? null;
  const waiting = await repo.findWaitingPlanOrder(db, accountId);
  return {
    activeTerm: active ? asPlanTerm(active) : null,
    activeTermRow: active,
    nextTerm: active ? (future.find((term) => term.startsAt.getTime() === active.endsAt.getTime()) ?? null) : null,
    // A renewal is allowed in the window before the last term bought ends, so measure it against that term.
    renewalBase: active ? asPlanTerm(lastTerm ?? active) : null,
    lastTerm,
    currentAndFuture,
    hadPlanBefore: terms.some((term) => term.endsAt <= at),
    artistCount: (await usage.activeArtists(db, accountId)).length,
    memberCount: await usage.memberCount(db, accountId),
    waitingPlanOrderId: waiting?.id ?? null,
  };
}
