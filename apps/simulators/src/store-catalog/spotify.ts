// The Spotify Web API as the store catalogue simulator speaks it: the accounts service's client-credentials flow
// (`POST /api/token` with the app's id and secret as Basic credentials, or in the form), then search for artists and an
// artist by id with the app token as Bearer. Tokens expire as Spotify's do. Answers and errors have the API's shapes:
// paging objects under `artists`, artist objects with `external_urls`, `images`, `uri`, API errors as
// `{ error: { status, message } }` and token errors as `{ error, error_description }`.
import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { SimulatedArtist } from './catalogue.ts';
import { type Answer, bearerToken, decodeSegment, isSameSecret, readBody } from './http.ts';
import { searchCatalogue, shownName } from './search.ts';

export interface SpotifyContext {
  catalogue: readonly SimulatedArtist[];
  clientId: string;
  clientSecret: string;
  /** Where the API is reached, for the `href`s in answers. */
  apiBaseUrl: string;
  tokenLifetimeSeconds: number;
  now: () => number;
  /** Issued app tokens and when each expires (ms since the epoch). */
  tokens: Map<string, number>;
}

const SEARCH_TYPES = new Set(['album', 'artist', 'playlist', 'track', 'show', 'episode', 'audiobook']);
const DEFAULT_LIMIT = 20;
const MAX_LIMIT = 50;
const MAX_OFFSET = 1000;
const SPOTIFY_ID = /^[0-9A-Za-z]{22}$/;

const apiError = (status: number, message: string, headers?: Record<string, string>): Answer => ({
  status,
  body: { error: { status, message } },
  headers,
});

const tokenError = (error: string, description: string): Answer => ({
  status: 400,
  body: { error, error_description: description },
});

// Accounts service ------------------------------------------------------------------------------------------------

