// The plan state depends on the clock only through where it stands among the terms' starts and ends (planMoment):
// the plan summary is reused while that moment stays the same, so two instants with one moment must agree.
import { describe, expect, it } from 'vitest';
import type { PlanTermRow } from './billing.repository.ts';
import { type PlanFacts, planMoment, planStateFrom } from './plan-state.ts';

const DAY = 86_400_000;
const at = (iso: string) => new Date(iso);

function term(id: number, plan: string, startsAt: string, endsAt: string): PlanTermRow {
  return { id, plan, startsAt: at(startsAt), endsAt: at(endsAt) } as unknown as PlanTermRow;
}

const facts: PlanFacts = {
  terms: [
    term(1, 'unlimited_lite', '2025-01-01T00:00:00Z', '2026-01-01T00:00:00Z'),
    term(2, 'unlimited_standard', '2026-01-01T00:00:00Z', '2027-01-01T00:00:00Z'),
    term(3, 'unlimited_standard', '2027-03-01T00:00:00Z', '2028-03-01T00:00:00Z'),
  ],
  waitingPlanOrderId: null,
  artistCount: 2,
  memberCount: 1,
};

describe('planMoment', () => {
  it('gives the same moment only to instants with the same plan state', () => {
    const boundaries = facts.terms.flatMap((t) => [t.startsAt.getTime(), t.endsAt.getTime()]);
    const instants = [
      ...boundaries.flatMap((b) => [b - 1, b, b + 1]),
      ...Array.from({ length: 200 }, (_, i) => at('2024-12-01T00:00:00Z').getTime() + i * 7 * DAY),
    ];
    const stateAt = new Map<string, ReturnType<typeof planStateFrom>>();
    const moments = new Set<string>();
    for (const time of instants) {
      const moment = planMoment(facts, new Date(time));
      moments.add(moment);
      const state = planStateFrom(facts, new Date(time));
      const seen = stateAt.get(moment);
      if (seen) expect(state, new Date(time).toISOString()).toEqual(seen);
      else stateAt.set(moment, state);
    }
    // Five distinct boundaries (one term ends as the next starts): before, at and between them, eleven moments.
    expect(moments.size).toBe(11);
  });

  it('moves on when a term ends', () => {
    const end = facts.terms[1]!.endsAt.getTime();
    expect(planMoment(facts, new Date(end - 1))).not.toBe(planMoment(facts, new Date(end)));
    expect(planStateFrom(facts, new Date(end - 1)).activeTerm?.plan).toBe('unlimited_standard');
    expect(planStateFrom(facts, new Date(end)).activeTerm).toBeNull();
  });
});
