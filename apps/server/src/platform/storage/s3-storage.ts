// The storage adapter for several machines: files as objects in an S3-compatible bucket (AWS S3, MinIO, R2, ...)
// through the AWS SDK's S3 client, chosen with STORAGE=s3. Streams go up in parts (lib-storage), reads are ranged GETs.
// Objects cannot be appended to, so a write that resumes a file (tus) stores its bytes as a piece of their own,
// `<key>~<offset>`, and the file is the object at the key followed by its pieces (decision 0015).
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PassThrough, Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { assertStorageKey, type ByteRange, type Storage } from './storage.ts';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** Another S3-compatible service than AWS (with its scheme); AWS's own endpoint when unset. */
  endpoint?: string;
  forcePathStyle: boolean;
  accessKeyId: string;
  secretAccessKey: string;
}

/** Parts of a streamed upload (S3's smallest but the last is 5 MiB); at most two held in memory per stream. */
const PART_BYTES = 8 * 1024 * 1024;
const PARTS_IN_FLIGHT = 2;
/** `~` is never in a storage key, so a piece's name cannot be another file's. Offsets padded to sort in order. */
const PIECE_MARK = '~';
const OFFSET_DIGITS = 15;

/** One object holding bytes [start, start + size) of a file. */
interface Piece {
  objectKey: string;
  start: number;
  size: number;
}

interface Layout {
  pieces: Piece[];
  size: number;
  modifiedAt: Date;
}

function notFound(key: string): NodeJS.ErrnoException {
  return Object.assign(new Error(`ENOENT: no stored file at ${key}`), { code: 'ENOENT' });
}

function isMissing(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404)
  );
}

function pieceKey(key: string, offset: number): string {
  return `${key}${PIECE_MARK}${String(offset).padStart(OFFSET_DIGITS, '0')}`;
}

