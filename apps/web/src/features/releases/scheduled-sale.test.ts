import { describe, expect, it } from 'vitest';
import { calendarDateText, saleDateIso, scheduledSaleDate } from './scheduled-sale.ts';

describe('a release waiting for its sale date', () => {
  it('is scheduled while delivered and not yet on sale, with the date the owner chose', () => {
    expect(scheduledSaleDate('distribution_allsuccess', '2026/12/24')).toBe('2026-12-24');
    expect(scheduledSaleDate('distribution_partsuccess', '2026/12/24')).toBe('2026-12-24');
  });

  it('is not scheduled once a store sells it, before delivery, or without a date', () => {
    expect(scheduledSaleDate('distribution_onsale', '2026/12/24')).toBeNull();
    expect(scheduledSaleDate('distribution_processing', '2026/12/24')).toBeNull();
    expect(scheduledSaleDate('creating_cdc_done', '2026/12/24')).toBeNull();
    expect(scheduledSaleDate('distribution_allsuccess', '')).toBeNull();
  });

  it('writes the date as YYYY/MM/DD in Japanese and in the medium style in English, on the same day', () => {
    expect(calendarDateText('2026-12-24', 'ja')).toBe('2026/12/24');
    expect(calendarDateText('2026-12-24', 'en')).toBe('Dec 24, 2026');
    expect(calendarDateText('2027-01-01', 'en')).toBe('Jan 1, 2027');
  });
});

describe('a sale date written in the interface language', () => {
  it('reads YYYY/MM/DD and YYYY-MM-DD as the calendar date, and nothing else', () => {
    expect(saleDateIso('2026/12/24')).toBe('2026-12-24');
    expect(saleDateIso(' 2026-12-24 ')).toBe('2026-12-24');
    expect(saleDateIso('')).toBeNull();
    expect(saleDateIso(null)).toBeNull();
    expect(saleDateIso('2026/1/2')).toBeNull();
    expect(calendarDateText(saleDateIso('2026/12/24')!, 'en')).not.toContain('2026/12/24');
  });
});
