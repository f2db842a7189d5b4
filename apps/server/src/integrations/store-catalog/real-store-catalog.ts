// The real store catalogues: the Apple Music API (developer token as Bearer) and the Spotify Web API (an app token from
// the client-credentials flow, cached until shortly before it expires). Base URLs are injectable: tests, and the store
// catalogue simulator (`apps/simulators/src/store-catalog/`), which the same code talks to by default.
import { type StoreArtist, type StoreCatalog, StoreCatalogError, type StoreName } from './store-catalog.ts';

export interface RealStoreCatalogOptions {
  appleMusicDeveloperToken: string;
  spotifyClientId: string;
  spotifyClientSecret: string;
  appleMusicBaseUrl?: string;
  spotifyApiBaseUrl?: string;
  spotifyAccountsBaseUrl?: string;
  /** The Apple Music storefront searched (Japan). */
  storefront?: string;
  /** Spotify market the search is relevant to. */
  market?: string;
  timeoutMs?: number;
  searchLimit?: number;
  fetchImpl?: typeof fetch;
  /** Talking to the store catalogue simulator (the UI labels its results as the simulator's). */
  isSimulator?: boolean;
}

const IMAGE_SIZE = 300;
/** A token is renewed this long before Spotify says it expires, so a request never carries a dying one. */
const TOKEN_MARGIN_MS = 60_000;

interface AppleArtistResource {
  id: string;
  attributes?: { name?: string; url?: string; genreNames?: string[]; artwork?: { url?: string } };
}

interface SpotifyArtistObject {
  id: string;
  name?: string;
  genres?: string[];
  images?: { url: string; width?: number | null; height?: number | null }[];
  external_urls?: { spotify?: string };
}

function presentApple(resource: AppleArtistResource): StoreArtist {
  const attributes = resource.attributes ?? {};
  const artwork = attributes.artwork?.url;
  return {
    id: resource.id,
    name: attributes.name ?? '',
    url: attributes.url ?? `https://music.apple.com/jp/artist/${resource.id}`,
    // Artwork URLs are templates: {w}x{h} is replaced by the size wanted.
    imageUrl: artwork ? artwork.replace('{w}', String(IMAGE_SIZE)).replace('{h}', String(IMAGE_SIZE)) : null,
    genres: attributes.genreNames ?? [],
  };
}

/** Spotify lists several sizes; the one nearest a thumbnail is enough for a picker. */
function pickSpotifyImage(images: SpotifyArtistObject['images']): string | null {
  if (!images || images.length === 0) return null;
  const sized = [...images].sort(
    (a, b) => Math.abs((a.width ?? IMAGE_SIZE) - IMAGE_SIZE) - Math.abs((b.width ?? IMAGE_SIZE) - IMAGE_SIZE),
  );
  return sized[0]!.url;
}

function presentSpotify(artist: SpotifyArtistObject): StoreArtist {
  return {
    id: artist.id,
    name: artist.name ?? '',
    url: artist.external_urls?.spotify ?? `https://open.spotify.com/artist/${artist.id}`,
    imageUrl: pickSpotifyImage(artist.images),
    genres: artist.genres ?? [],
  };
}