export function createS3Storage(options: S3StorageOptions): Storage {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
  });
  const Bucket = options.bucket;

  async function head(objectKey: string) {
    try {
      return await client.send(new HeadObjectCommand({ Bucket, Key: objectKey }));
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  /** The pieces stored for a key, in offset order (listings come sorted by name). */
  async function listPieces(key: string): Promise<{ objectKey: string; start: number; size: number; at: Date }[]> {
    const found = [];
    let ContinuationToken: string | undefined;
    do {
      const page = await client.send(
        new ListObjectsV2Command({ Bucket, Prefix: `${key}${PIECE_MARK}`, ContinuationToken }),
      );
      for (const object of page.Contents ?? []) {
        const offset = object.Key!.slice(key.length + 1);
        if (!/^\d+$/.test(offset)) continue;
        found.push({ objectKey: object.Key!, start: Number(offset), size: object.Size ?? 0, at: object.LastModified! });
      }
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
    return found;
  }

  /**
   * The objects making up a file: the key's own, then each piece starting where the bytes so far end (a piece
   * starting earlier was written over; one starting later was cut off from the rest and is not part of the file).
   */
  async function layout(key: string): Promise<Layout | null> {
    const [base, pieces] = await Promise.all([head(key), listPieces(key)]);
    if (!base) return null;
    const result: Layout = {
      pieces: [{ objectKey: key, start: 0, size: base.ContentLength ?? 0 }],
      size: base.ContentLength ?? 0,
      modifiedAt: base.LastModified ?? new Date(0),
    };
    for (const piece of pieces) {
      if (piece.start !== result.size) continue;
      result.pieces.push({ objectKey: piece.objectKey, start: piece.start, size: piece.size });
      result.size += piece.size;
      if (piece.at > result.modifiedAt) result.modifiedAt = piece.at;
    }
    return result;
  }

  async function deletePieces(key: string): Promise<void> {
    const pieces = await listPieces(key);
    for (let at = 0; at < pieces.length; at += 16) {
      await Promise.all(
        pieces
          .slice(at, at + 16)
          .map((piece) => client.send(new DeleteObjectCommand({ Bucket, Key: piece.objectKey }))),
      );
    }
  }

  async function* objectBytes(objectKey: string, Range?: string): AsyncGenerator<Buffer> {
    let body: Readable;
    try {
      body = (await client.send(new GetObjectCommand({ Bucket, Key: objectKey, Range }))).Body as Readable;
    } catch (error) {
      if (isMissing(error)) throw notFound(objectKey);
      throw error;
    }
    try {
      for await (const chunk of body) yield chunk as Buffer;
    } finally {
      body.destroy();
    }
  }

  /** The file's bytes in [range.start, range.end] (inclusive, clipped to the file), piece by piece. */
  async function* fileBytes(key: string, range: ByteRange | undefined): AsyncGenerator<Buffer> {
    const found = await layout(key);
    if (!found) throw notFound(key);
    const first = range?.start ?? 0;
    const last = Math.min(range?.end ?? found.size - 1, found.size - 1);
    for (const piece of found.pieces) {
      const from = Math.max(first, piece.start);
      const to = Math.min(last, piece.start + piece.size - 1);
      if (from > to) continue;
      const whole = from === piece.start && to === piece.start + piece.size - 1;
      yield* objectBytes(piece.objectKey, whole ? undefined : `bytes=${from - piece.start}-${to - piece.start}`);
    }
  }

  /**
   * A stream that becomes the object when it finishes (and only then: until `finish`, readers see the old one).
   * Destroyed before finishing, it aborts the upload and leaves no parts behind.
   */
  function uploadStream(objectKey: string): Writable {
    const incoming = new PassThrough();
    const upload = new Upload({
      client,
      params: { Bucket, Key: objectKey, Body: incoming },
      partSize: PART_BYTES,
      queueSize: PARTS_IN_FLIGHT,
      leavePartsOnError: false,
    });
    let settled = false;
    const done = upload.done().finally(() => {
      settled = true;
    });
    const writable = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        if (incoming.write(chunk)) callback();
        else incoming.once('drain', () => callback());
      },
      final(callback) {
        incoming.end();
        done.then(
          () => callback(),
          (error: Error) => callback(error),
        );
      },
      destroy(error, callback) {
        if (!settled) {
          incoming.destroy();
          void upload.abort().catch(() => {});
        }
        callback(error);
      },
    });
    // An upload that fails while bytes are still coming ends the stream with its error (a pending write never waits).
    done.catch((error: Error) => {
      if (!writable.writableFinished) writable.destroy(error);
    });
    return writable;
  }

  return {
    async put(key, data) {
      assertStorageKey(key);
      // A new file starts without pieces: ones left from the old file would be read as part of it.
      await deletePieces(key);
      if (typeof data === 'string' || Buffer.isBuffer(data)) {
        await client.send(new PutObjectCommand({ Bucket, Key: key, Body: data }));
        return;
      }
      await pipeline(data, uploadStream(key));
    },

    async createWriteStream(key, writeOptions = {}) {
      assertStorageKey(key);
      if (writeOptions.start === undefined) {
        await deletePieces(key);
        return uploadStream(key);
      }
      const found = await layout(key);
      if (!found) throw notFound(key);
      // Resuming appends a piece (nothing already stored is sent again); only the end of the file can be written.
      if (writeOptions.start !== found.size) {
        throw new Error(`cannot write ${key} from byte ${writeOptions.start}: it holds ${found.size} bytes`);
      }
      return uploadStream(pieceKey(key, writeOptions.start));
    },

    createReadStream(key, range?: ByteRange) {
      assertStorageKey(key);
      return Readable.from(fileBytes(key, range), { objectMode: false });
    },

    async stat(key) {
      assertStorageKey(key);
      const found = await layout(key);
      return found ? { size: found.size, modifiedAt: found.modifiedAt } : null;
    },

    async delete(key) {
      assertStorageKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
      await deletePieces(key);
    },

    async withLocalFile(key, use) {
      assertStorageKey(key);
      const dir = await mkdtemp(path.join(os.tmpdir(), 'otodoke-s3-'));
      try {
        // The key's last segment keeps the file's extension, which some tools look at.
        const filePath = path.join(dir, key.split('/').at(-1)!);
        await pipeline(fileBytes(key, undefined), createWriteStream(filePath));
        return await use(filePath);
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
  };
}
