// Immersive audio use cases: list editions and candidate songs, start an edition (account flag
// isImmersiveAudioAvailable), attach a file and queue its verification, pay through the checkout, delete before
// payment, and the account's own file. Errors are the spec's group IMM (packages/domain errors).
import {
  AppError,
  canChangeFile,
  canDeleteEdition,
  IMMERSIVE_RELEASE_TYPES,
  type ImmersiveAudioFormat,
  immersiveAudioSongStatusName,
  isImmersiveRenewalPayable,
  isVerificationRunning,
  IMMERSIVE_AUDIO_SONG_STATUS as S,
  IMMERSIVE_AUDIO_VERIFICATION_STATUS as V,
} from '@otodoke/domain';
import type { IndividualRow } from '../../platform/auth/sessions.ts';
import type { Db } from '../../platform/db/client.ts';
import type { ActingAccount } from '../../platform/http/context.ts';
import type { SendableFile } from '../../platform/http/stored-file.ts';
import type { Jobs } from '../../platform/jobs/jobs.ts';
import type { PaymentsService } from '../billing/index.ts';
import { findAccountUploads } from '../uploads/index.ts';
import { moveEdition } from './edition-moves.ts';
import { presentEditions } from './immersive.presenter.ts';
import * as repo from './immersive.repository.ts';
import { IMMERSIVE_VERIFY_QUEUE, type VerifyJob } from './verification.ts';

type Language = 'ja' | 'en';
type PageQuery = { page: number; limit: number; q?: string | undefined };

export interface ImmersiveDeps {
  db: Db;
  jobs: Jobs;
  /** The checkout (billing's payments service). */
  payments: Pick<PaymentsService, 'payImmersive' | 'quoteImmersive'>;
}

/** Statuses that mean the edition was paid for (first time or renewed) or is past payment. */
const PAID_OR_LATER = new Set<number>([
  S.payment_success,
  S.distribution_onsale,
  S.takedown_expire_user,
  S.takedown_expire_nopayment,
  S.takedown_usercontact,
  S.takedown_admin,
  S.takedown_processing,
  S.renewal_hidden_settled,
  S.renewal_hidden_unsettled,
  S.renewal_editable_settled,
  S.renewal_editable_unsettled,
  S.renewal_uneditable_settled,
  S.renewal_uneditable_unsettled,
  S.renewal_payment_success,
  S.renewal_canceled,
  S.renewal_payment_failure,
]);

/**
 * An edition is payable when verified and not paid yet, or when it owes its yearly fee in its release's renewal
 * (IMM00010 when paid or past payment, IMM00009 while a file is being checked, IMM00008 when not verified).
 */
function refuseUnpayable(row: repo.ImmersiveSongRow) {
  if (PAID_OR_LATER.has(row.status) && !isImmersiveRenewalPayable(row.status)) throw new AppError('IMM00010');
  if (isVerificationRunning(row.verificationStatus)) throw new AppError('IMM00009');
  if (row.verificationStatus !== V.verification_success) throw new AppError('IMM00008');
}

