// Immersive editions in a store's delivery: ernFromRelease adds a song's Dolby Atmos or 360RA edition (message and
// file) only for the stores that take its format, and the message stays valid against the ERN 4.3 schema.
import { STORES, storesTakingImmersive } from '@otodoke/domain';
import { buildNewReleaseMessage } from '@otodoke/protocols/ddex/build-ern.ts';
import { readErnSummary } from '@otodoke/protocols/ddex/read-ern.ts';
import { createErnValidator } from '@otodoke/protocols/ddex/validate-ern.ts';
import { describe, expect, it } from 'vitest';
import { ernFromRelease } from '../src/features/distribution/ern-from-release.ts';
import type { DeliverableImmersive } from '../src/features/immersive-audio/index.ts';
import type { ReleaseView } from '../src/features/releases/index.ts';

const song = (id: number, isrc: string) => ({
  song: {
    id,
    isrc,
    title: `Song ${id}`,
    version: '',
    audioLanguage: 'ja',
    explicit: false,
    authors: [{ isComposer: true, isLyricist: true, realName: '山田 花子', penName: '' }],
    previewStartSeconds: 30,
  },
  artists: [],
  file: {
    id: 100 + id,
    status: 'accepted',
    storageKey: `uploads/${100 + id}.wav`,
    originalName: `song-${id}.wav`,
    sizeBytes: 50_000_000 + id,
    facts: { format: 'wav', sample_rate: 48_000, bit_depth: 24, channels: 2, duration_seconds: 200 },
  },
});

/** A two-song album as the releases feature loads it: only what the message is built from. */
const VIEW = {
  release: {
    id: 7,
    type: 'album',
    upc: '4595678000132',
    title: 'はじまり',
    version: '',
    labelName: 'Akari Records',
    copyrightYear: '2026',
    copyrightHolder: 'Akari Records',
    requestedSaleStartDate: '2026-12-24',
    worldwide: true,
    territories: [],
    primaryGenreId: '1',
    secondaryGenreId: '',
  },
  mainArtists: [{ id: 1, nameJa: '灯', nameEn: 'Akari' }],
  songs: [song(1, 'JPXX02600001'), song(2, 'JPXX02600002')],
  artwork: {
    id: 99,
    status: 'accepted',
    storageKey: 'uploads/99.jpg',
    sizeBytes: 2_000_000,
    facts: { format: 'jpeg', width: 3000, height: 3000 },
  },
} as unknown as ReleaseView;

const IMMERSIVE: DeliverableImmersive[] = [
  {
    songId: 1,
    format: 'dolby',
    uploadId: 201,
    storageKey: 'uploads/201.wav',
    sizeBytes: 1_500_000_000,
    md5: 'ab'.repeat(16),
    facts: { container: 'BW64', codec: 'adm', sample_rate: 48_000, bit_depth: 24, channels: 12, objects: 10 },
  },
  {
    songId: 2,
    format: '360RA',
    uploadId: 202,
    storageKey: 'uploads/202.mp4',
    sizeBytes: 90_000_000,
    facts: { container: 'MP4', codec: 'mhm1', sample_rate: 48_000, channels: 24, profile_level: 13 },
  },
];

const build = (storeId: string, isTakedown = false) =>
  ernFromRelease(VIEW, {
    messageId: `OTD-7-${storeId}`,
    threadId: `OTD-7-${storeId}`,
    sender: { dpid: 'PADPIDA2025010101Z', name: 'Otodoke' },
    recipient: { dpid: 'PADPIDA2025010102Z', name: storeId },
    storeId,
    isTakedown,
    labelFallback: 'Label',
    md5Of: (uploadId) => uploadId.toString(16).padStart(32, '0'),
    now: new Date('2026-11-26T00:00:00Z'),
    immersive: IMMERSIVE,
  });

describe('immersive editions in a delivery', () => {
  it('the catalogue marks Apple Music, Amazon Music, TIDAL for Dolby Atmos and Amazon Music, Deezer for 360RA', () => {
    expect(storesTakingImmersive('dolby').map((store) => store.id)).toEqual(['apple_music', 'amazon_music', 'tidal']);
    expect(storesTakingImmersive('360RA').map((store) => store.id)).toEqual(['amazon_music', 'deezer']);
  });

  it('go only to the stores that take their format, message and file alike', () => {
    const ATMOS = 'JPXX02600001:dolby';
    const RA = 'JPXX02600002:360RA';
    const expected: Record<string, string[]> = {
      apple_music: [ATMOS],
      tidal: [ATMOS],
      amazon_music: [ATMOS, RA],
      deezer: [RA],
    };
    const pathOf: Record<string, string> = {
      [ATMOS]: 'resources/4595678000132_01_001_atmos.wav',
      [RA]: 'resources/4595678000132_01_002_360ra.mp4',
    };
    for (const store of STORES.filter((candidate) => candidate.media.includes('audio'))) {
      const { input, files } = build(store.id);
      const editions = input.release.tracks.flatMap((track) =>
        (track.immersive ?? []).map((edition) => `${track.isrc}:${edition.format}`),
      );
      expect(editions, store.id).toEqual(expected[store.id] ?? []);
      const immersiveFiles = files.filter((file) => file.immersive).map((file) => file.path);
      expect(immersiveFiles, store.id).toEqual((expected[store.id] ?? []).map((edition) => pathOf[edition]));
      expect(
        files.filter((file) => !file.immersive),
        store.id,
      ).toHaveLength(3);
    }
  });

  it('carry the verified facts and the MD5 (recorded, or read from the stored file)', () => {
    const { input, files } = build('amazon_music');
    const [first, second] = input.release.tracks;
    expect(first?.immersive).toEqual([
      {
        format: 'dolby',
        container: 'BW64',
        uri: 'resources/4595678000132_01_001_atmos.wav',
        md5: 'ab'.repeat(16),
        sizeBytes: 1_500_000_000,
        sampleRateHz: 48_000,
        bitsPerSample: 24,
        channels: 12,
        audioObjects: 10,
      },
    ]);
    expect(second?.immersive?.[0]).toMatchObject({ format: '360RA', md5: (202).toString(16).padStart(32, '0') });
    expect(files.find((file) => file.path.endsWith('_360ra.mp4'))).toEqual({
      path: 'resources/4595678000132_01_002_360ra.mp4',
      storageKey: 'uploads/202.mp4',
      size: 90_000_000,
      md5: (202).toString(16).padStart(32, '0'),
      immersive: true,
    });
  });

  it('make an ERN 4.3 message the schema accepts and a store reads back', async () => {
    const xml = buildNewReleaseMessage(build('amazon_music').input);
    const [verdict] = await createErnValidator().validate([{ name: 'amazon', xml }]);
    expect(verdict?.problems).toEqual([]);
    const codecs = readErnSummary(xml).resources.flatMap((r) => (r.immersiveEditions ?? []).map((e) => e.audioCodec));
    expect(codecs).toEqual(['DolbyAtmosMasterADM', 'MPEG-H_3D']);
  });

  it('are left out of a takedown', () => {
    const { input, files } = build('apple_music', true);
    expect(input.release.tracks.some((track) => track.immersive)).toBe(false);
    expect(files.some((file) => file.immersive)).toBe(false);
  });
});
