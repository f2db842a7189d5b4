// Builds MP4 files shaped like a 360 Reality Audio delivery: ftyp, mdat, then moov with one sound track whose sample
// entry is mha1 or mhm1 (ISO/IEC 23008-3 §20) with an mhaC box, and consistent sample tables. The frames themselves
// are placeholders (not decodable MPEG-H), the boxes are real. Options break one check each, for tests.
export interface MpeghMp4Options {
  /** Length (default 1 s). */
  seconds?: number;
  /** Sample entry type (default mha1); another type such as mp4a is a wrong codec. */
  sampleEntry?: string;
  /** Write the mhaC box (default true); 'broken' writes one with configurationVersion 2 and a config cut short. */
  mhaC?: boolean | 'broken';
  /** mpegh3daProfileLevelIndication (default 0x0D, Low Complexity level 3). */
  profileLevel?: number;
  sampleRate?: number;
  /** Handler type of the track (default soun). */
  handler?: string;
  /** Leave moov out. */
  omitMoov?: boolean;
  /** mdhd version 1 (64-bit times). */
  mdhdVersion?: 0 | 1;
}

/** MPEG-H frames carry 1024 samples. */
const FRAME_SAMPLES = 1024;
const FRAME_BYTES = 32;

const u8 = (value: number) => Buffer.from([value & 0xff]);
const u16 = (value: number) => {
  const b = Buffer.alloc(2);
  b.writeUInt16BE(value);
  return b;
};
const u32 = (value: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(value >>> 0);
  return b;
};
const u64 = (value: number) => {
  const b = Buffer.alloc(8);
  b.writeBigUInt64BE(BigInt(value));
  return b;
};
const zeros = (count: number) => Buffer.alloc(count);

export const box = (type: string, ...parts: Buffer[]): Buffer => {
  const body = Buffer.concat(parts);
  return Buffer.concat([u32(8 + body.length), Buffer.from(type, 'latin1'), body]);
};
const fullBox = (type: string, version: number, flags: number, ...parts: Buffer[]) =>
  box(type, u32(((version & 0xff) << 24) | (flags & 0xffffff)), ...parts);

const MATRIX = Buffer.concat([
  u32(0x00010000),
  u32(0),
  u32(0),
  u32(0),
  u32(0x00010000),
  u32(0),
  u32(0),
  u32(0),
  u32(0x40000000),
]);

function mhaCBox(options: MpeghMp4Options): Buffer {
  const profile = options.profileLevel ?? 0x0d;
  // mpegh3daConfig starts with the profile/level and the USAC sampling frequency index (3 = 48 kHz, 1024-sample frames).
  const config = Buffer.from([profile, 0x18, 0x00, 0x00, 0x00, 0x00]);
  if (options.mhaC === 'broken') return box('mhaC', u8(2), u8(profile), u8(2), u16(config.length + 20), config);
  return box('mhaC', u8(1), u8(profile), u8(2), u16(config.length), config);
}

function sampleEntry(options: MpeghMp4Options, sampleRate: number): Buffer {
  const type = options.sampleEntry ?? 'mha1';
  const children = options.mhaC === false ? [] : [mhaCBox(options)];
  return box(
    type,
    zeros(6),
    u16(1), // data_reference_index
    zeros(8),
    u16(2), // channelcount
    u16(16), // samplesize
    u16(0),
    u16(0),
    u32(sampleRate * 0x10000), // samplerate, 16.16
    ...children,
  );
}

export function buildMpeghMp4(options: MpeghMp4Options = {}): Buffer {
  const sampleRate = options.sampleRate ?? 48_000;
  const totalSamples = Math.round((options.seconds ?? 1) * sampleRate);
  const frames = Math.max(1, Math.ceil(totalSamples / FRAME_SAMPLES));
  const lastFrame = totalSamples - (frames - 1) * FRAME_SAMPLES;
  const ftyp = box('ftyp', Buffer.from('mp42', 'latin1'), u32(0), Buffer.from('isommp42mha1', 'latin1'));
  const mdat = box('mdat', Buffer.alloc(frames * FRAME_BYTES, 0xa5));
  const firstSampleOffset = ftyp.length + 8;
  const durationMs = Math.round((totalSamples / sampleRate) * 1000);
  const mdhdTimes =
    options.mdhdVersion === 1
      ? [u64(0), u64(0), u32(sampleRate), u64(totalSamples)]
      : [u32(0), u32(0), u32(sampleRate), u32(totalSamples)];
  const stts =
    lastFrame === FRAME_SAMPLES
      ? fullBox('stts', 0, 0, u32(1), u32(frames), u32(FRAME_SAMPLES))
      : fullBox('stts', 0, 0, u32(2), u32(frames - 1), u32(FRAME_SAMPLES), u32(1), u32(lastFrame));
  const stbl = box(
    'stbl',
    fullBox('stsd', 0, 0, u32(1), sampleEntry(options, sampleRate)),
    stts,
    fullBox('stsc', 0, 0, u32(1), u32(1), u32(frames), u32(1)),
    fullBox('stsz', 0, 0, u32(FRAME_BYTES), u32(frames)),
    fullBox('stco', 0, 0, u32(1), u32(firstSampleOffset)),
  );
  const handler = options.handler ?? 'soun';
  const minf = box(
    'minf',
    handler === 'soun' ? fullBox('smhd', 0, 0, u16(0), u16(0)) : fullBox('nmhd', 0, 0),
    box('dinf', fullBox('dref', 0, 0, u32(1), fullBox('url ', 0, 1))),
    stbl,
  );
  const mdia = box(
    'mdia',
    fullBox('mdhd', options.mdhdVersion ?? 0, 0, ...mdhdTimes, u16(0x55c4), u16(0)),
    fullBox('hdlr', 0, 0, u32(0), Buffer.from(handler, 'latin1'), zeros(12), Buffer.from('SoundHandler\0', 'latin1')),
    minf,
  );
  const tkhd = fullBox(
    'tkhd',
    0,
    3,
    u32(0),
    u32(0),
    u32(1),
    u32(0),
    u32(durationMs),
    zeros(8),
    u16(0),
    u16(0),
    u16(0x0100),
    u16(0),
    MATRIX,
    u32(0),
    u32(0),
  );
  const mvhd = fullBox(
    'mvhd',
    0,
    0,
    u32(0),
    u32(0),
    u32(1000),
    u32(durationMs),
    u32(0x00010000),
    u16(0x0100),
    zeros(10),
    MATRIX,
    zeros(24),
    u32(2),
  );
  const moov = options.omitMoov ? Buffer.alloc(0) : box('moov', mvhd, box('trak', tkhd, mdia));
  return Buffer.concat([ftyp, mdat, moov]);
}
