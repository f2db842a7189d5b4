import { describe, expect, it } from 'vitest';
import { findPrefecture, findPrefectureByIsoCode, PREFECTURES, prefectureName } from './prefectures.ts';

describe('prefectures', () => {
  it('lists the 47 prefectures by JIS code with their ISO 3166-2 codes', () => {
    expect(PREFECTURES).toHaveLength(47);
    expect(PREFECTURES.map((p) => p.code)).toEqual(Array.from({ length: 47 }, (_, i) => i + 1));
    expect(new Set(PREFECTURES.map((p) => p.name.ja)).size).toBe(47);
    expect(new Set(PREFECTURES.map((p) => p.name.en)).size).toBe(47);
    for (const p of PREFECTURES) {
      expect(p.isoCode).toMatch(/^JP-(0[1-9]|[1-3]\d|4[0-7])$/);
      expect(Number(p.isoCode.slice(3))).toBe(p.code);
      expect(p.name.ja).toMatch(/^(北海道|.+[都府県])$/);
    }
  });

  it('finds Tokyo by either code', () => {
    expect(findPrefecture(13)).toEqual({ code: 13, isoCode: 'JP-13', name: { ja: '東京都', en: 'Tokyo' } });
    expect(findPrefectureByIsoCode('JP-13')?.name.ja).toBe('東京都');
    expect(findPrefectureByIsoCode(' jp-13 ')?.code).toBe(13);
  });

  it('names the ends of the list and the other 府 and 道', () => {
    expect(prefectureName(1, 'ja')).toBe('北海道');
    expect(prefectureName(1, 'en')).toBe('Hokkaido');
    expect(prefectureName(2, 'en')).toBe('Aomori');
    expect(prefectureName(26, 'ja')).toBe('京都府');
    expect(prefectureName(27, 'ja')).toBe('大阪府');
    expect(prefectureName(28, 'en')).toBe('Hyogo');
    expect(prefectureName(47, 'ja')).toBe('沖縄県');
    expect(findPrefectureByIsoCode('JP-47')?.name.en).toBe('Okinawa');
  });

  it('knows no other codes', () => {
    for (const code of [0, 48, -1, 1.5, Number.NaN]) expect(findPrefecture(code)).toBeUndefined();
    for (const iso of ['JP-00', 'JP-48', 'JP-1', '13', 'US-13', ''])
      expect(findPrefectureByIsoCode(iso)).toBeUndefined();
  });
});