export function createRealStoreCatalog(options: RealStoreCatalogOptions): StoreCatalog {
  const fetchImpl = options.fetchImpl ?? fetch;
  const appleBase = (options.appleMusicBaseUrl ?? 'https://api.music.apple.com').replace(/\/$/, '');
  const spotifyBase = (options.spotifyApiBaseUrl ?? 'https://api.spotify.com').replace(/\/$/, '');
  const accountsBase = (options.spotifyAccountsBaseUrl ?? 'https://accounts.spotify.com').replace(/\/$/, '');
  const storefront = options.storefront ?? 'jp';
  const market = options.market ?? 'JP';
  const timeoutMs = options.timeoutMs ?? 10_000;
  const limit = options.searchLimit ?? 10;

  async function call(store: StoreName, url: string, init: RequestInit): Promise<Response> {
    try {
      return await fetchImpl(url, { ...init, redirect: 'error', signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      const reason = (error as Error).name === 'TimeoutError' ? `timed out after ${timeoutMs} ms` : String(error);
      throw new StoreCatalogError(store, reason);
    }
  }

  async function readJson<T>(store: StoreName, response: Response): Promise<T> {
    try {
      return (await response.json()) as T;
    } catch {
      throw new StoreCatalogError(store, 'answered with a body that is not JSON', response.status);
    }
  }

  // Apple Music -------------------------------------------------------------------------------------------------

  async function appleGet(path: string): Promise<Response> {
    return call('apple_music', `${appleBase}${path}`, {
      headers: { authorization: `Bearer ${options.appleMusicDeveloperToken}`, accept: 'application/json' },
    });
  }

  async function searchApple(query: string): Promise<StoreArtist[]> {
    const params = new URLSearchParams({ types: 'artists', term: query, limit: String(limit) });
    const response = await appleGet(`/v1/catalog/${storefront}/search?${params}`);
    if (!response.ok) throw new StoreCatalogError('apple_music', `search answered ${response.status}`, response.status);
    const body = await readJson<{ results?: { artists?: { data?: AppleArtistResource[] } } }>('apple_music', response);
    return (body.results?.artists?.data ?? []).map(presentApple);
  }

  async function getApple(id: string): Promise<StoreArtist | null> {
    const response = await appleGet(`/v1/catalog/${storefront}/artists/${encodeURIComponent(id)}`);
    if (response.status === 404) return null;
    if (!response.ok) throw new StoreCatalogError('apple_music', `artist answered ${response.status}`, response.status);
    const body = await readJson<{ data?: AppleArtistResource[] }>('apple_music', response);
    const found = body.data?.[0];
    return found ? presentApple(found) : null;
  }

  // Spotify -----------------------------------------------------------------------------------------------------

  let cachedToken: { value: string; expiresAt: number } | null = null;
  let pendingToken: Promise<string> | null = null;

  async function requestSpotifyToken(): Promise<string> {
    const credentials = Buffer.from(`${options.spotifyClientId}:${options.spotifyClientSecret}`).toString('base64');
    const response = await call('spotify', `${accountsBase}/api/token`, {
      method: 'POST',
      headers: { authorization: `Basic ${credentials}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'client_credentials' }).toString(),
    });
    if (!response.ok)
      throw new StoreCatalogError('spotify', `token request answered ${response.status}`, response.status);
    const body = await readJson<{ access_token?: string; expires_in?: number }>('spotify', response);
    if (!body.access_token) throw new StoreCatalogError('spotify', 'token response without access_token');
    cachedToken = {
      value: body.access_token,
      expiresAt: Date.now() + (body.expires_in ?? 3600) * 1000 - TOKEN_MARGIN_MS,
    };
    return body.access_token;
  }

  /** One token request at a time; callers arriving meanwhile share it. */
  async function spotifyToken(): Promise<string> {
    if (cachedToken && cachedToken.expiresAt > Date.now()) return cachedToken.value;
    pendingToken ??= requestSpotifyToken().finally(() => {
      pendingToken = null;
    });
    return pendingToken;
  }

  async function spotifyGet(path: string): Promise<Response> {
    const send = async () =>
      call('spotify', `${spotifyBase}${path}`, {
        headers: { authorization: `Bearer ${await spotifyToken()}`, accept: 'application/json' },
      });
    const response = await send();
    if (response.status !== 401) return response;
    // Spotify revoked the token early: forget it and try once with a fresh one.
    cachedToken = null;
    return send();
  }

  async function searchSpotify(query: string): Promise<StoreArtist[]> {
    const params = new URLSearchParams({ type: 'artist', q: query, limit: String(limit), market });
    const response = await spotifyGet(`/v1/search?${params}`);
    if (!response.ok) throw new StoreCatalogError('spotify', `search answered ${response.status}`, response.status);
    const body = await readJson<{ artists?: { items?: SpotifyArtistObject[] } }>('spotify', response);
    return (body.artists?.items ?? []).map(presentSpotify);
  }

  async function getSpotify(id: string): Promise<StoreArtist | null> {
    const response = await spotifyGet(`/v1/artists/${encodeURIComponent(id)}`);
    // 400 is Spotify's answer to an id that cannot exist; 404 to one that does not.
    if (response.status === 404 || response.status === 400) return null;
    if (!response.ok) throw new StoreCatalogError('spotify', `artist answered ${response.status}`, response.status);
    return presentSpotify(await readJson<SpotifyArtistObject>('spotify', response));
  }

  return {
    isSimulator: options.isSimulator ?? false,
    // The stores refuse an empty search (400): a blank query simply finds no one.
    searchArtists: async (store, query) =>
      query.trim() === '' ? [] : store === 'apple_music' ? searchApple(query) : searchSpotify(query),
    getArtist: (store, id) => (store === 'apple_music' ? getApple(id) : getSpotify(id)),
  };
}
