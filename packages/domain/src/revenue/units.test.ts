import { describe, expect, it } from 'vitest';
import { formatLargeNumber } from './units.ts';

describe('formatLargeNumber', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [9999, '9,999'],
    [10000, '1万'],
    [12345, '1.2万'],
    [15500, '1.6万'],
    [10049, '1万'],
    [12345678, '1,234.6万'],
    [99999999, '1億'],
    [100000000, '1億'],
    [123456789, '1.2億'],
    [1_500_000_000_000, '1.5兆'],
    [10n ** 16n, '10,000兆'],
    [-12345, '-1.2万'],
    [12345.6, '1.2万'],
    [9999.4, '9,999'],
  ] as const)('writes %s in Japanese as %s', (value, expected) => {
    expect(formatLargeNumber(value, 'ja')).toBe(expected);
  });

  it.each([
    [999, '999'],
    [12345, '12.3K'],
    [1234567, '1.2M'],
    [999999, '1M'],
    [10n ** 12n, '1T'],
    [-12345, '-12.3K'],
  ] as const)('writes %s in English as %s', (value, expected) => {
    expect(formatLargeNumber(value, 'en')).toBe(expected);
  });

  it('refuses what is not a number', () => {
    expect(() => formatLargeNumber(Number.NaN, 'ja')).toThrow(RangeError);
    expect(() => formatLargeNumber(Number.POSITIVE_INFINITY, 'en')).toThrow(RangeError);
  });
});
