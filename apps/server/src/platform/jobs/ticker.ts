// A periodic round of work in the worker processes: every `intervalMs`, and across every process on the database at
// most one round at a time and one round an interval. Whoever takes the round's lease (a row of round_leases) runs
// it; the lease is renewed while the round runs and then held until the interval is over, so with M workers the
// round runs as often as with one. A worker that dies mid-round leaves its lease to run out (LEASE_SECONDS), then
// another takes over. A failed round is logged and the next one runs as usual. Returns the stop function.
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { roundLeases } from '../db/schema.ts';
import type { Logger } from '../logger.ts';

/** How long a running round's lease lasts without renewal (a dead worker's round is taken over after that). */
export const LEASE_SECONDS = 30;

export interface RoundLease {
  /** True when this holder may run the round now (and holds it until `release`). */
  take(): Promise<boolean>;
  /** Extends the lease of a round still running. */
  renew(): Promise<void>;
  /** The round is over: nobody starts it again before (nine tenths of) `intervalMs` after this one started. */
  release(intervalMs: number): Promise<void>;
}

/** The lease of the round `name` for one holder (a fresh id: each process, each round). */
export function roundLease(db: Db, name: string, leaseSeconds = LEASE_SECONDS): RoundLease {
  const holder = randomUUID();
  const until = sql`now() + make_interval(secs => ${leaseSeconds})`;
  return {
    async take() {
      const taken = await db
        .insert(roundLeases)
        .values({ name, holder, startedAt: sql`now()`, leaseUntil: until })
        .onConflictDoUpdate({
          target: roundLeases.name,
          set: { holder, startedAt: sql`now()`, leaseUntil: until },
          setWhere: sql`${roundLeases.leaseUntil} <= now()`,
        })
        .returning({ name: roundLeases.name });
      return taken.length === 1;
    },
    async renew() {
      await db
        .update(roundLeases)
        .set({ leaseUntil: until })
        .where(and(eq(roundLeases.name, name), eq(roundLeases.holder, holder)));
    },
    async release(intervalMs) {
      await db
        .update(roundLeases)
        .set({
          // A tenth short of the interval, so the holder's own next tick (an interval after its last) finds it free.
          leaseUntil: sql`greatest(now(), ${roundLeases.startedAt} + make_interval(secs => ${(intervalMs * 0.9) / 1000}))`,
        })
        .where(and(eq(roundLeases.name, name), eq(roundLeases.holder, holder)));
    },
  };
}

export function startTicker(
  round: () => Promise<unknown>,
  logger: Logger,
  intervalMs: number,
  failure: string,
  shared: { db: Db; name: string; leaseSeconds?: number },
): () => void {
  const lease = roundLease(shared.db, shared.name, shared.leaseSeconds);
  const renewEveryMs = ((shared.leaseSeconds ?? LEASE_SECONDS) * 1000) / 3;
  let isRunning = false;
  const runOnce = async () => {
    if (!(await lease.take())) return;
    const renewal = setInterval(() => {
      lease.renew().catch((error: unknown) => logger.warn({ err: error }, `${failure}: lease not renewed`));
    }, renewEveryMs);
    renewal.unref();
    try {
      await round();
    } finally {
      clearInterval(renewal);
      await lease.release(intervalMs);
    }
  };
  const timer = setInterval(() => {
    if (isRunning) return;
    isRunning = true;
    runOnce()
      .catch((error: unknown) => logger.warn({ err: error }, failure))
      .finally(() => {
        isRunning = false;
      });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
