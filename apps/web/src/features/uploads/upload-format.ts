// Pure helpers of the upload field: sizes, speed, durations and the facts the server read, in words.

import { formatFileSize, UPLOAD_FORMAT_NAMES, UPLOAD_MAX_BYTES, type UploadKind } from '@otodoke/domain';
import type { TFunction } from 'i18next';
import { accountFileSource } from '../../app/request-context.ts';
import type { UploadFacts } from './upload-types.ts';

/** "12.3 MB" (binary units, as operating systems show file sizes). */
export const formatBytes = (bytes: number): string => formatFileSize(Math.max(0, bytes));

/** "8.1 MB/s"; an em dash until there is a speed to show. */
export function formatSpeed(bytesPerSecond: number | null): string {
  if (bytesPerSecond === null || !Number.isFinite(bytesPerSecond) || bytesPerSecond <= 0) return '—';
  return `${formatFileSize(bytesPerSecond)}/s`;
}

/** Whole percent, never 100 before the last byte arrived. */
export function percentOf(sent: number, total: number): number {
  if (total <= 0) return 0;
  if (sent >= total) return 100;
  return Math.min(99, Math.floor((sent / total) * 100));
}

/** "3:12", "1:02:03". */
export function formatDuration(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = String(whole % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

/** "44.1 kHz", "96 kHz". */
export function formatSampleRate(hertz: number): string {
  return `${Number((hertz / 1000).toFixed(3))} kHz`;
}

/** "29.97 fps", "30 fps". */
export function formatFrameRate(fps: number): string {
  return `${Number(fps.toFixed(3))} fps`;
}

const CODEC_NAMES: Record<string, string> = {
  h264: 'H.264',
  hevc: 'H.265 (HEVC)',
  prores: 'Apple ProRes',
  pcm_s16le: 'PCM',
  pcm_s24le: 'PCM',
  pcm_s32le: 'PCM',
};

export function codecName(codec: string): string {
  return CODEC_NAMES[codec] ?? codec.toUpperCase();
}

const FORMAT_NAMES: Record<string, string> = { jpeg: 'JPEG', png: 'PNG', webp: 'WebP', mov: 'MOV', mp4: 'MP4' };

export function formatName(format: string): string {
  return FORMAT_NAMES[format] ?? format.toUpperCase();
}

function channelsInWords(channels: number, t: TFunction): string {
  if (channels === 2) return t('uploads.facts.stereo');
  if (channels === 1) return t('uploads.facts.mono');
  return t('uploads.facts.channels', { count: channels });
}

/**
 * The facts the server read, as one line: "WAV · 44.1 kHz / 16 bit · ステレオ · 3:12",
 * "MP4 · H.264 · 1920×1080 · 29.97 fps · 4:05", "PNG · 3000×3000 px".
 */
export function describeFacts(kind: UploadKind, facts: UploadFacts | null, t: TFunction): string {
  if (!facts) return '';
  const parts: string[] = [];
  if (kind === 'audio' || kind === 'reference') {
    if (facts.format) parts.push(formatName(facts.format));
    if (facts.sampleRate) {
      parts.push(
        facts.bitDepth
          ? `${formatSampleRate(facts.sampleRate)} / ${facts.bitDepth} bit`
          : formatSampleRate(facts.sampleRate),
      );
    }
    if (facts.channels) parts.push(channelsInWords(facts.channels, t));
    if (facts.durationSeconds !== undefined) parts.push(formatDuration(facts.durationSeconds));
  } else if (kind === 'video') {
    if (facts.container) parts.push(formatName(facts.container));
    if (facts.codec) parts.push(codecName(facts.codec));
    if (facts.width && facts.height) parts.push(`${facts.width}×${facts.height}`);
    if (facts.frameRate) parts.push(formatFrameRate(facts.frameRate));
    if (facts.durationSeconds !== undefined) parts.push(formatDuration(facts.durationSeconds));
    if (facts.hasAudio === false) parts.push(t('uploads.facts.noSound'));
  } else if (kind === 'artwork' || kind === 'image') {
    if (facts.format) parts.push(formatName(facts.format));
    if (facts.width && facts.height)
      parts.push(t('uploads.facts.pixels', { width: facts.width, height: facts.height }));
  } else if (facts.format) {
    parts.push(formatName(facts.format));
  }
  return parts.join(' · ');
}

/** What a kind accepts, for the field's hint: "WAV / FLAC · 2 GB". */
export function acceptedSummary(kind: UploadKind): { formats: string; max: string } {
  return { formats: UPLOAD_FORMAT_NAMES[kind], max: formatFileSize(UPLOAD_MAX_BYTES[kind]) };
}

/** The file chooser's filter per kind (the server still reads the real type from the bytes). */
export const DEFAULT_ACCEPT: Record<UploadKind, string> = {
  audio: '.wav,.flac,audio/wav,audio/x-wav,audio/flac',
  video: '.mov,.mp4,video/quicktime,video/mp4',
  artwork: '.jpg,.jpeg,.png,image/jpeg,image/png',
  image: '.jpg,.jpeg,.png,.webp,image/jpeg,image/png,image/webp',
  csv: '.csv,text/csv',
  immersive: '.wav,.mp4,.m4a,audio/wav,audio/x-wav,audio/mp4,video/mp4',
  reference: '.wav,.flac,.mp3,.m4a,.aac,audio/wav,audio/x-wav,audio/flac,audio/mpeg,audio/mp4,audio/aac',
};

/**
 * Transfer speed over a sliding window of progress samples, so one slow or fast chunk does not make the figure jump.
 */
export class SpeedMeter {
  private samples: { at: number; bytes: number }[] = [];

  private readonly windowMs: number;

  constructor(windowMs = 3000) {
    this.windowMs = windowMs;
  }

  /** Records that `bytes` had been sent at `at` (ms) and returns bytes per second, or null while too early to tell. */
  add(at: number, bytes: number): number | null {
    this.samples.push({ at, bytes });
    while (this.samples.length > 2 && at - this.samples[1]!.at >= this.windowMs) this.samples.shift();
    const first = this.samples[0]!;
    const elapsed = at - first.at;
    if (elapsed < 250) return null;
    return ((bytes - first.bytes) * 1000) / elapsed;
  }

  reset(): void {
    this.samples = [];
  }
}

/** The preview URL for an <img> or <audio>, which cannot send headers: the account goes in `_acid`. */
export const previewSource = (previewUrl: string, acid: number | null): string => accountFileSource(previewUrl, acid);
