// Immersive editions delivered to the store simulator over SFTP: a store that takes the format accepts a real Dolby
// Atmos or 360RA file, and refuses (with a DDEX acknowledgement) an edition it does not take, a file that is not what
// its codec says, a damaged one, and an update naming an immersive file it does not hold.
import { createHash } from 'node:crypto';
import { STORES } from '@otodoke/domain';
import type { ErnImmersiveEdition } from '@otodoke/protocols/ddex/ern-types.ts';
import { readErnSummary } from '@otodoke/protocols/ddex/read-ern.ts';
import { createErnValidator } from '@otodoke/protocols/ddex/validate-ern.ts';
import { buildAdmBwf, buildMpeghMp4 } from '@otodoke/protocols/immersive/index.ts';
import { createSftpTransport } from '@otodoke/protocols/store-drop/sftp-transport.ts';
import type { StoreTransport } from '@otodoke/protocols/store-drop/store-delivery.ts';
import {
  batchOf,
  makeRelease,
  partyOf,
  SERVICE,
  type TestRelease,
  waitForNotice,
  withMessage,
} from '@otodoke/protocols/store-drop/test-helpers.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentRules, defaultSimulatedStores, type StoreSimulator, startStoreSimulator } from './simulator.ts';

const SECONDS = 2;
const md5 = (bytes: Buffer) => createHash('md5').update(bytes).digest('hex');

let simulator: StoreSimulator;
let transport: StoreTransport;

beforeAll(async () => {
  simulator = await startStoreSimulator({
    stores: defaultSimulatedStores(['apple_music', 'amazon_music', 'spotify'], SERVICE.dpid),
    validator: createErnValidator(),
    readErn: readErnSummary,
    timeScale: 0.01,
    seed: 'simulator-immersive',
  });
  transport = createSftpTransport({ hostKeys: { apple_music: simulator.hostKeyFingerprint } });
});

afterAll(async () => {
  await transport?.close();
  await simulator?.close();
});

const party = (storeId: string) => {
  const found = simulator.stores.find((store) => store.storeId === storeId);
  if (!found) throw new Error(`no store ${storeId}`);
  return partyOf(found);
};

/** A single whose song has an immersive edition of `format` with the file `bytes` (a valid one by default). */
async function immersiveRelease(options: {
  sequence: number;
  storeId: string;
  format: 'dolby' | '360RA';
  bytes?: Buffer;
  declaredMd5?: string;
}): Promise<TestRelease> {
  const base = await makeRelease({
    sequence: options.sequence,
    recipient: party(options.storeId),
    messageId: `MSG-${options.sequence}-1`,
  });
  const bytes =
    options.bytes ??
    (options.format === 'dolby' ? buildAdmBwf({ seconds: SECONDS }) : buildMpeghMp4({ seconds: SECONDS }));
  const uri = options.format === 'dolby' ? 'resources/01_atmos.wav' : 'resources/01_360ra.mp4';
  const edition: ErnImmersiveEdition = {
    format: options.format,
    container: options.format === 'dolby' ? 'BW64' : 'MP4',
    uri,
    md5: options.declaredMd5 ?? md5(bytes),
    sizeBytes: bytes.length,
    sampleRateHz: 48_000,
    ...(options.format === 'dolby' ? { bitsPerSample: 24, channels: 12, audioObjects: 2 } : {}),
  };
  const [track] = base.input.release.tracks;
  const tracks = [{ ...track!, durationSeconds: SECONDS, immersive: [edition] }];
  return {
    input: { ...base.input, release: { ...base.input.release, tracks } },
    files: new Map([...base.files, [uri, bytes]]),
  };
}

