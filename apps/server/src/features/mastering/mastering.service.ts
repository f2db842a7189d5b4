// Mastering rules: a mix sent for previews (no credit), mastering the whole track for one credit taken under the
// audio's row lock in the transaction that queues the job, cancel and replace, the account's credits, the files, and a
// master used as a song's audio on a draft release.
import { MASTERING_PREVIEW_SECONDS, type MasteringAudio } from '@otodoke/contract';
import { AppError, type MasteringEffect } from '@otodoke/domain';
import type { Db, Executor } from '../../platform/db/client.ts';
import type { ActingAccount, Language } from '../../platform/http/context.ts';
import { hasPermission } from '../../platform/http/endpoint.ts';
import type { SendableFile } from '../../platform/http/stored-file.ts';
import type { Jobs } from '../../platform/jobs/jobs.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import { masteringCreditsOf, takeMasteringCredit } from '../accounts/index.ts';
import type { ReleasesService } from '../releases/index.ts';
import { findAccountUploads, requireAcceptedUpload, type UploadRow, type UploadsService } from '../uploads/index.ts';
import { presentAudio } from './mastering.presenter.ts';
import * as repo from './mastering.repository.ts';
import {
  backToEarlierMaster,
  MASTERING_MASTER_QUEUE,
  MASTERING_PREVIEW_QUEUE,
  type MasteringJobs,
  refundHeldCredit,
} from './mastering-jobs.ts';

/** Permission a member needs to change a release (using a master on its song). */
const RELEASES_PERMISSION_ID = 1000;
const LATEST_MOVEMENTS = 20;
/**
 * What a reference track may be: a release's audio (WAV/FLAC), or an upload of kind `reference`, checked as one
 * (MP3 and AAC/M4A allowed: decision 0022). The mix itself is always a release's audio.
 */
const REFERENCE_KINDS = ['audio', 'reference'] as const;

export interface MasteringServiceDeps {
  db: Db;
  jobs: Jobs;
  storage: Storage;
  runs: MasteringJobs;
  uploads: UploadsService;
  releases: ReleasesService;
}

/** Where previews start: 0 for a source under 30 s, else the asked start kept so that start + 30 s fits. */
export function previewStartFor(asked: number, durationSeconds: number | null): number {
  if (durationSeconds === null || durationSeconds <= MASTERING_PREVIEW_SECONDS) return 0;
  return Math.max(0, Math.min(Math.floor(asked), Math.floor(durationSeconds - MASTERING_PREVIEW_SECONDS)));
}

const durationOf = (upload: UploadRow): number | null =>
  (upload.facts as { duration_seconds?: number } | null)?.duration_seconds ?? null;

const baseName = (name: string) => name.replace(/\.[^.]*$/, '').trim() || 'audio';
/** A file name safe on every system, from the audio's name. */
const fileStem = (name: string) =>
  [...baseName(name)]
    .map((char) => (char.charCodeAt(0) < 32 || '\\/:*?"<>|'.includes(char) ? '_' : char))
    .join('')
    .slice(0, 120);

