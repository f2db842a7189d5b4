// Events between capabilities: written in the publisher's transaction, with subscribers that run within it (and can
// roll it back) or once after it commits (through the job queue, surviving a retry of their job).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainEvents, eventReceipts } from '../src/platform/db/schema.ts';
import { EVENTS_QUEUE } from '../src/platform/events/events.ts';
import { startTestService, type TestService } from './harness.ts';

let service: TestService;
const seen: { within: number[]; after: number[] } = { within: [], after: [] };

beforeAll(async () => {
  // No workers: the test runs the after-commit jobs itself, as a worker (or a retried worker) would.
  service = await startTestService({ runWorkers: false });
  const { events } = service.app;
  events.within('release.on_sale', 'test.within', async (_tx, event) => {
    if (event.store_ids.includes('refuse')) throw new Error('the subscriber refused');
    seen.within.push(event.release_id);
  });
  events.after('release.on_sale', 'test.after', async (_tx, event) => {
    seen.after.push(event.release_id);
  });
});
afterAll(async () => {
  await service?.close();
});

async function publish(releaseId: number, options: { storeIds?: string[]; rollback?: boolean } = {}) {
  await service.database.db.transaction(async (tx) => {
    await service.app.events.publish(tx, 'release.on_sale', {
      release_id: releaseId,
      account_id: 1,
      store_ids: options.storeIds ?? ['spotify'],
    });
    if (options.rollback) throw new Error('the publisher failed');
  });
}

async function eventsOf(releaseId: number) {
  const rows = await service.database.db.select().from(domainEvents).where(eq(domainEvents.name, 'release.on_sale'));
  return rows.filter((row) => (row.payload as { release_id: number }).release_id === releaseId);
}

async function jobsOf(eventId: number) {
  const { rows } = await service.database.sql.query('select data from pgboss.job where name = $1', [EVENTS_QUEUE]);
  return rows.map((row) => row.data as { event_id: number; subscriber: string }).filter((d) => d.event_id === eventId);
}

describe('events', () => {
  it('records the event, runs the subscribers within the transaction and queues each after-commit one', async () => {
    await publish(101);
    expect(seen.within).toContain(101);
    expect(seen.after).not.toContain(101);
    const [event] = await eventsOf(101);
    expect(event).toBeDefined();
    // One job per after-commit subscriber: this test's and the owner's on-sale notice (distribution's).
    const subscribers = (await jobsOf(event!.id)).map((job) => job.subscriber).sort();
    expect(subscribers).toEqual(['distribution.on-sale-notice', 'test.after']);
  });

  it('leaves no event, no job and no effect behind when the publisher rolls back', async () => {
    await expect(publish(102, { rollback: true })).rejects.toThrow('the publisher failed');
    expect(await eventsOf(102)).toEqual([]);
    expect(seen.within).toContain(102); // it ran, inside the transaction that was then rolled back
  });

  it('rolls the publisher back when a subscriber within it fails', async () => {
    await expect(publish(103, { storeIds: ['refuse'] })).rejects.toThrow('the subscriber refused');
    expect(await eventsOf(103)).toEqual([]);
  });

  it('runs an after-commit subscriber once per event, even when its job runs again', async () => {
    await publish(104);
    const [event] = await eventsOf(104);
    const job = { event_id: event!.id, subscriber: 'test.after' };
    await service.app.events.handle(job);
    await service.app.events.handle(job);
    expect(seen.after.filter((id) => id === 104)).toHaveLength(1);
    const receipts = await service.database.db.select().from(eventReceipts).where(eq(eventReceipts.eventId, event!.id));
    expect(receipts.map((receipt) => receipt.subscriber)).toEqual(['test.after']);
  });

  it('handles the event again when the subscriber failed the first time', async () => {
    let fail = true;
    service.app.events.after('release.on_sale', 'test.flaky', async (_tx, event) => {
      if (fail) throw new Error('not now');
      seen.after.push(-event.release_id);
    });
    await publish(105);
    const [event] = await eventsOf(105);
    const job = { event_id: event!.id, subscriber: 'test.flaky' };
    await expect(service.app.events.handle(job)).rejects.toThrow('not now');
    fail = false;
    await service.app.events.handle(job);
    expect(seen.after).toContain(-105);
  });
});
