// The store catalogue the configuration asks for: the simulator unless STORE_CATALOG=real with credentials.
import type { Config } from '../../platform/config.ts';
import { createRealStoreCatalog } from './real-store-catalog.ts';
import { createSimulatedStoreCatalog } from './simulator.ts';
import type { StoreCatalog } from './store-catalog.ts';

export function storeCatalogFromConfig(settings: Config['storeCatalog']): StoreCatalog {
  if (settings.mode === 'simulator') return createSimulatedStoreCatalog();
  return createRealStoreCatalog({
    appleMusicDeveloperToken: settings.appleMusicDeveloperToken,
    spotifyClientId: settings.spotifyClientId,
    spotifyClientSecret: settings.spotifyClientSecret,
  });
}
