// Composition of delivery to stores: the store simulator (default; started here, or with SIMULATORS=separate the one
// npm start's launcher runs over the same folder and port) or the real stores from STORE_ENDPOINTS_FILE, the SFTP
// transport with the stores' host keys pinned, and the directory the delivery feature reads.
import { STORES } from '@otodoke/domain';
import type { ErnValidator } from '@otodoke/protocols/ddex/ern-types.ts';
import { readErnSummary } from '@otodoke/protocols/ddex/read-ern.ts';
import { createErnValidator } from '@otodoke/protocols/ddex/validate-ern.ts';
import { createSftpTransport } from '@otodoke/protocols/store-drop/sftp-transport.ts';
import type { StoreTransport } from '@otodoke/protocols/store-drop/store-delivery.ts';
import {
  defaultSimulatedStores,
  reachStoreSimulator,
  type StoreSimulator,
  startStoreSimulator,
} from '@otodoke/simulators/stores/simulator.ts';
import {
  createStoreDirectory,
  loadStoreEndpointsFile,
  type StoreDirectory,
} from './integrations/store-delivery/store-directory.ts';
import type { Config } from './platform/config.ts';
import type { Logger } from './platform/logger.ts';

export type StoreDelivery = {
  transport: StoreTransport;
  directory: StoreDirectory;
  validator: ErnValidator;
  /** The store simulator this process started (null when it uses the real stores or a separate simulator). */
  simulator: StoreSimulator | null;
  /** `host:port` of the store simulator, wherever it runs (null with the real stores). */
  simulatorAddress: string | null;
  close(): Promise<void>;
};

export async function startStoreDelivery(
  config: Pick<Config, 'storeDelivery' | 'ddexParty'> & Partial<Pick<Config, 'simulators'>>,
  logger: Logger,
  simulatorOptions: { timeScale?: number; rootDir?: string; port?: number } = {},
): Promise<StoreDelivery> {
  const validator = createErnValidator();
  let simulator: StoreSimulator | null = null;
  let directory: StoreDirectory;
  let simulatorAddress: string | null = null;
  if (config.storeDelivery.mode === 'simulator') {
    const stores = defaultSimulatedStores(
      STORES.map((s) => s.id),
      config.ddexParty.dpid,
    );
    const rootDir = simulatorOptions.rootDir ?? config.storeDelivery.rootDir;
    const port = simulatorOptions.port ?? config.storeDelivery.port;
    if (config.simulators !== 'separate') {
      simulator = await startStoreSimulator({
        stores,
        validator,
        readErn: readErnSummary,
        rootDir,
        port,
        ...(simulatorOptions.timeScale !== undefined ? { timeScale: simulatorOptions.timeScale } : {}),
        // Each store writes yesterday's sales report to /outbox/reports; checked every minute.
        salesReports: { intervalMs: 60_000 },
        log: logger.child({ component: 'store-simulator' }),
      });
    }
    const sim = simulator ?? (await reachStoreSimulator({ stores, rootDir, port }));
    simulatorAddress = `${sim.host}:${sim.port}`;
    directory = createStoreDirectory(
      sim.stores.map((account) => ({
        party: { dpid: account.dpid, name: account.name },
        endpoint: sim.endpointFor(account.storeId),
        hostKey: sim.hostKeyFingerprint,
      })),
      true,
    );
  } else {
    directory = createStoreDirectory(await loadStoreEndpointsFile(config.storeDelivery.endpointsFile), false);
  }
  const transport = createSftpTransport({ hostKeys: directory.hostKeys(), log: logger.child({ component: 'sftp' }) });
  return {
    transport,
    directory,
    validator,
    simulator,
    simulatorAddress,
    async close() {
      await transport.close();
      await simulator?.close();
    },
  };
}
