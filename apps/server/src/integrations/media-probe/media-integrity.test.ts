// Files cut off in transfer, read the way the upload checks read them: the sizes their headers declare, and one
// decoding of the whole file with the real ffmpeg.
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeFlac, makeVideo, remuxFaststart, wavHeader, writeWav } from '../../features/uploads/sample-media.ts';
import { declaredContainerBytes } from './container-size.ts';
import { decodeMedia } from './ffmpeg-decode.ts';
import { MediaToolMissingError, probeMedia } from './ffprobe.ts';
import { mediaToolsFromEnv } from './media-tools.ts';

// FFMPEG_PATH/FFPROBE_PATH, else the system's, else the npm-bundled ones, as the service finds them.
const mediaTools = await mediaToolsFromEnv();
const FFMPEG = mediaTools.ffmpeg.path ?? 'ffmpeg';
const FFPROBE = mediaTools.ffprobe.path ?? 'ffprobe';
const CD = { sampleRate: 44_100, bitDepth: 16, channels: 2 } as const;
const MiB = 1024 * 1024;

let dir: string;
const file = (name: string) => path.join(dir, name);

/** A WAV header declaring `declaredDataBytes` of samples, followed by only `presentDataBytes` of them. */
async function cutWav(name: string, declaredDataBytes: number, presentDataBytes: number): Promise<string> {
  const samples = Buffer.alloc(presentDataBytes);
  for (let at = 0; at + 2 <= presentDataBytes; at += 2) samples.writeInt16LE(Math.round(8000 * Math.sin(at / 40)), at);
  await writeFile(file(name), Buffer.concat([wavHeader({ ...CD, dataBytes: declaredDataBytes }), samples]));
  return file(name);
}

/** The first `fraction` of a file, as a transfer that stopped part-way leaves it. */
async function cutFile(source: string, name: string, fraction: number): Promise<string> {
  const bytes = await readFile(source);
  await writeFile(file(name), bytes.subarray(0, Math.floor(bytes.length * fraction)));
  return file(name);
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'otodoke-integrity-'));
  await Promise.all([
    writeWav(file('whole.wav'), { ...CD, seconds: 3 }),
    makeFlac(file('whole.flac'), { ...CD, seconds: 6 }),
    makeVideo(file('plain.mp4'), { width: 320, height: 240, fps: 30, seconds: 6, withAudio: true, codec: 'h264' }),
  ]);
  // The index (moov) first: a cut file still opens and claims its full length.
  await remuxFaststart(file('plain.mp4'), file('whole.mp4'));
}, 60_000);
afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('the size a container declares', () => {
  it('is the file size for whole WAV and MP4 files, and unknown for FLAC', async () => {
    expect(await declaredContainerBytes(file('whole.wav'))).toBe((await stat(file('whole.wav'))).size);
    expect(await declaredContainerBytes(file('whole.mp4'))).toBe((await stat(file('whole.mp4'))).size);
    expect(await declaredContainerBytes(file('whole.flac'))).toBeNull();
  });

  it('is what a cut WAV header claims: 10 MB with 1,000 bytes there, 4 GB with 4,000', async () => {
    const tenMegabytes = await cutWav('10mb.wav', 10 * MiB, 1000);
    expect((await stat(tenMegabytes)).size).toBe(44 + 1000);
    expect(await declaredContainerBytes(tenMegabytes)).toBe(44 + 10 * MiB);
    expect(await declaredContainerBytes(await cutWav('4gb.wav', 4_000_000_000, 4000))).toBe(44 + 4_000_000_000);
  });

  it('reads an RF64 WAV’s 64-bit data size from its ds64 chunk', async () => {
    const header = Buffer.alloc(12 + 36 + 24 + 8);
    header.write('RF64', 0, 'latin1');
    header.writeUInt32LE(0xffff_ffff, 4);
    header.write('WAVE', 8, 'latin1');
    header.write('ds64', 12, 'latin1');
    header.writeUInt32LE(28, 16);
    header.writeBigUInt64LE(5_000_000_000n, 20); // RIFF size
    header.writeBigUInt64LE(6_000_000_000n, 28); // data size
    header.write('fmt ', 48, 'latin1');
    header.writeUInt32LE(16, 52);
    const fmt = wavHeader({ ...CD, dataBytes: 0 }).subarray(20, 36);
    const data = Buffer.from('data\xff\xff\xff\xff', 'latin1');
    const bytes = Buffer.concat([header.subarray(0, 56), fmt, data, Buffer.alloc(4000)]);
    await writeFile(file('cut.rf64.wav'), bytes);
    expect(await declaredContainerBytes(file('cut.rf64.wav'))).toBe(56 + 16 + 8 + 6_000_000_000);
  });

  it('is the end of an MP4’s last box, past the end of a cut file', async () => {
    const whole = (await stat(file('whole.mp4'))).size;
    const cut = await cutFile(file('whole.mp4'), 'cut.mp4', 0.4);
    expect(await declaredContainerBytes(cut)).toBe(whole);
  });
});

describe('decoding the whole file', () => {
  it('decodes a whole WAV to its length without errors', async () => {
    expect(await decodeMedia(FFMPEG, file('whole.wav'), 30_000)).toEqual({ decodedSeconds: 3, errors: [] });
  });

  it('decodes only the part of a cut file that arrived, while ffprobe still reports the declared length', async () => {
    const wav = await cutWav('short.wav', 10 * MiB, 1000);
    const decodedWav = await decodeMedia(FFMPEG, wav, 30_000);
    expect(decodedWav.decodedSeconds).toBeCloseTo(1000 / 176_400, 4);

    const flac = await cutFile(file('whole.flac'), 'cut.flac', 0.3);
    expect(Number((await probeMedia(FFPROBE, flac)).format.duration)).toBeCloseTo(6, 1);
    expect((await decodeMedia(FFMPEG, flac, 30_000)).decodedSeconds).toBeLessThan(3);

    const mp4 = await cutFile(file('whole.mp4'), 'cut-for-decoding.mp4', 0.4);
    expect(Number((await probeMedia(FFPROBE, mp4)).format.duration)).toBeCloseTo(6, 0);
    const decodedMp4 = await decodeMedia(FFMPEG, mp4, 30_000);
    expect(decodedMp4.decodedSeconds).toBeLessThan(4);
    expect(decodedMp4.errors.join('\n')).toMatch(/partial file|Invalid data|error/i);
  });

  it('says the decoder is missing instead of failing some other way', async () => {
    await expect(decodeMedia(path.join(dir, 'no-ffmpeg-here'), file('whole.wav'), 30_000)).rejects.toBeInstanceOf(
      MediaToolMissingError,
    );
    await expect(probeMedia(path.join(dir, 'no-ffprobe-here'), file('whole.wav'))).rejects.toBeInstanceOf(
      MediaToolMissingError,
    );
  });
});
