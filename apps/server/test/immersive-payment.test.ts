// Paying for an immersive edition through the checkout and the payment simulator (paid → 310, 3-D Secure failed →
// 320), what payment closes (IMM00010, IMM00011, IMM00012), deleting before payment, and delivery: an edition paid
// for a release on sale is sent to the stores again and, acknowledged, goes on sale (450).
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngArtwork, writeWav } from '../src/features/uploads/sample-media.ts';
import {
  artists,
  coupons,
  deliveryMessages,
  paymentOrders,
  releaseDeliveries,
  releases,
} from '../src/platform/db/schema.ts';
import { authenticate, freshKey, type Order, registerCard, waitForOrder } from './billing-helpers.ts';
import { signIn } from './flows.ts';
import { startTestService, type TestService } from './harness.ts';
import {
  createEdition,
  type Edition,
  type ErrorBody,
  labelWithImmersive,
  putFile,
  songOnRelease,
  uploadAdm,
  uploadMpegh,
  waitStatus,
  waitVerified,
} from './immersive-helpers.ts';
import { runDistributionUntil, submitSingle } from './submitted-single.ts';
import type { TestClient } from './test-client.ts';
import { uploadFile } from './uploads-helper.ts';

const LABEL = 1;
const BASE = '/api/v2/me/immersive_audio';

let service: TestService;
let demo: TestClient;
let admin: TestClient;
let dir: string;

const pay = (id: number, method = 'card') =>
  demo.post<Order & ErrorBody & { kind: string }>(`${BASE}/songs/${id}/payment`, {
    method,
    idempotency_key: freshKey(),
  });

/** A verified Dolby Atmos edition of a new song (draft release of the label). */
async function verifiedEdition(status?: number) {
  const { songId, releaseId } = await songOnRelease(service, LABEL, status ? { status } : {});
  const edition = (await createEdition(demo, songId)).body;
  const adm = await uploadAdm(demo);
  await putFile(demo, edition.id, adm.id);
  expect(await waitVerified(demo, edition.id)).toMatchObject({ verification_status_code: 300 });
  return { edition, releaseId };
}

