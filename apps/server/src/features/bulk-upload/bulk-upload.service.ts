// Bulk release registration by CSV: a batch checks an uploaded file against the account (artists, uploads, terms,
// UPCs and the whole release rulebook), then a job registers every release as a draft in one transaction.
import { releaseInputSchema, releaseTypeSchema } from '@otodoke/contract';
import {
  APP_ERRORS,
  AppError,
  type Bilingual,
  BULK_CSV_MESSAGES,
  type BulkCsvError,
  type BulkCsvMessageId,
  type BulkReleaseOrigin,
  buildBulkReleases,
  bulkCsvErrorReport,
  bulkCsvLocation,
  bulkCsvTemplate,
  type CsvUploadBatchStatus,
  canBulkUploadTransition,
  formatValidationMessage,
  isUpc,
  normaliseUpc,
} from '@otodoke/domain';
import type { Db, Executor } from '../../platform/db/client.ts';
import { isUniqueViolation } from '../../platform/db/errors.ts';
import type { BulkUploadErrorJson, BulkUploadReleaseJson } from '../../platform/db/schema.ts';
import type { ActingAccount, Language } from '../../platform/http/context.ts';
import type { Jobs } from '../../platform/jobs/jobs.ts';
import type { Logger } from '../../platform/logger.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import { accountRowById, findAccountAsManager, findIndividualById } from '../accounts/index.ts';
import { usableArtists } from '../artists/index.ts';
import { acknowledgedTerms, type ReleasesService, takenUpcs } from '../releases/index.ts';
import { findAccountUploads, requireAcceptedUpload } from '../uploads/index.ts';
import { presentBatch, presentBatchSummary } from './bulk-upload.presenter.ts';
import * as repo from './bulk-upload.repository.ts';
import { readCsv } from './csv-file.ts';

export const BULK_UPLOAD_QUEUE = 'bulk-upload-register';

const UTF8_BOM = '\uFEFF';
const draftSchema = releaseInputSchema.extend({ type: releaseTypeSchema });
type DraftInput = Parameters<ReleasesService['createDrafts']>[2][number];

/** A download: the bytes and how the browser should save them. */
export interface BulkUploadFile {
  filename: string;
  contentType: string;
  body: Buffer;
}

/** The stored file of a batch to send back as it was uploaded. */
export interface BulkUploadStoredFile {
  key: string;
  size: number;
  filename: string;
}

/** Distinct values of one column (by header name), as the domain will read them. */
function columnValues(records: readonly (readonly string[])[], key: string): string[] {
  const at = (records[0] ?? []).findIndex(
    (cell) =>
      cell
        .replace(/^\uFEFF/, '')
        .trim()
        .toLowerCase() === key,
  );
  if (at === -1) return [];
  const values = records.slice(1).map((record) => (record[at] ?? '').normalize('NFKC').trim());
  return [...new Set(values.filter((value) => value !== ''))];
}

function accountRules(account: ActingAccount) {
  return { modelType: account.row.accountModelType, features: account.features };
}

/** New batches and registrations need the account's bulk upload flag (on by default); past batches stay readable. */
function requireBulkUpload(account: ActingAccount) {
  if (!account.features.isDashboardBulkUploadAvailable) throw new AppError('FORBIDDEN');
}

const fileError = (id: BulkCsvMessageId): BulkCsvError => ({ row: null, column: null, message: BULK_CSV_MESSAGES[id] });

/** Where an artist id sits in a release: the main artists' cell, else the featured cell of the song naming it. */
function artistLocation(release: BulkUploadReleaseJson, artistId: unknown): { row: number; column: string } {
  const input = release.input as unknown as DraftInput;
  if (input.main_artist_ids.includes(Number(artistId))) return bulkCsvLocation(release.origin, 'main_artist_ids');
  const song = input.songs.findIndex((s) => s.artists.some((a) => a.artist_id === Number(artistId)));
  return bulkCsvLocation(release.origin, song === -1 ? 'main_artist_ids' : `songs.${song}.artists`);
}

