import i18next, { type TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { accountFileSource } from '../../app/request-context.ts';
import { uploadsEn } from './catalog.en.ts';
import { uploadsJa } from './catalog.ja.ts';
import {
  describeFacts,
  formatBytes,
  formatDuration,
  formatSpeed,
  percentOf,
  previewSource,
  SpeedMeter,
} from './upload-format.ts';
import { uploadFingerprint } from './use-tus-upload.ts';

function translator(language: 'ja' | 'en'): TFunction {
  const instance = i18next.createInstance();
  void instance.init({
    lng: language,
    resources: { ja: { translation: { uploads: uploadsJa } }, en: { translation: { uploads: uploadsEn } } },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance.t;
}

const ja = translator('ja');
const en = translator('en');

describe('the facts of a file in words', () => {
  it('describes a stereo WAV master, a hi-res FLAC and a mono file', () => {
    const wav = {
      format: 'wav',
      sampleRate: 44_100,
      bitDepth: 16,
      channels: 2,
      durationSeconds: 192.4,
      isHires: false,
    };
    expect(describeFacts('audio', wav, ja)).toBe('WAV · 44.1 kHz / 16 bit · ステレオ · 3:12');
    expect(describeFacts('audio', wav, en)).toBe('WAV · 44.1 kHz / 16 bit · Stereo · 3:12');
    const flac = { format: 'flac', sampleRate: 96_000, bitDepth: 24, channels: 2, durationSeconds: 3725 };
    expect(describeFacts('audio', flac, en)).toBe('FLAC · 96 kHz / 24 bit · Stereo · 1:02:05');
    expect(describeFacts('audio', { format: 'mp3', sampleRate: 44_100, channels: 1 }, ja)).toBe(
      'MP3 · 44.1 kHz · モノラル',
    );
    expect(describeFacts('audio', { format: 'wav', sampleRate: 48_000, bitDepth: 24, channels: 6 }, en)).toBe(
      'WAV · 48 kHz / 24 bit · 6 channels',
    );
  });

  it('describes a video with codec, size, frame rate and length', () => {
    const video = {
      container: 'mp4',
      codec: 'h264',
      width: 1920,
      height: 1080,
      frameRate: 29.97,
      durationSeconds: 245,
      hasAudio: true,
    };
    expect(describeFacts('video', video, ja)).toBe('MP4 · H.264 · 1920×1080 · 29.97 fps · 4:05');
    expect(describeFacts('video', { ...video, container: 'mov', codec: 'prores', hasAudio: false }, en)).toBe(
      'MOV · Apple ProRes · 1920×1080 · 29.97 fps · 4:05 · No sound',
    );
  });

  it('describes pictures by format and pixel size, and CSV by its format', () => {
    expect(describeFacts('artwork', { format: 'png', width: 3000, height: 3000, colourSpace: 'srgb' }, ja)).toBe(
      'PNG · 3000×3000 px',
    );
    expect(describeFacts('image', { format: 'webp', width: 800, height: 600 }, en)).toBe('WebP · 800×600 px');
    expect(describeFacts('csv', { format: 'csv' }, en)).toBe('CSV');
    expect(describeFacts('audio', null, en)).toBe('');
  });
});

describe('sizes, speed and progress', () => {
  it('shows bytes in binary units', () => {
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(12.34 * 1024 * 1024)).toBe('12.3 MB');
    expect(formatBytes(200 * 1024 * 1024)).toBe('200 MB');
    expect(formatBytes(2 * 1024 * 1024 * 1024)).toBe('2 GB');
  });

  it('shows a speed only once there is one', () => {
    expect(formatSpeed(null)).toBe('—');
    expect(formatSpeed(0)).toBe('—');
    expect(formatSpeed(8.1 * 1024 * 1024)).toBe('8.1 MB/s');
  });

  it('measures speed over a sliding window', () => {
    const meter = new SpeedMeter(3000);
    expect(meter.add(0, 0)).toBeNull();
    expect(meter.add(100, 100_000)).toBeNull(); // too early to tell
    expect(meter.add(1000, 1_000_000)).toBe(1_000_000);
    expect(meter.add(2000, 2_000_000)).toBe(1_000_000);
    // A stall: the last three seconds still hold one second of progress, so the figure falls gradually.
    expect(meter.add(4000, 2_000_000)).toBeCloseTo(333_333, 0);
    // Later samples push the old ones out of the window.
    expect(meter.add(7000, 2_000_000)).toBe(0);
  });

  it('never shows 100 % before the last byte', () => {
    expect(percentOf(0, 0)).toBe(0);
    expect(percentOf(999, 1000)).toBe(99);
    expect(percentOf(1000, 1000)).toBe(100);
    expect(percentOf(1, 3)).toBe(33);
  });

  it('writes durations as clocks', () => {
    expect(formatDuration(0)).toBe('0:00');
    expect(formatDuration(59.6)).toBe('1:00');
    expect(formatDuration(3600)).toBe('1:00:00');
  });
});

describe('upload identity', () => {
  it('resumes only the same file for the same account and kind', () => {
    const file = { name: 'Track 01.wav', size: 1234, lastModified: 1_700_000_000_000 } as File;
    expect(uploadFingerprint('audio', 1, file)).toBe('otodoke:1:audio:Track 01.wav:1234:1700000000000');
    expect(uploadFingerprint('audio', 2, file)).not.toBe(uploadFingerprint('audio', 1, file));
    expect(uploadFingerprint('video', 1, file)).not.toBe(uploadFingerprint('audio', 1, file));
  });

  it('puts the account into preview URLs, which images and players cannot send headers for', () => {
    expect(previewSource('/api/v2/me/uploads/5/preview', 3)).toBe('/api/v2/me/uploads/5/preview?_acid=3');
    expect(previewSource('/api/v2/me/uploads/5/preview', null)).toBe('/api/v2/me/uploads/5/preview');
    // Every account file shown in an <img> names the account (thumbnails in lists, artist images); public ones not.
    expect(accountFileSource('/api/v2/me/uploads/14/preview', 2)).toBe('/api/v2/me/uploads/14/preview?_acid=2');
    expect(accountFileSource('/api/v2/me/uploads/14/preview?_acid=2', 2)).toBe('/api/v2/me/uploads/14/preview?_acid=2');
    expect(accountFileSource('/artists/3/image', 2)).toBe('/artists/3/image');
  });
});
