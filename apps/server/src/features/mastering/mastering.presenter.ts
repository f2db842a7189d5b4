// The wire form of a mastering audio (contract MasteringAudio), and why a preview or master failed, in ja and en.
import type { MasteringAudio } from '@otodoke/contract';
import type { MasteringEffect } from '@otodoke/domain';
import type { Language } from '../../platform/http/context.ts';
import type { UploadRow } from '../uploads/index.ts';
import type { MasteringAudioRow } from './mastering.repository.ts';

/** Why a job failed, as stored in preview_error / mastering_error: an id, worded at the edge. */
export const MASTERING_FAILURES = {
  unreadable: {
    ja: '音源を読み込めませんでした。WAV・FLACのファイルを送り直してください',
    en: 'The audio could not be read. Please send a WAV or FLAC file again.',
  },
  unsupported: {
    ja: 'このサーバーのffmpegではマスタリングできません（ffmpeg 5以降が必要です）。運営にお問い合わせください',
    en: "This server's ffmpeg cannot master audio (ffmpeg 5 or later is needed). Please contact us.",
  },
  silent: {
    ja: '音源が無音のためマスタリングできません。音の入ったファイルを送ってください',
    en: 'The audio is silent, so it cannot be mastered. Please send a file with sound in it.',
  },
  missing: {
    ja: '音源ファイルが見つかりませんでした。ファイルを差し替えてください',
    en: 'The audio file could not be found. Please replace it.',
  },
  failed: {
    ja: '処理中にエラーが発生しました。時間を置いて再度お試しください。クレジットは返却されています',
    en: 'Something went wrong while processing. Please try again later; any credit taken was given back.',
  },
} as const;
export type MasteringFailure = keyof typeof MASTERING_FAILURES;

function failureText(id: string | null, language: Language): string | null {
  if (id === null) return null;
  return (MASTERING_FAILURES[id as MasteringFailure] ?? MASTERING_FAILURES.failed)[language];
}

export function presentAudio(
  row: MasteringAudioRow,
  uploads: Map<number, UploadRow>,
  language: Language,
): MasteringAudio {
  const source = uploads.get(row.sourceUploadId);
  const reference = row.referenceUploadId === null ? undefined : uploads.get(row.referenceUploadId);
  const facts = source?.facts as { duration_seconds?: number } | null | undefined;
  const previews: MasteringAudio['previews'] = {};
  for (const [effect, preview] of Object.entries(row.previews ?? {})) {
    if (preview) previews[effect as MasteringEffect] = preview.analysis;
  }
  // The failure shown is the latest run's: a failed master's, else a failed preview's, else that of a new master that
  // failed while the earlier one stayed (status success again).
  const error =
    row.masteringStatus === 'failed'
      ? failureText(row.masteringError, language)
      : row.previewStatus === 'failed'
        ? failureText(row.previewError, language)
        : row.masteringStatus === 'success'
          ? failureText(row.masteringError, language)
          : null;
  return {
    id: row.id,
    name: row.name,
    source_upload_id: row.sourceUploadId,
    source_file_name: source?.originalName ?? '',
    reference_upload_id: row.referenceUploadId,
    reference_file_name: reference?.originalName ?? null,
    duration_seconds: row.analysis?.duration_seconds ?? facts?.duration_seconds ?? null,
    preview_start_seconds: row.previewStartSeconds,
    preview_status: row.previewStatus,
    preview_progress: row.previewProgress,
    analysis: row.analysis ?? null,
    previews,
    effect: row.effect ?? null,
    mastering_status: row.masteringStatus ?? null,
    mastering_progress: row.masteringProgress,
    error_message: error,
    // A master made before its effect was kept with its keys was made with the audio's effect.
    master_effect: row.masterKeys ? (row.masterKeys.effect ?? row.effect ?? null) : null,
    master_analysis: row.masterAnalysis ?? null,
    mastered_at: row.masteredAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
