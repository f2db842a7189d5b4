// The immersive audio capability: Dolby Atmos and 360 Reality Audio editions of songs, their file's verification job,
// their payment (billing's checkout; its events move the edition) and, paid, their redelivery with the release.
import { defineCapability } from '../../platform/capability.ts';
import type { PaymentsService } from '../billing/index.ts';
import { registerImmersiveAdminRoutes } from './admin.routes.ts';
import { createImmersiveAdminService, type ReleaseDeliveriesReader } from './admin.service.ts';
import { editionPaid, editionPaymentClosed, followRelease } from './edition-moves.ts';
import { registerImmersiveRoutes } from './immersive.routes.ts';
import { createImmersiveService } from './immersive.service.ts';
import {
  IMMERSIVE_VERIFY_MAX_SECONDS,
  IMMERSIVE_VERIFY_QUEUE,
  runVerification,
  type VerifyJob,
} from './verification.ts';

export const immersiveAudioCapability = defineCapability({
  name: 'immersive-audio',
  // distribution: the operators' view shows the release at the stores (its review service's reads).
  needs: ['billing', 'distribution'],
  queues: [{ name: IMMERSIVE_VERIFY_QUEUE, maxRunSeconds: IMMERSIVE_VERIFY_MAX_SECONDS }],
  create: (
    { db, jobs, events, now, storage, logger },
    {
      billing,
      distribution,
    }: { billing: { payments: PaymentsService }; distribution: { review: ReleaseDeliveriesReader } },
  ) => {
    const clock = now ?? (() => new Date());
    // An 'immersive' order paid or given up: the edition follows in the same transaction.
    events.within('payment.settled', 'immersive-audio.paid', async (tx, payment) => {
      if (payment.immersive_song_id !== null) await editionPaid(tx, events, payment.immersive_song_id, clock());
    });
    events.within('payment.closed', 'immersive-audio.payment-closed', async (tx, payment) => {
      if (payment.immersive_song_id !== null) await editionPaymentClosed(tx, payment.immersive_song_id);
    });
    // The release's renewal and takedown: its editions follow in the same transaction.
    events.within('release.moved', 'immersive-audio.follow-release', (tx, moved) => followRelease(tx, events, moved));
    const verification = { db, storage, events, logger, now: clock };
    return {
      immersive: createImmersiveService({ db, jobs, payments: billing.payments }),
      admin: createImmersiveAdminService({ db, jobs, logger, deliveries: distribution.review }),
      /** The verification job's work (the worker runs it; the demo seed runs it inline). */
      verify: (job: VerifyJob) => runVerification(verification, job),
    };
  },
  routes: (http, { immersive, admin }, { storage }) => {
    registerImmersiveRoutes(http, { immersive, storage });
    registerImmersiveAdminRoutes(http, { admin });
  },
  workers: async ({ jobs }, { verify }) => {
    await jobs.work<VerifyJob>(IMMERSIVE_VERIFY_QUEUE, verify);
  },
});
