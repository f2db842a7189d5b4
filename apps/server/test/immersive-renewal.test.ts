// An immersive edition follows its release's yearly term (decision 0025): when the release's renewal opens the
// edition owes its own fee; paid, it stays on sale with the renewed release; unpaid, it leaves the stores through an
// update of the release while the release stays; and a takedown of the release takes its editions with it.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngArtwork, writeWav } from '../src/features/uploads/sample-media.ts';
import {
  artists,
  deliveryMessages,
  immersiveSongs,
  outboundMail,
  releaseDeliveries,
  releases,
} from '../src/platform/db/schema.ts';
import { post } from '../src/platform/ledger/ledger.ts';
import { freshKey, type Order, registerCard, waitForOrder } from './billing-helpers.ts';
import { startTestService, type TestService } from './harness.ts';
import {
  createEdition,
  type Edition,
  type ErrorBody,
  labelWithImmersive,
  putFile,
  uploadAdm,
  waitVerified,
} from './immersive-helpers.ts';
import { runDistributionUntil, submitSingle } from './submitted-single.ts';
import type { TestClient } from './test-client.ts';
import { uploadFile } from './uploads-helper.ts';

const LABEL = 1;
const BASE = '/api/v2/me/immersive_audio';
const DAY = 86_400_000;

let service: TestService;
let demo: TestClient;
let admin: TestClient;
let dir: string;
let artistId: number;
let count = 0;

type Distribution = { status: string; term_ends_at: string | null };

const until = <T>(read: () => Promise<T>, done: (value: T) => boolean, label: string) =>
  runDistributionUntil(service, read, done, label);
const editionOf = async (id: number) => (await demo.get<Edition>(`${BASE}/songs/${id}`)).body;
const releaseOf = async (id: number) => (await demo.get<Distribution>(`/api/v2/me/releases/${id}/distribution`)).body;
const setTermEnd = (id: number, at: Date) =>
  service.database.db.update(releases).set({ termEndsAt: at }).where(eq(releases.id, id));
const payEdition = (id: number) =>
  demo.post<Order & ErrorBody>(`${BASE}/songs/${id}/payment`, { method: 'card', idempotency_key: freshKey() });

/** A single on sale at Apple Music and Spotify with a paid Dolby Atmos edition on sale, paid a year ago. */
async function editionOnSale(): Promise<{ releaseId: number; editionId: number }> {
  count += 1;
  const title = `更新テスト${count}`;
  const wav = await uploadFile(demo, 'audio', path.join(dir, 'cd.wav'));
  const artwork = await uploadFile(demo, 'artwork', path.join(dir, 'art.png'));
  const releaseId = await submitSingle(demo, {
    title,
    artistId,
    artworkUploadId: artwork.id,
    audioUploadId: wav.id,
    storeIds: ['apple_music', 'spotify'],
  });
  await until(
    async () => (await admin.get<{ release: { status: string } }>(`/admin/api/v2/reviews/${releaseId}`)).body,
    (r) => r.release.status === 'creating_cdc_done',
    'automatic checks',
  );
  await admin.post(`/admin/api/v2/reviews/${releaseId}/decisions`, { decision: 'approve' });
  await until(
    () => releaseOf(releaseId),
    (r) => r.status === 'distribution_onsale',
    'release on sale',
  );
  const [song] = (await demo.get<{ items: Array<{ song_id: number }> }>(`${BASE}/candidates?q=${title}`)).body.items;
  const edition = (await createEdition(demo, song!.song_id)).body;
  await putFile(demo, edition.id, (await uploadAdm(demo, { seconds: 31 })).id);
  expect(await waitVerified(demo, edition.id)).toMatchObject({ verification_status_code: 300 });
  const order = await payEdition(edition.id);
  expect(order.status, JSON.stringify(order.body)).toBe(201);
  await waitForOrder(demo, order.body.id, 'paid');
  await until(
    () => editionOf(edition.id),
    (e) => e.status_code === 450,
    'edition on sale',
  );
  // Its payment a year old: the next renewal asks for the edition's fee again.
  await service.database.db
    .update(immersiveSongs)
    .set({ paidAt: new Date(Date.now() - 300 * DAY) })
    .where(eq(immersiveSongs.id, edition.id));
  return { releaseId, editionId: edition.id };
}

