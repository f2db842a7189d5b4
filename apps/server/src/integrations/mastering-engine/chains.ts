// The filter graphs of each effect (decision 0022), built from measured figures: tone EQ (neutral-curve balance or a
// reference track's tone), single- or multi-band compression, stereo image, then the drive into a limiter.
import type { MasteringEffect } from '@otodoke/domain';
import { MATCH_CENTRES } from './spectrum.ts';

/** Where the mix is brought before compression, so that thresholds mean the same for every mix. */
export const WORKING_LUFS = -18;

/** The long-term tone of a neutral commercial mix per third octave (dB, before making it relative to the whole). */
function neutralCurveDb(hz: number): number {
  const above = Math.max(0, Math.log2(hz / 400));
  const below = Math.max(0, Math.log2(60 / hz));
  return -3.2 * above - 5 * below;
}

/** The neutral curve on MATCH_CENTRES, relative to its own total like a measured spectrum. */
export const NEUTRAL_BANDS_DB: number[] = (() => {
  const raw = MATCH_CENTRES.map(neutralCurveDb);
  const total = 10 * Math.log10(raw.reduce((sum, db) => sum + 10 ** (db / 10), 0));
  return raw.map((db) => db - total);
})();

const clamp = (value: number, limit: number) => Math.max(-limit, Math.min(limit, value));

/**
 * Per-band EQ gains that move `sourceDb` toward `targetDb` (both per MATCH_CENTRES, relative to their totals):
 * `strength` of the difference, the mean difference removed (tone, not level), clamped to ±limit dB and smoothed
 * over neighbouring bands so that the EQ has no narrow peaks.
 */
export function matchingGains(sourceDb: number[], targetDb: number[], strength: number, limit: number): number[] {
  const diff = sourceDb.map((db, i) => (targetDb[i] ?? db) - db);
  const mean = diff.reduce((sum, d) => sum + d, 0) / Math.max(1, diff.length);
  const clamped = diff.map((d) => clamp((d - mean) * strength, limit));
  const smoothed = clamped.map((_, i) => {
    const around = [clamped[i - 1], clamped[i], clamped[i], clamped[i + 1]].filter((v) => v !== undefined);
    return around.reduce((sum, v) => sum + v, 0) / around.length;
  });
  return smoothed.map((g) => Math.round(clamp(g, limit) * 100) / 100);
}

/** firequalizer with one gain entry per third-octave centre, interpolated smoothly between them. */
function toneEq(gainsDb: number[] | undefined): string[] {
  if (!gainsDb || gainsDb.every((g) => Math.abs(g) < 0.05)) return [];
  const entries = gainsDb.map((g, i) => `entry(${MATCH_CENTRES[i]},${g})`).join(';');
  // The linear-phase FIR delays the audio by `delay`; zero_phase moves the timestamps back by as much and atrim drops
  // what now lies before zero, so that every effect stays sample-aligned with the source (the player switches at the
  // same position). The tail it adds is cut by the pass's output duration.
  return [
    `firequalizer=gain_entry='${entries}':gain='cubic_interpolate(f)':delay=0.02:accuracy=5:zero_phase=1`,
    'atrim=start=0',
    'asetpts=PTS-STARTPTS',
  ];
}

export interface ChainInput {
  effect: MasteringEffect;
  /** Gain that brings the whole mix to WORKING_LUFS. */
  stagingDb: number;
  /** Tone EQ per MATCH_CENTRES band: toward the reference track when there is one, else the effect's balance EQ. */
  toneGainsDb?: number[];
}

/** How hard each effect balances the tone toward the neutral curve (strength, limit dB); dry does not. */
export const BALANCE_STRENGTH: Record<MasteringEffect, { strength: number; limit: number } | null> = {
  dry: null,
  balance: { strength: 0.6, limit: 4 },
  wet: { strength: 0.8, limit: 5 },
};

/** The limiter ceiling each effect drives into (dBFS) and how far above the target loudness it aims before loudnorm. */
export const DRIVE: Record<MasteringEffect, { ceilingDb: number; aimAboveTargetDb: number }> = {
  dry: { ceilingDb: -1.5, aimAboveTargetDb: 0 },
  balance: { ceilingDb: -1.5, aimAboveTargetDb: 2.5 },
  wet: { ceilingDb: -1.5, aimAboveTargetDb: 4 },
};

