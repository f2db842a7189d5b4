// The checks of a received file: sha256, the real type from its bytes, its facts from ffprobe or sharp, for sound and
// video the sizes its header declares and one decoding of the whole file with ffmpeg, and the domain's judgement of
// them. Reads the stored file only; saving the outcome is the service's job.
import { createHash } from 'node:crypto';
import {
  checkArtwork,
  checkAudio,
  checkImage,
  checkIntegrity,
  checkReferenceAudio,
  checkVideo,
  type FileProblem,
  isHiresAudio,
  UPLOAD_FORMAT_NAMES,
  type UploadKind,
} from '@otodoke/domain';
import { declaredContainerBytes } from '../../integrations/media-probe/container-size.ts';
import {
  type DecodeResult,
  decodeMedia,
  MediaDecodeTimeoutError,
} from '../../integrations/media-probe/ffmpeg-decode.ts';
import {
  MediaProbeError,
  MediaToolMissingError,
  type ProbeResult,
  type ProbeStream,
  probeMedia,
} from '../../integrations/media-probe/ffprobe.ts';
import { ImageProbeError, probeImage } from '../../integrations/media-probe/image-probe.ts';
import { SNIFF_BYTES, type SniffedType, sniffFileType } from '../../integrations/media-probe/sniff.ts';
import type { Storage } from '../../platform/storage/storage.ts';

/** Facts with the wire's snake_case keys (contract `uploadFactsSchema`), as stored in `uploads.facts`. */
export interface UploadFacts {
  format?: string;
  duration_seconds?: number;
  sample_rate?: number;
  bit_depth?: number;
  channels?: number;
  is_hires?: boolean;
  container?: string;
  codec?: string;
  width?: number;
  height?: number;
  frame_rate?: number;
  has_audio?: boolean;
  colour_space?: string;
}

export interface Inspection {
  sha256: string;
  /** MD5 (hex): what DDEX messages carry as the file's hash sum. */
  md5: string;
  /** The MIME type read from the bytes. */
  detectedType: string;
  facts: UploadFacts | null;
  problems: FileProblem[];
}

interface Scan {
  sha256: string;
  md5: string;
  head: Buffer;
  size: number;
  /** Whether every byte is UTF-8 text without control characters (a leading BOM allowed). */
  isUtf8Text: boolean;
  /** Whether it is Shift_JIS text instead, as Excel in Japan saves CSV files. */
  isShiftJisText: boolean;
}

/** Control bytes other than tab, LF, form feed and CR (UTF-8 multi-byte sequences never contain bytes below 0x80). */
function hasControlBytes(chunk: Buffer): boolean {
  for (const byte of chunk) {
    if ((byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0c && byte !== 0x0d) || byte === 0x7f) return true;
  }
  return false;
}

/** One streaming pass: the hash, the first bytes, and (when asked) whether the whole file is UTF-8 text. */
async function scan(storage: Storage, key: string, checkText: boolean): Promise<Scan> {
  const hash = createHash('sha256');
  const md5 = createHash('md5');
  const headParts: Buffer[] = [];
  let headLength = 0;
  let size = 0;
  let isUtf8Text = checkText;
  let isShiftJisText = checkText;
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const shiftJis = new TextDecoder('shift_jis', { fatal: true });
  for await (const chunk of storage.createReadStream(key) as AsyncIterable<Buffer>) {
    hash.update(chunk);
    md5.update(chunk);
    size += chunk.length;
    if (headLength < SNIFF_BYTES) {
      headParts.push(chunk.subarray(0, SNIFF_BYTES - headLength));
      headLength += Math.min(chunk.length, SNIFF_BYTES - headLength);
    }
    if (isUtf8Text || isShiftJisText) {
      if (hasControlBytes(chunk)) {
        isUtf8Text = false;
        isShiftJisText = false;
      }
    }
    if (isUtf8Text) {
      try {
        decoder.decode(chunk, { stream: true });
      } catch {
        isUtf8Text = false;
      }
    }
    if (isShiftJisText) {
      try {
        shiftJis.decode(chunk, { stream: true });
      } catch {
        isShiftJisText = false;
      }
    }
  }
  for (const [which, finish] of [
    ['utf8', () => decoder.decode()],
    ['sjis', () => shiftJis.decode()],
  ] as const) {
    try {
      finish();
    } catch {
      if (which === 'utf8') isUtf8Text = false;
      else isShiftJisText = false;
    }
  }
  return {
    sha256: hash.digest('hex'),
    md5: md5.digest('hex'),
    head: Buffer.concat(headParts),
    size,
    isUtf8Text: isUtf8Text && size > 0,
    isShiftJisText: !isUtf8Text && isShiftJisText && size > 0,
  };
}

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

