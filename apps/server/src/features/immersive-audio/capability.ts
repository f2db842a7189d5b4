// The immersive audio capability: Dolby Atmos and 360 Reality Audio editions of songs, their file's verification job,
// their payment (billing's checkout; its events move the edition) and, paid, their redelivery with the release.
import { defineCapability } from '../../platform/capability.ts';
import type { PaymentsService } from '../billing/index.ts';
import { editionPaid, editionPaymentClosed } from './edition-moves.ts';
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
  needs: ['billing'],
  queues: [{ name: IMMERSIVE_VERIFY_QUEUE, maxRunSeconds: IMMERSIVE_VERIFY_MAX_SECONDS }],
  create: ({ db, jobs, events, now, storage, logger }, { billing }: { billing: { payments: PaymentsService } }) => {
    const clock = now ?? (() => new Date());
    // An 'immersive' order paid or given up: the edition follows in the same transaction.
    events.within('payment.settled', 'immersive-audio.paid', async (tx, payment) => {
      if (payment.immersive_song_id !== null) await editionPaid(tx, events, payment.immersive_song_id, clock());
    });
    events.within('payment.closed', 'immersive-audio.payment-closed', async (tx, payment) => {
      if (payment.immersive_song_id !== null) await editionPaymentClosed(tx, payment.immersive_song_id);
    });
    const verification = { db, storage, events, logger, now: clock };
    return {
      immersive: createImmersiveService({ db, jobs, payments: billing.payments }),
      /** The verification job's work (the worker runs it; the demo seed runs it inline). */
      verify: (job: VerifyJob) => runVerification(verification, job),
    };
  },
  routes: (http, { immersive }, { storage }) => registerImmersiveRoutes(http, { immersive, storage }),
  workers: async ({ jobs }, { verify }) => {
    await jobs.work<VerifyJob>(IMMERSIVE_VERIFY_QUEUE, verify);
  },
});