export function createImmersiveService(deps: ImmersiveDeps) {
  const { db } = deps;

  async function present(account: ActingAccount, row: repo.ImmersiveSongRow, language: Language) {
    const [presented] = await presentEditions(db, account.row.id, [row], language);
    if (!presented) throw new AppError('NOT_FOUND');
    return presented;
  }

  async function owned(account: ActingAccount, id: number) {
    const row = await repo.findEdition(db, account.row.id, id);
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  }

  return {
    async list(account: ActingAccount, query: PageQuery, language: Language) {
      const { rows, total } = await repo.pageOfEditions(db, account.row.id, query);
      return {
        items: await presentEditions(db, account.row.id, rows, language),
        total,
        page: query.page,
        limit: query.limit,
      };
    },

    async candidates(account: ActingAccount, query: PageQuery) {
      const { rows, total } = await repo.pageOfCandidates(db, account.row.id, query);
      const uploads = await findAccountUploads(
        db,
        account.row.id,
        rows.flatMap((row) => (row.file_upload_id ? [Number(row.file_upload_id)] : [])),
      );
      return {
        items: rows.map((row) => {
          const facts = row.file_upload_id ? uploads.get(Number(row.file_upload_id))?.facts : null;
          const seconds = (facts as { duration_seconds?: unknown } | null | undefined)?.duration_seconds;
          return {
            song_id: Number(row.song_id),
            song_title: row.song_title,
            isrc: row.isrc,
            duration_seconds: typeof seconds === 'number' ? seconds : null,
            release_id: Number(row.release_id),
            release_title: row.release_title,
            release_status: Number(row.release_status),
          };
        }),
        total,
        page: query.page,
        limit: query.limit,
      };
    },

    async create(
      account: ActingAccount,
      individual: IndividualRow,
      body: { song_id: number; format: ImmersiveAudioFormat },
      language: Language,
    ) {
      // The same flag, under the same name, as the release check reads.
      if (!account.features.isImmersiveAudioAvailable) throw new AppError('IMM00001');
      const song = await repo.songReleaseOf(db, account.row.id, body.song_id);
      if (!song) throw new AppError('IMM00002', { song_id: body.song_id });
      if (!IMMERSIVE_RELEASE_TYPES.includes(song.release_type)) {
        throw new AppError('IMM00003', { release_type: song.release_type });
      }
      if (repo.isEndedReleaseStatus(Number(song.release_status))) {
        throw new AppError('IMM00012', { release_status: Number(song.release_status) });
      }
      const row = await db.transaction((tx) =>
        repo.insertEdition(tx, {
          accountId: account.row.id,
          releaseId: Number(song.release_id),
          songId: Number(song.song_id),
          format: body.format,
          status: S.creating,
          createdBy: individual.id,
        }),
      );
      if (!row) throw new AppError('IMM00004', { song_id: body.song_id });
      return present(account, row, language);
    },

    async get(account: ActingAccount, id: number, language: Language) {
      return present(account, await owned(account, id), language);
    },

    async setFile(
      account: ActingAccount,
      id: number,
      body: { upload_id: number; format?: ImmersiveAudioFormat | undefined },
      language: Language,
    ) {
      const current = await owned(account, id);
      if (body.format && body.format !== current.format) {
        throw new AppError('IMM00005', { format: current.format, sent: body.format });
      }
      const upload = (await findAccountUploads(db, account.row.id, [body.upload_id])).get(body.upload_id);
      if (upload?.kind !== 'immersive' || upload.status !== 'accepted') {
        throw new AppError('IMM00006', {
          field: 'upload_id',
          upload_id: body.upload_id,
          ...(upload ? { kind: upload.kind, status: upload.status } : {}),
        });
      }
      const song = await repo.songReleaseOf(db, account.row.id, current.songId);
      if (!song?.file_upload_id) throw new AppError('IMM00013');
      const row = await db.transaction(async (tx) => {
        const locked = (await repo.lockEdition(tx, id))!;
        if (isVerificationRunning(locked.verificationStatus)) throw new AppError('IMM00009');
        if (!canChangeFile(locked.status, locked.verificationStatus)) {
          throw new AppError('IMM00007', { status: immersiveAudioSongStatusName(locked.status) });
        }
        // On sale, a new file is an update: the edition waits for its redelivery (paid already).
        const moved = locked.status === S.distribution_onsale ? await moveEdition(tx, locked, ['file_resent']) : locked;
        const attempt = locked.verificationAttempt + 1;
        const updated = await repo.updateEdition(tx, id, {
          status: moved.status,
          uploadId: upload.id,
          verificationStatus: V.verification_queued,
          verificationAttempt: attempt,
          invalidCodes: [],
          facts: null,
          verifiedAt: null,
        });
        await deps.jobs.send<VerifyJob>(
          IMMERSIVE_VERIFY_QUEUE,
          { immersive_song_id: id, attempt },
          { tx, singletonKey: `immersive-verify-${id}-${attempt}` },
        );
        return updated;
      });
      return present(account, row, language);
    },

    async remove(account: ActingAccount, id: number) {
      await owned(account, id);
      await db.transaction(async (tx) => {
        const locked = (await repo.lockEdition(tx, id))!;
        if (!canDeleteEdition(locked.status)) {
          throw new AppError('IMM00011', { status: immersiveAudioSongStatusName(locked.status) });
        }
        await repo.deleteEdition(tx, id);
      });
      return { ok: true as const };
    },

    /** The checkout's quote of a verified edition not paid yet (the same refusals as paying). */
    async quote(account: ActingAccount, id: number, couponCode: string | undefined, language: Language) {
      const row = await owned(account, id);
      refuseUnpayable(row);
      return deps.payments.quoteImmersive(account, id, couponCode, language);
    },

    async pay(
      account: ActingAccount,
      individual: IndividualRow,
      id: number,
      body: {
        method: Parameters<PaymentsService['payImmersive']>[3]['method'];
        coupon_code?: string | undefined;
        idempotency_key: string;
      },
      language: Language,
    ) {
      const row = await owned(account, id);
      refuseUnpayable(row);
      const song = await repo.songReleaseOf(db, account.row.id, row.songId);
      if (!song || repo.isEndedReleaseStatus(Number(song.release_status))) {
        throw new AppError('IMM00012', { release_status: song ? Number(song.release_status) : null });
      }
      const order = await deps.payments.payImmersive(account, individual, id, body, language);
      // An order waiting at the gateway holds the edition in payment waiting; a paid one moved it already (event).
      if (order.status_code < 300) {
        await db.transaction(async (tx) => {
          const locked = await repo.lockEdition(tx, id);
          const name = locked ? immersiveAudioSongStatusName(locked.status) : undefined;
          if (locked && (name === 'creating' || name === 'payment_failure')) {
            await moveEdition(tx, locked, ['payment_started']);
          }
        });
      }
      return order;
    },

    /** The account's own file of an edition (plain GET download). */
    async file(account: ActingAccount, id: number): Promise<SendableFile> {
      const row = await owned(account, id);
      const upload = row.uploadId
        ? (await findAccountUploads(db, account.row.id, [row.uploadId])).get(row.uploadId)
        : null;
      if (!upload?.storageKey) throw new AppError('NOT_FOUND');
      return {
        key: upload.storageKey,
        size: upload.sizeBytes,
        contentType: upload.detectedType ?? 'application/octet-stream',
        disposition: 'attachment',
        filename: upload.originalName,
      };
    },
  };
}

export type ImmersiveService = ReturnType<typeof createImmersiveService>;
