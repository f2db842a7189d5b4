// The ffmpeg passes a master or a set of previews goes through: process (EQ, compression, image) once, drive into the
// limiter and measure, then loudnorm in linear mode with the measured values and the true-peak limiter.

import { PassThrough, type Writable } from 'node:stream';
import type { MasteringEffect } from '@otodoke/domain';
import { type LoudnessSummary, parseLoudnessSummaries } from './analysis.ts';
import { type ChainInput, limiterGraph, processingGraph } from './chains.ts';
import { runFfmpeg } from './ffmpeg-run.ts';
import { type LoudnessTarget, MasteringEngineError } from './types.ts';

export interface PassContext {
  ffmpegPath: string;
  signal?: AbortSignal;
  /** Output seconds processed so far, of the pass running. */
  onOutSeconds?: (seconds: number) => void;
}

/** loudnorm's loudness-range target: high so that it never compresses (the chain did); linear mode keeps the range. */
const LOUDNORM_LRA = 50;

function summaryOf(stderr: string, name: string): LoudnessSummary {
  const summary = parseLoudnessSummaries(stderr).get(name);
  if (!summary) throw new MasteringEngineError(`ffmpeg printed no loudness summary for ${name}`);
  return summary;
}

/**
 * Pass 1: decodes the source once (a slice of it when `slice` is set, else `durationSeconds` of it), splits it per
 * chain and writes each chain's processed audio as 32-bit float WAV; returns each output's integrated loudness.
 */
export async function processPass(
  ctx: PassContext,
  sourcePath: string,
  slice: { start: number; length: number } | null,
  durationSeconds: number,
  chains: Array<{ chain: ChainInput; outPath: string }>,
): Promise<LoudnessSummary[]> {
  const seek = slice ? ['-ss', slice.start.toFixed(3), '-t', slice.length.toFixed(3)] : [];
  const split = chains.length > 1 ? `[0:a:0]asplit=${chains.length}${chains.map((_, i) => `[s${i}]`).join('')};` : '';
  const graphs = chains.map(({ chain }, i) => {
    const from = chains.length > 1 ? `s${i}` : '0:a:0';
    return `${processingGraph(chain, from, `p${i}`)};[p${i}]ebur128@k${i}=framelog=verbose[o${i}]`;
  });
  // Every output is cut to the input's length (the EQ's filter tail would make it longer).
  const length = ['-t', (slice ? slice.length : durationSeconds).toFixed(6)];
  const maps = chains.flatMap(({ outPath }, i) => [
    '-map',
    `[o${i}]`,
    ...length,
    '-c:a',
    'pcm_f32le',
    '-y',
    `file:${outPath}`,
  ]);
  const run = await runFfmpeg(
    ctx.ffmpegPath,
    ['-v', 'info', ...seek, '-i', `file:${sourcePath}`, '-filter_complex', split + graphs.join(';'), ...maps],
    { signal: ctx.signal, onOutSeconds: ctx.onOutSeconds },
  );
  return chains.map((_, i) => summaryOf(run.stderr, `k${i}`));
}

/**
 * Runs `writerArgs` (an ffmpeg that writes float WAV to pipe:1 besides its files) and, at the same time, a second ffmpeg
 * that measures that stream with ebur128 (true peak included). When the measure fails, the writer is stopped too.
 */
async function measureWhileWriting(ctx: PassContext, writerArgs: string[]): Promise<LoudnessSummary> {
  const stream = new PassThrough();
  const pair = new AbortController();
  const writerSignal = ctx.signal ? AbortSignal.any([ctx.signal, pair.signal]) : pair.signal;
  const [written, measured] = await Promise.allSettled([
    runFfmpeg(ctx.ffmpegPath, writerArgs, {
      signal: writerSignal,
      onOutSeconds: ctx.onOutSeconds,
      stdoutTo: stream,
    }).finally(() => stream.end()),
    runFfmpeg(
      ctx.ffmpegPath,
      ['-v', 'info', '-f', 'wav', '-i', 'pipe:0', '-af', 'ebur128@k0=peak=true:framelog=verbose', '-f', 'null', '-'],
      { signal: ctx.signal, stdin: stream },
    ).catch((error: unknown) => {
      pair.abort();
      throw error;
    }),
  ]);
  if (measured.status === 'rejected') throw measured.reason;
  if (written.status === 'rejected') throw written.reason;
  return summaryOf(measured.value.stderr, 'k0');
}

/** Pass 2 (measure): drives each processed file into its effect's limiter and measures what loudnorm will be given. */
export async function limitPass(
  ctx: PassContext,
  items: Array<{
    inPath: string;
    effect: MasteringEffect;
    driveDb: number;
    outPath: string;
    sampleRate: number;
    oversample: boolean;
  }>,
): Promise<LoudnessSummary[]> {
  const inputs = items.flatMap(({ inPath }) => ['-i', `file:${inPath}`]);
  if (items.length === 1) {
    // One file (a master): the true-peak measure, the costliest part, runs in a second ffmpeg on the other core.
    const { effect, driveDb, sampleRate, oversample, outPath } = items[0]!;
    const graph = `[0:a]${limiterGraph(effect, driveDb, sampleRate, oversample)},asplit=2[o0][m0]`;
    const writer = ['-v', 'error', ...inputs, '-filter_complex', graph, '-map', '[o0]', '-c:a', 'pcm_f32le'];
    return [
      await measureWhileWriting(ctx, [
        ...writer,
        '-y',
        `file:${outPath}`,
        '-map',
        '[m0]',
        '-c:a',
        'pcm_f32le',
        '-f',
        'wav',
        'pipe:1',
      ]),
    ];
  }
  const graph = items
    .map(
      ({ effect, driveDb, sampleRate, oversample }, i) =>
        `[${i}:a]${limiterGraph(effect, driveDb, sampleRate, oversample)},ebur128@k${i}=peak=true:framelog=verbose[o${i}]`,
    )
    .join(';');
  const maps = items.flatMap(({ outPath }, i) => ['-map', `[o${i}]`, '-c:a', 'pcm_f32le', '-y', `file:${outPath}`]);
  const run = await runFfmpeg(ctx.ffmpegPath, ['-v', 'info', ...inputs, '-filter_complex', graph, ...maps], {
    signal: ctx.signal,
    onOutSeconds: ctx.onOutSeconds,
  });
  return items.map((_, i) => summaryOf(run.stderr, `k${i}`));
}