/** The problems an error of the release service (or the database) means for the file, by row and column. */
export function errorsFromFailure(error: unknown, releases: readonly BulkUploadReleaseJson[]): BulkUploadErrorJson[] {
  if (error instanceof AppError) {
    const index = typeof error.details.index === 'number' ? error.details.index : -1;
    const release = releases[index];
    const fields = error.details.fields as Record<string, Bilingual> | undefined;
    if (release && fields && Object.keys(fields).length > 0) {
      return Object.entries(fields).map(([path, message]) => ({ ...bulkCsvLocation(release.origin, path), message }));
    }
    const message = APP_ERRORS[error.code];
    if (!release) return [{ row: null, column: null, message }];
    if (error.details.artist_id !== undefined)
      return [{ ...artistLocation(release, error.details.artist_id), message }];
    if (typeof error.details.field === 'string')
      return [{ ...bulkCsvLocation(release.origin, error.details.field), message }];
    return [{ row: release.origin.rows[0] ?? null, column: null, message }];
  }
  // The only unique key a draft can meet is the release UPC, taken by another release since the file was checked.
  if (isUniqueViolation(error)) return [{ row: null, column: 'upc', message: BULK_CSV_MESSAGES.upcTaken }];
  return [{ row: null, column: null, message: APP_ERRORS.UNEXPECTED }];
}

/** Failures that will not go away by trying again: the batch ends. Anything else is retried by the job queue. */
function isFinal(error: unknown): boolean {
  return error instanceof AppError || isUniqueViolation(error);
}

/** Thrown inside a transaction to roll back a trial run. */
class TrialRollback extends Error {}

