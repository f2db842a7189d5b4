// The two mastering jobs: render the three previews of a source version, and master the whole track for one attempt.
// Each job carries (audio id, source version or attempt) and does nothing once the row moved on; run again after a
// crash it renders again and writes the same outcome. A failed master gives its credit back, once. A new master of an
// audio mastered before writes its own files (the attempt is in their keys): the earlier master stays downloadable and
// usable until the new one succeeds, and its files go only after the commit that switches to the new one.
import { createReadStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { MASTERING_PREVIEW_SECONDS } from '@otodoke/contract';
import { MASTERING_EFFECTS, type MasteringEffect } from '@otodoke/domain';
import {
  type MasteringEngine,
  MasteringEngineError,
  type MasterResult,
  type RenderPreviewsResult,
} from '../../integrations/mastering-engine/index.ts';
import type { Db, Executor } from '../../platform/db/client.ts';
import type { MasteringPreviewJson } from '../../platform/db/schema.ts';
import type { Logger } from '../../platform/logger.ts';
import { type Storage, storageKey } from '../../platform/storage/storage.ts';
import { addMasteringCredits } from '../accounts/index.ts';
import { findAccountUploads } from '../uploads/index.ts';
import type { MasteringFailure } from './mastering.presenter.ts';
import * as repo from './mastering.repository.ts';

export const MASTERING_PREVIEW_QUEUE = 'mastering-previews';
export const MASTERING_MASTER_QUEUE = 'mastering-master';
/** Three 30-second previews take seconds, a whole master of a long mix minutes: generous limits (a dead worker is
 * noticed by its heartbeat anyway). */
export const MASTERING_PREVIEW_MAX_SECONDS = 10 * 60;
export const MASTERING_MASTER_MAX_SECONDS = 60 * 60;
/** Progress is written when it moved this many points (and at the end). */
const PROGRESS_STEP = 5;

export interface PreviewJob {
  audio_id: number;
  source_version: number;
}
export interface MasterJob {
  audio_id: number;
  attempt: number;
}

export interface MasteringJobsDeps {
  db: Db;
  storage: Storage;
  engine: MasteringEngine;
  logger: Logger;
}

/** Where the files of one source version's previews and one attempt's master live. */
export const previewKey = (row: repo.MasteringAudioRow, version: number, effect: MasteringEffect) =>
  storageKey('mastering', row.accountId, row.id, `v${version}`, `preview-${effect}.wav`);
export const masterKeys = (row: repo.MasteringAudioRow, attempt: number) => ({
  wav24: storageKey('mastering', row.accountId, row.id, `m${attempt}`, 'master-24bit.wav'),
  wav16: storageKey('mastering', row.accountId, row.id, `m${attempt}`, 'master-16bit-44k.wav'),
});

/**
 * What the audio goes back to when the running attempt ends without a new master (failed, canceled): the earlier
 * master, whole (its files, figures and date never left the row), or nothing when there was none (null).
 */
export function backToEarlierMaster(row: repo.MasteringAudioRow) {
  if (!row.masterKeys) return null;
  return {
    masteringStatus: 'success' as const,
    effect: row.masterKeys.effect ?? row.effect,
    masteringProgress: 100,
    masteringStartedAt: null,
  };
}

/** Why a run failed, as stored: a file the engine cannot read, a file gone from storage, anything else. */
function failureOf(error: unknown): MasteringFailure {
  if (error instanceof MasteringEngineError) {
    return error.reason === 'ffmpeg' ? 'unreadable' : error.reason;
  }
  if ((error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT') return 'missing';
  return 'failed';
}

/**
 * Gives back the credit an attempt holds, once: the refund movement is unique per (audio, attempt), and credit_held
 * says whether one is still held. In the caller's transaction, which holds the audio's row lock.
 */
export async function refundHeldCredit(
  tx: Executor,
  row: repo.MasteringAudioRow,
  note: 'failed' | 'canceled',
): Promise<boolean> {
  if (!row.creditHeld) return false;
  const recorded = await repo.insertMovement(tx, {
    accountId: row.accountId,
    audioId: row.id,
    attempt: row.masteringAttempt,
    reason: 'refund',
    note,
  });
  await repo.updateAudio(tx, row.id, { creditHeld: false });
  if (recorded) await addMasteringCredits(tx, row.accountId, 1);
  return recorded;
}

export function createMasteringJobs(deps: MasteringJobsDeps) {
  const { db, storage, engine, logger } = deps;
  /** The runs of this process, to stop the ffmpeg of a canceled or replaced one. */
  const running = new Map<string, AbortController>();

  /** Stops a run of this process (cancel, replace, delete); a run in another process stops at its next progress write. */
  function stop(kind: 'preview' | 'master', audioId: number, generation: number) {
    running.get(`${kind}:${audioId}:${generation}`)?.abort();
  }

  /** Writes progress every PROGRESS_STEP points; when the row moved on, aborts the run. */
  function progressWriter(write: (percent: number) => Promise<boolean>, controller: AbortController) {
    let written = 0;
    let pending: Promise<void> = Promise.resolve();
    return (percent: number) => {
      const value = Math.max(0, Math.min(99, Math.floor(percent)));
      if (value < written + PROGRESS_STEP) return;
      written = value;
      pending = pending.then(async () => {
        if (!(await write(value).catch(() => true))) controller.abort();
      });
    };
  }

  /** The local paths of the source (and reference) uploads of the row, for `use`. */
  async function withSourceFiles<T>(
    row: repo.MasteringAudioRow,
    use: (sourcePath: string, referencePath: string | undefined) => Promise<T>,
  ): Promise<T> {
    const ids = [row.sourceUploadId, ...(row.referenceUploadId === null ? [] : [row.referenceUploadId])];
    const uploads = await findAccountUploads(db, row.accountId, ids);
    const sourceKey = uploads.get(row.sourceUploadId)?.storageKey;
    const referenceKey = row.referenceUploadId === null ? null : uploads.get(row.referenceUploadId)?.storageKey;
    for (const key of [sourceKey, referenceKey]) {
      if (key === null) continue;
      if (!key || !(await storage.stat(key))) throw Object.assign(new Error('audio file missing'), { code: 'ENOENT' });
    }
    return storage.withLocalFile(sourceKey!, (sourcePath) =>
      referenceKey
        ? storage.withLocalFile(referenceKey, (referencePath) => use(sourcePath, referencePath))
        : use(sourcePath, undefined),
    );
  }

  async function inTempDir<T>(use: (dir: string) => Promise<T>): Promise<T> {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'otodoke-mastering-'));
    try {
      return await use(dir);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  async function renderPreviews(job: PreviewJob): Promise<void> {
    const row = await repo.findAudioById(db, job.audio_id);
    if (row?.sourceVersion !== job.source_version || row.previewStatus !== 'processing') return;
    const runKey = `preview:${row.id}:${job.source_version}`;
    const controller = new AbortController();
    running.set(runKey, controller);
    try {
      const onProgress = progressWriter(
        (previewProgress) => repo.updatePreviewRun(db, row.id, job.source_version, { previewProgress }),
        controller,
      );
      const rendered: RenderPreviewsResult = await inTempDir((outDir) =>
        withSourceFiles(row, async (sourcePath, referencePath) => {
          const result = await engine.renderPreviews({
            sourcePath,
            ...(referencePath ? { referencePath } : {}),
            startSeconds: row.previewStartSeconds,
            lengthSeconds: MASTERING_PREVIEW_SECONDS,
            outDir,
            onProgress,
            signal: controller.signal,
          });
          // Stored before the temporary folder goes; the same keys when run again.
          for (const effect of MASTERING_EFFECTS) {
            const key = previewKey(row, job.source_version, effect);
            await storage.put(key, createReadStream(result.previews[effect].path));
          }
          return result;
        }),
      );
      const previews: Partial<Record<MasteringEffect, MasteringPreviewJson>> = {};
      for (const effect of MASTERING_EFFECTS) {
        previews[effect] = {
          storage_key: previewKey(row, job.source_version, effect),
          analysis: rendered.previews[effect].analysis,
        };
      }
      const saved = await repo.updatePreviewRun(db, row.id, job.source_version, {
        previewStatus: 'success',
        previewProgress: 100,
        previewError: null,
        analysis: rendered.source,
        previews,
      });
      if (saved && job.source_version > 1) {
        // The files of the earlier source versions are of no use any more.
        for (let version = 1; version < job.source_version; version++) {
          for (const effect of MASTERING_EFFECTS) await storage.delete(previewKey(row, version, effect));
        }
      }
      logger.info({ audioId: row.id, version: job.source_version, saved }, 'mastering previews rendered');
    } catch (error) {
      if (controller.signal.aborted) return;
      const failure = failureOf(error);
      logger.warn({ err: error, audioId: row.id, failure }, 'mastering previews failed');
      await repo.updatePreviewRun(db, row.id, job.source_version, { previewStatus: 'failed', previewError: failure });
    } finally {
      running.delete(runKey);
    }
  }

  /**
   * Marks the attempt failed and gives its credit back, once, whatever the number of times this runs. An audio mastered
   * before shows its earlier master again (status success, its effect), with why the new one failed.
   */
  async function failMaster(audioId: number, attempt: number, failure: MasteringFailure): Promise<void> {
    await db.transaction(async (tx) => {
      const row = await repo.lockAudioById(tx, audioId);
      if (row?.masteringAttempt !== attempt || row.masteringStatus !== 'processing') return;
      await repo.updateAudio(tx, row.id, {
        masteringStatus: 'failed',
        masteringProgress: 0,
        ...backToEarlierMaster(row),
        masteringError: failure,
      });
      await refundHeldCredit(tx, row, 'failed');
    });
  }

  /** Removes an attempt's files unless they are the audio's master (a run that lost its race to a cancel). */
  async function dropUnusedFiles(audioId: number, keys: ReturnType<typeof masterKeys>): Promise<void> {
    const current = await repo.findAudioById(db, audioId);
    if (current?.masterKeys?.wav24 === keys.wav24) return;
    for (const key of [keys.wav24, keys.wav16]) await storage.delete(key);
  }

  async function master(job: MasterJob): Promise<void> {
    const row = await repo.findAudioById(db, job.audio_id);
    if (row?.masteringAttempt !== job.attempt || row.masteringStatus !== 'processing' || !row.effect) return;
    const runKey = `master:${row.id}:${job.attempt}`;
    const controller = new AbortController();
    running.set(runKey, controller);
    const keys = masterKeys(row, job.attempt);
    try {
      const onProgress = progressWriter(
        (masteringProgress) => repo.updateMasterRun(db, row.id, job.attempt, { masteringProgress }),
        controller,
      );
      const result: MasterResult = await inTempDir((outDir) =>
        withSourceFiles(row, async (sourcePath, referencePath) => {
          const mastered = await engine.master({
            sourcePath,
            ...(referencePath ? { referencePath } : {}),
            effect: row.effect!,
            outDir,
            onProgress,
            signal: controller.signal,
          });
          await storage.put(keys.wav24, createReadStream(mastered.wav24Path));
          await storage.put(keys.wav16, createReadStream(mastered.wav16Path));
          return mastered;
        }),
      );
      // The switch to the new master, under the row lock while this attempt still runs; the earlier master's files go
      // once it is committed (until then they are what the audio offers).
      const earlier = await db.transaction(async (tx) => {
        const current = await repo.lockAudioById(tx, row.id);
        if (current?.masteringAttempt !== job.attempt || current.masteringStatus !== 'processing') return undefined;
        await repo.updateAudio(tx, row.id, {
          masteringStatus: 'success',
          masteringProgress: 100,
          masteringError: null,
          masterAnalysis: result.analysis,
          masterKeys: { ...keys, effect: current.effect ?? row.effect! },
          masteredAt: new Date(),
          // The credit is spent for good.
          creditHeld: false,
        });
        return current.masterKeys;
      });
      const saved = earlier !== undefined;
      if (!saved) await dropUnusedFiles(row.id, keys);
      else if (earlier && earlier.wav24 !== keys.wav24) {
        for (const key of [earlier.wav24, earlier.wav16]) await storage.delete(key);
      }
      logger.info({ audioId: row.id, attempt: job.attempt, saved }, 'mastering done');
    } catch (error) {
      if (controller.signal.aborted) {
        await dropUnusedFiles(row.id, keys);
        return;
      }
      const failure = failureOf(error);
      logger.warn({ err: error, audioId: row.id, failure }, 'mastering failed: the credit is given back');
      await failMaster(row.id, job.attempt, failure);
    } finally {
      running.delete(runKey);
    }
  }

  return { renderPreviews, master, stop };
}

export type MasteringJobs = ReturnType<typeof createMasteringJobs>;
