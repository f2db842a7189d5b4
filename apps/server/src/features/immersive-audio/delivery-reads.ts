// What delivery to stores reads of immersive audio: a release's verified, paid immersive editions with their files.
import {
  IMMERSIVE_AUDIO_SONG_STATUS,
  IMMERSIVE_AUDIO_VERIFICATION_STATUS,
  type ImmersiveAudioFormat,
} from '@otodoke/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { type ImmersiveFactsJson, immersiveSongs } from '../../platform/db/schema.ts';
import { findAccountUploads } from '../uploads/index.ts';

/** One immersive edition ready to go to the stores that take its format. */
export type DeliverableImmersive = {
  songId: number;
  format: ImmersiveAudioFormat;
  uploadId: number;
  storageKey: string;
  sizeBytes: number;
  /** Lower-case hex, when the upload recorded it (delivery computes it otherwise). */
  md5?: string;
  /** What verification read from the file (container, codec, sample rate, bit depth, channels, objects). */
  facts: ImmersiveFactsJson;
};

/** Song statuses whose immersive edition is delivered: paid (first time or renewed) or on sale. */
const DELIVERABLE_STATUSES = [
  IMMERSIVE_AUDIO_SONG_STATUS.payment_success,
  IMMERSIVE_AUDIO_SONG_STATUS.distribution_onsale,
  IMMERSIVE_AUDIO_SONG_STATUS.renewal_payment_success,
];

/**
 * The immersive editions of a release that go to the stores: verified files (verification status 300) of songs paid
 * for or on sale, each with its stored file. An edition whose file is gone or not stored yet is left out.
 */
export async function findDeliverableImmersive(db: Executor, releaseId: number): Promise<DeliverableImmersive[]> {
  const rows = await db
    .select({
      accountId: immersiveSongs.accountId,
      songId: immersiveSongs.songId,
      format: immersiveSongs.format,
      uploadId: immersiveSongs.uploadId,
      facts: immersiveSongs.facts,
    })
    .from(immersiveSongs)
    .where(
      and(
        eq(immersiveSongs.releaseId, releaseId),
        eq(immersiveSongs.verificationStatus, IMMERSIVE_AUDIO_VERIFICATION_STATUS.verification_success),
        inArray(immersiveSongs.status, DELIVERABLE_STATUSES),
      ),
    )
    .orderBy(immersiveSongs.songId, immersiveSongs.id);
  const out: DeliverableImmersive[] = [];
  for (const row of rows) {
    if (row.uploadId === null || !row.facts) continue;
    const upload = (await findAccountUploads(db, row.accountId, [row.uploadId])).get(row.uploadId);
    if (!upload?.storageKey) continue;
    out.push({
      songId: row.songId,
      format: row.format,
      uploadId: upload.id,
      storageKey: upload.storageKey,
      sizeBytes: upload.sizeBytes,
      ...(upload.md5 ? { md5: upload.md5.toLowerCase() } : {}),
      facts: row.facts,
    });
  }
  return out;
}
