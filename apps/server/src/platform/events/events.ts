// In-transaction events with an outbox. `publish(tx, name, payload)` writes the event in the publisher's
// transaction, runs the subscribers that must commit or fail with it (`within`), and queues one pg-boss job a
// subscriber that runs after the commit (`after`), in the same transaction: an event is never lost to a crash
// between the write and the queueing, and never sent for a transaction that rolled back. An after-commit subscriber
// runs once an event: its receipt row is written in the transaction of its work, so a retried job is a no-op.
import { eq } from 'drizzle-orm';
import type { Db, Executor, Tx } from '../db/client.ts';
import { domainEvents, eventReceipts } from '../db/schema.ts';
import type { Jobs } from '../jobs/jobs.ts';
import type { Logger } from '../logger.ts';
import type { EventName, EventPayloads } from './catalogue.ts';

export type { EventName, EventPayloads } from './catalogue.ts';

export const EVENTS_QUEUE = 'events';

type Handler<N extends EventName> = (tx: Executor, payload: EventPayloads[N]) => Promise<void>;
type Subscription = { name: EventName; subscriber: string; handler: Handler<EventName> };

export interface Events {
  /** Runs in the publisher's transaction, before `publish` returns: its failure rolls the publisher back. */
  within<N extends EventName>(name: N, subscriber: string, handler: Handler<N>): void;
  /** Runs after the publisher's commit, in a worker, once per event, in a transaction of its own. */
  after<N extends EventName>(
    name: N,
    subscriber: string,
    handler: (tx: Tx, payload: EventPayloads[N]) => Promise<void>,
  ): void;
  publish<N extends EventName>(tx: Executor, name: N, payload: EventPayloads[N]): Promise<void>;
  /** The job handler of EVENTS_QUEUE: runs one after-commit subscriber for one event. */
  handle(job: { event_id: number; subscriber: string }): Promise<void>;
}

export function createEvents(deps: { db: Db; jobs: Jobs; logger: Logger }): Events {
  const within: Subscription[] = [];
  const after: Subscription[] = [];
  const afterBySubscriber = new Map<string, Subscription>();
  return {
    within(name, subscriber, handler) {
      within.push({ name, subscriber, handler: handler as Handler<EventName> });
    },
    after(name, subscriber, handler) {
      const key = `${name}:${subscriber}`;
      if (afterBySubscriber.has(key)) throw new Error(`${subscriber} already subscribes to ${name}`);
      const subscription = { name, subscriber, handler: handler as Handler<EventName> };
      after.push(subscription);
      afterBySubscriber.set(key, subscription);
    },
    async publish(tx, name, payload) {
      const [event] = await tx.insert(domainEvents).values({ name, payload }).returning({ id: domainEvents.id });
      for (const subscription of within) {
        if (subscription.name === name) await subscription.handler(tx, payload);
      }
      for (const subscription of after) {
        if (subscription.name !== name) continue;
        await deps.jobs.send(
          EVENTS_QUEUE,
          { event_id: event!.id, subscriber: subscription.subscriber },
          { tx, singletonKey: `event-${event!.id}-${subscription.subscriber}` },
        );
      }
    },
    async handle(job) {
      await deps.db.transaction(async (tx) => {
        const [event] = await tx.select().from(domainEvents).where(eq(domainEvents.id, job.event_id));
        if (!event) return;
        const subscription = afterBySubscriber.get(`${event.name}:${job.subscriber}`);
        if (!subscription) {
          deps.logger.warn({ event: event.name, subscriber: job.subscriber }, 'event for an unknown subscriber');
          return;
        }
        const [receipt] = await tx
          .insert(eventReceipts)
          .values({ eventId: event.id, subscriber: job.subscriber })
          .onConflictDoNothing()
          .returning({ eventId: eventReceipts.eventId });
        if (!receipt) return;
        await subscription.handler(tx, event.payload as never);
      });
    },
  };
}
