// The local disk adapter: the storage contract, and that no key reaches a file outside its root.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from './local-storage.ts';
import { type Storage, StorageKeyError } from './storage.ts';
import { describeStorageContract } from './storage-contract.ts';

let root: string;
let storage: Storage;

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'otodoke-storage-'));
  storage = createLocalStorage(path.join(root, 'files'));
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describeStorageContract('local storage', () => storage);

describe('local storage', () => {
  it('never reads a file beside its root, whatever the key', async () => {
    await writeFile(path.join(root, 'secret.txt'), 'outside');
    for (const key of ['../secret.txt', 'uploads/../../secret.txt', 'a\\..\\b', '..%2fsecret.txt']) {
      await expect(storage.stat(key), key).rejects.toBeInstanceOf(StorageKeyError);
      expect(() => storage.createReadStream(key), key).toThrow(StorageKeyError);
    }
  });
});
