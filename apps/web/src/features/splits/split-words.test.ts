import { SPLIT_STATUS } from '@otodoke/domain';
import { describe, expect, it } from 'vitest';
import { formatMicrosYen, formatRate, formatYearMonth, splitStatusColour, splitStatusText } from './split-words.ts';

describe('split words', () => {
  it('writes months as people read them', () => {
    expect(formatYearMonth('2025-08', 'ja')).toBe('2025年8月');
    expect(formatYearMonth('2025-08', 'en')).toBe('Aug 2025');
    expect(formatYearMonth('2026-01', 'en')).toBe('Jan 2026');
  });

  it('writes shares with their decimals', () => {
    expect(formatRate(3000)).toBe('30%');
    expect(formatRate(1250)).toBe('12.5%');
    expect(formatRate(1)).toBe('0.01%');
  });

  it('names and colours each status', () => {
    expect(splitStatusText(SPLIT_STATUS.accepted, 'ja')).toBe('分配中');
    expect(splitStatusText(SPLIT_STATUS.invited, 'en')).toBe('Invited');
    expect(splitStatusText(999, 'en')).toBe('999');
    expect(splitStatusColour(SPLIT_STATUS.accepted)).toBe('success');
    expect(splitStatusColour(SPLIT_STATUS.invited)).toBe('warning');
    expect(splitStatusColour(SPLIT_STATUS.ended)).toBe('default');
  });

  it('writes exact amounts from micro-yen text, signed', () => {
    expect(formatMicrosYen('1234567890', 'ja')).toBe('1,234円');
    expect(formatMicrosYen('-500000000', 'en')).toBe('-¥500');
    expect(formatMicrosYen('350000', 'ja')).toBe('0.35円');
    expect(formatMicrosYen('-350000', 'en')).toBe('-¥0.35');
    expect(formatMicrosYen('99', 'ja')).toBe('0.01円未満');
    expect(formatMicrosYen('0', 'en')).toBe('¥0');
    expect(formatMicrosYen('123456789012345678901234', 'ja')).toBe('123,456,789,012,345,678円');
  });
});
