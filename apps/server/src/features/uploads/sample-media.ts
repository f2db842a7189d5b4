// Real media files for tests, the demo seed and the browser journeys: WAV written here sample by sample, pictures
// drawn with sharp, FLAC, MP3 and video encoded by ffmpeg (as media-tools.ts finds it). Nothing here fakes a file's
// insides.
import { execFile } from 'node:child_process';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { mediaToolsFromEnv } from '../../integrations/media-probe/media-tools.ts';

async function runFfmpeg(args: string[]): Promise<void> {
  const ffmpegPath = (await mediaToolsFromEnv()).ffmpeg.path;
  if (!ffmpegPath) throw new Error('ffmpeg is not available (set FFMPEG_PATH or install ffmpeg)');
  return new Promise((resolve, reject) => {
    execFile(ffmpegPath, ['-v', 'error', '-y', ...args], { timeout: 120_000 }, (error, _stdout, stderr) => {
      if (error) reject(new Error(`ffmpeg failed: ${String(stderr).trim() || error.message}`));
      else resolve();
    });
  });
}

async function ensureDir(filePath: string): Promise<void> {
  await mkdir(path.dirname(filePath), { recursive: true });
}

export interface ToneOptions {
  seconds: number;
  sampleRate: number;
  bitDepth: 16 | 24 | 32;
  channels: number;
  /** Hz of the sine; the right channel plays a fifth above, so stereo is really stereo. */
  frequency?: number;
}

/** The 44-byte RIFF/WAVE header of integer PCM. */
export function wavHeader(options: {
  sampleRate: number;
  bitDepth: number;
  channels: number;
  dataBytes: number;
}): Buffer {
  const { sampleRate, bitDepth, channels, dataBytes } = options;
  const blockAlign = channels * (bitDepth / 8);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + dataBytes, 4);
  header.write('WAVE', 8, 'ascii');
  header.write('fmt ', 12, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // integer PCM
  header.writeUInt16LE(channels, 22);
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * blockAlign, 28);
  header.writeUInt16LE(blockAlign, 32);
  header.writeUInt16LE(bitDepth, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(dataBytes, 40);
  return header;
}

/** A PCM WAV of a sine tone, written a second at a time (files of hundreds of MB stay out of memory). */
export async function writeWav(filePath: string, options: ToneOptions): Promise<number> {
  const { seconds, sampleRate, bitDepth, channels } = options;
  const frequency = options.frequency ?? 440;
  const bytesPerSample = bitDepth / 8;
  const frames = Math.round(seconds * sampleRate);
  const dataBytes = frames * channels * bytesPerSample;
  await ensureDir(filePath);
  const out = createWriteStream(filePath);
  const write = async (chunk: Buffer) => {
    if (!out.write(chunk)) await once(out, 'drain');
  };
  await write(wavHeader({ sampleRate, bitDepth, channels, dataBytes }));
  const peak = 2 ** (bitDepth - 1) - 1;
  const amplitude = 0.3 * peak;
  for (let first = 0; first < frames; first += sampleRate) {
    const count = Math.min(sampleRate, frames - first);
    const chunk = Buffer.alloc(count * channels * bytesPerSample);
    let offset = 0;
    for (let frame = first; frame < first + count; frame++) {
      for (let channel = 0; channel < channels; channel++) {
        const hz = frequency * (channel % 2 === 1 ? 1.5 : 1);
        const value = Math.round(amplitude * Math.sin((2 * Math.PI * hz * frame) / sampleRate));
        if (bitDepth === 16) chunk.writeInt16LE(value, offset);
        else if (bitDepth === 24) chunk.writeIntLE(value, offset, 3);
        else chunk.writeInt32LE(value, offset);
        offset += bytesPerSample;
      }
    }
    await write(chunk);
  }
  out.end();
  await once(out, 'finish');
  return 44 + dataBytes;
}

/** A FLAC of a sine tone at the given rate and depth (24-bit is stored as ffmpeg's s32 with 24 significant bits). */
export async function makeFlac(filePath: string, options: ToneOptions): Promise<void> {
  await ensureDir(filePath);
  const { seconds, sampleRate, bitDepth, channels } = options;
  const frequency = options.frequency ?? 440;
  await runFfmpeg([
    '-f',
    'lavfi',
    '-i',
    `sine=frequency=${frequency}:sample_rate=${sampleRate}:duration=${seconds}`,
    '-ac',
    String(channels),
    '-c:a',
    'flac',
    '-sample_fmt',
    bitDepth === 16 ? 's16' : 's32',
    ...(bitDepth === 16 ? [] : ['-bits_per_raw_sample', String(bitDepth)]),
    filePath,
  ]);
}

