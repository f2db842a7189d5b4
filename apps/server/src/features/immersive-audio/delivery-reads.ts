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

const S = IMMERSIVE_AUDIO_SONG_STATUS;
/**
 * Song statuses whose immersive edition is delivered: paid (first time or renewed), on sale, and on sale in its
 * release's renewal period (paid or not yet: it stays at the stores until the term ends, and through the release's
 * grace period). An edition leaving the stores, taken down or not paid yet is left out of the release's messages.
 */
const DELIVERABLE_STATUSES = [
  S.payment_success,
  S.distribution_onsale,
  S.renewal_hidden_settled,
  S.renewal_hidden_unsettled,
  S.renewal_editable_settled,
  S.renewal_editable_unsettled,
  S.renewal_uneditable_settled,
  S.renewal_uneditable_unsettled,
  S.renewal_payment_success,
  S.renewal_payment_failure,
  S.renewal_canceled,
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
