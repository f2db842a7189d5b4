import { describe, expect, it } from 'vitest';
import {
  formatMicrosWholeYen,
  formatMicrosYen,
  formatSignedYen,
  formatYearMonth,
  formatYearMonthShort,
  sumMicros,
} from './revenue-money.ts';

describe('amounts from micro-yen', () => {
  it('writes whole yen without decimals', () => {
    expect(formatMicrosYen('1234000000', 'ja')).toBe('1,234円');
    expect(formatMicrosYen('1234000000', 'en')).toBe('¥1,234');
    expect(formatMicrosYen('0', 'ja')).toBe('0円');
    expect(formatMicrosYen('-330000000', 'en')).toBe('-¥330');
  });

  it('writes the sen a stream earns, cut towards zero, never through a float', () => {
    expect(formatMicrosYen('350000', 'ja')).toBe('0.35円');
    expect(formatMicrosYen('350000', 'en')).toBe('¥0.35');
    expect(formatMicrosYen('1234567891', 'ja')).toBe('1,234.56円');
    expect(formatMicrosYen('-1500000', 'en')).toBe('-¥1.50');
    // 2^53 + 1 yen and a micro: a float would lose both.
    expect(formatMicrosYen('9007199254740993000001', 'en')).toBe('¥9,007,199,254,740,993.00');
  });

  it('says when an amount is less than a sen instead of showing nothing', () => {
    expect(formatMicrosYen('350', 'ja')).toBe('0.01円未満');
    expect(formatMicrosYen('-350', 'en')).toBe('-¥0.00');
  });

  it('adds amounts exactly', () => {
    expect(sumMicros(['100000', '200000', '-50000'])).toBe(250_000n);
    expect(sumMicros([])).toBe(0n);
  });
});

describe('movements of the balance', () => {
  it('shows money in with a plus and money out with a minus', () => {
    expect(formatSignedYen(1234, 'ja')).toBe('+1,234円');
    expect(formatSignedYen(-1000, 'ja')).toBe('-1,000円');
    expect(formatSignedYen(1234, 'en')).toBe('+¥1,234');
    expect(formatSignedYen(-1000, 'en')).toBe('-¥1,000');
  });
});

describe('months', () => {
  it('reads a statement month in each language', () => {
    expect(formatYearMonth('2026-03', 'ja')).toBe('2026年3月');
    expect(formatYearMonth('2026-03', 'en')).toBe('March 2026');
    expect(formatYearMonthShort('2025-12', 'ja')).toBe('2025/12');
    expect(formatYearMonthShort('2025-12', 'en')).toBe('Dec 2025');
  });
});

describe('whole yen beside the statement', () => {
  it('cuts an exact amount towards zero, as the statement pays it', () => {
    expect(formatMicrosWholeYen('5029770000', 'ja')).toBe('5,029円');
    expect(formatMicrosWholeYen(5_179_280_000n, 'en')).toBe('¥5,179');
    expect(formatMicrosWholeYen('-12400000', 'ja')).toBe('-12円');
    expect(formatMicrosWholeYen('350000', 'ja')).toBe('0円');
  });
});
