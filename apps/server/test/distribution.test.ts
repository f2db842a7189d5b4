// Review and delivery to stores, end to end against the store simulator over SFTP: automatic checks, the review
// queue and every decision, DDEX delivery with the stores' acknowledgements, partial success, takedown, adding
// stores, messages that fail validation, and who may do what.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { addDays, todayInTokyo } from '@otodoke/domain';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngArtwork, writeWav } from '../src/features/uploads/sample-media.ts';
import {
  accountMembers,
  artists,
  deliveryMessages,
  outboundMail,
  releaseDeliveries,
  releases,
  songs,
  uploads,
} from '../src/platform/db/schema.ts';
import { post } from '../src/platform/ledger/ledger.ts';
import { signIn } from './flows.ts';
import { startTestService, type TestService } from './harness.ts';
import { runDistributionUntil, submitSingle } from './submitted-single.ts';
import type { TestClient } from './test-client.ts';
import { uploadFile } from './uploads-helper.ts';

const LABEL = 1;
const PERSON = 2;

type Distribution = {
  release_id: number;
  status: string;
  status_label: string;
  takedown_mode: string | null;
  term_ends_at: string | null;
  can_pay_renewal: boolean;
  can_cancel_renewal: boolean;
  stores: Array<{
    store_id: string;
    status: string;
    status_label: string;
    reason: string | null;
    reason_code: string | null;
  }>;
  history: Array<{ to_status: string; actor: string; reason: string }>;
  can_request_takedown: boolean;
  addable_stores: Array<{ id: string; name: string }>;
};
type Review = { release: { id: number; status: string }; decisions: string[]; distribution: Distribution };
type ErrorBody = { code: string; message: string; details: { fields?: Record<string, string> } };

let service: TestService;
let demo: TestClient;
let admin: TestClient;
let dir: string;
let artistId: number;
let cdWav: number;
let hiresWav: number;
let seq = 0;
let crashAfterNextUpload = false;

/** A sale date `days` from today in Japan (0: as soon as possible), as the form writes it (YYYY/MM/DD). */
const saleDateIn = (days: number) => addDays(todayInTokyo(new Date()), days).replaceAll('-', '/');

/** A single submitted under the label's plan (creating_complete), with real checked files; on sale from today. */
async function submittedSingle(storeIds: string[], fileId = cdWav, saleDate = saleDateIn(0)) {
  seq += 1;
  const artwork = await uploadFile(demo, 'artwork', path.join(dir, 'art.png'), `art-${seq}.png`);
  return submitSingle(demo, {
    title: `夜明けの歌 ${seq}`,
    artistId,
    artworkUploadId: artwork.id,
    audioUploadId: fileId,
    storeIds,
    saleDate,
  });
}

/** Runs the distribution round and its queues until `done` holds. */
const until = <T>(read: () => Promise<T>, done: (value: T) => boolean, label: string) =>
  runDistributionUntil(service, read, done, label);

const distributionOf = async (id: number, client = demo) =>
  (await client.get<Distribution>(`/api/v2/me/releases/${id}/distribution`)).body;

const reviewOf = async (id: number) => (await admin.get<Review>(`/admin/api/v2/reviews/${id}`)).body;

async function checked(id: number) {
  return until(
    () => reviewOf(id),
    (r) => r.release.status === 'creating_cdc_done' || r.release.status === 'refine_cdc_done',
    'automatic checks',
  );
}

/** Restarts the app on the same database (as a redeploy or crash would) and carries the sessions over. */
async function restart(runWorkers: boolean) {
  await service.restart({ runWorkers });
  const carry = (old: TestClient) => {
    const next = service.client(old.language);
    for (const [name, value] of old.cookies) next.cookies.set(name, value);
    next.csrfToken = old.csrfToken;
    next.acid = old.acid;
    return next;
  };
  demo = carry(demo);
  admin = carry(admin);
}

async function mailsTo(email: string) {
  return service.database.db.select().from(outboundMail).where(eq(outboundMail.to, email));
}

