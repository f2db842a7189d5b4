// How a process reaches simulators another process started (npm start's launcher, scripts/start.mjs): each one's
// address on loopback from its port and the local credentials it accepts. Nothing here starts or loads a simulator.

/** The Google sign-in simulator's one client (an OpenID Connect relying party): local only, like its users. */
export const GOOGLE_SIMULATOR_CLIENT = {
  clientId: 'otodoke-local',
  clientSecret: 'otodoke-local-google-simulator-secret',
} as const;

/** The payment gateway simulator's keys (the same defaults as `npm run payments-sim`): local only, like its cards. */
export const PAYMENT_SIMULATOR_KEYS = {
  secretKey: 'sk_test_otodoke_simulator',
  webhookSecret: 'whsec_otodoke_simulator',
} as const;

/** The store catalogue simulator's own credentials: local only, and refused by the real stores. */
export const STORE_CATALOG_SIMULATOR_CREDENTIALS = {
  developerToken: 'otodoke-store-catalog-simulator-apple-music-developer-token',
  clientId: 'otodoke-store-catalog-simulator',
  clientSecret: 'otodoke-store-catalog-simulator-secret',
} as const;

/** Where the store catalogue simulator serves each API, under its base URL. */
export const STORE_CATALOG_PATHS = {
  appleMusic: '/apple-music',
  spotifyApi: '/spotify-api',
  spotifyAccounts: '/spotify-accounts',
} as const;

/** A simulator listening on loopback at `port`. */
export function loopbackUrl(port: number): string {
  return `http://127.0.0.1:${port}`;
}

/** The store catalogue simulator at `baseUrl` as its adapter needs it: each API's base URL and the credentials. */
export function storeCatalogSimulatorAccess(baseUrl: string) {
  return {
    baseUrl,
    appleMusicBaseUrl: `${baseUrl}${STORE_CATALOG_PATHS.appleMusic}`,
    spotifyApiBaseUrl: `${baseUrl}${STORE_CATALOG_PATHS.spotifyApi}`,
    spotifyAccountsBaseUrl: `${baseUrl}${STORE_CATALOG_PATHS.spotifyAccounts}`,
    ...STORE_CATALOG_SIMULATOR_CREDENTIALS,
  };
}
