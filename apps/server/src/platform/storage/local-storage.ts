// The storage adapter for one machine: files under a root directory (STORAGE_DIR), never outside it.

import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertStorageKey, type ByteRange, type Storage, StorageKeyError } from './storage.ts';

export function createLocalStorage(rootDir: string): Storage {
  const root = path.resolve(rootDir);

  function resolve(key: string): string {
    assertStorageKey(key);
    const filePath = path.resolve(root, key);
    // Belt and braces after the key check: the resolved path must stay under the root.
    if (!filePath.startsWith(`${root}${path.sep}`)) throw new StorageKeyError(key);
    return filePath;
  }

  async function ensureParent(filePath: string): Promise<void> {
    await mkdir(path.dirname(filePath), { recursive: true });
  }

  return {
    async put(key, data) {
      const filePath = resolve(key);
      await ensureParent(filePath);
      // Write beside and rename, so a reader never sees half a file.
      const temporary = `${filePath}.${randomBytes(6).toString('hex')}.part`;
      try {
        if (typeof data === 'string' || Buffer.isBuffer(data)) await writeFile(temporary, data);
        else await pipeline(data, createWriteStream(temporary));
        await rename(temporary, filePath);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },

    async createWriteStream(key, options = {}) {
      const filePath = resolve(key);
      await ensureParent(filePath);
      if (options.start === undefined) return createWriteStream(filePath, { flags: 'w' });
      // r+ keeps what is there and writes from `start`; the file must exist (an empty one is made on create).
      const handle = await open(filePath, 'r+');
      return handle.createWriteStream({ start: options.start }) as Writable;
    },

    createReadStream(key, range?: ByteRange) {
      return createReadStream(resolve(key), range ? { start: range.start, end: range.end } : {});
    },

    async stat(key) {
      try {
        const found = await stat(resolve(key));
        return found.isFile() ? { size: found.size, modifiedAt: found.mtime } : null;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },

    async delete(key) {
      await rm(resolve(key), { force: true });
    },

    async withLocalFile(key, use) {
      return use(resolve(key));
    },
  };
}
