import { describe, expect, it } from 'vitest';
import { decodeCsv, readCsv } from './csv-file.ts';

// 「夜明け,ミナト」 and a line break, as Excel in Japan saves it (Shift_JIS).
const SHIFT_JIS = Buffer.from([
  0x96, 0xe9, 0x96, 0xbe, 0x82, 0xaf, 0x2c, 0x83, 0x7e, 0x83, 0x69, 0x83, 0x67, 0x0d, 0x0a,
]);

describe('reading an uploaded CSV file', () => {
  it('decodes UTF-8 with or without a BOM, and Shift_JIS when the bytes are not UTF-8', () => {
    expect(decodeCsv(Buffer.from('夜明け,ミナト\r\n', 'utf8'))).toBe('夜明け,ミナト\r\n');
    expect(decodeCsv(Buffer.from('\uFEFF夜明け,ミナト\r\n', 'utf8'))).toBe('夜明け,ミナト\r\n');
    expect(decodeCsv(SHIFT_JIS)).toBe('夜明け,ミナト\r\n');
    // A BOM promises UTF-8: broken bytes after it are not guessed at.
    expect(decodeCsv(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), SHIFT_JIS]))).toBeNull();
  });

  it('keeps line breaks inside quoted cells and empty lines as rows, as a spreadsheet numbers them', () => {
    const reading = readCsv(Buffer.from('a,b\r\n"1","x\r\ny"\r\n\r\n2,"say ""hi"""\r\n', 'utf8'));
    expect(reading.records).toEqual([['a', 'b'], ['1', 'x\r\ny'], [''], ['2', 'say "hi"']]);
  });

  it('reports an unclosed quote at the line where it opens, in both languages', () => {
    const reading = readCsv(Buffer.from('a,b\n1,"open\n2,3\n', 'utf8'));
    expect(reading.error).toEqual({
      row: null,
      column: null,
      message: {
        ja: 'CSVの書式が正しくありません（2行目付近）。セルを囲む「"」が対になっているか確認してください',
        en: 'The CSV is malformed near line 2. Check that the quotes (") around cells come in pairs.',
      },
    });
  });

  it('refuses bytes that are neither UTF-8 nor Shift_JIS', () => {
    expect(readCsv(Buffer.from([0xff, 0xfe, 0x00, 0x41])).error?.message.en).toBe(
      'The character encoding could not be recognised. Save the file as UTF-8 or Shift_JIS.',
    );
  });
});
