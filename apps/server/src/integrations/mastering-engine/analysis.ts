// Measures an audio file in one ffmpeg pass: ebur128 (integrated loudness, loudness range, gating threshold, sample and
// true peak) while the same decode streams 16-bit PCM to the spectrum accumulator (bands, RMS, waveform).
import type { Readable } from 'node:stream';
import { runFfmpeg } from './ffmpeg-run.ts';
import { ANALYSIS_RATE, SpectrumAccumulator } from './spectrum.ts';
import { type MasteringAnalysis, MasteringEngineError } from './types.ts';

/** What ebur128 prints at the end of a run (one decimal), with -inf floored. */
export interface LoudnessSummary {
  integratedLufs: number;
  /** The integrated measure's relative gate: loudnorm's `measured_thresh`. */
  thresholdLufs: number;
  lraLu: number;
  samplePeakDbfs: number;
  truePeakDbtp: number;
}

/** The full analysis plus what the engine uses internally (tone per third octave, gate threshold, sample peak). */
export interface DetailedAnalysis {
  analysis: MasteringAnalysis;
  loudness: LoudnessSummary;
  matchBandsDb: number[];
}

const FLOOR_DB = -99;

function figure(block: string, section: string, label: string): number {
  const at = block.indexOf(section);
  // Peaks are printed only when measured (peak=sample/true); loudness always.
  if (at < 0) return section.includes('peak') ? FLOOR_DB : Number.NaN;
  const match = new RegExp(`${label}:\\s*(-?(?:inf|[0-9.]+))`).exec(block.slice(at));
  if (!match) return Number.NaN;
  const value = match[1] === '-inf' ? FLOOR_DB : Number(match[1]);
  return Math.max(FLOOR_DB, value);
}

/**
 * The ebur128 summaries in an ffmpeg stderr, by filter instance name (`ebur128@dry` gives `dry`; an unnamed one
 * gives `Parsed_ebur128_<n>`).
 */
export function parseLoudnessSummaries(stderr: string): Map<string, LoudnessSummary> {
  const found = new Map<string, LoudnessSummary>();
  const heads = [...stderr.matchAll(/\[(?:ebur128@)?([\w]+) @ 0x[0-9a-f]+\] Summary:/g)];
  heads.forEach((head, i) => {
    const end = heads[i + 1]?.index ?? stderr.length;
    const block = stderr.slice(head.index, end);
    const summary: LoudnessSummary = {
      integratedLufs: figure(block, 'Integrated loudness:', 'I'),
      thresholdLufs: figure(block, 'Integrated loudness:', 'Threshold'),
      lraLu: Math.max(0, figure(block, 'Loudness range:', 'LRA')),
      samplePeakDbfs: figure(block, 'Sample peak:', 'Peak'),
      truePeakDbtp: figure(block, 'True peak:', 'Peak'),
    };
    if (Object.values(summary).some((value) => Number.isNaN(value))) {
      throw new MasteringEngineError(`ebur128 summary not understood: ${block.slice(0, 400)}`);
    }
    found.set(head[1]!, summary);
  });
  return found;
}

/** The first audio stream's sample rate as ffmpeg printed the input. */
function inputSampleRate(stderr: string): number {
  const match = /Stream #0:\d+[^\n]*: Audio: [^\n]*?(\d+) Hz/.exec(stderr);
  if (!match) throw new MasteringEngineError('ffmpeg found no audio stream in the file');
  return Number(match[1]);
}

const round = (value: number, places = 2) => Math.round(value * 10 ** places) / 10 ** places;

/** Measures `input` (a file path, or a WAV stream another process writes): loudness, peaks, crest factor, bands, waveform. */
export async function analyseFile(
  ffmpegPath: string,
  input: string | Readable,
  options: { signal?: AbortSignal; truePeak?: boolean } = {},
): Promise<DetailedAnalysis> {
  const { signal, truePeak = true } = options;
  // The true peak is measured at 192 kHz: the costliest figure, left out when only the tone and loudness are needed.
  const peak = truePeak ? 'sample+true' : 'sample';
  const spectrum = new SpectrumAccumulator();
  const run = await runFfmpeg(
    ffmpegPath,
    [
      '-v',
      'info',
      ...(typeof input === 'string' ? ['-i', `file:${input}`] : ['-f', 'wav', '-i', 'pipe:0']),
      '-filter_complex',
      `[0:a:0]ebur128@m=peak=${peak}:framelog=verbose,aresample=${ANALYSIS_RATE},aformat=sample_fmts=s16:channel_layouts=stereo[pcm]`,
      '-map',
      '[pcm]',
      '-f',
      's16le',
      'pipe:1',
    ],
    { signal, onStdout: (chunk) => spectrum.push(chunk), stdin: typeof input === 'string' ? undefined : input },
  );
  const loudness = parseLoudnessSummaries(run.stderr).get('m');
  if (!loudness) throw new MasteringEngineError('ffmpeg printed no loudness summary');
  const figures = spectrum.finish();
  const crest = figures.samples > 0 ? loudness.samplePeakDbfs - figures.rmsDb : 0;
  return {
    analysis: {
      integrated_lufs: loudness.integratedLufs,
      loudness_range_lu: loudness.lraLu,
      // Without a true-peak measure, the sample peak (a lower bound of it).
      true_peak_dbtp: truePeak ? loudness.truePeakDbtp : loudness.samplePeakDbfs,
      crest_factor_db: round(Math.max(0, crest)),
      duration_seconds: round(figures.samples / ANALYSIS_RATE, 3),
      sample_rate: inputSampleRate(run.stderr),
      bands: figures.bands,
      waveform: figures.waveform,
    },
    loudness,
    matchBandsDb: figures.matchBandsDb,
  };
}
