// The mastering engine measured from the outside: real ffmpeg renders of a synthetic mix, judged by what the outputs
// measure (loudness, true peak, crest factor, band energies, formats), never by the filter strings.
import { execFile, execFileSync } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMasteringEngine, MASTERING_TARGET, type MasteringAnalysis } from './index.ts';
import { machineCanMaster, writeTestMix } from './test-mix.ts';

/** The bundled ffmpeg of a bare machine cannot master (npm test says so); every other machine runs these. */
const CAN_MASTER = await machineCanMaster();
const FFMPEG = process.env.FFMPEG_PATH ?? 'ffmpeg';
const FFPROBE = process.env.FFPROBE_PATH ?? 'ffprobe';
const run = promisify(execFile);

let dir: string;
/** 40 s, 48 kHz, -24 LUFS, bass-heavy, with quiet and loud sections. */
let mix: string;
/** 20 s, 44.1 kHz, -10 LUFS, bright and bass-light: a "commercial track" to match. */
let reference: string;
const engine = createMasteringEngine({ ffmpegPath: FFMPEG });

/** Root-mean-square difference of two analyses' band energies, in dB. */
function bandDistance(a: MasteringAnalysis, b: MasteringAnalysis): number {
  const squares = a.bands.map((band, i) => (band.energy_db - b.bands[i]!.energy_db) ** 2);
  return Math.sqrt(squares.reduce((sum, s) => sum + s, 0) / squares.length);
}

/** Process ids of the ffmpeg processes this test process started and that still run. */
function ffmpegChildren(): number[] {
  const table = execFileSync('ps', ['-e', '-o', 'pid=,ppid=,comm='], { encoding: 'utf8' });
  return table
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter(([, ppid, comm]) => Number(ppid) === process.pid && comm === 'ffmpeg')
    .map(([pid]) => Number(pid));
}

async function probe(file: string) {
  const { stdout } = await run(FFPROBE, [
    '-v',
    'error',
    '-show_entries',
    'stream=codec_name,sample_rate,channels,bits_per_sample:format=duration',
    '-of',
    'json',
    file,
  ]);
  const parsed = JSON.parse(stdout) as {
    streams: Array<{ codec_name: string; sample_rate: string; channels: number; bits_per_sample: number }>;
    format: { duration: string };
  };
  return { ...parsed.streams[0]!, duration: Number(parsed.format.duration) };
}

beforeAll(async () => {
  if (!CAN_MASTER) return;
  dir = await mkdtemp(path.join(os.tmpdir(), 'otodoke-mastering-'));
  mix = path.join(dir, 'mix.wav');
  reference = path.join(dir, 'reference.wav');
  await Promise.all([
    writeTestMix(FFMPEG, mix, { seconds: 40, lufs: -24, sampleRate: 48000 }),
    writeTestMix(FFMPEG, reference, { seconds: 20, lufs: -10, bright: true }),
  ]);
}, 60_000);

afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe.skipIf(!CAN_MASTER)('mastering engine', () => {
  it('analyses loudness, peak, crest factor, bands and a waveform', async () => {
    const analysis = await engine.analyse(mix);
    expect(analysis.integrated_lufs).toBeGreaterThan(-24.6);
    expect(analysis.integrated_lufs).toBeLessThan(-23.4);
    expect(analysis.sample_rate).toBe(48000);
    expect(analysis.duration_seconds).toBeCloseTo(40, 0);
    expect(analysis.true_peak_dbtp).toBeLessThan(-3);
    expect(analysis.crest_factor_db).toBeGreaterThan(10);
    expect(analysis.loudness_range_lu).toBeGreaterThan(3);
    expect(analysis.bands).toHaveLength(8);
    // The mix is bass-heavy: its lowest bands carry far more energy than its highest.
    expect(analysis.bands[0]!.energy_db).toBeGreaterThan(analysis.bands[7]!.energy_db + 10);
    expect(analysis.waveform).toHaveLength(400);
    expect(Math.max(...analysis.waveform!)).toBeLessThanOrEqual(1);
    // Quiet and loud sections show in the waveform.
    expect(Math.max(...analysis.waveform!)).toBeGreaterThan(Math.min(...analysis.waveform!) * 1.5);
  });

  it('renders three level-matched previews that differ from each other and from the source', async () => {
    const outDir = path.join(dir, 'previews');
    await run('mkdir', ['-p', outDir]);
    const progress: number[] = [];
    const result = await engine.renderPreviews({
      sourcePath: mix,
      startSeconds: 10,
      lengthSeconds: 30,
      outDir,
      onProgress: (p) => progress.push(p),
    });
    const { dry, balance, wet } = result.previews;
    const louds = [dry, balance, wet].map((p) => p.analysis.integrated_lufs);
    // Level-matched: the ears compare tone, not loudness.
    expect(Math.max(...louds) - Math.min(...louds)).toBeLessThanOrEqual(1);
    for (const preview of [dry, balance, wet]) {
      // Exactly the slice: no filter tail, no lost start.
      expect(Math.abs(preview.analysis.duration_seconds - 30)).toBeLessThan(0.01);
      expect(preview.analysis.true_peak_dbtp).toBeLessThanOrEqual(MASTERING_TARGET.truePeakDbtp);
      // Compressed and limited: at least 2 dB less crest factor than the source, and a different tone.
      expect(preview.analysis.crest_factor_db).toBeLessThan(result.source.crest_factor_db - 2);
      expect(bandDistance(preview.analysis, result.source)).toBeGreaterThan(0.5);
      const format = await probe(preview.path);
      expect(format).toMatchObject({ codec_name: 'pcm_s16le', sample_rate: '44100', channels: 2 });
    }
    // wet is denser than dry; the three tones differ from each other.
    expect(wet.analysis.crest_factor_db).toBeLessThan(dry.analysis.crest_factor_db - 1.5);
    expect(bandDistance(dry.analysis, balance.analysis)).toBeGreaterThan(1.5);
    expect(bandDistance(dry.analysis, wet.analysis)).toBeGreaterThan(1.5);
    expect(bandDistance(balance.analysis, wet.analysis)).toBeGreaterThan(0.5);
    // balance moves the bass-heavy mix toward the neutral curve: less low end, more upper mids and highs.
    expect(balance.analysis.bands[0]!.energy_db).toBeLessThan(dry.analysis.bands[0]!.energy_db - 1);
    expect(balance.analysis.bands[5]!.energy_db).toBeGreaterThan(dry.analysis.bands[5]!.energy_db + 2);
    expect(progress.at(-1)).toBe(100);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    // Nothing but the three previews is left in the directory.
    expect((await readdir(outDir)).sort()).toEqual(['preview-balance.wav', 'preview-dry.wav', 'preview-wet.wav']);
  }, 60_000);

  it('masters the whole file to -14 LUFS and -1 dBTP as 24-bit at the source rate and 16-bit 44.1 kHz', async () => {
    const outDir = path.join(dir, 'master');
    await run('mkdir', ['-p', outDir]);
    const progress: number[] = [];
    const result = await engine.master({
      sourcePath: mix,
      effect: 'balance',
      outDir,
      onProgress: (p) => progress.push(p),
    });
    expect(Math.abs(result.analysis.integrated_lufs - MASTERING_TARGET.lufs)).toBeLessThanOrEqual(1);
    expect(result.analysis.true_peak_dbtp).toBeLessThanOrEqual(-1);
    expect(Math.abs(result.analysis.duration_seconds - 40)).toBeLessThan(0.01);
    const wav24 = await probe(result.wav24Path);
    expect(wav24).toMatchObject({ codec_name: 'pcm_s24le', sample_rate: '48000', channels: 2, bits_per_sample: 24 });
    const wav16 = await probe(result.wav16Path);
    expect(wav16).toMatchObject({ codec_name: 'pcm_s16le', sample_rate: '44100', channels: 2, bits_per_sample: 16 });
    expect(Math.abs(wav16.duration - 40)).toBeLessThan(0.01);
    const store = await engine.analyse(result.wav16Path);
    expect(Math.abs(store.integrated_lufs - MASTERING_TARGET.lufs)).toBeLessThanOrEqual(1);
    expect(store.true_peak_dbtp).toBeLessThanOrEqual(-1);
    expect(progress.at(-1)).toBe(100);
    expect(progress).toEqual([...new Set(progress)].sort((a, b) => a - b));
  }, 60_000);

  it('matches a reference track: the tone moves toward it and the loudness follows it', async () => {
    const outDir = path.join(dir, 'reference-master');
    await run('mkdir', ['-p', outDir]);
    const [source, ref] = await Promise.all([engine.analyse(mix), engine.analyse(reference)]);
    const result = await engine.master({ sourcePath: mix, referencePath: reference, effect: 'dry', outDir });
    const before = bandDistance(source, ref);
    const after = bandDistance(result.analysis, ref);
    expect(after).toBeLessThan(before * 0.7);
    // The reference is at -10 LUFS (inside the -16…-7 bounds): the master follows it, not -14.
    expect(Math.abs(result.analysis.integrated_lufs - ref.integrated_lufs)).toBeLessThanOrEqual(1);
    expect(result.analysis.true_peak_dbtp).toBeLessThanOrEqual(-1);
  }, 60_000);

  it('renders previews and a stereo master of a mono mix and of a plain stereo tone (any channel layout)', async () => {
    for (const channels of [1, 2]) {
      const tone = path.join(dir, `tone-${channels}.wav`);
      await run(FFMPEG, ['-v', 'error', '-f', 'lavfi', '-i', 'sine=f=220:d=12', '-ac', String(channels), '-y', tone]);
      const out = await mkdtemp(path.join(dir, `tone-${channels}-`));
      const { previews } = await engine.renderPreviews({
        sourcePath: tone,
        startSeconds: 0,
        lengthSeconds: 30,
        outDir: out,
      });
      for (const effect of ['dry', 'balance', 'wet'] as const) {
        expect((await probe(previews[effect].path)).channels).toBe(2);
      }
      const master = await engine.master({ sourcePath: tone, effect: 'balance', outDir: out });
      expect((await probe(master.wav24Path)).channels).toBe(2);
      expect(Math.abs(master.analysis.integrated_lufs - MASTERING_TARGET.lufs)).toBeLessThanOrEqual(1);
    }
  });

  it('refuses a silent mix', async () => {
    const silent = path.join(dir, 'silent.wav');
    await run(FFMPEG, ['-v', 'error', '-f', 'lavfi', '-i', 'anullsrc=r=44100:cl=stereo', '-t', '5', '-y', silent]);
    await expect(engine.master({ sourcePath: silent, effect: 'dry', outDir: dir })).rejects.toMatchObject({
      name: 'MasteringEngineError',
      reason: 'silent',
    });
  });

  it('stops when canceled: the running ffmpeg is killed, the promise rejects, nothing is left', async () => {
    const outDir = path.join(dir, 'canceled');
    await run('mkdir', ['-p', outDir]);
    const controller = new AbortController();
    const mastering = engine.master({ sourcePath: mix, effect: 'wet', outDir, signal: controller.signal });
    const rejected = expect(mastering).rejects.toMatchObject({ name: 'AbortError' });
    // Abort while an ffmpeg child of this process is running.
    let seen: number[] = [];
    for (let i = 0; i < 500 && seen.length === 0; i++) {
      seen = ffmpegChildren();
      if (seen.length === 0) await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(seen.length).toBeGreaterThan(0);
    controller.abort();
    await rejected;
    expect(ffmpegChildren()).toEqual([]);
    expect(await readdir(outDir)).toEqual([]);
  }, 30_000);
});
