// The mastering page's rules, kept apart from React: addresses of the files, what is running, when to poll, and the
// one timeline (the song's seconds) the player and the waveform share between the original and the 30 s previews.
import { MASTERING_PREVIEW_SECONDS, type MasteringAudio, masteringFilePaths } from '@otodoke/contract';
import type { MasteringEffect } from '@otodoke/domain';
import type { CamelCaseKeysDeep } from '../../app/api-case.ts';

export type MasteringAudioView = CamelCaseKeysDeep<MasteringAudio>;
export type MasteringAnalysisView = NonNullable<MasteringAudioView['analysis']>;
/** What the player plays: the uploaded mix, or one effect's preview. */
export type PlayerSource = 'original' | MasteringEffect;
export const PLAYER_SOURCES: readonly PlayerSource[] = ['original', 'dry', 'balance', 'wet'];

export const MASTERING_PAGE = '/dashboard/mastering';
/** How often an audio is read again while its previews or master are being made. */
export const POLL_MS = 1500;
export const LIST_PAGE_SIZE = 10;
/** The spec's query on /dashboard/mastering that opens a dialog: `credit` opens the credit purchase. */
export const MODAL_PARAM = 'mastering_modal';

/** The address of one of an audio's files; plain GETs carry the account in the query. */
export function masteringFileUrl(id: number, file: PlayerSource | 'wav24' | 'wav16', acid: number | null): string {
  const path =
    file === 'original'
      ? masteringFilePaths.original(id)
      : file === 'wav24' || file === 'wav16'
        ? masteringFilePaths.master(id, file)
        : masteringFilePaths.preview(id, file);
  return acid === null ? path : `${path}?_acid=${acid}`;
}

/** Previews or the master are being made: the page follows the audio. */
export function isRunning(audio: Pick<MasteringAudioView, 'previewStatus' | 'masteringStatus'> | undefined): boolean {
  return audio !== undefined && (audio.previewStatus === 'processing' || audio.masteringStatus === 'processing');
}

/** A master can be downloaded and used: the finished one, or the earlier one while a new one is made. */
export function hasMaster(audio: Pick<MasteringAudioView, 'masterEffect'>): boolean {
  return audio.masterEffect !== null;
}

/** A new master is being made while the earlier one stays downloadable. */
export function isRemastering(audio: Pick<MasteringAudioView, 'masteringStatus' | 'masterEffect'>): boolean {
  return audio.masteringStatus === 'processing' && audio.masterEffect !== null;
}

/** A new master failed and the earlier one stayed (the error message is the new one's; the credit came back). */
export function didRemasterFail(
  audio: Pick<MasteringAudioView, 'masteringStatus' | 'previewStatus' | 'errorMessage'>,
): boolean {
  return audio.masteringStatus === 'success' && audio.previewStatus !== 'failed' && audio.errorMessage !== null;
}

/** SWR's refresh interval for one audio: every 1.5 s while something runs, never otherwise. */
export function refreshIntervalFor(audio: MasteringAudioView | undefined): number {
  return isRunning(audio) ? POLL_MS : 0;
}

/** A preview start can be chosen only for a source of at least 30 seconds. */
export function canChoosePreviewStart(durationSeconds: number | null): boolean {
  return durationSeconds !== null && durationSeconds >= MASTERING_PREVIEW_SECONDS;
}

/** The latest start that still leaves a whole preview. */
export function latestPreviewStart(durationSeconds: number | null): number {
  if (!canChoosePreviewStart(durationSeconds)) return 0;
  return Math.max(0, Math.floor((durationSeconds ?? 0) - MASTERING_PREVIEW_SECONDS));
}

/** A typed start, as whole seconds within the allowed range; null when it is not a number. */
export function parsePreviewStart(text: string, durationSeconds: number | null): number | null {
  if (!/^\s*\d+(\.\d+)?\s*$/.test(text)) return null;
  return Math.min(Math.max(0, Math.floor(Number(text))), latestPreviewStart(durationSeconds));
}

/** The part of the song a source covers, in the song's seconds. */
export function windowOf(source: PlayerSource, previewStart: number, duration: number): { from: number; to: number } {
  if (source === 'original') return { from: 0, to: duration };
  return { from: previewStart, to: Math.min(duration, previewStart + MASTERING_PREVIEW_SECONDS) };
}

/** Where in the song a position of a source's file is. */
export function songTimeOf(source: PlayerSource, mediaTime: number, previewStart: number): number {
  return source === 'original' ? mediaTime : previewStart + mediaTime;
}

/**
 * Where in a source's file a moment of the song is: the same moment when the source covers it, else the nearest
 * edge of what it covers (a preview is 30 s of the song).
 */
export function mediaTimeOf(source: PlayerSource, songTime: number, previewStart: number, duration: number): number {
  const { from, to } = windowOf(source, previewStart, duration);
  const clamped = Math.min(Math.max(songTime, from), Math.max(from, to - 0.05));
  return source === 'original' ? clamped : clamped - previewStart;
}

/** m:ss for the player and the waveform. */
export function clock(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** A figure with one decimal and its sign, e.g. "-14.0"; "—" when missing. */
export function figure(value: number | undefined | null): string {
  if (value === undefined || value === null || !Number.isFinite(value)) return '—';
  return value.toFixed(1);
}

/** The bar width (0..100) of a band's energy on a -60..0 dB scale. */
export function bandPercent(energyDb: number): number {
  return Math.round(Math.min(100, Math.max(0, ((energyDb + 60) / 60) * 100)));
}

/** Mastering is permission 7000: managers always may change it, members need it at editable (the server decides). */
export function canEditMastering(
  individual: { isAccountManager: boolean; permissions: Record<string, string> } | null | undefined,
): boolean {
  if (!individual) return false;
  return individual.isAccountManager || individual.permissions['7000'] === 'editable';
}
