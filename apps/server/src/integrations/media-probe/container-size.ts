// The size a file says it has, read from its container's own size fields: a WAV's data chunk (RIFF, or RF64's
// 64-bit sizes), an AIFF's FORM, the top-level boxes of an MP4 or MOV. A transfer that was cut off leaves a header
// that claims more bytes than arrived; ffprobe does not say so (it reports the length of what is there).
import { type FileHandle, open } from 'node:fs/promises';

/** More chunks or boxes than any real file has: stop walking rather than read a hostile file forever. */
const MAX_PARTS = 10_000;
/** RIFF's "size unknown or in ds64" marker. */
const UNKNOWN_32 = 0xffff_ffff;

async function readAt(file: FileHandle, position: number, length: number): Promise<Buffer> {
  const buffer = Buffer.alloc(length);
  const { bytesRead } = await file.read(buffer, 0, length, position);
  return buffer.subarray(0, bytesRead);
}

const isFourCc = (bytes: Buffer) => bytes.length === 4 && [...bytes].every((byte) => byte >= 0x20 && byte <= 0x7e);

/** A RIFF or RF64 WAVE: where its data chunk ends by its declared size (null when there is no data chunk). */
async function waveEnd(file: FileHandle, fileSize: number, isRf64: boolean): Promise<number | null> {
  let ds64DataSize: number | null = null;
  let offset = 12;
  for (let part = 0; part < MAX_PARTS && offset + 8 <= fileSize; part++) {
    const header = await readAt(file, offset, 8);
    const id = header.toString('latin1', 0, 4);
    const size = header.readUInt32LE(4);
    if (isRf64 && id === 'ds64') {
      const body = await readAt(file, offset + 8, 16);
      if (body.length === 16) ds64DataSize = Number(body.readBigUInt64LE(8));
    }
    if (id === 'data') {
      const dataSize = isRf64 && size === UNKNOWN_32 && ds64DataSize !== null ? ds64DataSize : size;
      return offset + 8 + dataSize;
    }
    offset += 8 + size + (size % 2);
  }
  // The walk ran past the end inside a chunk before the data: the file ends where that chunk said it would not.
  return offset > fileSize ? offset : null;
}

/** The end of the last top-level ISO media box (MP4, MOV, M4A), or null when the bytes are not boxes. */
async function isoBoxesEnd(file: FileHandle, fileSize: number): Promise<number | null> {
  let offset = 0;
  for (let part = 0; part < MAX_PARTS && offset + 8 <= fileSize; part++) {
    const header = await readAt(file, offset, 16);
    if (!isFourCc(header.subarray(4, 8))) return null;
    let size = header.readUInt32BE(0);
    if (size === 0) return fileSize; // the last box runs to the end of the file, whatever it is
    if (size === 1) {
      if (header.length < 16) return offset + 16;
      size = Number(header.readBigUInt64BE(8));
      if (size < 16) return null;
    } else if (size < 8) return null;
    offset += size;
  }
  return offset;
}

/**
 * The number of bytes the container's size fields account for, from the start of the file to the end of the part
 * that ends last: more than the file's size means the file was cut off. Null when the format is not one read here
 * (FLAC, MP3, …: decoding tells those).
 */
export async function declaredContainerBytes(filePath: string): Promise<number | null> {
  const file = await open(filePath, 'r');
  try {
    const { size: fileSize } = await file.stat();
    const head = await readAt(file, 0, 12);
    if (head.length < 12) return null;
    const magic = head.toString('latin1', 0, 4);
    const form = head.toString('latin1', 8, 12);
    if (magic === 'RIFF' || magic === 'RF64') {
      if (form === 'WAVE') return await waveEnd(file, fileSize, magic === 'RF64');
      const riffSize = head.readUInt32LE(4);
      return magic === 'RIFF' ? 8 + riffSize : null;
    }
    if (magic === 'FORM' && (form === 'AIFF' || form === 'AIFC')) return 8 + head.readUInt32BE(4);
    if (['ftyp', 'moov', 'mdat', 'wide', 'free', 'skip'].includes(head.toString('latin1', 4, 8))) {
      return await isoBoxesEnd(file, fileSize);
    }
    return null;
  } finally {
    await file.close();
  }
}
