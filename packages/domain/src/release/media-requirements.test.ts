import { describe, expect, it } from 'vitest';
import {
  AUDIO_MIN_SECONDS,
  checkAudio,
  checkIntegrity,
  checkReferenceAudio,
  FILE_PROBLEMS,
  fileProblemMessage,
  formatFileSize,
  UPLOAD_KINDS,
  UPLOAD_MAX_BYTES,
  UPLOAD_PERMISSION_ID,
} from './media-requirements.ts';

describe('file sizes as people read them', () => {
  it.each([
    [0, '0 B'],
    [900, '900 B'],
    [1536, '1.5 KB'],
    [3.45 * 1024 * 1024, '3.5 MB'],
    [UPLOAD_MAX_BYTES.audio, '2 GB'],
    [UPLOAD_MAX_BYTES.video, '20 GB'],
    [UPLOAD_MAX_BYTES.artwork, '50 MB'],
    [200 * 1024 * 1024, '200 MB'],
  ])('%d bytes is %s', (bytes, shown) => {
    expect(formatFileSize(bytes)).toBe(shown);
  });

  it('files artist images under artists (2000), immersive and reference tracks under 7000, the rest under 1000', () => {
    expect(UPLOAD_KINDS.map((kind) => UPLOAD_PERMISSION_ID[kind])).toEqual([1000, 1000, 1000, 2000, 1000, 7000, 7000]);
  });
});

describe('files cut off or damaged', () => {
  const whole = { declaredBytes: 1044, presentBytes: 1044, declaredSeconds: 200, decodedSeconds: 199.98 };

  it('accepts a file whose declared size arrived and that decodes to its declared length', () => {
    expect(checkIntegrity({ ...whole, hasDecodeErrors: false })).toEqual([]);
    expect(checkIntegrity({ ...whole, declaredBytes: null, hasDecodeErrors: false })).toEqual([]);
  });

  it('names the declared and present sizes of a file whose header claims more bytes than arrived', () => {
    const problems = checkIntegrity({ ...whole, declaredBytes: 10 * 1024 * 1024 + 44, hasDecodeErrors: true });
    expect(problems).toEqual([{ id: 'truncated', params: { declared: '10 MB', present: '1 KB' } }]);
    expect(fileProblemMessage(problems[0]!, 'en')).toBe(
      'The file is cut off: its header declares 10 MB but only 1 KB arrived. Upload the original file again.',
    );
  });

  it('reports a file that decodes to less than it declares, then one the decoder found damaged', () => {
    expect(checkIntegrity({ ...whole, decodedSeconds: 61, hasDecodeErrors: true })).toEqual([
      { id: 'decodedShort', params: { declared: '3:20', found: '1:01' } },
    ]);
    const damaged = checkIntegrity({ ...whole, hasDecodeErrors: true });
    expect(damaged).toEqual([{ id: 'undecodable', params: { found: '3:20' } }]);
    expect(fileProblemMessage(damaged[0]!, 'ja')).toBe(
      'ファイルを最後までデコードできませんでした（3:20の位置でデータが壊れています）。壊れていないファイルをアップロードしてください。',
    );
  });

  it('refuses audio shorter than a second, except as a ringtone (which has its own range)', () => {
    const blip = { format: 'wav', sampleRate: 44_100, bitDepth: 16, channels: 2, durationSeconds: 0.006 };
    expect(checkAudio(blip)).toEqual([{ id: 'audioTooShort', params: { found: 0.006, min: AUDIO_MIN_SECONDS } }]);
    expect(checkAudio(blip, 'ringtone').map((p) => p.id)).toEqual(['audioTooShortForRingtone']);
    expect(checkAudio({ ...blip, durationSeconds: 1 })).toEqual([]);
  });

  it('takes MP3 and AAC as a reference track only: the release rules still refuse them', () => {
    const mp3 = { format: 'mp3', sampleRate: 44_100, bitDepth: 0, channels: 2, durationSeconds: 200 };
    expect(checkAudio(mp3).map((p) => p.id)).toEqual(['audioFormat']);
    expect(checkReferenceAudio(mp3)).toEqual([]);
    expect(checkReferenceAudio({ ...mp3, format: 'm4a', channels: 1 })).toEqual([]);
    expect(checkReferenceAudio({ ...mp3, format: 'ogg' })).toEqual([
      { id: 'referenceFormat', params: { found: 'OGG' } },
    ]);
    expect(checkReferenceAudio({ ...mp3, channels: 6, durationSeconds: 0.2 }).map((p) => p.id)).toEqual([
      'audioTooShort',
      'referenceChannels',
    ]);
  });

  it('has ja and en texts with the same placeholders for every file problem', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const message of Object.values(FILE_PROBLEMS)) {
      expect(message.ja.trim()).not.toBe('');
      expect(placeholders(message.ja)).toEqual(placeholders(message.en));
    }
  });
});
