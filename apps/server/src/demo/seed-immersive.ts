// Demo immersive audio: the label gets the isImmersiveAudioAvailable flag and a Dolby Atmos edition of the first song
// of '夜明けのレコード' (the release the distribution seed puts on sale): a real ADM BWF of the song's length, verified
// by the real job (run inline), paid by the label's card through the gateway simulator, and delivered with the
// release (its first delivery, or an update if it is already on sale) until the stores acknowledge it (450).
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { effectiveFeatures } from '@otodoke/domain';
import { writeSampleImmersiveFile } from '@otodoke/protocols/immersive/index.ts';
import { and, asc, eq } from 'drizzle-orm';
import type { App } from '../app.ts';
import { ALL_PERMISSIONS_EDITABLE } from '../platform/auth/permissions.ts';
import type { Db } from '../platform/db/client.ts';
import {
  accountFeatureFlags,
  accounts,
  immersiveSongs,
  individuals,
  releases,
  songs,
  uploads,
} from '../platform/db/schema.ts';
import type { ActingAccount } from '../platform/http/context.ts';
import type { Logger } from '../platform/logger.ts';
import { createDemoMedia, DEMO_INDIVIDUAL_ID } from './demo-media.ts';

const LABEL_ACCOUNT_ID = 1;
const RELEASE_TITLE = '夜明けのレコード';

export async function seedDemoImmersive(deps: {
  db: Db;
  app: Pick<App, 'storage' | 'mediaTools' | 'immersive' | 'billing'>;
  logger: Logger;
}) {
  const { db, app, logger } = deps;
  const [row] = await db.select().from(accounts).where(eq(accounts.id, LABEL_ACCOUNT_ID));
  const [individual] = await db.select().from(individuals).where(eq(individuals.id, DEMO_INDIVIDUAL_ID));
  const [song] = await db
    .select({ id: songs.id, fileUploadId: songs.fileUploadId })
    .from(songs)
    .innerJoin(releases, eq(releases.id, songs.releaseId))
    .where(and(eq(releases.accountId, LABEL_ACCOUNT_ID), eq(releases.title, RELEASE_TITLE)))
    .orderBy(asc(songs.position))
    .limit(1);
  if (!row || !individual || !song?.fileUploadId) return;
  const [stereo] = await db.select({ facts: uploads.facts }).from(uploads).where(eq(uploads.id, song.fileUploadId));
  const seconds = (stereo?.facts as { duration_seconds?: number } | null)?.duration_seconds;
  if (typeof seconds !== 'number') return;

  // As an operator would set it in /admin?section=accounts.
  await db
    .insert(accountFeatureFlags)
    .values({ accountId: LABEL_ACCOUNT_ID, flag: 'isImmersiveAudioAvailable', enabled: true })
    .onConflictDoUpdate({
      target: [accountFeatureFlags.accountId, accountFeatureFlags.flag],
      set: { enabled: true, setAt: new Date() },
    });
  const label: ActingAccount = {
    row,
    isAccountManager: true,
    permissions: ALL_PERMISSIONS_EDITABLE,
    features: { ...effectiveFeatures({ plan: row.plan }, null), isImmersiveAudioAvailable: true },
  };

  const work = await mkdtemp(path.join(os.tmpdir(), 'otodoke-demo-immersive-'));
  try {
    const media = createDemoMedia({ db, storage: app.storage, mediaTools: app.mediaTools, logger }, work);
    // A 7.1.2 bed and two objects of the song's length (about 1.7 MB a second).
    const uploadId = await media.ingest(LABEL_ACCOUNT_ID, 'immersive', 'dawn-record-atmos.wav', (file) =>
      writeSampleImmersiveFile(file, 'dolby', { seconds }),
    );
    if (uploadId === null) return;
    const { immersive, verify } = app.immersive;
    const edition = await immersive.create(label, individual, { song_id: song.id, format: 'dolby' }, 'ja');
    await immersive.setFile(label, edition.id, { upload_id: uploadId }, 'ja');
    const [stored] = await db.select().from(immersiveSongs).where(eq(immersiveSongs.id, edition.id));
    await verify({ immersive_song_id: edition.id, attempt: stored!.verificationAttempt });
    const verified = await immersive.get(label, edition.id, 'ja');
    if (verified.verification_status !== 'verification_success') {
      logger.warn({ invalid: verified.invalid_codes }, 'demo immersive file not verified');
      return;
    }
    // The label's card (registered by the billing seed): the simulator's webhook makes the edition paid (310), and
    // the release's delivery carries it to Apple Music, Amazon Music and TIDAL.
    const order = await immersive.pay(
      label,
      individual,
      edition.id,
      { method: 'card', idempotency_key: 'demo-seed-immersive' },
      'ja',
    );
    logger.info({ editionId: edition.id, orderId: order.id, orderStatus: order.status }, 'demo immersive seeded');
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
