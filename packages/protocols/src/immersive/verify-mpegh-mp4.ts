// Verifies 360 Reality Audio delivered as MPEG-H 3D Audio in MP4 (ISO/IEC 14496-12 boxes, ISO/IEC 23008-3 §20
// sample entries mha1/mhm1 and the mhaC configuration): box headers are walked through the file handle, only the few
// small boxes needed are read, and mdat is skipped.
import {
  IMMERSIVE_SAMPLE_RATE,
  type ImmersiveInvalidCheck,
  MPEGH_360RA_PROFILE_LEVELS,
  mpeghProfileLevelName,
} from '@otodoke/domain';
import {
  type FileWindow,
  fourCc,
  type ImmersiveFacts,
  type ImmersiveProblem,
  type ImmersiveVerification,
  problemOf,
  safeSize,
} from './types.ts';
import { describeHead } from './verify-adm-bwf.ts';

export const MPEGH_EXPECTED = 'MPEG-H 3D Audio (MP4)';
const MAX_BOXES = 100_000;
/** hdlr, mdhd and stsd are small; a larger one is not something we read into memory. */
const LEAF_MAX_BYTES = 1024 * 1024;

interface Box {
  type: string;
  /** Where the payload starts and ends. */
  body: number;
  end: number;
}

class BrokenBox extends Error {
  readonly box: string;

  constructor(box: string) {
    super(`broken ${box} box`);
    this.box = box;
  }
}

/** The boxes between `start` and `end`, each size checked against its parent's. */
async function boxesIn(window: FileWindow, start: number, end: number, parent: string): Promise<Box[]> {
  const boxes: Box[] = [];
  let offset = start;
  while (offset < end) {
    if (boxes.length >= MAX_BOXES || end - offset < 8) throw new BrokenBox(parent);
    const header = await window.read(offset, 16);
    const type = fourCc(header, 4);
    if (!type || header.length < 8) throw new BrokenBox(parent);
    const size32 = header.readUInt32BE(0);
    let size = size32;
    let headerSize = 8;
    if (size32 === 1) {
      if (header.length < 16) throw new BrokenBox(type);
      size = safeSize(header.readBigUInt64BE(8)) ?? Number.POSITIVE_INFINITY;
      headerSize = 16;
    } else if (size32 === 0) {
      size = end - offset;
    }
    if (size < headerSize || offset + size > end) throw new BrokenBox(type);
    boxes.push({ type, body: offset + headerSize, end: offset + size });
    offset += size;
  }
  return boxes;
}

const childrenOf = (window: FileWindow, box: Box) => boxesIn(window, box.body, box.end, box.type);
const find = (boxes: Box[], type: string) => boxes.find((box) => box.type === type);

async function readLeaf(window: FileWindow, box: Box | undefined, type: string, minBytes: number): Promise<Buffer> {
  if (!box || box.end - box.body < minBytes || box.end - box.body > LEAF_MAX_BYTES) throw new BrokenBox(type);
  return window.read(box.body, box.end - box.body);
}

/** The first track whose handler is `soun`, with its mdia children. */
async function findAudioTrack(window: FileWindow, moov: Box): Promise<Box[] | undefined> {
  for (const trak of (await childrenOf(window, moov)).filter((box) => box.type === 'trak')) {
    const mdia = find(await childrenOf(window, trak), 'mdia');
    if (!mdia) throw new BrokenBox('mdia');
    const mdiaChildren = await childrenOf(window, mdia);
    const hdlr = await readLeaf(window, find(mdiaChildren, 'hdlr'), 'hdlr', 12);
    if (fourCc(hdlr, 8) === 'soun') return mdiaChildren;
  }
  return undefined;
}

const readDuration = (mdhd: Buffer): number => {
  const version = mdhd[0];
  if (version !== 0 && version !== 1) throw new BrokenBox('mdhd');
  if (version === 1 && mdhd.length < 32) throw new BrokenBox('mdhd');
  const timescale = version === 1 ? mdhd.readUInt32BE(20) : mdhd.readUInt32BE(12);
  const duration = version === 1 ? safeSize(mdhd.readBigUInt64BE(24)) : mdhd.readUInt32BE(16);
  if (timescale === 0 || duration === undefined) throw new BrokenBox('mdhd');
  return Math.round((duration / timescale) * 1000) / 1000;
};