function parseRate(rate: string | undefined): number | null {
  if (!rate) return null;
  const [numerator, denominator] = rate.split('/').map(Number);
  if (!numerator || !Number.isFinite(numerator)) return null;
  const value = denominator ? numerator / denominator : numerator;
  return Number.isFinite(value) && value > 0 ? value : null;
}

function durationOf(probe: ProbeResult, stream: ProbeStream | undefined): number {
  const seconds = Number(probe.format.duration ?? stream?.duration ?? 0);
  return Number.isFinite(seconds) ? round(seconds, 3) : 0;
}

const SAMPLE_FORMAT_BITS: Record<string, number> = { u8: 8, s16: 16, s32: 32, s64: 64, flt: 32, dbl: 64 };

/** Codecs that keep every sample, so a bit depth means something (a lossy codec's decoder format does not). */
function isLossless(codec: string | undefined): boolean {
  return Boolean(codec && (codec.startsWith('pcm_') || ['flac', 'alac', 'wavpack', 'tta', 'ape'].includes(codec)));
}

/** WAV and FLAC bit depth: bits_per_raw_sample, else bits_per_sample, else the sample format's width; 0 if lossy. */
export function bitDepthOf(stream: ProbeStream): number {
  if (!isLossless(stream.codec_name)) return 0;
  const raw = Number(stream.bits_per_raw_sample ?? 0);
  if (raw > 0) return raw;
  if ((stream.bits_per_sample ?? 0) > 0) return stream.bits_per_sample!;
  return SAMPLE_FORMAT_BITS[(stream.sample_fmt ?? '').replace(/p$/, '')] ?? 0;
}

export function audioFactsFrom(probe: ProbeResult, format: string): UploadFacts | null {
  const stream = probe.streams.find((each) => each.codec_type === 'audio');
  if (!stream) return null;
  const sampleRate = Number(stream.sample_rate ?? 0);
  const bitDepth = bitDepthOf(stream);
  return {
    format,
    codec: stream.codec_name ?? 'unknown',
    duration_seconds: durationOf(probe, stream),
    sample_rate: sampleRate,
    ...(bitDepth > 0 ? { bit_depth: bitDepth } : {}),
    channels: stream.channels ?? 0,
    is_hires: isHiresAudio({ sampleRate, bitDepth }),
  };
}

/** The base frame rate: r_frame_rate when the average agrees with it (within 1%), else the average. */
export function frameRateOf(stream: ProbeStream): number {
  const base = parseRate(stream.r_frame_rate);
  const average = parseRate(stream.avg_frame_rate);
  if (base && average) return Math.abs(average - base) / base < 0.01 ? base : average;
  return average ?? base ?? 0;
}

/** mov and mp4 share ffprobe's format name; the major brand tells them apart (`qt  ` is QuickTime). */
export function containerOf(probe: ProbeResult, sniffed: SniffedType): string {
  const brand = probe.format.tags?.major_brand?.trim();
  if (brand === 'qt') return 'mov';
  if (brand) return sniffed.format === 'mov' ? 'mov' : sniffed.format;
  return sniffed.format;
}

export function videoFactsFrom(probe: ProbeResult, sniffed: SniffedType): UploadFacts | null {
  const video = probe.streams.find((each) => each.codec_type === 'video' && !each.disposition?.attached_pic);
  if (!video) return null;
  const frameRate = frameRateOf(video);
  const container = containerOf(probe, sniffed);
  return {
    format: container,
    container,
    codec: video.codec_name ?? 'unknown',
    width: video.width ?? 0,
    height: video.height ?? 0,
    frame_rate: round(frameRate, 3),
    duration_seconds: durationOf(probe, video),
    has_audio: probe.streams.some((each) => each.codec_type === 'audio'),
  };
}