beforeAll(async () => {
  service = await startTestService({
    seed: true,
    // A process that dies right after a batch reached the store, before it could record so: the job runs again.
    wrapTransport: (transport) => ({
      ...transport,
      sendBatch: async (endpoint, batch) => {
        const sent = await transport.sendBatch(endpoint, batch);
        if (crashAfterNextUpload) {
          crashAfterNextUpload = false;
          throw new Error('simulated crash after the upload');
        }
        return sent;
      },
      readOutbox: (endpoint, limit) => transport.readOutbox(endpoint, limit),
      removeFromOutbox: (endpoint, names) => transport.removeFromOutbox(endpoint, names),
      close: () => transport.close(),
    }),
  });
  demo = service.client('ja');
  await signIn(service, demo, 'demo@otodoke.test', 'otodoke-demo');
  demo.acid = LABEL;
  admin = service.client('ja');
  await signIn(service, admin, 'admin@otodoke.test', 'otodoke-admin');
  const [artist] = await service.database.db
    .insert(artists)
    .values({ accountId: LABEL, artistType: 'group', nameJa: '朝焼けバンド', nameEn: 'Asayake Band' })
    .returning();
  artistId = artist!.id;
  dir = await mkdtemp(path.join(os.tmpdir(), 'otodoke-distribution-'));
  await Promise.all([
    writeWav(path.join(dir, 'cd.wav'), { seconds: 31, sampleRate: 44_100, bitDepth: 16, channels: 2, frequency: 440 }),
    writeWav(path.join(dir, 'hires.wav'), { seconds: 31, sampleRate: 96_000, bitDepth: 24, channels: 2 }),
    pngArtwork(path.join(dir, 'art.png'), { size: 3000, hue: 30 }),
  ]);
  cdWav = (await uploadFile(demo, 'audio', path.join(dir, 'cd.wav'))).id;
  hiresWav = (await uploadFile(demo, 'audio', path.join(dir, 'hires.wav'))).id;
}, 120_000);

