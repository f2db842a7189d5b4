// What a file really is, from its first bytes: the name and the browser's type are never trusted.

export type SniffedCategory = 'audio' | 'video' | 'image' | 'text' | 'other' | 'unknown';

export interface SniffedType {
  category: SniffedCategory;
  /** Short format name: wav, flac, mp3, mp4, mov, jpeg, png, webp, text, … ('unknown' when nothing matched). */
  format: string;
  mime: string;
}

/** How many leading bytes `sniffFileType` looks at. */
export const SNIFF_BYTES = 4096;

const UNKNOWN: SniffedType = { category: 'unknown', format: 'unknown', mime: 'application/octet-stream' };

function ascii(bytes: Uint8Array, start: number, length: number): string {
  return String.fromCharCode(...bytes.subarray(start, start + length));
}

function startsWith(bytes: Uint8Array, signature: readonly number[], at = 0): boolean {
  return signature.every((byte, index) => bytes[at + index] === byte);
}

function isoMediaType(brand: string): SniffedType {
  if (brand === 'qt  ') return { category: 'video', format: 'mov', mime: 'video/quicktime' };
  if (['M4A ', 'M4B ', 'M4P '].includes(brand)) return { category: 'audio', format: 'm4a', mime: 'audio/mp4' };
  if (['heic', 'heix', 'mif1', 'msf1'].includes(brand))
    return { category: 'image', format: 'heic', mime: 'image/heic' };
  if (brand === 'avif' || brand === 'avis') return { category: 'image', format: 'avif', mime: 'image/avif' };
  if (brand.startsWith('3g')) return { category: 'video', format: '3gp', mime: 'video/3gpp' };
  return { category: 'video', format: 'mp4', mime: 'video/mp4' };
}

/**
 * Whether the bytes are UTF-8 text: valid sequences (a sequence cut by the end of `bytes` is allowed when
 * `isComplete` is false) and no control characters other than tab, CR, LF and form feed.
 */
export function looksLikeUtf8Text(bytes: Uint8Array, isComplete: boolean): boolean {
  let index = 0;
  while (index < bytes.length) {
    const byte = bytes[index]!;
    if (byte < 0x80) {
      if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d && byte !== 0x0c) return false;
      if (byte === 0x7f) return false;
      index += 1;
      continue;
    }
    const length = byte >= 0xf0 && byte <= 0xf4 ? 4 : byte >= 0xe0 ? 3 : byte >= 0xc2 && byte < 0xe0 ? 2 : 0;
    if (length === 0) return false;
    if (index + length > bytes.length)
      return !isComplete && bytes.subarray(index + 1).every((b) => (b & 0xc0) === 0x80);
    for (let k = 1; k < length; k++) if ((bytes[index + k]! & 0xc0) !== 0x80) return false;
    if (length === 3 && byte === 0xe0 && bytes[index + 1]! < 0xa0) return false; // overlong
    if (length === 3 && byte === 0xed && bytes[index + 1]! >= 0xa0) return false; // surrogates
    if (length === 4 && byte === 0xf0 && bytes[index + 1]! < 0x90) return false; // overlong
    if (length === 4 && byte === 0xf4 && bytes[index + 1]! >= 0x90) return false; // above U+10FFFF
    index += length;
  }
  return true;
}

/** The real type of a file from its first bytes (pass at least `SNIFF_BYTES` when the file is that long). */
export function sniffFileType(head: Uint8Array, isWholeFile: boolean): SniffedType {
  if (head.length === 0) return UNKNOWN;
  if (ascii(head, 0, 4) === 'RIFF' && head.length >= 12) {
    const form = ascii(head, 8, 4);
    if (form === 'WAVE') return { category: 'audio', format: 'wav', mime: 'audio/wav' };
    if (form === 'WEBP') return { category: 'image', format: 'webp', mime: 'image/webp' };
    if (form === 'AVI ') return { category: 'video', format: 'avi', mime: 'video/x-msvideo' };
    return UNKNOWN;
  }
  if (ascii(head, 0, 4) === 'RF64') return { category: 'audio', format: 'wav', mime: 'audio/wav' };
  if (ascii(head, 0, 4) === 'fLaC') return { category: 'audio', format: 'flac', mime: 'audio/flac' };
  if (ascii(head, 0, 4) === 'FORM' && ['AIFF', 'AIFC'].includes(ascii(head, 8, 4))) {
    return { category: 'audio', format: 'aiff', mime: 'audio/aiff' };
  }
  if (ascii(head, 0, 4) === 'OggS') return { category: 'audio', format: 'ogg', mime: 'audio/ogg' };
  if (ascii(head, 4, 4) === 'ftyp') return isoMediaType(ascii(head, 8, 4));
  if (['moov', 'mdat', 'wide', 'free', 'skip'].includes(ascii(head, 4, 4))) {
    return { category: 'video', format: 'mov', mime: 'video/quicktime' };
  }
  if (startsWith(head, [0x1a, 0x45, 0xdf, 0xa3])) {
    const isWebm = ascii(head, 0, Math.min(head.length, 64)).includes('webm');
    return { category: 'video', format: isWebm ? 'webm' : 'mkv', mime: isWebm ? 'video/webm' : 'video/x-matroska' };
  }
  if (startsWith(head, [0xff, 0xd8, 0xff])) return { category: 'image', format: 'jpeg', mime: 'image/jpeg' };
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) {
    return { category: 'image', format: 'png', mime: 'image/png' };
  }
  if (ascii(head, 0, 4) === 'GIF8') return { category: 'image', format: 'gif', mime: 'image/gif' };
  if (startsWith(head, [0x49, 0x49, 0x2a, 0x00]) || startsWith(head, [0x4d, 0x4d, 0x00, 0x2a])) {
    return { category: 'image', format: 'tiff', mime: 'image/tiff' };
  }
  if (ascii(head, 0, 2) === 'BM') return { category: 'image', format: 'bmp', mime: 'image/bmp' };
  if (ascii(head, 0, 3) === 'ID3') return { category: 'audio', format: 'mp3', mime: 'audio/mpeg' };
  if (head.length >= 2 && head[0] === 0xff && (head[1]! & 0xe0) === 0xe0) {
    // MPEG audio frame sync; layer bits 00 mean an AAC ADTS stream rather than MP3.
    const isAac = ((head[1]! >> 1) & 0x03) === 0;
    return isAac
      ? { category: 'audio', format: 'aac', mime: 'audio/aac' }
      : { category: 'audio', format: 'mp3', mime: 'audio/mpeg' };
  }
  if (ascii(head, 0, 4) === '%PDF') return { category: 'other', format: 'pdf', mime: 'application/pdf' };
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04])) return { category: 'other', format: 'zip', mime: 'application/zip' };
  const withoutBom = startsWith(head, [0xef, 0xbb, 0xbf]) ? head.subarray(3) : head;
  if (looksLikeUtf8Text(withoutBom, isWholeFile)) return { category: 'text', format: 'text', mime: 'text/plain' };
  return UNKNOWN;
}
