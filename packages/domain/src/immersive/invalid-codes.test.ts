import { describe, expect, it } from 'vitest';
import { IMMERSIVE_AUDIO_INVALID_CODE_COUNTS } from '../enumerations/immersive-mastering.ts';
import {
  IMMERSIVE_INVALID,
  IMMERSIVE_INVALID_MESSAGES,
  immersiveInvalidCodeMessage,
  mpeghProfileLevelName,
} from './invalid-codes.ts';

describe('immersive invalid codes', () => {
  it('has exactly the codes the spec counts per family, each with a Japanese and an English message', () => {
    for (const [family, count] of Object.entries(IMMERSIVE_AUDIO_INVALID_CODE_COUNTS)) {
      const messages = IMMERSIVE_INVALID_MESSAGES[family as keyof typeof IMMERSIVE_INVALID_MESSAGES];
      expect(Object.keys(messages).map(Number).sort()).toEqual(Array.from({ length: count }, (_, i) => i + 1));
      for (const text of Object.values(messages)) {
        expect(text.ja).toMatch(/[ぁ-んァ-ン]/);
        expect(text.ja).toMatch(/。$/);
        expect(text.en).toMatch(/^[A-Z].*\.$/);
      }
    }
  });

  it('names every check once, and every code is some check', () => {
    const keys = Object.values(IMMERSIVE_INVALID).map(({ family, code }) => `${family}-${code}`);
    expect(new Set(keys).size).toBe(keys.length);
    const total = Object.values(IMMERSIVE_AUDIO_INVALID_CODE_COUNTS).reduce((sum, n) => sum + n, 0);
    expect(keys).toHaveLength(total);
  });

  it('uses the same placeholders in both languages and fills them in', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const messages of Object.values(IMMERSIVE_INVALID_MESSAGES)) {
      for (const text of Object.values(messages)) {
        expect(placeholders(text.ja)).toEqual(placeholders(text.en));
      }
    }
    const problem = { ...IMMERSIVE_INVALID.admAudioFormat, params: { found: '44.1kHz・16bit PCM' } };
    expect(immersiveInvalidCodeMessage(problem, 'ja')).toBe(
      '音声形式が44.1kHz・16bit PCMです。48kHz・24bitのリニアPCMで書き出してください。',
    );
    const duration = { ...IMMERSIVE_INVALID.durationMismatch, params: { found: 200, expected: 180, tolerance: 2 } };
    expect(immersiveInvalidCodeMessage(duration, 'en')).toBe(
      'The file runs 200 s but the stereo song runs 180 s. Export it at the same length as the stereo song (within 2 s).',
    );
    expect(immersiveInvalidCodeMessage({ family: 'dolby', code: 9 }, 'en')).toBe(
      'The file failed verification (dolby-9).',
    );
  });

  it('names MPEG-H profiles and levels', () => {
    expect(mpeghProfileLevelName(0x0d)).toBe('Low Complexity Level 3');
    expect(mpeghProfileLevelName(0x01)).toBe('Main Level 1');
    expect(mpeghProfileLevelName(0xff)).toBe('0xFF');
  });
});
