// Runs the store simulator on its own (`npm run store-sim`): every store of the domain catalogue behind one SFTP server
// on loopback, for pointing the app or an SFTP client at it by hand. State is kept under --root across runs. Every
// --reports-interval seconds (60 by default; 0 turns it off) the stores write their sales reports through yesterday.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { STORES } from '@otodoke/domain';
import { readErnSummary } from '@otodoke/protocols/ddex/read-ern.ts';
import { createErnValidator } from '@otodoke/protocols/ddex/validate-ern.ts';
import { pino } from 'pino';
import { closeOnSignals } from '../http-kit.ts';
import { defaultSimulatedStores, startStoreSimulator } from './simulator.ts';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '3030' },
    root: { type: 'string', default: './data/store-sim' },
    'time-scale': { type: 'string', default: '1' },
    'reports-interval': { type: 'string', default: '60' },
    seed: { type: 'string', default: '1' },
    /** Leave out the table of store accounts (npm start's launcher: 50 lines at every start). */
    brief: { type: 'boolean', default: false },
  },
});

const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65_535) {
  throw new Error(`--port must be a port number, not "${values.port}"`);
}
const timeScale = Number(values['time-scale']);
if (!(timeScale >= 0)) throw new Error(`--time-scale must be a number of 0 or more, not "${values['time-scale']}"`);
const reportsInterval = Number(values['reports-interval']);
if (!(reportsInterval >= 0)) {
  throw new Error(`--reports-interval must be a number of seconds (0 or more), not "${values['reports-interval']}"`);
}

// The service the stores take deliveries from: the same environment variables and defaults as the app's.
const service = {
  dpid: process.env.DDEX_PARTY_ID || 'PADPIDA2026112501Z',
  name: process.env.DDEX_PARTY_NAME || 'Otodoke',
};
const simulator = await startStoreSimulator({
  stores: defaultSimulatedStores(
    STORES.map((store) => store.id),
    service.dpid,
  ),
  validator: createErnValidator(),
  readErn: readErnSummary,
  rootDir: path.resolve(values.root),
  port,
  timeScale,
  seed: values.seed,
  ...(reportsInterval > 0 ? { salesReports: { intervalMs: reportsInterval * 1000 } } : {}),
  log: pino({ level: process.env.LOG_LEVEL || 'info' }),
});

const rows = simulator.stores.map((store) => {
  const rules = Object.entries(store.rules)
    .map(([name, value]) => `${name}=${value}`)
    .join(' ');
  return `  ${store.storeId.padEnd(20)} ${store.username.padEnd(20)} ${store.password.padEnd(26)} ${store.dpid}  ${rules}`;
});

process.stdout.write(
  [
    '',
    `  Store simulator (SFTP) on ${simulator.host}:${simulator.port}, state in ${simulator.rootDir}`,
    `  Host key fingerprint: ${simulator.hostKeyFingerprint}`,
    `  Takes deliveries from ${service.name} (${service.dpid}); batches go to /inbox, answers come in /outbox.`,
    reportsInterval > 0
      ? `  Sales reports (DDEX DSR) appear in /outbox/reports the day after each day (or month); checked every ${reportsInterval} s.`
      : '  Sales reports are off (--reports-interval 0).',
    ...(values.brief
      ? [`  ${rows.length} store accounts (run without --brief, as \`npm run store-sim\` does, to list them)`]
      : [
          "  These are the simulator's local accounts, not credentials of real stores.",
          '',
          `  ${'store'.padEnd(20)} ${'username'.padEnd(20)} ${'password'.padEnd(26)} DPID (fictional)`,
          ...rows,
        ]),
    '',
    `  Try: sftp -P ${simulator.port} ${simulator.stores[0]?.username ?? 'itunes'}@${simulator.host}`,
    '',
    '',
  ].join('\n'),
);

closeOnSignals(simulator);
