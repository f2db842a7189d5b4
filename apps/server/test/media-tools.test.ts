// A machine whose configured ffprobe is missing: the service still starts, refuses audio with a message saying it
// cannot be checked, and takes artwork as usual.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { pngArtwork, writeWav } from '../src/features/uploads/sample-media.ts';
import { signIn } from './flows.ts';
import { startTestService, type TestService } from './harness.ts';
import type { TestClient } from './test-client.ts';
import { uploadFile } from './uploads-helper.ts';

const LABEL_ID = 1;

let service: TestService;
let manager: TestClient;
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'otodoke-no-ffprobe-'));
  service = await startTestService({ seed: true, env: { FFPROBE_PATH: path.join(dir, 'no-such-ffprobe') } });
  manager = service.client('ja');
  await signIn(service, manager, 'demo@otodoke.test', 'otodoke-demo');
  manager.acid = LABEL_ID;
  await Promise.all([
    writeWav(path.join(dir, 'master.wav'), { seconds: 1, sampleRate: 44_100, bitDepth: 16, channels: 2 }),
    pngArtwork(path.join(dir, 'cover.png'), { size: 3000, hue: 210 }),
  ]);
}, 60_000);
afterAll(async () => {
  await service?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

it('starts when FFPROBE_PATH points to a missing file, and says why audio and video cannot be checked', async () => {
  expect(service.app.mediaTools.ffprobe).toMatchObject({
    path: null,
    problems: [`FFPROBE_PATH=${path.join(dir, 'no-such-ffprobe')} does not run (ENOENT)`],
  });
  expect((await manager.get('/healthz')).status).toBe(200);

  const audio = await uploadFile(manager, 'audio', path.join(dir, 'master.wav'));
  expect(audio.status).toBe('rejected');
  expect(audio.problems).toEqual([
    {
      id: 'probeUnavailable',
      message:
        'サーバーでファイルの中身（形式、長さ、チャンネル数など）を読み取れなかったため、受け付けていません。時間をおいてもう一度アップロードしてください。',
    },
  ]);

  const artwork = await uploadFile(manager, 'artwork', path.join(dir, 'cover.png'));
  expect(artwork).toMatchObject({ status: 'accepted', problems: [] });
});
