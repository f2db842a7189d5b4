// The checks of sound and video files that arrived cut off or damaged, on the local disk with the real ffprobe and
// ffmpeg: refused with a message that says what is wrong, and never accepted when the decoder is missing.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type FileProblem, fileProblemMessage } from '@otodoke/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaToolsFromEnv } from '../../integrations/media-probe/media-tools.ts';
import { createLocalStorage } from '../../platform/storage/local-storage.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import { makeFlac, makeVideo, remuxFaststart, wavHeader, writeWav } from './sample-media.ts';
import { type InspectionDeps, inspectUpload } from './upload-inspection.ts';

// FFMPEG_PATH/FFPROBE_PATH, else the system's, else the npm-bundled ones, as the service finds them.
const mediaTools = await mediaToolsFromEnv();
const FFMPEG = mediaTools.ffmpeg.path ?? 'ffmpeg';
const FFPROBE = mediaTools.ffprobe.path ?? 'ffprobe';
const CD = { sampleRate: 44_100, bitDepth: 16, channels: 2 } as const;
const MiB = 1024 * 1024;

let dir: string;
let storage: Storage;
let deps: InspectionDeps;
const file = (name: string) => path.join(dir, 'made', name);

const messages = (problems: FileProblem[], lang: 'ja' | 'en') => problems.map((p) => fileProblemMessage(p, lang));

/** Stores `bytes` under a fresh key and inspects them as `kind`. */
async function inspect(bytes: Buffer, kind: 'audio' | 'video', with_: Partial<InspectionDeps> = {}) {
  const key = `uploads/1/${Math.random().toString(36).slice(2)}/file`;
  await storage.put(key, bytes);
  return inspectUpload({ ...deps, ...with_ }, key, kind);
}

/** A WAV header declaring `declaredDataBytes` of samples, followed by only `presentDataBytes` of them. */
function cutWav(declaredDataBytes: number, presentDataBytes: number): Buffer {
  const samples = Buffer.alloc(presentDataBytes);
  for (let at = 0; at + 2 <= presentDataBytes; at += 2) samples.writeInt16LE(Math.round(8000 * Math.sin(at / 40)), at);
  return Buffer.concat([wavHeader({ ...CD, dataBytes: declaredDataBytes }), samples]);
}

