// An immersive edition added to a release already on sale, end to end against the store simulator over SFTP: once
// paid and verified (the `immersive.ready` event) it goes, as an update carrying the file, only to the stores that
// take its format; the store checks the file (MD5, real MPEG-H 3D Audio) before it answers FileOK, and its
// acceptance puts the edition on sale.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { IMMERSIVE_AUDIO_SONG_STATUS } from '@otodoke/domain';
import { buildMpeghMp4 } from '@otodoke/protocols/immersive/index.ts';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELIVERY_PREPARE_QUEUE, DELIVERY_SEND_QUEUE } from '../src/features/distribution/index.ts';
import { findDeliverableImmersive } from '../src/features/immersive-audio/index.ts';
import { pngArtwork, writeWav } from '../src/features/uploads/sample-media.ts';
import {
  artists,
  deliveryMessages,
  immersiveSongs,
  releaseDeliveries,
  songs,
  uploads,
} from '../src/platform/db/schema.ts';
import { signIn } from './flows.ts';
import { startTestService, type TestService } from './harness.ts';
import { runDistributionUntil, submitSingle } from './submitted-single.ts';
import type { TestClient } from './test-client.ts';
import { uploadFile } from './uploads-helper.ts';

const LABEL = 1;
const SECONDS = 31;

let service: TestService;
let demo: TestClient;
let admin: TestClient;
let dir: string;

type Distribution = { status: string; stores: Array<{ store_id: string; status: string }> };

/** Runs the distribution round and its queues until `done` holds. */
const until = <T>(read: () => Promise<T>, done: (value: T) => boolean, label: string) =>
  runDistributionUntil(service, read, done, label);

/** The messages sent to each store of the release, newest first. */
async function messagesOf(releaseId: number) {
  return service.database.db
    .select({
      storeId: releaseDeliveries.storeId,
      action: deliveryMessages.action,
      ackStatus: deliveryMessages.ackStatus,
      ackReason: deliveryMessages.ackReason,
      storageKey: deliveryMessages.storageKey,
    })
    .from(deliveryMessages)
    .innerJoin(releaseDeliveries, eq(releaseDeliveries.id, deliveryMessages.deliveryId))
    .where(eq(releaseDeliveries.releaseId, releaseId))
    .orderBy(desc(deliveryMessages.id));
}

async function readStored(key: string): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of service.app.storage.createReadStream(key)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** A verified 360RA edition of the release's song in `status`, its file stored as the immersive feature stores one. */
async function storedMpeghEdition(id: number, status: number) {
  const mp4 = buildMpeghMp4({ seconds: SECONDS });
  const storageKey = `uploads/immersive-test-${id}.mp4`;
  await service.app.storage.put(storageKey, mp4);
  const [upload] = await service.database.db
    .insert(uploads)
    .values({
      accountId: LABEL,
      tusId: `immersive-test-${id}`,
      kind: 'audio',
      status: 'accepted',
      originalName: 'song-360.mp4',
      sizeBytes: mp4.length,
      storageKey,
    })
    .returning();
  const [song] = await service.database.db.select().from(songs).where(eq(songs.releaseId, id));
  const [edition] = await service.database.db
    .insert(immersiveSongs)
    .values({
      accountId: LABEL,
      releaseId: id,
      songId: song!.id,
      format: '360RA',
      status,
      uploadId: upload!.id,
      verificationStatus: 300,
      facts: { container: 'mp4', codec: 'mha1', sample_rate: 48_000, profile_level: 13, duration_seconds: SECONDS },
    })
    .returning();
  return { edition, storageKey, mp4, song };
}

beforeAll(async () => {
  service = await startTestService({ seed: true });
  demo = service.client('ja');
  await signIn(service, demo, 'demo@otodoke.test', 'otodoke-demo');
  demo.acid = LABEL;
  admin = service.client('ja');
  await signIn(service, admin, 'admin@otodoke.test', 'otodoke-admin');
  dir = await mkdtemp(path.join(os.tmpdir(), 'otodoke-immersive-delivery-'));
  await Promise.all([
    writeWav(path.join(dir, 'cd.wav'), { seconds: SECONDS, sampleRate: 44_100, bitDepth: 16, channels: 2 }),
    pngArtwork(path.join(dir, 'art.png'), { size: 3000, hue: 200 }),
  ]);
}, 120_000);

