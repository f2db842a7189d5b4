// The store catalogue simulator over HTTP, as a client of the Apple Music API and the Spotify Web API sees it: the
// credentials it asks for, the answers' and errors' shapes, search and look-up from its catalogue.
import { parseAppleMusicArtistRef, parseSpotifyArtistRef } from '@otodoke/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIMULATED_STORE_ARTISTS } from './catalogue.ts';
import { type StoreCatalogSimulator, startStoreCatalogSimulator } from './index.ts';
import { foldForSearch } from './search.ts';

// biome-ignore lint/suspicious/noExplicitAny: answers are JSON of the APIs' shapes, checked with expect
type Json = any;

let sim: StoreCatalogSimulator;
let clock = Date.now();

beforeAll(async () => {
  sim = await startStoreCatalogSimulator({ port: 0, now: () => clock });
});
afterAll(async () => {
  await sim.close();
});

async function get(url: string, token?: string): Promise<{ status: number; body: Json; headers: Headers }> {
  const response = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { status: response.status, body: await response.json(), headers: response.headers };
}

const apple = (path: string, token: string | undefined = sim.developerToken) =>
  get(`${sim.appleMusicBaseUrl}${path}`, token);

async function requestToken(
  init: { id?: string; secret?: string; body?: string; basic?: boolean } = {},
): Promise<{ status: number; body: Json }> {
  const { id = sim.clientId, secret = sim.clientSecret, body = 'grant_type=client_credentials', basic = true } = init;
  const response = await fetch(`${sim.spotifyAccountsBaseUrl}/api/token`, {
    method: 'POST',
    headers: {
      ...(basic ? { authorization: `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}` } : {}),
      'content-type': 'application/x-www-form-urlencoded',
    },
    body,
  });
  return { status: response.status, body: await response.json() };
}

async function spotifyToken(): Promise<string> {
  return (await requestToken()).body.access_token;
}

describe('Apple Music API', () => {
  it('refuses a request without the developer token, or with another, in the API error shape', async () => {
    for (const token of [undefined, 'not-the-token']) {
      const refused = await get(`${sim.appleMusicBaseUrl}/v1/catalog/jp/search?types=artists&term=neon`, token);
      expect(refused.status).toBe(401);
      expect(refused.body).toEqual({
        errors: [
          {
            id: expect.stringMatching(/^[A-Z2-7]{26}$/),
            title: 'Unauthorized',
            detail: expect.any(String),
            status: '401',
            code: '40100',
          },
        ],
      });
    }
  });

  it('searches the storefront for artists, as resources under results.artists', async () => {
    const found = await apple('/v1/catalog/jp/search?types=artists&term=hoshikuzu+picnic&limit=10');
    expect(found.status).toBe(200);
    expect(found.body).toEqual({
      results: {
        artists: {
          href: '/v1/catalog/jp/search?limit=10&offset=0&term=hoshikuzu+picnic&types=artists',
          data: [
            {
              id: '1519745401',
              type: 'artists',
              href: '/v1/catalog/jp/artists/1519745401',
              attributes: {
                name: '星屑ピクニック',
                genreNames: ['J-Pop'],
                url: 'https://music.apple.com/jp/artist/hoshikuzu-picnic/1519745401',
              },
            },
          ],
        },
      },
      meta: { results: { order: ['artists'], rawOrder: ['artists'] } },
    });
  });

  it('leaves out results.artists when nothing matches, and pages with limit and next', async () => {
    const none = await apple('/v1/catalog/jp/search?types=artists&term=Definitely+Not+An+Artist');
    expect(none.body).toEqual({ results: {}, meta: { results: { order: [], rawOrder: [] } } });
    // Without a limit the API answers five.
    const first = await apple('/v1/catalog/jp/search?types=artists&term=a');
    expect(first.body.results.artists.data).toHaveLength(5);
    expect(first.body.results.artists.next).toBe('/v1/catalog/jp/search?limit=5&offset=5&term=a&types=artists');
    const second = await apple(first.body.results.artists.next);
    expect(second.body.results.artists.data[0].id).not.toBe(first.body.results.artists.data[0].id);
  });

  it('refuses a search without its parameters or with a limit out of range', async () => {
    for (const query of ['types=artists', 'term=neon', 'types=artists&term=neon&limit=26', 'types=bands&term=x']) {
      const refused = await apple(`/v1/catalog/jp/search?${query}`);
      expect(refused.status).toBe(400);
      expect(refused.body.errors[0]).toMatchObject({ status: '400', code: '40005', title: 'Invalid Parameter Value' });
    }
  });

  it('looks an artist up by id, and answers 404 for an id no artist has', async () => {
    const found = await apple('/v1/catalog/jp/artists/1551541423');
    expect(found.status).toBe(200);
    expect(found.body.data).toEqual([
      expect.objectContaining({
        id: '1551541423',
        type: 'artists',
        attributes: expect.objectContaining({ name: 'Neon Lantern Club' }),
      }),
    ]);
    const missing = await apple('/v1/catalog/jp/artists/1000000001');
    expect(missing.status).toBe(404);
    expect(missing.body.errors[0]).toMatchObject({ status: '404', code: '40400', title: 'Resource Not Found' });
    // A Spotify-only artist is not on Apple Music.
    const spotifyOnly = SIMULATED_STORE_ARTISTS.find((artist) => artist.spotify && !artist.appleMusic)!;
    expect((await apple(`/v1/catalog/jp/artists/${spotifyOnly.spotify!.id}`)).status).toBe(404);
  });
});

