// Runs the Google sign-in simulator on its own (`npm run google-sim`; npm start's launcher starts it so). The port comes
// from GOOGLE_SIMULATOR_PORT (default 3010) and the redirect URIs it accepts from GOOGLE_SIMULATOR_REDIRECT_URIS
// (comma separated), by default the app's two at PUBLIC_URL (or http://localhost:PORT), as the app builds them.
import { GOOGLE_SIMULATOR_CLIENT } from '../access.ts';
import { closeOnSignals, readPort } from '../http-kit.ts';
import { startGoogleSimulator } from './simulator.ts';

const publicUrl = (process.env.PUBLIC_URL || `http://localhost:${readPort('PORT', 3000)}`).replace(/\/$/, '');
const redirectUris = process.env.GOOGLE_SIMULATOR_REDIRECT_URIS
  ? process.env.GOOGLE_SIMULATOR_REDIRECT_URIS.split(',').map((uri) => uri.trim())
  : ['creators', 'dashboard'].map((returnTo) => `${publicUrl}/${returnTo}/validate-google-auth`);

const simulator = await startGoogleSimulator({
  port: readPort('GOOGLE_SIMULATOR_PORT', 3010),
  redirectUris,
});

process.stdout.write(
  [
    '',
    `  Google sign-in simulator (OpenID Connect) at ${simulator.issuer}`,
    `  Client: ${GOOGLE_SIMULATOR_CLIENT.clientId} / ${GOOGLE_SIMULATOR_CLIENT.clientSecret}`,
    `  Redirect URIs: ${redirectUris.join(', ')}`,
    '  Sign-ins are kept in memory only: stopping the simulator forgets them.',
    '',
    '',
  ].join('\n'),
);

closeOnSignals(simulator);
