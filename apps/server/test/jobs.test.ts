// Outbound mail through the job queue: written with the transaction that causes it, delivered at most once per
// run of the job even when delivery is retried, and still delivered after the service restarts.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboundMail } from '../src/platform/db/schema.ts';
import { MAIL_QUEUE } from '../src/platform/mail/mailer.ts';
import { startTestService, type TestService } from './harness.ts';

let service: TestService;

/** A "password changed" notice to `to`, written in its own transaction; `rollback` aborts that transaction. */
async function enqueueNotice(to: string, options: { rollback?: boolean } = {}): Promise<void> {
  await service.database.db.transaction(async (tx) => {
    await service.app.mailer.enqueue(tx, to, 'en', { template: 'password_changed', params: { name: to } });
    if (options.rollback) throw new Error('the write failed');
  });
}

async function mailRowsTo(to: string) {
  return service.database.db.select().from(outboundMail).where(eq(outboundMail.to, to));
}

async function queuedJobs(): Promise<number> {
  const { rows } = await service.database.sql.query('select count(*)::int as n from pgboss.job where name = $1', [
    MAIL_QUEUE,
  ]);
  return Number(rows[0]!.n);
}

async function jobState(mailId: number): Promise<string | undefined> {
  const { rows } = await service.database.sql.query('select state from pgboss.job where singleton_key = $1', [
    `mail-${mailId}`,
  ]);
  return rows[0]?.state as string | undefined;
}

async function until(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const received = (to: string) => service.inbox.messages.filter((mail) => mail.to.includes(to));

beforeAll(async () => {
  // No workers at first: mail stays queued until the test delivers it or restarts the service with workers.
  service = await startTestService({ runWorkers: false });
});
afterAll(async () => {
  await service?.close();
});

describe('mail delivery', () => {
  it('writes and queues nothing for a transaction that rolled back', async () => {
    const before = await queuedJobs();
    await expect(enqueueNotice('rolled-back@example.test', { rollback: true })).rejects.toThrow('the write failed');
    expect(await mailRowsTo('rolled-back@example.test')).toEqual([]);
    expect(await queuedJobs()).toBe(before);
  });

  it('sends a mail once even when delivery runs twice', async () => {
    await enqueueNotice('twice@example.test');
    const [mail] = await mailRowsTo('twice@example.test');
    expect(mail?.sentAt).toBeNull();
    expect(await jobState(mail!.id)).toBe('created');

    await service.app.mailer.deliver(mail!.id);
    await service.app.mailer.deliver(mail!.id);
    const delivered = await service.inbox.waitFor('twice@example.test', /password was changed/);
    expect(delivered.subject).toBe('[Otodoke] Your password was changed');
    await sleep(300);
    expect(received('twice@example.test')).toHaveLength(1);
    expect((await mailRowsTo('twice@example.test'))[0]?.sentAt).toBeInstanceOf(Date);
  });

  it('delivers queued mail after a restart, without resending what was already sent', async () => {
    await enqueueNotice('after-restart@example.test');
    const [waiting] = await mailRowsTo('after-restart@example.test');
    await sleep(1000); // longer than a worker's polling interval: nobody is working the queue
    expect(received('after-restart@example.test')).toEqual([]);

    await service.restart({ runWorkers: true });
    await service.inbox.waitFor('after-restart@example.test', /password was changed/);
    const [twice] = await mailRowsTo('twice@example.test');
    await until(
      async () => (await jobState(waiting!.id)) === 'completed' && (await jobState(twice!.id)) === 'completed',
    );

    expect(received('after-restart@example.test')).toHaveLength(1);
    expect(received('twice@example.test')).toHaveLength(1); // its job ran too, and found the mail already sent
    expect(received('rolled-back@example.test')).toEqual([]);
    expect((await mailRowsTo('after-restart@example.test'))[0]?.sentAt).toBeInstanceOf(Date);
  });
});