describe('Spotify accounts service', () => {
  it('gives an app token for the client credentials as Basic authorization, or in the form', async () => {
    const issued = await requestToken();
    expect(issued).toEqual({
      status: 200,
      body: { access_token: expect.stringMatching(/^BQ[\w-]{100,}$/), token_type: 'Bearer', expires_in: 3600 },
    });
    const inForm = await requestToken({
      basic: false,
      body: new URLSearchParams({
        grant_type: 'client_credentials',
        client_id: sim.clientId,
        client_secret: sim.clientSecret,
      }).toString(),
    });
    expect(inForm.status).toBe(200);
    expect(inForm.body.access_token).not.toBe(issued.body.access_token);
  });

  it('refuses other clients, a wrong secret and other grants with OAuth errors', async () => {
    expect(await requestToken({ id: 'someone-else' })).toEqual({
      status: 400,
      body: { error: 'invalid_client', error_description: 'Invalid client' },
    });
    expect(await requestToken({ secret: 'wrong' })).toEqual({
      status: 400,
      body: { error: 'invalid_client', error_description: 'Invalid client secret' },
    });
    expect(await requestToken({ basic: false })).toMatchObject({ status: 400, body: { error: 'invalid_client' } });
    expect(await requestToken({ body: '' })).toEqual({
      status: 400,
      body: { error: 'unsupported_grant_type', error_description: 'grant_type parameter is missing' },
    });
    expect(await requestToken({ body: 'grant_type=password' })).toMatchObject({
      status: 400,
      body: { error: 'unsupported_grant_type' },
    });
  });
});

