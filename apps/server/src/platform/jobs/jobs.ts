// Background jobs through pg-boss on the same database (PostgreSQL or PGlite). Handlers must be idempotent:
// a job can run again after a crash or restart. A running job sends a heartbeat; when its worker dies (a crash, a
// kill -9, a lost machine) the supervisor of any process still running sees the heartbeat stop and retries the job
// within about half a minute, instead of waiting for the job's whole time limit to run out.
import { sql } from 'drizzle-orm';
import { fromDrizzle, PgBoss } from 'pg-boss';
import type { Database, Executor } from '../db/client.ts';
import type { Logger } from '../logger.ts';

export type JobHandler<T> = (data: T) => Promise<void>;

/**
 * A queue by name, or with how long one run may take before it counts as stuck (default 15 minutes). Long jobs
 * (decoding a four-hour video, sending it to a store) need more; a dead worker is noticed by its heartbeat anyway.
 */
export type QueueSpec = string | { name: string; maxRunSeconds: number };

/** A job whose heartbeat is older than this is taken to have lost its worker (pg-boss's minimum is 10). */
export const JOB_HEARTBEAT_SECONDS = 10;
/** How often the supervisor fails and retries jobs whose heartbeat stopped (pg-boss's default is a minute). */
export const JOB_SUPERVISE_SECONDS = 10;
/** Without a say otherwise, a run that takes longer than this is stuck (pg-boss's own default). */
const DEFAULT_MAX_RUN_SECONDS = 15 * 60;

export interface Jobs {
  /** Enqueue a job; pass `tx` to enqueue it atomically with the rows the transaction writes. */
  send<T extends object>(
    queue: string,
    data: T,
    options?: { tx?: Executor; singletonKey?: string; startAfter?: Date },
  ): Promise<void>;
  /** `concurrency`: jobs of this queue run at once in this process (default 1). */
  work<T extends object>(queue: string, handler: JobHandler<T>, options?: { concurrency?: number }): Promise<void>;
  /** Waits until no job of `queue` is queued or running (tests and the dev tools). */
  drain(queue: string, timeoutMs?: number): Promise<void>;
  stop(): Promise<void>;
}

export async function startJobs(database: Database, logger: Logger, queues: readonly QueueSpec[]): Promise<Jobs> {
  const boss = new PgBoss({
    ...database.boss,
    schema: 'pgboss',
    supervise: true,
    superviseIntervalSeconds: JOB_SUPERVISE_SECONDS,
    monitorIntervalSeconds: JOB_SUPERVISE_SECONDS,
    schedule: false,
    monitorVacuum: false,
    reindex: false,
  });
  boss.on('error', (error: unknown) => logger.error({ err: error }, 'job queue error'));
  await boss.start();
  for (const queue of queues) {
    const name = typeof queue === 'string' ? queue : queue.name;
    const options = {
      retryLimit: 5,
      retryDelay: 5,
      retryBackoff: true,
      heartbeatSeconds: JOB_HEARTBEAT_SECONDS,
      expireInSeconds: typeof queue === 'string' ? DEFAULT_MAX_RUN_SECONDS : queue.maxRunSeconds,
    };
    await boss.createQueue(name, options);
    // createQueue leaves a queue made by an earlier version as it was: bring its heartbeat and limits up to date.
    await boss.updateQueue(name, options);
    // Loads the queue into pg-boss's cache now. On a cache miss send() looks the queue up on its own connection;
    // inside a caller's transaction on PGlite (a single connection) that waits for the transaction forever.
    await boss.findJobs(name, { key: 'cache-warm-up' });
  }
  return {
    async send(queue, data, options = {}) {
      await boss.send(queue, data, {
        ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
        ...(options.startAfter ? { startAfter: options.startAfter } : {}),
        ...(options.tx ? { db: fromDrizzle(options.tx as unknown as Parameters<typeof fromDrizzle>[0], sql) } : {}),
      });
    },
    async work(queue, handler, workOptions = {}) {
      const localConcurrency = workOptions.concurrency ?? 1;
      await boss.work(queue, { pollingIntervalSeconds: 0.5, batchSize: 1, localConcurrency }, async (jobs) => {
        for (const job of jobs) await handler(job.data as never);
      });
    },
    async drain(queue, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const stats = await boss.getQueue(queue);
        if (!stats || (stats.queuedCount === 0 && stats.activeCount === 0)) return;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error(`queue ${queue} did not drain within ${timeoutMs} ms`);
    },
    async stop() {
      await boss.stop({ graceful: true, timeout: 5000 });
    },
  };
}