/** Whether loudnorm will normalise `measured` linearly to `target` (its own rule: the peak after the gain fits). */
export function fitsLinear(measured: LoudnessSummary, target: LoudnessTarget): boolean {
  return measured.truePeakDbtp + (target.lufs - measured.integratedLufs) <= target.truePeakDbtp - 0.05;
}

/** loudnorm in linear mode with the values pass 2 measured, then the true-peak limiter just under the ceiling. */
export function normaliseGraph(measured: LoudnessSummary, target: LoudnessTarget, sampleRate: number): string {
  const loudnorm = [
    `I=${target.lufs}`,
    `TP=${target.truePeakDbtp}`,
    `LRA=${LOUDNORM_LRA}`,
    `measured_I=${measured.integratedLufs}`,
    `measured_TP=${measured.truePeakDbtp}`,
    `measured_LRA=${measured.lraLu}`,
    `measured_thresh=${measured.thresholdLufs}`,
    'offset=0',
    'linear=true',
  ].join(':');
  const ceiling = 10 ** ((target.truePeakDbtp - 0.3) / 20);
  // Should loudnorm fall back to its dynamic mode, it works (and outputs) at 192 kHz: back to the file's rate.
  return `aformat=channel_layouts=stereo,loudnorm=${loudnorm},aresample=${sampleRate},aformat=channel_layouts=stereo,alimiter=limit=${ceiling.toFixed(4)}:attack=1:release=50:level=0:latency=1`;
}

/** The 16-bit 44.1 kHz conversion for stores and previews: resampled, TPDF high-pass dither. */
export const TO_CD_FORMAT = 'aresample=44100:resampler=swr:filter_size=32:osf=s16:dither_method=triangular_hp';

/**
 * Pass 3 (apply): normalises each limited file and writes the outputs asked for. With `analysisTo`, the first item's
 * 24-bit output is also written as float WAV to that stream, for an analysis running at the same time.
 */
export async function applyPass(
  ctx: PassContext,
  items: Array<{
    inPath: string;
    measured: LoudnessSummary;
    target: LoudnessTarget;
    wav24Path?: string;
    wav16Path: string;
    /** The rate of the limited file (the source's). */
    sampleRate: number;
  }>,
  analysisTo?: Writable,
): Promise<void> {
  const inputs = items.flatMap(({ inPath }) => ['-i', `file:${inPath}`]);
  const graphs: string[] = [];
  const maps: string[] = [];
  items.forEach((item, i) => {
    const normalised = `[${i}:a]${normaliseGraph(item.measured, item.target, item.sampleRate)}`;
    if (item.wav24Path && analysisTo && i === 0) {
      graphs.push(`${normalised},asplit=3[h${i}][c${i}][a${i}];[c${i}]${TO_CD_FORMAT}[d${i}]`);
      maps.push('-map', `[h${i}]`, '-c:a', 'pcm_s24le', '-y', `file:${item.wav24Path}`);
      maps.push('-map', `[a${i}]`, '-c:a', 'pcm_f32le', '-f', 'wav', 'pipe:1');
    } else if (item.wav24Path) {
      graphs.push(`${normalised},asplit=2[h${i}][c${i}];[c${i}]${TO_CD_FORMAT}[d${i}]`);
      maps.push('-map', `[h${i}]`, '-c:a', 'pcm_s24le', '-y', `file:${item.wav24Path}`);
    } else {
      graphs.push(`${normalised},${TO_CD_FORMAT}[d${i}]`);
    }
    maps.push('-map', `[d${i}]`, '-c:a', 'pcm_s16le', '-y', `file:${item.wav16Path}`);
  });
  await runFfmpeg(ctx.ffmpegPath, ['-v', 'error', ...inputs, '-filter_complex', graphs.join(';'), ...maps], {
    signal: ctx.signal,
    onOutSeconds: ctx.onOutSeconds,
    stdoutTo: analysisTo,
  });
}

/** Turns a finished file down by `gainDb` (< 0) in place of its true-peak overshoot, keeping its format and rate. */
export async function trimPass(
  ctx: PassContext,
  inPath: string,
  gainDb: number,
  outputs: Array<{ path: string; codec: 'pcm_s24le' | 'pcm_s16le'; toCd: boolean }>,
): Promise<void> {
  const graph = [
    `[0:a]volume=${gainDb.toFixed(2)}dB,asplit=${outputs.length}${outputs.map((_, i) => `[t${i}]`).join('')}`,
  ];
  const maps: string[] = [];
  outputs.forEach((output, i) => {
    graph.push(`[t${i}]${output.toCd ? TO_CD_FORMAT : 'anull'}[u${i}]`);
    maps.push('-map', `[u${i}]`, '-c:a', output.codec, '-y', `file:${output.path}`);
  });
  await runFfmpeg(
    ctx.ffmpegPath,
    ['-v', 'error', '-i', `file:${inPath}`, '-filter_complex', graph.join(';'), ...maps],
    {
      signal: ctx.signal,
    },
  );
}
