// The service with its files in S3 (STORAGE=s3) against the object storage simulator: an upload sent with tus in
// pieces (each PATCH adds a piece), checked from its bytes, previewed in ranges, all kept in the bucket.
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type ObjectStorageSimulator, startObjectStorageSimulator } from '@otodoke/simulators/object-storage/index.ts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeWav } from '../src/features/uploads/sample-media.ts';
import { uploads } from '../src/platform/db/schema.ts';
import { signIn } from './flows.ts';
import { startTestService, type TestService } from './harness.ts';
import type { TestClient } from './test-client.ts';
import { announceUpload, createTusUpload, sendChunks, waitForChecks } from './uploads-helper.ts';

const LABEL_ID = 1;
const BUCKET = 'otodoke-test-files';

let simulator: ObjectStorageSimulator;
let service: TestService;
let manager: TestClient;
let mediaDir: string;

beforeAll(async () => {
  simulator = await startObjectStorageSimulator({ buckets: [BUCKET] });
  service = await startTestService({
    seed: true,
    env: {
      STORAGE: 's3',
      S3_ENDPOINT: simulator.endpoint,
      S3_REGION: simulator.region,
      S3_BUCKET: BUCKET,
      S3_ACCESS_KEY_ID: simulator.accessKeyId,
      S3_SECRET_ACCESS_KEY: simulator.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
  });
  manager = service.client('ja');
  await signIn(service, manager, 'demo@otodoke.test', 'otodoke-demo');
  manager.acid = LABEL_ID;
  mediaDir = await mkdtemp(path.join(os.tmpdir(), 'otodoke-s3-media-'));
});
afterAll(async () => {
  await service?.close();
  await simulator?.close();
  if (mediaDir) await rm(mediaDir, { recursive: true, force: true });
});

describe('files in S3-compatible object storage', () => {
  it('takes a resumed tus upload into the bucket, checks it from there and serves it in ranges', async () => {
    const file = path.join(mediaDir, 'master.wav');
    await writeWav(file, { seconds: 2, sampleRate: 44_100, bitDepth: 16, channels: 2 });
    const bytes = await readFile(file);
    const announced = await announceUpload(manager, 'audio', 'master.wav', bytes.length);
    const created = await createTusUpload(manager, announced, bytes.length);
    expect(created.status).toBe(201);
    // Three PATCHes: the second and third each resume the object from where the last one ended.
    const chunk = Math.ceil(bytes.length / 3);
    expect(await sendChunks(manager, String(created.headers.location), bytes, 0, chunk)).toBe(bytes.length);
    const checked = await waitForChecks(manager, announced.id);
    expect(checked.status).toBe('accepted');
    expect(checked.sha256).toBe(createHash('sha256').update(bytes).digest('hex'));

    const [row] = await service.database.db.select().from(uploads).where(eq(uploads.id, announced.id));
    // In the bucket: the object tus created empty, and a piece per PATCH, each holding what that PATCH sent.
    const objects = simulator.store.objectKeys(BUCKET).filter((name) => name.startsWith(row!.storageKey!));
    expect(objects).toHaveLength(4);
    const stored = Buffer.concat(objects.map((name) => simulator.store.peek(BUCKET, name)!.body));
    expect(stored.equals(bytes)).toBe(true);

    const part = await manager.send('GET', checked.preview_url!, { headers: { range: 'bytes=100-199' } });
    expect(part.status).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${bytes.length}`);
    expect(part.bytes!.equals(bytes.subarray(100, 200))).toBe(true);
    const whole = await manager.send('GET', checked.preview_url!);
    expect(whole.status).toBe(200);
    expect(whole.bytes!.equals(bytes)).toBe(true);
  });
});
