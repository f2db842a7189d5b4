// Upload rules: who may send a file of each kind, size limits, the tus upload's link to its row, the checks job and
// previews. Every lookup is by the owner (the acting account, or an operator acting for no account), so anyone
// else's upload is simply not found.
import { randomBytes } from 'node:crypto';
import {
  AppError,
  CONCERT_VIDEO_MAX_SECONDS,
  type FileProblem,
  fileProblemMessage,
  formatFileSize,
  UPLOAD_MAX_BYTES,
  UPLOAD_PERMISSION_ID,
  type UploadKind,
} from '@otodoke/domain';
import { Metadata } from '@tus/server';
import { ImageProbeError, jpegThumbnail } from '../../integrations/media-probe/image-probe.ts';
import type { Db } from '../../platform/db/client.ts';
import type { ActingAccount } from '../../platform/http/context.ts';
import { hasPermission } from '../../platform/http/endpoint.ts';
import type { Jobs } from '../../platform/jobs/jobs.ts';
import type { Logger } from '../../platform/logger.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import { storageKey } from '../../platform/storage/storage.ts';
import { decodeTimeoutMs, inspectUpload } from './upload-inspection.ts';
import { presentUpload, type UploadRow } from './upload-lookup.ts';
import * as repo from './uploads.repository.ts';

export const UPLOAD_CHECK_QUEUE = 'upload-check';
/** The longest a check may run: decoding a four-hour concert video, and an hour to copy and hash its 20 GB. */
export const UPLOAD_CHECK_MAX_SECONDS = decodeTimeoutMs(CONCERT_VIDEO_MAX_SECONDS) / 1000 + 60 * 60;
/** Where tus clients create uploads (the upload URLs are below it). */
export const TUS_PATH = '/api/v2/uploads';
/** Longer side of image previews. */
export const PREVIEW_PIXELS = 600;

/** A stored file to send back: its key, how large it is and how the browser should treat it. */
export interface PreviewFile {
  key: string;
  size: number;
  contentType: string;
  /** `inline` for pictures, sound and video; anything else downloads. */
  disposition: 'inline' | 'attachment';
  filename: string;
}

/**
 * For whom an upload is sent and read: the acting account (its members, by their team permissions), or an operator
 * acting for no account, who sends pictures for content that stay their own (no other operator or member sees them).
 */
export type UploadOwner = { kind: 'account'; account: ActingAccount } | { kind: 'operator'; individualId: number };

/** What an operator acting for no account may send: pictures for content. */
export const OPERATOR_UPLOAD_KINDS: readonly UploadKind[] = ['image'];

const operatorKindOnly = {
  ja: 'アカウントを選ばずに送れるのは、コンテンツ用の画像だけです',
  en: 'Without an account, only pictures for content can be uploaded.',
};

function assertMay(owner: UploadOwner, kind: UploadKind, level: 'readonly' | 'editable'): void {
  if (owner.kind === 'operator') {
    if (!OPERATOR_UPLOAD_KINDS.includes(kind)) throw AppError.invalidFields({ kind: operatorKindOnly });
    return;
  }
  if (!hasPermission(owner.account, UPLOAD_PERMISSION_ID[kind], level)) throw new AppError('FORBIDDEN');
}

function owns(owner: UploadOwner, row: UploadRow): boolean {
  return owner.kind === 'account'
    ? row.accountId === owner.account.row.id
    : row.accountId === null && row.individualId === owner.individualId;
}

function tooLarge(kind: UploadKind) {
  const problem = { id: 'tooLarge', params: { max: formatFileSize(UPLOAD_MAX_BYTES[kind]) } } as const;
  return { ja: fileProblemMessage(problem, 'ja'), en: fileProblemMessage(problem, 'en') };
}