beforeAll(async () => {
  service = await startTestService({ seed: true });
  ({ admin, demo } = await labelWithImmersive(service, LABEL));
  dir = await mkdtemp(path.join(os.tmpdir(), 'otodoke-immersive-'));
}, 120_000);
afterAll(async () => {
  await service?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('paying for an edition', () => {
  it('a card payment makes it paid (310); it can then be neither paid again (IMM00010) nor deleted (IMM00011)', async () => {
    const { edition } = await verifiedEdition();
    await registerCard(demo, '4242424242424242');
    const order = await pay(edition.id);
    expect(order.status, JSON.stringify(order.body)).toBe(201);
    expect(order.body).toMatchObject({
      kind: 'immersive',
      purchase_type: 'immersive_audio',
      subtotal: 3000,
      tax: 300,
      total: 3300,
      lines: [{ product: 'immersive_audio', quantity: 1, unit_price: 3000, amount: 3000 }],
    });
    await waitForOrder(demo, order.body.id, 'paid');
    const paid = await waitStatus(demo, edition.id, 310);
    expect(paid).toMatchObject({ status: 'payment_success', action_status: 'readonly' });
    expect(paid.paid_at).not.toBeNull();
    const [row] = await service.database.db.select().from(paymentOrders).where(eq(paymentOrders.id, order.body.id));
    expect(row).toMatchObject({ immersiveSongId: edition.id, releaseId: null });

    expect((await pay(edition.id)).body.code).toBe('IMM00010');
    const del = await demo.delete<ErrorBody>(`${BASE}/songs/${edition.id}`);
    expect(del.status).toBe(409);
    expect(del.body.code).toBe('IMM00011');
  });

  it('a failed 3-D Secure leaves it waiting for another payment (320), which may be deleted', async () => {
    const { edition } = await verifiedEdition();
    await registerCard(demo, '4000002760003184');
    const order = await pay(edition.id);
    expect(order.body).toMatchObject({ status: 'wait_auth', next_action: { type: 'redirect' } });
    expect((await demo.get<Edition>(`${BASE}/songs/${edition.id}`)).body).toMatchObject({
      status_code: 300,
      action_status: 'paymentModifiable',
    });
    // A second checkout answers the order already waiting; the file cannot change meanwhile (IMM00007).
    expect((await pay(edition.id)).body.id).toBe(order.body.id);
    const refused = await putFile(demo, edition.id, (await uploadAdm(demo)).id);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'IMM00007', details: { status: 'payment_waiting' } });
    await authenticate((order.body.next_action as { url: string }).url, 'fail');
    await waitForOrder(demo, order.body.id, 'canceled');
    expect(await waitStatus(demo, edition.id, 320)).toMatchObject({
      status: 'payment_failure',
      action_status: 'paymentModifiable',
    });
    expect((await demo.delete(`${BASE}/songs/${edition.id}`)).body).toEqual({ ok: true });
    expect((await demo.get(`${BASE}/songs/${edition.id}`)).status).toBe(404);
  });

  it('is refused once the release has ended (IMM00012), and deleting before payment needs no more', async () => {
    const { edition, releaseId } = await verifiedEdition();
    await service.database.db.update(releases).set({ status: 520 }).where(eq(releases.id, releaseId));
    expect((await pay(edition.id)).body.code).toBe('IMM00012');
    expect((await demo.delete(`${BASE}/songs/${edition.id}`)).body).toEqual({ ok: true });
  });

  it('takes coupons for any distribution, not those for one release product', async () => {
    const { edition } = await verifiedEdition();
    const validFrom = new Date('2026-01-01T00:00:00Z');
    await service.database.db.insert(coupons).values([
      { code: 'IMM-ANY-1000', category: 'distribution', product: null, discountAmount: 1000, validFrom },
      { code: 'IMM-SINGLE-500', category: 'distribution', product: 'single', discountAmount: 500, validFrom },
    ]);
    await registerCard(demo, '4242424242424242');
    const single = await demo.post<ErrorBody>(`${BASE}/songs/${edition.id}/payment`, {
      method: 'card',
      coupon_code: 'IMM-SINGLE-500',
      idempotency_key: freshKey(),
    });
    expect(single.status).toBe(409);
    expect(single.body.details).toMatchObject({ reason: 'not_applicable' });
    const order = await demo.post<Order>(`${BASE}/songs/${edition.id}/payment`, {
      method: 'card',
      coupon_code: 'IMM-ANY-1000',
      idempotency_key: freshKey(),
    });
    expect(order.body).toMatchObject({
      subtotal: 3000,
      discount: 1000,
      net: 2000,
      total: 2200,
      coupon_code: 'IMM-ANY-1000',
    });
    await waitForOrder(demo, order.body.id, 'paid');
    await waitStatus(demo, edition.id, 310);
  });

  it('team members need immersive audio (7000): none sees nothing, readonly reads but cannot change', async () => {
    const { edition } = await verifiedEdition();
    const staff = service.client('ja');
    await signIn(service, staff, 'staff@otodoke.test', 'otodoke-staff');
    staff.acid = LABEL;
    expect((await staff.get(`${BASE}/songs`)).status).toBe(403);
    expect((await staff.get(`${BASE}/songs/${edition.id}`)).status).toBe(403);
    const staffId = (await staff.get<{ individual: { id: number } }>('/api/v1/me')).body.individual.id;
    const changed = await demo.patch(`/api/v1/me/team/members/${staffId}`, { permissions: { '7000': 'readonly' } });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect((await staff.get<Edition>(`${BASE}/songs/${edition.id}`)).body.id).toBe(edition.id);
    expect((await staff.request('GET', `${BASE}/songs/${edition.id}/file`)).status).toBe(200);
    expect((await staff.delete(`${BASE}/songs/${edition.id}`)).status).toBe(403);
    expect(
      (await staff.post(`${BASE}/songs/${edition.id}/payment`, { method: 'card', idempotency_key: freshKey() })).status,
    ).toBe(403);
  });
});

/** Runs the distribution round and its queues until `done` holds. */
const until = <T>(read: () => Promise<T>, done: (value: T) => boolean, label: string) =>
  runDistributionUntil(service, read, done, label);

