// The Apple Music API as the store catalogue simulator speaks it: catalog search for artists and an artist by id, on
// any storefront, with the developer token as Bearer. Answers and errors have the API's shapes: resources with `id`,
// `type`, `href` and `attributes`, search results under `results.artists` (left out when there are none), and
// `{ errors: [{ id, title, detail, status, code }] }`.
import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { SimulatedArtist } from './catalogue.ts';
import { type Answer, bearerToken, decodeSegment, isSameSecret } from './http.ts';
import { searchCatalogue, shownName } from './search.ts';

export interface AppleMusicContext {
  catalogue: readonly SimulatedArtist[];
  developerToken: string;
}

/** The search types the API knows; the simulator's catalogue holds artists only, so the others find nothing. */
const SEARCH_TYPES = new Set([
  'activities',
  'albums',
  'apple-curators',
  'artists',
  'curators',
  'music-videos',
  'playlists',
  'record-labels',
  'songs',
  'stations',
]);
const DEFAULT_LIMIT = 5;
const MAX_LIMIT = 25;

/** Error ids look like Apple's: 26 upper-case letters and digits. */
function errorId(): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  return [...randomBytes(26)].map((byte) => alphabet[byte % 32]).join('');
}

function error(status: number, fields: { title: string; detail: string; code: string; parameter?: string }): Answer {
  const { parameter, ...rest } = fields;
  return {
    status,
    body: {
      errors: [{ id: errorId(), ...rest, status: String(status), ...(parameter ? { source: { parameter } } : {}) }],
    },
  };
}

const notFound = (): Answer =>
  error(404, { title: 'Resource Not Found', detail: 'Resource with requested id was not found', code: '40400' });

const invalidParameter = (parameter: string, detail: string): Answer =>
  error(400, { title: 'Invalid Parameter Value', detail, code: '40005', parameter });

function present(storefront: string, artist: SimulatedArtist) {
  const entry = artist.appleMusic!;
  return {
    id: entry.id,
    type: 'artists',
    href: `/v1/catalog/${storefront}/artists/${entry.id}`,
    // The simulator has no pictures, so no `artwork`: a made-up image address would only show as a broken image.
    attributes: {
      name: shownName(artist),
      genreNames: entry.genres,
      url: `https://music.apple.com/${storefront}/artist/${entry.slug}/${entry.id}`,
    },
  };
}

/** An integer parameter within bounds, its default when absent, or the 400 answer when invalid. */
function integerParameter(
  params: URLSearchParams,
  name: string,
  bounds: { fallback: number; min: number; max: number },
): number | Answer {
  const raw = params.get(name);
  if (raw === null) return bounds.fallback;
  const value = /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isInteger(value) || value < bounds.min || value > bounds.max)
    return invalidParameter(name, `Value must be an integer between ${bounds.min} and ${bounds.max}`);
  return value;
}

function search(context: AppleMusicContext, storefront: string, url: URL): Answer {
  const params = url.searchParams;
  const types = params.get('types');
  const term = params.get('term');
  if (!types) return invalidParameter('types', 'Missing required parameter types');
  const requested = types.split(',');
  const unknown = requested.find((type) => !SEARCH_TYPES.has(type));
  if (unknown !== undefined) return invalidParameter('types', `Invalid type: ${unknown}`);
  if (!term) return invalidParameter('term', 'Missing required parameter term');
  const limit = integerParameter(params, 'limit', { fallback: DEFAULT_LIMIT, min: 1, max: MAX_LIMIT });
  if (typeof limit !== 'number') return limit;
  const offset = integerParameter(params, 'offset', { fallback: 0, min: 0, max: 10_000 });
  if (typeof offset !== 'number') return offset;

  const found = requested.includes('artists')
    ? searchCatalogue(context.catalogue, term).filter((artist) => artist.appleMusic)
    : [];
  const page = found.slice(offset, offset + limit);
  const href = (at: number) =>
    `/v1/catalog/${storefront}/search?${new URLSearchParams({ limit: String(limit), offset: String(at), term, types: 'artists' })}`;
  const order = page.length > 0 ? ['artists'] : [];
  return {
    status: 200,
    body: {
      results:
        page.length > 0
          ? {
              artists: {
                href: href(offset),
                ...(offset + limit < found.length ? { next: href(offset + limit) } : {}),
                data: page.map((artist) => present(storefront, artist)),
              },
            }
          : {},
      meta: { results: { order, rawOrder: order } },
    },
  };
}

function artist(context: AppleMusicContext, storefront: string, id: string): Answer {
  const found = context.catalogue.find((candidate) => candidate.appleMusic?.id === id);
  return found ? { status: 200, body: { data: [present(storefront, found)] } } : notFound();
}

/** Answers a request under the Apple Music base URL; `path` is what follows it. */
export function answerAppleMusic(context: AppleMusicContext, req: IncomingMessage, path: string, url: URL): Answer {
  const token = bearerToken(req);
  if (token === null || !isSameSecret(token, context.developerToken)) {
    return error(401, {
      title: 'Unauthorized',
      detail: token === null ? 'Authentication required' : 'Invalid developer token',
      code: '40100',
    });
  }
  if (req.method !== 'GET' && req.method !== 'HEAD')
    return error(405, { title: 'Method Not Allowed', detail: `${req.method} is not allowed`, code: '40500' });
  const searchMatch = /^\/v1\/catalog\/([a-z]{2})\/search$/.exec(path);
  if (searchMatch) return search(context, searchMatch[1]!, url);
  const artistMatch = /^\/v1\/catalog\/([a-z]{2})\/artists\/([^/]+)$/.exec(path);
  const id = artistMatch ? decodeSegment(artistMatch[2]!) : null;
  if (artistMatch && id !== null) return artist(context, artistMatch[1]!, id);
  return notFound();
}