export function createMasteringService(deps: MasteringServiceDeps) {
  const { db, jobs, storage, runs } = deps;

  async function present(executor: Executor, rows: repo.MasteringAudioRow[], language: Language) {
    const ids = rows.flatMap((row) => [row.sourceUploadId, ...(row.referenceUploadId ? [row.referenceUploadId] : [])]);
    const accountId = rows[0]?.accountId ?? 0;
    const uploads = await findAccountUploads(executor, accountId, ids);
    return rows.map((row) => presentAudio(row, uploads, language));
  }
  const presentOne = async (executor: Executor, row: repo.MasteringAudioRow, language: Language) =>
    (await present(executor, [row], language))[0]!;

  async function ownAudio(executor: Executor, account: ActingAccount, id: number) {
    const row = await repo.findAudio(executor, account.row.id, id);
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  }

  async function lockOwnAudio(tx: Executor, account: ActingAccount, id: number) {
    const row = await repo.lockAudio(tx, account.row.id, id);
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  }

  const queuePreviews = (tx: Executor, row: repo.MasteringAudioRow) =>
    jobs.send(
      MASTERING_PREVIEW_QUEUE,
      { audio_id: row.id, source_version: row.sourceVersion },
      { tx, singletonKey: `mastering-previews-${row.id}-${row.sourceVersion}` },
    );

  /** The changes that render the previews again for a new source version (and forget any master). */
  const newSourceVersion = (row: repo.MasteringAudioRow) => ({
    sourceVersion: row.sourceVersion + 1,
    previewStatus: 'processing' as const,
    previewProgress: 0,
    previewError: null,
    analysis: null,
    previews: null,
  });

  async function deleteFiles(row: repo.MasteringAudioRow) {
    const keys = [
      ...Object.values(row.previews ?? {}).map((preview) => preview?.storage_key),
      row.masterKeys?.wav24,
      row.masterKeys?.wav16,
    ].filter((key): key is string => Boolean(key));
    for (const key of keys) await storage.delete(key);
  }

  return {
    async list(account: ActingAccount, page: number, limit: number, language: Language) {
      const { rows, total } = await repo.listAudios(db, account.row.id, page, limit);
      return { items: await present(db, rows, language), total, page, limit };
    },

    async get(account: ActingAccount, id: number, language: Language): Promise<MasteringAudio> {
      return presentOne(db, await ownAudio(db, account, id), language);
    },

    /** Sends an accepted audio upload for analysis and previews, queued in the same transaction. */
    async create(
      account: ActingAccount,
      individualId: number,
      input: { upload_id: number; reference_upload_id?: number | null; name?: string; preview_start_seconds?: number },
      language: Language,
    ): Promise<MasteringAudio> {
      return db.transaction(async (tx) => {
        const source = await requireAcceptedUpload(tx, account.row.id, input.upload_id, ['audio'], 'upload_id');
        const reference = input.reference_upload_id
          ? await requireAcceptedUpload(
              tx,
              account.row.id,
              input.reference_upload_id,
              REFERENCE_KINDS,
              'reference_upload_id',
            )
          : null;
        const row = await repo.insertAudio(tx, {
          accountId: account.row.id,
          createdBy: individualId,
          name: input.name?.trim() || baseName(source.originalName),
          sourceUploadId: source.id,
          referenceUploadId: reference?.id ?? null,
          previewStartSeconds: previewStartFor(input.preview_start_seconds ?? 0, durationOf(source)),
        });
        await queuePreviews(tx, row);
        return presentOne(tx, row, language);
      });
    },

    /** Rename; a new preview start or reference renders the previews again (refused while mastering runs). */
    async update(
      account: ActingAccount,
      id: number,
      input: { name?: string; preview_start_seconds?: number; reference_upload_id?: number | null },
      language: Language,
    ): Promise<MasteringAudio> {
      const stop: number[] = [];
      const answer = await db.transaction(async (tx) => {
        const row = await lockOwnAudio(tx, account, id);
        const changes: Parameters<typeof repo.updateAudio>[2] = {};
        if (input.name !== undefined && input.name.trim() !== '') changes.name = input.name.trim();
        let rerender = false;
        if (input.preview_start_seconds !== undefined) {
          const [source] = (await findAccountUploads(tx, account.row.id, [row.sourceUploadId])).values();
          const start = previewStartFor(input.preview_start_seconds, source ? durationOf(source) : null);
          if (start !== row.previewStartSeconds) {
            changes.previewStartSeconds = start;
            rerender = true;
          }
        }
        if (input.reference_upload_id !== undefined && input.reference_upload_id !== row.referenceUploadId) {
          if (input.reference_upload_id !== null) {
            await requireAcceptedUpload(
              tx,
              account.row.id,
              input.reference_upload_id,
              REFERENCE_KINDS,
              'reference_upload_id',
            );
          }
          changes.referenceUploadId = input.reference_upload_id;
          rerender = true;
        }
        if (rerender) {
          if (row.masteringStatus === 'processing') throw new AppError('MST00002', { mastering_status: 'processing' });
          Object.assign(changes, newSourceVersion(row));
          if (row.previewStatus === 'processing') stop.push(row.sourceVersion);
        }
        const updated = Object.keys(changes).length > 0 ? await repo.updateAudio(tx, row.id, changes) : row;
        if (rerender) await queuePreviews(tx, updated);
        return presentOne(tx, updated, language);
      });
      for (const version of stop) runs.stop('preview', id, version);
      return answer;
    },

    async remove(account: ActingAccount, id: number): Promise<void> {
      const row = await db.transaction(async (tx) => {
        const locked = await lockOwnAudio(tx, account, id);
        if (locked.masteringStatus === 'processing') {
          throw new AppError('MST00002', { mastering_status: 'processing' });
        }
        await repo.deleteAudio(tx, locked.id);
        return locked;
      });
      if (row.previewStatus === 'processing') runs.stop('preview', row.id, row.sourceVersion);
      await deleteFiles(row);
    },

    /**
     * Masters the whole track with one effect, in one transaction: the audio's row lock; a master already running is
     * answered unchanged (two clicks spend one credit); previews must be ready; one credit taken under the account's
     * row lock, its movement recorded, the attempt counted and the job queued. An earlier master stays (files, figures,
     * date, and its effect kept with its keys) until the new one succeeds.
     */
    async master(account: ActingAccount, id: number, effect: MasteringEffect, language: Language) {
      return db.transaction(async (tx) => {
        const row = await lockOwnAudio(tx, account, id);
        if (row.masteringStatus === 'processing') {
          return {
            audio: await presentOne(tx, row, language),
            credits: await masteringCreditsOf(tx, account.row.id),
          };
        }
        if (row.previewStatus !== 'success') throw new AppError('MST00002', { preview_status: row.previewStatus });
        const credits = await takeMasteringCredit(tx, account.row.id);
        if (credits === null) throw new AppError('MST00001', { credits: 0 });
        const attempt = row.masteringAttempt + 1;
        await repo.insertMovement(tx, { accountId: account.row.id, audioId: row.id, attempt, reason: 'spend' });
        const updated = await repo.updateAudio(tx, row.id, {
          effect,
          masteringStatus: 'processing',
          masteringProgress: 0,
          masteringAttempt: attempt,
          creditHeld: true,
          masteringError: null,
          // The earlier master's effect goes with its keys while `effect` is the new one's.
          masterKeys: row.masterKeys ? { ...row.masterKeys, effect: row.masterKeys.effect ?? row.effect! } : null,
          masteringStartedAt: new Date(),
        });
        await jobs.send(
          MASTERING_MASTER_QUEUE,
          { audio_id: row.id, attempt },
          { tx, singletonKey: `mastering-master-${row.id}-${attempt}` },
        );
        return { audio: await presentOne(tx, updated, language), credits };
      });
    },

    /**
     * Stops rendering previews (status canceled) or a queued or running master: mastering has no canceled status, so
     * the audio goes back to its earlier master (or to not mastered) and the credit comes back. Anything else: MST00002.
     */
    async cancel(account: ActingAccount, id: number, language: Language) {
      const stop: Array<['preview' | 'master', number]> = [];
      const answer = await db.transaction(async (tx) => {
        const row = await lockOwnAudio(tx, account, id);
        let updated = row;
        if (row.masteringStatus === 'processing') {
          await refundHeldCredit(tx, row, 'canceled');
          updated = await repo.updateAudio(tx, row.id, {
            masteringStatus: null,
            masteringProgress: 0,
            masteringStartedAt: null,
            ...backToEarlierMaster(row),
            creditHeld: false,
          });
          stop.push(['master', row.masteringAttempt]);
        } else if (row.previewStatus === 'processing') {
          updated = await repo.updateAudio(tx, row.id, { previewStatus: 'canceled' });
          stop.push(['preview', row.sourceVersion]);
        } else {
          throw new AppError('MST00002', { preview_status: row.previewStatus, mastering_status: row.masteringStatus });
        }
        return {
          audio: await presentOne(tx, updated, language),
          credits: await masteringCreditsOf(tx, account.row.id),
        };
      });
      for (const [kind, generation] of stop) runs.stop(kind, id, generation);
      return answer;
    },

    /** A new source mix: new version, previews rendered again, the master forgotten; refused while a master runs. */
    async replace(account: ActingAccount, id: number, uploadId: number, language: Language) {
      const { answer, before } = await db.transaction(async (tx) => {
        const row = await lockOwnAudio(tx, account, id);
        if (row.masteringStatus === 'processing') throw new AppError('MST00002', { mastering_status: 'processing' });
        const source = await requireAcceptedUpload(tx, account.row.id, uploadId, ['audio'], 'upload_id');
        const updated = await repo.updateAudio(tx, row.id, {
          ...newSourceVersion(row),
          sourceUploadId: source.id,
          previewStartSeconds: previewStartFor(row.previewStartSeconds, durationOf(source)),
          effect: null,
          masteringStatus: null,
          masteringProgress: 0,
          masteringError: null,
          masterAnalysis: null,
          masterKeys: null,
          masteredAt: null,
          masteringStartedAt: null,
        });
        await queuePreviews(tx, updated);
        return { answer: await presentOne(tx, updated, language), before: row };
      });
      if (before.previewStatus === 'processing') runs.stop('preview', id, before.sourceVersion);
      if (before.masterKeys)
        for (const key of [before.masterKeys.wav24, before.masterKeys.wav16]) await storage.delete(key);
      return answer;
    },

    async credit(account: ActingAccount) {
      const [credits, movements] = await Promise.all([
        masteringCreditsOf(db, account.row.id),
        repo.latestMovements(db, account.row.id, LATEST_MOVEMENTS),
      ]);
      return {
        credits,
        movements: movements.map((m) => ({
          id: m.id,
          audio_id: m.audioId,
          audio_name: m.audioName,
          reason: m.reason,
          delta: m.delta,
          created_at: m.createdAt.toISOString(),
        })),
      };
    },

    /** A file of the audio to send: the original mix and previews inline (playable), masters as attachments. */
    async file(
      account: ActingAccount,
      id: number,
      which:
        | { kind: 'original' }
        | { kind: 'preview'; effect: MasteringEffect }
        | { kind: 'master'; format: 'wav24' | 'wav16' },
    ): Promise<SendableFile> {
      const row = await ownAudio(db, account, id);
      let key: string | undefined;
      let contentType = 'audio/wav';
      let disposition: SendableFile['disposition'] = 'inline';
      let filename: string;
      if (which.kind === 'original') {
        const source = (await findAccountUploads(db, account.row.id, [row.sourceUploadId])).get(row.sourceUploadId);
        key = source?.storageKey ?? undefined;
        contentType = source?.detectedType?.startsWith('audio/') ? source.detectedType : 'application/octet-stream';
        filename = source?.originalName ?? `${fileStem(row.name)}.wav`;
      } else if (which.kind === 'preview') {
        key = row.previewStatus === 'success' ? row.previews?.[which.effect]?.storage_key : undefined;
        filename = `${fileStem(row.name)}_preview_${which.effect}.wav`;
      } else {
        // The master there is: the finished one, or the earlier one while a new one runs.
        key = row.masterKeys?.[which.format];
        disposition = 'attachment';
        filename = `${fileStem(row.name)}_master_${which.format === 'wav24' ? '24bit' : '16bit'}.wav`;
      }
      const stored = key ? await storage.stat(key) : null;
      if (!key || !stored) throw new AppError('NOT_FOUND');
      return { key, size: stored.size, contentType, disposition, filename };
    },

    /**
     * The master as a song's audio on an editable release of the account (the earlier master while a new one runs):
     * registered as an accepted audio upload (checked like any sent file), then set through the release's save, whose
     * file checks run again.
     */
    async useOnSong(
      account: ActingAccount,
      individualId: number,
      id: number,
      input: { release_id: number; song_id: number; format: 'wav24' | 'wav16' },
      language: Language,
    ) {
      if (!hasPermission(account, RELEASES_PERMISSION_ID, 'editable')) throw new AppError('FORBIDDEN');
      const row = await ownAudio(db, account, id);
      if (!row.masterKeys) {
        throw new AppError('MST00002', { mastering_status: row.masteringStatus });
      }
      // The song must be on that release of the account before a file is made for it.
      const song = await deps.releases.getSong(account, input.song_id, language);
      if (song.release_id !== input.release_id) throw new AppError('NOT_FOUND', { field: 'song_id' });
      const upload = await deps.uploads.registerStoredFile({
        accountId: account.row.id,
        individualId,
        kind: 'audio',
        originalName: `${fileStem(row.name)}_master_${input.format === 'wav24' ? '24bit' : '16bit'}.wav`,
        sourceKey: row.masterKeys[input.format],
      });
      if (upload.status !== 'accepted') throw new AppError('SONG00004', { field: 'upload_id', upload_id: upload.id });
      await deps.releases.setSongFile(account, input.release_id, input.song_id, upload.id, language);
      return { release_id: input.release_id, song_id: input.song_id, upload_id: upload.id };
    },
  };
}

export type MasteringService = ReturnType<typeof createMasteringService>;
