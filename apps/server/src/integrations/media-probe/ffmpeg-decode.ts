// Decodes a whole audio or video file once with ffmpeg (FFMPEG_PATH) into its null muxer: what a header cannot tell
// (data cut off or damaged part-way) shows only when every frame is read. Nothing is written anywhere.
import { spawn } from 'node:child_process';
import { MediaToolMissingError } from './ffprobe.ts';

export interface DecodeResult {
  /** How far decoding got: the last output timestamp, in seconds (0 when nothing decoded). */
  decodedSeconds: number;
  /** What ffmpeg reported at level `error` (the first lines), and its exit status when it failed. */
  errors: string[];
}

export class MediaDecodeTimeoutError extends Error {
  constructor(timeoutMs: number) {
    super(`ffmpeg did not finish decoding within ${Math.round(timeoutMs / 1000)} s`);
    this.name = 'MediaDecodeTimeoutError';
  }
}

/** A broken file can make ffmpeg print a line per frame; the first few say what is wrong. */
const KEPT_ERROR_LINES = 20;

/** The largest `out_time_us=` value in ffmpeg's `-progress` output seen so far. */
function lastOutTime(progress: string, previous: number): number {
  let latest = previous;
  for (const match of progress.matchAll(/^out_time_us=(\d+)$/gm)) latest = Math.max(latest, Number(match[1]));
  return latest;
}

/**
 * Decodes every video and audio stream of the local file `filePath`. Resolves with how far decoding got and the
 * errors it met; rejects with MediaToolMissingError when ffmpeg cannot be run, MediaDecodeTimeoutError after
 * `timeoutMs` (ffmpeg is killed).
 */
export function decodeMedia(ffmpegPath: string, filePath: string, timeoutMs: number): Promise<DecodeResult> {
  const args = [
    '-nostdin',
    '-hide_banner',
    '-v',
    'error',
    '-nostats',
    '-progress',
    'pipe:1',
    // The file protocol, so a name is never taken for an option or another protocol.
    '-i',
    `file:${filePath}`,
    '-map',
    '0:v?',
    '-map',
    '0:a?',
    '-f',
    'null',
    '-',
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(ffmpegPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let outTimeUs = 0;
    let progressTail = '';
    let stderrTail = '';
    const errors: string[] = [];
    let isSettled = false;
    const settle = (outcome: () => void) => {
      if (isSettled) return;
      isSettled = true;
      clearTimeout(timer);
      outcome();
    };
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      settle(() => reject(new MediaDecodeTimeoutError(timeoutMs)));
    }, timeoutMs);
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      const text = progressTail + chunk;
      const lastBreak = text.lastIndexOf('\n');
      outTimeUs = lastOutTime(text.slice(0, lastBreak + 1), outTimeUs);
      progressTail = text.slice(lastBreak + 1);
    });
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      const lines = (stderrTail + chunk).split('\n');
      stderrTail = lines.pop() ?? '';
      for (const line of lines) if (line.trim() && errors.length < KEPT_ERROR_LINES) errors.push(line.trim());
    });
    child.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'EACCES') {
        settle(() => reject(new MediaToolMissingError('ffmpeg', ffmpegPath)));
      } else settle(() => reject(error));
    });
    child.on('close', (code, signal) => {
      outTimeUs = lastOutTime(`${progressTail}\n`, outTimeUs);
      if (stderrTail.trim() && errors.length < KEPT_ERROR_LINES) errors.push(stderrTail.trim());
      if (code !== 0) errors.push(`ffmpeg exited with ${signal ?? `code ${code}`}`);
      settle(() => resolve({ decodedSeconds: outTimeUs / 1_000_000, errors }));
    });
  });
}
