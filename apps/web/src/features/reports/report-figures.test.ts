import { describe, expect, it } from 'vitest';
import { bucketPeriod, bucketTick } from './bucket-labels.ts';
import {
  formatCountCompact,
  formatMicrosCompact,
  formatMicrosYen,
  formatShare,
  pageOfRows,
  rankDetailRows,
  shareBasisPoints,
  wholeYenOf,
} from './report-figures.ts';

describe('amounts from micro-yen', () => {
  it('are whole yen cut towards zero, as the API counts them', () => {
    expect(wholeYenOf('1999999')).toBe(1n);
    expect(wholeYenOf('-1999999')).toBe(-1n);
    expect(formatMicrosYen('1234567890', 'ja')).toBe('1,234円');
    expect(formatMicrosYen('1234567890', 'en')).toBe('¥1,234');
    expect(formatMicrosYen('0', 'ja')).toBe('0円');
  });

  it('show two decimals under one yen, computed exactly', () => {
    expect(formatMicrosYen('350000', 'ja')).toBe('0.35円');
    expect(formatMicrosYen('350000', 'en')).toBe('¥0.35');
    expect(formatMicrosYen('999999', 'ja')).toBe('0.99円');
    expect(formatMicrosYen('40000', 'en')).toBe('¥0.04');
    expect(formatMicrosYen('-350000', 'ja')).toBe('-0.35円');
    expect(formatMicrosYen('-350000', 'en')).toBe('-¥0.35');
  });

  it('never let a tiny positive amount read as nothing', () => {
    expect(formatMicrosYen('4200', 'ja')).toBe('0.01円未満');
    expect(formatMicrosYen('4200', 'en')).toBe('< ¥0.01');
  });

  it('are written short from 10,000 yen: 万 and 億 in Japanese, K and M in English', () => {
    expect(formatMicrosCompact('9999000000', 'ja')).toBe('9,999円');
    expect(formatMicrosCompact('123456000000', 'ja')).toBe('12.3万円');
    expect(formatMicrosCompact('123456000000', 'en')).toBe('¥123.5K');
    expect(formatMicrosCompact('150000000000000', 'ja')).toBe('1.5億円');
    expect(formatMicrosCompact('350000', 'ja')).toBe('0.35円');
    // Beyond what a float holds exactly: still exact digits before the unit.
    expect(formatMicrosCompact('12345678901234567890123', 'ja')).toBe('12,345.7兆円');
  });

  it('and counts too', () => {
    expect(formatCountCompact(9999, 'ja')).toBe('9,999');
    expect(formatCountCompact(12345, 'ja')).toBe('1.2万');
    expect(formatCountCompact(12345, 'en')).toBe('12.3K');
  });
});

describe('shares of the total', () => {
  it('are basis points, rounded down, from exact amounts', () => {
    expect(shareBasisPoints(1n, 3n)).toBe(3333);
    expect(shareBasisPoints(5n, 5n)).toBe(10_000);
    expect(shareBasisPoints(0n, 0n)).toBe(0);
    expect(shareBasisPoints(12_345_678_901_234_567n, 98_765_432_109_876_543n)).toBe(1249);
    expect(formatShare(3333, 'ja')).toBe('33.3%');
    expect(formatShare(10_000, 'en')).toBe('100.0%');
  });
});

const row = (key: string, quantity: number, amountMicros: string) => ({
  key,
  label: key,
  subLabel: '',
  quantity,
  amountMicros,
  amountYen: Number(BigInt(amountMicros) / 1_000_000n),
});

describe('the detail ranking', () => {
  const rows = [row('a', 10, '5000000'), row('b', 30, '9000000'), row('c', 20, '5000000'), row('d', 5, '100')];

  it('ranks by amount, largest first, with ties sharing a rank in the order the API gave them', () => {
    expect(rankDetailRows(rows, 'amount', 'desc').map(({ row: r, rank }) => `${rank}${r.key}`)).toEqual([
      '1b',
      '2a',
      '2c',
      '4d',
    ]);
  });

  it('ranks by plays and downloads, and lists the smallest first when asked', () => {
    expect(rankDetailRows(rows, 'quantity', 'desc').map(({ row: r }) => r.key)).toEqual(['b', 'c', 'a', 'd']);
    expect(rankDetailRows(rows, 'quantity', 'asc').map(({ row: r, rank }) => `${rank}${r.key}`)).toEqual([
      '4d',
      '3a',
      '2c',
      '1b',
    ]);
  });

  it('compares amounts exactly, beyond what a float tells apart', () => {
    const close = [row('x', 1, '9007199254740993'), row('y', 1, '9007199254740994')];
    expect(rankDetailRows(close, 'amount', 'desc').map(({ row: r }) => r.key)).toEqual(['y', 'x']);
  });

  it('is paged by 25, a page past the end showing the last one', () => {
    const many = Array.from({ length: 60 }, (_, index) => index);
    expect(pageOfRows(many, 1, 25)).toMatchObject({ page: 1, pages: 3 });
    expect(pageOfRows(many, 3, 25).items).toEqual(many.slice(50));
    expect(pageOfRows(many, 9, 25).page).toBe(3);
    expect(pageOfRows([], 1, 25)).toEqual({ items: [], page: 1, pages: 1 });
  });
});

describe('graph dates', () => {
  const range = { from: '2026-01-29', to: '2026-03-10' };

  it('are short under the bars', () => {
    expect(bucketTick('2026-01-31', 'daily')).toBe('01/31');
    expect(bucketTick('2026-01-26', 'weekly')).toBe('01/26');
    expect(bucketTick('2026-02-01', 'monthly')).toBe('2026/02');
  });

  it('say the whole period in the tooltip, cut to the range', () => {
    expect(bucketPeriod('2026-02-03', 'daily', range)).toBe('2026/02/03');
    expect(bucketPeriod('2026-01-26', 'weekly', range)).toBe('2026/01/29 – 2026/02/01');
    expect(bucketPeriod('2026-02-02', 'weekly', range)).toBe('2026/02/02 – 2026/02/08');
    expect(bucketPeriod('2026-02-01', 'monthly', range)).toBe('2026/02');
    expect(bucketPeriod('2026-03-01', 'monthly', range)).toBe('2026/03/01 – 2026/03/10');
    expect(bucketPeriod('2026-03-09', 'weekly', range)).toBe('2026/03/09 – 2026/03/10');
  });
});
