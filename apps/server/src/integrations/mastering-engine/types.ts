// The mastering engine's public shape: what it measures, what it renders, and the loudness target it masters to.
import type { MasteringEffect } from '@otodoke/domain';

export type { MasteringEffect };

/** Loudness and tone figures of one file; the same shape as MasteringAnalysisJson (schema/mastering.ts). */
export interface MasteringAnalysis {
  integrated_lufs: number;
  loudness_range_lu: number;
  true_peak_dbtp: number;
  /** Peak minus RMS level, in dB (the louder channel's figures). */
  crest_factor_db: number;
  duration_seconds: number;
  sample_rate: number;
  /** Energy per band in dB relative to the sum of all bands, lowest band first. */
  bands: Array<{ from_hz: number; to_hz: number; energy_db: number }>;
  /** Peak levels 0..1 evenly spaced over the file, for drawing. */
  waveform?: number[];
}

export interface RenderPreviewsInput {
  sourcePath: string;
  referencePath?: string;
  startSeconds: number;
  lengthSeconds: number;
  outDir: string;
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

export interface RenderPreviewsResult {
  source: MasteringAnalysis;
  previews: Record<MasteringEffect, { path: string; analysis: MasteringAnalysis }>;
}

export interface MasterInput {
  sourcePath: string;
  referencePath?: string;
  effect: MasteringEffect;
  outDir: string;
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

export interface MasterResult {
  wav24Path: string;
  wav16Path: string;
  analysis: MasteringAnalysis;
}

export interface MasteringEngine {
  /** Measures a file (any ffmpeg-readable audio). */
  analyse(inputPath: string, options?: { signal?: AbortSignal }): Promise<MasteringAnalysis>;
  /**
   * Analyses the source once and renders the three effect previews (lengthSeconds from startSeconds; the whole file
   * when shorter), level-matched to each other, as 16-bit 44.1 kHz stereo WAV files `preview-<effect>.wav` in outDir
   * (which must exist; one run at a time per directory); reports progress 0..100. Rejects with MasteringEngineError
   * (`reason` silent or ffmpeg), or with the signal's reason when aborted.
   */
  renderPreviews(input: RenderPreviewsInput): Promise<RenderPreviewsResult>;
  /**
   * Masters the whole file with one effect: two-pass loudness normalisation to the target, true-peak limit; writes
   * `master-<effect>-24bit.wav` (24-bit at the source rate) and `master-<effect>-16bit-44100.wav` (dithered, for
   * stores) in outDir (which must exist). Errors as for renderPreviews; partial files are removed.
   */
  master(input: MasterInput): Promise<MasterResult>;
}

export interface LoudnessTarget {
  lufs: number;
  truePeakDbtp: number;
}

export interface MasteringEngineOptions {
  ffmpegPath?: string;
  target?: LoudnessTarget;
}

/**
 * -14 LUFS integrated, -1 dBTP: the level the main streaming stores normalise playback to (Spotify, YouTube, Tidal;
 * Apple is -16), so the master is not turned down on playback, and the true-peak ceiling they recommend so that lossy
 * encoding does not clip (decision 0022).
 */
export const MASTERING_TARGET: LoudnessTarget = { lufs: -14, truePeakDbtp: -1 };

/**
 * Why the engine could not do its work: `silent` (nothing above the loudness gate, -70 LUFS: there is nothing to master),
 * `ffmpeg` (ffmpeg failed or could not be run; the message has the last lines it printed).
 */
/** `unsupported`: the ffmpeg is too old for the engine's filters (ffmpeg 5 or later is needed). */
export type MasteringEngineFailure = 'silent' | 'ffmpeg' | 'unsupported';

export class MasteringEngineError extends Error {
  readonly reason: MasteringEngineFailure;
  constructor(message: string, reason: MasteringEngineFailure = 'ffmpeg') {
    super(message);
    this.name = 'MasteringEngineError';
    this.reason = reason;
  }
}
