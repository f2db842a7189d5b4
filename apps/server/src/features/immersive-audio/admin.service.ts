// The operators' view of immersive editions: every account's editions (filters, search, pages, by last change), one
// edition with its account, file, verification facts, invalid codes in both languages and the release at the stores
// that take its format, and the one operator action: queueing the verification job again for an edition whose check
// failed as an operation (230). The re-run carries the attempt the operator saw: a second click queues nothing.
import type { getReview, ResponseOf } from '@otodoke/contract';
import {
  AppError,
  IMMERSIVE_AUDIO_SONG_STATUS,
  immersiveAudioSongStatusName,
  immersiveAudioVerificationStatusName,
  immersiveInvalidCodeMessage,
  storeTakesImmersive,
  IMMERSIVE_AUDIO_VERIFICATION_STATUS as V,
} from '@otodoke/domain';
import type { Db } from '../../platform/db/client.ts';
import type { Jobs } from '../../platform/jobs/jobs.ts';
import type { Logger } from '../../platform/logger.ts';
import { findAccountUploads } from '../uploads/index.ts';
import * as adminRepo from './admin.repository.ts';
import { presentEditions } from './immersive.presenter.ts';
import * as repo from './immersive.repository.ts';
import { IMMERSIVE_VERIFY_QUEUE, type VerifyJob } from './verification.ts';

type Language = 'ja' | 'en';
type StoreDelivery = ResponseOf<typeof getReview>['distribution']['stores'][number];

/** What this view reads of distribution (its review service): a release's state at each store. */
export interface ReleaseDeliveriesReader {
  detail(releaseId: number, language: Language): Promise<{ distribution: { stores: StoreDelivery[] } }>;
}

export interface ImmersiveAdminDeps {
  db: Db;
  jobs: Jobs;
  logger: Logger;
  deliveries: ReleaseDeliveriesReader;
}

export interface AdminListQuery {
  page: number;
  limit: number;
  q?: string | undefined;
  status?: keyof typeof IMMERSIVE_AUDIO_SONG_STATUS | undefined;
  verification_status?: keyof typeof V | undefined;
  format?: 'dolby' | '360RA' | undefined;
  sort: 'updated_desc' | 'updated_asc';
}

const iso = (value: Date | string) => new Date(value).toISOString();

/** The check could not run (file gone from storage, disk): only then may an operator queue it again. */
const canRerun = (verificationStatus: number, uploadId: number | null) =>
  verificationStatus === V.verify_operation_failed && uploadId !== null;

