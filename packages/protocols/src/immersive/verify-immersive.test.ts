// Each check of immersive audio verification, one broken file at a time: the file that breaks a check gives exactly
// that check's code, valid RIFF/RF64/BW64 ADM files and mha1/mhm1 MP4s pass, and every spec code is reachable.
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { IMMERSIVE_AUDIO_INVALID_CODE_COUNTS } from '@otodoke/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AdmBwfOptions,
  buildAdmBwf,
  buildMpeghMp4,
  type ImmersiveProblem,
  type MpeghMp4Options,
  verifyImmersiveFile,
} from './index.ts';

let dir = '';
let counter = 0;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'immersive-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const fileOf = async (bytes: Buffer, extension: string): Promise<string> => {
  counter += 1;
  const file = path.join(dir, `f${counter}.${extension}`);
  await writeFile(file, bytes);
  return file;
};
const verifyAdm = async (bytes: Buffer, expectedDurationSeconds?: number) =>
  verifyImmersiveFile(await fileOf(bytes, 'wav'), 'dolby', { expectedDurationSeconds });
const verifyMp4 = async (bytes: Buffer, expectedDurationSeconds?: number) =>
  verifyImmersiveFile(await fileOf(bytes, 'mp4'), '360RA', { expectedDurationSeconds });

const adm = (options: AdmBwfOptions = {}) => buildAdmBwf({ seconds: 0.2, ...options });
const mp4 = (options: MpeghMp4Options = {}) => buildMpeghMp4({ seconds: 1, ...options });
/** A copy with a 32-bit little-endian value written at the offset of `marker` plus `delta`. */
const patchLe32 = (bytes: Buffer, marker: string, delta: number, value: number) => {
  const copy = Buffer.from(bytes);
  copy.writeUInt32LE(value, copy.indexOf(marker, 0, 'latin1') + delta);
  return copy;
};

const seen = new Set<string>();
const expectOnly = (problems: ImmersiveProblem[], expected: ImmersiveProblem) => {
  expect(problems).toEqual([expected]);
  seen.add(`${expected.family}-${expected.code}`);
};