function wrongKind(sniffed: SniffedType, kind: UploadKind): FileProblem {
  return { id: 'wrongKind', params: { found: sniffed.format.toUpperCase(), expected: UPLOAD_FORMAT_NAMES[kind] } };
}

const CATEGORY_OF_KIND: Record<UploadKind, SniffedType['category']> = {
  audio: 'audio',
  video: 'video',
  artwork: 'image',
  image: 'image',
  csv: 'text',
  immersive: 'audio',
  reference: 'audio',
};

/**
 * An immersive master's container, read from its first bytes: a RIFF/RF64/BW64 WAVE (ADM BWF) or an ISO BMFF (MPEG-H
 * MP4). Its real checks (chunks, ADM document, sample entry) are the immersive audio feature's verification job.
 */
function immersiveContainerOf(head: Buffer): 'wav' | 'mp4' | null {
  const tag = head.subarray(0, 4).toString('latin1');
  if (['RIFF', 'RF64', 'BW64'].includes(tag) && head.subarray(8, 12).toString('latin1') === 'WAVE') return 'wav';
  if (head.subarray(4, 8).toString('latin1') === 'ftyp') return 'mp4';
  return null;
}

export interface InspectionDeps {
  storage: Storage;
  /** Null when there is none (media-tools.ts): sound and video are then refused as unchecked, never accepted. */
  ffprobePath: string | null;
  ffmpegPath: string | null;
}

/**
 * How long one decoding of a file may take: two minutes, plus its declared length (decoding slower than playing it
 * means something is wrong; a four-hour concert video gets four hours).
 */
export function decodeTimeoutMs(declaredSeconds: number): number {
  return 120_000 + (Number.isFinite(declaredSeconds) && declaredSeconds > 0 ? declaredSeconds * 1000 : 0);
}

/** What ffprobe, the container's size fields and ffmpeg say about a sound or video file. */
interface MediaReading {
  probe: ProbeResult;
  declaredBytes: number | null;
  /** Null when the file was not decoded: its header already shows it cut off. */
  decoding: DecodeResult | 'unavailable' | null;
}

async function readMedia(deps: InspectionDeps, filePath: string, presentBytes: number): Promise<MediaReading> {
  if (!deps.ffprobePath) throw new MediaToolMissingError('ffprobe', 'none');
  const probe = await probeMedia(deps.ffprobePath, filePath);
  const declaredBytes = await declaredContainerBytes(filePath);
  if (declaredBytes !== null && declaredBytes > presentBytes) return { probe, declaredBytes, decoding: null };
  if (!deps.ffmpegPath) return { probe, declaredBytes, decoding: 'unavailable' };
  try {
    const timeoutMs = decodeTimeoutMs(Number(probe.format.duration));
    return { probe, declaredBytes, decoding: await decodeMedia(deps.ffmpegPath, filePath, timeoutMs) };
  } catch (error) {
    // No decoder, or one that never finished: the file is not judged damaged, only unchecked.
    if (error instanceof MediaToolMissingError || error instanceof MediaDecodeTimeoutError) {
      return { probe, declaredBytes, decoding: 'unavailable' };
    }
    throw error;
  }
}

/** Whether the file is whole: its declared size against the bytes, its declared length against what decoded. */
function integrityProblems(reading: MediaReading, presentBytes: number, declaredSeconds: number): FileProblem[] {
  const decoding = reading.decoding === 'unavailable' ? null : reading.decoding;
  return checkIntegrity({
    declaredBytes: reading.declaredBytes,
    presentBytes,
    declaredSeconds: decoding ? declaredSeconds : 0,
    decodedSeconds: decoding ? decoding.decodedSeconds : 0,
    hasDecodeErrors: (decoding?.errors.length ?? 0) > 0,
  });
}

