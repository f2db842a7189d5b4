import { describe, expect, it } from 'vitest';
import { formatFileSize, UPLOAD_KINDS, UPLOAD_MAX_BYTES, UPLOAD_PERMISSION_ID } from './media-requirements.ts';

describe('file sizes as people read them', () => {
  it.each([
    [0, '0 B'],
    [900, '900 B'],
    [1536, '1.5 KB'],
    [3.45 * 1024 * 1024, '3.5 MB'],
    [UPLOAD_MAX_BYTES.audio, '2 GB'],
    [UPLOAD_MAX_BYTES.video, '20 GB'],
    [UPLOAD_MAX_BYTES.artwork, '50 MB'],
    [200 * 1024 * 1024, '200 MB'],
  ])('%d bytes is %s', (bytes, shown) => {
    expect(formatFileSize(bytes)).toBe(shown);
  });

  it('files artist images under artists (2000) and everything else under releases (1000)', () => {
    expect(UPLOAD_KINDS.map((kind) => UPLOAD_PERMISSION_ID[kind])).toEqual([1000, 1000, 1000, 2000, 1000]);
  });
});