describe('Dolby Atmos ADM BWF', () => {
  it.each(['RIFF', 'RF64', 'BW64'] as const)('passes a valid %s file and reads its facts', async (container) => {
    const result = await verifyAdm(adm({ container, seconds: 0.5, programmeName: '夜明け & Co' }), 0.5);
    expect(result.problems).toEqual([]);
    expect(result.facts).toEqual({
      container,
      codec: 'pcm_s24le',
      sample_rate: 48_000,
      bit_depth: 24,
      channels: 12,
      duration_seconds: 0.5,
      programme_name: '夜明け & Co',
      objects: 2,
      beds: 1,
    });
  });

  it('passes WAVE_FORMAT_EXTENSIBLE and axml before data, and ffprobe reads the file as 48 kHz 24-bit PCM', async () => {
    const file = await fileOf(adm({ extensible: true, axmlBeforeData: true, objects: 6 }), 'wav');
    expect((await verifyImmersiveFile(file, 'dolby')).problems).toEqual([]);
    for (const probed of [file, await fileOf(adm({ container: 'RIFF' }), 'wav')]) {
      const { stdout } = await promisify(execFile)('/usr/bin/ffprobe', [
        '-v',
        'error',
        '-show_entries',
        'stream=codec_name,sample_rate,bits_per_sample,channels',
        '-of',
        'json',
        probed,
      ]);
      expect(JSON.parse(stdout).streams[0]).toMatchObject({
        codec_name: 'pcm_s24le',
        sample_rate: '48000',
        bits_per_sample: 24,
      });
    }
  });

  it('other 1: not a WAV at all', async () => {
    expectOnly((await verifyAdm(Buffer.alloc(0))).problems, {
      family: 'other',
      code: 1,
      params: { expected: 'ADM BWF (BW64/RF64 WAV)', found: 'empty' },
    });
    expect((await verifyAdm(Buffer.from('garbage garbage garbage'))).problems).toMatchObject([
      { family: 'other', code: 1, params: { found: 'unknown' } },
    ]);
    expect((await verifyAdm(mp4())).problems).toMatchObject([{ family: 'other', code: 1, params: { found: 'MP4' } }]);
    const avi = Buffer.from(adm());
    avi.write('AVI ', 8, 'latin1');
    expect((await verifyAdm(avi)).problems).toMatchObject([
      { family: 'other', code: 1, params: { found: 'BW64 AVI ' } },
    ]);
  });

  it('other 2: a length that is not the stereo song’s', async () => {
    expectOnly((await verifyAdm(adm({ seconds: 0.2 }), 5)).problems, {
      family: 'other',
      code: 2,
      params: { found: 0.2, expected: 5, tolerance: 2 },
    });
    expect((await verifyAdm(adm({ seconds: 0.2 }), 2)).problems).toEqual([]);
  });

  it('dolby 1: sizes that do not fit the file, a missing ds64, fmt or data', async () => {
    const valid = adm();
    const cases: [Buffer, string][] = [
      [valid.subarray(0, valid.length - 100), 'BW64'],
      [adm({ container: 'RIFF' }).subarray(0, 5000), 'RIFF'],
      [patchLe32(adm({ container: 'RIFF' }), 'RIFF', 4, 0xfffffff0), 'RIFF'],
      [patchLe32(adm({ container: 'RIFF' }), 'data', 4, 0x7ffffff0), 'data'],
      [adm({ container: 'RF64', omitChunk: 'ds64' }), 'ds64'],
      [adm({ omitChunk: 'fmt ' }), 'fmt '],
      [adm({ omitChunk: 'data' }), 'data'],
      [patchLe32(adm(), 'fmt ', 8 + 12, 7), 'fmt '],
    ];
    const hugeData = Buffer.from(valid);
    hugeData.writeBigUInt64LE(2n ** 40n, hugeData.indexOf('ds64', 0, 'latin1') + 16);
    cases.push([hugeData, 'data']);
    const overflow = Buffer.from(valid);
    overflow.writeBigUInt64LE(2n ** 64n - 1n, overflow.indexOf('ds64', 0, 'latin1') + 8);
    cases.push([overflow, 'ds64']);
    for (const [bytes, chunk] of cases)
      expectOnly((await verifyAdm(bytes, 0.2)).problems, { family: 'dolby', code: 1, params: { chunk } });
  });

  it('dolby 2: not 48 kHz 24-bit PCM', async () => {
    expectOnly((await verifyAdm(adm({ sampleRate: 44_100 }), 0.2)).problems, {
      family: 'dolby',
      code: 2,
      params: { found: '44.1kHz / 24-bit PCM' },
    });
    expectOnly((await verifyAdm(adm({ bitDepth: 16 }), 0.2)).problems, {
      family: 'dolby',
      code: 2,
      params: { found: '48kHz / 16-bit PCM' },
    });
    expectOnly((await verifyAdm(adm({ float: true, extensible: true }), 0.2)).problems, {
      family: 'dolby',
      code: 2,
      params: { found: '48kHz / 32-bit float' },
    });
  });

  it('dolby 3: more channels than a Dolby Atmos master carries', async () => {
    const result = await verifyAdm(adm({ objects: 119, seconds: 0.02 }), 0.02);
    expectOnly(result.problems, { family: 'dolby', code: 3, params: { found: 129, max: 128 } });
    expect((await verifyAdm(adm({ objects: 118, seconds: 0.02 }))).problems).toEqual([]);
  });

  it('dolby 4: no chna, or a chna UID the ADM does not define', async () => {
    expectOnly((await verifyAdm(adm({ omitChunk: 'chna' }))).problems, {
      family: 'dolby',
      code: 4,
      params: { item: 'chna' },
    });
    expectOnly((await verifyAdm(adm({ chnaUnknownUid: true }))).problems, {
      family: 'dolby',
      code: 4,
      params: { item: 'ATU_00009999' },
    });
    const badIndex = Buffer.from(adm());
    badIndex.writeUInt16LE(40, badIndex.indexOf('chna', 0, 'latin1') + 12);
    expectOnly((await verifyAdm(badIndex)).problems, {
      family: 'dolby',
      code: 4,
      params: { item: 'ATU_00000001 (track 40)' },
    });
  });

  it('dolby 5: no axml, or an ADM without programme, content, objects or a defined track format', async () => {
    const cases: [AdmBwfOptions, string][] = [
      [{ omitChunk: 'axml' }, 'axml'],
      [{ admBreak: 'no-programme' }, 'audioProgramme'],
      [{ admBreak: 'no-content' }, 'ACO_1001'],
      [{ admBreak: 'no-objects' }, 'audioObjectIDRef'],
      [{ admBreak: 'undefined-track-format' }, 'AT_00031001_01'],
      [{ admBreak: 'malformed' }, 'XML'],
      [{ admBreak: 'doctype' }, 'DOCTYPE'],
    ];
    for (const [options, item] of cases)
      expectOnly((await verifyAdm(adm(options))).problems, { family: 'dolby', code: 5, params: { item } });
  });
});

