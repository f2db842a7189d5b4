import { afterEach, describe, expect, it } from 'vitest';
import {
  addDays,
  bucketOf,
  daysBetween,
  estimateRange,
  firstDayOfMonth,
  formatIsoDate,
  isIsoDate,
  isoWeekday,
  lastDayOfMonth,
  monthOf,
  monthsBetween,
  nextMonth,
  parseIsoDate,
  previousMonth,
  todayInTokyo,
  toIsoDate,
  toYearMonth,
  yearMonthWords,
  yesterday,
} from './periods.ts';

describe('days', () => {
  it('steps back over month, leap-year and year ends', () => {
    expect(yesterday('2026-11-03')).toBe('2026-11-02');
    expect(yesterday('2026-03-01')).toBe('2026-02-28');
    expect(yesterday('2028-03-01')).toBe('2028-02-29');
    expect(yesterday('2026-01-01')).toBe('2025-12-31');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-01-31', 30)).toBe('2026-03-02');
    expect(daysBetween('2026-01-01', '2027-01-01')).toBe(365);
    expect(daysBetween('2026-01-02', '2026-01-01')).toBe(-1);
  });

  it('refuses dates that are not YYYY-MM-DD calendar days', () => {
    for (const text of ['2026-2-01', '2026/02/01', '2026-02-30', '2026-13-01', '']) {
      expect(isIsoDate(text)).toBe(false);
      expect(() => parseIsoDate(text)).toThrow(/YYYY-MM-DD/);
    }
    expect(isIsoDate('2024-02-29')).toBe(true);
  });

  it('takes today from Tokyo, whatever the time zone of the machine', () => {
    expect(todayInTokyo(new Date('2026-03-31T14:59:59Z'))).toBe('2026-03-31');
    expect(todayInTokyo(new Date('2026-03-31T15:00:00Z'))).toBe('2026-04-01');
    expect(todayInTokyo(new Date('2026-12-31T15:00:00Z'))).toBe('2027-01-01');
  });

  describe('in a time zone with daylight saving', () => {
    const original = process.env.TZ;
    afterEach(() => {
      process.env.TZ = original;
    });

    it('still moves one calendar day at a time', () => {
      process.env.TZ = 'America/New_York';
      // The clocks change on 2026-03-08 and 2026-11-01 there.
      expect(addDays('2026-03-07', 1)).toBe('2026-03-08');
      expect(addDays('2026-03-08', 1)).toBe('2026-03-09');
      expect(yesterday('2026-11-02')).toBe('2026-11-01');
      expect(bucketOf('2026-11-08', 'weekly')).toBe('2026-11-02');
      expect(todayInTokyo(new Date('2026-03-08T07:30:00Z'))).toBe('2026-03-08');
    });
  });
});

describe('buckets', () => {
  it('starts weeks on Monday, so a Sunday belongs to the week before', () => {
    expect(isoWeekday('2026-11-02')).toBe(1);
    expect(isoWeekday('2026-11-08')).toBe(7);
    expect(bucketOf('2026-11-08', 'weekly')).toBe('2026-11-02');
    expect(bucketOf('2026-11-09', 'weekly')).toBe('2026-11-09');
    expect(bucketOf('2026-03-01', 'weekly')).toBe('2026-02-23');
    expect(bucketOf('2026-01-01', 'weekly')).toBe('2025-12-29');
  });

  it('keeps days and starts months on the 1st', () => {
    expect(bucketOf('2026-11-08', 'daily')).toBe('2026-11-08');
    expect(bucketOf('2026-11-08', 'monthly')).toBe('2026-11-01');
  });

  it('lists the periods of a range with the partial first and last ones clipped', () => {
    expect(estimateRange('weekly', '2026-11-04', '2026-11-17')).toEqual([
      { key: '2026-11-02', from: '2026-11-04', to: '2026-11-08' },
      { key: '2026-11-09', from: '2026-11-09', to: '2026-11-15' },
      { key: '2026-11-16', from: '2026-11-16', to: '2026-11-17' },
    ]);
    expect(estimateRange('monthly', '2027-01-15', '2027-03-01')).toEqual([
      { key: '2027-01-01', from: '2027-01-15', to: '2027-01-31' },
      { key: '2027-02-01', from: '2027-02-01', to: '2027-02-28' },
      { key: '2027-03-01', from: '2027-03-01', to: '2027-03-01' },
    ]);
    expect(estimateRange('daily', '2026-12-30', '2027-01-01').map((b) => b.key)).toEqual([
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
    ]);
    expect(estimateRange('daily', '2026-11-03', '2026-11-03')).toHaveLength(1);
  });

  it('refuses a range that ends before it starts or is absurdly long', () => {
    expect(() => estimateRange('daily', '2026-11-03', '2026-11-02')).toThrow(RangeError);
    expect(() => estimateRange('daily', '2000-01-01', '2099-12-31')).toThrow(/too long/);
    expect(estimateRange('monthly', '2000-01-01', '2099-12-31')).toHaveLength(1200);
  });
});

