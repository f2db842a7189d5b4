// Demo mastering: the label (which bought credits in the billing seed) has one mix mastered with a credit and one
// whose previews are ready, awaiting the master. Real generated audio, through the real service and job handlers
// (run here, so a process without workers seeds them too; the queued jobs then find the work done).

import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { effectiveFeatures } from '@otodoke/domain';
import { eq } from 'drizzle-orm';
import type { App } from '../app.ts';
import { masteringSupport } from '../integrations/mastering-engine/index.ts';
import { writeTestMix } from '../integrations/mastering-engine/test-mix.ts';
import { ALL_PERMISSIONS_EDITABLE } from '../platform/auth/permissions.ts';
import type { Db } from '../platform/db/client.ts';
import { accounts, masteringAudios } from '../platform/db/schema.ts';
import type { ActingAccount } from '../platform/http/context.ts';
import type { Logger } from '../platform/logger.ts';
import { createDemoMedia, DEMO_INDIVIDUAL_ID } from './demo-media.ts';

const LABEL_ACCOUNT_ID = 1;

export async function seedDemoMastering(deps: {
  db: Db;
  app: Pick<App, 'storage' | 'mediaTools' | 'mastering'>;
  logger: Logger;
}) {
  const { db, app, logger } = deps;
  const [row] = await db.select().from(accounts).where(eq(accounts.id, LABEL_ACCOUNT_ID));
  if (!row) return;
  // A bare machine's npm-bundled ffmpeg is too old to master: the demo then has no masters, and the page says why.
  const support = await masteringSupport(app.mediaTools.ffmpeg.path);
  if (!support.ok) {
    logger.info({ missing: support.missing }, 'demo mastering skipped: this ffmpeg cannot master (ffmpeg 5 or later)');
    return;
  }
  const label: ActingAccount = {
    row,
    isAccountManager: true,
    permissions: ALL_PERMISSIONS_EDITABLE,
    features: effectiveFeatures({ plan: row.plan }, null),
  };
  const work = await mkdtemp(path.join(os.tmpdir(), 'otodoke-demo-mastering-'));
  try {
    const media = createDemoMedia({ db, storage: app.storage, mediaTools: app.mediaTools, logger }, work);
    const { mastering, runs } = app.mastering;
    const previewsOf = async (uploadId: number | null, name: string) => {
      if (uploadId === null) return null;
      const audio = await mastering.create(label, DEMO_INDIVIDUAL_ID, { upload_id: uploadId, name }, 'ja');
      const [stored] = await db.select().from(masteringAudios).where(eq(masteringAudios.id, audio.id));
      await runs.renderPreviews({ audio_id: audio.id, source_version: stored!.sourceVersion });
      return mastering.get(label, audio.id, 'ja');
    };
    // Synthetic mixes (kick, bass, chords, noise; a quiet and a loud section) that sound like music to master, kept
    // short so the seed stays quick: 20 s and 12 s.
    const ffmpeg = app.mediaTools.ffmpeg.path!;
    const mix = (name: string, seconds: number, lufs: number, bright: boolean) =>
      media.ingest(LABEL_ACCOUNT_ID, 'audio', name, (file) => writeTestMix(ffmpeg, file, { seconds, lufs, bright }));
    const finished = await previewsOf(await mix('sunrise-mix.wav', 20, -22, false), '夜明けのミックス');
    const awaiting = await previewsOf(await mix('night-drive-mix.wav', 12, -19, true), 'Night Drive');
    if (finished?.preview_status === 'success') {
      const started = await mastering.master(label, finished.id, 'balance', 'ja');
      const [stored] = await db.select().from(masteringAudios).where(eq(masteringAudios.id, finished.id));
      await runs.master({ audio_id: finished.id, attempt: stored!.masteringAttempt });
      logger.info({ audioId: started.audio.id, credits: started.credits }, 'demo master made');
    }
    logger.info({ awaiting: awaiting?.id ?? null, status: awaiting?.preview_status ?? null }, 'demo mastering seeded');
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
