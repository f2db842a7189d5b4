import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from './local-storage.ts';
import { type Storage, StorageKeyError, storageKey } from './storage.ts';

let root: string;
let storage: Storage;

async function readAll(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'otodoke-storage-'));
  storage = createLocalStorage(path.join(root, 'files'));
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('local storage', () => {
  it('writes, reads whole and in ranges, stats and deletes by key', async () => {
    const key = storageKey('uploads', 7, 42, 'abc');
    expect(key).toBe('uploads/7/42/abc');
    await storage.put(key, 'hello, world');
    expect(await storage.stat(key)).toMatchObject({ size: 12 });
    expect(await readAll(storage.createReadStream(key))).toBe('hello, world');
    expect(await readAll(storage.createReadStream(key, { start: 7, end: 11 }))).toBe('world');
    await storage.delete(key);
    expect(await storage.stat(key)).toBeNull();
    await storage.delete(key); // deleting nothing is fine
  });

  it('resumes writing at an offset without losing what is there', async () => {
    const key = 'uploads/1/2/resume';
    await storage.put(key, Buffer.alloc(0));
    await pipeline(Readable.from([Buffer.from('first ')]), await storage.createWriteStream(key, { start: 0 }));
    await pipeline(Readable.from([Buffer.from('second')]), await storage.createWriteStream(key, { start: 6 }));
    expect(await storage.withLocalFile(key, (file) => readFile(file, 'utf8'))).toBe('first second');
  });

  it('refuses keys that could leave the root', async () => {
    await writeFile(path.join(root, 'secret.txt'), 'outside');
    for (const key of [
      '../secret.txt',
      'uploads/../../secret.txt',
      '/etc/passwd',
      'a//b',
      '',
      'a/./b',
      'a\\..\\b',
      '%2e%2e/x',
    ]) {
      await expect(storage.stat(key), key).rejects.toBeInstanceOf(StorageKeyError);
      expect(() => storage.createReadStream(key), key).toThrow(StorageKeyError);
    }
    expect(() => storageKey('uploads', '..')).toThrow(StorageKeyError);
  });
});
