// Runs one ffmpeg process for the mastering engine: progress from `-progress pipe:3`, stdout collected when asked,
// the stderr tail kept for errors and summaries, and the child killed when the AbortSignal fires.
import { spawn } from 'node:child_process';
import type { Readable, Writable } from 'node:stream';
import { MasteringEngineError } from './types.ts';

export interface FfmpegRun {
  /** Everything ffmpeg wrote to stderr at the level asked for (summaries of ebur128 are parsed from it). */
  stderr: string;
  /** stdout bytes when `collectStdout` was set. */
  stdout: Buffer;
}

export interface FfmpegRunOptions {
  signal?: AbortSignal;
  /** Called with the output time in seconds as ffmpeg reports it. */
  onOutSeconds?: (seconds: number) => void;
  collectStdout?: boolean;
  /** Called for every stdout chunk instead of collecting it. */
  onStdout?: (chunk: Buffer) => void;
  /** Where stdout goes (with backpressure), e.g. the stdin of another ffmpeg running at the same time. */
  stdoutTo?: Writable;
  /** What ffmpeg reads as `pipe:0`. */
  stdin?: Readable;
}

/** The most stderr kept: ebur128 summaries are at the end; a broken file may print one line per frame. */
const STDERR_KEEP = 256 * 1024;

/** The reason an aborted signal carries, as an Error. */
export function abortError(signal: AbortSignal): Error {
  const reason: unknown = signal.reason;
  if (reason instanceof Error) return reason;
  const error = new Error(typeof reason === 'string' ? reason : 'The mastering run was canceled');
  error.name = 'AbortError';
  return error;
}

/** Runs `ffmpeg <args>` (progress goes to fd 3). Rejects with MasteringEngineError on a non-zero exit. */
export function runFfmpeg(ffmpegPath: string, args: string[], options: FfmpegRunOptions = {}): Promise<FfmpegRun> {
  const { signal } = options;
  if (signal?.aborted) return Promise.reject(abortError(signal));
  const fullArgs = ['-nostdin', '-hide_banner', '-nostats', '-progress', 'pipe:3', ...args];
  return new Promise((resolve, reject) => {
    const child = spawn(ffmpegPath, fullArgs, { stdio: [options.stdin ? 'pipe' : 'ignore', 'pipe', 'pipe', 'pipe'] });
    if (options.stdin && child.stdin) {
      // ffmpeg may stop reading early (killed, or failed): a broken pipe is not this run's error.
      child.stdin.on('error', () => {});
      options.stdin.pipe(child.stdin);
    }
    let stderr = '';
    const stdoutChunks: Buffer[] = [];
    let progressTail = '';
    let settled = false;
    const onAbort = () => {
      child.kill('SIGKILL');
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    const finish = (error: Error | null) => {
      if (settled) return;
      settled = true;
      signal?.removeEventListener('abort', onAbort);
      if (error) reject(error);
      else resolve({ stderr, stdout: Buffer.concat(stdoutChunks) });
    };
    if (options.stdoutTo) child.stdout!.pipe(options.stdoutTo);
    else {
      child.stdout!.on('data', (chunk: Buffer) => {
        if (options.onStdout) options.onStdout(chunk);
        else if (options.collectStdout) stdoutChunks.push(chunk);
      });
    }
    child.stderr!.setEncoding('utf8');
    child.stderr!.on('data', (chunk: string) => {
      stderr += chunk;
      if (stderr.length > STDERR_KEEP * 2) stderr = stderr.slice(-STDERR_KEEP);
    });
    const progress = child.stdio[3];
    progress?.on('data', (chunk: Buffer) => {
      progressTail += chunk.toString('utf8');
      const lines = progressTail.split('\n');
      progressTail = lines.pop() ?? '';
      for (const line of lines) {
        const match = /^out_time_us=(\d+)$/.exec(line.trim());
        if (match && options.onOutSeconds) options.onOutSeconds(Number(match[1]) / 1e6);
      }
    });
    child.on('error', (error) => finish(new MasteringEngineError(`ffmpeg could not be run: ${error.message}`)));
    child.on('close', (code, killedBy) => {
      if (signal?.aborted) return finish(abortError(signal));
      if (code === 0) return finish(null);
      const tail = stderr.trim().split('\n').slice(-6).join(' | ');
      finish(new MasteringEngineError(`ffmpeg failed (${code ?? killedBy}): ${tail}`));
    });
  });
}
