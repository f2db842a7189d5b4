// Where files live: a small interface over keys like `uploads/<accountId>/<uploadId>/<random>`, so features never
// touch paths and another adapter (an object store) can replace the local disk.
import type { Readable, Writable } from 'node:stream';

export interface StoredFile {
  size: number;
  modifiedAt: Date;
}

/** Inclusive byte positions, as in an HTTP Range header. */
export interface ByteRange {
  start: number;
  end?: number;
}

export interface Storage {
  /** Writes the whole file, replacing any earlier one. */
  put(key: string, data: Buffer | string | Readable): Promise<void>;
  /** A stream into the file: from `start` of an existing file (resuming), else a new empty file. */
  createWriteStream(key: string, options?: { start?: number }): Promise<Writable>;
  /** The file's bytes, or the inclusive `range` of them. Errors with code ENOENT when the key holds nothing. */
  createReadStream(key: string, range?: ByteRange): Readable;
  stat(key: string): Promise<StoredFile | null>;
  /** Removes the file; nothing happens when there is none. */
  delete(key: string): Promise<void>;
  /** Runs `use` with a path on the local disk holding the file, for tools that read paths (ffprobe, sharp). */
  withLocalFile<T>(key: string, use: (filePath: string) => Promise<T>): Promise<T>;
}

export class StorageKeyError extends Error {
  constructor(key: string) {
    super(`invalid storage key: ${JSON.stringify(key)}`);
    this.name = 'StorageKeyError';
  }
}

const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9_.-]{0,127}$/;

/** Throws unless `key` is relative segments of letters, digits, `_`, `-` and `.` (no `..`, no empty segment). */
export function assertStorageKey(key: string): void {
  const segments = key.split('/');
  if (segments.length === 0 || segments.length > 16) throw new StorageKeyError(key);
  for (const segment of segments) {
    if (!SEGMENT.test(segment) || segment === '.' || segment === '..') throw new StorageKeyError(key);
  }
}

/** Joins key segments, checking each. */
export function storageKey(...segments: (string | number)[]): string {
  const key = segments.map(String).join('/');
  assertStorageKey(key);
  return key;
}