function storedProblems(problems: FileProblem[]) {
  return problems.map((problem) => ({
    id: problem.id,
    ...(problem.params
      ? {
          params: Object.fromEntries(
            Object.entries(problem.params).map(([k, v]) => [k, typeof v === 'bigint' ? Number(v) : v]),
          ),
        }
      : {}),
  }));
}

export function createUploadsService(deps: {
  db: Db;
  jobs: Jobs;
  storage: Storage;
  /** Null when there is none: audio and video are then refused as unchecked. */
  ffprobePath: string | null;
  ffmpegPath: string | null;
  logger: Logger;
  /** Which uploads an operator may preview: those submitted releases use (the releases feature's condition). */
  submittedReleaseUse: repo.SubmittedReleaseUse;
}) {
  const { db, jobs, storage } = deps;

  /** uploading -> checking and the checks job, in one transaction; does nothing the second time. */
  async function startChecks(row: UploadRow): Promise<void> {
    await db.transaction(async (tx) => {
      if (!(await repo.markChecking(tx, row.id))) return;
      await jobs.send(UPLOAD_CHECK_QUEUE, { upload_id: row.id }, { tx, singletonKey: `upload-check-${row.id}` });
    });
  }

  async function ownUpload(owner: UploadOwner, id: number): Promise<UploadRow> {
    const row =
      owner.kind === 'account'
        ? await repo.findAccountUpload(db, owner.account.row.id, id)
        : await repo.findOperatorUpload(db, owner.individualId, id);
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  }

  /** What the preview URL sends: a cached 600 px JPEG for pictures, the file itself for sound, video and CSV. */
  async function previewOf(row: UploadRow): Promise<PreviewFile> {
    if ((row.status !== 'accepted' && row.status !== 'rejected') || !row.storageKey) throw new AppError('NOT_FOUND');
    const baseName = row.originalName.replace(/\.[^.]*$/, '') || 'file';
    if (row.kind === 'artwork' || row.kind === 'image') {
      const key = `${row.storageKey}.preview-${PREVIEW_PIXELS}.jpg`;
      let stored = await storage.stat(key);
      if (!stored) {
        try {
          const jpeg = await storage.withLocalFile(row.storageKey, (filePath) =>
            jpegThumbnail(filePath, PREVIEW_PIXELS),
          );
          await storage.put(key, jpeg);
        } catch (error) {
          // Not a picture sharp can read (a rejected file of another kind): there is nothing to show.
          if (error instanceof ImageProbeError) throw new AppError('NOT_FOUND');
          throw error;
        }
        stored = await storage.stat(key);
      }
      if (!stored) throw new AppError('NOT_FOUND');
      return {
        key,
        size: stored.size,
        contentType: 'image/jpeg',
        disposition: 'inline',
        filename: `${baseName}.jpg`,
      };
    }
    const stored = await storage.stat(row.storageKey);
    if (!stored) throw new AppError('NOT_FOUND');
    const type = row.detectedType ?? 'application/octet-stream';
    const isPlayable = type.startsWith('audio/') || type.startsWith('video/');
    if (row.kind === 'csv') {
      return {
        key: row.storageKey,
        size: stored.size,
        contentType: row.status === 'accepted' ? 'text/csv; charset=utf-8' : 'application/octet-stream',
        disposition: 'attachment',
        filename: row.originalName,
      };
    }
    return {
      key: row.storageKey,
      size: stored.size,
      contentType: isPlayable ? type : 'application/octet-stream',
      disposition: isPlayable ? 'inline' : 'attachment',
      filename: row.originalName,
    };
  }

  /** The checks job: idempotent (an upload no longer `checking` is left alone). */
  async function checkUpload(uploadId: number): Promise<void> {
    const row = await repo.findUpload(db, uploadId);
    if (row?.status !== 'checking' || !row.storageKey) return;
    if (!(await storage.stat(row.storageKey))) {
      deps.logger.warn({ uploadId }, 'upload check: the stored file is missing');
      await repo.saveOutcome(db, row.id, {
        status: 'rejected',
        sha256: '',
        md5: null,
        detectedType: 'application/octet-stream',
        facts: null,
        problems: [{ id: 'unreadable' }],
      });
      return;
    }
    const inspection = await inspectUpload(
      { storage, ffprobePath: deps.ffprobePath, ffmpegPath: deps.ffmpegPath },
      row.storageKey,
      row.kind,
    );
    await repo.saveOutcome(db, row.id, {
      status: inspection.problems.length === 0 ? 'accepted' : 'rejected',
      sha256: inspection.sha256,
      md5: inspection.md5,
      detectedType: inspection.detectedType,
      facts: inspection.facts as Record<string, unknown> | null,
      problems: storedProblems(inspection.problems),
    });
    deps.logger.info({ uploadId, problems: inspection.problems.map((p) => p.id) }, 'upload checked');
  }

  return {
    /** Records the announced file; the client then sends it with tus (metadata upload_id). */
    async announce(
      owner: UploadOwner,
      individualId: number,
      input: { kind: UploadKind; filename: string; size_bytes: number },
      language: 'ja' | 'en',
    ) {
      assertMay(owner, input.kind, 'editable');
      if (input.size_bytes > UPLOAD_MAX_BYTES[input.kind]) {
        throw AppError.invalidFields({ size_bytes: tooLarge(input.kind) });
      }
      const row = await db.transaction(async (tx) => {
        const inserted = await repo.insertUpload(tx, {
          accountId: owner.kind === 'account' ? owner.account.row.id : null,
          individualId,
          tusId: randomBytes(16).toString('hex'),
          kind: input.kind,
          originalName: input.filename,
          sizeBytes: input.size_bytes,
        });
        const folder =
          owner.kind === 'account' ? ['uploads', owner.account.row.id] : ['operator-uploads', individualId];
        const key = storageKey(...folder, inserted.id, randomBytes(12).toString('base64url'));
        return repo.setStorageKey(tx, inserted.id, key);
      });
      return { ...presentUpload(row, language), tus_url: TUS_PATH };
    },

    async get(owner: UploadOwner, id: number, language: 'ja' | 'en') {
      const row = await ownUpload(owner, id);
      assertMay(owner, row.kind, 'readonly');
      return presentUpload(row, language);
    },

    /** The tus creation request: the announced upload of this owner, still open, no longer than announced. */
    async authorizeTusCreation(
      owner: UploadOwner,
      headers: { metadata: string | undefined; length: string | undefined },
    ): Promise<UploadRow> {
      let uploadId = Number.NaN;
      try {
        uploadId = Number(Metadata.parse(headers.metadata ?? undefined).upload_id ?? Number.NaN);
      } catch {
        // Unparseable metadata names no upload.
      }
      if (!Number.isSafeInteger(uploadId) || uploadId <= 0) throw new AppError('NOT_FOUND', { field: 'upload_id' });
      const row = await ownUpload(owner, uploadId);
      assertMay(owner, row.kind, 'editable');
      if (row.status !== 'uploading') throw new AppError('UPLOAD_FAILED', { status: row.status });
      const length = Number(headers.length);
      const limit = Math.min(row.sizeBytes, UPLOAD_MAX_BYTES[row.kind]);
      // Digits only and a safe integer: tus itself would take 9007199254740993 and more.
      if (
        headers.length !== undefined &&
        (!/^\d{1,16}$/.test(headers.length) || !Number.isSafeInteger(length) || length > limit)
      ) {
        throw new AppError('UPLOAD_TOO_LARGE', { fields: { size_bytes: tooLarge(row.kind) }, max_bytes: limit });
      }
      return row;
    },

    /** Any other tus request: the upload must be this owner's, and a member must be able to edit its area. */
    async authorizeTusRequest(owner: UploadOwner, tusId: string, method: string): Promise<UploadRow> {
      const row = await repo.findUploadByTusId(db, tusId);
      if (!row || !owns(owner, row)) throw new AppError('NOT_FOUND');
      assertMay(owner, row.kind, 'editable');
      // Bytes change only while the upload is open; once checked, it is what it is.
      if (method !== 'HEAD' && row.status !== 'uploading') throw new AppError('UPLOAD_FAILED', { status: row.status });
      return row;
    },

    /** The tus id the creation request gets: the one chosen when the upload was announced. */
    async tusIdFor(metadata: Record<string, string | null> | undefined): Promise<string> {
      const row = await repo.findUpload(db, Number(metadata?.upload_id));
      if (!row) throw new AppError('NOT_FOUND');
      return row.tusId;
    },

    /** Every byte arrived (the last PATCH): checks start. */
    async markReceived(tusId: string): Promise<void> {
      const row = await repo.findUploadByTusId(db, tusId);
      if (row) await startChecks(row);
    },

    /**
     * Catches an upload whose last bytes were stored but whose completion was never recorded (the process stopped
     * between the two); the client's HEAD sees it complete and sends nothing more.
     */
    async resumeChecksIfReceived(row: UploadRow): Promise<void> {
      if (row.status !== 'uploading' || !row.storageKey) return;
      const stored = await storage.stat(row.storageKey);
      if (stored && stored.size === row.sizeBytes) await startChecks(row);
    },

    /** The checks job: idempotent (an upload no longer `checking` is left alone). */
    check: checkUpload,

    /**
     * Registers a file the service made (a master) as an upload of the account, copied under the account's uploads
     * and checked the same way as a file sent with tus, here and now: the row comes back accepted or rejected.
     */
    async registerStoredFile(input: {
      accountId: number;
      individualId: number | null;
      kind: UploadKind;
      originalName: string;
      sourceKey: string;
    }): Promise<UploadRow> {
      const stored = await storage.stat(input.sourceKey);
      if (!stored) throw new AppError('NOT_FOUND', { field: 'file' });
      const row = await db.transaction(async (tx) => {
        const inserted = await repo.insertUpload(tx, {
          accountId: input.accountId,
          individualId: input.individualId,
          tusId: randomBytes(16).toString('hex'),
          kind: input.kind,
          originalName: input.originalName,
          sizeBytes: stored.size,
        });
        const key = storageKey('uploads', input.accountId, inserted.id, randomBytes(12).toString('base64url'));
        return repo.setStorageKey(tx, inserted.id, key);
      });
      await storage.put(row.storageKey!, storage.createReadStream(input.sourceKey));
      await repo.markChecking(db, row.id);
      await checkUpload(row.id);
      return (await repo.findUpload(db, row.id))!;
    },

    /** What the preview URL sends: a cached 600 px JPEG for pictures, the file itself for sound, video and CSV. */
    async preview(owner: UploadOwner, id: number): Promise<PreviewFile> {
      const row = await ownUpload(owner, id);
      assertMay(owner, row.kind, 'readonly');
      return previewOf(row);
    },

    /**
     * The same preview for an operator: the files of the account they act for (if a member, as any member), their own
     * content pictures, and (reviewing means seeing and hearing) the artwork and song files of submitted releases; an
     * account's other files (drafts, CSVs, photos) stay its own.
     */
    async previewForOperator(operatorId: number, account: ActingAccount | null, id: number): Promise<PreviewFile> {
      const asMember = account ? await repo.findAccountUpload(db, account.row.id, id) : null;
      const row =
        (asMember && hasPermission(account!, UPLOAD_PERMISSION_ID[asMember.kind], 'readonly') ? asMember : null) ??
        (await repo.findOperatorUpload(db, operatorId, id)) ??
        (await repo.findSubmittedReleaseUpload(db, id, deps.submittedReleaseUse));
      if (!row) throw new AppError('NOT_FOUND');
      return previewOf(row);
    },
  };
}

export type UploadsService = ReturnType<typeof createUploadsService>;
