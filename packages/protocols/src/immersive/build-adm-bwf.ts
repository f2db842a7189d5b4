// Builds real ADM BWF files (a Dolby Atmos master's shape): RIFF, RF64 or BW64 with ds64, fmt (PCM or
// WAVE_FORMAT_EXTENSIBLE), chna, data with real PCM tones (one per channel) and axml — and, for tests, each way of
// breaking them. Used by the tests, the demo seed and the browser journeys; large files are streamed to disk.
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { type AdmBreak, admTracks, admXml, BED_CHANNELS } from './adm-xml.ts';

export interface AdmBwfOptions {
  /** Length of the audio (default 1 s). */
  seconds?: number;
  /** Default BW64 (with ds64); RIFF for a plain WAVE. */
  container?: 'RIFF' | 'RF64' | 'BW64';
  /** Mono objects besides the 10-channel 7.1.2 bed (default 2). */
  objects?: number;
  sampleRate?: number;
  bitDepth?: 16 | 24 | 32;
  /** Write fmt as WAVE_FORMAT_EXTENSIBLE (PCM sub-format), as many Atmos tools do. */
  extensible?: boolean;
  /** IEEE float samples instead of PCM (32-bit). */
  float?: boolean;
  programmeName?: string;
  /** Leave a chunk out (each is a check). */
  omitChunk?: 'ds64' | 'fmt ' | 'data' | 'chna' | 'axml';
  /** A chna entry whose UID the axml does not define. */
  chnaUnknownUid?: boolean;
  admBreak?: AdmBreak;
  /** axml before data (default after it, as renderers write it, so readers must skip the audio). */
  axmlBeforeData?: boolean;
}

const UNSET_32 = 0xffffffff;

const chunk = (id: string, body: Buffer): Buffer => {
  const header = Buffer.alloc(8);
  header.write(id, 0, 'latin1');
  header.writeUInt32LE(body.length, 4);
  return Buffer.concat(body.length % 2 ? [header, body, Buffer.alloc(1)] : [header, body]);
};

function fmtBody(channels: number, sampleRate: number, bitDepth: number, extensible: boolean, float: boolean): Buffer {
  const blockAlign = channels * (bitDepth / 8);
  const tag = float ? 3 : 1;
  const body = Buffer.alloc(extensible ? 40 : 16);
  body.writeUInt16LE(extensible ? 0xfffe : tag, 0);
  body.writeUInt16LE(channels, 2);
  body.writeUInt32LE(sampleRate, 4);
  body.writeUInt32LE(sampleRate * blockAlign, 8);
  body.writeUInt16LE(blockAlign, 12);
  body.writeUInt16LE(bitDepth, 14);
  if (extensible) {
    body.writeUInt16LE(22, 16);
    body.writeUInt16LE(bitDepth, 18);
    body.writeUInt32LE(0, 20); // no speaker mask: the ADM says where each channel goes
    // KSDATAFORMAT_SUBTYPE_PCM / _IEEE_FLOAT: {0000000X-0000-0010-8000-00aa00389b71}
    Buffer.from(`${tag.toString(16).padStart(2, '0')}00000000001000800000aa00389b71`, 'hex').copy(body, 24);
  }
  return body;
}

function chnaBody(options: AdmBwfOptions, objects: number): Buffer {
  const tracks = admTracks(objects);
  const body = Buffer.alloc(4 + tracks.length * 40);
  body.writeUInt16LE(tracks.length, 0);
  body.writeUInt16LE(tracks.length, 2);
  tracks.forEach((track, index) => {
    const at = 4 + index * 40;
    const unknown = options.chnaUnknownUid && index === tracks.length - 1;
    body.writeUInt16LE(index + 1, at);
    body.write(unknown ? 'ATU_00009999' : track.uid, at + 2, 12, 'latin1');
    body.write(track.trackFormat, at + 14, 14, 'latin1');
    body.write(track.packFormat, at + 28, 11, 'latin1');
  });
  return body;
}

/** Interleaved PCM of frames [from, from + count): a quiet sine per channel, each a different pitch. */
function pcmFrames(
  from: number,
  count: number,
  channels: number,
  sampleRate: number,
  bitDepth: number,
  float: boolean,
): Buffer {
  const bytes = bitDepth / 8;
  const out = Buffer.alloc(count * channels * bytes);
  const full = 2 ** (bitDepth - 1) - 1;
  let at = 0;
  for (let frame = from; frame < from + count; frame += 1) {
    for (let channel = 0; channel < channels; channel += 1) {
      const value = 0.1 * Math.sin((2 * Math.PI * 220 * (1 + channel * 0.125) * frame) / sampleRate);
      if (float) out.writeFloatLE(value, at);
      else if (bytes === 3) out.writeIntLE(Math.round(value * full), at, 3);
      else if (bytes === 2) out.writeInt16LE(Math.round(value * full), at);
      else out.writeInt32LE(Math.round(value * full), at);
      at += bytes;
    }
  }
  return out;
}