describe('months', () => {
  it('moves between months over year ends', () => {
    expect(nextMonth('2026-11')).toBe('2026-12');
    expect(nextMonth('2026-12')).toBe('2027-01');
    expect(previousMonth('2027-01')).toBe('2026-12');
    expect(monthOf('2026-11-30')).toBe('2026-11');
    expect(firstDayOfMonth('2026-11')).toBe('2026-11-01');
    expect(firstDayOfMonth('2026-11-30')).toBe('2026-11-01');
  });

  it('lists months inclusively', () => {
    expect(monthsBetween('2026-11', '2027-02')).toEqual(['2026-11', '2026-12', '2027-01', '2027-02']);
    expect(monthsBetween('2026-11', '2026-11')).toEqual(['2026-11']);
    expect(() => monthsBetween('2026-11', '2026-10')).toThrow(RangeError);
    expect(() => nextMonth('2026-13')).toThrow(/YYYY-MM/);
  });

  it('knows the last day of each month, leap years included', () => {
    expect(lastDayOfMonth('2026-02')).toBe('2026-02-28');
    expect(lastDayOfMonth('2028-02')).toBe('2028-02-29');
    expect(lastDayOfMonth('2000-02')).toBe('2000-02-29');
    expect(lastDayOfMonth('2100-02')).toBe('2100-02-28');
    expect(lastDayOfMonth('2026-04-15')).toBe('2026-04-30');
    expect(lastDayOfMonth('2026-12')).toBe('2026-12-31');
  });
});

describe('formats', () => {
  it("writes a date in each of the spec's formats", () => {
    expect(formatIsoDate('2026-11-03', 'YYYY/MM/DD')).toBe('2026/11/03');
    expect(formatIsoDate('2026-11-03', 'YYYY-MM-DD')).toBe('2026-11-03');
    expect(formatIsoDate('2026-11-03', 'YYYY-MM')).toBe('2026-11');
    expect(formatIsoDate('2026-11-03', 'YYYYMM')).toBe('202611');
  });

  it('reads dates and months typed either way', () => {
    expect(toIsoDate('2026/11/03')).toBe('2026-11-03');
    expect(toIsoDate(' 2026-11-03 ')).toBe('2026-11-03');
    expect(toIsoDate('2026/02/30')).toBeUndefined();
    expect(toIsoDate('2026/11-03')).toBeUndefined();
    expect(toYearMonth('202611')).toBe('2026-11');
    expect(toYearMonth('2026-11')).toBe('2026-11');
    expect(toYearMonth('202613')).toBeUndefined();
  });
});

describe('yearMonthWords', () => {
  it('writes a month as people read it', () => {
    expect(yearMonthWords('2026-10', 'ja')).toBe('2026年10月');
    expect(yearMonthWords('2026-03', 'ja')).toBe('2026年3月');
    expect(yearMonthWords('2026-10', 'en')).toBe('October 2026');
    expect(yearMonthWords('2027-01', 'en')).toBe('January 2027');
  });
});
