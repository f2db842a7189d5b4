// Verifies a Dolby Atmos master delivered as an ADM BWF (ITU-R BS.2088 BW64, EBU RF64 or plain RIFF/WAVE): walks the
// chunks by their headers (the audio in `data` is skipped, never read), then checks fmt, chna and the axml ADM.
import {
  DOLBY_ATMOS_BIT_DEPTH,
  DOLBY_ATMOS_MAX_CHANNELS,
  IMMERSIVE_SAMPLE_RATE,
  type ImmersiveInvalidCheck,
} from '@otodoke/domain';
import { readAdmDocument } from './adm-document.ts';
import {
  type FileWindow,
  fourCc,
  type ImmersiveFacts,
  type ImmersiveProblem,
  type ImmersiveVerification,
  problemOf,
  safeSize,
} from './types.ts';

export const ADM_EXPECTED = 'ADM BWF (BW64/RF64 WAV)';
/** Real Atmos masters with object automation carry axml documents of tens of megabytes; past this we refuse. */
export const AXML_MAX_BYTES = 64 * 1024 * 1024;
const CHNA_ENTRY_BYTES = 40;
const MAX_CHUNKS = 10_000;
const UNSET_32 = 0xffffffff;
const WAVE_FORMAT = { pcm: 0x0001, float: 0x0003, extensible: 0xfffe } as const;

interface Chunk {
  id: string;
  offset: number;
  size: number;
}

/** What a file that is not even a WAV looks like, in a few bytes (for the "found" of the message). */
export const describeHead = (head: Buffer): string => {
  if (head.length === 0) return 'empty';
  const id = fourCc(head);
  if (head.length >= 8 && fourCc(head, 4) === 'ftyp') return 'MP4';
  if (id === 'fLaC') return 'FLAC';
  if (id === 'FORM') return 'AIFF';
  if (id?.startsWith('ID3') || (head[0] === 0xff && ((head[1] ?? 0) & 0xe0) === 0xe0)) return 'MP3';
  if (id === 'RIFF' || id === 'RF64' || id === 'BW64') return `${id} ${fourCc(head, 8) ?? '?'}`;
  return 'unknown';
};

type ChunkWalk = { chunks: Chunk[] } | { brokenChunk: string };

/** Reads the chunk table of a RIFF/RF64/BW64 file, checking every size against the file's. */
async function walkChunks(window: FileWindow, container: string): Promise<ChunkWalk> {
  const head = await window.read(0, 12);
  const riffSize32 = head.readUInt32LE(4);
  const needsDs64 = container !== 'RIFF';
  let ds64: { riffSize?: number; dataSize?: number; table: Map<string, number> } | undefined;
  if (needsDs64) {
    const header = await window.read(12, 8);
    if (header.length < 8 || fourCc(header) !== 'ds64') return { brokenChunk: 'ds64' };
    const size = header.readUInt32LE(4);
    if (size < 28 || size > 1024 * 1024 || 20 + size > window.size) return { brokenChunk: 'ds64' };
    const body = await window.read(20, size);
    const tableLength = body.readUInt32LE(24);
    if (28 + tableLength * 12 > size) return { brokenChunk: 'ds64' };
    const table = new Map<string, number>();
    for (let entry = 0; entry < tableLength; entry += 1) {
      const at = 28 + entry * 12;
      const entrySize = safeSize(body.readBigUInt64LE(at + 4));
      if (entrySize === undefined) return { brokenChunk: 'ds64' };
      table.set(body.toString('latin1', at, at + 4), entrySize);
    }
    ds64 = { riffSize: safeSize(body.readBigUInt64LE(0)), dataSize: safeSize(body.readBigUInt64LE(8)), table };
    if (ds64.riffSize === undefined || ds64.dataSize === undefined) return { brokenChunk: 'ds64' };
  }
  const riffSize = riffSize32 === UNSET_32 && ds64 ? ds64.riffSize! : riffSize32;
  // The declared size must be the file's (one byte of slack: a final pad byte some writers drop or add).
  if (Math.abs(riffSize + 8 - window.size) > 1) return { brokenChunk: container };
  const end = Math.min(riffSize + 8, window.size);
  const chunks: Chunk[] = [];
  let offset = 12;
  while (offset + 8 <= end) {
    if (chunks.length >= MAX_CHUNKS) return { brokenChunk: container };
    const header = await window.read(offset, 8);
    const id = fourCc(header);
    if (!id) return { brokenChunk: `0x${header.subarray(0, 4).toString('hex')}` };
    let size = header.readUInt32LE(4);
    if (size === UNSET_32 && ds64) {
      const large = id === 'data' ? ds64.dataSize : ds64.table.get(id);
      if (large === undefined) return { brokenChunk: id };
      size = large;
    }
    if (offset + 8 + size > end) return { brokenChunk: id };
    chunks.push({ id, offset: offset + 8, size });
    offset += 8 + size + (size % 2);
  }
  if (end - offset > 1) return { brokenChunk: container };
  return { chunks };
}

interface WaveFormat {
  tag: number;
  channels: number;
  sampleRate: number;
  blockAlign: number;
  bitDepth: number;
}

const readWaveFormat = (body: Buffer): WaveFormat | undefined => {
  if (body.length < 16) return undefined;
  let tag = body.readUInt16LE(0);
  let bitDepth = body.readUInt16LE(14);
  if (tag === WAVE_FORMAT.extensible) {
    if (body.length < 40) return undefined;
    bitDepth = body.readUInt16LE(18) || bitDepth;
    tag = body.readUInt16LE(24); // the sub-format GUID begins with the format tag
  }
  return {
    tag,
    channels: body.readUInt16LE(2),
    sampleRate: body.readUInt32LE(4),
    blockAlign: body.readUInt16LE(12),
    bitDepth,
  };
};