const firstPart = async (name: string, fraction: number) => {
  const bytes = await readFile(file(name));
  return bytes.subarray(0, Math.floor(bytes.length * fraction));
};

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'otodoke-inspection-'));
  storage = createLocalStorage(path.join(dir, 'files'));
  deps = { storage, ffprobePath: FFPROBE, ffmpegPath: FFMPEG };
  const video = { width: 1280, height: 720, fps: 30, seconds: 31, withAudio: true, codec: 'h264' } as const;
  await Promise.all([
    writeWav(file('whole.wav'), { ...CD, seconds: 3 }),
    writeWav(file('blip.wav'), { ...CD, seconds: 0.5 }),
    makeFlac(file('whole.flac'), { ...CD, seconds: 40 }),
    makeVideo(file('plain.mp4'), video),
  ]);
  // The index (moov) first: a cut file still opens and claims its full length.
  await remuxFaststart(file('plain.mp4'), file('whole.mp4'));
}, 120_000);
afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('sound cut off in transfer', () => {
  it('refuses a WAV whose header claims 10 MB when 1,000 bytes arrived, saying both', async () => {
    const inspection = await inspect(cutWav(10 * MiB, 1000), 'audio');
    expect(inspection.problems).toEqual([{ id: 'truncated', params: { declared: '10 MB', present: '1 KB' } }]);
    expect(messages(inspection.problems, 'ja')).toEqual([
      'ファイルが途中で切れています（ヘッダーでは10 MBのはずが、1 KBしかありません）。元のファイルをもう一度アップロードしてください。',
    ]);
    expect(messages(inspection.problems, 'en')).toEqual([
      'The file is cut off: its header declares 10 MB but only 1 KB arrived. Upload the original file again.',
    ]);
    expect(inspection.facts).toMatchObject({ format: 'wav', sample_rate: 44_100, channels: 2 });
  });

  it('refuses a WAV whose header claims 4 GB when 4,000 bytes arrived', async () => {
    const inspection = await inspect(cutWav(4_000_000_000, 4000), 'audio');
    expect(inspection.problems).toEqual([{ id: 'truncated', params: { declared: '3.7 GB', present: '3.9 KB' } }]);
  });

  it('refuses a FLAC that decodes to a fraction of the length it declares', async () => {
    const inspection = await inspect(await firstPart('whole.flac', 0.25), 'audio');
    expect(inspection.problems.map((p) => p.id)).toEqual(['decodedShort']);
    expect(inspection.problems[0]!.params).toMatchObject({ declared: '0:40' });
    expect(messages(inspection.problems, 'en')[0]).toMatch(
      /^The file is cut off: it declares a length of 0:40 but decodes to only 0:\d\d\. Upload the original file again\.$/,
    );
  });

  it('refuses a whole WAV of half a second as too short, and accepts three seconds with the decoded length', async () => {
    const blip = await inspect(await readFile(file('blip.wav')), 'audio');
    expect(blip.problems).toEqual([{ id: 'audioTooShort', params: { found: 0.5, min: 1 } }]);
    expect(messages(blip.problems, 'ja')).toEqual(['音源の長さが0.5秒です。1秒以上の音源が必要です。']);

    const whole = await inspect(await readFile(file('whole.wav')), 'audio');
    expect(whole.problems).toEqual([]);
    expect(whole.facts).toMatchObject({ format: 'wav', duration_seconds: 3 });
  });
});

describe('video cut off in transfer', () => {
  it('refuses an MP4 whose boxes run past the end of the file', async () => {
    const inspection = await inspect(await firstPart('whole.mp4', 0.5), 'video');
    expect(inspection.problems.map((p) => p.id)).toEqual(['truncated']);
    expect(inspection.facts).toMatchObject({ container: 'mp4', width: 1280, height: 720 });
  });

  it('accepts the whole MP4, with the length that decoded', async () => {
    const inspection = await inspect(await readFile(file('whole.mp4')), 'video');
    expect(inspection.problems).toEqual([]);
    expect(inspection.facts!.duration_seconds).toBeCloseTo(31, 0);
  });
});

describe('without the tools', () => {
  it('keeps what ffprobe read but does not accept a file it could not decode, and says so', async () => {
    const inspection = await inspect(await readFile(file('whole.wav')), 'audio', {
      ffmpegPath: path.join(dir, 'no-ffmpeg-here'),
    });
    expect(inspection.facts).toMatchObject({ format: 'wav', sample_rate: 44_100, duration_seconds: 3 });
    expect(inspection.problems).toEqual([{ id: 'decoderUnavailable' }]);
    expect(messages(inspection.problems, 'en')).toEqual([
      'The server could not decode the file to the end, so its length and integrity are unchecked and it was not accepted. Upload it again later.',
    ]);
  });

  it('still finds a cut WAV from its header alone', async () => {
    const inspection = await inspect(cutWav(10 * MiB, 1000), 'audio', { ffmpegPath: path.join(dir, 'no-ffmpeg') });
    expect(inspection.problems.map((p) => p.id)).toEqual(['truncated']);
  });

  it('says it could not read the file when ffprobe is missing too', async () => {
    const inspection = await inspect(await readFile(file('whole.wav')), 'audio', {
      ffprobePath: path.join(dir, 'no-ffprobe-here'),
      ffmpegPath: path.join(dir, 'no-ffmpeg-here'),
    });
    expect(inspection).toMatchObject({ facts: null, problems: [{ id: 'probeUnavailable' }] });
  });
});