export function createImmersiveAdminService(deps: ImmersiveAdminDeps) {
  const { db } = deps;

  /** The release at the stores taking the format; null when distribution cannot show the release. */
  async function storeDeliveries(releaseId: number, format: 'dolby' | '360RA', language: Language) {
    try {
      const { distribution } = await deps.deliveries.detail(releaseId, language);
      return distribution.stores.filter((store) => storeTakesImmersive(store.store_id, format));
    } catch (error) {
      if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
      throw error;
    }
  }

  async function detail(id: number, language: Language) {
    const row = await adminRepo.findAnyEdition(db, id);
    if (!row) throw new AppError('NOT_FOUND');
    const [presented] = await presentEditions(db, row.accountId, [row], language);
    if (!presented) throw new AppError('NOT_FOUND');
    const [account, uploads, stores] = await Promise.all([
      adminRepo.accountOfEdition(db, row.accountId),
      findAccountUploads(db, row.accountId, row.uploadId ? [row.uploadId] : []),
      storeDeliveries(row.releaseId, row.format, language),
    ]);
    const upload = row.uploadId ? uploads.get(row.uploadId) : undefined;
    return {
      ...presented,
      account: { id: row.accountId, name: account.name ?? '', manager_email: account.manager_email },
      verification_attempt: row.verificationAttempt,
      can_rerun_verification: canRerun(row.verificationStatus, row.uploadId),
      invalid_codes: row.invalidCodes.map((problem) => ({
        family: problem.family,
        code: problem.code,
        message: immersiveInvalidCodeMessage(problem, language),
        messages: { ja: immersiveInvalidCodeMessage(problem, 'ja'), en: immersiveInvalidCodeMessage(problem, 'en') },
        params: problem.params ?? null,
      })),
      file: upload
        ? {
            upload_id: upload.id,
            name: upload.originalName,
            size_bytes: upload.sizeBytes,
            content_type: upload.detectedType ?? null,
            stored: Boolean(upload.storageKey),
          }
        : null,
      store_deliveries: stores,
    };
  }

  return {
    async list(query: AdminListQuery) {
      const { rows, total } = await adminRepo.pageOfAllEditions(db, {
        page: query.page,
        limit: query.limit,
        q: query.q,
        status: query.status ? IMMERSIVE_AUDIO_SONG_STATUS[query.status] : undefined,
        verificationStatus: query.verification_status ? V[query.verification_status] : undefined,
        format: query.format,
        sort: query.sort,
      });
      return {
        items: rows.map((row) => {
          const status = Number(row.status);
          const verification = Number(row.verification_status);
          return {
            id: Number(row.id),
            format: row.format as 'dolby' | '360RA',
            status_code: status,
            status: immersiveAudioSongStatusName(status) ?? 'creating',
            verification_status_code: verification,
            verification_status: immersiveAudioVerificationStatusName(verification) ?? 'none',
            invalid_code_count: Number(row.invalid_code_count),
            can_rerun_verification: canRerun(verification, row.upload_id === null ? null : Number(row.upload_id)),
            verification_attempt: Number(row.verification_attempt),
            account: { id: Number(row.account_id), name: row.account_name ?? '' },
            release: { id: Number(row.release_id), title: row.release_title },
            song: { id: Number(row.song_id), title: row.song_title, isrc: row.isrc },
            created_at: iso(row.created_at),
            updated_at: iso(row.updated_at),
          };
        }),
        total,
        page: query.page,
        limit: query.limit,
      };
    },

    detail,

    /**
     * Queues the verification job again (a new attempt) for an edition whose check failed as an operation. `attempt`
     * is the one the operator saw fail: when the edition has moved past it (this call made twice, another operator, a
     * new file), nothing is queued and the edition is answered as it is; any other status is refused (409).
     */
    async rerunVerification(id: number, attempt: number, operatorId: number, language: Language) {
      const queued = await db.transaction(async (tx) => {
        const row = await repo.lockEdition(tx, id);
        // Editions of a release its owner deleted are not shown, and not run again either.
        if (!row || !(await repo.songReleasesOf(tx, [row.songId])).has(row.songId)) throw new AppError('NOT_FOUND');
        if (row.verificationAttempt > attempt) return false;
        if (row.verificationAttempt < attempt || !canRerun(row.verificationStatus, row.uploadId)) {
          throw new AppError('IMMERSIVE_RERUN_REFUSED', {
            verification_status: immersiveAudioVerificationStatusName(row.verificationStatus) ?? row.verificationStatus,
            verification_attempt: row.verificationAttempt,
          });
        }
        const next = row.verificationAttempt + 1;
        await repo.updateEdition(tx, id, {
          verificationStatus: V.verification_queued,
          verificationAttempt: next,
          invalidCodes: [],
          facts: null,
          verifiedAt: null,
        });
        await deps.jobs.send<VerifyJob>(
          IMMERSIVE_VERIFY_QUEUE,
          { immersive_song_id: id, attempt: next },
          { tx, singletonKey: `immersive-verify-${id}-${next}` },
        );
        return true;
      });
      if (queued) {
        deps.logger.info({ immersiveSongId: id, attempt: attempt + 1, operatorId }, 'immersive verification re-run');
      }
      return { queued, edition: await detail(id, language) };
    },
  };
}

export type ImmersiveAdminService = ReturnType<typeof createImmersiveAdminService>;
