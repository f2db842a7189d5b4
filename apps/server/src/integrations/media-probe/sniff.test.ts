import { describe, expect, it } from 'vitest';
import { looksLikeUtf8Text, sniffFileType } from './sniff.ts';

const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part))));

describe('sniffing the real type from the first bytes', () => {
  it.each([
    [bytes('RIFF', [0, 0, 0, 0], 'WAVEfmt '), 'audio', 'wav', 'audio/wav'],
    [bytes('fLaC', [0, 0, 0, 34]), 'audio', 'flac', 'audio/flac'],
    [bytes('ID3', [4, 0, 0]), 'audio', 'mp3', 'audio/mpeg'],
    [bytes([0xff, 0xfb, 0x90, 0x64]), 'audio', 'mp3', 'audio/mpeg'],
    [bytes([0xff, 0xf1, 0x50, 0x80]), 'audio', 'aac', 'audio/aac'],
    [bytes([0, 0, 0, 20], 'ftypqt  ', [0, 0, 2, 0]), 'video', 'mov', 'video/quicktime'],
    [bytes([0, 0, 0, 32], 'ftypisom', [0, 0, 2, 0]), 'video', 'mp4', 'video/mp4'],
    [bytes([0, 0, 0, 32], 'ftypM4A ', [0, 0, 2, 0]), 'audio', 'm4a', 'audio/mp4'],
    [bytes([0xff, 0xd8, 0xff, 0xe0]), 'image', 'jpeg', 'image/jpeg'],
    [bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a]), 'image', 'png', 'image/png'],
    [bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 '), 'image', 'webp', 'image/webp'],
    [bytes('%PDF-1.7'), 'other', 'pdf', 'application/pdf'],
    [bytes([0xef, 0xbb, 0xbf], 'title,artist\n'), 'text', 'text', 'text/plain'],
    [Buffer.from('曲名,アーティスト\r\n'), 'text', 'text', 'text/plain'],
    [bytes([0x00, 0x01, 0xfe]), 'unknown', 'unknown', 'application/octet-stream'],
  ])('%#: %s', (head, category, format, mime) => {
    expect(sniffFileType(head, true)).toEqual({ category, format, mime });
  });

  it('takes UTF-8 cut at the end of the sniffed bytes as text, but not in a whole file', () => {
    const cut = Buffer.from('アーティスト').subarray(0, 4);
    expect(looksLikeUtf8Text(cut, false)).toBe(true);
    expect(looksLikeUtf8Text(cut, true)).toBe(false);
    expect(looksLikeUtf8Text(Buffer.from([0x83, 0x65]), false)).toBe(false); // Shift_JIS
    expect(looksLikeUtf8Text(Buffer.from('a\u0000b'), true)).toBe(false);
  });
});
