// Whether an ffmpeg can run the engine's filter graphs: the engine needs ffmpeg 5 or later (asoftclip, alimiter's
// latency compensation). The npm-bundled static ffmpeg a bare machine falls back to is a 2018 build without them, so
// the feature says so instead of failing in the middle of a job (decision 0022).
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

export type MasteringSupport = { ok: true } | { ok: false; missing: string[] };

const known = new Map<string, Promise<MasteringSupport>>();

async function probe(ffmpegPath: string): Promise<MasteringSupport> {
  try {
    const [filters, limiter] = await Promise.all([
      run(ffmpegPath, ['-hide_banner', '-filters'], { maxBuffer: 4 * 1024 * 1024 }),
      run(ffmpegPath, ['-hide_banner', '-h', 'filter=alimiter'], { maxBuffer: 1024 * 1024 }),
    ]);
    const missing: string[] = [];
    for (const filter of ['asoftclip', 'acrossover', 'loudnorm', 'ebur128', 'stereotools', 'firequalizer']) {
      if (!new RegExp(`^ \\S+ ${filter} `, 'm').test(filters.stdout)) missing.push(filter);
    }
    if (!/^\s+latency\s/m.test(limiter.stdout)) missing.push('alimiter latency');
    return missing.length === 0 ? { ok: true } : { ok: false, missing };
  } catch {
    return { ok: false, missing: ['ffmpeg'] };
  }
}

/** Checked once per ffmpeg path; `null` (no ffmpeg at all) is unsupported. */
export function masteringSupport(ffmpegPath: string | null): Promise<MasteringSupport> {
  if (ffmpegPath === null) return Promise.resolve({ ok: false, missing: ['ffmpeg'] });
  let answer = known.get(ffmpegPath);
  if (!answer) {
    answer = probe(ffmpegPath);
    known.set(ffmpegPath, answer);
  }
  return answer;
}