const codecName = (format: WaveFormat): string =>
  format.tag === WAVE_FORMAT.pcm
    ? `pcm_s${format.bitDepth}le`
    : format.tag === WAVE_FORMAT.float
      ? `pcm_f${format.bitDepth}le`
      : `wave_format_0x${format.tag.toString(16).padStart(4, '0')}`;

const formatLabel = (format: WaveFormat): string =>
  `${format.sampleRate / 1000}kHz / ${format.bitDepth}-bit ${format.tag === WAVE_FORMAT.pcm ? 'PCM' : format.tag === WAVE_FORMAT.float ? 'float' : codecName(format)}`;

interface ChnaEntry {
  trackIndex: number;
  uid: string;
}

const readChna = (body: Buffer): ChnaEntry[] | undefined => {
  if (body.length < 4) return undefined;
  const count = body.readUInt16LE(2);
  if (count === 0 || body.length < 4 + count * CHNA_ENTRY_BYTES) return undefined;
  const entries: ChnaEntry[] = [];
  for (let index = 0; index < count; index += 1) {
    const at = 4 + index * CHNA_ENTRY_BYTES;
    entries.push({
      trackIndex: body.readUInt16LE(at),
      uid: body.toString('latin1', at + 2, at + 14).replace(/\0+$/, ''),
    });
  }
  return entries;
};

export async function verifyAdmBwf(
  window: FileWindow,
  options: { expectedDurationSeconds?: number; toleranceSeconds: number },
): Promise<ImmersiveVerification> {
  const head = await window.read(0, 12);
  const container = fourCc(head);
  if (head.length < 12 || !container || !['RIFF', 'RF64', 'BW64'].includes(container) || fourCc(head, 8) !== 'WAVE') {
    return {
      facts: { container: 'unknown' },
      problems: [problemOf('notThisFormat', { expected: ADM_EXPECTED, found: describeHead(head) })],
    };
  }
  const facts: ImmersiveFacts = { container };
  const broken = (chunk: string): ImmersiveVerification => ({
    facts,
    problems: [problemOf('admStructure', { chunk })],
  });
  const walk = await walkChunks(window, container);
  if ('brokenChunk' in walk) return broken(walk.brokenChunk);
  const chunkOf = (id: string) => walk.chunks.find((chunk) => chunk.id === id);
  const fmtChunk = chunkOf('fmt ');
  const dataChunk = chunkOf('data');
  if (!fmtChunk || fmtChunk.size > 4096) return broken('fmt ');
  if (!dataChunk) return broken('data');
  const format = readWaveFormat(await window.read(fmtChunk.offset, fmtChunk.size));
  if (!format) return broken('fmt ');

  const problems: ImmersiveProblem[] = [];
  const add = (check: ImmersiveInvalidCheck, params?: Record<string, string | number>) =>
    problems.push(problemOf(check, params));
  Object.assign(facts, {
    codec: codecName(format),
    sample_rate: format.sampleRate,
    bit_depth: format.bitDepth,
    channels: format.channels,
  });
  if (format.channels < 1 || format.channels > DOLBY_ATMOS_MAX_CHANNELS) {
    add('admChannels', { found: format.channels, max: DOLBY_ATMOS_MAX_CHANNELS });
  } else if (format.bitDepth === 0 || format.blockAlign !== format.channels * Math.ceil(format.bitDepth / 8)) {
    return broken('fmt ');
  }
  if (
    format.tag !== WAVE_FORMAT.pcm ||
    format.sampleRate !== IMMERSIVE_SAMPLE_RATE ||
    format.bitDepth !== DOLBY_ATMOS_BIT_DEPTH
  ) {
    add('admAudioFormat', { found: formatLabel(format) });
  }
  if (format.blockAlign > 0 && format.sampleRate > 0) {
    facts.duration_seconds = Math.round((dataChunk.size / format.blockAlign / format.sampleRate) * 1000) / 1000;
  }

  const chnaChunk = chunkOf('chna');
  const chna =
    chnaChunk && chnaChunk.size <= 4 + 0xffff * CHNA_ENTRY_BYTES
      ? readChna(await window.read(chnaChunk.offset, chnaChunk.size))
      : undefined;
  const badTrack = chna?.find((entry) => entry.trackIndex < 1 || entry.trackIndex > format.channels);
  if (!chna) add('admTrackMap', { item: 'chna' });
  else if (badTrack) add('admTrackMap', { item: `${badTrack.uid} (track ${badTrack.trackIndex})` });

  const axmlChunk = chunkOf('axml');
  if (!axmlChunk) add('admMetadata', { item: 'axml' });
  else if (axmlChunk.size > AXML_MAX_BYTES) add('admMetadata', { item: `axml > ${AXML_MAX_BYTES / 1024 / 1024} MiB` });
  else {
    const adm = readAdmDocument((await window.read(axmlChunk.offset, axmlChunk.size)).toString('utf8'));
    if (!adm.ok) add('admMetadata', { item: adm.item });
    else {
      Object.assign(
        facts,
        { objects: adm.objects, beds: adm.beds },
        adm.programmeName ? { programme_name: adm.programmeName } : {},
      );
      const unresolved = chna && !badTrack ? chna.find((entry) => !adm.trackUids.has(entry.uid)) : undefined;
      if (unresolved) add('admTrackMap', { item: unresolved.uid });
    }
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
