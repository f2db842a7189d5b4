// What every storage adapter must do, as tests: each adapter's test file runs `describeStorageContract` against a
// storage of its own (the local disk, the S3 adapter against the object storage simulator).
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { describe, expect, it } from 'vitest';
import { type Storage, StorageKeyError, storageKey } from './storage.ts';

export async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function readText(stream: Readable): Promise<string> {
  return (await readAll(stream)).toString('utf8');
}

/** Bytes that differ from place to place, so a misplaced part shows. */
function patterned(size: number): Buffer {
  const bytes = Buffer.alloc(size);
  for (let i = 0; i + 4 <= size; i += 4) bytes.writeUInt32BE(i, i);
  return bytes;
}

function sha256(data: Buffer): string {
  return createHash('sha256').update(data).digest('hex');
}

export function describeStorageContract(name: string, storage: () => Storage): void {
  describe(`${name}: the storage contract`, () => {
    it('writes, reads whole and in ranges, stats and deletes by key', async () => {
      const key = storageKey('uploads', 7, 42, 'abc');
      expect(key).toBe('uploads/7/42/abc');
      await storage().put(key, 'hello, world');
      expect(await storage().stat(key)).toMatchObject({ size: 12 });
      expect((await storage().stat(key))?.modifiedAt).toBeInstanceOf(Date);
      expect(await readText(storage().createReadStream(key))).toBe('hello, world');
      expect(await readText(storage().createReadStream(key, { start: 7, end: 11 }))).toBe('world');
      expect(await readText(storage().createReadStream(key, { start: 7 }))).toBe('world');
      expect(await readText(storage().createReadStream(key, { start: 0, end: 4 }))).toBe('hello');
      await storage().delete(key);
      expect(await storage().stat(key)).toBeNull();
      await storage().delete(key); // deleting nothing is fine
    });

    it('replaces a file, and takes buffers, strings and streams (empty ones too)', async () => {
      const key = 'uploads/3/4/replace';
      await storage().put(key, Buffer.from('first version, longer'));
      await storage().put(key, Readable.from([Buffer.from('second '), Buffer.from('version')]));
      expect(await readText(storage().createReadStream(key))).toBe('second version');
      await storage().put(key, Buffer.alloc(0));
      expect(await storage().stat(key)).toMatchObject({ size: 0 });
      expect(await readText(storage().createReadStream(key))).toBe('');
      await storage().put(key, Readable.from([]));
      expect(await storage().stat(key)).toMatchObject({ size: 0 });
    });

    it('reading a key that holds nothing fails with ENOENT; stat says null', async () => {
      const key = 'uploads/9/9/missing';
      expect(await storage().stat(key)).toBeNull();
      await expect(readAll(storage().createReadStream(key))).rejects.toMatchObject({ code: 'ENOENT' });
    });

    it('resumes writing at an offset without losing what is there', async () => {
      const key = 'uploads/1/2/resume';
      await storage().put(key, Buffer.alloc(0));
      await pipeline(Readable.from([Buffer.from('first ')]), await storage().createWriteStream(key, { start: 0 }));
      await pipeline(Readable.from([Buffer.from('second')]), await storage().createWriteStream(key, { start: 6 }));
      expect(await storage().stat(key)).toMatchObject({ size: 12 });
      expect(await storage().withLocalFile(key, (file) => readFile(file, 'utf8'))).toBe('first second');
    });

    it('streams a file of several parts in and out whole, resumed and in a late range', async () => {
      const key = 'uploads/5/6/large.wav';
      const bytes = patterned(11 * 1024 * 1024 + 123);
      const out = await storage().createWriteStream(key);
      await pipeline(
        Readable.from(
          (function* () {
            for (let at = 0; at < bytes.length; at += 256 * 1024) yield bytes.subarray(at, at + 256 * 1024);
          })(),
        ),
        out,
      );
      // Once the stream has finished, the file is there.
      expect(await storage().stat(key)).toMatchObject({ size: bytes.length });
      expect(sha256(await readAll(storage().createReadStream(key)))).toBe(sha256(bytes));
      const late = await readAll(storage().createReadStream(key, { start: 9 * 1024 * 1024, end: bytes.length - 1 }));
      expect(late.equals(bytes.subarray(9 * 1024 * 1024))).toBe(true);
      const more = patterned(1024);
      await pipeline(Readable.from([more]), await storage().createWriteStream(key, { start: bytes.length }));
      const whole = await storage().withLocalFile(key, (file) => readFile(file));
      expect(sha256(whole)).toBe(sha256(Buffer.concat([bytes, more])));
      await storage().delete(key);
    });

    it('refuses keys that could leave the root or are not plain segments', async () => {
      for (const key of ['../secret.txt', 'uploads/../../secret.txt', '/etc/passwd', 'a//b', '', 'a/./b', '%2e%2e/x']) {
        await expect(storage().stat(key), key).rejects.toBeInstanceOf(StorageKeyError);
        await expect(storage().put(key, 'x'), key).rejects.toBeInstanceOf(StorageKeyError);
        await expect(storage().delete(key), key).rejects.toBeInstanceOf(StorageKeyError);
        await expect(storage().createWriteStream(key), key).rejects.toBeInstanceOf(StorageKeyError);
        await expect(
          storage().withLocalFile(key, async () => 'used'),
          key,
        ).rejects.toBeInstanceOf(StorageKeyError);
        expect(() => storage().createReadStream(key), key).toThrow(StorageKeyError);
      }
      expect(() => storageKey('uploads', '..')).toThrow(StorageKeyError);
    });
  });
}
