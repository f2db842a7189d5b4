// The S3 adapter against the object storage simulator (S3's protocol with Signature V4, on loopback): the storage
// contract, and what only an object store can get wrong (a write that fails midway, refused credentials).
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { type ObjectStorageSimulator, startObjectStorageSimulator } from '@otodoke/simulators/object-storage/index.ts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { storageFromConfig } from './from-config.ts';
import { createS3Storage } from './s3-storage.ts';
import type { Storage } from './storage.ts';
import { describeStorageContract, readAll } from './storage-contract.ts';

let simulator: ObjectStorageSimulator;
let storage: Storage;

function storageWith(overrides: { secretAccessKey?: string; bucket?: string } = {}): Storage {
  return createS3Storage({
    endpoint: simulator.endpoint,
    region: simulator.region,
    bucket: overrides.bucket ?? 'otodoke-files',
    forcePathStyle: true,
    accessKeyId: simulator.accessKeyId,
    secretAccessKey: overrides.secretAccessKey ?? simulator.secretAccessKey,
  });
}

beforeAll(async () => {
  simulator = await startObjectStorageSimulator({ buckets: ['otodoke-files'] });
  storage = storageWith();
});
afterAll(async () => {
  await simulator?.close();
});

describeStorageContract('S3 storage', () => storage);

describe('S3 storage', () => {
  it('keeps the old object when a write stream fails midway, and leaves no multipart upload behind', async () => {
    const key = 'uploads/8/1/interrupted';
    await storage.put(key, 'kept');
    const failing = Readable.from(
      (async function* () {
        yield Buffer.alloc(6 * 1024 * 1024, 1);
        yield Buffer.alloc(6 * 1024 * 1024, 2);
        throw new Error('client went away');
      })(),
    );
    await expect(pipeline(failing, await storage.createWriteStream(key, { start: 4 }))).rejects.toThrow(
      'client went away',
    );
    expect((await readAll(storage.createReadStream(key))).toString()).toBe('kept');
    // The abort goes out after the stream is destroyed.
    await vi.waitFor(() => expect(simulator.store.openUploads('otodoke-files')).toBe(0));
  });

  it('stores objects under the keys as given, in the configured bucket; large streams in parts', async () => {
    await storage.put('deliveries/12/message-1.xml', '<xml/>');
    expect(simulator.store.peek('otodoke-files', 'deliveries/12/message-1.xml')?.body.toString()).toBe('<xml/>');
    const large = Buffer.alloc(9 * 1024 * 1024, 7);
    await storage.put('deliveries/12/video.mp4', Readable.from([large]));
    const stored = simulator.store.peek('otodoke-files', 'deliveries/12/video.mp4');
    expect(stored?.etag).toMatch(/-2"$/); // a multipart upload of two parts
    expect(stored?.body.equals(large)).toBe(true);
  });

  it('resumes a file by adding a piece per write: no byte is sent twice, and reads join the pieces', async () => {
    const key = 'uploads/8/2/chunked.wav';
    const chunks = [0, 1, 2, 3].map((n) => Buffer.alloc(3 * 1024 * 1024 + n, 65 + n));
    const whole = Buffer.concat(chunks);
    await storage.put(key, Buffer.alloc(0));
    const before = simulator.store.receivedBytes;
    let offset = 0;
    for (const chunk of chunks) {
      expect(await storage.stat(key)).toMatchObject({ size: offset });
      await pipeline(Readable.from([chunk]), await storage.createWriteStream(key, { start: offset }));
      offset += chunk.length;
    }
    expect(simulator.store.receivedBytes - before).toBe(whole.length);
    expect(simulator.store.objectKeys('otodoke-files').filter((name) => name.startsWith(key))).toHaveLength(5);
    expect(await storage.stat(key)).toMatchObject({ size: whole.length });
    expect((await readAll(storage.createReadStream(key))).equals(whole)).toBe(true);
    // A range across three pieces.
    const from = chunks[0]!.length - 10;
    const to = chunks[0]!.length + chunks[1]!.length + 9;
    expect(
      (await readAll(storage.createReadStream(key, { start: from, end: to }))).equals(whole.subarray(from, to + 1)),
    ).toBe(true);
    // Only the end can be written; replacing the file or deleting it takes its pieces too.
    await expect(storage.createWriteStream(key, { start: 5 })).rejects.toThrow(/cannot write/);
    await storage.put(key, 'new');
    expect((await readAll(storage.createReadStream(key))).toString()).toBe('new');
    await pipeline(Readable.from([Buffer.from('er')]), await storage.createWriteStream(key, { start: 3 }));
    expect((await readAll(storage.createReadStream(key))).toString()).toBe('newer');
    await storage.delete(key);
    expect(simulator.store.objectKeys('otodoke-files').filter((name) => name.startsWith(key))).toEqual([]);
  });

  it('is the storage the configuration names with STORAGE=s3', async () => {
    const configured = await storageFromConfig({
      storageDir: '/nonexistent-local-storage',
      storage: {
        mode: 's3',
        endpoint: simulator.endpoint,
        region: simulator.region,
        bucket: 'otodoke-files',
        forcePathStyle: true,
        accessKeyId: simulator.accessKeyId,
        secretAccessKey: simulator.secretAccessKey,
      },
    });
    await configured.put('uploads/8/3/configured', 'in the bucket');
    expect(simulator.store.peek('otodoke-files', 'uploads/8/3/configured')?.body.toString()).toBe('in the bucket');
  });

  it('fails loudly with a wrong secret or a missing bucket instead of reporting files missing', async () => {
    const wrong = storageWith({ secretAccessKey: 'not-the-secret' });
    await expect(wrong.stat('uploads/1/1/x')).rejects.toMatchObject({ $metadata: { httpStatusCode: 403 } });
    await expect(wrong.put('uploads/1/1/x', 'x')).rejects.toMatchObject({ name: 'SignatureDoesNotMatch' });
    await expect(readAll(wrong.createReadStream('uploads/1/1/x'))).rejects.toMatchObject({
      $metadata: { httpStatusCode: 403 },
    });
    await expect(wrong.withLocalFile('uploads/1/1/x', async () => 'used')).rejects.toMatchObject({
      $metadata: { httpStatusCode: 403 },
    });
    const noBucket = storageWith({ bucket: 'no-such-bucket' });
    await expect(noBucket.put('uploads/1/1/x', 'x')).rejects.toMatchObject({ name: 'NoSuchBucket' });
  });
});