describe('Spotify Web API', () => {
  it('refuses a request without a token, with an unknown one or with an expired one', async () => {
    const url = `${sim.spotifyApiBaseUrl}/v1/search?q=neon&type=artist`;
    const none = await get(url);
    expect(none.status).toBe(401);
    expect(none.body).toEqual({ error: { status: 401, message: 'No token provided' } });
    expect((await get(url, 'BQmadeup')).body).toEqual({ error: { status: 401, message: 'Invalid access token' } });
    // Not even the Apple Music developer token.
    expect((await get(url, sim.developerToken)).status).toBe(401);

    const token = await spotifyToken();
    expect((await get(url, token)).status).toBe(200);
    clock += 3601_000;
    try {
      const expired = await get(url, token);
      expect(expired.status).toBe(401);
      expect(expired.body).toEqual({ error: { status: 401, message: 'The access token expired' } });
      expect(expired.headers.get('www-authenticate')).toContain('invalid_token');
    } finally {
      clock -= 3601_000;
    }
  });

  it('searches artists into a paging object of artist objects', async () => {
    const token = await spotifyToken();
    const found = await get(`${sim.spotifyApiBaseUrl}/v1/search?type=artist&q=Hoshikuzu&limit=10&market=JP`, token);
    expect(found.status).toBe(200);
    expect(found.body).toEqual({
      artists: {
        href: `${sim.spotifyApiBaseUrl}/v1/search?offset=0&limit=10&query=Hoshikuzu&type=artist&market=JP`,
        items: [
          {
            external_urls: { spotify: 'https://open.spotify.com/artist/8XCntB1Nn6myIJENdRVEFF' },
            followers: { href: null, total: 0 },
            genres: ['j-pop', 'japanese indie'],
            href: `${sim.spotifyApiBaseUrl}/v1/artists/8XCntB1Nn6myIJENdRVEFF`,
            id: '8XCntB1Nn6myIJENdRVEFF',
            images: [],
            name: '星屑ピクニック',
            popularity: 0,
            type: 'artist',
            uri: 'spotify:artist:8XCntB1Nn6myIJENdRVEFF',
          },
        ],
        limit: 10,
        next: null,
        offset: 0,
        previous: null,
        total: 1,
      },
    });
    const many = await get(`${sim.spotifyApiBaseUrl}/v1/search?type=artist&q=a&limit=3`, token);
    expect(many.body.artists.items).toHaveLength(3);
    expect(many.body.artists.total).toBeGreaterThan(10);
    expect(many.body.artists.next).toContain('offset=3');
  });

  it('refuses a search without a query or type, or with a limit out of range', async () => {
    const token = await spotifyToken();
    const base = `${sim.spotifyApiBaseUrl}/v1/search`;
    expect((await get(`${base}?type=artist`, token)).body).toEqual({
      error: { status: 400, message: 'No search query' },
    });
    expect((await get(`${base}?q=neon`, token)).body).toEqual({
      error: { status: 400, message: 'Missing parameter type' },
    });
    expect((await get(`${base}?q=neon&type=artist&limit=51`, token)).body).toEqual({
      error: { status: 400, message: 'Invalid limit' },
    });
  });

  it('looks an artist up by id: 404 for an id nobody has, 400 for one that cannot be an id', async () => {
    const token = await spotifyToken();
    const found = await get(`${sim.spotifyApiBaseUrl}/v1/artists/0vym8ikWTc23shEQ19lTR9`, token);
    expect(found.body).toMatchObject({ id: '0vym8ikWTc23shEQ19lTR9', name: 'Neon Lantern Club', type: 'artist' });
    expect(await get(`${sim.spotifyApiBaseUrl}/v1/artists/0000000000000000000000`, token)).toMatchObject({
      status: 404,
      body: { error: { status: 404, message: 'Resource not found' } },
    });
    expect(await get(`${sim.spotifyApiBaseUrl}/v1/artists/not-an-id`, token)).toMatchObject({
      status: 400,
      body: { error: { status: 400, message: 'invalid id' } },
    });
  });
});

describe('the catalogue', () => {
  it('holds about forty artists with unique ids whose URLs give the id back', () => {
    expect(SIMULATED_STORE_ARTISTS.length).toBeGreaterThanOrEqual(40);
    const appleIds = SIMULATED_STORE_ARTISTS.flatMap((artist) => (artist.appleMusic ? [artist.appleMusic.id] : []));
    const spotifyIds = SIMULATED_STORE_ARTISTS.flatMap((artist) => (artist.spotify ? [artist.spotify.id] : []));
    expect(new Set(appleIds).size).toBe(appleIds.length);
    expect(new Set(spotifyIds).size).toBe(spotifyIds.length);
    for (const artist of SIMULATED_STORE_ARTISTS) {
      if (artist.appleMusic) {
        const url = `https://music.apple.com/jp/artist/${artist.appleMusic.slug}/${artist.appleMusic.id}`;
        expect(parseAppleMusicArtistRef(url)).toBe(artist.appleMusic.id);
      }
      if (artist.spotify)
        expect(parseSpotifyArtistRef(`https://open.spotify.com/artist/${artist.spotify.id}`)).toBe(artist.spotify.id);
    }
  });

  it('folds names for search: case, width and spaces do not matter', () => {
    expect(foldForSearch('Ｋｏｈａｋｕ　Ｄｒｉｖｅ')).toBe('kohakudrive');
    expect(foldForSearch('ｿﾗﾄﾐｽﾞ')).toBe('ソラトミズ');
    expect(foldForSearch('Neon・Lantern Club')).toBe('neonlanternclub');
  });
});
