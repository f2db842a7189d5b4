// Verification never crashes or hangs on hostile files: every truncation and random damage of valid files gives
// problems or a pass, an entity bomb is refused at once, and a 4 GB+ BW64 is checked by reading its headers only.
import { mkdtemp, open, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildAdmBwf,
  buildMpeghMp4,
  type ImmersiveFormat,
  verifyImmersiveFile,
  writeSampleImmersiveFile,
} from './index.ts';

let dir = '';
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'immersive-robust-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const verifyBytes = async (bytes: Buffer, format: ImmersiveFormat) => {
  const file = path.join(dir, `sample.${format}`);
  await writeFile(file, bytes);
  return verifyImmersiveFile(file, format);
};

/** A small deterministic generator, so a failure can be replayed. */
const random = (seed: number) => () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
  return seed / 2 ** 31;
};

describe.each([
  ['dolby', buildAdmBwf({ seconds: 0.01, objects: 1 })],
  ['dolby', buildAdmBwf({ seconds: 0.01, objects: 1, container: 'RIFF', axmlBeforeData: true })],
  ['360RA', buildMpeghMp4({ seconds: 0.1 })],
] as [ImmersiveFormat, Buffer][])('%s file damaged', (format, valid) => {
  it('gives a problem for every truncation', async () => {
    const step = Math.max(1, Math.floor(valid.length / 120));
    for (let length = 0; length < valid.length - 1; length += step) {
      const { problems } = await verifyBytes(valid.subarray(0, length), format);
      expect(problems.length, `cut at ${length} of ${valid.length}`).toBeGreaterThan(0);
    }
  });

  it('never throws on random damage', async () => {
    const next = random(17);
    for (let round = 0; round < 120; round += 1) {
      const damaged = Buffer.from(valid);
      const flips = 1 + Math.floor(next() * 8);
      for (let flip = 0; flip < flips; flip += 1)
        damaged[Math.floor(next() * damaged.length)] = Math.floor(next() * 256);
      const result = await verifyBytes(damaged, format);
      expect(Array.isArray(result.problems)).toBe(true);
    }
  });
});

it('refuses an entity bomb in the axml at once', async () => {
  const started = performance.now();
  const { problems } = await verifyBytes(buildAdmBwf({ admBreak: 'doctype', seconds: 0.01 }), 'dolby');
  expect(problems).toEqual([{ family: 'dolby', code: 5, params: { item: 'DOCTYPE' } }]);
  expect(performance.now() - started).toBeLessThan(1000);
});

it('checks a 4.6 GB BW64 by its headers, skipping the audio', async () => {
  // A real BW64 whose data chunk is sparse on disk: the verifier must seek past it to find the axml.
  const small = buildAdmBwf({ seconds: 0 });
  const dataEnd = small.indexOf('data', 0, 'latin1') + 8;
  const blockAlign = 12 * 3;
  const dataBytes = blockAlign * 48_000 * 2_700; // 45 minutes of 12 channels
  const head = Buffer.from(small.subarray(0, dataEnd));
  const ds64 = head.indexOf('ds64', 0, 'latin1') + 8;
  head.writeBigUInt64LE(BigInt(small.length - 8 + dataBytes), ds64);
  head.writeBigUInt64LE(BigInt(dataBytes), ds64 + 8);
  head.writeBigUInt64LE(BigInt(dataBytes / blockAlign), ds64 + 16);
  const file = path.join(dir, 'huge.wav');
  const handle = await open(file, 'w');
  await handle.write(head, 0, head.length, 0);
  await handle.write(small.subarray(dataEnd), 0, small.length - dataEnd, dataEnd + dataBytes);
  await handle.close();
  const started = performance.now();
  const result = await verifyImmersiveFile(file, 'dolby', { expectedDurationSeconds: 2_700 });
  expect(result.problems).toEqual([]);
  expect(result.facts).toMatchObject({ container: 'BW64', channels: 12, duration_seconds: 2_700 });
  expect(performance.now() - started).toBeLessThan(2000);
});

it.each(['dolby', '360RA'] as const)('writes a sample %s file that passes', async (format) => {
  const file = path.join(dir, `written-${format}`);
  await writeSampleImmersiveFile(file, format, { seconds: 3 });
  const result = await verifyImmersiveFile(file, format, { expectedDurationSeconds: 3 });
  expect(result.problems).toEqual([]);
  expect(result.facts.duration_seconds).toBe(3);
});

it('lets a missing file fail as an I/O error, not as a verdict on its contents', async () => {
  await expect(verifyImmersiveFile(path.join(dir, 'absent.wav'), 'dolby')).rejects.toThrow(/ENOENT/);
});