/** The client's id and secret: from `Authorization: Basic`, or else from the form as Spotify also accepts. */
function clientCredentials(req: IncomingMessage, form: URLSearchParams): { id: string; secret: string } | null {
  const basic = /^Basic\s+(\S+)\s*$/i.exec(req.headers.authorization ?? '');
  if (basic) {
    const decoded = Buffer.from(basic[1]!, 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    return colon < 0 ? null : { id: decoded.slice(0, colon), secret: decoded.slice(colon + 1) };
  }
  const id = form.get('client_id');
  const secret = form.get('client_secret');
  return id && secret ? { id, secret } : null;
}

function issueToken(context: SpotifyContext): string {
  const now = context.now();
  for (const [token, expiresAt] of context.tokens) if (expiresAt <= now) context.tokens.delete(token);
  const token = `BQ${randomBytes(90).toString('base64url')}`;
  context.tokens.set(token, now + context.tokenLifetimeSeconds * 1000);
  return token;
}

/** Answers a request under the accounts base URL; `path` is what follows it. */
export async function answerSpotifyAccounts(
  context: SpotifyContext,
  req: IncomingMessage,
  path: string,
): Promise<Answer> {
  if (path !== '/api/token') return apiError(404, 'Not found');
  if (req.method !== 'POST') return apiError(405, 'Method not allowed');
  const isForm = (req.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');
  const body = await readBody(req);
  const form = new URLSearchParams(isForm ? body : '');
  const client = clientCredentials(req, form);
  if (!client || !isSameSecret(client.id, context.clientId)) return tokenError('invalid_client', 'Invalid client');
  if (!isSameSecret(client.secret, context.clientSecret)) return tokenError('invalid_client', 'Invalid client secret');
  const grantType = form.get('grant_type');
  if (!grantType) return tokenError('unsupported_grant_type', 'grant_type parameter is missing');
  if (grantType !== 'client_credentials') {
    return tokenError(
      'unsupported_grant_type',
      grantType === 'authorization_code' || grantType === 'refresh_token'
        ? `the store catalogue simulator grants client_credentials only, not ${grantType}`
        : 'grant_type must be client_credentials, authorization_code or refresh_token',
    );
  }
  return {
    status: 200,
    body: { access_token: issueToken(context), token_type: 'Bearer', expires_in: context.tokenLifetimeSeconds },
  };
}

// Web API ---------------------------------------------------------------------------------------------------------

function present(context: SpotifyContext, artist: SimulatedArtist) {
  const entry = artist.spotify!;
  return {
    external_urls: { spotify: `https://open.spotify.com/artist/${entry.id}` },
    followers: { href: null, total: 0 },
    genres: entry.genres,
    href: `${context.apiBaseUrl}/v1/artists/${entry.id}`,
    id: entry.id,
    // The simulator has no pictures; a made-up image address would only show as a broken image.
    images: [],
    name: shownName(artist),
    popularity: 0,
    type: 'artist',
    uri: `spotify:artist:${entry.id}`,
  };
}

/** An integer parameter within bounds, its default when absent, or the 400 answer when invalid. */
function integerParameter(
  params: URLSearchParams,
  name: string,
  bounds: { fallback: number; max: number },
): number | Answer {
  const raw = params.get(name);
  if (raw === null) return bounds.fallback;
  const value = /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isInteger(value) || value > bounds.max) return apiError(400, `Invalid ${name}`);
  return value;
}

function search(context: SpotifyContext, url: URL): Answer {
  const params = url.searchParams;
  const q = params.get('q');
  const type = params.get('type');
  if (!q) return apiError(400, 'No search query');
  if (!type) return apiError(400, 'Missing parameter type');
  const types = type.split(',');
  const unknown = types.find((candidate) => !SEARCH_TYPES.has(candidate));
  if (unknown !== undefined) return apiError(400, `Bad search type field ${unknown}`);
  const market = params.get('market');
  if (market !== null && !/^[A-Z]{2}$/.test(market) && market !== 'from_token')
    return apiError(400, 'Invalid market code');
  const limit = integerParameter(params, 'limit', { fallback: DEFAULT_LIMIT, max: MAX_LIMIT });
  if (typeof limit !== 'number') return limit;
  const offset = integerParameter(params, 'offset', { fallback: 0, max: MAX_OFFSET });
  if (typeof offset !== 'number') return offset;

  const href = (kind: string, at: number) =>
    `${context.apiBaseUrl}/v1/search?${new URLSearchParams({
      offset: String(at),
      limit: String(limit),
      query: q,
      type: kind,
      ...(market ? { market } : {}),
    })}`;
  const body: Record<string, unknown> = {};
  for (const kind of types) {
    // The catalogue holds artists only: other kinds are searched and found empty.
    const found =
      kind === 'artist' ? searchCatalogue(context.catalogue, q).filter((artist) => artist.spotify !== undefined) : [];
    body[`${kind}s`] = {
      href: href(kind, offset),
      items: kind === 'artist' ? found.slice(offset, offset + limit).map((artist) => present(context, artist)) : [],
      limit,
      next: offset + limit < found.length ? href(kind, offset + limit) : null,
      offset,
      previous: offset > 0 ? href(kind, Math.max(0, offset - limit)) : null,
      total: found.length,
    };
  }
  return { status: 200, body };
}

function artist(context: SpotifyContext, id: string): Answer {
  // An id that cannot be one is refused as invalid; a well-formed one nobody has is not found.
  if (!SPOTIFY_ID.test(id)) return apiError(400, 'invalid id');
  const found = context.catalogue.find((candidate) => candidate.spotify?.id === id);
  if (!found) return apiError(404, 'Resource not found');
  return { status: 200, body: present(context, found) };
}

/** The 401 answer (with Spotify's message) to a request without a live app token; null when it may go on. */
function refusal(context: SpotifyContext, req: IncomingMessage): Answer | null {
  const token = bearerToken(req);
  const expiresAt = token === null ? undefined : context.tokens.get(token);
  const problem =
    token === null
      ? 'No token provided'
      : expiresAt === undefined
        ? 'Invalid access token'
        : expiresAt <= context.now()
          ? 'The access token expired'
          : null;
  if (problem === null) return null;
  return apiError(401, problem, {
    'www-authenticate': `Bearer realm="spotify", error="invalid_token", error_description="${problem}"`,
  });
}

/** Answers a request under the Web API base URL; `path` is what follows it. */
export function answerSpotifyApi(context: SpotifyContext, req: IncomingMessage, path: string, url: URL): Answer {
  const refused = refusal(context, req);
  if (refused) return refused;
  if (req.method !== 'GET' && req.method !== 'HEAD') return apiError(405, 'Method not allowed');
  if (path === '/v1/search') return search(context, url);
  const artistMatch = /^\/v1\/artists\/([^/]+)$/.exec(path);
  const id = artistMatch ? decodeSegment(artistMatch[1]!) : null;
  if (id !== null) return artist(context, id);
  return apiError(404, 'Service not found');
}