afterAll(async () => {
  await service?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('review', () => {
  it('checks a submitted release automatically and puts it in the operators queue', async () => {
    const id = await submittedSingle(['spotify']);
    const review = await checked(id);
    expect(review.decisions).toEqual(
      expect.arrayContaining(['approve', 'flag', 'sendback', 'reject', 'to_vocaloid_review', 'to_store_review']),
    );
    const queue = await admin.get<{ items: Array<{ release_id: number; status: string; decisions: string[] }> }>(
      '/admin/api/v2/reviews?q=夜明け',
    );
    expect(queue.status).toBe(200);
    expect(queue.body.items.map((i) => i.release_id)).toContain(id);
    // Only operators see the queue.
    expect((await demo.get('/admin/api/v2/reviews')).status).toBe(403);
    expect((await service.client('ja').get('/admin/api/v2/reviews')).status).toBe(401);
    expect((await demo.post(`/admin/api/v2/reviews/${id}/decisions`, { decision: 'approve' })).status).toBe(403);
  });

  it('takes a sale date that passed between submission and the checks as "as soon as possible"', async () => {
    const id = await submittedSingle(['spotify']);
    await service.database.db
      .update(releases)
      .set({ requestedSaleStartDate: saleDateIn(-3) })
      .where(eq(releases.id, id));
    const review = await until(
      () => reviewOf(id),
      (r) => r.release.status !== 'creating_complete',
      'automatic checks',
    );
    expect(review.release.status).toBe('creating_cdc_done');
    // Approved, it is offered from the day it is sent (the date chosen has passed), and goes on sale.
    await admin.post<Review>(`/admin/api/v2/reviews/${id}/decisions`, { decision: 'approve' });
    await until(
      () => distributionOf(id),
      (d) => d.status === 'distribution_onsale',
      'on sale',
    );
    const [sent] = await service.database.db
      .select({ key: deliveryMessages.storageKey })
      .from(deliveryMessages)
      .innerJoin(releaseDeliveries, eq(releaseDeliveries.id, deliveryMessages.deliveryId))
      .where(eq(releaseDeliveries.releaseId, id));
    const chunks: Buffer[] = [];
    for await (const chunk of service.app.storage.createReadStream(sent!.key!)) chunks.push(chunk as Buffer);
    const starts = [
      ...Buffer.concat(chunks)
        .toString('utf8')
        .matchAll(/<StartDate>([^<]+)<\/StartDate>/g),
    ];
    expect(starts.length).toBeGreaterThan(0);
    expect(new Set(starts.map((m) => m[1]))).toEqual(new Set([saleDateIn(0).replaceAll('/', '-')]));
  });

  it('asks for a reason before sending back, then the owner fixes and resubmits without paying again', async () => {
    const id = await submittedSingle(['spotify']);
    await checked(id);
    const noReason = await admin.post<ErrorBody>(`/admin/api/v2/reviews/${id}/decisions`, { decision: 'sendback' });
    expect(noReason.status, JSON.stringify(noReason.body)).toBe(400);
    expect(noReason.body.details.fields?.reason).toBe('必須入力項目です');
    const adminEn = service.client('en');
    await signIn(service, adminEn, 'admin@otodoke.test', 'otodoke-admin');
    const noReasonEn = await adminEn.post<ErrorBody>(`/admin/api/v2/reviews/${id}/decisions?lang=en`, {
      decision: 'reject',
      reason: '  ',
    });
    expect(noReasonEn.body.details.fields?.reason).toBe('This field is required.');

    const sent = await admin.post<Review>(`/admin/api/v2/reviews/${id}/decisions`, {
      decision: 'sendback',
      reason: 'ジャケット画像の文字が読み取れません',
    });
    expect(sent.status).toBe(200);
    expect(sent.body.release.status).toBe('review_sendback');
    expect(sent.body.decisions).toEqual([]);
    const mails = await mailsTo('demo@otodoke.test');
    const sentBack = mails.find((m) => m.subject.includes('修正をお願いします') && m.text.includes('ジャケット画像'));
    expect(sentBack?.text).toContain(`/dashboard/releases/new?release_id=${id}&_acid=${LABEL}`);
    const inbox = await demo.get<{ items: Array<{ title: string; body: string }> }>('/api/v2/me/messages');
    expect(inbox.body.items.some((m) => m.body.includes('ジャケット画像の文字が読み取れません'))).toBe(true);
    const history = (await distributionOf(id)).history;
    expect(history.at(-1)).toMatchObject({ to_status: 'review_sendback', actor: 'admin' });

    const resubmitted = await demo.post<{ status: string }>(`/api/v1/me/releases/${id}/submit`);
    expect(resubmitted.body.status).toBe('refine_complete');
    expect((await checked(id)).release.status).toBe('refine_cdc_done');
  });

  it('routes a release through the Vocaloid review and rejects with the reason the owner reads', async () => {
    const id = await submittedSingle(['spotify']);
    await checked(id);
    const vocaloid = await admin.post<Review>(`/admin/api/v2/reviews/${id}/decisions`, {
      decision: 'to_vocaloid_review',
    });
    expect(vocaloid.body.release.status).toBe('vocaloid_review_waiting');
    expect(vocaloid.body.decisions).toEqual(['approve', 'flag', 'sendback', 'reject']);
    const flagged = await admin.post<Review>(`/admin/api/v2/reviews/${id}/decisions`, { decision: 'flag' });
    expect(flagged.body.release.status).toBe('vocaloid_review_flagged');
    expect(flagged.body.decisions).toEqual(['approve', 'reject']);
    const rejected = await admin.post<Review>(`/admin/api/v2/reviews/${id}/decisions`, {
      decision: 'reject',
      reason: '歌声ライブラリの利用規約に反する内容です',
    });
    expect(rejected.body.release.status).toBe('vocaloid_review_rejected');
    // A decision that does not apply any more is refused.
    const again = await admin.post<ErrorBody>(`/admin/api/v2/reviews/${id}/decisions`, { decision: 'approve' });
    expect(again.status).toBe(409);
  });
});

describe('delivery', () => {
  it('delivers an approved single to every chosen store over SFTP and follows the stores until on sale', async () => {
    const id = await submittedSingle(['spotify', 'apple_music', 'itunes']);
    await checked(id);
    const approved = await admin.post<Review>(`/admin/api/v2/reviews/${id}/decisions`, { decision: 'approve' });
    expect(approved.status).toBe(200);
    expect(['added_store_inqueue', 'distribution_processing']).toContain(approved.body.release.status);
    const onSale = await until(
      () => distributionOf(id),
      (d) => d.status === 'distribution_onsale' && d.stores.every((s) => s.status === 'on_sale'),
      'on sale',
    );
    expect(onSale.stores.map((s) => s.store_id).sort()).toEqual(['apple_music', 'itunes', 'spotify']);
    expect(onSale.stores[0]!.status_label).toBe('配信中');
    expect(onSale.history.map((h) => h.to_status)).toEqual(
      expect.arrayContaining(['creating_cdc_done', 'review_approved', 'added_store_inqueue', 'distribution_onsale']),
    );
    // Each store really has it, under the release's UPC and the song's ISRC.
    const [song] = await service.database.db.select().from(songs).where(eq(songs.releaseId, id));
    for (const store of ['spotify', 'apple_music', 'itunes']) {
      const entry = service.stores.simulator!.catalogue(store).find((e) => e.isrcs.includes(song!.isrc!));
      expect(entry, store).toBeDefined();
    }
    // The owner's notice follows the commit (an after-commit subscriber of `release.on_sale`).
    await until(
      () => mailsTo('demo@otodoke.test'),
      (mails) => mails.some((m) => m.subject.includes('配信が始まりました')),
      'the on-sale notice',
    );
    expect(onSale.can_request_takedown).toBe(true);

    // A typo corrected after release: every store gets the whole message again (an update), without the files.
    // The stores have sold it for ten days: the update keeps the deals' start where it was.
    const sellingSince = new Date(Date.now() - 10 * 86_400_000);
    await service.database.db
      .update(releaseDeliveries)
      .set({ onSaleAt: sellingSince })
      .where(eq(releaseDeliveries.releaseId, id));
    const before = service.stores.simulator!.catalogue('spotify').find((e) => e.isrcs.includes(song!.isrc!))!;
    const corrected = await demo.put<Distribution>(`/api/v2/me/releases/${id}/metadata`, {
      title: '夜明けの歌（リマスター）',
      songs: [{ id: song!.id, title: '夜明けの歌（リマスター）' }],
    });
    expect(corrected.status, JSON.stringify(corrected.body)).toBe(200);
    expect(corrected.body.stores.every((s) => s.status === 'queued')).toBe(true);
    const updated = await until(
      () => distributionOf(id),
      (d) => d.stores.every((s) => s.status === 'on_sale'),
      'update acknowledged',
    );
    expect(updated.status).toBe('distribution_onsale');
    const after = service.stores.simulator!.catalogue('spotify').find((e) => e.isrcs.includes(song!.isrc!))!;
    expect(after.messageId).not.toBe(before.messageId);
    expect(after.icpn).toBe(before.icpn);
    const [stored] = await service.database.db.select().from(songs).where(eq(songs.id, song!.id));
    expect(stored!.title).toBe('夜明けの歌（リマスター）');
    const [newest] = await service.database.db
      .select({ key: deliveryMessages.storageKey })
      .from(deliveryMessages)
      .innerJoin(releaseDeliveries, eq(releaseDeliveries.id, deliveryMessages.deliveryId))
      .where(and(eq(releaseDeliveries.releaseId, id), eq(releaseDeliveries.storeId, 'spotify')))
      .orderBy(desc(deliveryMessages.id))
      .limit(1);
    const chunks: Buffer[] = [];
    for await (const chunk of service.app.storage.createReadStream(newest!.key!)) chunks.push(chunk as Buffer);
    const xml = Buffer.concat(chunks).toString('utf8');
    expect(xml).toContain('夜明けの歌（リマスター）');
    const starts = new Set([...xml.matchAll(/<StartDate>([^<]+)<\/StartDate>/g)].map((m) => m[1]));
    expect(starts).toEqual(new Set([todayInTokyo(sellingSince)]));
  });

  it('keeps a release dated ahead off sale: delivered to every store, the owner not told it is on sale', async () => {
    const saleDate = saleDateIn(3);
    const id = await submittedSingle(['spotify', 'line'], cdWav, saleDate);
    await checked(id);
    await admin.post<Review>(`/admin/api/v2/reviews/${id}/decisions`, { decision: 'approve' });
    const delivered = await until(
      () => distributionOf(id),
      (d) => d.stores.every((s) => s.status === 'delivered'),
      'delivered',
    );
    expect(delivered.status).toBe('distribution_allsuccess');
    // Long after the stores' own delay, nothing is on sale and the stores have nothing to report.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const waiting = await until(
      () => distributionOf(id),
      () => true,
      'a later look',
    );
    expect(waiting.status).toBe('distribution_allsuccess');
    expect(waiting.stores.map((s) => s.status)).toEqual(['delivered', 'delivered']);
    expect(waiting.history.map((h) => h.to_status)).not.toContain('distribution_onsale');
    const [song] = await service.database.db.select().from(songs).where(eq(songs.releaseId, id));
    for (const store of ['spotify', 'line']) {
      expect(service.stores.simulator!.catalogue(store).some((e) => e.isrcs.includes(song!.isrc!))).toBe(false);
    }
    const [row] = await service.database.db.select().from(releases).where(eq(releases.id, id));
    const mails = await mailsTo('demo@otodoke.test');
    expect(mails.some((m) => m.subject.includes(row!.title) && m.subject.includes('配信が始まりました'))).toBe(false);
  });

  it('reports a store that refuses: partial success, the reason per store, then on sale elsewhere', async () => {
    // The service offers Qobuz for hi-res audio only, as the store takes; here the file's facts are misread after
    // submission (as a bad migration could), so the store sees 16-bit audio and refuses it for its content.
    const file = (await uploadFile(demo, 'audio', path.join(dir, 'hires.wav'), 'hires-misread.wav')).id;
    const id = await submittedSingle(['spotify', 'qobuz'], file);
    await checked(id);
    const [upload] = await service.database.db.select().from(uploads).where(eq(uploads.id, file));
    const misread = {
      ...(upload!.facts as Record<string, unknown>),
      bit_depth: 16,
      sample_rate: 44_100,
      is_hires: false,
    };
    await service.database.db.update(uploads).set({ facts: misread }).where(eq(uploads.id, file));
    await admin.post(`/admin/api/v2/reviews/${id}/decisions`, { decision: 'approve' });
    const refusedByQobuz = (d: Distribution) =>
      d.stores.find((s) => s.store_id === 'qobuz')?.status === 'refused' && d.status === 'distribution_onsale';
    const done = await until(() => distributionOf(id), refusedByQobuz, 'qobuz refuses');
    const qobuz = done.stores.find((s) => s.store_id === 'qobuz')!;
    expect(qobuz.reason).toContain('ResourceNotMeetingSpecifications');
    expect(qobuz.reason_code).toBe('ResourceNotMeetingSpecifications');
    type Problems = {
      items: Array<{ release_id: number; store_id: string; reason_code: string | null; refused_unchanged: boolean }>;
    };
    const problemOf = async () =>
      (await admin.get<Problems>('/admin/api/v2/deliveries/problems')).body.items.find((p) => p.release_id === id);
    expect(await problemOf()).toMatchObject({
      store_id: 'qobuz',
      reason_code: 'ResourceNotMeetingSpecifications',
      refused_unchanged: true,
    });
    const mails = await mailsTo('demo@otodoke.test');
    expect(mails.some((m) => m.subject.includes('一部のストアに納品できませんでした'))).toBe(true);

    // Sending the same content again asks first: the store refused what it is, and nothing has changed since.
    const unconfirmed = await admin.post<ErrorBody>(`/admin/api/v2/releases/${id}/redeliver`);
    expect(unconfirmed.status).toBe(409);
    expect(unconfirmed.body.code).toBe('DIST00002');
    expect(unconfirmed.body.message).toContain('変更されていません');
    expect(unconfirmed.body.details).toMatchObject({ store_ids: ['qobuz'], store_names: ['Qobuz'] });
    const adminEn = service.client('en');
    await signIn(service, adminEn, 'admin@otodoke.test', 'otodoke-admin');
    const unconfirmedEn = await adminEn.post<ErrorBody>(`/admin/api/v2/releases/${id}/redeliver?lang=en`, {});
    expect(unconfirmedEn.status).toBe(409);
    expect(unconfirmedEn.body.message).toContain('has not changed since');
    const confirmed = await admin.post(`/admin/api/v2/releases/${id}/redeliver`, { confirm: true });
    expect(confirmed.status).toBe(200);
    const qobuzStatus = (d: Distribution) => d.stores.find((s) => s.store_id === 'qobuz')?.status;
    await until(
      () => distributionOf(id),
      (d) => qobuzStatus(d) === 'refused',
      'qobuz refuses again',
    );

    // Once the release has changed, it goes again without the question.
    const [song] = await service.database.db.select().from(songs).where(eq(songs.releaseId, id));
    const corrected = await demo.put(`/api/v2/me/releases/${id}/metadata`, {
      title: '夜明けの歌（改訂）',
      songs: [{ id: song!.id, title: '夜明けの歌（改訂）' }],
    });
    expect(corrected.status, JSON.stringify(corrected.body)).toBe(200);
    expect((await problemOf())?.refused_unchanged).toBe(false);
    expect((await admin.post(`/admin/api/v2/releases/${id}/redeliver`)).status).toBe(200);
  }, 90_000);

  it('never sends a message that fails validation, and tells operators why', async () => {
    const id = await submittedSingle(['spotify']);
    await checked(id);
    // An identifier broken after review (as a bad migration or manual edit could): the ERN check stops it.
    await service.database.db.update(songs).set({ isrc: 'JPZ991' }).where(eq(songs.releaseId, id));
    await admin.post(`/admin/api/v2/reviews/${id}/decisions`, { decision: 'approve' });
    const failed = await until(
      () => distributionOf(id),
      (d) => d.status === 'distribution_allfailure',
      'validation failure',
    );
    expect(failed.stores[0]!.status).toBe('failed');
    const problems = await admin.get<{ items: Array<{ release_id: number; reason: string }> }>(
      '/admin/api/v2/deliveries/problems',
    );
    expect(problems.body.items.find((p) => p.release_id === id)?.reason).toMatch(/validation/);
    const spotify = service.stores.simulator!.catalogue('spotify');
    expect(spotify.some((e) => e.isrcs.includes('JPZ991'))).toBe(false);
  });

  it('adds a store to a release on sale, and takes the release down at the owner’s request', async () => {
    const id = await submittedSingle(['spotify'], hiresWav);
    await checked(id);
    await admin.post(`/admin/api/v2/reviews/${id}/decisions`, { decision: 'approve' });
    const onSale = await until(
      () => distributionOf(id),
      (d) => d.status === 'distribution_onsale',
      'on sale',
    );
    expect(onSale.addable_stores.map((s) => s.id)).toContain('mora_hires');
    const refused = await demo.post<ErrorBody>(`/api/v2/me/releases/${id}/stores`, { store_ids: ['spotify'] });
    expect(refused.status).toBe(409);
    const added = await demo.post<Distribution>(`/api/v2/me/releases/${id}/stores`, { store_ids: ['mora_hires'] });
    expect(added.status).toBe(200);
    const both = await until(
      () => distributionOf(id),
      (d) => d.stores.length === 2 && d.stores.every((s) => s.status === 'on_sale'),
      'added store on sale',
    );
    expect(both.status).toBe('distribution_onsale');

    const noReason = await demo.post<ErrorBody>(`/api/v2/me/releases/${id}/takedown`, { reason: '' });
    expect(noReason.status, JSON.stringify(noReason.body)).toBe(400);
    const asked = await demo.post<Distribution>(`/api/v2/me/releases/${id}/takedown`, {
      reason: 'レーベル移籍のため',
    });
    expect(asked.status).toBe(200);
    expect(asked.body.status).toBe('takedown_processing');
    const down = await until(
      () => distributionOf(id),
      (d) => d.status === 'takedown_usercontact',
      'taken down',
    );
    expect(down.stores.every((s) => s.status === 'taken_down')).toBe(true);
    expect(down.takedown_mode).toBe('takedown_usercontact');
    const [song] = await service.database.db.select().from(songs).where(eq(songs.releaseId, id));
    const entry = service.stores.simulator!.catalogue('spotify').find((e) => e.isrcs.includes(song!.isrc!));
    expect(entry?.takenDownAt).toBeTruthy();
  });

  it('survives a restart with deliveries queued, and a crash after an upload sends the release once', async () => {
    const id = await submittedSingle(['spotify']);
    await checked(id);
    await restart(false);
    await admin.post(`/admin/api/v2/reviews/${id}/decisions`, { decision: 'approve' });
    expect((await distributionOf(id)).stores[0]!.status).toBe('queued');
    crashAfterNextUpload = true;
    await restart(true);
    const onSale = await until(
      () => distributionOf(id),
      (d) => d.status === 'distribution_onsale',
      'after restart',
    );
    expect(onSale.stores[0]!.status).toBe('on_sale');
    expect(crashAfterNextUpload).toBe(false);
    const [song] = await service.database.db.select().from(songs).where(eq(songs.releaseId, id));
    const entries = service.stores.simulator!.catalogue('spotify').filter((e) => e.isrcs.includes(song!.isrc!));
    expect(entries).toHaveLength(1);
  });

  it('lets operators take a release down', async () => {
    const id = await submittedSingle(['spotify']);
    await checked(id);
    await admin.post(`/admin/api/v2/reviews/${id}/decisions`, { decision: 'approve' });
    await until(
      () => distributionOf(id),
      (d) => d.status === 'distribution_onsale',
      'on sale',
    );
    const taken = await admin.post<Review>(`/admin/api/v2/releases/${id}/takedown`, { reason: '権利者からの申し立て' });
    expect(taken.status).toBe(200);
    const down = await until(
      () => distributionOf(id),
      (d) => d.status === 'takedown_admin',
      'admin takedown',
    );
    expect(down.history.at(-2)).toMatchObject({ to_status: 'takedown_processing', actor: 'admin' });
  });
});

describe('renewal of a pay-per-release release', () => {
  const DAY = 86_400_000;
  const setTermEnd = (id: number, at: Date) =>
    service.database.db.update(releases).set({ termEndsAt: at }).where(eq(releases.id, id));
  const statusOf = async (id: number) => (await distributionOf(id)).status;

  async function onSaleRelease() {
    const id = await submittedSingle(['spotify']);
    await checked(id);
    await admin.post(`/admin/api/v2/reviews/${id}/decisions`, { decision: 'approve' });
    await until(
      () => distributionOf(id),
      (d) => d.status === 'distribution_onsale',
      'on sale',
    );
    return id;
  }

  it('opens 60 days ahead, reminds, is paid, and adds a year at the end of the term', async () => {
    const id = await onSaleRelease();
    await setTermEnd(id, new Date(Date.now() + 25 * DAY));
    await service.app.distribution.round();
    const open = await distributionOf(id);
    expect(open.status).toBe('renewal_editable_unsettled');
    expect(open).toMatchObject({ can_pay_renewal: true, can_cancel_renewal: true });
    const reminders = (await mailsTo('demo@otodoke.test')).filter((m) => m.subject.includes('あと30日'));
    expect(reminders).toHaveLength(1);
    await service.app.distribution.round(); // a second round mails nothing twice
    expect((await mailsTo('demo@otodoke.test')).filter((m) => m.subject.includes('あと30日'))).toHaveLength(1);

    await setTermEnd(id, new Date(Date.now() + 5 * DAY));
    await service.app.distribution.round();
    expect(await statusOf(id)).toBe('renewal_uneditable_unsettled');
    expect((await mailsTo('demo@otodoke.test')).some((m) => m.subject.includes('あと7日'))).toBe(true);
    expect((await demo.post(`/api/v2/me/releases/${id}/renewal/cancel`)).status).toBe(409);

    await post(service.database.db, {
      kind: 'adjustment',
      reference: `renewal-test-${id}`,
      entries: [
        { side: { wallet: LABEL }, amount: 100_000 },
        { side: { system: 'adjustments' }, amount: -100_000 },
      ],
    });
    const paid = await demo.post<{ status: string }>('/api/v1/plans/payper', {
      release_id: id,
      method: 'balance',
      idempotency_key: `renewal-${id}`,
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    expect(paid.body.status).toBe('paid');
    expect(await statusOf(id)).toBe('renewal_uneditable_settled');

    const end = new Date(Date.now() - 60_000);
    await setTermEnd(id, end);
    await service.app.distribution.round();
    const renewed = await distributionOf(id);
    expect(renewed.status).toBe('distribution_onsale');
    expect(new Date(renewed.term_ends_at!).getUTCFullYear()).toBe(end.getUTCFullYear() + 1);
    expect(renewed.history.map((h) => h.to_status)).toEqual(
      expect.arrayContaining(['renewal_uneditable_settled', 'renewal_payment_success', 'distribution_onsale']),
    );
  });

  it('gives an unpaid renewal 14 days of grace, then takes the release down', async () => {
    const id = await onSaleRelease();
    await setTermEnd(id, new Date(Date.now() + 10 * DAY));
    await service.app.distribution.round();
    await setTermEnd(id, new Date(Date.now() - 60_000));
    await service.app.distribution.round();
    expect(await statusOf(id)).toBe('renewal_payment_failure');
    expect((await mailsTo('demo@otodoke.test')).some((m) => m.subject.includes('更新料が未払い'))).toBe(true);
    await setTermEnd(id, new Date(Date.now() - 15 * DAY));
    const down = await until(
      () => distributionOf(id),
      (d) => d.status === 'takedown_expire_nopayment',
      'unpaid takedown',
    );
    expect(down.stores.every((s) => s.status === 'taken_down')).toBe(true);
  });

  it('takes a release the owner chose not to renew down when its term ends', async () => {
    const id = await onSaleRelease();
    await setTermEnd(id, new Date(Date.now() + 40 * DAY));
    await service.app.distribution.round();
    const cancelled = await demo.post<Distribution>(`/api/v2/me/releases/${id}/renewal/cancel`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.status).toBe('renewal_canceled');
    await setTermEnd(id, new Date(Date.now() - 60_000));
    const down = await until(
      () => distributionOf(id),
      (d) => d.status === 'takedown_expire_user',
      'expiry',
    );
    expect(down.takedown_mode).toBe('takedown_expire_user');
  });
});

describe('who may see and do what', () => {
  it('keeps a release’s distribution to its own account and to members with release permission', async () => {
    const id = await submittedSingle(['spotify']);
    const person = service.client('ja');
    await signIn(service, person, 'demo@otodoke.test', 'otodoke-demo');
    person.acid = PERSON;
    expect((await person.get(`/api/v2/me/releases/${id}/distribution`)).status).toBe(404);
    expect((await person.post(`/api/v2/me/releases/${id}/takedown`, { reason: 'x' })).status).toBe(404);
    const staff = service.client('ja');
    await signIn(service, staff, 'staff@otodoke.test', 'otodoke-staff');
    staff.acid = LABEL;
    expect((await staff.get(`/api/v2/me/releases/${id}/distribution`)).status).toBe(200);
    const staffRow = (await service.database.db.select().from(accountMembers)).find(
      (m) => m.accountId === LABEL && !m.isAccountManager,
    )!;
    await service.database.db
      .update(accountMembers)
      .set({ permissions: { ...staffRow.permissions, '1000': 'readonly' } })
      .where(eq(accountMembers.individualId, staffRow.individualId));
    expect((await staff.get(`/api/v2/me/releases/${id}/distribution`)).status).toBe(200);
    expect((await staff.post(`/api/v2/me/releases/${id}/takedown`, { reason: 'x' })).status).toBe(403);
    expect((await staff.post(`/api/v2/me/releases/${id}/stores`, { store_ids: ['deezer'] })).status).toBe(403);
    await service.database.db
      .update(accountMembers)
      .set({ permissions: { ...staffRow.permissions, '1000': 'none' } })
      .where(eq(accountMembers.individualId, staffRow.individualId));
    expect((await staff.get(`/api/v2/me/releases/${id}/distribution`)).status).toBe(403);
    expect((await service.client('ja').get(`/api/v2/me/releases/${id}/distribution`)).status).toBe(401);
  });
});