afterAll(async () => {
  await service?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('an immersive edition added to a release on sale', () => {
  it('goes as an update with its file to the 360RA store only, which checks it and accepts it', async () => {
    const [artist] = await service.database.db
      .insert(artists)
      .values({ accountId: LABEL, artistType: 'individual', nameJa: '空間 太郎', nameEn: 'Taro Kukan' })
      .returning();
    const audio = await uploadFile(demo, 'audio', path.join(dir, 'cd.wav'));
    const artwork = await uploadFile(demo, 'artwork', path.join(dir, 'art.png'));
    const id = await submitSingle(demo, {
      title: '立体の歌',
      artistId: artist!.id,
      artworkUploadId: artwork.id,
      audioUploadId: audio.id,
      storeIds: ['deezer', 'itunes'],
    });
    await until(
      async () => (await admin.get<{ release: { status: string } }>(`/admin/api/v2/reviews/${id}`)).body,
      (review) => review.release.status === 'creating_cdc_done',
      'automatic checks',
    );
    await admin.post(`/admin/api/v2/reviews/${id}/decisions`, { decision: 'approve' });
    await until(
      async () => (await demo.get<Distribution>(`/api/v2/me/releases/${id}/distribution`)).body,
      (d) => d.status === 'distribution_onsale' && d.stores.every((s) => s.status === 'on_sale'),
      'on sale',
    );
    const firstMessages = await messagesOf(id);
    expect(firstMessages.map((m) => [m.storeId, m.action, m.ackStatus]).sort()).toEqual([
      ['deezer', 'new', 'FileOK'],
      ['itunes', 'new', 'FileOK'],
    ]);

    // The 360RA file, stored as the immersive feature stores an uploaded one (its MD5 not recorded yet).
    const { edition, storageKey, mp4, song } = await storedMpeghEdition(
      id,
      IMMERSIVE_AUDIO_SONG_STATUS.payment_waiting,
    );
    // Verified but not paid: nothing to deliver yet.
    expect(await findDeliverableImmersive(service.database.db, id)).toEqual([]);
    await service.database.db
      .update(immersiveSongs)
      .set({ status: IMMERSIVE_AUDIO_SONG_STATUS.payment_success })
      .where(eq(immersiveSongs.id, edition!.id));
    expect(await findDeliverableImmersive(service.database.db, id)).toEqual([
      expect.objectContaining({ songId: song!.id, format: '360RA', storageKey, sizeBytes: mp4.length }),
    ]);

    // What immersive audio publishes when the payment settles for a release that is out.
    await service.database.db.transaction((tx) =>
      service.app.events.publish(tx, 'immersive.ready', {
        release_id: id,
        account_id: LABEL,
        immersive_song_id: edition!.id,
      }),
    );
    const after = await until(
      () => messagesOf(id),
      (messages) => messages.length === 3 && messages[0]!.ackStatus !== null,
      'the update answered',
    );
    const [update] = after;
    expect(update, JSON.stringify(update)).toMatchObject({ storeId: 'deezer', action: 'update', ackStatus: 'FileOK' });
    const xml = await readStored(update!.storageKey!);
    expect(xml).toContain('<Type>ImmersiveEdition</Type>');
    expect(xml).toContain('<AudioCodecType>MPEG-H_3D</AudioCodecType>');
    expect(xml).toMatch(/<URI>resources\/\d+_01_001_360ra\.mp4<\/URI>/);
    // iTunes takes no immersive audio: it was not sent the update.
    expect(after.filter((m) => m.storeId === 'itunes')).toHaveLength(1);
    // Deezer's acceptance puts the edition on sale.
    const [delivered] = await service.database.db
      .select()
      .from(immersiveSongs)
      .where(eq(immersiveSongs.id, edition!.id));
    expect(delivered).toMatchObject({
      status: IMMERSIVE_AUDIO_SONG_STATUS.distribution_onsale,
      deliveredAt: expect.any(Date),
    });
  }, 120_000);

  it('paid while the release’s first message is on its way to the store, follows it as an update', async () => {
    const [artist] = await service.database.db
      .insert(artists)
      .values({ accountId: LABEL, artistType: 'individual', nameJa: '途中 花子', nameEn: 'Hanako Tochu' })
      .returning();
    const audio = await uploadFile(demo, 'audio', path.join(dir, 'cd.wav'));
    const artwork = await uploadFile(demo, 'artwork', path.join(dir, 'art.png'));
    const id = await submitSingle(demo, {
      title: '途中の歌',
      artistId: artist!.id,
      artworkUploadId: artwork.id,
      audioUploadId: audio.id,
      storeIds: ['deezer'],
    });
    await until(
      async () => (await admin.get<{ release: { status: string } }>(`/admin/api/v2/reviews/${id}`)).body,
      (review) => review.release.status === 'creating_cdc_done',
      'automatic checks',
    );
    await admin.post(`/admin/api/v2/reviews/${id}/decisions`, { decision: 'approve' });
    // The first message is built and sent; the store's answer is not read yet (no round runs meanwhile).
    const deadline = Date.now() + 30_000;
    let inFlight: typeof releaseDeliveries.$inferSelect | undefined;
    while (Date.now() < deadline) {
      await service.app.jobs.drain(DELIVERY_PREPARE_QUEUE, 30_000);
      await service.app.jobs.drain(DELIVERY_SEND_QUEUE, 30_000);
      [inFlight] = await service.database.db
        .select()
        .from(releaseDeliveries)
        .where(eq(releaseDeliveries.releaseId, id));
      if (inFlight?.status === 'sent') break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(inFlight).toMatchObject({ storeId: 'deezer', status: 'sent', action: 'new', updatePending: false });

    // Now the edition is paid (as its payment's event would announce it).
    const { edition } = await storedMpeghEdition(id, IMMERSIVE_AUDIO_SONG_STATUS.payment_success);
    await service.database.db.transaction((tx) =>
      service.app.events.publish(tx, 'immersive.ready', {
        release_id: id,
        account_id: LABEL,
        immersive_song_id: edition!.id,
      }),
    );
    const [pending] = await service.database.db
      .select()
      .from(releaseDeliveries)
      .where(eq(releaseDeliveries.releaseId, id));
    expect(pending).toMatchObject({ status: 'sent', action: 'new', updatePending: true });

    // The store accepts the first message (without the edition): the update with it follows, and puts it on sale.
    const after = await until(
      () => messagesOf(id),
      (messages) => messages.length === 2 && messages[0]!.ackStatus !== null,
      'the update after the first message',
    );
    expect(after.map((m) => [m.action, m.ackStatus])).toEqual([
      ['update', 'FileOK'],
      ['new', 'FileOK'],
    ]);
    expect(await readStored(after[1]!.storageKey!)).not.toContain('ImmersiveEdition');
    expect(await readStored(after[0]!.storageKey!)).toContain('<Type>ImmersiveEdition</Type>');
    const [onSale] = await service.database.db.select().from(immersiveSongs).where(eq(immersiveSongs.id, edition!.id));
    expect(onSale!.status).toBe(IMMERSIVE_AUDIO_SONG_STATUS.distribution_onsale);
  }, 120_000);
});