describe('delivery', () => {
  it('an edition paid for a release on sale is sent again to the stores and goes on sale when they acknowledge', async () => {
    const [artist] = await service.database.db
      .insert(artists)
      .values({ accountId: LABEL, artistType: 'group', nameJa: '立体音響バンド', nameEn: 'Spatial Band' })
      .returning();
    await writeWav(path.join(dir, 'cd.wav'), { seconds: 31, sampleRate: 44_100, bitDepth: 16, channels: 2 });
    await pngArtwork(path.join(dir, 'art.png'), { size: 3000, hue: 200 });
    const wav = await uploadFile(demo, 'audio', path.join(dir, 'cd.wav'));
    const artwork = await uploadFile(demo, 'artwork', path.join(dir, 'art.png'));
    const releaseId = await submitSingle(demo, {
      title: '立体の朝',
      artistId: artist!.id,
      artworkUploadId: artwork.id,
      audioUploadId: wav.id,
      storeIds: ['amazon_music', 'deezer', 'spotify'],
    });
    const reviewOf = async () =>
      (await admin.get<{ release: { status: string } }>(`/admin/api/v2/reviews/${releaseId}`)).body;
    await until(reviewOf, (r) => r.release.status === 'creating_cdc_done', 'automatic checks');
    await admin.post(`/admin/api/v2/reviews/${releaseId}/decisions`, { decision: 'approve' });
    const statusOf = async () =>
      (await demo.get<{ status: string }>(`/api/v2/me/releases/${releaseId}/distribution`)).body.status;
    // Every store has it on sale (one still answering would not get the update the edition sends).
    await until(
      async () =>
        (
          await demo.get<{ status: string; stores: Array<{ status: string }> }>(
            `/api/v2/me/releases/${releaseId}/distribution`,
          )
        ).body,
      (d) => d.status === 'distribution_onsale' && d.stores.every((store) => store.status === 'on_sale'),
      'on sale at every store',
    );

    // The 31-second song gets a 360 Reality Audio edition, verified, then paid by card.
    const [song] = (await demo.get<{ items: Array<{ song_id: number }> }>(`${BASE}/candidates?q=立体の朝`)).body.items;
    const edition = (await createEdition(demo, song!.song_id, '360RA')).body;
    expect(edition.stores.map((store) => store.id).sort()).toEqual(['amazon_music', 'deezer']);
    await putFile(demo, edition.id, (await uploadMpegh(demo, { seconds: 31 })).id);
    expect(await waitVerified(demo, edition.id)).toMatchObject({ verification_status_code: 300 });
    await registerCard(demo, '4242424242424242');
    const order = await pay(edition.id);
    await waitForOrder(demo, order.body.id, 'paid');
    await waitStatus(demo, edition.id, 310);
    const onSale = await until(
      async () => (await demo.get<Edition>(`${BASE}/songs/${edition.id}`)).body,
      (e) => e.status_code === 450,
      'immersive on sale',
    );
    expect(onSale).toMatchObject({ status: 'distribution_onsale', action_status: 'resendable' });
    expect(onSale.delivered_at).not.toBeNull();
    expect(await statusOf()).toBe('distribution_onsale');

    // The update each store got: the 360RA edition only for those that take it.
    const messages = await service.database.db
      .select({ store: releaseDeliveries.storeId, key: deliveryMessages.storageKey, action: deliveryMessages.action })
      .from(deliveryMessages)
      .innerJoin(releaseDeliveries, eq(releaseDeliveries.id, deliveryMessages.deliveryId))
      .where(eq(releaseDeliveries.releaseId, releaseId))
      .orderBy(desc(deliveryMessages.id));
    const latest = async (store: string) => {
      const message = messages.find((row) => row.store === store)!;
      const chunks: Buffer[] = [];
      for await (const chunk of service.app.storage.createReadStream(message.key!)) chunks.push(chunk as Buffer);
      return { action: message.action, xml: Buffer.concat(chunks).toString('utf8') };
    };
    const amazon = await latest('amazon_music');
    expect(amazon.action).toBe('update');
    expect(amazon.xml).toContain('ImmersiveEdition');
    expect(amazon.xml).toContain('MPEG-H_3D');
    expect((await latest('spotify')).xml).not.toContain('ImmersiveEdition');

    // On sale, a new file is sent as an update: paid already (310) until verified and acknowledged again (450).
    const resent = await putFile(demo, edition.id, (await uploadMpegh(demo, { seconds: 30.5 })).id);
    expect(resent.body).toMatchObject({ status_code: 310, verification_status_code: 200 });
    expect(await waitVerified(demo, edition.id)).toMatchObject({ verification_status_code: 300 });
    const again = await until(
      async () => (await demo.get<Edition>(`${BASE}/songs/${edition.id}`)).body,
      (e) => e.status_code === 450,
      'immersive on sale again',
    );
    expect(again.facts).toMatchObject({ duration_seconds: expect.closeTo(30.5, 1) });
  });
});