const mailsTo = (email: string) => service.database.db.select().from(outboundMail).where(eq(outboundMail.to, email));

/** The release's own renewal fee, paid from the label's balance. */
async function payReleaseRenewal(releaseId: number) {
  await post(service.database.db, {
    kind: 'adjustment',
    reference: `immersive-renewal-${releaseId}`,
    entries: [
      { side: { wallet: LABEL }, amount: 100_000 },
      { side: { system: 'adjustments' }, amount: -100_000 },
    ],
  });
  const paid = await demo.post<{ status: string }>('/api/v1/plans/payper', {
    release_id: releaseId,
    method: 'balance',
    idempotency_key: `immersive-renewal-${releaseId}`,
  });
  expect(paid.status, JSON.stringify(paid.body)).toBe(201);
}

/** The newest message a store got for the release. */
async function latestMessage(releaseId: number, storeId: string) {
  const rows = await service.database.db
    .select({ id: deliveryMessages.id, key: deliveryMessages.storageKey, store: releaseDeliveries.storeId })
    .from(deliveryMessages)
    .innerJoin(releaseDeliveries, eq(releaseDeliveries.id, deliveryMessages.deliveryId))
    .where(eq(releaseDeliveries.releaseId, releaseId))
    .orderBy(desc(deliveryMessages.id));
  const row = rows.find((r) => r.store === storeId);
  expect(row, `a message to ${storeId}`).toBeDefined();
  const chunks: Buffer[] = [];
  for await (const chunk of service.app.storage.createReadStream(row!.key!)) chunks.push(chunk as Buffer);
  return { id: row!.id, xml: Buffer.concat(chunks).toString('utf8') };
}