describe('immersive editions at a store', () => {
  it('the simulated stores take the formats the domain store list gives them', () => {
    for (const store of STORES) {
      expect(contentRules(store.id).immersiveFormats ?? [], store.id).toEqual(store.immersive ?? []);
    }
  });

  it('a Dolby Atmos master goes on sale at Apple Music, and an update without the file is accepted', async () => {
    const endpoint = simulator.endpointFor('apple_music');
    const release = await immersiveRelease({ sequence: 301, storeId: 'apple_music', format: 'dolby' });
    await transport.sendBatch(endpoint, batchOf('B301', [release]));
    expect(await waitForNotice(transport, endpoint, 'ack', 'MSG-301-1')).toMatchObject({ status: 'FileOK' });
    await waitForNotice(transport, endpoint, 'on_sale', 'MSG-301-1');

    // The store holds the file: an update may leave it out, but not name another one it does not have.
    await transport.sendBatch(endpoint, batchOf('B301-U', [withMessage(release, 'MSG-301-2')], { withFiles: false }));
    expect(await waitForNotice(transport, endpoint, 'ack', 'MSG-301-2')).toMatchObject({ status: 'FileOK' });
    const changed = await immersiveRelease({
      sequence: 301,
      storeId: 'apple_music',
      format: 'dolby',
      bytes: buildAdmBwf({ seconds: SECONDS, objects: 3 }),
    });
    await transport.sendBatch(endpoint, batchOf('B301-V', [withMessage(changed, 'MSG-301-3')], { withFiles: false }));
    const missing = await waitForNotice(transport, endpoint, 'ack', 'MSG-301-3');
    expect(missing).toMatchObject({ status: 'ResourceMissing', isAccepted: false });
    expect(missing.reason).toContain('resources/01_atmos.wav');
  });

  it('Amazon Music takes both formats; Spotify refuses an edition in a format it does not take', async () => {
    const amazon = simulator.endpointFor('amazon_music');
    const ra = await immersiveRelease({ sequence: 302, storeId: 'amazon_music', format: '360RA' });
    await transport.sendBatch(amazon, batchOf('B302', [ra]));
    expect(await waitForNotice(transport, amazon, 'ack', 'MSG-302-1')).toMatchObject({ status: 'FileOK' });

    const spotify = simulator.endpointFor('spotify');
    const atmos = await immersiveRelease({ sequence: 303, storeId: 'spotify', format: 'dolby' });
    await transport.sendBatch(spotify, batchOf('B303', [atmos]));
    const refused = await waitForNotice(transport, spotify, 'ack', 'MSG-303-1');
    expect(refused).toMatchObject({ status: 'ResourceNotMeetingSpecifications', isAccepted: false });
    expect(refused.reason).toContain('takes no Dolby Atmos');
    expect(simulator.catalogue('spotify')).toEqual([]);
  });

  it('refuses a file that is not what its codec says, a broken ADM master, and a damaged file', async () => {
    const endpoint = simulator.endpointFor('apple_music');
    const cases = [
      // An MPEG-H MP4 sent as a Dolby Atmos master.
      { sequence: 304, bytes: buildMpeghMp4({ seconds: SECONDS }), status: 'ResourceNotMeetingSpecifications' },
      // A BW64 whose chna names a track UID the ADM document does not define.
      {
        sequence: 305,
        bytes: buildAdmBwf({ seconds: SECONDS, chnaUnknownUid: true }),
        status: 'ResourceNotMeetingSpecifications',
      },
      // Right format, but shorter than the stereo song by far more than the tolerance.
      { sequence: 306, bytes: buildAdmBwf({ seconds: SECONDS + 30 }), status: 'ResourceNotMeetingSpecifications' },
      // The message's MD5 is not the file's.
      { sequence: 307, declaredMd5: '0'.repeat(32), status: 'ResourceCorrupt' },
    ];
    for (const { sequence, bytes, declaredMd5, status } of cases) {
      const release = await immersiveRelease({
        sequence,
        storeId: 'apple_music',
        format: 'dolby',
        ...(bytes ? { bytes } : {}),
        ...(declaredMd5 ? { declaredMd5 } : {}),
      });
      await transport.sendBatch(endpoint, batchOf(`B${sequence}`, [release]));
      const ack = await waitForNotice(transport, endpoint, 'ack', `MSG-${sequence}-1`);
      expect(ack, String(sequence)).toMatchObject({ status, isAccepted: false });
      expect(ack.reason, String(sequence)).toContain('01_atmos.wav');
    }
    const onSale = simulator.catalogue('apple_music').map((entry) => entry.isrcs[0]);
    expect(onSale).toEqual(['JPZ992600301']);
  });
});
