// Composes the mastering engine (decision 0022): analyse the source once, process each effect, set the limiter drive
// from a measurement, normalise in linear mode with loudnorm, check the true peak of what was written.

import { rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { PassThrough, type Readable } from 'node:stream';
import type { MasteringEffect } from '@otodoke/domain';
import { MASTERING_EFFECTS } from '@otodoke/domain';
import { analyseFile, type DetailedAnalysis, type LoudnessSummary } from './analysis.ts';
import { BALANCE_STRENGTH, type ChainInput, DRIVE, matchingGains, NEUTRAL_BANDS_DB, WORKING_LUFS } from './chains.ts';
import { abortError } from './ffmpeg-run.ts';
import { applyPass, fitsLinear, limitPass, type PassContext, processPass, trimPass } from './passes.ts';
import { masteringSupport } from './support.ts';
import {
  type LoudnessTarget,
  MASTERING_TARGET,
  type MasterInput,
  type MasteringAnalysis,
  type MasteringEngine,
  MasteringEngineError,
  type MasteringEngineOptions,
  type RenderPreviewsInput,
  type RenderPreviewsResult,
} from './types.ts';

/** A reference track's loudness is followed within these bounds (decision 0022). */
const REFERENCE_LUFS_RANGE = { min: -16, max: -7 };
/** Reference matching: the whole difference, clamped to ±6 dB per third octave. */
const REFERENCE_MATCH = { strength: 1, limit: 6 };
/** Tries of the drive into the limiter before loudnorm is left to fall back to its own dynamic mode. */
const DRIVE_TRIES = 4;
/** Targets louder than this are limited oversampled from the first try. */
const OVERSAMPLE_ABOVE_LUFS = -12;

/** ebur128's floor: nothing above the absolute gate. */
const SILENT_LUFS = -70;

function refuseSilence(analysis: DetailedAnalysis, what: string): void {
  if (analysis.loudness.integratedLufs <= SILENT_LUFS) {
    throw new MasteringEngineError(`The ${what} is silent: nothing above -70 LUFS to measure or master`, 'silent');
  }
}

const clampNumber = (value: number, min: number, max: number) => Math.max(min, Math.min(max, value));

interface Plan {
  chain: ChainInput;
  target: LoudnessTarget;
}

/** The chain and loudness target of one effect for a source (and an optional reference). */
function planEffect(
  effect: MasteringEffect,
  source: DetailedAnalysis,
  reference: DetailedAnalysis | null,
  baseTarget: LoudnessTarget,
): Plan {
  const stagingDb = clampNumber(WORKING_LUFS - source.loudness.integratedLufs, -30, 40);
  let toneGainsDb: number[] | undefined;
  if (reference) {
    toneGainsDb = matchingGains(
      source.matchBandsDb,
      reference.matchBandsDb,
      REFERENCE_MATCH.strength,
      REFERENCE_MATCH.limit,
    );
  } else {
    const balance = BALANCE_STRENGTH[effect];
    if (balance) toneGainsDb = matchingGains(source.matchBandsDb, NEUTRAL_BANDS_DB, balance.strength, balance.limit);
  }
  const target = reference
    ? {
        lufs: clampNumber(reference.loudness.integratedLufs, REFERENCE_LUFS_RANGE.min, REFERENCE_LUFS_RANGE.max),
        truePeakDbtp: baseTarget.truePeakDbtp,
      }
    : baseTarget;
  return { chain: { effect, stagingDb, toneGainsDb }, target };
}

/** The drive that brings a processed signal measured at `processedLufs` to the effect's aim above the target. */
function firstDrive(effect: MasteringEffect, processedLufs: number, target: LoudnessTarget): number {
  return clampNumber(target.lufs + DRIVE[effect].aimAboveTargetDb - processedLufs, -20, 30);
}

/**
 * The next drive after the tries so far (drive, loudness measured after the limiter): toward the effect's aim above
 * the target. Into a limiter, 1 dB more drive gives less than 1 dB more loudness: from the second try on, the slope
 * the tries measured (bounded to 0.15…1) says how much more is needed.
 */
function nextDrive(
  tries: Array<{ drive: number; lufs: number }>,
  target: LoudnessTarget,
  effect: MasteringEffect,
): number {
  const last = tries.at(-1)!;
  const short = target.lufs + DRIVE[effect].aimAboveTargetDb - last.lufs;
  const previous = tries.at(-2);
  const measuredSlope =
    previous && last.drive !== previous.drive ? (last.lufs - previous.lufs) / (last.drive - previous.drive) : 0.6;
  const slope = clampNumber(measuredSlope, 0.15, 1);
  return clampNumber(last.drive + short / slope + 0.3, -20, 48);
}

/**
 * The loudness loudnorm is asked for: the target, or, when the limiter could not get there under the ceiling (a very
 * loud reference on a dynamic mix), as loud as the ceiling allows, so that loudnorm stays linear and adds no overs.
 */
function reachableTarget(measured: LoudnessSummary, target: LoudnessTarget): LoudnessTarget {
  if (fitsLinear(measured, target)) return target;
  const loudest = measured.integratedLufs + (target.truePeakDbtp - 0.1 - measured.truePeakDbtp);
  return { lufs: Math.round(Math.min(target.lufs, loudest) * 10) / 10, truePeakDbtp: target.truePeakDbtp };
}

interface EffectWork {
  effect: MasteringEffect;
  plan: Plan;
  processedPath: string;
  limitedPath: string;
  driveDb: number;
  measured?: LoudnessSummary;
  tries: Array<{ drive: number; lufs: number }>;
  /** The source's rate, which the processed and limited files keep. */
  sampleRate: number;
}

/** Pass 2 with retries: each effect's drive is raised until loudnorm can normalise it linearly (or tries run out). */
async function limitAll(ctx: PassContext, works: EffectWork[]): Promise<void> {
  let pending = works;
  for (let attempt = 0; attempt < DRIVE_TRIES && pending.length > 0; attempt++) {
    const measured = await limitPass(
      ctx,
      pending.map((w) => ({
        inPath: w.processedPath,
        effect: w.effect,
        driveDb: w.driveDb,
        outPath: w.limitedPath,
        sampleRate: w.sampleRate,
        // Oversampled (true-peak) limiting for loud targets and for retries; -14 LUFS fits at once without it.
        oversample: attempt > 0 || w.plan.target.lufs > OVERSAMPLE_ABOVE_LUFS,
      })),
    );
    pending.forEach((w, i) => {
      w.measured = measured[i];
      w.tries.push({ drive: w.driveDb, lufs: measured[i]!.integratedLufs });
    });
    pending = pending.filter((w) => {
      if (fitsLinear(w.measured!, w.plan.target)) return false;
      w.driveDb = nextDrive(w.tries, w.plan.target, w.effect);
      return attempt < DRIVE_TRIES - 1;
    });
  }
}

/** Reports whole percents, each only once and never going back (a retried pass starts its stage again). */
function progressReporter(onProgress: ((percent: number) => void) | undefined): (percent: number) => void {
  let last = -1;
  return (percent) => {
    const value = Math.round(clampNumber(percent, 0, 100));
    if (value <= last) return;
    last = value;
    onProgress?.(value);
  };
}

async function removeQuietly(paths: string[]): Promise<void> {
  await Promise.all(paths.map((p) => rm(p, { force: true })));
}

export function createMasteringEngine(options: MasteringEngineOptions = {}): MasteringEngine {
  const ffmpegPath = options.ffmpegPath ?? process.env.FFMPEG_PATH ?? 'ffmpeg';
  const baseTarget = options.target ?? MASTERING_TARGET;

  const analyseDetailed = (file: string | Readable, signal?: AbortSignal, truePeak = true) =>
    analyseFile(ffmpegPath, file, { signal, truePeak });

  /**
   * Analyses a written 16-bit or 24-bit file (or takes the analysis made while it was written); turns the file down
   * when its true peak went over the ceiling, and analyses it again.
   */
  async function checkedAnalysis(
    ctx: PassContext,
    file: string,
    target: LoudnessTarget,
    rewrite: (gainDb: number) => Promise<void>,
    measured?: DetailedAnalysis,
  ): Promise<MasteringAnalysis> {
    const first = measured ?? (await analyseDetailed(file, ctx.signal));
    const over = first.analysis.true_peak_dbtp - target.truePeakDbtp;
    if (over <= 0) return first.analysis;
    await rewrite(-(over + 0.1));
    return (await analyseDetailed(file, ctx.signal)).analysis;
  }

  /** Refuses before any work when this ffmpeg cannot run the graphs (too old, or none). */
  async function requireSupport(): Promise<void> {
    const support = await masteringSupport(ffmpegPath);
    if (!support.ok) {
      throw new MasteringEngineError(
        `ffmpeg at ${ffmpegPath} cannot master: no ${support.missing.join(', ')}`,
        'unsupported',
      );
    }
  }

  return {
    async analyse(inputPath, opts) {
      return (await analyseDetailed(inputPath, opts?.signal)).analysis;
    },

    async renderPreviews(input: RenderPreviewsInput): Promise<RenderPreviewsResult> {
      await requireSupport();
      const { signal, onProgress } = input;
      const report = progressReporter(onProgress);
      report(0);
      const [source, reference] = await Promise.all([
        analyseDetailed(input.sourcePath, signal),
        input.referencePath ? analyseDetailed(input.referencePath, signal) : Promise.resolve(null),
      ]);
      refuseSilence(source, 'mix');
      if (reference) refuseSilence(reference, 'reference track');
      report(25);
      const duration = source.analysis.duration_seconds;
      const length = Math.min(input.lengthSeconds, duration);
      const start = duration <= input.lengthSeconds ? 0 : clampNumber(input.startSeconds, 0, duration - length);
      const works: EffectWork[] = MASTERING_EFFECTS.map((effect) => ({
        effect,
        plan: planEffect(effect, source, reference, baseTarget),
        processedPath: path.join(input.outDir, `.preview-${effect}-processed.wav`),
        limitedPath: path.join(input.outDir, `.preview-${effect}-limited.wav`),
        driveDb: 0,
        tries: [],
        sampleRate: source.analysis.sample_rate,
      }));
      const temporary = works.flatMap((w) => [w.processedPath, w.limitedPath]);
      const previewPaths = Object.fromEntries(
        works.map((w) => [w.effect, path.join(input.outDir, `preview-${w.effect}.wav`)]),
      ) as Record<MasteringEffect, string>;
      const stage = (from: number, span: number) => (seconds: number) => report(from + (span * seconds) / length);
      try {
        const processed = await processPass(
          { ffmpegPath, signal, onOutSeconds: stage(25, 40) },
          input.sourcePath,
          { start, length },
          length,
          works.map((w) => ({ chain: w.plan.chain, outPath: w.processedPath })),
        );
        works.forEach((w, i) => {
          w.driveDb = firstDrive(w.effect, processed[i]!.integratedLufs, w.plan.target);
        });
        await limitAll({ ffmpegPath, signal, onOutSeconds: stage(65, 10) }, works);
        // One level for the three previews: the target, or the quietest effect's reachable loudness below it.
        const previewLufs = Math.min(...works.map((w) => reachableTarget(w.measured!, w.plan.target).lufs));
        const previewTarget = { lufs: previewLufs, truePeakDbtp: works[0]!.plan.target.truePeakDbtp };
        await applyPass(
          { ffmpegPath, signal, onOutSeconds: stage(75, 10) },
          works.map((w) => ({
            inPath: w.limitedPath,
            measured: w.measured!,
            target: previewTarget,
            wav16Path: previewPaths[w.effect],
            sampleRate: source.analysis.sample_rate,
          })),
        );
        const ctx = { ffmpegPath, signal };
        const analyses = await Promise.all(
          works.map((w) =>
            checkedAnalysis(ctx, previewPaths[w.effect], previewTarget, async (gainDb) => {
              await rename(previewPaths[w.effect], w.processedPath);
              await trimPass(ctx, w.processedPath, gainDb, [
                { path: previewPaths[w.effect], codec: 'pcm_s16le', toCd: true },
              ]);
            }),
          ),
        );
        report(100);
        const previews = Object.fromEntries(
          works.map((w, i) => [w.effect, { path: previewPaths[w.effect], analysis: analyses[i]! }]),
        ) as RenderPreviewsResult['previews'];
        return { source: source.analysis, previews };
      } catch (error) {
        await removeQuietly(Object.values(previewPaths));
        throw signal?.aborted ? abortError(signal) : error;
      } finally {
        await removeQuietly(temporary);
      }
    },

    async master(input: MasterInput) {
      await requireSupport();
      const { signal, onProgress, effect } = input;
      const report = progressReporter(onProgress);
      report(0);
      // The source's loudness and tone set the chain; its true peak is not needed here.
      const [source, reference] = await Promise.all([
        analyseDetailed(input.sourcePath, signal, false),
        input.referencePath ? analyseDetailed(input.referencePath, signal, false) : Promise.resolve(null),
      ]);
      refuseSilence(source, 'mix');
      if (reference) refuseSilence(reference, 'reference track');
      report(15);
      const duration = Math.max(0.001, source.analysis.duration_seconds);
      const stage = (from: number, span: number) => (seconds: number) => report(from + (span * seconds) / duration);
      const work: EffectWork = {
        effect,
        plan: planEffect(effect, source, reference, baseTarget),
        processedPath: path.join(input.outDir, `.master-${effect}-processed.wav`),
        limitedPath: path.join(input.outDir, `.master-${effect}-limited.wav`),
        driveDb: 0,
        tries: [],
        sampleRate: source.analysis.sample_rate,
      };
      const wav24Path = path.join(input.outDir, `master-${effect}-24bit.wav`);
      const wav16Path = path.join(input.outDir, `master-${effect}-16bit-44100.wav`);
      try {
        const [processed] = await processPass(
          { ffmpegPath, signal, onOutSeconds: stage(15, 45) },
          input.sourcePath,
          null,
          duration,
          [{ chain: work.plan.chain, outPath: work.processedPath }],
        );
        work.driveDb = firstDrive(effect, processed!.integratedLufs, work.plan.target);
        await limitAll({ ffmpegPath, signal, onOutSeconds: stage(60, 10) }, [work]);
        // The master is analysed while it is written: a second ffmpeg reads it from the first one's pipe (two cores).
        const written = new PassThrough();
        const ctx = { ffmpegPath, signal };
        // When the analysis fails, the writer is stopped too (it would wait on a pipe nobody reads).
        const pair = new AbortController();
        const [applied, measured] = await Promise.allSettled([
          applyPass(
            {
              ffmpegPath,
              signal: signal ? AbortSignal.any([signal, pair.signal]) : pair.signal,
              onOutSeconds: stage(70, 25),
            },
            [
              {
                inPath: work.limitedPath,
                measured: work.measured!,
                target: reachableTarget(work.measured!, work.plan.target),
                wav24Path,
                wav16Path,
                sampleRate: source.analysis.sample_rate,
              },
            ],
            written,
          ).finally(() => written.end()),
          analyseDetailed(written, signal).catch((error: unknown) => {
            pair.abort();
            throw error;
          }),
        ]);
        if (measured.status === 'rejected') throw measured.reason;
        if (applied.status === 'rejected') throw applied.reason;
        report(95);
        const analysis = await checkedAnalysis(
          ctx,
          wav24Path,
          work.plan.target,
          async (gainDb) => {
            await rename(wav24Path, work.processedPath);
            await trimPass(ctx, work.processedPath, gainDb, [
              { path: wav24Path, codec: 'pcm_s24le', toCd: false },
              { path: wav16Path, codec: 'pcm_s16le', toCd: true },
            ]);
          },
          measured.value,
        );
        if (source.analysis.sample_rate !== 44100) {
          // The 16-bit file was resampled: its own true peak is checked too.
          await checkedAnalysis(ctx, wav16Path, work.plan.target, async (gainDb) => {
            await rename(wav16Path, work.processedPath);
            await trimPass(ctx, work.processedPath, gainDb, [{ path: wav16Path, codec: 'pcm_s16le', toCd: true }]);
          });
        }
        report(100);
        return { wav24Path, wav16Path, analysis };
      } catch (error) {
        await removeQuietly([wav24Path, wav16Path]);
        throw signal?.aborted ? abortError(signal) : error;
      } finally {
        await removeQuietly([work.processedPath, work.limitedPath]);
      }
    },
  };
}
