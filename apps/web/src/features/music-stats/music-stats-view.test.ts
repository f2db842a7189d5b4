import { describe, expect, it } from 'vitest';
import {
  axisName,
  busiestMonth,
  formatCount,
  formatShare,
  monthName,
  monthTick,
  musicStatsPath,
  parseStatsYear,
  saleDay,
} from './music-stats-view.ts';

describe('the year of the path', () => {
  it('takes four digits from the first year on, and nothing else', () => {
    expect(parseStatsYear('2024')).toBe(2024);
    expect(parseStatsYear('2031')).toBe(2031);
    expect(parseStatsYear('2023')).toBeNull();
    expect(parseStatsYear('24')).toBeNull();
    expect(parseStatsYear('2024a')).toBeNull();
    expect(parseStatsYear(undefined)).toBeNull();
    expect(musicStatsPath(2025)).toBe('/music-stats/2025');
  });
});

describe('figures per language', () => {
  it('writes counts and shares', () => {
    expect(formatCount(1234567, 'ja')).toBe('1,234,567');
    expect(formatCount(1234567, 'en')).toBe('1,234,567');
    expect(formatShare(0.1234, 'en')).toBe('12.3%');
    expect(formatShare(0.5, 'ja')).toBe('50.0%');
    expect(formatShare(0, 'en')).toBe('0.0%');
    expect(formatShare(0.0004, 'en')).toBe('<0.1%');
  });

  it('names months and days', () => {
    expect(monthTick('2024-03', 'ja')).toBe('3月');
    expect(monthTick('2024-03', 'en')).toBe('Mar');
    expect(monthName('2024-12', 'ja')).toBe('2024年12月');
    expect(monthName('2024-12', 'en')).toBe('December 2024');
    expect(saleDay('2024-12-31', 'ja')).toBe('2024年12月31日');
    expect(saleDay('2024-12-31', 'en')).toBe('Dec 31, 2024');
  });

  it('finds the busiest month, none when every month is empty', () => {
    const months = [
      { month: '2024-01', streams: 5 },
      { month: '2024-02', streams: 9 },
      { month: '2024-03', streams: 9 },
    ];
    expect(busiestMonth(months)).toBe('2024-02');
    expect(busiestMonth([{ month: '2024-01', streams: 0 }])).toBeNull();
  });

  it('cuts long names for an axis by characters, not bytes', () => {
    expect(axisName('Spotify')).toBe('Spotify');
    expect(axisName('あいうえおかきくけこさしすせそ', 5)).toBe('あいうえ…');
  });
});
