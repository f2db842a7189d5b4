import { describe, expect, it } from 'vitest';
import { isCalendarDate, isCalendarMonth, textCharacterProblem } from './rules.ts';

describe('textCharacterProblem', () => {
  it('accepts ordinary text in any script, emoji pairs included', () => {
    for (const text of ['', 'Otodoke', '音届け　太郎', 'Ça va 😀', '👨‍👩‍👧', '\u00a0non-breaking']) {
      expect(textCharacterProblem(text, false), text).toBeUndefined();
    }
  });

  it('refuses a NUL or a lone surrogate in any field', () => {
    for (const text of ['\u0000', 'a\u0000b', '\ud800', 'x\udfff', '\ude00\ud83d']) {
      expect(textCharacterProblem(text, false), JSON.stringify(text)).toBe('invalidCharacters');
      expect(textCharacterProblem(text, true), JSON.stringify(text)).toBe('invalidCharacters');
    }
  });

  it('refuses every control character in a one-line field, line breaks and tabs included', () => {
    for (const text of ['a\nb', '\r', '\t', '\u0007', '\u001b[2J', '\u007f', '\u0085', '\u009f']) {
      expect(textCharacterProblem(text, false), JSON.stringify(text)).toBe('controlCharacters');
    }
  });

  it('keeps line breaks and tabs in a multi-line field, and refuses the other control characters there', () => {
    expect(textCharacterProblem('one\r\ntwo\n\tthree', true)).toBeUndefined();
    for (const text of ['\u0001', '\u000b', '\u000c', '\u001b', '\u007f', '\u0085']) {
      expect(textCharacterProblem(text, true), JSON.stringify(text)).toBe('invalidCharacters');
    }
  });
});

describe('calendar dates and months', () => {
  it('takes real days from 1900 to 2999 only', () => {
    for (const date of ['1900-01-01', '2024-02-29', '2999-12-31']) expect(isCalendarDate(date), date).toBe(true);
    for (const date of [
      '1899-12-31',
      '3000-01-01',
      '9999-12-31',
      '0000-01-01',
      '2025-02-29',
      '2026/01/01',
      '2026-1-1',
    ]) {
      expect(isCalendarDate(date), date).toBe(false);
    }
  });

  it('takes months from 1900-01 to 2999-12 only', () => {
    for (const month of ['1900-01', '2999-12']) expect(isCalendarMonth(month), month).toBe(true);
    for (const month of ['9999-12', '0000-01', '2026-13', '2026-00', '202601']) {
      expect(isCalendarMonth(month), month).toBe(false);
    }
  });
});