/** An MP3 (lossy: never accepted as a master) of a sine tone. */
export async function makeMp3(
  filePath: string,
  options: { seconds: number; sampleRate?: number; channels?: number; frequency?: number },
): Promise<void> {
  await ensureDir(filePath);
  await runFfmpeg([
    '-f',
    'lavfi',
    '-i',
    `sine=frequency=${options.frequency ?? 440}:sample_rate=${options.sampleRate ?? 44_100}:duration=${options.seconds}`,
    '-ac',
    String(options.channels ?? 2),
    '-c:a',
    'libmp3lame',
    '-b:a',
    '128k',
    filePath,
  ]);
}

export interface VideoOptions {
  width: number;
  height: number;
  /** 23.976, 29.97 and 59.94 are written as the exact NTSC fractions. */
  fps: number;
  seconds: number;
  withAudio: boolean;
  codec: 'h264' | 'hevc' | 'prores' | 'mpeg4';
}

const NTSC_RATES: Record<string, string> = { '23.976': '24000/1001', '29.97': '30000/1001', '59.94': '60000/1001' };

const VIDEO_ENCODERS: Record<VideoOptions['codec'], string[]> = {
  h264: ['-c:v', 'libx264', '-preset', 'ultrafast', '-crf', '40', '-pix_fmt', 'yuv420p'],
  hevc: [
    '-c:v',
    'libx265',
    '-preset',
    'ultrafast',
    '-crf',
    '40',
    '-pix_fmt',
    'yuv420p',
    '-tag:v',
    'hvc1',
    '-x265-params',
    'log-level=error',
  ],
  prores: ['-c:v', 'prores_ks', '-profile:v', '0'],
  mpeg4: ['-c:v', 'mpeg4', '-q:v', '20'],
};

/**
 * A video of ffmpeg's test pattern (a still frame, so long clips encode in a moment) with a sine tone; the
 * container follows the file name (.mp4 or .mov).
 */
export async function makeVideo(filePath: string, options: VideoOptions): Promise<void> {
  await ensureDir(filePath);
  const rate = NTSC_RATES[String(options.fps)] ?? String(options.fps);
  const size = `${options.width}x${options.height}`;
  await runFfmpeg([
    '-f',
    'lavfi',
    '-i',
    `testsrc2=size=${size}:rate=${rate},trim=end_frame=1,loop=loop=-1:size=1:start=0,setpts=N/FRAME_RATE/TB`,
    ...(options.withAudio ? ['-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=48000'] : []),
    '-t',
    String(options.seconds),
    '-map',
    '0:v',
    ...(options.withAudio ? ['-map', '1:a', '-c:a', 'aac', '-b:a', '64k', '-ac', '2'] : []),
    '-r',
    rate,
    ...VIDEO_ENCODERS[options.codec],
    filePath,
  ]);
}

/** The same video with its index (moov) first, as editors export for streaming: a cut copy still opens. */
export async function remuxFaststart(from: string, to: string): Promise<void> {
  await ensureDir(to);
  await runFfmpeg(['-i', from, '-c', 'copy', '-movflags', '+faststart', to]);
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A square (or `width`×`height`) PNG: a diagonal gradient around `hue` with an optional title. */
export async function pngArtwork(
  filePath: string,
  options: { size: number; hue: number; label?: string; height?: number },
): Promise<void> {
  await ensureDir(filePath);
  const width = options.size;
  const height = options.height ?? options.size;
  const hue = ((options.hue % 360) + 360) % 360;
  const label = options.label
    ? `<text x="50%" y="54%" text-anchor="middle" font-family="Noto Sans CJK JP, sans-serif" font-weight="700"
        font-size="${Math.round(Math.min(width, height) / 10)}" fill="#ffffff" fill-opacity="0.92">${escapeXml(options.label)}</text>`
    : '';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="hsl(${hue}, 70%, 55%)"/>
      <stop offset="1" stop-color="hsl(${(hue + 60) % 360}, 65%, 25%)"/>
    </linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <circle cx="${width * 0.72}" cy="${height * 0.3}" r="${Math.min(width, height) * 0.18}" fill="#ffffff" fill-opacity="0.15"/>
    ${label}
  </svg>`;
  await sharp(Buffer.from(svg)).png({ compressionLevel: 6 }).toFile(filePath);
}

/** A square JPEG in the CMYK colour space (print artwork a store would refuse). */
export async function cmykJpeg(filePath: string, size: number): Promise<void> {
  await ensureDir(filePath);
  // Converting every pixel to CMYK is slow at print sizes: convert a small tile, then scale it up in CMYK.
  const tile = await sharp({ create: { width: 64, height: 64, channels: 3, background: { r: 200, g: 40, b: 90 } } })
    .toColourspace('cmyk')
    .jpeg()
    .toBuffer();
  await sharp(tile)
    .pipelineColourspace('cmyk')
    .resize(size, size, { kernel: 'nearest' })
    .toColourspace('cmyk')
    .jpeg({ quality: 80 })
    .toFile(filePath);
}