beforeAll(async () => {
  service = await startTestService({ seed: true });
  ({ admin, demo } = await labelWithImmersive(service, LABEL));
  await registerCard(demo, '4242424242424242');
  dir = await mkdtemp(path.join(os.tmpdir(), 'otodoke-immersive-renewal-'));
  await writeWav(path.join(dir, 'cd.wav'), { seconds: 31, sampleRate: 44_100, bitDepth: 16, channels: 2 });
  await pngArtwork(path.join(dir, 'art.png'), { size: 3000, hue: 120 });
  const [artist] = await service.database.db
    .insert(artists)
    .values({ accountId: LABEL, artistType: 'group', nameJa: '更新バンド', nameEn: 'Renewal Band' })
    .returning();
  artistId = artist!.id;
}, 120_000);
afterAll(async () => {
  await service?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('an immersive edition through its release’s renewal', { timeout: 240_000 }, () => {
  it('owes its own fee when the renewal opens; paid, it stays on sale with the renewed release', async () => {
    const { releaseId, editionId } = await editionOnSale();
    await setTermEnd(releaseId, new Date(Date.now() + 25 * DAY));
    await service.app.distribution.round();
    expect((await releaseOf(releaseId)).status).toBe('renewal_editable_unsettled');
    expect(await editionOf(editionId)).toMatchObject({
      status: 'renewal_editable_unsettled',
      action_status: 'paymentModifiable',
      renewal_payable: true,
    });
    // The owner is told once, naming the song, that the edition's fee is separate.
    const due = (await mailsTo('demo@otodoke.test')).filter((m) => m.subject.includes('立体音響版の更新料'));
    expect(due).toHaveLength(1);
    expect(due[0]!.text).toContain(`「更新テスト${count}」`);
    await service.app.distribution.round();
    expect((await mailsTo('demo@otodoke.test')).filter((m) => m.subject.includes('立体音響版の更新料'))).toHaveLength(
      1,
    );
    // The release's fee does not pay the edition's.
    await payReleaseRenewal(releaseId);
    expect((await releaseOf(releaseId)).status).toBe('renewal_editable_settled');
    expect((await editionOf(editionId)).status).toBe('renewal_editable_unsettled');

    // The edition's own yearly fee, through the same checkout.
    const order = await payEdition(editionId);
    expect(order.status, JSON.stringify(order.body)).toBe(201);
    expect(order.body).toMatchObject({ kind: 'immersive', subtotal: 3000 });
    await waitForOrder(demo, order.body.id, 'paid');
    expect(await editionOf(editionId)).toMatchObject({
      status: 'renewal_editable_settled',
      action_status: 'readonly',
      renewal_payable: false,
    });
    expect((await payEdition(editionId)).body.code).toBe('IMM00010');

    // Fixed a week ahead, then the term ends: both renewed, the edition on sale again without a new delivery.
    await setTermEnd(releaseId, new Date(Date.now() + 5 * DAY));
    await service.app.distribution.round();
    expect((await editionOf(editionId)).status).toBe('renewal_uneditable_settled');
    const before = await latestMessage(releaseId, 'apple_music');
    await setTermEnd(releaseId, new Date(Date.now() - 60_000));
    await service.app.distribution.round();
    expect((await releaseOf(releaseId)).status).toBe('distribution_onsale');
    expect(await editionOf(editionId)).toMatchObject({ status: 'distribution_onsale', action_status: 'resendable' });
    expect((await latestMessage(releaseId, 'apple_music')).id).toBe(before.id);
  });

  it('unpaid at the end of the term, leaves the stores through an update while the release stays on sale', async () => {
    const { releaseId, editionId } = await editionOnSale();
    await setTermEnd(releaseId, new Date(Date.now() + 25 * DAY));
    await service.app.distribution.round();
    await payReleaseRenewal(releaseId);
    await setTermEnd(releaseId, new Date(Date.now() - 60_000));
    await service.app.distribution.round();
    expect((await releaseOf(releaseId)).status).toBe('distribution_onsale');
    expect((await editionOf(editionId)).status).toBe('takedown_processing');
    const down = await until(
      () => editionOf(editionId),
      (e) => e.status_code === 501,
      'edition taken down',
    );
    expect(down).toMatchObject({ status: 'takedown_expire_nopayment', action_status: 'readonly' });
    const told = (await mailsTo('demo@otodoke.test')).filter((m) =>
      m.subject.includes(`「更新テスト${count}」の立体音響版をストアから取り下げます`),
    );
    expect(told).toHaveLength(1);
    const apple = await latestMessage(releaseId, 'apple_music');
    expect(apple.xml).not.toContain('ImmersiveEdition');
    expect((await releaseOf(releaseId)).status).toBe('distribution_onsale');
    // Gone from the stores, it can no longer be paid.
    expect((await payEdition(editionId)).body.code).toBe('IMM00010');
  });

  it('can still be paid in the release’s grace period, and goes down with the release otherwise', async () => {
    const { releaseId, editionId } = await editionOnSale();
    await setTermEnd(releaseId, new Date(Date.now() + 25 * DAY));
    await service.app.distribution.round();
    await setTermEnd(releaseId, new Date(Date.now() - 60_000));
    await service.app.distribution.round();
    expect((await releaseOf(releaseId)).status).toBe('renewal_payment_failure');
    expect(await editionOf(editionId)).toMatchObject({
      status: 'renewal_payment_failure',
      action_status: 'paymentModifiable',
    });
    const order = await payEdition(editionId);
    await waitForOrder(demo, order.body.id, 'paid');
    expect((await editionOf(editionId)).status).toBe('renewal_payment_success');
    // The release's grace ends unpaid: it is taken down, and its edition with it, with the release's reason.
    await setTermEnd(releaseId, new Date(Date.now() - 15 * DAY));
    const down = await until(
      () => editionOf(editionId),
      (e) => e.status_code === 501,
      'taken down with the release',
    );
    expect(down.status).toBe('takedown_expire_nopayment');
    expect((await releaseOf(releaseId)).status).toBe('takedown_expire_nopayment');
  });

  it('is taken down with its release at the owner’s request', async () => {
    const { releaseId, editionId } = await editionOnSale();
    const asked = await demo.post(`/api/v2/me/releases/${releaseId}/takedown`, { reason: '配信を終了します' });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    expect((await editionOf(editionId)).status).toBe('takedown_processing');
    const down = await until(
      () => editionOf(editionId),
      (e) => e.status_code === 510,
      'taken down with the release',
    );
    expect(down).toMatchObject({ status: 'takedown_usercontact', action_status: 'readonly' });
  });
});
