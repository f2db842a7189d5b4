// The store catalogue the configuration asks for: the real Apple Music and Spotify APIs with STORE_CATALOG=real and
// their credentials, or else the same adapter talking to the store catalogue simulator the composition started.
import type { Config } from '../../platform/config.ts';
import { createRealStoreCatalog } from './real-store-catalog.ts';
import type { StoreCatalog } from './store-catalog.ts';

/** Where the store catalogue simulator listens and the local credentials it accepts. */
export interface StoreCatalogSimulatorAccess {
  appleMusicBaseUrl: string;
  spotifyApiBaseUrl: string;
  spotifyAccountsBaseUrl: string;
  developerToken: string;
  clientId: string;
  clientSecret: string;
}

export function storeCatalogFromConfig(
  settings: Config['storeCatalog'],
  simulator: StoreCatalogSimulatorAccess | null,
): StoreCatalog {
  if (settings.mode === 'real') {
    return createRealStoreCatalog({
      appleMusicDeveloperToken: settings.appleMusicDeveloperToken,
      spotifyClientId: settings.spotifyClientId,
      spotifyClientSecret: settings.spotifyClientSecret,
    });
  }
  if (!simulator) throw new Error('STORE_CATALOG=simulator: start the store catalogue simulator first');
  return createRealStoreCatalog({
    appleMusicDeveloperToken: simulator.developerToken,
    spotifyClientId: simulator.clientId,
    spotifyClientSecret: simulator.clientSecret,
    appleMusicBaseUrl: simulator.appleMusicBaseUrl,
    spotifyApiBaseUrl: simulator.spotifyApiBaseUrl,
    spotifyAccountsBaseUrl: simulator.spotifyAccountsBaseUrl,
    isSimulator: true,
  });
}
