// The real store adapter against the store catalogue simulator, as the service runs by default: the catalogue's ids
// and URLs have the real shapes, and search finds names however they are typed.
import { parseAppleMusicArtistRef, parseSpotifyArtistRef } from '@otodoke/domain';
import { SIMULATED_STORE_ARTISTS } from '@otodoke/simulators/store-catalog/catalogue.ts';
import { type StoreCatalogSimulator, startStoreCatalogSimulator } from '@otodoke/simulators/store-catalog/index.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeCatalogFromConfig } from './from-config.ts';
import { createRealStoreCatalog } from './real-store-catalog.ts';
import type { StoreCatalog } from './store-catalog.ts';
import { StoreCatalogError } from './store-catalog.ts';

let simulator: StoreCatalogSimulator;
let catalog: StoreCatalog;

beforeAll(async () => {
  simulator = await startStoreCatalogSimulator({ port: 0 });
  catalog = storeCatalogFromConfig({ mode: 'simulator', port: 0 }, simulator);
});
afterAll(async () => {
  await simulator.close();
});

describe('the adapter in simulator mode', () => {
  it('is labelled as the simulator, and needs the simulator started', () => {
    expect(catalog.isSimulator).toBe(true);
    expect(() => storeCatalogFromConfig({ mode: 'simulator', port: 0 }, null)).toThrow(/simulator/);
  });

  it('is refused with credentials other than the simulator’s', async () => {
    const stranger = createRealStoreCatalog({
      appleMusicDeveloperToken: 'someone-elses-token',
      spotifyClientId: simulator.clientId,
      spotifyClientSecret: 'wrong-secret',
      appleMusicBaseUrl: simulator.appleMusicBaseUrl,
      spotifyApiBaseUrl: simulator.spotifyApiBaseUrl,
      spotifyAccountsBaseUrl: simulator.spotifyAccountsBaseUrl,
    });
    await expect(stranger.searchArtists('apple_music', 'neon')).rejects.toMatchObject({
      name: 'StoreCatalogError',
      status: 401,
    });
    await expect(stranger.getArtist('spotify', '0vym8ikWTc23shEQ19lTR9')).rejects.toBeInstanceOf(StoreCatalogError);
  });
});

describe('the simulated catalogue', () => {
  it('holds about forty artists whose ids and URLs have the shapes the real stores use', async () => {
    expect(SIMULATED_STORE_ARTISTS.length).toBeGreaterThanOrEqual(40);
    const appleIds = SIMULATED_STORE_ARTISTS.flatMap((artist) => (artist.appleMusic ? [artist.appleMusic.id] : []));
    const spotifyIds = SIMULATED_STORE_ARTISTS.flatMap((artist) => (artist.spotify ? [artist.spotify.id] : []));
    expect(new Set(appleIds).size).toBe(appleIds.length);
    expect(new Set(spotifyIds).size).toBe(spotifyIds.length);
    for (const id of appleIds) {
      const artist = await catalog.getArtist('apple_music', id);
      expect(artist?.id).toBe(id);
      // A user pasting the profile URL from the store gets the same id back.
      expect(parseAppleMusicArtistRef(artist!.url)).toBe(id);
    }
    for (const id of spotifyIds) {
      const artist = await catalog.getArtist('spotify', id);
      expect(artist?.id).toBe(id);
      expect(parseSpotifyArtistRef(artist!.url)).toBe(id);
    }
  });

  it('has artists on one store only, as real catalogues do', async () => {
    const appleOnly = SIMULATED_STORE_ARTISTS.find((artist) => artist.appleMusic && !artist.spotify)!;
    expect(await catalog.getArtist('spotify', appleOnly.appleMusic!.id)).toBeNull();
    expect(await catalog.searchArtists('spotify', appleOnly.names.en)).toEqual([]);
    expect((await catalog.searchArtists('apple_music', appleOnly.names.en)).map((a) => a.id)).toEqual([
      appleOnly.appleMusic!.id,
    ]);
  });

  it('answers null for an id no artist has', async () => {
    expect(await catalog.getArtist('apple_music', '1000000001')).toBeNull();
    expect(await catalog.getArtist('spotify', '0000000000000000000000')).toBeNull();
    // Spotify refuses an id that cannot be one (400); the adapter reads that as "none" too.
    expect(await catalog.getArtist('spotify', 'not-an-id')).toBeNull();
  });
});

describe('searching by name', () => {
  it('finds an artist by its Japanese or its romanised name, shown under the Japanese one', async () => {
    const byJa = await catalog.searchArtists('apple_music', '星屑ピクニック');
    const byEn = await catalog.searchArtists('apple_music', 'hoshikuzu picnic');
    expect(byJa).toEqual([
      {
        id: '1519745401',
        name: '星屑ピクニック',
        url: 'https://music.apple.com/jp/artist/hoshikuzu-picnic/1519745401',
        imageUrl: null,
        genres: ['J-Pop'],
      },
    ]);
    expect(byEn).toEqual(byJa);
    const onSpotify = await catalog.searchArtists('spotify', 'Hoshikuzu');
    expect(onSpotify).toEqual([
      {
        id: '8XCntB1Nn6myIJENdRVEFF',
        name: '星屑ピクニック',
        url: 'https://open.spotify.com/artist/8XCntB1Nn6myIJENdRVEFF',
        imageUrl: null,
        genres: ['j-pop', 'japanese indie'],
      },
    ]);
  });

  it('ignores case, character width and spaces', async () => {
    const expected = [{ id: '1551541423', name: 'Neon Lantern Club' }];
    for (const typed of ['neon lantern club', 'ＮＥＯＮ　ＬＡＮＴＥＲＮ', 'NeonLantern', 'NEON']) {
      expect((await catalog.searchArtists('apple_music', typed)).map(({ id, name }) => ({ id, name }))).toEqual(
        expected,
      );
    }
    // Half-width katakana as some keyboards produce it.
    const halfWidth = await catalog.searchArtists('spotify', 'ｿﾗﾄﾐｽﾞ');
    expect(halfWidth.map((artist) => artist.name)).toEqual(['ソラトミズ']);
  });

  it('puts exact and leading matches before names that merely contain the words', async () => {
    const found = await catalog.searchArtists('spotify', 'kohaku');
    expect(found.map((artist) => artist.name)).toEqual(['Kohaku Drive', '琥珀ネコ']);
    const contained = await catalog.searchArtists('apple_music', 'radio');
    expect(contained.map((artist) => artist.name)).toEqual(['白昼夢ラジオ']);
  });

  it('finds nothing for an empty query or an unknown name', async () => {
    expect(await catalog.searchArtists('apple_music', '   ')).toEqual([]);
    expect(await catalog.searchArtists('spotify', '')).toEqual([]);
    expect(await catalog.searchArtists('apple_music', '・')).toEqual([]);
    expect(await catalog.searchArtists('spotify', 'Definitely Not An Artist')).toEqual([]);
  });

  it('returns at most ten artists', async () => {
    expect(await catalog.searchArtists('spotify', 'a')).toHaveLength(10);
    expect(await catalog.searchArtists('apple_music', 'a')).toHaveLength(10);
  });
});
