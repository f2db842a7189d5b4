// Reads the streams and container of an audio or video file with ffprobe (FFPROBE_PATH).
import { execFile } from 'node:child_process';

export interface ProbeStream {
  index: number;
  codec_type?: string;
  codec_name?: string;
  sample_rate?: string;
  channels?: number;
  sample_fmt?: string;
  bits_per_sample?: number;
  bits_per_raw_sample?: string;
  width?: number;
  height?: number;
  r_frame_rate?: string;
  avg_frame_rate?: string;
  duration?: string;
  disposition?: { attached_pic?: number };
}

export interface ProbeResult {
  format: {
    format_name?: string;
    duration?: string;
    tags?: Record<string, string>;
  };
  streams: ProbeStream[];
}

export class MediaProbeError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'MediaProbeError';
  }
}

/** ffprobe or ffmpeg is not where the configuration says: nothing about the file is known, nothing is wrong with it. */
export class MediaToolMissingError extends Error {
  readonly tool: 'ffprobe' | 'ffmpeg';
  constructor(tool: 'ffprobe' | 'ffmpeg', toolPath: string) {
    super(`${tool} not found at ${toolPath} (set ${tool === 'ffprobe' ? 'FFPROBE_PATH' : 'FFMPEG_PATH'})`);
    this.name = 'MediaToolMissingError';
    this.tool = tool;
  }
}

/** Runs ffprobe on a local file; rejects with MediaProbeError when ffprobe cannot read it or takes too long. */
export function probeMedia(ffprobePath: string, filePath: string, timeoutMs = 60_000): Promise<ProbeResult> {
  const args = ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', '--', filePath];
  return new Promise((resolve, reject) => {
    execFile(ffprobePath, args, { timeout: timeoutMs, maxBuffer: 8 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code === 'ENOENT' || code === 'EACCES') {
          reject(new MediaToolMissingError('ffprobe', ffprobePath));
          return;
        }
        reject(new MediaProbeError(`ffprobe failed: ${String(stderr).trim() || error.message}`, { cause: error }));
        return;
      }
      try {
        const parsed = JSON.parse(stdout) as Partial<ProbeResult>;
        if (!parsed.format || !Array.isArray(parsed.streams) || parsed.streams.length === 0) {
          reject(new MediaProbeError('ffprobe found no streams'));
          return;
        }
        resolve({ format: parsed.format, streams: parsed.streams });
      } catch (cause) {
        reject(new MediaProbeError('ffprobe printed something other than JSON', { cause }));
      }
    });
  });
}
