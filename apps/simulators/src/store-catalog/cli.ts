// Runs the store catalogue simulator on its own (`npm run store-catalog-sim`), for pointing an adapter at it by hand or
// poking it with curl. The port comes from STORE_CATALOG_SIMULATOR_PORT (default 3040, as the app's).
import { closeOnSignals, readPort } from '../http-kit.ts';
import { startStoreCatalogSimulator } from './index.ts';

const simulator = await startStoreCatalogSimulator({ port: readPort('STORE_CATALOG_SIMULATOR_PORT', 3040) });

process.stdout.write(
  [
    '',
    `  Store catalogue simulator on ${simulator.baseUrl}`,
    `  Apple Music API:    ${simulator.appleMusicBaseUrl}   developer token: ${simulator.developerToken}`,
    `  Spotify Web API:    ${simulator.spotifyApiBaseUrl}`,
    `  Spotify accounts:   ${simulator.spotifyAccountsBaseUrl}   client: ${simulator.clientId} / ${simulator.clientSecret}`,
    '',
    '',
  ].join('\n'),
);

closeOnSignals(simulator);
