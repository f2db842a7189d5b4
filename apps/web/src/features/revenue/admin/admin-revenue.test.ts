import { describe, expect, it } from 'vitest';
import {
  formatBytes,
  formatCalendarDay,
  formatMicrosAsYen,
  formatMonth,
  monthFieldValue,
  monthOptions,
  ratesByMonth,
  storeNameOf,
} from './admin-revenue.ts';
import {
  importFailureKindOf,
  rateRowOfField,
  rateRowProblems,
  uploadFileName,
  uploadUrl,
} from './sales-report-upload.ts';
import { releaseIdOf, unmatchedIdsText, unmatchedTitle } from './unmatched-sales.ts';

describe('the operators revenue words', () => {
  it('names stores, unknown ones by their id', () => {
    expect(storeNameOf('spotify')).toBe('Spotify');
    expect(storeNameOf('no_such_store')).toBe('no_such_store');
  });

  it('writes months and exact yen', () => {
    expect(formatMonth('2025-08', 'ja')).toBe('2025年8月');
    expect(formatMonth('2025-08', 'en')).toBe('August 2025');
    expect(formatMicrosAsYen('1234567890', 'ja')).toBe('1,234円');
    expect(formatMicrosAsYen('98765432109876543210', 'en')).toBe('¥98,765,432,109,876');
  });

  it('writes the day the next month may be closed the same in every time zone', () => {
    expect(formatCalendarDay('2026-10-01', 'ja')).toBe('2026/10/01');
    expect(formatCalendarDay('2026-10-01', 'en')).toBe('Oct 1, 2026');
  });

  it('writes file sizes', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(250 * 1024 * 1024)).toBe('250 MB');
  });

  it('reads a month field', () => {
    expect(monthFieldValue('2025-08')).toBe('2025-08');
    expect(monthFieldValue('2025-13')).toBeNull();
    expect(monthFieldValue('')).toBeNull();
  });
});

describe('uploading a sales report', () => {
  it("knows the server's kinds of failed import, and nothing else", () => {
    expect(importFailureKindOf({ kind: 'not_report', reason: 'x.txt is not a sales report we read' })).toBe(
      'not_report',
    );
    expect(importFailureKindOf({ kind: 'damaged' })).toBe('damaged');
    expect(importFailureKindOf({ kind: 'toString' })).toBe(null);
    expect(importFailureKindOf({ reason: 'no kind' })).toBe(null);
  });

  it('sends a file name the server accepts', () => {
    expect(uploadFileName('Spotify_2025-06 (1).tsv.gz')).toBe('Spotify_2025-06 (1).tsv.gz');
    expect(uploadFileName('売上レポート.tsv')).toBe('______.tsv');
    expect(uploadFileName('売上')).toBe('sales-report');
  });

  it('puts the store, the name and each rate in the address', () => {
    const url = uploadUrl('apple_music', 'report.txt', [
      { currency: 'usd', rate: '１５０．２' },
      { currency: '', rate: '' },
    ]);
    expect(url).toBe('/admin/api/v2/sales-reports/upload?store_id=apple_music&file_name=report.txt&rate_USD=150.2');
    expect(uploadUrl('spotify', 'fixed.tsv', [], 42)).toBe(
      '/admin/api/v2/sales-reports/upload?store_id=spotify&file_name=fixed.tsv&replaces_report_id=42',
    );
  });

  it('checks rate rows as the API does, ignoring empty rows', () => {
    const problems = rateRowProblems([
      { currency: 'USD', rate: '150.25' },
      { currency: 'usd', rate: '151' },
      { currency: 'EURO', rate: '1e3' },
      { currency: '', rate: '' },
    ]);
    expect([...problems]).toEqual([
      [1, { currency: 'duplicate' }],
      [2, { currency: 'format', rate: 'format' }],
    ]);
  });

  it('finds the row of a refused rate', () => {
    const rows = [
      { currency: 'EUR', rate: '160' },
      { currency: 'usd', rate: 'x' },
    ];
    expect(rateRowOfField('rate_USD', rows)).toBe(1);
    expect(rateRowOfField('storeId', rows)).toBe(-1);
  });
});

describe('unmatched sales', () => {
  it('names a group by what the store gave', () => {
    expect(unmatchedTitle({ title: 'Song', artist: 'Artist' })).toBe('Song / Artist');
    expect(unmatchedTitle({ title: '', artist: ' Artist ' })).toBe('Artist');
    expect(unmatchedIdsText({ isrc: 'JPXX02500001', icpn: '' }, 'none')).toBe('ISRC JPXX02500001 · ICPN none');
  });

  it('reads the release id as typed', () => {
    expect(releaseIdOf('12')).toBe(12);
    expect(releaseIdOf(' #１２ ')).toBe(12);
    expect(releaseIdOf('0')).toBeNull();
    expect(releaseIdOf('12a')).toBeNull();
    expect(releaseIdOf('')).toBeNull();
  });
});

describe('exchange rates', () => {
  it('lays rates out by month, newest first, with a column per currency', () => {
    const table = ratesByMonth([
      { month: '2025-05', currency: 'USD', yenPerUnit: '150' },
      { month: '2025-06', currency: 'USD', yenPerUnit: '151' },
      { month: '2025-06', currency: 'EUR', yenPerUnit: '160' },
    ]);
    expect(table.currencies).toEqual(['EUR', 'USD']);
    expect(table.rows.map((row) => [row.month, [...row.rates.keys()]])).toEqual([
      ['2025-06', ['USD', 'EUR']],
      ['2025-05', ['USD']],
    ]);
  });

  it('offers next month back two years, and older months that have a rate', () => {
    const months = monthOptions('2025-01', ['2020-03']);
    expect(months[0]).toBe('2025-02');
    expect(months).toContain('2023-02');
    expect(months).not.toContain('2023-01');
    expect(months.at(-1)).toBe('2020-03');
  });
});
