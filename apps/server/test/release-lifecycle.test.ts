// The release life cycle has one writer: a move the status machine does not allow is refused and leaves no trace, a
// payment's moves are in the release's history as the service's steps, and no other file writes the status.
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { AppError, RELEASE_STATUS } from '@otodoke/domain';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findRelease, lockRelease, moveRelease } from '../src/features/releases/index.ts';
import { artists, releaseEvents, releases } from '../src/platform/db/schema.ts';
import {
  authenticate,
  freshKey,
  type Order,
  registerCard,
  releaseAwaitingPayment,
  waitForOrder,
} from './billing-helpers.ts';
import { signIn } from './flows.ts';
import { startTestService, type TestService } from './harness.ts';
import type { TestClient } from './test-client.ts';

const PERSON = 2;

type History = Array<{
  from_status: string;
  to_status: string;
  actor: string;
  actor_name: string | null;
  reason: string;
}>;

let service: TestService;
let demo: TestClient;
let artistId: number;

const eventsOf = (releaseId: number) =>
  service.database.db
    .select()
    .from(releaseEvents)
    .where(eq(releaseEvents.releaseId, releaseId))
    .orderBy(asc(releaseEvents.id));

beforeAll(async () => {
  service = await startTestService({ seed: true });
  demo = service.client('ja');
  await signIn(service, demo, 'demo@otodoke.test', 'otodoke-demo');
  demo.acid = PERSON;
  const [artist] = await service.database.db
    .insert(artists)
    .values({ accountId: PERSON, artistType: 'individual', nameJa: '朝焼けの人', nameEn: 'Sunrise' })
    .returning();
  artistId = artist!.id;
}, 60_000);

afterAll(async () => {
  await service?.close();
});

describe('the release life cycle', () => {
  it('refuses a move the status machine does not allow, and records nothing', async () => {
    const releaseId = await releaseAwaitingPayment(service, PERSON, [artistId], 'single', '飛び級');
    const { db } = service.database;
    const refused = db.transaction(async (tx) => {
      const release = (await lockRelease(tx, releaseId, { accountId: PERSON }))!;
      // Awaiting its payment, a release cannot go on sale, and a member cannot take it to review.
      await moveRelease(tx, release, 'distribution_onsale', { actor: 'system' });
    });
    await expect(refused).rejects.toBeInstanceOf(AppError);
    await expect(refused).rejects.toMatchObject({ code: 'SONG00003' });
    await expect(
      db.transaction(async (tx) => {
        const release = (await lockRelease(tx, releaseId))!;
        await moveRelease(tx, release, 'payment_waiting', { actor: 'user' });
      }),
    ).rejects.toMatchObject({ code: 'SONG00003' });
    expect((await findRelease(db, releaseId))!.status).toBe(RELEASE_STATUS.creating_wait_create_payment);
    expect(await eventsOf(releaseId)).toEqual([]);
    // Another account's release is not found through an account's scope.
    expect(await findRelease(db, releaseId, { accountId: PERSON + 100 })).toBeNull();
  });

  it("records a payment's moves in the release's history as the service's steps", async () => {
    const releaseId = await releaseAwaitingPayment(service, PERSON, [artistId], 'single', '支払いの記録');
    await registerCard(demo, '4000002760003184');
    const order = await demo.post<Order>('/api/v1/plans/payper', {
      release_id: releaseId,
      method: 'card',
      idempotency_key: freshKey(),
    });
    expect(order.status).toBe(201);
    await authenticate((order.body.next_action as { url: string }).url, 'authenticate');
    await waitForOrder(demo, order.body.id, 'paid');

    const [row] = await service.database.db.select().from(releases).where(eq(releases.id, releaseId));
    expect(row!.status).toBe(RELEASE_STATUS.creating_complete);
    const events = await eventsOf(releaseId);
    expect(events.map((e) => [e.fromStatus, e.toStatus, e.actor, e.individualId])).toEqual([
      [RELEASE_STATUS.creating_wait_create_payment, RELEASE_STATUS.payment_waiting, 'system', null],
      [RELEASE_STATUS.payment_waiting, RELEASE_STATUS.payment_success, 'system', null],
      [RELEASE_STATUS.payment_success, RELEASE_STATUS.creating_complete, 'system', null],
    ]);

    // The owner reads them as automatic steps, without a reason to explain.
    const shown = await demo.get<{ history: History }>(`/api/v2/me/releases/${releaseId}/distribution`);
    expect(shown.status).toBe(200);
    expect(shown.body.history).toEqual([
      expect.objectContaining({ to_status: 'payment_waiting', actor: 'system', actor_name: null, reason: '' }),
      expect.objectContaining({ to_status: 'payment_success', actor: 'system', actor_name: null, reason: '' }),
      expect.objectContaining({ to_status: 'creating_complete', actor: 'system', actor_name: null, reason: '' }),
    ]);
  });

  it('is the only writer of release statuses and of the history', async () => {
    const script = fileURLToPath(new URL('../../../scripts/check-release-status-writers.mjs', import.meta.url));
    const { stdout } = await promisify(execFile)(process.execPath, [script]);
    expect(stdout).toContain('only the life-cycle module');
  });
});
