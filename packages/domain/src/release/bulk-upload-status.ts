// The life of a CSV upload batch (spec: not_yet, ready, doing, success, failure, cancel) as an explicit table; the
// service refuses any change not listed here.
import type { CsvUploadBatchStatus, LocalisedText } from '../enumerations/misc.ts';

/**
 * not_yet: the file is being read and checked. ready: every row is valid, waiting for the user to register it.
 * doing: registration was asked for and the job creates the drafts. success / failure / cancel: finished.
 */
export const BULK_UPLOAD_TRANSITIONS: Readonly<Record<CsvUploadBatchStatus, readonly CsvUploadBatchStatus[]>> = {
  not_yet: ['ready', 'failure', 'cancel'],
  ready: ['doing', 'cancel'],
  doing: ['success', 'failure'],
  success: [],
  failure: [],
  cancel: [],
};

export const canBulkUploadTransition = (from: CsvUploadBatchStatus, to: CsvUploadBatchStatus): boolean =>
  BULK_UPLOAD_TRANSITIONS[from].includes(to);

/** A batch with no way out: nothing more happens to it. */
export const isBulkUploadFinished = (status: CsvUploadBatchStatus): boolean =>
  BULK_UPLOAD_TRANSITIONS[status].length === 0;

export const BULK_UPLOAD_STATUS_LABELS: Readonly<Record<CsvUploadBatchStatus, LocalisedText>> = {
  not_yet: { ja: '確認中', en: 'Checking' },
  ready: { ja: '登録待ち', en: 'Ready to register' },
  doing: { ja: '登録中', en: 'Registering' },
  success: { ja: '登録完了', en: 'Registered' },
  failure: { ja: 'エラー', en: 'Failed' },
  cancel: { ja: 'キャンセル済み', en: 'Cancelled' },
};
