// The real store adapters against a local server that answers like the Apple Music API and the Spotify Web API:
// the requests they send (paths, query, credentials) and how they read the answers.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createRealStoreCatalog, type RealStoreCatalogOptions } from './real-store-catalog.ts';
import { StoreCatalogError } from './store-catalog.ts';

interface Seen {
  method: string;
  url: URL;
  authorization: string | undefined;
  contentType: string | undefined;
  body: string;
}

type Handler = (request: Seen) => { status: number; body?: unknown; delayMs?: number };

let server: Server;
let baseUrl: string;
let seen: Seen[] = [];
let handler: Handler = () => ({ status: 500 });

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const entry: Seen = {
      method: request.method ?? '',
      url: new URL(request.url ?? '/', 'http://127.0.0.1'),
      authorization: request.headers.authorization,
      contentType: request.headers['content-type'],
      body: await readBody(request),
    };
    seen.push(entry);
    const answer = handler(entry);
    if (answer.delayMs) await new Promise((resolve) => setTimeout(resolve, answer.delayMs));
    response.writeHead(answer.status, { 'content-type': 'application/json' });
    response.end(answer.body === undefined ? '' : JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
afterEach(() => {
  seen = [];
  handler = () => ({ status: 500 });
});

function catalog(overrides: Partial<RealStoreCatalogOptions> = {}) {
  return createRealStoreCatalog({
    appleMusicDeveloperToken: 'apple-dev-token',
    spotifyClientId: 'spotify-client',
    spotifyClientSecret: 'spotify-secret',
    appleMusicBaseUrl: baseUrl,
    spotifyApiBaseUrl: `${baseUrl}/spotify-api`,
    spotifyAccountsBaseUrl: `${baseUrl}/spotify-accounts`,
    ...overrides,
  });
}

const APPLE_ARTIST = {
  id: '1519745401',
  type: 'artists',
  href: '/v1/catalog/jp/artists/1519745401',
  attributes: {
    name: '星屑ピクニック',
    genreNames: ['J-Pop'],
    url: 'https://music.apple.com/jp/artist/%E6%98%9F%E5%B1%91%E3%83%94%E3%82%AF%E3%83%8B%E3%83%83%E3%82%AF/1519745401',
    artwork: {
      width: 2400,
      height: 2400,
      url: 'https://is1-ssl.mzstatic.com/image/thumb/AMCArtistImages/ab/cd/ef/abcdef.jpg/{w}x{h}bb.jpg',
    },
  },
};

const SPOTIFY_ARTIST = {
  id: '8XCntB1Nn6myIJENdRVEFF',
  type: 'artist',
  name: '星屑ピクニック',
  genres: ['j-pop'],
  href: 'https://api.spotify.com/v1/artists/8XCntB1Nn6myIJENdRVEFF',
  uri: 'spotify:artist:8XCntB1Nn6myIJENdRVEFF',
  external_urls: { spotify: 'https://open.spotify.com/artist/8XCntB1Nn6myIJENdRVEFF' },
  images: [
    { url: 'https://i.scdn.co/image/ab6761610000e5eb640', width: 640, height: 640 },
    { url: 'https://i.scdn.co/image/ab67616100005174320', width: 320, height: 320 },
    { url: 'https://i.scdn.co/image/ab6761610000f178160', width: 160, height: 160 },
  ],
};

/** Answers the Spotify token endpoint and artist endpoints as Spotify does. */
function spotifyLike(options: { expiresIn?: number; tokens?: string[] } = {}): Handler {
  const tokens = options.tokens ?? ['token-1', 'token-2', 'token-3'];
  let issued = 0;
  return (request) => {
    if (request.url.pathname === '/spotify-accounts/api/token') {
      return {
        status: 200,
        body: { access_token: tokens[issued++], token_type: 'Bearer', expires_in: options.expiresIn ?? 3600 },
      };
    }
    if (request.url.pathname === '/spotify-api/v1/search') {
      return { status: 200, body: { artists: { href: '', items: [SPOTIFY_ARTIST], limit: 10, offset: 0, total: 1 } } };
    }
    if (request.url.pathname === `/spotify-api/v1/artists/${SPOTIFY_ARTIST.id}`)
      return { status: 200, body: SPOTIFY_ARTIST };
    if (request.url.pathname === '/spotify-api/v1/artists/notanid') {
      return { status: 400, body: { error: { status: 400, message: 'Invalid base62 id' } } };
    }
    return { status: 404, body: { error: { status: 404, message: 'Resource not found' } } };
  };
}

describe('Apple Music', () => {
  it('searches the Japanese storefront for artists with the developer token and reads the artwork template', async () => {
    handler = () => ({ status: 200, body: { results: { artists: { href: '', data: [APPLE_ARTIST] } }, meta: {} } });
    const found = await catalog().searchArtists('apple_music', '星屑 ピクニック');
    expect(found).toEqual([
      {
        id: '1519745401',
        name: '星屑ピクニック',
        url: APPLE_ARTIST.attributes.url,
        imageUrl: 'https://is1-ssl.mzstatic.com/image/thumb/AMCArtistImages/ab/cd/ef/abcdef.jpg/300x300bb.jpg',
        genres: ['J-Pop'],
      },
    ]);
    expect(seen).toHaveLength(1);
    const [request] = seen;
    expect(request!.method).toBe('GET');
    expect(request!.url.pathname).toBe('/v1/catalog/jp/search');
    expect(request!.url.searchParams.get('types')).toBe('artists');
    expect(request!.url.searchParams.get('term')).toBe('星屑 ピクニック');
    expect(request!.authorization).toBe('Bearer apple-dev-token');
  });

  it('reads an empty search (Apple leaves out `artists`) as no artists', async () => {
    handler = () => ({ status: 200, body: { results: {}, meta: { results: { order: [], rawOrder: [] } } } });
    expect(await catalog().searchArtists('apple_music', 'nobody')).toEqual([]);
  });

  it('gets one artist by id, and null for an id Apple does not know', async () => {
    handler = (request) =>
      request.url.pathname === '/v1/catalog/jp/artists/1519745401'
        ? { status: 200, body: { data: [APPLE_ARTIST] } }
        : { status: 404, body: { errors: [{ status: '404', code: '40400', title: 'Resource Not Found' }] } };
    const apple = catalog();
    expect(await apple.getArtist('apple_music', '1519745401')).toMatchObject({
      id: '1519745401',
      name: '星屑ピクニック',
    });
    expect(await apple.getArtist('apple_music', '1000000001')).toBeNull();
    expect(seen.map((request) => request.url.pathname)).toEqual([
      '/v1/catalog/jp/artists/1519745401',
      '/v1/catalog/jp/artists/1000000001',
    ]);
  });

  it('reports a refused token or a failing store as a store error, not as "not found"', async () => {
    handler = () => ({ status: 401, body: { errors: [{ status: '401', title: 'Unauthorized' }] } });
    await expect(catalog().getArtist('apple_music', '1519745401')).rejects.toBeInstanceOf(StoreCatalogError);
    handler = () => ({ status: 503 });
    await expect(catalog().searchArtists('apple_music', 'x')).rejects.toMatchObject({
      store: 'apple_music',
      status: 503,
    });
  });

  it('gives up after the timeout', async () => {
    handler = () => ({ status: 200, body: { data: [APPLE_ARTIST] }, delayMs: 500 });
    await expect(catalog({ timeoutMs: 50 }).getArtist('apple_music', '1519745401')).rejects.toThrow(/timed out/);
  });
});

describe('Spotify', () => {
  it('gets an app token with the client credentials, then searches with it', async () => {
    handler = spotifyLike();
    const found = await catalog().searchArtists('spotify', 'Hoshikuzu Picnic');
    expect(found).toEqual([
      {
        id: '8XCntB1Nn6myIJENdRVEFF',
        name: '星屑ピクニック',
        url: 'https://open.spotify.com/artist/8XCntB1Nn6myIJENdRVEFF',
        imageUrl: 'https://i.scdn.co/image/ab67616100005174320',
        genres: ['j-pop'],
      },
    ]);
    const [token, search] = seen;
    expect(token!.method).toBe('POST');
    expect(token!.url.pathname).toBe('/spotify-accounts/api/token');
    expect(token!.authorization).toBe(`Basic ${Buffer.from('spotify-client:spotify-secret').toString('base64')}`);
    expect(token!.contentType).toBe('application/x-www-form-urlencoded');
    expect(new URLSearchParams(token!.body).get('grant_type')).toBe('client_credentials');
    expect(search!.url.pathname).toBe('/spotify-api/v1/search');
    expect(search!.url.searchParams.get('type')).toBe('artist');
    expect(search!.url.searchParams.get('q')).toBe('Hoshikuzu Picnic');
    expect(search!.authorization).toBe('Bearer token-1');
  });

  it('keeps using the token until it is about to expire', async () => {
    handler = spotifyLike();
    const spotify = catalog();
    await spotify.getArtist('spotify', SPOTIFY_ARTIST.id);
    await spotify.searchArtists('spotify', 'a');
    await Promise.all([
      spotify.getArtist('spotify', SPOTIFY_ARTIST.id),
      spotify.getArtist('spotify', SPOTIFY_ARTIST.id),
    ]);
    expect(seen.filter((request) => request.url.pathname.endsWith('/api/token'))).toHaveLength(1);
    expect(new Set(seen.filter((r) => r.url.pathname.startsWith('/spotify-api')).map((r) => r.authorization))).toEqual(
      new Set(['Bearer token-1']),
    );
  });

  it('asks for a new token when the last one is within a minute of expiring', async () => {
    handler = spotifyLike({ expiresIn: 30 });
    const spotify = catalog();
    await spotify.getArtist('spotify', SPOTIFY_ARTIST.id);
    await spotify.getArtist('spotify', SPOTIFY_ARTIST.id);
    expect(seen.filter((request) => request.url.pathname.endsWith('/api/token'))).toHaveLength(2);
    expect(seen.at(-1)!.authorization).toBe('Bearer token-2');
  });

  it('retries once with a fresh token when Spotify refuses the cached one', async () => {
    const spotifyHandler = spotifyLike();
    handler = (request) =>
      request.authorization === 'Bearer token-1' && request.url.pathname.startsWith('/spotify-api')
        ? { status: 401, body: { error: { status: 401, message: 'The access token expired' } } }
        : spotifyHandler(request);
    expect(await catalog().getArtist('spotify', SPOTIFY_ARTIST.id)).toMatchObject({ id: SPOTIFY_ARTIST.id });
    expect(seen.map((request) => request.authorization?.split(' ')[1] ?? '')).toEqual([
      expect.any(String),
      'token-1',
      expect.any(String),
      'token-2',
    ]);
  });

  it('answers null for an id Spotify does not know or cannot read', async () => {
    handler = spotifyLike();
    const spotify = catalog();
    expect(await spotify.getArtist('spotify', '0000000000000000000000')).toBeNull();
    expect(await spotify.getArtist('spotify', 'notanid')).toBeNull();
  });

  it('reports refused client credentials as a store error', async () => {
    handler = () => ({ status: 400, body: { error: 'invalid_client', error_description: 'Invalid client secret' } });
    await expect(catalog().searchArtists('spotify', 'x')).rejects.toMatchObject({ store: 'spotify', status: 400 });
  });
});