/** Inspects the stored file `key` as a file of `kind`. Throws only when the file cannot be read from storage. */
export async function inspectUpload(deps: InspectionDeps, key: string, kind: UploadKind): Promise<Inspection> {
  const scanned = await scan(deps.storage, key, kind === 'csv');
  const sniffed = sniffFileType(scanned.head, scanned.size <= SNIFF_BYTES);
  const result = (facts: UploadFacts | null, problems: FileProblem[]): Inspection => ({
    sha256: scanned.sha256,
    md5: scanned.md5,
    detectedType:
      kind === 'csv' && scanned.isUtf8Text
        ? 'text/csv'
        : kind === 'csv' && scanned.isShiftJisText
          ? 'text/csv; charset=shift_jis'
          : sniffed.mime,
    facts,
    problems,
  });

  if (kind === 'csv') {
    return scanned.isUtf8Text || scanned.isShiftJisText
      ? result({ format: 'csv' }, [])
      : result(null, [{ id: 'csvFormat' }]);
  }
  if (kind === 'immersive') {
    // Only the container here (with the hashes and size above): the verification job reads the file for real.
    const container = immersiveContainerOf(scanned.head);
    if (!container) {
      return result(null, [sniffed.category === 'unknown' ? { id: 'unreadable' } : wrongKind(sniffed, kind)]);
    }
    return result({ format: container }, []);
  }
  if (sniffed.category === 'unknown') return result(null, [{ id: 'unreadable' }]);
  if (sniffed.category !== CATEGORY_OF_KIND[kind]) return result(null, [wrongKind(sniffed, kind)]);

  if (kind === 'artwork' || kind === 'image') {
    try {
      const image = await deps.storage.withLocalFile(key, probeImage);
      const facts: UploadFacts = {
        format: image.format,
        width: image.width,
        height: image.height,
        colour_space: image.space,
      };
      const problems =
        kind === 'artwork'
          ? checkArtwork({ format: image.format, width: image.width, height: image.height, colourSpace: image.space })
          : checkImage(image);
      return result(facts, problems);
    } catch (error) {
      if (error instanceof ImageProbeError) return result(null, [{ id: 'unreadable' }]);
      throw error;
    }
  }

  let reading: MediaReading;
  try {
    reading = await deps.storage.withLocalFile(key, (filePath) => readMedia(deps, filePath, scanned.size));
  } catch (error) {
    if (error instanceof MediaProbeError) return result(null, [{ id: 'unreadable' }]);
    if (error instanceof MediaToolMissingError) return result(null, [{ id: 'probeUnavailable' }]);
    throw error;
  }
  const { probe } = reading;
  const facts =
    kind === 'audio' || kind === 'reference' ? audioFactsFrom(probe, sniffed.format) : videoFactsFrom(probe, sniffed);
  if (!facts) return result(null, [{ id: 'unreadable' }]);
  const damaged = integrityProblems(reading, scanned.size, facts.duration_seconds ?? 0);
  if (damaged.length > 0) return result(facts, damaged);
  // The length is what really decodes (a header can claim anything); without a decoder, the file is not accepted.
  const unchecked: FileProblem[] = reading.decoding === 'unavailable' ? [{ id: 'decoderUnavailable' }] : [];
  if (reading.decoding && reading.decoding !== 'unavailable') {
    facts.duration_seconds = round(reading.decoding.decodedSeconds, 3);
  }
  if (kind === 'reference') {
    // A mastering reference track: the same reading and whole decoding, lossy formats allowed (never a release's).
    const { format, channels, duration_seconds: durationSeconds } = facts;
    return result(facts, [
      ...checkReferenceAudio({ format: format!, channels: channels!, durationSeconds: durationSeconds! }),
      ...unchecked,
    ]);
  }
  if (kind === 'audio') {
    return result(facts, [
      ...checkAudio({
        format: facts.format!,
        sampleRate: facts.sample_rate!,
        bitDepth: facts.bit_depth ?? 0,
        channels: facts.channels!,
        durationSeconds: facts.duration_seconds!,
      }),
      ...unchecked,
    ]);
  }
  return result(facts, [
    ...checkVideo(
      {
        container: facts.container!,
        codec: facts.codec!,
        width: facts.width!,
        height: facts.height!,
        frameRate: facts.frame_rate!,
        durationSeconds: facts.duration_seconds!,
        hasAudio: facts.has_audio!,
      },
      // The release it goes on is not known yet: allow the longest (a concert video); the release judges it again.
      true,
    ),
    ...unchecked,
  ]);
}