/** mpegh3daProfileLevelIndication from an MHADecoderConfigurationRecord, or undefined when it cannot be read. */
const readMhaConfig = (body: Buffer): number | undefined => {
  if (body.length < 5 || body[0] !== 1) return undefined;
  const configLength = body.readUInt16BE(3);
  if (configLength === 0 || 5 + configLength > body.length) return undefined;
  return body[1];
};

export async function verifyMpeghMp4(
  window: FileWindow,
  options: { expectedDurationSeconds?: number; toleranceSeconds: number },
): Promise<ImmersiveVerification> {
  const head = await window.read(0, 12);
  if (head.length < 8 || fourCc(head, 4) !== 'ftyp') {
    return {
      facts: { container: 'unknown' },
      problems: [problemOf('notThisFormat', { expected: MPEGH_EXPECTED, found: describeHead(head) })],
    };
  }
  const facts: ImmersiveFacts = { container: 'mp4' };
  const problems: ImmersiveProblem[] = [];
  const add = (check: ImmersiveInvalidCheck, params?: Record<string, string | number>) =>
    problems.push(problemOf(check, params));
  try {
    const moov = find(await boxesIn(window, 0, window.size, 'file'), 'moov');
    if (!moov) throw new BrokenBox('moov');
    const mdiaChildren = await findAudioTrack(window, moov);
    if (!mdiaChildren) {
      add('mp4NoAudioTrack');
      return { facts, problems };
    }
    facts.duration_seconds = readDuration(await readLeaf(window, find(mdiaChildren, 'mdhd'), 'mdhd', 20));
    const minf = find(mdiaChildren, 'minf');
    if (!minf) throw new BrokenBox('minf');
    const stbl = find(await childrenOf(window, minf), 'stbl');
    if (!stbl) throw new BrokenBox('stbl');
    const stsdBox = find(await childrenOf(window, stbl), 'stsd');
    const stsd = await readLeaf(window, stsdBox, 'stsd', 8 + 36);
    if (stsd.readUInt32BE(4) === 0) throw new BrokenBox('stsd');
    const entrySize = stsd.readUInt32BE(8);
    const entryType = fourCc(stsd, 12);
    if (!entryType || entrySize < 36 || 8 + entrySize > stsd.length) throw new BrokenBox('stsd');
    const entry = stsd.subarray(16, 8 + entrySize); // the AudioSampleEntry after its box header
    facts.codec = entryType;
    facts.channels = entry.readUInt16BE(16);
    facts.sample_rate = entry.readUInt32BE(24) >>> 16;
    if (entryType !== 'mha1' && entryType !== 'mhm1') add('mp4Codec', { found: entryType });
    else {
      const entryStart = stsdBox!.body + 16;
      const mhaC = find(await boxesIn(window, entryStart + 28, entryStart + entry.length, entryType), 'mhaC');
      const profile = mhaC ? readMhaConfig(await readLeaf(window, mhaC, 'mhaC', 0)) : undefined;
      if ((mhaC || entryType === 'mha1') && profile === undefined) add('mp4MhaConfig');
      if (profile !== undefined) {
        facts.profile_level = profile;
        if (!MPEGH_360RA_PROFILE_LEVELS.includes(profile))
          add('mp4ProfileLevel', { found: mpeghProfileLevelName(profile) });
      }
    }
    if (facts.sample_rate !== IMMERSIVE_SAMPLE_RATE) add('mp4SampleRate', { found: facts.sample_rate });
  } catch (error) {
    if (!(error instanceof BrokenBox)) throw error;
    return { facts, problems: [problemOf('mp4Structure', { box: error.box })] };
  }
  const expected = options.expectedDurationSeconds;
  if (
    expected !== undefined &&
    facts.duration_seconds !== undefined &&
    Math.abs(facts.duration_seconds - expected) > options.toleranceSeconds
  ) {
    add('durationMismatch', { found: facts.duration_seconds, expected, tolerance: options.toleranceSeconds });
  }
  return { facts, problems };
}
