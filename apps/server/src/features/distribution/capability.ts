// The distribution capability: automatic checks, the review queue and decisions, delivery to stores and their
// answers, takedown, corrections and renewal. A paid renewal fee reaches it as an event from billing, an immersive
// edition ready for a release already out as one from immersive audio.
import { defineCapability } from '../../platform/capability.ts';
import { findRelease, type ReleasesService } from '../releases/index.ts';
import {
  createDeliveryService,
  DELIVERY_PREPARE_MAX_SECONDS,
  DELIVERY_PREPARE_QUEUE,
  DELIVERY_SEND_MAX_SECONDS,
  DELIVERY_SEND_QUEUE,
} from './delivery.service.ts';
import { registerDistributionRoutes } from './distribution.routes.ts';
import { distributionRound, startDistributionTicker } from './distribution-worker.ts';
import { createOwnerService } from './owner.service.ts';
import { notifyReleaseOwner, onSaleNotice } from './release-notices.ts';
import { createRenewalService } from './renewal.service.ts';
import { createReviewService } from './review.service.ts';

export const distributionCapability = defineCapability({
  name: 'distribution',
  needs: ['releases'],
  queues: [
    { name: DELIVERY_PREPARE_QUEUE, maxRunSeconds: DELIVERY_PREPARE_MAX_SECONDS },
    { name: DELIVERY_SEND_QUEUE, maxRunSeconds: DELIVERY_SEND_MAX_SECONDS },
  ],
  create: (kernel, { releases: { releases } }: { releases: { releases: ReleasesService } }) => {
    const { db, jobs, storage, mailer, config, logger, integrations, events } = kernel;
    const delivery = createDeliveryService({
      db,
      jobs,
      storage,
      transport: integrations.storeTransport,
      directory: integrations.storeDirectory,
      validator: integrations.ernValidator,
      mailer,
      events,
      releases,
      sender: config.ddexParty,
      publicUrl: config.publicUrl,
      logger,
    });
    const review = createReviewService({ db, mailer, releases, delivery, publicUrl: config.publicUrl, logger });
    const renewal = createRenewalService({ db, mailer, delivery, events, publicUrl: config.publicUrl });
    const owner = createOwnerService({ db, releases, delivery, renewal });
    // A release's yearly fee paid: its renewal settles in the same transaction as the payment.
    events.within('payment.settled', 'distribution.renewal', async (tx, payment) => {
      if (payment.release_id !== null) await renewal.paid(tx, payment.release_id);
    });
    // An immersive edition paid and verified for a release already out: the stores taking its format get it.
    events.within('immersive.ready', 'distribution.immersive-update', async (tx, ready) => {
      await delivery.queueImmersiveUpdate(tx, ready.release_id);
    });
    // An edition leaving the stores on its own (its yearly fee unpaid): the stores of its format get the release
    // without it.
    events.within('immersive.withdrawn', 'distribution.immersive-withdrawal', async (tx, withdrawn) => {
      await delivery.queueImmersiveUpdate(tx, withdrawn.release_id, [withdrawn.format]);
      const release = await findRelease(tx, withdrawn.release_id);
      if (release) {
        const notify = { mailer, publicUrl: config.publicUrl };
        await notifyReleaseOwner(tx, notify, release, { kind: 'immersive_withdrawn', songTitle: withdrawn.song_title });
      }
    });
    events.after(
      'release.on_sale',
      'distribution.on-sale-notice',
      onSaleNotice({ mailer, publicUrl: config.publicUrl }),
    );
    return { delivery, review, renewal, owner, round: distributionRound({ review, delivery, renewal }) };
  },
  routes: (http, { review, delivery, owner }) => registerDistributionRoutes(http, { review, delivery, owner }),
  workers: async ({ jobs }, { delivery }) => {
    // Preparing validates messages in a worker thread; two at once keep both cores busy.
    await jobs.work<{ release_id: number }>(DELIVERY_PREPARE_QUEUE, (data) => delivery.prepare(data.release_id), {
      concurrency: 2,
    });
    await jobs.work<{ delivery_id: number }>(DELIVERY_SEND_QUEUE, (data) => delivery.send(data.delivery_id), {
      concurrency: 4,
    });
  },
  rounds: ({ db, logger, intervals }, { round }) => [
    {
      name: 'distribution',
      intervalMs: intervals.distributionMs,
      start: () => startDistributionTicker(db, round, logger, intervals.distributionMs),
    },
  ],
});