describe('360 Reality Audio MPEG-H MP4', () => {
  it.each([
    ['mha1', {}],
    ['mhm1', { sampleEntry: 'mhm1' }],
    ['mhm1 without mhaC', { sampleEntry: 'mhm1', mhaC: false }],
    ['mdhd version 1', { mdhdVersion: 1 }],
  ] as [string, MpeghMp4Options][])('passes %s', async (_name, options) => {
    const result = await verifyMp4(mp4({ ...options, seconds: 2.5 }), 2.5);
    expect(result.problems).toEqual([]);
    expect(result.facts).toMatchObject({
      container: 'mp4',
      codec: options.sampleEntry ?? 'mha1',
      sample_rate: 48_000,
      duration_seconds: 2.5,
    });
    expect(result.facts.profile_level).toBe(options.mhaC === false ? undefined : 0x0d);
  });

  it('other 1: not an MP4', async () => {
    expectOnly((await verifyMp4(Buffer.alloc(0))).problems, {
      family: 'other',
      code: 1,
      params: { expected: 'MPEG-H 3D Audio (MP4)', found: 'empty' },
    });
    expect((await verifyMp4(adm())).problems).toMatchObject([
      { family: 'other', code: 1, params: { found: 'BW64 WAVE' } },
    ]);
  });

  it('other 2: a length that is not the stereo song’s', async () => {
    expectOnly((await verifyMp4(mp4({ seconds: 10 }), 180)).problems, {
      family: 'other',
      code: 2,
      params: { found: 10, expected: 180, tolerance: 2 },
    });
  });

  it('360RA 1: no moov, cut off, or sizes past the end', async () => {
    const valid = mp4();
    const hugeMdat = Buffer.from(valid);
    hugeMdat.writeUInt32BE(0xfffffff0, hugeMdat.indexOf('mdat', 0, 'latin1') - 4);
    const largesize = Buffer.concat([
      valid.subarray(0, valid.indexOf('mdat', 0, 'latin1') - 4),
      Buffer.from([0, 0, 0, 1]),
      Buffer.from('free'),
      Buffer.from([0x7f, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]),
    ]);
    const cases: [Buffer, string][] = [
      [mp4({ omitMoov: true }), 'moov'],
      [valid.subarray(0, valid.length - 40), 'moov'],
      [hugeMdat, 'mdat'],
      [largesize, 'free'],
    ];
    for (const [bytes, box] of cases)
      expectOnly((await verifyMp4(bytes, 1)).problems, { family: '360RA', code: 1, params: { box } });
  });

  it('360RA 2-6: no audio track, another codec, no mhaC, not 48 kHz, a profile 360RA does not use', async () => {
    expectOnly((await verifyMp4(mp4({ handler: 'vide' }), 1)).problems, { family: '360RA', code: 2 });
    expectOnly((await verifyMp4(mp4({ sampleEntry: 'mp4a', mhaC: false }), 1)).problems, {
      family: '360RA',
      code: 3,
      params: { found: 'mp4a' },
    });
    expectOnly((await verifyMp4(mp4({ mhaC: false }), 1)).problems, { family: '360RA', code: 4 });
    expectOnly((await verifyMp4(mp4({ mhaC: 'broken' }), 1)).problems, { family: '360RA', code: 4 });
    expectOnly((await verifyMp4(mp4({ sampleRate: 44_100 }), 1)).problems, {
      family: '360RA',
      code: 5,
      params: { found: 44_100 },
    });
    expectOnly((await verifyMp4(mp4({ profileLevel: 0x03 }), 1)).problems, {
      family: '360RA',
      code: 6,
      params: { found: 'Main Level 3' },
    });
    expectOnly((await verifyMp4(mp4({ profileLevel: 0x0e }), 1)).problems, {
      family: '360RA',
      code: 6,
      params: { found: 'Low Complexity Level 4' },
    });
    for (const level of [0x0b, 0x0c, 0x0d])
      expect((await verifyMp4(mp4({ profileLevel: level }), 1)).problems).toEqual([]);
  });
});

it('reached every invalid code the spec counts', () => {
  const all = Object.entries(IMMERSIVE_AUDIO_INVALID_CODE_COUNTS).flatMap(([family, count]) =>
    Array.from({ length: count }, (_, index) => `${family}-${index + 1}`),
  );
  expect([...seen].sort()).toEqual(all.sort());
});
