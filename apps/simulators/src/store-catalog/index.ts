// The store catalogue simulator: one loopback HTTP server playing the Apple Music API (`/apple-music`), the Spotify Web
// API (`/spotify-api`) and Spotify's accounts service (`/spotify-accounts`), answering artist searches and look-ups
// from its own catalogue of fictional artists (catalogue.ts), so linking an artist to its store profiles works end to
// end without developer tokens. It speaks the subset of both APIs the app's adapter uses, with the same credentials
// (its own, local ones), answers and errors. No state but the Spotify app tokens it issued, in memory.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { STORE_CATALOG_PATHS, STORE_CATALOG_SIMULATOR_CREDENTIALS } from '../access.ts';
import { answerAppleMusic } from './apple-music.ts';
import { SIMULATED_STORE_ARTISTS, type SimulatedArtist } from './catalogue.ts';
import { type Answer, BodyTooLargeError, sendJson } from './http.ts';
import { answerSpotifyAccounts, answerSpotifyApi, type SpotifyContext } from './spotify.ts';

export { STORE_CATALOG_SIMULATOR_CREDENTIALS };

export interface StoreCatalogSimulatorOptions {
  /** 0 (the default) picks any free port. */
  port?: number;
  host?: string;
  /** Credentials it accepts (defaults: STORE_CATALOG_SIMULATOR_CREDENTIALS). */
  developerToken?: string;
  clientId?: string;
  clientSecret?: string;
  /** How long a Spotify app token lives (Spotify: an hour). */
  tokenLifetimeSeconds?: number;
  /** The clock tokens expire by (tests move it forward). */
  now?: () => number;
  catalogue?: readonly SimulatedArtist[];
}

export interface StoreCatalogSimulator {
  baseUrl: string;
  /** Where the adapter's Apple Music, Spotify Web API and Spotify accounts calls go. */
  appleMusicBaseUrl: string;
  spotifyApiBaseUrl: string;
  spotifyAccountsBaseUrl: string;
  /** The credentials it accepts: the Apple Music developer token and the Spotify app's id and secret. */
  developerToken: string;
  clientId: string;
  clientSecret: string;
  server: Server;
  close(): Promise<void>;
}

const APPLE_MUSIC = STORE_CATALOG_PATHS.appleMusic;
const SPOTIFY_API = STORE_CATALOG_PATHS.spotifyApi;
const SPOTIFY_ACCOUNTS = STORE_CATALOG_PATHS.spotifyAccounts;

function under(pathname: string, prefix: string): string | null {
  return pathname === prefix || pathname.startsWith(`${prefix}/`) ? pathname.slice(prefix.length) : null;
}

export async function startStoreCatalogSimulator(
  options: StoreCatalogSimulatorOptions = {},
): Promise<StoreCatalogSimulator> {
  const host = options.host ?? '127.0.0.1';
  const credentials = {
    developerToken: options.developerToken ?? STORE_CATALOG_SIMULATOR_CREDENTIALS.developerToken,
    clientId: options.clientId ?? STORE_CATALOG_SIMULATOR_CREDENTIALS.clientId,
    clientSecret: options.clientSecret ?? STORE_CATALOG_SIMULATOR_CREDENTIALS.clientSecret,
  };
  const catalogue = options.catalogue ?? SIMULATED_STORE_ARTISTS;
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  const baseUrl = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  const spotify: SpotifyContext = {
    catalogue,
    clientId: credentials.clientId,
    clientSecret: credentials.clientSecret,
    apiBaseUrl: `${baseUrl}${SPOTIFY_API}`,
    tokenLifetimeSeconds: options.tokenLifetimeSeconds ?? 3600,
    now: options.now ?? Date.now,
    tokens: new Map(),
  };
  const apple = { catalogue, developerToken: credentials.developerToken };

  async function answer(req: IncomingMessage): Promise<Answer> {
    const url = new URL(req.url ?? '/', baseUrl);
    const applePath = under(url.pathname, APPLE_MUSIC);
    if (applePath !== null) return answerAppleMusic(apple, req, applePath, url);
    const apiPath = under(url.pathname, SPOTIFY_API);
    if (apiPath !== null) return answerSpotifyApi(spotify, req, apiPath, url);
    const accountsPath = under(url.pathname, SPOTIFY_ACCOUNTS);
    if (accountsPath !== null) return answerSpotifyAccounts(spotify, req, accountsPath);
    return {
      status: 404,
      body: {
        message: 'Store catalogue simulator: the APIs are under these base URLs',
        apple_music: `${baseUrl}${APPLE_MUSIC}`,
        spotify_api: `${baseUrl}${SPOTIFY_API}`,
        spotify_accounts: `${baseUrl}${SPOTIFY_ACCOUNTS}`,
      },
    };
  }

  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    answer(req)
      .catch((error: unknown): Answer => {
        const status = error instanceof BodyTooLargeError ? 413 : 500;
        return { status, body: { error: { status, message: `Simulator error: ${(error as Error).message}` } } };
      })
      .then((reply) => sendJson(res, reply))
      .catch(() => res.destroy());
  });

  return {
    baseUrl,
    appleMusicBaseUrl: `${baseUrl}${APPLE_MUSIC}`,
    spotifyApiBaseUrl: `${baseUrl}${SPOTIFY_API}`,
    spotifyAccountsBaseUrl: `${baseUrl}${SPOTIFY_ACCOUNTS}`,
    ...credentials,
    server,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}
