import { describe, expect, it } from 'vitest';
import { formatCompactNumber, formatDate, formatNumber } from './format.ts';

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
