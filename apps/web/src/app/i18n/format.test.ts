import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TIME_ZONE,
  formatCompactNumber,
  formatDate,
  formatDateTime,
  formatDateTimePlain,
  formatMoney,
  formatNumber,
  formatTime,
  isoDateIn,
  timeZoneLabel,
  withTimeZone,
} from './format.ts';

describe('Intl formatting', () => {
  const date = new Date(2024, 0, 5, 12, 0, 0);

  it('writes dates as YYYY/MM/DD in ja', () => {
    expect(formatDate(date, 'ja')).toBe('2024/01/05');
  });

  it('writes dates in the medium English form in en', () => {
    expect(formatDate(date, 'en')).toBe('Jan 5, 2024');
  });

  it('groups digits and uses 万/億 units in ja', () => {
    expect(formatNumber(1234567, 'ja')).toBe('1,234,567');
    expect(formatCompactNumber(12_000, 'ja')).toBe('1.2万');
    expect(formatCompactNumber(300_000_000, 'ja')).toBe('3億');
  });
});

describe('one time zone', () => {
  // 15:30 UTC on 24 November is already 00:30 on the 25th in Tokyo.
  const lateEvening = '2026-11-24T15:30:00.000Z';
  const afternoon = new Date('2026-11-25T05:05:00.000Z');

  it('shows every time in Japan time by default, whatever the browser’s zone', () => {
    expect(DEFAULT_TIME_ZONE).toBe('Asia/Tokyo');
    expect(formatDate(lateEvening, 'ja')).toBe('2026/11/25');
    expect(formatDate(lateEvening, 'en')).toBe('Nov 25, 2026');
    expect(formatTime(lateEvening, 'ja')).toBe('00:30');
    expect(isoDateIn(lateEvening)).toBe('2026-11-25');
    expect(isoDateIn(lateEvening, 'UTC')).toBe('2026-11-24');
  });

  it('writes date and time one way per language and says which zone', () => {
    expect(formatDateTime(afternoon, 'ja')).toBe('2026/11/25 14:05（日本時間）');
    expect(formatDateTime(afternoon, 'en')).toBe('Nov 25, 2026, 14:05 JST');
    expect(formatDateTimePlain(afternoon, 'ja')).toBe('2026/11/25 14:05');
    expect(formatDateTimePlain(afternoon.getTime(), 'en')).toBe('Nov 25, 2026, 14:05');
    expect(formatDateTime(lateEvening, 'ja')).toBe('2026/11/25 00:30（日本時間）');
    expect(timeZoneLabel('ja')).toBe('日本時間');
    expect(timeZoneLabel('en')).toBe('JST');
    expect(withTimeZone('更新日時', 'ja')).toBe('更新日時（日本時間）');
    expect(withTimeZone('Updated', 'en')).toBe('Updated (JST)');
  });

  it('follows another zone when one is given, and names it', () => {
    expect(formatDate(lateEvening, 'ja', 'UTC')).toBe('2026/11/24');
    expect(formatDateTime(afternoon, 'en', 'UTC')).toBe('Nov 25, 2026, 05:05 UTC');
    expect(formatTime('2026-11-25T00:00:00.000Z', 'en', 'America/Los_Angeles')).toBe('16:00');
  });

  it('keeps a calendar day the same day in every zone', () => {
    expect(formatDate('2026-12-24', 'ja')).toBe('2026/12/24');
    expect(formatDate('2026-12-24', 'en', 'America/Los_Angeles')).toBe('Dec 24, 2026');
  });
});

describe('money', () => {
  it('writes whole yen one way per language', () => {
    expect(formatMoney(1234, 'ja')).toBe('1,234円');
    expect(formatMoney(1234, 'en')).toBe('¥1,234');
    expect(formatMoney(-330n, 'ja')).toBe('-330円');
    expect(formatMoney(-330, 'en')).toBe('-¥330');
  });
});