export function createBulkUploadService(deps: {
  db: Db;
  jobs: Jobs;
  mailer: Mailer;
  storage: Storage;
  releases: ReleasesService;
  logger: Logger;
  publicUrl: string;
  now?: () => Date;
}) {
  const { db, storage, releases } = deps;
  const now = deps.now ?? (() => new Date());

  async function requireBatch(tx: Executor, account: ActingAccount, id: number, forUpdate = false) {
    const batch = await repo.findBatch(tx, account.row.id, id, forUpdate);
    if (!batch) throw new AppError('NOT_FOUND');
    return batch;
  }

  function assertTransition(from: CsvUploadBatchStatus, to: CsvUploadBatchStatus) {
    if (!canBulkUploadTransition(from, to)) throw new AppError('BULK00001', { status: from });
  }

  function inputsOf(batchReleases: readonly BulkUploadReleaseJson[]): DraftInput[] {
    return batchReleases.map((release) => draftSchema.parse(release.input) as DraftInput);
  }

  /** Everything the file is checked against, then the file itself: the releases it describes, or its problems. */
  async function checkFile(account: ActingAccount, individualId: number, bytes: Buffer) {
    const reading = readCsv(bytes);
    if (reading.error) return { rowCount: 0, releases: [], errors: [reading.error] };
    const { records } = reading;
    const uploadIds = columnValues(records, 'audio_upload_id')
      .filter((value) => /^\d{1,9}$/.test(value))
      .map(Number);
    const upcs = columnValues(records, 'upc').filter(isUpc).map(normaliseUpc);
    const [artists, terms, uploads, taken] = await Promise.all([
      usableArtists(db, account.row.id),
      acknowledgedTerms(db, account.row.id),
      findAccountUploads(db, account.row.id, uploadIds),
      takenUpcs(db, upcs),
    ]);
    const result = buildBulkReleases(records, {
      now: now(),
      account: accountRules(account),
      artists,
      uploads: new Map([...uploads].map(([id, row]) => [id, { kind: row.kind, status: row.status }])),
      acknowledgedTerms: terms,
      takenUpcs: taken,
    });
    const rowCount = records.slice(1).filter((record) => record.some((cell) => cell.trim() !== '')).length;
    const stored: BulkUploadReleaseJson[] = result.releases.map((draft) => ({
      origin: {
        key: draft.origin.key,
        rows: [...draft.origin.rows],
        authorColumns: draft.origin.authorColumns.map((columns) => [...columns]),
      },
      input: draft.input as unknown as BulkUploadReleaseJson['input'],
      artistNames: [...draft.artistNames],
    }));
    let errors: BulkUploadErrorJson[] = result.errors.map((e) => ({ ...e, message: { ...e.message } }));
    if (errors.length === 0) errors = await trialRun(account, individualId, stored);
    return { rowCount, releases: stored, errors };
  }

  /**
   * Registers the releases in a transaction that is always rolled back: whatever the release service would refuse at
   * registration is found now, by row and column, and nothing is written.
   */
  async function trialRun(
    account: ActingAccount,
    individualId: number,
    stored: BulkUploadReleaseJson[],
  ): Promise<BulkUploadErrorJson[]> {
    const parsed = stored.map((release) => draftSchema.safeParse(release.input));
    const invalid: BulkUploadErrorJson[] = [];
    parsed.forEach((result, index) => {
      if (result.success) return;
      for (const issue of result.error.issues) {
        const where = bulkCsvLocation(stored[index]!.origin as BulkReleaseOrigin, issue.path.join('.'));
        const message =
          issue.code === 'too_big' && typeof issue.maximum === 'number'
            ? {
                ja: formatValidationMessage('maxLength', 'ja', { n: issue.maximum }),
                en: formatValidationMessage('maxLength', 'en', { n: issue.maximum }),
              }
            : APP_ERRORS.VALIDATION_FAILED;
        invalid.push({ ...where, message });
      }
    });
    if (invalid.length > 0) return invalid;
    try {
      await db.transaction(async (tx) => {
        await releases.createDrafts(account, individualId, inputsOf(stored), tx);
        throw new TrialRollback();
      });
    } catch (error) {
      if (error instanceof TrialRollback) return [];
      if (isFinal(error)) return errorsFromFailure(error, stored);
      throw error;
    }
    return [];
  }

  /** Ends a batch the job was registering, and mails the person who asked for it, in one transaction. */
  async function finish(
    tx: Executor,
    batch: repo.BatchRow,
    outcome: { status: 'success'; releaseIds: number[] } | { status: 'failure'; errors: BulkUploadErrorJson[] },
  ) {
    assertTransition(batch.status, outcome.status);
    await repo.updateBatch(tx, batch.id, {
      status: outcome.status,
      finishedAt: now(),
      ...(outcome.status === 'success' ? { releaseIds: outcome.releaseIds } : { errors: outcome.errors }),
    });
    const [person, account] = await Promise.all([
      batch.reservedBy === null ? null : findIndividualById(tx, batch.reservedBy),
      accountRowById(tx, batch.accountId),
    ]);
    if (!person || !account) return;
    const language = batch.language;
    const firstError = outcome.status === 'failure' ? outcome.errors[0] : undefined;
    const reason = firstError
      ? `${firstError.row === null ? '' : language === 'ja' ? `${firstError.row}行目 ` : `Row ${firstError.row}: `}${firstError.message[language]}`
      : '';
    await deps.mailer.enqueue(tx, person.email, language, {
      template: 'bulk_upload_finished',
      params: {
        name: person.name,
        accountName: account.name,
        fileName: batch.originalName,
        succeeded: outcome.status === 'success',
        releaseCount: outcome.status === 'success' ? outcome.releaseIds.length : 0,
        reason,
        url: `${deps.publicUrl}/dashboard/bulk-upload?id=${batch.id}&_acid=${batch.accountId}`,
      },
    });
  }

  return {
    /** Reads and checks the uploaded file: the batch ends ready (with the releases) or failure (with the errors). */
    async create(account: ActingAccount, individualId: number, csvUploadId: number, language: Language) {
      requireBulkUpload(account);
      const upload = await requireAcceptedUpload(db, account.row.id, csvUploadId, ['csv'], 'csv_upload_id');
      const batch = await repo.insertBatch(db, {
        accountId: account.row.id,
        createdBy: individualId,
        csvUploadId: upload.id,
        originalName: upload.originalName,
      });
      let checked: Awaited<ReturnType<typeof checkFile>>;
      try {
        if (!upload.storageKey) throw new Error(`upload ${upload.id} has no stored file`);
        const chunks: Buffer[] = [];
        for await (const chunk of storage.createReadStream(upload.storageKey) as AsyncIterable<Buffer>)
          chunks.push(chunk);
        checked = await checkFile(account, individualId, Buffer.concat(chunks));
      } catch (error) {
        deps.logger.error({ err: error, batchId: batch.id }, 'bulk upload file could not be checked');
        checked = { rowCount: 0, releases: [], errors: [fileError('fileMissing')] };
      }
      const finished = await db.transaction(async (tx) => {
        const current = (await repo.findBatch(tx, account.row.id, batch.id, true))!;
        // Cancelled while the file was read: the cancellation stands.
        if (current.status !== 'not_yet') return current;
        const status = checked.errors.length === 0 ? 'ready' : 'failure';
        assertTransition(current.status, status);
        await repo.updateBatch(tx, batch.id, {
          status,
          rowCount: checked.rowCount,
          releaseCount: checked.releases.length,
          songCount: checked.releases.reduce((n, release) => n + release.input.songs.length, 0),
          releases: checked.releases,
          errors: checked.errors,
          ...(status === 'failure' ? { finishedAt: now() } : {}),
        });
        return (await repo.findBatch(tx, account.row.id, batch.id))!;
      });
      return presentBatch(finished, language);
    },

    async list(account: ActingAccount, page: number, limit: number) {
      const { rows, total } = await repo.listBatches(db, account.row.id, page, limit);
      return { items: rows.map(presentBatchSummary), total, page, limit };
    },

    async get(account: ActingAccount, id: number, language: Language) {
      return presentBatch(await requireBatch(db, account, id), language);
    },

    /** ready -> doing, and the registration job, in one transaction. */
    async reserve(account: ActingAccount, individualId: number, id: number, language: Language) {
      requireBulkUpload(account);
      const batch = await db.transaction(async (tx) => {
        const current = await requireBatch(tx, account, id, true);
        assertTransition(current.status, 'doing');
        await repo.updateBatch(tx, id, { status: 'doing', reservedBy: individualId, reservedAt: now(), language });
        await deps.jobs.send(BULK_UPLOAD_QUEUE, { batch_id: id }, { tx, singletonKey: `bulk-upload-${id}` });
        return (await repo.findBatch(tx, account.row.id, id))!;
      });
      return presentBatch(batch, language);
    },

    async cancel(account: ActingAccount, id: number) {
      await db.transaction(async (tx) => {
        const batch = await requireBatch(tx, account, id, true);
        assertTransition(batch.status, 'cancel');
        await repo.updateBatch(tx, id, { status: 'cancel', finishedAt: now() });
      });
    },

    /**
     * The job: registers every release of a batch in doing, all or none. A batch already finished is left alone, so a
     * job that runs again after a crash or restart does nothing twice.
     */
    async register(batchId: number) {
      deps.logger.info({ batchId }, 'bulk upload registration started');
      try {
        const registered = await db.transaction(async (tx) => {
          const batch = await repo.lockBatch(tx, batchId);
          if (batch?.status !== 'doing') return null;
          const acting = await findAccountAsManager(tx, batch.accountId);
          const individualId = batch.reservedBy ?? batch.createdBy;
          if (!acting || individualId === null) throw new AppError('NOT_FOUND');
          const releaseIds = await releases.createDrafts(acting, individualId, inputsOf(batch.releases), tx);
          await finish(tx, batch, { status: 'success', releaseIds });
          return releaseIds;
        });
        if (registered) deps.logger.info({ batchId, releases: registered.length }, 'bulk upload registered');
      } catch (error) {
        if (!isFinal(error)) throw error;
        // The registration rolled back whole; record why, on its own.
        await db.transaction(async (tx) => {
          const batch = await repo.lockBatch(tx, batchId);
          if (batch?.status !== 'doing') return;
          await finish(tx, batch, { status: 'failure', errors: errorsFromFailure(error, batch.releases) });
        });
        deps.logger.info({ batchId, err: error }, 'bulk upload registration failed');
      }
    },

    /** The problems as CSV (row, column, message in `language`), or the file as uploaded when there are none. */
    async download(
      account: ActingAccount,
      id: number,
      language: Language,
    ): Promise<{ kind: 'report'; file: BulkUploadFile } | { kind: 'original'; file: BulkUploadStoredFile }> {
      const batch = await requireBatch(db, account, id);
      if (batch.errors.length > 0) {
        return {
          kind: 'report',
          file: {
            filename: `bulk-upload-${batch.id}-errors.csv`,
            contentType: 'text/csv; charset=utf-8',
            body: Buffer.from(UTF8_BOM + bulkCsvErrorReport(batch.errors, language), 'utf8'),
          },
        };
      }
      if (batch.csvUploadId === null) throw new AppError('NOT_FOUND');
      const upload = await requireAcceptedUpload(db, account.row.id, batch.csvUploadId, ['csv'], 'csv_upload_id');
      const stat = upload.storageKey ? await storage.stat(upload.storageKey) : null;
      if (!upload.storageKey || !stat) throw new AppError('NOT_FOUND');
      return {
        kind: 'original',
        file: {
          key: upload.storageKey,
          size: stat.size,
          filename: upload.originalName || `bulk-upload-${batch.id}.csv`,
        },
      };
    },

    /** The template with a BOM, so Excel opens the UTF-8 text as UTF-8. */
    template(): BulkUploadFile {
      return {
        filename: 'otodoke-bulk-upload-template.csv',
        contentType: 'text/csv; charset=utf-8',
        body: Buffer.from(UTF8_BOM + bulkCsvTemplate(now()), 'utf8'),
      };
    },
  };
}

export type BulkUploadService = ReturnType<typeof createBulkUploadService>;