const db = (value: number) => `${value.toFixed(2)}dB`;

/**
 * The processing of one effect from `[in]` to `[out]`: staging gain, EQ, compression and stereo image. The drive and
 * limiter come after (limiterGraph) so that the drive can be set from this output's measured loudness.
 */
export function processingGraph(input: ChainInput, inLabel: string, outLabel: string): string {
  const { effect } = input;
  const tag = `${outLabel}_`;
  const head = [`volume=${db(input.stagingDb)}`, 'aformat=sample_fmts=fltp'];
  if (effect === 'dry') {
    const chain = [
      ...head,
      'highpass=f=20:poles=2',
      ...toneEq(input.toneGainsDb),
      'bass=g=1:f=100:w=0.6',
      'treble=g=1.2:f=9000:w=0.6',
      'acompressor=threshold=-24dB:ratio=2:attack=30:release=300:knee=6:makeup=1.6',
      'extrastereo=m=1.1:c=0',
    ];
    return `[${inLabel}]${chain.join(',')}[${outLabel}]`;
  }
  if (effect === 'balance') {
    return [
      `[${inLabel}]${[...head, 'highpass=f=25:poles=2', ...toneEq(input.toneGainsDb), 'acrossover=split=180 2200:order=4th'].join(',')}[${tag}l][${tag}m][${tag}h]`,
      `[${tag}l]acompressor=threshold=-26dB:ratio=3:attack=25:release=220:knee=6:makeup=2,stereotools=slev=0.7[${tag}l2]`,
      `[${tag}m]acompressor=threshold=-28dB:ratio=2.5:attack=12:release=160:knee=6:makeup=2[${tag}m2]`,
      `[${tag}h]acompressor=threshold=-32dB:ratio=2.5:attack=4:release=90:knee=6:makeup=2,extrastereo=m=1.3:c=0[${tag}h2]`,
      `[${tag}l2][${tag}m2][${tag}h2]amix=inputs=3:normalize=0[${outLabel}]`,
    ].join(';');
  }
  return [
    `[${inLabel}]${[
      ...head,
      'highpass=f=28:poles=2',
      ...toneEq(input.toneGainsDb),
      'bass=g=3:f=80:w=0.6',
      'equalizer=f=3000:t=q:w=1.2:g=1.5',
      'treble=g=3.5:f=9000:w=0.6',
      'acrossover=split=150 3000:order=4th',
    ].join(',')}[${tag}a][${tag}b][${tag}c]`,
    `[${tag}a]acompressor=threshold=-30dB:ratio=4:attack=20:release=180:knee=4:makeup=3,stereotools=slev=0.5[${tag}a2]`,
    `[${tag}b]acompressor=threshold=-33dB:ratio=4:attack=8:release=120:knee=4:makeup=3,extrastereo=m=1.3:c=0[${tag}b2]`,
    `[${tag}c]acompressor=threshold=-36dB:ratio=4.5:attack=2:release=70:knee=4:makeup=3,extrastereo=m=1.6:c=0[${tag}c2]`,
    `[${tag}a2][${tag}b2][${tag}c2]amix=inputs=3:normalize=0[${outLabel}]`,
  ].join(';');
}

/**
 * The drive into the effect's limiter (no auto level). With `oversample` (and below 88.2 kHz) the limiter runs at twice
 * the rate: a sample-peak limiter lets inter-sample peaks through (up to 1.5 dB over its ceiling on dense material);
 * oversampled it holds the true peak near the ceiling, which loud targets need.
 */
export function limiterGraph(
  effect: MasteringEffect,
  driveDb: number,
  sampleRate: number,
  oversample: boolean,
): string {
  const { ceilingDb } = DRIVE[effect];
  const release = effect === 'wet' ? 40 : effect === 'balance' ? 60 : 100;
  // wet saturates softly before the limiter: density (harmonics, rounder transients), not only gain reduction.
  const saturate = effect === 'wet' ? ',asoftclip=type=tanh:threshold=0.8' : '';
  const limiter = `alimiter=limit=${(10 ** (ceilingDb / 20)).toFixed(4)}:attack=5:release=${release}:level=0:latency=1`;
  const oversampled =
    oversample && sampleRate < 88200 ? `aresample=${sampleRate * 2},${limiter},aresample=${sampleRate}` : limiter;
  return `volume=${db(driveDb)}${saturate},${oversampled}`;
}
