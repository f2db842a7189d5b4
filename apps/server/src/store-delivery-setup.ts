// Composition of delivery to stores: the store simulator (default) or the real stores from STORE_ENDPOINTS_FILE,
// the SFTP transport with the stores' host keys pinned, and the directory the delivery feature reads.
import { STORES } from '@otodoke/domain';
import type { ErnValidator } from '@otodoke/protocols/ddex/ern-types.ts';
import { readErnSummary } from '@otodoke/protocols/ddex/read-ern.ts';
import { createErnValidator } from '@otodoke/protocols/ddex/validate-ern.ts';
import { createSftpTransport } from '@otodoke/protocols/store-drop/sftp-transport.ts';
import type { StoreTransport } from '@otodoke/protocols/store-drop/store-delivery.ts';
import {
  defaultSimulatedStores,
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
  simulator: StoreSimulator | null;
  close(): Promise<void>;
};

export async function startStoreDelivery(
  config: Pick<Config, 'storeDelivery' | 'ddexParty'>,
  logger: Logger,
  simulatorOptions: { timeScale?: number; rootDir?: string; port?: number } = {},
): Promise<StoreDelivery> {
  const validator = createErnValidator();
  let simulator: StoreSimulator | null = null;
  let directory: StoreDirectory;
  if (config.storeDelivery.mode === 'simulator') {
    simulator = await startStoreSimulator({
      stores: defaultSimulatedStores(
        STORES.map((s) => s.id),
        config.ddexParty.dpid,
      ),
      validator,
      readErn: readErnSummary,
      rootDir: simulatorOptions.rootDir ?? config.storeDelivery.rootDir,
      port: simulatorOptions.port ?? config.storeDelivery.port,
      ...(simulatorOptions.timeScale !== undefined ? { timeScale: simulatorOptions.timeScale } : {}),
      // Each store writes yesterday's sales report to /outbox/reports; checked every minute.
      salesReports: { intervalMs: 60_000 },
      log: logger.child({ component: 'store-simulator' }),
    });
    const sim = simulator;
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
    async close() {
      await transport.close();
      await simulator?.close();
    },
  };
}