/**
 * Every channel's tone completes whole cycles in two seconds (220 Hz + 27.5 Hz steps), so the first two seconds are
 * computed once and repeated: long demo files are written at disk speed, with no seam in the tones.
 */
function repeatingPcm(
  frames: number,
  compute: (from: number, count: number) => Buffer,
  blockAlign: number,
  sampleRate: number,
): (from: number, count: number) => Buffer {
  let period: Buffer | undefined;
  const periodFrames = Math.min(frames, 2 * sampleRate);
  return (from, count) => {
    period ??= compute(0, periodFrames);
    const out = Buffer.alloc(count * blockAlign);
    let written = 0;
    while (written < count) {
      const at = (from + written) % periodFrames;
      const take = Math.min(count - written, periodFrames - at);
      period.copy(out, written * blockAlign, at * blockAlign, (at + take) * blockAlign);
      written += take;
    }
    return out;
  };
}

interface Layout {
  before: Buffer;
  frames: number;
  pcm: (from: number, count: number) => Buffer;
  after: Buffer;
  blockAlign: number;
}

function layout(options: AdmBwfOptions): Layout {
  const container = options.container ?? 'BW64';
  const objects = options.objects ?? 2;
  const channels = BED_CHANNELS + objects;
  const sampleRate = options.sampleRate ?? 48_000;
  const float = options.float ?? false;
  const bitDepth = float ? 32 : (options.bitDepth ?? 24);
  const frames = Math.round((options.seconds ?? 1) * sampleRate);
  const blockAlign = channels * (bitDepth / 8);
  const dataBytes = frames * blockAlign;
  const large = container !== 'RIFF';
  const omit = options.omitChunk;
  const fmt =
    omit === 'fmt '
      ? Buffer.alloc(0)
      : chunk('fmt ', fmtBody(channels, sampleRate, bitDepth, options.extensible ?? false, float));
  const chna = omit === 'chna' ? Buffer.alloc(0) : chunk('chna', chnaBody(options, objects));
  const axmlText = admXml({
    objects,
    programmeName: options.programmeName ?? 'Otodoke Atmos Sample',
    sampleRate,
    bitDepth,
    break: options.admBreak,
  });
  const axml = omit === 'axml' ? Buffer.alloc(0) : chunk('axml', Buffer.from(axmlText, 'utf8'));
  const hasData = omit !== 'data';
  const dataPad = dataBytes % 2;
  const dataHeader = Buffer.alloc(8);
  dataHeader.write('data', 0, 'latin1');
  dataHeader.writeUInt32LE(large ? UNSET_32 : dataBytes, 4);
  const middle = options.axmlBeforeData ? [fmt, chna, axml] : [fmt, chna];
  const tail = options.axmlBeforeData ? [] : [axml];
  const ds64Size = large && omit !== 'ds64' ? 8 + 28 : 0;
  const riffSize =
    4 +
    ds64Size +
    [...middle, ...tail].reduce((sum, part) => sum + part.length, 0) +
    (hasData ? 8 + dataBytes + dataPad : 0);
  const head = Buffer.alloc(12);
  head.write(container, 0, 'latin1');
  head.writeUInt32LE(large ? UNSET_32 : riffSize, 4);
  head.write('WAVE', 8, 'latin1');
  const parts: Buffer[] = [head];
  if (ds64Size) {
    const ds64 = Buffer.alloc(28);
    ds64.writeBigUInt64LE(BigInt(riffSize), 0);
    ds64.writeBigUInt64LE(BigInt(hasData ? dataBytes : 0), 8);
    ds64.writeBigUInt64LE(BigInt(frames), 16);
    ds64.writeUInt32LE(0, 24);
    parts.push(chunk('ds64', ds64));
  }
  parts.push(...middle);
  if (hasData) parts.push(dataHeader);
  return {
    before: Buffer.concat(parts),
    frames: hasData ? frames : 0,
    pcm: repeatingPcm(
      frames,
      (from, count) => pcmFrames(from, count, channels, sampleRate, bitDepth, float),
      blockAlign,
      sampleRate,
    ),
    after: Buffer.concat([hasData && dataPad ? Buffer.alloc(1) : Buffer.alloc(0), ...tail]),
    blockAlign,
  };
}

/** A whole ADM BWF in memory (keep `seconds` small: 12 channels of 24-bit 48 kHz are 1.7 MB a second). */
export function buildAdmBwf(options: AdmBwfOptions = {}): Buffer {
  const file = layout(options);
  return Buffer.concat([file.before, file.pcm(0, file.frames), file.after]);
}

/** Streams an ADM BWF to `path` a second at a time (for demo-length files). */
export async function writeAdmBwf(path: string, options: AdmBwfOptions = {}): Promise<void> {
  const file = layout(options);
  const out = createWriteStream(path);
  const write = async (buffer: Uint8Array) => {
    if (!out.write(buffer)) await once(out, 'drain');
  };
  const done = once(out, 'finish');
  await write(file.before);
  const step = options.sampleRate ?? 48_000;
  for (let from = 0; from < file.frames; from += step) await write(file.pcm(from, Math.min(step, file.frames - from)));
  await write(file.after);
  out.end();
  await done;
}
