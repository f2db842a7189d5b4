// Mastering engine figures: a 4-minute 44.1 kHz stereo mix analysed with its three 30-s effect previews rendered, and
// mastered whole, each as seconds, a multiple of real time and a ratio to a plain ffmpeg decode+encode (WAV to 24-bit
// WAV) of the same file in the same run. Goals (issue 17, 2-core machine): previews under 8 s, master 30x or better.
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { createMasteringEngine } from '../src/integrations/mastering-engine/index.ts';
import { writeTestMix } from '../src/integrations/mastering-engine/test-mix.ts';
import { record } from './figures.ts';

const run = promisify(execFile);
const SECONDS = Number(process.env.BENCH_MASTERING_SECONDS ?? 240);

/**
 * CPU seconds of this process and of its finished children (ffmpeg), from /proc (Linux; NaN elsewhere): on a shared
 * machine, wall time includes waiting for a core and CPU time says what the work itself cost.
 */
function cpuSeconds(): number {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]!.split(' ');
    // utime, stime, cutime, cstime are fields 14-17 of the line, 12-15 after the command name; 100 ticks a second.
    return fields.slice(11, 15).reduce((sum, ticks) => sum + Number(ticks), 0) / 100;
  } catch {
    return Number.NaN;
  }
}

async function timed<T>(work: () => Promise<T>): Promise<{ seconds: number; cpuSeconds: number; value: T }> {
  const start = process.hrtime.bigint();
  const cpuStart = cpuSeconds();
  const value = await work();
  return { seconds: Number(process.hrtime.bigint() - start) / 1e9, cpuSeconds: cpuSeconds() - cpuStart, value };
}

export async function measureMastering(): Promise<void> {
  const ffmpeg = process.env.FFMPEG_PATH ?? 'ffmpeg';
  const dir = await mkdtemp(path.join(os.tmpdir(), 'otodoke-bench-mastering-'));
  try {
    const mix = path.join(dir, 'mix.wav');
    await writeTestMix(ffmpeg, mix, { seconds: SECONDS, lufs: -20, sampleRate: 44100 });
    const engine = createMasteringEngine({ ffmpegPath: ffmpeg });
    const baseline = await timed(() =>
      run(ffmpeg, ['-nostdin', '-v', 'error', '-i', mix, '-c:a', 'pcm_s24le', '-y', path.join(dir, 'copy.wav')]),
    );
    const previewDir = path.join(dir, 'previews');
    await mkdir(previewDir);
    const previews = await timed(() =>
      engine.renderPreviews({ sourcePath: mix, startSeconds: 60, lengthSeconds: 30, outDir: previewDir }),
    );
    const masters: Array<{ effect: string; seconds: number; cpuSeconds: number; lufs: number; truePeak: number }> = [];
    for (const effect of ['balance', 'wet'] as const) {
      const outDir = path.join(dir, `master-${effect}`);
      await mkdir(outDir);
      const master = await timed(() => engine.master({ sourcePath: mix, effect, outDir }));
      masters.push({
        effect,
        seconds: master.seconds,
        cpuSeconds: master.cpuSeconds,
        lufs: master.value.analysis.integrated_lufs,
        truePeak: master.value.analysis.true_peak_dbtp,
      });
    }
    const line = (label: string, t: { seconds: number; cpuSeconds: number }) =>
      `  ${label.padEnd(44)} ${t.seconds.toFixed(2).padStart(7)} s ${(SECONDS / t.seconds).toFixed(1).padStart(7)}x real time   x${(t.seconds / baseline.seconds).toFixed(1)} baseline   (CPU ${t.cpuSeconds.toFixed(2)} s)`;
    console.log(
      `\nmastering: a ${SECONDS} s 44.1 kHz stereo mix, ${os.cpus().length} cores, load average ${os.loadavg()[0]!.toFixed(1)}`,
    );
    console.log(line('ffmpeg decode+encode WAV->24-bit (baseline)', baseline));
    console.log(line('analyse + three 30-s previews', previews));
    for (const master of masters) {
      console.log(`${line(`whole master (${master.effect})`, master)}   ${master.lufs} LUFS ${master.truePeak} dBTP`);
    }
    record('mastering', 'seconds', SECONDS);
    record('mastering', 'baseline', {
      seconds: baseline.seconds,
      cpuSeconds: baseline.cpuSeconds,
      xRealTime: SECONDS / baseline.seconds,
    });
    record('mastering', 'previews', {
      seconds: previews.seconds,
      cpuSeconds: previews.cpuSeconds,
      xRealTime: SECONDS / previews.seconds,
      xBaseline: previews.seconds / baseline.seconds,
    });
    for (const master of masters) {
      record('mastering', `master-${master.effect}`, {
        ...master,
        xRealTime: SECONDS / master.seconds,
        xBaseline: master.seconds / baseline.seconds,
      });
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
