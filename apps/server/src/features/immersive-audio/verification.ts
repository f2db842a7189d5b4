// The verification job of an immersive file: queued (200) → verifying (210) → success (300), failed with the spec's
// invalid codes (220), or the check itself failed (230). Idempotent: a job of an older attempt does nothing, and a job
// run again after a crash mid-check simply checks again.
import { IMMERSIVE_DURATION_TOLERANCE_SECONDS, IMMERSIVE_AUDIO_VERIFICATION_STATUS as V } from '@otodoke/domain';
import { type ImmersiveVerification, verifyImmersiveFile } from '@otodoke/protocols/immersive/index.ts';
import type { Db } from '../../platform/db/client.ts';
import type { Events } from '../../platform/events/events.ts';
import type { Logger } from '../../platform/logger.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import { findAccountUploads } from '../uploads/index.ts';
import { askRedelivery } from './edition-moves.ts';
import * as repo from './immersive.repository.ts';

export const IMMERSIVE_VERIFY_QUEUE = 'immersive-verify';
/** A file of a few gigabytes is read in chunks, headers only: minutes at most. */
export const IMMERSIVE_VERIFY_MAX_SECONDS = 15 * 60;

export interface VerifyJob {
  immersive_song_id: number;
  attempt: number;
}

export interface VerificationDeps {
  db: Db;
  storage: Storage;
  events: Pick<Events, 'publish'>;
  logger: Logger;
  now: () => Date;
}

export async function runVerification(deps: VerificationDeps, job: VerifyJob): Promise<void> {
  const { db } = deps;
  // 1. Claim it: only the current attempt, only while queued or (after a crash) verifying.
  const claimed = await db.transaction(async (tx) => {
    const row = await repo.lockEdition(tx, job.immersive_song_id);
    if (!row || row.verificationAttempt !== job.attempt) return null;
    if (row.verificationStatus !== V.verification_queued && row.verificationStatus !== V.verifying) return null;
    return repo.updateEdition(tx, row.id, { verificationStatus: V.verifying });
  });
  if (!claimed || claimed.uploadId === null) return;

  // 2. Check the file against the stereo song's length (outside any transaction: it reads the whole header set).
  let outcome: {
    status: number;
    facts: ImmersiveVerification['facts'] | null;
    codes: ImmersiveVerification['problems'];
  };
  try {
    const song = (await repo.songReleasesOf(db, [claimed.songId])).get(claimed.songId);
    const stereoId = song?.file_upload_id ? Number(song.file_upload_id) : null;
    const uploads = await findAccountUploads(db, claimed.accountId, [
      claimed.uploadId,
      ...(stereoId ? [stereoId] : []),
    ]);
    const file = uploads.get(claimed.uploadId);
    if (!file?.storageKey) throw new Error(`immersive upload ${claimed.uploadId} has no stored file`);
    const stereoSeconds = stereoId
      ? (uploads.get(stereoId)?.facts as { duration_seconds?: number } | null)?.duration_seconds
      : undefined;
    const result = await deps.storage.withLocalFile(file.storageKey, (filePath) =>
      verifyImmersiveFile(filePath, claimed.format, {
        ...(typeof stereoSeconds === 'number' ? { expectedDurationSeconds: stereoSeconds } : {}),
        toleranceSeconds: IMMERSIVE_DURATION_TOLERANCE_SECONDS,
      }),
    );
    outcome = {
      status: result.problems.length === 0 ? V.verification_success : V.verification_failed,
      facts: result.facts,
      codes: result.problems,
    };
  } catch (error) {
    // The check could not run (file gone from storage, disk): the user is told to send the file again.
    deps.logger.warn(
      { immersiveSongId: claimed.id, err: error instanceof Error ? error.message : String(error) },
      'immersive verification failed to run',
    );
    outcome = { status: V.verify_operation_failed, facts: null, codes: [] };
  }

  // 3. Record it, unless a newer file arrived meanwhile.
  await db.transaction(async (tx) => {
    const row = await repo.lockEdition(tx, claimed.id);
    if (!row || row.verificationAttempt !== job.attempt || row.verificationStatus !== V.verifying) return;
    const updated = await repo.updateEdition(tx, row.id, {
      verificationStatus: outcome.status,
      facts: outcome.facts,
      invalidCodes: outcome.codes.map((problem) => ({
        family: problem.family,
        code: problem.code,
        ...(problem.params ? { params: problem.params } : {}),
      })),
      verifiedAt: outcome.status === V.verification_success ? deps.now() : null,
    });
    // A new file of an edition already paid for (sent while on sale): it goes to the stores once verified.
    await askRedelivery(tx, deps.events, updated);
  });
}
